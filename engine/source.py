"""The engine's own source, as digests, and the stamp a ruling is given under: what it was ruled under.

The engine's release (a name and its date, for people) says which engine it is; the digest of every module of
the package says exactly which code, and changes exactly when the engine does (the phone's archive is named by
the same digest, offline/archive.py); the digest of the law tables (codes/) says which tables. A ruling given by
the site carries a stamp of these, the statutes applied and the day played, added at the site's doors (the API,
the pages, the slip, the casebook, the phone) and never inside the ruling `rule` returns, which the saved
rulings compare byte for byte.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent

# The engine's release: raised with a change a reader of a ruling should know of, dated the day it was made.
RELEASE = "2026.12"
RELEASED = "2026-12-01"
SHORT = 16  # the digest's hex digits a person is shown, as the phone's archive is named


def digest_of(folder: Path, under: Path = PACKAGE.parent) -> str:
    """One SHA-256 over every module in `folder`, by its path from `under` and its bytes (the archive's way)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts):
        digest.update(path.relative_to(under).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


@cache
def source_digest() -> str:
    """One SHA-256 over every module of the engine, by its path and its text."""
    return digest_of(PACKAGE)


@cache
def tables_digest() -> str:
    """One SHA-256 over the law tables (codes/): changes when a law number or a sentence of a ruling does."""
    return digest_of(PACKAGE / "codes")


def engine_stamp() -> dict[str, str]:
    """Today's engine: its release and date, its source digest and its law tables' digest."""
    return {
        "release": RELEASE,
        "released": RELEASED,
        "source": source_digest()[:SHORT],
        "tables": tables_digest()[:SHORT],
    }


def stamp(document: object) -> dict[str, object]:
    """What a ruling of this case is ruled under: today's engine, the statutes the case carries and the day the
    hand was played (as the case gives them; the ruling's errors say what is wrong with them)."""
    case = document if isinstance(document, dict) else {}
    amendments = case.get("amendments")
    statutes = [
        {key: a[key] for key in ("law", "provision", "value") if key in a}
        for a in (amendments if isinstance(amendments, list) else [])
        if isinstance(a, dict)
    ]
    played_on = case.get("played_on")
    return {
        **engine_stamp(),
        "statutes": statutes,
        "played_on": played_on if isinstance(played_on, str) else None,
    }


def stamp_differs(earlier: object) -> list[str]:
    """What differs between a stored stamp and today's engine, in words; all of it when there is none."""
    today = engine_stamp()
    if not isinstance(earlier, dict):
        return ["the ruling carries no stamp: it was given before rulings were stamped"]
    said = {
        "release": "the engine's release",
        "source": "the engine's code (its source digest)",
        "tables": "the law tables (their digest)",
    }
    return [
        f"{words}: {earlier.get(key) or 'not given'} then, {today[key]} today"
        for key, words in said.items()
        if earlier.get(key) != today[key]
    ]
