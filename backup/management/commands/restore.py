"""Restore a backup made by `manage.py backup` into this database, in one transaction.

    python manage.py restore FILE             # into a database holding the corpus and nothing of the site's own
    python manage.py restore FILE --replace   # delete the site's own data first, then restore
    python manage.py restore FILE --accept-unkeyed   # a backup made before the seal took a key

The corpus must be loaded first (migrate, load_corpus): the backup names laws and printed
decisions by code, number and slug, and fits whatever ids this database gave them. A file
that is missing, cut short, changed or not a backup is refused before anything is written;
a row that does not fit undoes the whole restore. Sessions and login lockouts are not in a
backup; with --replace every sign-in ends. The search index takes up the restored decisions
and commentary through the outbox, as after any save.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from backup.fileformat import BackupFileError, open_backup
from backup.load import RestoreError, restore
from plumbing.progress import ProgressBar


class Command(BaseCommand):
    help = "Restore a backup made by manage.py backup; refused if the database holds the site's own data already."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path, help="the backup file")
        parser.add_argument(
            "--replace",
            action="store_true",
            help="delete the accounts, cases, appeals and committee data this database holds, then restore",
        )
        parser.add_argument(
            "--accept-unkeyed",
            action="store_true",
            help="restore a backup made before backups were sealed with a key (its seal cannot show it unchanged)",
        )
        parser.add_argument(
            "--progress", action="store_true", help="draw the progress bar even when stderr is not a terminal"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        path: Path = options["file"]
        try:
            backup = open_backup(path, accept_unkeyed=options["accept_unkeyed"])
            if not backup.keyed:
                self.stderr.write(
                    f"Warning: {path} was made before backups were sealed with a key. Its checksum shows it whole, "
                    "not unchanged: restoring it as you asked. Make a new backup once it is restored."
                )
            bar = None
            if options["progress"] or sys.stderr.isatty():
                bar = ProgressBar(backup.objects, lambda text: self.stderr.write(text, ending=""), label="rows")
            written = restore(backup, replace=options["replace"], progress=bar or (lambda done: None))
        except (BackupFileError, RestoreError) as exc:
            raise CommandError(str(exc)) from None
        if bar:
            bar.close()
        made = backup.header.get("made", "?")
        summary = ", ".join(f"{n} {label}" for label, n in written.items())
        self.stdout.write(f"Restored {sum(written.values())} rows from {path} (made {made}): {summary or 'nothing'}.")
