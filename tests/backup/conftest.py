"""The committee's site of committee_site.py, built in the test's database."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command

from .committee_site import Site, build


@pytest.fixture
def site(db, make_user, revoke_case) -> Site:  # type: ignore[no-untyped-def]
    return build(make_user, revoke_case)


@pytest.fixture
def backup_file(site: Site, tmp_path: Path) -> Path:
    path = tmp_path / "site.backup"
    call_command("backup", str(path))
    return path
