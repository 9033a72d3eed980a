"""The seal is an HMAC under a key the file does not hold: a file changed and sealed again by someone without
the key is refused, whichever way they seal it. A backup made before the key restores only when told to."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.test import override_settings

from backup.fileformat import open_backup
from backup.load import delete_site_data, site_data
from backup.old_era import UNKEYED_ERA, era_tables

from .files import sealed, sealed_plainly, sealed_under

pytestmark = pytest.mark.django_db

BEFORE_THE_KEY = Path(__file__).parent / "data" / "before-the-apps-moved.backup"


def _a_referee_made_superuser(whole: bytes) -> bytes:
    """The attack: the referee's row edited to make them a superuser."""
    lines = whole.splitlines(keepends=True)
    for index, line in enumerate(lines):
        row = json.loads(line)
        if row.get("model") == "auth.user" and row["fields"]["username"] == "ref":
            row["fields"]["is_superuser"] = True
            row["fields"]["is_staff"] = True
            lines[index] = json.dumps(row).encode() + b"\n"
            return b"".join(lines)
    raise AssertionError("the backup holds no referee")


@pytest.fixture
def whole(site_backup: bytes) -> bytes:
    delete_site_data()
    return site_backup


def _refused(path: Path, message: str, *options: str) -> None:
    with pytest.raises(CommandError, match=message):
        call_command("restore", str(path), *options)
    assert site_data() == {}


def test_the_end_line_holds_a_keyed_seal_and_no_key(whole: bytes) -> None:
    end = json.loads(whole.splitlines()[-1])
    assert set(end) == {"end", "objects", "hmac-sha256"}


def test_a_superuser_made_in_the_file_and_sealed_again_without_the_key_is_refused(whole: bytes, tmp_path: Path) -> None:
    edited = _a_referee_made_superuser(whole)
    as_it_was = tmp_path / "as-it-was.backup"
    as_it_was.write_bytes(edited)
    _refused(as_it_was, r"as-it-was\.backup is changed or sealed under another key")

    guessed = tmp_path / "guessed.backup"
    guessed.write_bytes(sealed_under(edited, "a key the editor guessed"))
    _refused(guessed, r"guessed\.backup is changed or sealed under another key")

    # Sealed as backups were before the key: refused unless the restore is told so in as many words.
    plain = tmp_path / "plain.backup"
    plain.write_bytes(sealed_plainly(edited))
    _refused(plain, r"plain\.backup was made before backups were sealed with a key.*--accept-unkeyed")
    assert not User.objects.filter(is_superuser=True).exists()


def test_the_same_file_sealed_under_the_key_restores(whole: bytes, tmp_path: Path) -> None:
    """The refusal above is the seal's, not the edit's: whoever holds the key can seal what they like."""
    resealed = tmp_path / "resealed.backup"
    resealed.write_bytes(sealed(_a_referee_made_superuser(whole)))
    call_command("restore", str(resealed))
    assert User.objects.get(username="ref").is_superuser


def test_the_key_comes_from_the_environment_setting_when_given(site, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "keyed.backup"
    with override_settings(BACKUP_KEY="the club's backup key"):
        call_command("backup", str(path))
    delete_site_data()
    # Not under the key derived from the SECRET_KEY, nor under another backup key.
    _refused(path, r"keyed\.backup is changed or sealed under another key.*LAWS_BACKUP_KEY")
    with override_settings(BACKUP_KEY="another key"):
        _refused(path, r"keyed\.backup is changed or sealed under another key")
    # The SECRET_KEY can change: a backup key set in the environment still opens the file.
    with override_settings(BACKUP_KEY="the club's backup key", SECRET_KEY="a rotated secret key"):
        call_command("restore", str(path))
    assert User.objects.filter(username="ref").exists()


def test_without_a_backup_key_the_seal_follows_the_secret_key(site, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "site.backup"
    with override_settings(BACKUP_KEY="", SECRET_KEY="the first secret key"):
        call_command("backup", str(path))
    delete_site_data()
    with override_settings(BACKUP_KEY="", SECRET_KEY="another secret key"):
        _refused(path, r"site\.backup is changed or sealed under another key")
    with override_settings(BACKUP_KEY="", SECRET_KEY="the first secret key"):
        call_command("restore", str(path))


def test_a_backup_from_before_the_key_restores_only_when_accepted(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    old = tmp_path / BEFORE_THE_KEY.name
    shutil.copy(BEFORE_THE_KEY, old)
    assert "sha256" in json.loads(old.read_bytes().splitlines()[-1])
    _refused(old, r"was made before backups were sealed with a key: its checksum shows it whole.*--accept-unkeyed")

    assert not open_backup(old, accept_unkeyed=True).keyed
    call_command("restore", str(old), "--accept-unkeyed")
    captured = capsys.readouterr()
    assert "Warning:" in captured.err and "before backups were sealed with a key" in captured.err
    assert User.objects.filter(username="ref").exists()


def test_an_unkeyed_file_changed_and_not_sealed_again_is_refused_even_when_accepted(tmp_path: Path) -> None:
    changed = tmp_path / "changed.backup"
    changed.write_bytes(BEFORE_THE_KEY.read_bytes().replace(b'"ref"', b'"fer"'))
    _refused(changed, r"changed\.backup is damaged: its contents do not match the checksum", "--accept-unkeyed")


def test_a_current_backup_sealed_plainly_is_refused_even_when_unkeyed_seals_are_accepted(
    whole: bytes, tmp_path: Path
) -> None:
    # The downgrade: this version's file, the referee made superuser, sealed as backups were before the key.
    downgraded = tmp_path / "downgraded.backup"
    downgraded.write_bytes(sealed_plainly(_a_referee_made_superuser(whole)))
    _refused(
        downgraded, r"downgraded\.backup holds a plain checksum, but .*its header names migrations", "--accept-unkeyed"
    )
    assert not User.objects.filter(is_superuser=True).exists()


def _header_edited(data: bytes, edit: Callable[[dict[str, Any]], None]) -> bytes:
    lines = data.splitlines(keepends=True)
    header = json.loads(lines[0])
    edit(header)
    return json.dumps(header).encode() + b"\n" + b"".join(lines[1:])


def _migrations_dropped(header: dict[str, Any]) -> None:
    del header["migrations"]


def _migrations_of_before(header: dict[str, Any]) -> None:
    header["migrations"] = {app: sorted(names) for app, names in UNKEYED_ERA.items()}


def _counts_of_before(header: dict[str, Any]) -> None:
    _migrations_of_before(header)
    header["counts"] = {label: n for label, n in header["counts"].items() if label in era_tables()}


def _rows_of_before(data: bytes) -> bytes:
    """The rows of tables added since the key taken out as well: what remains still has the columns added since."""
    lines = data.splitlines(keepends=True)
    rows = [line for line in lines[1:-1] if json.loads(line)["model"] in era_tables()]
    return b"".join([lines[0], *rows, lines[-1]])


@pytest.mark.parametrize(
    ("edit", "rows", "told"),
    [
        (_migrations_dropped, False, "its header does not name the migrations of accounts"),
        (_migrations_of_before, False, r"its header counts tables added after backups took a key \(.*thesaurusentry"),
        (_counts_of_before, False, r"line \d+ is a row of 'knox\.authtoken', a table added after"),
        (_counts_of_before, True, r"a row of decisions\.decision, has columns added after .*question_html"),
    ],
    ids=["migrations dropped", "migrations of before", "counts of before", "rows of before"],
)
def test_a_current_backup_made_to_look_older_and_sealed_plainly_is_refused(
    whole: bytes, tmp_path: Path, edit: Callable[[dict[str, Any]], None], rows: bool, told: str
) -> None:
    """The header is the editor's to rewrite: a plain seal is taken only on a file of before in all it holds."""
    edited = _header_edited(_a_referee_made_superuser(whole), edit)
    downgraded = tmp_path / "downgraded.backup"
    downgraded.write_bytes(sealed_plainly(_rows_of_before(edited) if rows else edited))
    _refused(downgraded, rf"downgraded\.backup holds a plain checksum, but .*{told}", "--accept-unkeyed")
    assert not User.objects.filter(is_superuser=True).exists()


def test_the_restore_reads_the_bytes_it_checked_not_a_file_swapped_after(whole: bytes, tmp_path: Path) -> None:
    from backup.load import restore

    path = tmp_path / "site.backup"
    path.write_bytes(whole)
    checked = open_backup(path)
    # Swapped on disk between the check and the read: the referee made superuser, the seal left as it was.
    path.write_bytes(_a_referee_made_superuser(whole))
    restore(checked, replace=False)
    assert User.objects.filter(username="ref").exists()
    assert not User.objects.get(username="ref").is_superuser
