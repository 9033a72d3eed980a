"""The version of the rules engine a stored ruling came from: a digest of the engine's own source.

The engine carries no version number of its own, and any change to a ruler or a law table may change a
ruling; a digest of every module under engine/ changes exactly when the engine does.
"""

from __future__ import annotations

from functools import lru_cache

from engine import source_digest


@lru_cache(maxsize=1)
def engine_version() -> str:
    return source_digest()[:16]
