"""Backup files changed on purpose, sealed again: under the site's key as `manage.py backup` would seal them,
under another key, or with the plain SHA-256 of before (which anyone can compute)."""

from __future__ import annotations

import hashlib
import hmac
import json

from django.conf import settings
from django.utils.crypto import salted_hmac

SALT = "laws-of-whist-and-euchre.backup.seal"


def _body(data: bytes) -> tuple[bytes, int]:
    lines = data.splitlines(keepends=True)[:-1]
    return b"".join(lines), len(lines) - 1


def _ended(body: bytes, objects: int, seal: dict[str, str]) -> bytes:
    return body + json.dumps({"end": True, "objects": objects, **seal}).encode() + b"\n"


def sealed_under(data: bytes, key: str) -> bytes:
    """The header and rows of `data` (its last line dropped) under a fresh end line sealed with `key`."""
    body, objects = _body(data)
    mac: hmac.HMAC = salted_hmac(SALT, body, secret=key, algorithm="sha256")
    return _ended(body, objects, {"hmac-sha256": mac.hexdigest()})


def sealed(data: bytes) -> bytes:
    """Sealed again with this site's backup key, as `manage.py backup` seals."""
    return sealed_under(data, settings.BACKUP_KEY or settings.SECRET_KEY)


def sealed_plainly(data: bytes) -> bytes:
    """Sealed again as backups were before the key: a SHA-256 of every byte, which needs no secret."""
    body, objects = _body(data)
    return _ended(body, objects, {"sha256": hashlib.sha256(body).hexdigest()})
