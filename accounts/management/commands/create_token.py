"""Make an API token for an account and print it, once: the site keeps only its hash."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.tokens import DEFAULT_LIFETIME, LIFETIMES, TooManyTokens, token_make


class Command(BaseCommand):
    help = (
        "Make an API token for an account: create_token USERNAME [--lasts 30|90|365|never] (days; default "
        f"{DEFAULT_LIFETIME}). The token is printed once; the site keeps only its hash."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username")
        parser.add_argument("--lasts", default=DEFAULT_LIFETIME, help="30, 90 or 365 days, or never (until revoked)")
        parser.add_argument("--dry-run", action="store_true", help="check the account and lifetime, make nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        lasts: str = options["lasts"].strip().lower()
        if lasts not in LIFETIMES:
            raise CommandError(f"--lasts {options['lasts']!r}: give one of {', '.join(LIFETIMES)}.")
        try:
            user = get_user_model().objects.get(username=options["username"])
        except get_user_model().DoesNotExist:
            raise CommandError(f"No account is named {options['username']!r}.") from None
        if not user.is_active:
            raise CommandError(f"The account {user.get_username()!r} is closed: a token of it would open nothing.")
        if options["dry_run"]:
            self.stdout.write(f"Would make a token for {user.get_username()} (lasts: {lasts}).")
            return
        try:
            row, token = token_make(user=user, lifetime=LIFETIMES[lasts])
        except TooManyTokens as full:
            raise CommandError(str(full)) from None
        until = f"until {row.expiry:%Y-%m-%d %H:%M} UTC" if row.expiry else "until revoked"
        self.stderr.write(f"A token for {user.get_username()}, valid {until}. It is shown only now:")
        self.stdout.write(token)
