"""Backup files changed on purpose, sealed again as `manage.py backup` would seal them."""

from __future__ import annotations

import hashlib
import json


def sealed(data: bytes) -> bytes:
    """The header and rows of `data` (its last line dropped) under a fresh end line."""
    lines = data.splitlines(keepends=True)[:-1]
    body = b"".join(lines)
    end = {"end": True, "objects": len(lines) - 1, "sha256": hashlib.sha256(body).hexdigest()}
    return body + json.dumps(end).encode() + b"\n"
