"""A node keeping its own index in step with the database.

- After a commit that changed laws or decisions, the node applies the outbox
  (apply_after_commit).
- On its first request, and then on a search at most every
  SEARCH_CATCH_UP_SECONDS, it applies what other nodes wrote (catch_up).
- A missing, stale or damaged index is rebuilt in a background thread
  (ensure_rebuild) while search answers from the database: by one thread of one
  process, the one that takes the rebuild's own lock (a file beside whoosh's),
  and only while the index is still the one that failed. A damaged segment passes
  `index.check` (its table of contents is whole), so the build a search failed on
  is named: once another process has rebuilt it, nobody rebuilds it again.

Documents are read from the database outside the index lock; index.apply_changes
re-reads the node's state under the lock and skips what another writer applied.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, OperationalError, connections

from . import index, nodes
from .documents import all_documents, documents_for
from .models import IndexChange
from .outbox import in_transaction

log = logging.getLogger("search")

BATCH = 1000
# How long an after-commit apply waits out a database busy with other writers.
BUSY_SECONDS = 5.0


def index_dir() -> Path:
    """This node's index directory: SEARCH_INDEX_DIR, else VAR_DIR/index."""
    configured = getattr(settings, "SEARCH_INDEX_DIR", None)
    return Path(configured) if configured else Path(settings.VAR_DIR) / "index"


def lock_timeout() -> float:
    return float(getattr(settings, "SEARCH_LOCK_TIMEOUT", 30.0))


def database_identity(using: str = DEFAULT_DB_ALIAS) -> str:
    """Which database an index was built from: outbox ids mean nothing in another one.

    A SQLite database is named by a mark it carries in its own header (its application id,
    set once at random), not by its file's path: a copied or moved var/ is the same database
    to its index, which answers at once. A server database is named by where it is served.
    """
    conn = connections[using]
    s = conn.settings_dict
    if conn.vendor == "sqlite":
        if conn.is_in_memory_db():  # type: ignore[attr-defined]
            return f"sqlite:{s.get('NAME')}"  # nothing to copy or move: its name is enough
        return f"sqlite:{_sqlite_mark(using)}"
    return f"{conn.vendor}://{s.get('HOST') or ''}:{s.get('PORT') or ''}/{s.get('NAME')}"


_marks: dict[tuple[str, str], int] = {}


def _sqlite_mark(using: str) -> int:
    """The database's application id, set at random the first time (PRAGMA application_id); read once
    per process and database file, so a search costs no query for it."""
    key = (using, str(connections[using].settings_dict.get("NAME")))
    if key not in _marks:
        _marks[key] = _read_sqlite_mark(using)
    return _marks[key]


def _read_sqlite_mark(using: str) -> int:
    with connections[using].cursor() as cursor:
        return sqlite_mark(cursor)


def sqlite_mark(cursor: Any) -> int:
    """A SQLite database's application id (a DB-API cursor on it), set at random when it has none."""
    cursor.execute("PRAGMA application_id")
    mark = int(cursor.fetchone()[0])
    if mark == 0:
        cursor.execute(f"PRAGMA application_id = {secrets.randbelow(2**31 - 1) + 1}")
        cursor.execute("PRAGMA application_id")
        mark = int(cursor.fetchone()[0])
    return mark


def apply_pending(path: Path | None = None, using: str = DEFAULT_DB_ALIAS) -> int:
    """Apply the outbox changes this node's index has not applied; returns how many rows were read.

    Does nothing to an index that is missing, being rebuilt or built from another database.
    """
    path = path or index_dir()
    if in_transaction(connections[using]):
        # Rows of a transaction not yet committed may still roll back: its after-commit hook applies them.
        return 0
    database = database_identity(using)
    state = index.read_state(path)
    if state is not None and state.database == database and nodes.missed_pruned(state, using):
        log.warning("search index %s has applied less than the outbox was pruned to: rebuilding it", path)
        nodes.forget_stale(path, lock_timeout())
        return 0
    done = 0
    while state is not None and state.database == database:
        rows = list(IndexChange.objects.using(using).after(state.applied).values_list("pk", "doc_type", "key")[:BATCH])
        if not rows:
            break
        latest: dict[tuple[str, str], int] = {}
        for pk, doc_type, key in rows:
            latest[(doc_type, key)] = pk
        docs, gone = documents_for(latest)
        by_id = {d["id"]: d for d in docs}
        changes = []
        for (doc_type, key), pk in latest.items():
            doc_id = f"{doc_type}:{key}"
            changes.append((pk, doc_id, by_id.get(doc_id)))
        state = index.apply_changes(path, changes, rows[-1][0], database, lock_timeout())
        done += len(rows)
    if state is not None and state.database == database:
        nodes.report(state, using)
    return done


def apply_after_commit(using: str = DEFAULT_DB_ALIAS) -> None:
    """The outbox's after-commit hook: apply now, and never fail the request that saved.

    A database busy with another writer ("database is locked") is waited out for a
    few seconds; any other failure leaves the change in the outbox for the next search.
    """
    if not getattr(settings, "SEARCH_APPLY_ON_COMMIT", True):
        return
    deadline = time.monotonic() + BUSY_SECONDS
    pause = 0.01
    while True:
        try:
            apply_pending(using=using)
            return
        except OperationalError:
            if time.monotonic() + pause > deadline:
                log.exception("search index: the database stayed busy; the next search will apply the change")
                return
            time.sleep(pause)
            pause = min(pause * 2, 0.5)
        except Exception:
            log.exception("search index: applying the outbox after commit failed; the next search will retry")
            return


_last_catch_up: dict[str, float] = {}


def catch_up(force: bool = False) -> None:
    """Apply what other nodes wrote, at most every SEARCH_CATCH_UP_SECONDS; never raises."""
    path = index_dir()
    now = time.monotonic()
    every = float(getattr(settings, "SEARCH_CATCH_UP_SECONDS", 2.0))
    if not force and now - _last_catch_up.get(str(path), -1e9) < every:
        return
    _last_catch_up[str(path)] = now
    try:
        apply_pending(path)
    except Exception:
        log.exception("search index: catching up with the outbox failed")


def rebuild_from_database(
    path: Path | None = None,
    using: str = DEFAULT_DB_ALIAS,
    progress: Callable[[int], None] = lambda n: None,
) -> int:
    """Recreate the node's index from the database; returns the number of documents."""
    path = path or index_dir()
    count = index.rebuild(
        path,
        # Read lazily, after applied(): every change up to the mark is in what is read.
        (doc for doc in all_documents()),
        applied=lambda: IndexChange.objects.using(using).high_water(),
        database=database_identity(using),
        timeout=lock_timeout(),
        progress=progress,
    )
    state = index.read_state(path)
    if state is not None:
        nodes.report(state, using, force=True)
    return count


_rebuilds: dict[str, threading.Thread] = {}
_rebuilds_lock = threading.Lock()


def rebuilding(path: Path) -> bool:
    thread = _rebuilds.get(str(path))
    return thread is not None and thread.is_alive()


def ensure_rebuild(path: Path, reason: str, failed_build: str | None = None) -> None:
    """Start rebuilding the index in a background thread, unless this process already is.

    `failed_build`: the build a search failed on (a damaged segment), rebuilt only while it is still in place."""
    with _rebuilds_lock:
        if rebuilding(path):
            return
        thread = threading.Thread(
            target=_rebuild_in_background,
            args=(path, reason, failed_build),
            name=f"search-rebuild:{path}",
            daemon=True,
        )
        _rebuilds[str(path)] = thread
        thread.start()


def _still_needed(path: Path, failed_build: str | None) -> bool:
    state = index.read_state(path)
    if failed_build is not None and state is not None:
        return state.build == failed_build
    try:
        index.check(path, database_identity())
    except index.IndexUnavailable:
        return True
    return False


def _rebuild_in_background(path: Path, reason: str, failed_build: str | None) -> None:
    try:
        with index.the_only_rebuild(path) as mine:
            if not mine:
                return  # another thread or process is rebuilding it
            with index.locked(path, lock_timeout()):
                pass  # a rebuild by an older version, if any, is over: look again before doing it twice
            if not _still_needed(path, failed_build):
                return
            log.warning(
                "search index %s is %s: rebuilding it from the database; search answers from the database meanwhile",
                path,
                reason,
            )
            count = rebuild_from_database(path)
            apply_pending(path)
            log.warning("search index %s rebuilt: %d documents", path, count)
    except Exception:
        log.exception("search index %s: the rebuild failed", path)
    finally:
        connections.close_all()


def wait_for_rebuild(path: Path, timeout: float = 60.0) -> bool:
    """Wait for this process's background rebuild of `path`; True when none is running any more."""
    thread = _rebuilds.get(str(path))
    if thread is not None:
        thread.join(timeout)
    return not rebuilding(path)
