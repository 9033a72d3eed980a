"""A backup made before API tokens were hashed restores: its plain token comes back hashed, the tool holding it
goes on writing, and a backup made after holds no token anyone could use.

data/before-hashed-tokens.backup was written by the `backup` command of the site as it was before the change
(Django REST framework's plain tokens, the app `authtoken`), from the club's site of tests/factories.py, sealed
under the backup key below.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import override_settings
from knox.models import AuthToken
from rest_framework.test import APIClient

from appeals.models import Appeal
from backup.fileformat import open_backup
from backup.load import delete_site_data
from cases.models import SavedCase

pytestmark = pytest.mark.django_db

BEFORE = Path(__file__).parent / "data" / "before-hashed-tokens.backup"
KEY = "a key for the backup made before tokens were hashed"


@pytest.fixture
def old_backup(tmp_path: Path) -> Path:
    path = tmp_path / BEFORE.name
    shutil.copy(BEFORE, path)
    return path


def plain_token(path: Path) -> str:
    (row,) = [record for _, record in open_backup(path).records() if record["model"] == "authtoken.token"]
    return str(row["pk"])


@override_settings(BACKUP_KEY=KEY)
def test_the_file_holds_a_plain_token_and_the_old_apps_migrations(old_backup: Path) -> None:
    backup = open_backup(old_backup)
    assert "authtoken" in backup.header["migrations"] and "knox" not in backup.header["migrations"]
    assert len(plain_token(old_backup)) == 40


@override_settings(BACKUP_KEY=KEY)
def test_it_restores_with_its_token_hashed_and_working(old_backup: Path) -> None:
    token = plain_token(old_backup)
    call_command("restore", str(old_backup))

    assert SavedCase.objects.count() == 3 and Appeal.objects.count() == 1
    hashed = AuthToken.objects.get()
    assert hashed.user == User.objects.get(username="comm") and hashed.expiry is None
    assert hashed.token_key == token[:15] and token not in hashed.digest
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    answer = api.put(
        "/api/v1/laws/club-1864/72/commentary/", {"text": "By the old token.", "message": "", "version": 2}
    )
    assert answer.status_code == 200, answer.content


@override_settings(BACKUP_KEY=KEY)
def test_a_backup_made_after_holds_the_hash_only_and_restores_it(old_backup: Path, tmp_path: Path) -> None:
    token = plain_token(old_backup)
    call_command("restore", str(old_backup))
    again = tmp_path / "again.backup"
    call_command("backup", str(again))
    written = again.read_text()
    assert token not in written and '"model": "authtoken.token"' not in written
    assert '"model": "knox.authtoken"' in written

    delete_site_data()
    assert not AuthToken.objects.exists()
    call_command("restore", str(again))
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert api.get("/api/v1/laws/club-1864/72/commentary/").status_code == 200
    assert AuthToken.objects.get().token_key == token[:15]


def test_a_backup_from_before_the_apps_moved_brings_its_token_back_hashed(tmp_path: Path) -> None:
    path = tmp_path / "before-the-apps-moved.backup"
    shutil.copy(Path(__file__).parent / "data" / "before-the-apps-moved.backup", path)
    token = plain_token_unkeyed(path)
    call_command("restore", str(path), "--accept-unkeyed")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    version = api.get("/api/v1/laws/club-1864/72/commentary/").json()["version"]
    answer = api.put("/api/v1/laws/club-1864/72/commentary/", {"text": "x", "message": "", "version": version})
    assert answer.status_code == 200, answer.content
    assert AuthToken.objects.get().token_key == token[:15]


def plain_token_unkeyed(path: Path) -> str:
    (row,) = [
        record for _, record in open_backup(path, accept_unkeyed=True).records() if record["model"] == "authtoken.token"
    ]
    return str(row["pk"])
