"""Pruning the outbox once every node has applied it.

Each node reports how far its index has applied the outbox (IndexNode, named by
the index's build id), at most every SEARCH_NODE_REPORT_SECONDS. The outbox is
then pruned up to the slowest node seen within SEARCH_NODE_TTL_DAYS; a node
silent for longer is forgotten, and should it come back, its index has applied
less than the outbox was pruned to (OutboxPruned), so it is stale: it is
rebuilt from the database, not patched from a log with a hole in it.
"""

from __future__ import annotations

import logging
import time
from datetime import timedelta
from pathlib import Path

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, transaction
from django.db.models import Min
from django.utils import timezone

from . import index
from .models import IndexChange, IndexNode, OutboxPruned

log = logging.getLogger("search")

_last_report: dict[str, float] = {}
_checked: set[str] = set()


def report_seconds() -> float:
    return float(getattr(settings, "SEARCH_NODE_REPORT_SECONDS", 60.0))


def node_ttl() -> timedelta:
    return timedelta(days=float(getattr(settings, "SEARCH_NODE_TTL_DAYS", 7)))


def pruned_upto(using: str = DEFAULT_DB_ALIAS) -> int:
    return OutboxPruned.objects.using(using).filter(pk=1).values_list("upto", flat=True).first() or 0


def missed_pruned(state: index.IndexState, using: str = DEFAULT_DB_ALIAS) -> bool:
    """Whether changes this index has not applied were pruned from the outbox: asked the first time a
    process sees an index, then with each report (a node back from a long silence is a process starting)."""
    if state.build in _checked and not _due(state.build):
        return False
    _checked.add(state.build)
    return state.applied < pruned_upto(using)


def _due(build: str) -> bool:
    # The interval runs from the first time this process sees the index, not from the epoch.
    return time.monotonic() - _last_report.setdefault(build, time.monotonic()) >= report_seconds()


def report(state: index.IndexState, using: str = DEFAULT_DB_ALIAS, force: bool = False) -> bool:
    """Record how far this index has applied the outbox, and prune it; at most every report_seconds().

    `force` records now (after a rebuild) but leaves the pruning to its time."""
    due = bool(state.build) and _due(state.build)
    if not state.build or not (due or force):
        return False
    IndexNode.objects.using(using).update_or_create(
        build=state.build, defaults={"applied": state.applied, "seen": timezone.now()}
    )
    if due:
        _last_report[state.build] = time.monotonic()
        prune(using)
    return True


def prune(using: str = DEFAULT_DB_ALIAS) -> int:
    """Delete the outbox rows every node seen lately has applied; returns how many."""
    with transaction.atomic(using=using):
        IndexNode.objects.using(using).filter(seen__lt=timezone.now() - node_ttl()).delete()
        low = IndexNode.objects.using(using).aggregate(low=Min("applied"))["low"]
        if not low:
            return 0
        deleted, _ = IndexChange.objects.using(using).filter(pk__lte=low).delete()
        mark, _ = OutboxPruned.objects.using(using).get_or_create(pk=1)
        if low > mark.upto:
            mark.upto = low
            mark.save(update_fields=["upto"])
    if deleted:
        log.info("search outbox: pruned %d changes every node has applied (up to #%d)", deleted, low)
    return deleted


def forget_stale(path: Path, timeout: float) -> None:
    """Mark the index as needing a rebuild: search answers from the database and rebuilds it."""
    with index.locked(path, timeout):
        index.clear_state(path)
    index.drop_searchers(path)
