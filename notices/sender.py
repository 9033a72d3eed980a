"""The sender: delivers the queued notices after their changes commit, and again later those the mail
server refused or could not take (django-post-office requeues them, up to POST_OFFICE["MAX_RETRIES"]).

One sender delivers at a time across every process and node, or two could pick up the same queued mail and
send it twice: on PostgreSQL an advisory lock held for the pass; on SQLite (one node by nature) a lock on a
file under var/. gunicorn starts the sender beside its workers (config/gunicorn.conf.py), so serving the
site is enough for the mail to go; `manage.py send_notices` runs it by hand.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
import threading
import time
from collections.abc import Iterator

from django.conf import settings
from django.db import OperationalError, close_old_connections, connection
from django.utils import timezone
from post_office.mail import send_queued
from post_office.utils import cleanup_expired_mails

from plumbing.file_lock import held_alone

log = logging.getLogger(__name__)

# pg_try_advisory_lock's key: any number of the site's own; "NOTI" in ASCII.
_ADVISORY_KEY = 0x4E4F5449


@contextlib.contextmanager
def _the_only_sender() -> Iterator[bool]:
    """True inside when this process holds the sender's lock; False when another sender holds it."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_try_advisory_lock(%s)", [_ADVISORY_KEY])
            held = bool(cursor.fetchone()[0])
        try:
            yield held
        finally:
            if held:
                with connection.cursor() as cursor:
                    cursor.execute("SELECT pg_advisory_unlock(%s)", [_ADVISORY_KEY])
        return
    with held_alone(settings.VAR_DIR / "notices-sender.lock") as held:
        yield held


def send_once() -> tuple[int, int, int]:
    """One pass over the queue: (sent, failed for good, requeued to try again). Nothing when another sender
    is at work."""
    with _the_only_sender() as mine:
        if not mine:
            return (0, 0, 0)
        return send_queued(processes=1)


def prune_old_mail() -> int:
    """Forget the mail older than NOTICES_KEEP_DAYS (sent, or given up long ago): the queue is not a record,
    the appeals, statutes and decisions are. The number of mails forgotten."""
    cutoff = timezone.now() - datetime.timedelta(days=settings.NOTICES_KEEP_DAYS)
    deleted, _ = cleanup_expired_mails(cutoff, delete_attachments=True)
    return int(deleted)


def run(every: float, stop: threading.Event) -> None:
    """Pass over the queue every `every` seconds until told to stop; a database or mail server out of reach
    is logged and tried again at the next pass, never the end of the sender. Once a day, old mail is pruned."""
    pruned_at: float | None = None
    while not stop.is_set():
        try:
            close_old_connections()
            send_once()
            if pruned_at is None or time.monotonic() - pruned_at > 86_400:
                prune_old_mail()
                pruned_at = time.monotonic()
        except OperationalError:
            log.exception("The database is out of reach; the notices wait for the next pass.")
            connection.close()
        stop.wait(every)
