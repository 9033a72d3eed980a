"""Load the codes, decisions, authorities and concordance from corpus/ into the database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from backup.corpus_dependents import CorpusChangeRefused
from backup.corpus_load import load_corpus
from corpus.blocks import CorpusFormatError


class DryRun(Exception):
    """Raised inside the transaction to roll a dry run back."""


class Command(BaseCommand):
    help = (
        "Load corpus/ into the database. Idempotent: a second run changes nothing. A change that would orphan"
        " what the committee made (a law its decisions cite removed) is refused, naming each, and changes nothing."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--corpus", type=Path, default=settings.CORPUS_DIR, help="the corpus directory")
        parser.add_argument("--dry-run", action="store_true", help="check and load, then roll back")

    def handle(self, *args: Any, **options: Any) -> None:
        corpus_dir: Path = options["corpus"]
        if not (corpus_dir / "codes").is_dir():
            raise CommandError(f"{corpus_dir} has no codes/ directory: is it a corpus?")
        say = (lambda msg: self.stdout.write(f"  {msg}")) if options["verbosity"] > 0 else (lambda msg: None)
        try:
            with transaction.atomic():
                report = load_corpus(corpus_dir, progress=say)
                if options["dry_run"]:
                    raise DryRun
        except DryRun:
            self.stdout.write(self.style.SUCCESS("Dry run: the corpus loads cleanly; nothing was saved."))
            return
        except (CorpusFormatError, CorpusChangeRefused) as exc:
            raise CommandError(str(exc)) from None
        total = sum(report.codes.values())
        self.stdout.write(
            self.style.SUCCESS(
                f"Loaded {len(report.codes)} codes ({total} laws), {report.authorities} authorities, "
                f"{report.decisions} decisions, {report.matters} concordance matters, {report.worked_cases} worked cases, {report.texts} texts."
            )
        )
