"""Copies of the suite's test database (migrated, the corpus loaded) for servers a test starts in processes of their
own: making a site's database afresh is a migration and a corpus load, seconds of a core each time."""

from __future__ import annotations

import io
import sqlite3
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from django.db import connections


class CorpusSnapshot:
    """The suite's test database as the session's set-up left it (migrated, the corpus and the roles in it), kept
    once and put back after a transactional test emptied it: in a few hundred milliseconds, where loading the
    corpus again is seconds of a core.

    SQLite's test database lives in memory: SQLite's backup API copies it whole and copies it back. PostgreSQL's
    is copied as a database of its own on the same cluster (CREATE DATABASE … TEMPLATE), and the test database is
    made again from that copy. Either way the ids the database has handed out are kept as they were before the
    copy came back (as after an emptying, none is given twice): the search index, which has applied the outbox up
    to an id, still applies what the next test writes.
    """

    def __init__(self) -> None:
        self.sqlite_copy: sqlite3.Connection | None = None
        self.postgres_copy: str | None = None

    @property
    def taken(self) -> bool:
        return self.sqlite_copy is not None or self.postgres_copy is not None

    def take(self) -> None:
        connection = connections["default"]
        if connection.vendor == "sqlite" and connection.is_in_memory_db():
            self.sqlite_copy = sqlite3.connect(":memory:", check_same_thread=False)
            connection.ensure_connection()
            connection.connection.backup(self.sqlite_copy)
        elif connection.vendor == "postgresql":
            name = f"{connection.settings_dict['NAME']}_as_set_up"
            with _postgres_admin() as admin:
                _end_other_sessions(admin, connection.settings_dict["NAME"])
                admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
                admin.execute(
                    f'CREATE DATABASE "{name}" TEMPLATE "{connection.settings_dict["NAME"]}" STRATEGY file_copy'
                )
            self.postgres_copy = name

    def drop(self) -> None:
        if self.postgres_copy is not None:
            with _postgres_admin() as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{self.postgres_copy}" WITH (FORCE)')
            self.postgres_copy = None
        self.sqlite_copy = None

    def put_back(self) -> None:
        from django.contrib.contenttypes.models import ContentType

        if self.sqlite_copy is not None:
            self._put_back_sqlite()
        elif self.postgres_copy is not None:
            self._put_back_postgres()
        # Django caches content types by id; the copy's are the ones to use again.
        ContentType.objects.clear_cache()

    def _put_back_sqlite(self) -> None:
        assert self.sqlite_copy is not None
        connection = connections["default"]
        connection.ensure_connection()
        with connection.cursor() as cursor:
            cursor.execute("SELECT name, seq FROM sqlite_sequence")
            handed_out = dict(cursor.fetchall())
        self.sqlite_copy.backup(connection.connection)
        with connection.cursor() as cursor:
            for name, seq in handed_out.items():
                cursor.execute("UPDATE sqlite_sequence SET seq = MAX(seq, %s) WHERE name = %s", [seq, name])
                cursor.execute(
                    "INSERT INTO sqlite_sequence (name, seq) SELECT %s, %s WHERE NOT EXISTS "
                    "(SELECT 1 FROM sqlite_sequence WHERE name = %s)",
                    [name, seq, name],
                )

    def _put_back_postgres(self) -> None:
        connection = connections["default"]
        name = connection.settings_dict["NAME"]
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename), last_value FROM pg_sequences "
                "WHERE last_value IS NOT NULL"
            )
            handed_out = cursor.fetchall()
        connections.close_all()
        with _postgres_admin() as admin:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
            admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{self.postgres_copy}" STRATEGY file_copy')
        with connection.cursor() as cursor:
            for sequence, last in handed_out:
                # GREATEST leaves out the copy's NULL (a sequence it never used).
                cursor.execute(
                    "SELECT setval(%s, GREATEST(%s, (SELECT last_value FROM pg_sequences "
                    "WHERE quote_ident(schemaname) || '.' || quote_ident(sequencename) = %s)))",
                    [sequence, last, sequence],
                )


CORPUS_SNAPSHOT = CorpusSnapshot()


def suite_database_with_the_corpus() -> None:
    """The suite's test database holds the corpus and the roles: put back as set up if a transactional test
    emptied it (loaded again where no copy was kept, as on a database file)."""
    from django.core.management import call_command

    from accounts.roles import ensure_roles
    from laws.models import Law

    if Law.objects.exists():
        ensure_roles()
        return
    if CORPUS_SNAPSHOT.taken:
        CORPUS_SNAPSHOT.put_back()
        return
    call_command("load_corpus", verbosity=0, stdout=io.StringIO())
    ensure_roles()


def _postgres_admin():  # type: ignore[no-untyped-def]
    """An autocommit session on the suite's cluster, in its maintenance database."""
    import psycopg

    suite = connections["default"].settings_dict
    return psycopg.connect(
        host=suite["HOST"],
        port=suite["PORT"] or None,
        user=suite["USER"],
        password=suite["PASSWORD"] or None,
        dbname="postgres",
        autocommit=True,
    )


def _end_other_sessions(admin, name: str) -> None:  # type: ignore[no-untyped-def]
    """A template must have no other session: Django's are closed, and any another test's thread left is ended."""
    connections.close_all()
    admin.execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
        [name],
    )


def postgres_url(user: str, password: str | None, host: str, port: str | int | None, name: str) -> str:
    auth = urllib.parse.quote(user, safe="") + (":" + urllib.parse.quote(password, safe="") if password else "")
    return f"postgres://{auth}@{urllib.parse.quote(host, safe='')}{f':{port}' if port else ''}/{name}"


@contextmanager
def postgres_copy_of_the_suite_database(name: str) -> Iterator[str]:
    """A copy of the suite's test database on the same cluster (CREATE DATABASE … TEMPLATE), dropped afterwards."""
    suite = connections["default"].settings_dict
    with _postgres_admin() as admin:
        _end_other_sessions(admin, suite["NAME"])
        admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{suite["NAME"]}"')
        try:
            yield postgres_url(suite["USER"], suite["PASSWORD"], suite["HOST"], suite["PORT"], name)
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def sqlite_copy_of_the_suite_database(path: Path) -> str:
    """A file copy of the suite's SQLite test database (in memory), by SQLite's backup."""
    connection = connections["default"]
    connection.ensure_connection()
    target = sqlite3.connect(path)
    try:
        connection.connection.backup(target)
    finally:
        target.close()
    return f"sqlite:///{path}"
