"""The club's site of tests.factories.club_site, built in the test's database."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import transaction

from tests.factories import ClubSite, club_site


@pytest.fixture
def site(db) -> ClubSite:  # type: ignore[no-untyped-def]
    return club_site()


@pytest.fixture
def backup_file(site: ClubSite, tmp_path: Path) -> Path:
    path = tmp_path / "site.backup"
    call_command("backup", str(path))
    return path


@pytest.fixture(scope="module")
def site_backup(django_db_setup, django_db_blocker, tmp_path_factory) -> bytes:  # type: ignore[no-untyped-def]
    """A backup of the club's site, made once a module (the site's rows rolled back after it): the bytes a test
    spoils or seals again to be refused, where it needs no site in the database."""
    path = tmp_path_factory.mktemp("backup") / "site.backup"
    with django_db_blocker.unblock(), transaction.atomic():
        club_site()
        call_command("backup", str(path))
        transaction.set_rollback(True)
    return path.read_bytes()
