"""Create a user account in one of the roles: referee, committee or administrator."""

from __future__ import annotations

import getpass
import sys
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from accounts.roles import ACCOUNT_ROLES, ADMINISTRATOR, READER, ensure_roles


class Command(BaseCommand):
    help = (
        "Create a user in a role: create_user USERNAME --role referee|committee|administrator "
        "[--password-stdin | --password P]. Without either, the password is asked for on a terminal."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username")
        parser.add_argument("--role", required=True, help="referee, committee or administrator")
        secret = parser.add_mutually_exclusive_group()
        secret.add_argument("--password", help="the password (visible in the shell history: prefer --password-stdin)")
        secret.add_argument(
            "--password-stdin", action="store_true", help="read the password from the first line of stdin"
        )
        parser.add_argument("--email", default="")
        parser.add_argument("--dry-run", action="store_true", help="check everything, create nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        username: str = options["username"].strip()
        role: str = options["role"].strip().lower()
        if role == READER:
            raise CommandError(
                "A reader needs no account: anyone can read and try cases. Give --role referee, committee or administrator."
            )
        if role not in ACCOUNT_ROLES:
            raise CommandError(f"Unknown role {options['role']!r}: the roles are {', '.join(ACCOUNT_ROLES)}.")
        if not username:
            raise CommandError("The username is empty.")
        user_model = get_user_model()
        if user_model.objects.filter(username=username).exists():
            raise CommandError(f"A user named {username!r} exists already.")
        password = self._password(options)
        try:  # the same validators as the admin and the password forms (settings.AUTH_PASSWORD_VALIDATORS)
            validate_password(password, user=user_model(username=username, email=options["email"]))
        except ValidationError as exc:
            raise CommandError("The password is refused: " + " ".join(exc.messages)) from None
        if options["dry_run"]:
            self.stdout.write(f"Dry run: would create {username!r} as {role}; nothing was saved.")
            return
        with transaction.atomic():
            ensure_roles()
            user = user_model.objects.create_user(username=username, email=options["email"], password=password)
            user.groups.add(Group.objects.get(name=role))
            if role == ADMINISTRATOR:
                user.is_staff = True  # the admin site, for managing accounts
                user.save(update_fields=["is_staff"])
        self.stdout.write(self.style.SUCCESS(f"Created {username!r} as {role}."))

    def _password(self, options: dict[str, Any]) -> str:
        if options["password"] is not None:
            password: str = options["password"]
        elif options["password_stdin"]:
            password = sys.stdin.readline().rstrip("\r\n")
        elif sys.stdin.isatty():
            password = getpass.getpass("Password: ")
            if getpass.getpass("Password (again): ") != password:
                raise CommandError("The two passwords differ.")
        else:
            raise CommandError("No password: give --password-stdin (and the password on stdin) or --password P.")
        if not password:
            raise CommandError("The password is empty.")
        return password
