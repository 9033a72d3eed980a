"""A file that is missing, empty, cut short, changed, foreign or from a newer site is refused with a message
naming it and what is wrong, before anything is written; the database keeps what it had."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from backup import fileformat
from backup.load import delete_site_data, site_data

from .files import sealed

pytestmark = pytest.mark.django_db


def _refused(path: Path, message: str) -> None:
    with pytest.raises(CommandError, match=message):
        call_command("restore", str(path))
    assert site_data() == {}


@pytest.fixture
def whole(site_backup: bytes) -> bytes:
    delete_site_data()
    return site_backup


def test_a_missing_file_or_a_directory(tmp_path: Path) -> None:
    _refused(tmp_path / "nowhere.backup", r"nowhere\.backup does not exist")
    _refused(tmp_path, r"is a directory, not a backup file")


def test_an_empty_or_foreign_file(tmp_path: Path) -> None:
    empty = tmp_path / "empty.backup"
    empty.write_bytes(b"")
    _refused(empty, r"empty\.backup is empty")
    foreign = tmp_path / "dump.json"
    foreign.write_text(json.dumps([{"model": "auth.user", "pk": 1, "fields": {}}]) + "\n")
    _refused(foreign, r"dump\.json is not a backup of this site .*first line is not a backup header")
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\n\x00\x01")
    _refused(binary, r"photo\.jpg is not a backup of this site")


def test_a_file_cut_short(whole: bytes, tmp_path: Path) -> None:
    cut = tmp_path / "cut.backup"
    cut.write_bytes(whole[: len(whole) // 2])
    _refused(cut, r"cut\.backup is truncated")
    at_a_line = tmp_path / "at-a-line.backup"
    at_a_line.write_bytes(b"".join(whole.splitlines(keepends=True)[:-1]))  # every row, but no end line
    _refused(at_a_line, r"at-a-line\.backup is truncated: it stops after line \d+ without its end line")


def test_a_changed_file(whole: bytes, tmp_path: Path) -> None:
    changed = tmp_path / "changed.backup"
    changed.write_bytes(whole.replace(b'"ref"', b'"fer"'))
    _refused(changed, r"changed\.backup is changed or sealed under another key: its contents do not match the seal")


def test_a_backup_from_a_newer_site(whole: bytes, tmp_path: Path) -> None:
    first, rest = whole.split(b"\n", 1)
    header = json.loads(first)
    header["migrations"]["committee"].append("0099_from_the_future")
    newer = tmp_path / "newer.backup"
    newer.write_bytes(sealed(json.dumps(header).encode() + b"\n" + rest))
    _refused(newer, r"made by a newer version of the site: .*committee\.0099_from_the_future.*run migrate")


def test_a_row_of_a_model_this_site_does_not_restore(whole: bytes, tmp_path: Path) -> None:
    lines = whole.splitlines(keepends=True)
    row = json.dumps({"model": "sessions.session", "pk": "x", "fields": {}}).encode() + b"\n"
    odd = tmp_path / "odd.backup"
    odd.write_bytes(sealed(b"".join([*lines[:-1], row, lines[-1]])))
    _refused(odd, r"odd\.backup, line \d+: not a row this version of the site restores \('sessions\.session'\)")


def test_a_committee_decision_never_overwrites_a_printed_one(whole: bytes, tmp_path: Path) -> None:
    """A backup whose decision bears the slug of a printed decision here is refused, not merged into it."""
    rows = [json.loads(line) for line in whole.splitlines()]
    adopted = next(row for row in rows if row.get("model") == "decisions.decision")
    clash = tmp_path / "clash.backup"
    clash.write_bytes(
        sealed(whole.replace(f'"slug": "{adopted["fields"]["slug"]}"'.encode(), b'"slug": "mcintosh-72-1"'))
    )
    _refused(clash, r"clash\.backup, line \d+ \(decision\): mcintosh-72-1 is in this database already")


def test_a_backup_into_a_directory_that_does_not_exist(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(CommandError, match=r"the directory .*nowhere does not exist"):
        call_command("backup", str(tmp_path / "nowhere" / "site.backup"))
    with pytest.raises(CommandError, match=r"is a directory: name the file to write"):
        call_command("backup", str(tmp_path))


def test_a_line_longer_than_any_row_is_not_read_whole(monkeypatch, whole: bytes, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(fileformat, "MAX_LINE", 4096)
    long = tmp_path / "long.backup"
    long.write_bytes(b"x" * 10_000 + b"\n")
    _refused(long, r"long\.backup is not a backup of this site: line 1 is longer than any row")


def test_a_sealed_line_that_is_not_json(whole: bytes, tmp_path: Path) -> None:
    lines = whole.splitlines(keepends=True)
    odd = tmp_path / "odd.backup"
    odd.write_bytes(sealed(b"".join([*lines[:-1], b"{not json\n", lines[-1]])))
    _refused(odd, r"odd\.backup, line \d+: not a row \(not JSON\)")
