"""A backup from SQLite restored into a new site on PostgreSQL, whose corpus
load gave other ids, backed up there and restored here again: the same site, history included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection

from backup.load import delete_site_data
from decisions.models import Decision
from laws.models import Law

from .pages import Site, snapshot

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
FRESH_SITE = Path(__file__).with_name("fresh_site.py")


def on_the_other_database(source: Path, target: Path, var_dir: Path) -> dict[str, object]:
    """Run fresh_site.py against a new database of the other kind: a throwaway PostgreSQL from SQLite, else SQLite."""
    env = {**os.environ, "LAWS_VAR_DIR": str(var_dir), "DJANGO_SETTINGS_MODULE": "config.settings.test"}
    command = [sys.executable, str(FRESH_SITE), str(source), str(target)]
    if connection.vendor == "sqlite":
        command = ["bash", str(ROOT / "scripts" / "with-postgres.sh"), *command]
    else:
        env["DATABASE_URL"] = f"sqlite:///{var_dir / 'fresh.sqlite3'}"
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.skipif(
    os.environ.get("DATABASE_URL", "sqlite").startswith("postgres"),
    reason="run from SQLite, the test already crosses both ways (SQLite to PostgreSQL and back): once is enough",
)
def test_a_backup_crosses_to_the_other_database_and_back(site: Site, tmp_path: Path) -> None:
    before = snapshot(site)
    here, there = tmp_path / "here.backup", tmp_path / "there.backup"
    call_command("backup", str(here))

    other = on_the_other_database(here, there, tmp_path)
    assert other["vendor"] != connection.vendor
    assert other["law_72"] != Law.objects.get_by_natural_key("club-1864", "72").pk  # its corpus has other ids
    assert json.loads(there.read_text().split("\n", 1)[0])["database"] == other["vendor"]

    delete_site_data()
    call_command("restore", str(there))
    assert snapshot(site) == before
    assert Decision.objects.filter(origin="committee").count() == len(other["decisions"])  # type: ignore[arg-type]
