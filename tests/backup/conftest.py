"""The club's site of tests.factories.club_site, built in the test's database."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command

from tests.factories import ClubSite, club_site


@pytest.fixture
def site(db) -> ClubSite:  # type: ignore[no-untyped-def]
    return club_site()


@pytest.fixture
def backup_file(site: ClubSite, tmp_path: Path) -> Path:
    path = tmp_path / "site.backup"
    call_command("backup", str(path))
    return path
