"""Copy the seed lines the corpus cites into corpus/witnesses/, so a site without the seeds shows its witnesses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from corpus.witnesses import copy_witness_lines


class Command(BaseCommand):
    help = (
        "Copy every line of the seed texts that a `source:` of the corpus names into corpus/witnesses/<seed>,"
        " exactly as the OCR gives it, numbered as in the seed. Run it after changing a source's lines."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--corpus", type=Path, default=settings.CORPUS_DIR, help="the corpus directory")
        parser.add_argument("--seeds", type=Path, default=settings.SEEDS_DIR, help="the seed texts")
        parser.add_argument("--dry-run", action="store_true", help="say what would be copied, write nothing")

    def handle(self, *args: Any, **options: Any) -> None:
        seeds: Path = options["seeds"]
        if not seeds.is_dir():
            raise CommandError(f"{seeds} is not a directory: the seed texts are needed to copy their lines")
        try:
            counts = copy_witness_lines(options["corpus"], seeds, dry_run=options["dry_run"])
        except (OSError, ValueError) as exc:
            raise CommandError(str(exc)) from None
        verb = "Would copy" if options["dry_run"] else "Copied"
        for seed, n in counts.items():
            self.stdout.write(f"{verb} {n} lines of {seed}")
