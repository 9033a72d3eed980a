"""Print the ruling for a case: `python manage.py rule CASE.json` (or `-` for standard input)."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from decisions.rulings import ruling_for_text
from engine import MAX_TEXT, rule_text


class Command(BaseCommand):
    help = (
        "Replay a case in the shared case format and print the ruling as JSON. "
        "Exits 0 whenever a ruling is printed, a ruling with valid: false included."
    )
    requires_system_checks: list[str] = []  # a ruling needs the database, not the URL configuration

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("case", help="the case file, or - to read standard input")
        parser.add_argument("--compact", action="store_true", help="print the ruling on one line")
        parser.add_argument(
            "--no-precedents", action="store_true", help="the engine's ruling alone, without the knowledge base"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        path = options["case"]
        limit = MAX_TEXT * 4 + 1  # bytes: past the engine's limit in characters, whatever the text
        try:
            if path == "-":
                binary = getattr(sys.stdin, "buffer", None)  # a text stream stands in for it in tests
                data = binary.read(limit) if binary is not None else sys.stdin.read(MAX_TEXT + 1)
            else:
                with open(path, "rb") as f:
                    data = f.read(limit)
        except OSError as exc:
            raise CommandError(f"Cannot read the case file {path!r}: {exc.strerror or exc}.") from None
        try:
            ruling = rule_text(data) if options["no_precedents"] else ruling_for_text(data)
            indent = None if options["compact"] else 2
            output = json.dumps(ruling, indent=indent, ensure_ascii=False)
        except Exception as exc:  # a ruling or one line, never a traceback (the database may be missing)
            reason = f"{exc.__class__.__name__}: {exc}"[:300].encode("ascii", "backslashreplace").decode()
            raise CommandError(f"No ruling could be given for {path!r}: {reason}") from None
        try:
            self.stdout.write(output)
        except UnicodeEncodeError:  # an output that cannot take ♠ or "…" gets the JSON escapes instead
            self.stdout.write(json.dumps(ruling, indent=indent, ensure_ascii=True))
