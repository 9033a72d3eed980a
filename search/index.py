"""One node's index directory: the whoosh index, its write lock, and the state
file saying which outbox change it has applied up to.

Every write (applying changes, rebuilding) holds whoosh's own write lock, a
file lock that excludes other threads and processes alike; the state file is
read and written under it, so two writers never apply the same range twice nor
skip one. A rebuild removes the state file first and writes it last: an index
without one is being rebuilt (or its rebuild died) and is not searched.

Nothing here touches the database: callers bring documents and outbox ids.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from whoosh.filedb.filestore import FileStorage
from whoosh.filedb.structfile import BufferFile, StructFile
from whoosh.index import FileIndex, LockError
from whoosh.searching import Searcher
from whoosh.util import random_name
from whoosh.util.filelock import try_for

from plumbing.file_lock import held_alone

from .schema import SCHEMA, SCHEMA_VERSION, fields_of

INDEX_NAME = "MAIN"
# The name whoosh gives its own write lock (FileIndex.lock("WRITELOCK")).
LOCK_NAME = f"{INDEX_NAME}_WRITELOCK"
STATE_FILE = "applied.json"
LOCK_DELAY = 0.02


class IndexUnavailable(Exception):
    """The index cannot answer: `reason` is "missing", "rebuilding", "stale" or "damaged"."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"search index {reason}{': ' + detail if detail else ''}")
        self.reason = reason


@dataclass(frozen=True)
class IndexState:
    """What a node's index holds: the outbox applied up to `applied`, of which database, in which schema."""

    applied: int
    database: str
    # Which rebuild made the index: a searcher opened on an earlier build is thrown away.
    build: str = ""
    schema: int = SCHEMA_VERSION


# --- the state file


def read_state(path: Path) -> IndexState | None:
    try:
        data = json.loads((path / STATE_FILE).read_text(encoding="utf-8"))
        return IndexState(
            applied=int(data["applied"]),
            database=str(data["database"]),
            build=str(data["build"]),
            schema=int(data["schema"]),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_state(path: Path, state: IndexState) -> None:
    tmp = path / f".{STATE_FILE}.{random_name()}"
    tmp.write_text(json.dumps(asdict(state)) + "\n", encoding="utf-8")
    os.replace(tmp, path / STATE_FILE)  # atomic: a reader sees the old state or the new


def clear_state(path: Path) -> None:
    (path / STATE_FILE).unlink(missing_ok=True)


# --- the lock


@contextmanager
def locked(path: Path, timeout: float) -> Iterator[None]:
    """Hold whoosh's write lock on the index in `path`, waiting up to `timeout` seconds (LockError)."""
    path.mkdir(parents=True, exist_ok=True)
    lock = FileStorage(str(path)).lock(LOCK_NAME)
    if not try_for(lock.acquire, timeout=timeout, delay=LOCK_DELAY):
        raise LockError(f"the search index in {path} is locked by another writer")
    try:
        yield
    finally:
        lock.release()


# --- open, create, write

# The file of a segment's stored fields (whoosh3's column "_stored"), and of a segment written whole in one file.
STORED_FIELDS_FILE = "._stored.col"
COMPOUND_SEGMENT_FILE = ".seg"


def is_segment_file(name: str) -> bool:
    """A file of one of the index's segments ("MAIN_<segment>.pst", "MAIN_<segment>._stored.col", or a
    whole segment in one ".seg"), not its table of contents, lock or state file."""
    return name.startswith(f"{INDEX_NAME}_") and name != LOCK_NAME


class IndexStorage(FileStorage):
    """The index directory as a searcher reads it: each file of a segment read into memory when it is
    opened, but for the stored fields, read from their file a document at a time.

    whoosh3 3.54 reads a segment written whole in one file (compound, whoosh's default) through an mmap,
    and its BufferFile copies every file it opens from the map into memory: the postings and terms when
    the searcher opens, and at the first result a page reads, the whole stored-fields column (7 MB at
    ×100, about 5 ms of CPU a new searcher, and the CPU's caches with it) for a page of twenty documents.
    Segments are written as separate files (compound=False, _writer) and read here the same way for the
    postings, terms and columns (a BufferFile over bytes shares them: no second copy), while the stored
    fields are read with a seek per document. A segment still written whole (an index built before) is
    read as whoosh reads it."""

    def open_file(self, name: str, **kwargs: Any) -> StructFile:
        if name.endswith(STORED_FIELDS_FILE) or name.endswith(COMPOUND_SEGMENT_FILE):
            return super().open_file(name, **kwargs)
        with open(self._fpath(name), "rb") as f:
            return BufferFile(f.read(), name=name)


def exists(path: Path) -> bool:
    return path.is_dir() and FileStorage(str(path)).index_exists(INDEX_NAME)


def open_index(path: Path) -> FileIndex:
    if not exists(path):
        raise IndexUnavailable("missing", str(path))
    try:
        return FileIndex(IndexStorage(str(path)), indexname=INDEX_NAME)
    except Exception as exc:  # a damaged TOC fails in many ways (struct, pickle, EOF ...)
        raise IndexUnavailable("damaged", f"{type(exc).__name__}: {exc}") from exc


# The rebuild's own lock, held for a whole rebuild by the one thread that does it (sync.ensure_rebuild).
REBUILD_LOCK_NAME = "REBUILD.lock"


@contextmanager
def the_only_rebuild(path: Path) -> Iterator[bool]:
    """True inside when this thread holds the rebuild's lock on `path`; False when another holds it."""
    with held_alone(path / REBUILD_LOCK_NAME) as held:
        yield held


def _wipe(path: Path) -> None:
    """Remove everything but the lock files, which must keep their inodes while they are held."""
    for child in path.iterdir():
        if child.name in (LOCK_NAME, REBUILD_LOCK_NAME):
            continue
        if child.is_dir():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)


def _writer(ix: FileIndex, **kw: Any) -> Any:
    # The caller holds the write lock already (locked()), so the writer must not take it again.
    # Each segment in separate files, not one compound file: see IndexStorage.
    return ix.writer(_lk=False, compound=False, **kw)


def apply_changes(
    path: Path,
    changes: Iterable[tuple[int, str, dict[str, Any] | None]],
    upto: int,
    database: str,
    timeout: float,
) -> IndexState | None:
    """Write changes, each (outbox id, document id, document or None to delete), and record `upto` as applied.

    Under the lock, the state is read again: changes another writer has applied
    since the caller looked are skipped, so an older copy never overwrites a newer.
    Returns the new state, or None when the index is not ready for changes.
    """
    with locked(path, timeout):
        state = read_state(path)
        if state is None or state.database != database or state.schema != SCHEMA_VERSION:
            return None
        if state.applied >= upto:
            return state
        todo = [(doc_id, doc) for change_id, doc_id, doc in changes if change_id > state.applied]
        if todo:
            ix = open_index(path)
            writer = _writer(ix)
            try:
                for doc_id, doc in todo:
                    if doc is None:
                        writer.delete_by_term("id", doc_id)
                    else:
                        writer.update_document(**fields_of(doc))
            except BaseException:
                writer.cancel()
                raise
            writer.commit()
        new = IndexState(applied=upto, database=database, build=state.build)
        write_state(path, new)
        return new


def rebuild(
    path: Path,
    documents: Iterable[dict[str, Any]],
    applied: Callable[[], int],
    database: str,
    timeout: float,
    progress: Callable[[int], None] = lambda n: None,
) -> int:
    """Recreate the index from `documents`; returns how many were written.

    `applied()` is called once the lock is held and before the documents are
    read: the outbox id the new index will be up to date with.
    """
    with locked(path, timeout):
        clear_state(path)
        _wipe(path)
        ix = FileIndex.create(IndexStorage(str(path)), SCHEMA, INDEX_NAME)
        upto = applied()
        # Room for every posting of the ×100 bench's index (12,040 documents, their words twice: schema.py) in
        # whoosh's pool: at 256 MB it wrote them to disk in runs and merged them, 1.6 times the CPU.
        writer = _writer(ix, limitmb=512)
        count = 0
        try:
            for doc in documents:
                writer.add_document(**fields_of(doc))
                count += 1
                progress(count)
        except BaseException:
            writer.cancel()
            raise
        writer.commit(optimize=True)
        write_state(path, IndexState(applied=upto, database=database, build=random_name()))
    drop_searchers(path)
    return count


# --- searchers, one per thread and directory (whoosh searchers are not shared between threads)

_local = threading.local()


def ready_state(path: Path, database: str) -> IndexState:
    """The state of an index ready to answer for `database`, or IndexUnavailable saying why not."""
    state = read_state(path)
    if state is None:
        raise IndexUnavailable("missing" if not exists(path) else "rebuilding")
    if state.database != database or state.schema != SCHEMA_VERSION:
        raise IndexUnavailable("stale", f"built for {state.database} (schema {state.schema})")
    return state


def check(path: Path, database: str) -> IndexState:
    """Open the index and read its documents' count: IndexUnavailable unless it is whole and ready."""
    state = ready_state(path, database)
    try:
        with open_index(path).reader() as reader:
            reader.doc_count()
    except IndexUnavailable:
        raise
    except Exception as exc:
        raise IndexUnavailable("damaged", f"{type(exc).__name__}: {exc}") from exc
    return state


def searcher(path: Path, database: str) -> tuple[Searcher, IndexState]:
    """An up-to-date searcher on a ready index, or IndexUnavailable saying why not."""
    state = ready_state(path, database)
    cache: dict[str, tuple[str, Searcher]] = _local.__dict__.setdefault("searchers", {})
    key = str(path)
    build, s = cache.get(key, ("", None))
    try:
        if s is None or build != state.build or not s.up_to_date():
            # A new searcher, not Searcher.refresh(): a reused segment reader misses the segment's new deletions.
            if s is not None:
                s.close()
            s = open_index(path).searcher()
    except IndexUnavailable:
        cache.pop(key, None)
        raise
    except Exception as exc:
        cache.pop(key, None)
        raise IndexUnavailable("damaged", f"{type(exc).__name__}: {exc}") from exc
    cache[key] = (state.build, s)
    return s, state


def drop_searchers(path: Path) -> None:
    """Forget this thread's searcher on `path` (after a rebuild, or when it failed)."""
    _, s = _local.__dict__.get("searchers", {}).pop(str(path), ("", None))
    if s is not None:
        try:
            s.close()
        except Exception:
            pass
