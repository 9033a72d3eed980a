"""The backup file: JSON lines, a header first, one row per line, and a last line that seals it.

    {"backup": "laws-of-whist-and-euchre", "format": 1, "made": …, "database": "sqlite", "migrations": {…}, "counts": {…}}
    {"model": "cases.savedcase", "pk": 12, "fields": {…}}
    …
    {"end": true, "objects": 250, "hmac-sha256": "…"}

The last line counts the rows and seals every byte before it with an HMAC-SHA256 under a key the
file does not hold: LAWS_BACKUP_KEY from the environment, or else one derived from the SECRET_KEY.
A file cut short, changed by accident, or changed on purpose and sealed again by someone without
the key is told from a whole one before anything is restored. Someone holding the key can seal
what they like: the seal is no defence against them. Backups made before the key (their end line
holds a plain "sha256" anyone could recompute) are refused unless the restore is told to accept
an unkeyed seal, and never one whose header names a migration of the site made after backups took their
key, nor one holding a table or column of the site added since (backup/old_era.py): that file was made keyed,
and its plain seal is someone's downgrade. The bytes checked are the bytes
restored: the file is copied, as it is read for the check, into a private temporary file the rows are then
read from, so a file swapped on disk after the check is not what is restored. The file holds
password hashes: it is written readable by its owner only (0600), to a temporary file
beside it that is renamed into place, so no reader ever sees half a backup.
"""

from __future__ import annotations

import datetime
import decimal
import hashlib
import hmac
import json
import os
import tempfile
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

MARK = "laws-of-whist-and-euchre"
FORMAT = 1
# Longer than any row a backup writes (a saved case is at most 1 MiB of JSON, a commentary 100,000
# characters): a file with a longer line is refused rather than read into memory whole.
MAX_LINE = 16 * 1024 * 1024


class BackupFileError(ValueError):
    """The file is not a whole backup of this site; the message names the file and what is wrong."""


# The end line's field for each seal: the keyed one this version writes, and the plain checksum of before.
KEYED = "hmac-sha256"
UNKEYED = "sha256"


def _seal() -> hmac.HMAC:
    """A fresh HMAC-SHA256 under the backup key: LAWS_BACKUP_KEY, or else derived from the SECRET_KEY.

    `salted_hmac` derives the key from the secret and a salt of its own, so the seal's key is never the
    SECRET_KEY itself (nor any other key Django derives from it); the bytes of the file are fed to it line
    by line as they are written or read.
    """
    from django.conf import settings
    from django.utils.crypto import salted_hmac

    secret = settings.BACKUP_KEY or settings.SECRET_KEY
    return salted_hmac("laws-of-whist-and-euchre.backup.seal", b"", secret=secret, algorithm="sha256")


def _plain(value: Any) -> Any:
    # Full precision for times (Django's own encoder keeps milliseconds only: history would reorder).
    if isinstance(value, datetime.datetime | datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, decimal.Decimal | uuid.UUID):
        return str(value)
    raise TypeError(f"cannot write {type(value).__name__} to a backup")


def _line(record: dict[str, Any]) -> bytes:
    return (json.dumps(record, default=_plain, ensure_ascii=False, sort_keys=True) + "\n").encode()


def write(path: Path, header: dict[str, Any], records: Iterable[dict[str, Any]]) -> int:
    """Write the backup to `path` atomically, mode 0600; returns how many rows it holds."""
    directory = path.parent if str(path.parent) else Path(".")
    if not directory.is_dir():
        raise BackupFileError(f"{path}: the directory {directory} does not exist")
    if path.is_dir():
        raise BackupFileError(f"{path} is a directory: name the file to write")
    # mkstemp makes the file 0600 whatever the umask.
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".partial", dir=directory)
    try:
        digest, count = _seal(), 0
        with os.fdopen(fd, "wb") as out:
            first = _line({"backup": MARK, "format": FORMAT, **header})
            digest.update(first)
            out.write(first)
            for record in records:
                line = _line(record)
                digest.update(line)
                out.write(line)
                count += 1
            out.write(_line({"end": True, "objects": count, KEYED: digest.hexdigest()}))
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, 0o600)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_directory(directory)
    return count


def _sync_directory(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(frozen=True)
class Backup:
    path: Path
    header: dict[str, Any]
    objects: int
    # False for a backup made before the seal took a key, restored only when that is accepted in so many words.
    keyed: bool = True
    # The bytes `open_backup` verified, kept in a private temporary file: the rows are read from here, never
    # from `path` again.
    verified: IO[bytes] | None = field(default=None, compare=False, repr=False)

    def records(self) -> Iterator[tuple[int, dict[str, Any]]]:
        """The rows, with their line numbers, read from the copy `open_backup` verified."""
        if self.verified is None:
            raise BackupFileError(f"{self.path}: not opened with open_backup, so not verified")
        self.verified.seek(0)
        for number, raw in enumerate(self.verified, start=1):
            if 1 < number <= self.objects + 1:
                try:
                    yield number, json.loads(raw)
                except ValueError:
                    raise BackupFileError(f"{self.path}, line {number}: not a row (not JSON)") from None


def open_backup(path: Path, *, accept_unkeyed: bool = False) -> Backup:
    """Read the whole file once and check it is one whole backup of this site; BackupFileError says why not.

    A file sealed with the plain SHA-256 of before is refused unless `accept_unkeyed`: its seal shows it
    whole, but not that nobody changed it, since anyone can recompute a checksum.
    """
    if not path.exists():
        raise BackupFileError(f"{path} does not exist")
    if path.is_dir():
        raise BackupFileError(f"{path} is a directory, not a backup file")
    try:
        f = path.open("rb")
    except OSError as exc:
        raise BackupFileError(f"{path} cannot be read: {exc.strerror}") from None
    # Unnamed, and readable by this process alone: what is checked below is what the restore reads.
    verified = tempfile.TemporaryFile()
    with f:
        keyed, plain = _seal(), hashlib.sha256()
        header: dict[str, Any] | None = None
        last: bytes | None = None
        lines = 0
        while raw := f.readline(MAX_LINE + 1):
            if last is not None:
                keyed.update(last)
                plain.update(last)
            lines += 1
            if len(raw) > MAX_LINE:
                raise BackupFileError(f"{path} is not a backup of this site: line {lines} is longer than any row")
            if header is None:
                header = _header(path, raw)
            elif not raw.endswith(b"\n"):
                raise BackupFileError(f"{path} is truncated: line {lines} stops part-way and there is no end line")
            verified.write(raw)
            last = raw
    if header is None:
        raise BackupFileError(f"{path} is empty: it is not a backup of this site")
    end = _end(path, last or b"", lines)
    if end.get("objects") != lines - 2:
        raise BackupFileError(
            f"{path} is damaged: its end line counts {end.get('objects')} rows but the file holds {lines - 2}"
        )
    keyed_seal = _seal_checked(path, header, end, keyed.hexdigest(), plain.hexdigest(), accept_unkeyed)
    backup = Backup(path, header, lines - 2, keyed=keyed_seal, verified=verified)
    if not keyed_seal:
        _of_the_old_era(backup)
    return backup


def _of_the_old_era(backup: Backup) -> None:
    """A plain seal is accepted only on a file of the era before the key in all it holds (backup/old_era.py)."""
    from .old_era import NotOfTheEra, check_of_the_era

    try:
        check_of_the_era(backup.header, backup.records())
    except NotOfTheEra as exc:
        raise BackupFileError(
            f"{backup.path} holds a plain checksum, but it is not a backup of the versions that sealed without a "
            f"key: {exc}. Every backup made since is sealed with the key, so this one was sealed again by someone "
            "without it. It is refused, with or without --accept-unkeyed."
        ) from None


def _seal_checked(
    path: Path, header: dict[str, Any], end: dict[str, Any], keyed: str, plain: str, accept_unkeyed: bool
) -> bool:
    """Whether the file is sealed with the key (True) or, accepted, with the plain checksum of before (False);
    BackupFileError where the seal does not hold or is not accepted."""
    if KEYED in end:
        if not hmac.compare_digest(str(end[KEYED]), keyed):
            raise BackupFileError(
                f"{path} is changed or sealed under another key: its contents do not match the seal on its end "
                "line. A file edited after it was made is refused; a file from another site restores only where "
                "LAWS_BACKUP_KEY (or, without it, the SECRET_KEY) is the one it was made under."
            )
        return True
    if UNKEYED not in end:
        raise BackupFileError(f"{path} is damaged: its end line holds no seal")
    if end[UNKEYED] != plain:
        raise BackupFileError(f"{path} is damaged: its contents do not match the checksum on its end line")
    if not accept_unkeyed:
        raise BackupFileError(
            f"{path} was made before backups were sealed with a key: its checksum shows it whole, but anyone "
            "could have changed it and computed the checksum again. If you know where it has been, restore it "
            "with --accept-unkeyed."
        )
    return False


def _header(path: Path, raw: bytes) -> dict[str, Any]:
    foreign = f"{path} is not a backup of this site (made by manage.py backup)"
    try:
        header = json.loads(raw)
    except (UnicodeDecodeError, ValueError):
        raise BackupFileError(f"{foreign}: its first line is not a backup header") from None
    if not isinstance(header, dict) or header.get("backup") != MARK:
        raise BackupFileError(f"{foreign}: its first line is not a backup header")
    if header.get("format") != FORMAT:
        raise BackupFileError(
            f"{path} is a backup in format {header.get('format')!r}; this version of the site reads format {FORMAT}"
        )
    return dict(header)


def _end(path: Path, raw: bytes, lines: int) -> dict[str, Any]:
    truncated = f"{path} is truncated: it stops after line {lines} without its end line"
    try:
        end = json.loads(raw) if lines > 1 else None
    except (UnicodeDecodeError, ValueError):
        raise BackupFileError(truncated) from None
    if not isinstance(end, dict) or end.get("end") is not True:
        raise BackupFileError(truncated)
    return end
