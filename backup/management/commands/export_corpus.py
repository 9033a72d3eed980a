"""Write the corpus files back from the database, byte for byte as loaded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from backup.corpus_load import export_corpus


class Command(BaseCommand):
    help = "Export the codes, decisions, authorities and concordance to DIR in the corpus format."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("dir", type=Path, help="the directory to write (created if missing)")

    def handle(self, *args: Any, **options: Any) -> None:
        written = export_corpus(options["dir"])
        self.stdout.write(self.style.SUCCESS(f"Wrote {len(written)} files to {options['dir']}."))
