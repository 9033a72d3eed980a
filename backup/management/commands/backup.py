"""Write everything the site holds that is not in corpus/ to one file.

    python manage.py backup FILE

Accounts and roles (with password hashes), API tokens, saved cases, rulings given,
appeals, the committee's decisions with their citations and treatments, commentary
and statutes with their whole history, drafts and withdrawals (backup/plan.py lists
every model and why it is kept or left out). The file is JSON lines, written
readable by its owner only (mode 0600) and renamed into place when whole.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection, transaction

from backup import dump
from backup.fileformat import BackupFileError, write
from backup.plan import KEPT
from plumbing.progress import ProgressBar


class Command(BaseCommand):
    help = "Write the site's own data (accounts, cases, appeals, the committee's work and its history) to FILE."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path, help="the backup file to write (replaced whole if it exists)")
        parser.add_argument(
            "--progress", action="store_true", help="draw the progress bar even when stderr is not a terminal"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        path: Path = options["file"]
        outermost = not connection.in_atomic_block
        with transaction.atomic():
            if connection.vendor == "postgresql" and outermost:
                # One snapshot for every table: a save made meanwhile is in the backup whole or not at all.
                with connection.cursor() as cursor:
                    cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            head = dump.header()
            total = sum(head["counts"].values())
            bar = self._bar(total, options["progress"])
            try:
                count = write(path, head, dump.rows(bar or (lambda done: None)))
            except BackupFileError as exc:
                raise CommandError(str(exc)) from None
            except OSError as exc:
                raise CommandError(f"{path} cannot be written: {exc.strerror}") from None
            if bar:
                bar.close()
        names = {kept.label: kept.model._meta.verbose_name_plural for kept in KEPT}
        kept = ", ".join(f"{n} {names[label]}" for label, n in head["counts"].items() if n)
        self.stdout.write(f"Wrote {count} rows to {path} (readable by its owner only): {kept or 'nothing yet'}.")

    def _bar(self, total: int, forced: bool) -> ProgressBar | None:
        if not (forced or sys.stderr.isatty()):
            return None
        return ProgressBar(total, lambda text: self.stderr.write(text, ending=""), label="rows")
