"""Recreate this node's search index from the database.

    python manage.py rebuild_index            # into SEARCH_INDEX_DIR (default var/index)
    python manage.py rebuild_index --dry-run  # read and build every document, write nothing

The index is derived: laws (with clauses, notes and variant readings) and
decisions, read from the database. While the rebuild runs, searches on this
node answer from the database; changes saved meanwhile are applied after it.
A progress bar goes to stderr when it is a terminal or when asked (--progress).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from whoosh.index import LockError

from plumbing.progress import ProgressBar
from search.documents import all_documents, count_documents
from search.sync import index_dir, rebuild_from_database


class Command(BaseCommand):
    help = "Recreate the search index from the database (laws and decisions), with a progress bar on stderr."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="build every document, write nothing")
        parser.add_argument(
            "--index-dir", type=Path, default=None, help="the index directory (default: SEARCH_INDEX_DIR)"
        )
        parser.add_argument(
            "--progress", action="store_true", help="draw the progress bar even when stderr is not a terminal"
        )

    def _write_stderr(self, text: str) -> None:
        self.stderr.write(text, ending="")
        self.stderr.flush()

    def handle(self, *args: Any, **options: Any) -> None:
        path: Path = options["index_dir"] or index_dir()
        total = count_documents()
        show = options["verbosity"] > 0 and (options["progress"] or self.stderr.isatty())
        bar = ProgressBar(total, self._write_stderr) if show else None
        started = time.monotonic()
        if options["dry_run"]:
            count = 0
            for _ in all_documents():
                count += 1
                if bar:
                    bar(count)
            if bar:
                bar.close()
            self.stdout.write(self.style.SUCCESS(f"Dry run: {count} documents build cleanly; {path} was not touched."))
            return
        try:
            count = rebuild_from_database(path, progress=bar or (lambda n: None))
        except LockError as exc:
            raise CommandError(f"{exc}: try again when it is done.") from None
        finally:
            if bar:
                bar.close()
        seconds = time.monotonic() - started
        if options["verbosity"] > 0:
            self.stdout.write(self.style.SUCCESS(f"Indexed {count} documents into {path} in {seconds:.1f} s."))
