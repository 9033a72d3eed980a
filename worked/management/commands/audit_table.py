"""Write docs/worked-cases.md: the worked cases audited against the book, case by case, from their `_audit`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from worked.audit import audit_table


class Command(BaseCommand):
    help = (
        "Write the table of the worked cases audited against the book (docs/worked-cases.md) from the `_audit`"
        " of each corpus/cases/*.case.json: where the book tells each case, what the edition supplies, the rulings."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--corpus", type=Path, default=settings.CORPUS_DIR, help="the corpus directory")
        parser.add_argument(
            "--output",
            type=Path,
            default=Path(settings.BASE_DIR) / "docs" / "worked-cases.md",
            help="the page to write",
        )
        parser.add_argument("--dry-run", action="store_true", help="print the table, write nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        text = audit_table(options["corpus"] / "cases")
        if options["dry_run"]:
            self.stdout.write(text, ending="")
            return
        options["output"].write_text(text, encoding="utf-8")
        self.stdout.write(f"Wrote {options['output']}")
