"""CPU of tests.factories.club_site (the committee's writes a test makes), in one transaction rolled back.

    .venv/bin/python benchmarks/club_site_cpu.py [runs]

Prints the median process time of the writes and, apart, of the parts they left to render after commit
(decisions/after_commit.py), rendered here inside the same transaction since a rolled-back one commits nothing.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")

import django  # noqa: E402

django.setup()

from django.db import transaction  # noqa: E402


class _RolledBack(Exception):
    pass


def once() -> tuple[float, float]:
    from tests.factories import club_site

    try:
        with transaction.atomic():
            start = time.process_time()
            club_site()
            writes = time.process_time() - start
            after = 0.0
            try:
                from decisions.after_commit import render_pending
            except ImportError:  # before the parts were rendered after commit
                pass
            else:
                start = time.process_time()
                render_pending()
                after = time.process_time() - start
            raise _RolledBack((writes, after))
    except _RolledBack as done:
        return done.args[0]  # type: ignore[no-any-return]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    once()  # warm the templates and imports
    found = [once() for _ in range(runs)]
    writes = statistics.median(w for w, _ in found)
    after = statistics.median(a for _, a in found)
    print(f"club_site writes: {writes * 1000:.0f} ms CPU; parts rendered after commit: {after * 1000:.0f} ms")


if __name__ == "__main__":
    main()
