"""The version of the rules engine a stored ruling came from: a digest of the engine's own source.

The engine carries no version number of its own, and any change to a ruler or a law table may change a
ruling; a digest of every module under decisions/engine/ changes exactly when the engine does.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

import decisions.engine

ENGINE_DIR = Path(decisions.engine.__file__).resolve().parent


@lru_cache(maxsize=1)
def engine_version() -> str:
    digest = hashlib.sha256()
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        digest.update(path.relative_to(ENGINE_DIR).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]
