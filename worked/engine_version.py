"""The version of the rules engine a stored ruling came from: a digest of the engine's own source.

The engine carries no version number of its own, and any change to a ruler or a law table may change a
ruling; a digest of every module under decisions/engine/ changes exactly when the engine does (the same
digest tells a compiled build from a stale one: decisions/compiled_engine.py).
"""

from __future__ import annotations

from functools import lru_cache

from decisions.compiled_engine import sources_digest


@lru_cache(maxsize=1)
def engine_version() -> str:
    return sources_digest()[:16]
