"""A backup restored into a database holding only the corpus gives the same site: pages, history,
accounts (passwords and tokens), on whichever database the suite runs."""

from __future__ import annotations

import io
import os
import stat
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import CommandError, call_command
from django.test import Client

from backup.load import delete_site_data, site_data
from cases.models import SavedCase
from committee.models import Commentary
from decisions.models import Decision
from decisions.precedent_profiles import stale_profiles
from meetings.models import Motion

from .files import sealed
from .pages import Site, snapshot

pytestmark = pytest.mark.django_db


def test_a_backup_restores_the_site_into_an_empty_database(site: Site, tmp_path: Path) -> None:
    before = snapshot(site)
    path = tmp_path / "site.backup"
    call_command("backup", str(path))
    history = list(Commentary.history.order_by("history_id").values_list("history_date", "history_type", "version"))

    delete_site_data()
    assert site_data() == {}
    assert Client().get(site.pages[6]).status_code == 404  # the adopted decision is gone

    call_command("restore", str(path))
    assert snapshot(site) == before
    # Each write the club's members made alone came back as the motion carried at once that recorded it.
    kinds = set(Motion.objects.filter(state=Motion.CARRIED, votes__choice="for").values_list("kind", flat=True))
    assert kinds == {"decide_appeal", "adopt_case", "amend_holding", "withdraw_decision", "adopt_statute"}
    assert stale_profiles() == []  # the precedent ranking was made again for the restored decisions
    assert (
        list(Commentary.history.order_by("history_id").values_list("history_date", "history_type", "version"))
        == history
    )
    assert User.objects.get(username="ref").check_password("pw-ref")  # the password hash came back
    token_client = Client(headers={"Authorization": f"Token {site.token}"})
    assert token_client.get("/api/v1/laws/club-1864/72/commentary/").status_code == 200
    assert set(User.objects.get(username="comm").groups.values_list("name", flat=True)) == {"committee"}


def test_the_file_is_readable_by_its_owner_only_and_replaced_whole(backup_file: Path) -> None:
    assert stat.S_IMODE(os.stat(backup_file).st_mode) == 0o600
    backup_file.chmod(0o644)
    call_command("backup", str(backup_file))
    assert stat.S_IMODE(os.stat(backup_file).st_mode) == 0o600
    assert [p.name for p in backup_file.parent.iterdir()] == [backup_file.name]  # no partial file left


def test_a_database_holding_the_sites_data_is_refused_and_left_as_it_was(backup_file: Path) -> None:
    SavedCase.objects.filter(title="A case withdrawn").update(title="Changed since")
    with pytest.raises(CommandError, match=r"already holds the site's own data \(5 users.*--replace"):
        call_command("restore", str(backup_file))
    assert SavedCase.objects.filter(title="Changed since").exists()


def test_replace_puts_the_backups_data_in_place_of_the_databases(site: Site, backup_file: Path) -> None:
    before = snapshot(site)
    SavedCase.objects.filter(title="A case withdrawn").update(title="Changed since")
    User.objects.create_user("newcomer")
    Group.objects.get(name="referee").permissions.clear()
    progress = io.StringIO()
    call_command("restore", str(backup_file), "--replace", "--progress", stderr=progress, stdout=io.StringIO())
    rows = len(backup_file.read_bytes().splitlines()) - 2
    assert f"] {rows}/{rows} rows" in progress.getvalue()
    assert snapshot(site) == before
    assert stale_profiles() == []
    assert not User.objects.filter(username="newcomer").exists()
    assert Group.objects.get(name="referee").permissions.exists()
    assert Decision.objects.filter(origin="committee").count() == 4  # two adopted, two on appeal


def test_a_row_that_does_not_fit_undoes_the_whole_restore(site: Site, backup_file: Path) -> None:
    """The corpus of the target lacks a law the committee's work cites: nothing is restored."""
    delete_site_data()
    damaged = backup_file.parent / "other.backup"
    damaged.write_bytes(sealed(backup_file.read_bytes().replace(b'["club-1864", "74"]', b'["club-1864", "740"]')))
    with pytest.raises(CommandError, match=r"line \d+ \(.*\): it names something this database does not hold"):
        call_command("restore", str(damaged))
    assert site_data() == {}
