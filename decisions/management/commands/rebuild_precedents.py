"""Make the precedent ranking again from the decisions' citations and withdrawals."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from decisions.precedent_profiles import rebuild_profiles, stale_profiles


class Command(BaseCommand):
    help = (
        "Rebuild the precedent ranking from the citations and withdrawals. With --dry-run, list what is "
        "out of date and change nothing; exits 1 if anything is."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="say what is out of date; change nothing")

    def handle(self, *args: Any, dry_run: bool = False, **options: Any) -> None:
        if dry_run:
            problems = stale_profiles()
            for p in problems:
                self.stdout.write(p)
            if problems:
                raise CommandError(f"{len(problems)} thing(s) in the precedent ranking are out of date.")
            self.stdout.write(self.style.SUCCESS("The precedent ranking is up to date."))
            return
        with transaction.atomic():
            profiles = rebuild_profiles()
        self.stdout.write(self.style.SUCCESS(f"Rebuilt the precedent ranking: {profiles} citation profiles."))
