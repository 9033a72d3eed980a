"""List every law reference in the corpus that resolves to nothing, or that a decision does not record."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from decisions.citation_check import check_citations


class Command(BaseCommand):
    help = "Check every reference to a law in law texts and decisions; exits 1 if any resolves to nothing."

    def handle(self, *args: Any, **options: Any) -> None:
        problems = check_citations()
        for p in problems:
            self.stdout.write(str(p))
        if problems:
            raise CommandError(f"{len(problems)} reference(s) resolve to nothing or are not recorded.")
        self.stdout.write(self.style.SUCCESS("Every reference resolves."))
