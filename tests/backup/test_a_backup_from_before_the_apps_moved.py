"""A backup made before saved cases, the ruling given and appeals moved out of the decisions app
restores after the move: its rows and its roles' permissions are read under their new labels.

data/before-the-apps-moved.backup was written by the `backup` command of the site as it was before the
move, from the club's site of tests/factories.py (three saved cases, one with the ruling given and a decided
appeal, commentary in versions, a withdrawal, the roles and their accounts).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from django.test import Client

from appeals.models import Appeal
from backup.fileformat import open_backup
from backup.load import delete_site_data, site_data
from cases.models import RulingGiven, SavedCase
from committee.models import Commentary, Withdrawal

pytestmark = pytest.mark.django_db

BEFORE_THE_MOVE = Path(__file__).parent / "data" / "before-the-apps-moved.backup"


@pytest.fixture
def old_backup(tmp_path: Path) -> Path:
    # The restore reads the file by path: a copy, so the test never touches the committed one.
    path = tmp_path / BEFORE_THE_MOVE.name
    shutil.copy(BEFORE_THE_MOVE, path)
    return path


def test_the_file_was_written_under_the_old_labels(old_backup: Path) -> None:
    labels = {record["model"] for _, record in open_backup(old_backup, accept_unkeyed=True).records()}
    assert {"decisions.savedcase", "decisions.rulinggiven", "decisions.appeal"} <= labels
    assert not labels & {"cases.savedcase", "cases.rulinggiven", "appeals.appeal"}


def test_it_restores_after_the_move_with_the_roles_permissions(old_backup: Path) -> None:
    assert site_data() == {}
    call_command("restore", str(old_backup), "--accept-unkeyed")

    assert sorted(SavedCase.objects.values_list("pk", "title")) == [
        (1, "E renounces in public"),
        (2, "E renounces at home"),
        (3, "A case withdrawn"),
    ]
    assert RulingGiven.objects.get().case_id == 1
    appeal = Appeal.objects.get()
    assert (appeal.pk, appeal.case_id, appeal.outcome) == (1, 1, "upheld")
    assert appeal.decision is not None and appeal.decision.slug
    assert Withdrawal.objects.count() == 1 and Commentary.history.count() == 9
    # The withdrawn decision's case was let go before the backup was made, and stays free.
    assert SavedCase.objects.get(pk=3).decision_id is None

    # The roles were written naming their permissions under the old app; they hold them under the new one.
    referee, member = User.objects.get(username="ref"), User.objects.get(username="comm")
    assert referee.check_password("pw-ref")
    assert referee.has_perm("cases.add_savedcase") and referee.has_perm("appeals.lodge_appeal")
    assert member.has_perm("cases.adopt_savedcase") and member.has_perm("appeals.decide_appeal")
    assert set(Group.objects.get(name="referee").permissions.values_list("content_type__app_label", flat=True)) == {
        "cases",
        "appeals",
    }

    committee = Client()
    committee.force_login(member)
    for url in ("/cases/", "/cases/1/", "/cases/2/", "/appeals/", "/appeals/1/", f"/decisions/{appeal.decision.slug}/"):
        assert committee.get(url).status_code == 200, url


def test_what_it_restored_is_backed_up_again_under_the_new_labels(old_backup: Path, tmp_path: Path) -> None:
    call_command("restore", str(old_backup), "--accept-unkeyed")
    again = tmp_path / "again.backup"
    call_command("backup", str(again))
    labels = {record["model"] for _, record in open_backup(again).records()}
    assert {"cases.savedcase", "cases.rulinggiven", "appeals.appeal"} <= labels
    assert not labels & {"decisions.savedcase", "decisions.rulinggiven", "decisions.appeal"}

    delete_site_data()
    call_command("restore", str(again))
    assert SavedCase.objects.count() == 3 and Appeal.objects.count() == 1
