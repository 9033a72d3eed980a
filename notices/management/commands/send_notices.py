"""`manage.py send_notices`: deliver the queued notices, now and then every few seconds until stopped
(gunicorn starts it beside the site: config/gunicorn.conf.py); `--once` makes one pass and says what it did."""

from __future__ import annotations

import os
import signal
import threading
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from notices.sender import run, send_once


class Command(BaseCommand):
    help = "Deliver the queued notices by email: one pass (--once), or a pass every few seconds until stopped."
    # Started beside the site by gunicorn, which runs no system check either (a deployment runs `check --deploy`);
    # they were more than half of the sender's start, some 0.8 s of a core each time a node starts.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--once", action="store_true", help="One pass over the queue, then stop.")
        parser.add_argument(
            "--stop-with-parent",
            action="store_true",
            help="Stop when the process that started this one ends (gunicorn's master: config/gunicorn.conf.py).",
        )
        parser.add_argument(
            "--every",
            type=float,
            default=settings.NOTICES_SEND_EVERY,
            help="Seconds between passes (default: the NOTICES_SEND_EVERY setting).",
        )

    def handle(self, *args: Any, once: bool, every: float, stop_with_parent: bool, **options: Any) -> None:
        if once:
            sent, failed, requeued = send_once()
            self.stdout.write(f"{sent} sent, {requeued} to try again, {failed} given up.")
            return
        if every <= 0:
            self.stderr.write("--every: the seconds between passes must be more than 0.")
            raise SystemExit(2)
        stop = threading.Event()
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: stop.set())
        if stop_with_parent:
            # The starter names itself: read from getppid() here, a starter gone before this line would be missed.
            _stop_with(int(os.environ.get(PARENT_ENV) or os.getppid()), stop, every)
        self.stdout.write(f"Sending the queued notices every {every:g} s (Ctrl-C stops).")
        run(every, stop)


PARENT_ENV = "LAWS_SENDER_PARENT"  # the pid of the process that started the sender


def _stop_with(parent: int, stop: threading.Event, every: float) -> None:
    """Set `stop` once `parent` is gone: this process is then another's child (init's, or a subreaper's)."""

    def watch() -> None:
        while not stop.wait(min(every, 1.0)):
            if os.getppid() != parent:
                stop.set()

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
