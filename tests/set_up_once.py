"""The suite's set-up made once for the runs of one `make test` that share it (the SQLite run and the browser run).

Each SQLite session would migrate an empty database, load the corpus and build the search index from it: some ten
seconds of a core, the same in every run. Given a directory in LAWS_TEST_SET_UP (scripts/test-suites.sh makes one
for each `make test` and removes it after), the first run to get there does it as before and leaves a copy there:
the database (by SQLite's backup) and the index. A run that finds the copy creates its database without the
migrations (Django's TEST "MIGRATE": False, for the creation only) and puts the copy in its place, the schema and
the rows alike, then copies the index.

A run that arrives while the first is setting up waits for it (a lock on a file in the directory); if the first
fails before it leaves the copy, the next one sets up as before. Without LAWS_TEST_SET_UP, or on PostgreSQL, every
session sets up as before.

The static files collected under the production settings (`collected_static`, tests/conftest.py), the same for
every run whatever its database, are made once in the same directory (`collected_once`) and read from there by
every run that serves them, PostgreSQL's among them.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import IO

from django.db import connections

from tests.suite_database import sqlite_copy_of_the_suite_database

DATABASE = "database.sqlite3"
INDEX = "index"
BEGUN = "begun"  # a run is making the set-up (the checks of `make test` wait for it: scripts/test-suites.sh)
DONE = "done"


class SetUpOnce:
    def __init__(self) -> None:
        folder = os.environ.get("LAWS_TEST_SET_UP", "")
        self.folder = Path(folder) if folder else None
        self.lock: IO[str] | None = None
        self.found = False

    def decide(self, settings_dict: dict[str, object]) -> None:
        """Before the test database is made: whether a copy is there to take (the database is then created without
        its migrations), or this run makes it (holding the lock until `leave`)."""
        if self.folder is None or not str(settings_dict.get("ENGINE", "")).endswith("sqlite3"):
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        self.lock = open(self.folder / "lock", "a")  # noqa: SIM115 - held across the session's set-up
        fcntl.flock(self.lock, fcntl.LOCK_EX)
        self.found = (self.folder / DONE).exists()
        (self.folder / BEGUN).touch()
        if self.found:
            self._release()
            test = settings_dict.setdefault("TEST", {})
            assert isinstance(test, dict)
            test["MIGRATE"] = False

    def take(self, index: Path) -> bool:
        """The copy put in place of the session's database, and its index copied to `index`: True if there was one."""
        if not self.found:
            return False
        from django.contrib.contenttypes.models import ContentType

        assert self.folder is not None
        connection = connections["default"]
        connection.ensure_connection()
        source = sqlite3.connect(self.folder / DATABASE)
        try:
            source.backup(connection.connection)
        finally:
            source.close()
        ContentType.objects.clear_cache()  # the copy's content types, not those the creation made
        shutil.copytree(self.folder / INDEX, index)
        return True

    def leave(self, index: Path) -> None:
        """This run set up: its database and index left for the others."""
        if self.lock is None or self.found:
            return
        assert self.folder is not None
        sqlite_copy_of_the_suite_database(self.folder / DATABASE)
        shutil.copytree(index, self.folder / INDEX)
        (self.folder / DONE).touch()
        self._release()

    def _release(self) -> None:
        if self.lock is not None:
            fcntl.flock(self.lock, fcntl.LOCK_UN)
            self.lock.close()
            self.lock = None


SET_UP_ONCE = SetUpOnce()

COLLECTED = "collected-static"


def collected_once(make: Callable[[Path], None], otherwise: Callable[[], Path]) -> Path:
    """A var/ directory whose static/ holds the collected static files, made by `make` once for the runs of one
    `make test` (under LAWS_TEST_SET_UP; a run that arrives while another collects waits for it), or, without
    LAWS_TEST_SET_UP, in the directory `otherwise` gives. The files are read, never written: servers link them."""
    if SET_UP_ONCE.folder is None:
        var_dir = otherwise()
        make(var_dir)
        return var_dir
    var_dir = SET_UP_ONCE.folder / COLLECTED
    var_dir.parent.mkdir(parents=True, exist_ok=True)
    with open(var_dir.parent / f"{COLLECTED}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (var_dir / DONE).exists():
            shutil.rmtree(var_dir, ignore_errors=True)  # what a run that failed while collecting left
            var_dir.mkdir()
            make(var_dir)
            (var_dir / DONE).touch()
    return var_dir
