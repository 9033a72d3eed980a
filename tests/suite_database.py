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


def suite_database_with_the_corpus() -> None:
    """The suite's test database holds the corpus and the roles (a transactional test may have flushed them)."""
    from django.core.management import call_command

    from accounts.roles import ensure_roles
    from laws.models import Law

    if not Law.objects.exists():
        call_command("load_corpus", verbosity=0, stdout=io.StringIO())
    ensure_roles()


def postgres_url(user: str, password: str | None, host: str, port: str | int | None, name: str) -> str:
    auth = urllib.parse.quote(user, safe="") + (":" + urllib.parse.quote(password, safe="") if password else "")
    return f"postgres://{auth}@{urllib.parse.quote(host, safe='')}{f':{port}' if port else ''}/{name}"


@contextmanager
def postgres_copy_of_the_suite_database(name: str) -> Iterator[str]:
    """A copy of the suite's test database on the same cluster (CREATE DATABASE … TEMPLATE), dropped afterwards."""
    import psycopg

    suite = connections["default"].settings_dict
    connections.close_all()  # a template must have no other session
    with psycopg.connect(
        host=suite["HOST"], port=suite["PORT"] or None, user=suite["USER"], dbname="postgres", autocommit=True
    ) as admin:
        # Sessions another test's thread left behind would refuse the copy: end them.
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()",
            [suite["NAME"]],
        )
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
