"""The engine's own source, as one digest: the version of the engine a stored ruling came from.

The engine carries no version number, and any change to a ruler or a law table may change a ruling; a digest
of every module of the package changes exactly when the engine does.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@cache
def source_digest() -> str:
    """One SHA-256 over every module of the engine, by its path within the package and its text."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py")):
        digest.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()
