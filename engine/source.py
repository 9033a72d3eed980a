"""The engine's own source, as digests, and the stamp a ruling is given under: what it was ruled under.

The engine's release (a name and its date, for people) says which engine it is; the digest of every module of
the package says exactly which code, and changes exactly when the engine does (the phone's archive is named by
the same digest, offline/archive.py); the digest of the law tables (codes/) says which tables. A ruling given by
the site carries a stamp of these, the statutes applied and the day played, added at the site's doors (the API,
the pages, the slip, the casebook, the phone) and never inside the ruling `rule` returns, which the saved
rulings compare byte for byte. `stamp_words` says a stamp as every page shows it, the phone's among them.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Any

from .format.amendments import PROVISIONS

PACKAGE = Path(__file__).resolve().parent
# The phone's archive holds the engine as byte-code, without its source to digest: its build writes the digests of
# the source beside the byte-code, in this file of the package (offline/archive.py).
SEALED = "digests.json"
MONTHS = tuple("January February March April May June July August September October November December".split())

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


def digests_of(engine_dir: Path = PACKAGE) -> dict[str, str]:
    """The digests of the engine in `engine_dir`: of its code and of its law tables (codes/), in full."""
    return {
        "source": digest_of(engine_dir, engine_dir.parent),
        "tables": digest_of(engine_dir / "codes", engine_dir.parent),
    }


@cache
def _digests() -> dict[str, str]:
    if (PACKAGE / "source.py").is_file():
        return digests_of()
    # Imported from the phone's archive: the loader (zipimport's) reads the digests its build took of the source.
    loader: Any = __spec__.loader
    sealed = json.loads(loader.get_data(str(PACKAGE / SEALED)))
    return {"source": str(sealed["source"]), "tables": str(sealed["tables"])}


def source_digest() -> str:
    """One SHA-256 over every module of the engine, by its path and its text."""
    return _digests()["source"]


def tables_digest() -> str:
    """One SHA-256 over the law tables (codes/): changes when a law number or a sentence of a ruling does."""
    return _digests()["tables"]


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


def day_words(value: object) -> str:
    """A day as a reader writes it (1 May 2026); what is not a day, as it was given."""
    try:
        day = datetime.date.fromisoformat(str(value))
    except ValueError:
        return str(value)
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def _statute_words(item: object) -> str:
    if not isinstance(item, dict):
        return str(item)
    provision = PROVISIONS.get(str(item.get("provision")))
    what = provision.title if provision is not None else "a provision"
    value = f": {item['value']}" if "value" in item else ""
    return f"Law {item.get('law')}, {what[0].lower()}{what[1:]}{value}"


def stamp_words(stamped: object) -> dict[str, Any]:
    """A stamp in the words every page shows it in (the ruling page, the slip, the casebook, the phone): the engine
    (its release and the day of it, its two digests), each statute by its provision's title, the day played, and
    the sentence of them all, as the slip's line goes on from "Ruled under" (`ruled_under`) and on its own (`says`).
    """
    given = stamped if isinstance(stamped, dict) else {}
    engine = {
        "release": str(given.get("release") or "not given"),
        "released": day_words(given["released"]) if given.get("released") else "",
        "source": str(given.get("source") or ""),
        "tables": str(given.get("tables") or ""),
    }
    statutes = given.get("statutes")
    statutes = [_statute_words(s) for s in statutes] if isinstance(statutes, list) else []
    played_on = day_words(given["played_on"]) if given.get("played_on") else None
    released = f" of {engine['released']}" if engine["released"] else ""
    laws = (
        f"with the club's statutes: {'; '.join(statutes)}"
        if statutes
        else "with the printed laws and no statute of the club"
    )
    day = f"; the hand played on {played_on}" if played_on else ""
    ruled_under = (
        f"the rules engine, release {engine['release']}{released} (code {engine['source']}, law tables"
        f" {engine['tables']}), {laws}{day}"
    )
    return {
        "engine": engine,
        "statutes": statutes,
        "played_on": played_on,
        "ruled_under": ruled_under,
        "says": f"{ruled_under[0].upper()}{ruled_under[1:]}.",
    }
