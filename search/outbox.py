"""Writing the outbox: one IndexChange row per law or decision changed, in the
transaction that changes it.

Two rules keep the log exact:
- One row per document per transaction. Loading the corpus saves a law and then
  deletes and recreates its clauses; all of that is one row, whose action is the
  last one recorded ("delete" after "upsert" updates the row).
- Ids in commit order. A node applies "everything after the last id I applied",
  so an id must never become visible after a larger one. On PostgreSQL a
  transaction-level advisory lock, taken before the transaction's first row is
  written (again if a savepoint rolled back took it away) and held to commit,
  orders the writers; SQLite already lets one writer at a time.

After commit, the node that made the change applies it to its own index
(sync.apply_after_commit); the other nodes catch up on their next search.

A save made outside any transaction is committed by Django before the signal
that records it, so its row follows in a transaction of its own: a crash between
the two loses that one change until the next rebuild. The admin, the corpus
loader and the service functions all save inside transactions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.backends.base.base import BaseDatabaseWrapper

from .models import IndexChange

# The advisory lock that orders outbox writers on PostgreSQL ("laws" "search" as a number).
ADVISORY_LOCK_KEY = 0x6C617773_7365


class _Batch:
    """The changes of one commit: the first of their after-commit callbacks applies them all."""

    def __init__(self, using: str) -> None:
        self.using = using
        self.fired = False

    def fire(self) -> None:
        if self.fired:
            return
        self.fired = True
        from .sync import apply_after_commit

        apply_after_commit(self.using)


class _AfterCommit:
    """The after-commit callback of one recorded row; while it is registered, the row exists."""

    __slots__ = ("batch",)

    def __init__(self, batch: _Batch) -> None:
        self.batch = batch

    def __call__(self) -> None:
        self.batch.fire()


@dataclass
class _Recorded:
    row_id: int
    action: str
    token: _AfterCommit


@dataclass
class _ConnectionState:
    batch: _Batch
    # The savepoint of the transaction's outermost block: None for a real transaction, set under a test case.
    key: str | None
    recorded: dict[tuple[str, str], _Recorded] = field(default_factory=dict)
    # The after-commit callbacks still registered, as of the connection's list `checked` (held, so never another's):
    # Django only appends to that list in place, and gives the connection a new list when a savepoint rolls back.
    checked: list[object] | None = None
    live: set[int] = field(default_factory=set)
    # The callback of the row written just after the advisory lock was taken: while it is live, so is the lock.
    locked_with: _AfterCommit | None = None

    def is_live(self, conn: BaseDatabaseWrapper, token: _AfterCommit) -> bool:
        if conn.run_on_commit is not self.checked:
            self.checked = conn.run_on_commit
            self.live = {id(fn) for _, fn, _ in conn.run_on_commit}
        return id(token) in self.live

    def registered(self, conn: BaseDatabaseWrapper, token: _AfterCommit) -> None:
        if conn.run_on_commit is self.checked:
            self.live.add(id(token))


def _outermost(conn: BaseDatabaseWrapper) -> int | None:
    """The position of the block that opened the transaction; a test case's own blocks do not count."""
    for i, block in enumerate(conn.atomic_blocks):
        if not getattr(block, "_from_testcase", False):
            return i
    return None


def in_transaction(conn: BaseDatabaseWrapper) -> bool:
    """Inside a transaction of the application's (not merely a test case's)."""
    return _outermost(conn) is not None


def _state(conn: BaseDatabaseWrapper) -> _ConnectionState:
    i = _outermost(conn)
    # savepoint_ids has no entry for the block that began the transaction: block i has entry i - 1.
    key = conn.savepoint_ids[i - 1] if i else None
    state: _ConnectionState | None = getattr(conn, "_search_outbox", None)
    if state is None or state.batch.fired or state.key != key:
        # A new transaction: the rows recorded before are behind us.
        state = _ConnectionState(_Batch(conn.alias), key)
        conn._search_outbox = state  # type: ignore[attr-defined]
    return state


def _order_writers(conn: BaseDatabaseWrapper, state: _ConnectionState) -> bool:
    """Take the advisory lock unless this transaction holds it; True if it was taken now."""
    if conn.vendor != "postgresql":
        return False
    # Held to commit, but released with a savepoint rolled back: the row written with it says which.
    if state.locked_with is not None and state.is_live(conn, state.locked_with):
        return False
    with conn.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [ADVISORY_LOCK_KEY])
    return True


def record(doc_type: str, key: object, action: str, using: str = DEFAULT_DB_ALIAS) -> None:
    """Record that a document changed; inside the caller's transaction, or in one of its own."""
    record_many(doc_type, [key], action, using)


def _record(conn: BaseDatabaseWrapper, doc_type: str, key: str, action: str) -> None:
    state = _state(conn)
    # A row is still there while its callback is registered: a rolled-back savepoint drops both.
    seen = state.recorded.get((doc_type, key))
    if seen is not None and state.is_live(conn, seen.token):
        if seen.action != action:
            IndexChange.objects.using(conn.alias).filter(pk=seen.row_id).update(action=action)
            seen.action = action
        return
    locked_now = _order_writers(conn, state)
    row = IndexChange.objects.using(conn.alias).create(doc_type=doc_type, key=key, action=action)
    token = _AfterCommit(state.batch)
    transaction.on_commit(token, using=conn.alias)
    state.registered(conn, token)
    if locked_now:
        state.locked_with = token
    state.recorded[(doc_type, key)] = _Recorded(row.pk, action, token)


def record_many(doc_type: str, keys: list[object], action: str, using: str = DEFAULT_DB_ALIAS) -> None:
    if not keys:
        return
    conn = connections[using]
    if in_transaction(conn):
        for key in keys:
            _record(conn, doc_type, str(key), action)
        return
    # A save outside a transaction is committed already (Django sends post_save after it): the row follows at once.
    with transaction.atomic(using=using):
        for key in keys:
            _record(conn, doc_type, str(key), action)
