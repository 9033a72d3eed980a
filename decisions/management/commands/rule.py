"""Print the ruling for a case: `python manage.py rule CASE.json` (or `-` for standard input)."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from decisions.rulings import ruling_for_text


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
        try:
            if path == "-":
                text = sys.stdin.read()
            else:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
        except OSError as exc:
            raise CommandError(f"Cannot read the case file {path!r}: {exc.strerror}.") from None
        if options["no_precedents"]:
            from decisions.engine import rule_text

            ruling = rule_text(text)
        else:
            ruling = ruling_for_text(text)
        indent = None if options["compact"] else 2
        self.stdout.write(json.dumps(ruling, indent=indent, ensure_ascii=False))
