"""Eight writers at once, each its own process with its own connection, on a database file
(SQLite in WAL with immediate transactions) or on PostgreSQL: no "database is locked",
no lost version, one decision for one case.

The suite's SQLite test database is in memory on one shared connection, where writers
cannot collide: the SQLite run copies it to a file and points the writers there.
"""

from __future__ import annotations

import json
import os
from contextlib import closing
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from django.db import connection

from cases.models import SavedCase
from committee.models import Commentary
from decisions.models import Decision
from decisions.rulings import ruling_for_text
from tests.at_once import run_at_once
from tests.factories import saved_case

WRITERS = 8
SAVES = 5


def database_url(tmp_path: Path) -> str:
    if connection.vendor == "sqlite":
        target = tmp_path / "writers.sqlite3"
        import sqlite3

        with closing(sqlite3.connect(target)) as copy:
            connection.ensure_connection()
            connection.connection.backup(copy)
        return f"sqlite:///{target}"
    s = connection.settings_dict
    host = quote(s.get("HOST") or "", safe="")
    password = f":{quote(s['PASSWORD'], safe='')}" if s.get("PASSWORD") else ""
    port = f":{s['PORT']}" if s.get("PORT") else ""
    return f"postgres://{quote(s['USER'] or '', safe='')}{password}@{host}{port}/{s['NAME']}"


@pytest.mark.django_db(transaction=True)
def test_eight_writers_at_once(transactional_db, tmp_path: Path, revoke_case) -> None:  # type: ignore[no-untyped-def]
    ruling = ruling_for_text(json.dumps(revoke_case))
    case = saved_case(None, revoke_case, title="shared", ruling=ruling, public=True)
    url = database_url(tmp_path)
    env = {**os.environ, "DATABASE_URL": url, "LAWS_VAR_DIR": str(tmp_path / "var")}
    reports: list[Any] = run_at_once("tests.committee.writers:write", WRITERS, case.pk, SAVES, env=env)
    assert [r["errors"] for r in reports] == [[]] * WRITERS
    assert sum(r["adopted"] for r in reports) == 1
    assert all("adopted already" in r["refused"] for r in reports if not r["adopted"])

    assert counts(url) == {
        "version": WRITERS * SAVES,
        "versions kept": WRITERS * SAVES,
        "committee decisions": 1,
        "cases saved by the writers": WRITERS,
        "journal": "wal" if connection.vendor == "sqlite" else "",
    }


def counts(url: str) -> dict[str, object]:
    """What the writers left, read where they wrote it."""
    if connection.vendor != "sqlite":
        kept = Commentary.objects.get(law__code__slug="club-1864", law__number="72")
        return {
            "version": kept.version,
            "versions kept": Commentary.history.filter(id=kept.pk).count(),
            "committee decisions": Decision.objects.filter(origin="committee").count(),
            "cases saved by the writers": SavedCase.objects.filter(title__startswith="writer").count(),
            "journal": "",
        }
    import sqlite3

    with closing(sqlite3.connect(url.removeprefix("sqlite:///"))) as db:

        def one(sql: str) -> object:
            return db.execute(sql).fetchone()[0]

        return {
            "version": one("SELECT version FROM committee_commentary WHERE law_id IS NOT NULL"),
            "versions kept": one("SELECT count(*) FROM committee_historicalcommentary WHERE law_id IS NOT NULL"),
            "committee decisions": one("SELECT count(*) FROM decisions_decision WHERE origin = 'committee'"),
            "cases saved by the writers": one("SELECT count(*) FROM decisions_savedcase WHERE title LIKE 'writer%'"),
            "journal": one("PRAGMA journal_mode"),
        }
