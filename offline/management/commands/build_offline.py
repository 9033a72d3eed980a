from typing import Any

from django.core.management.base import BaseCommand

from offline.archive import OUT_DIR, build


class Command(BaseCommand):
    requires_system_checks: list[str] = []  # it is what mends the check on the offline files
    help = (
        "Compile the engine and the standard library it needs with Pyodide's Python under Node (when they changed), "
        "and write them (named by the engine's digest) and Pyodide's files under var/offline-static/."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        written = build()
        if options["verbosity"]:
            size = sum(p.stat().st_size for p in written)
            self.stdout.write(f"{len(written)} files, {size:,} bytes, under {OUT_DIR}")
