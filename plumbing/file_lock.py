"""A lock file held by one process (or thread) at a time, without waiting: who holds it does the work alone."""

from __future__ import annotations

import fcntl
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def held_alone(path: Path) -> Iterator[bool]:
    """True inside when this process holds the lock at `path` (made if missing); False when another holds it.
    The file stays: a lock file must keep its inode while anyone may hold it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
