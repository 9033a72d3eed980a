"""A ruling's stamp in words for a page: what it was ruled under, and whether today's engine differs.

The stamp is the engine's (engine.stamp, added to every ruling the site gives, decisions/rulings.py); here it is
only laid out: the release and its date, the two digests, the statutes by their titles, the day played.
"""

from __future__ import annotations

import datetime
from typing import Any

from engine import PROVISIONS, engine_stamp, stamp_differs


def _day(value: object) -> str:
    try:
        return f"{datetime.date.fromisoformat(str(value)):%-d %B %Y}"
    except ValueError:
        return str(value)


def _statute(item: object) -> str:
    if not isinstance(item, dict):
        return str(item)
    provision = PROVISIONS.get(str(item.get("provision")))
    what = provision.title if provision is not None else "a provision"
    value = f": {item['value']}" if "value" in item else ""
    return f"Law {item.get('law')}, {what[0].lower()}{what[1:]}{value}"


def stamp_shown(ruling: dict[str, Any] | None, stored: bool = False) -> dict[str, Any] | None:
    """The stamp of the ruling as the partial shows it; for a stored ruling, also what differs from today's engine
    (an empty list when nothing does). None where the ruling carries no stamp and is not stored."""
    stamp = ruling.get("stamp") if isinstance(ruling, dict) else None
    if not isinstance(stamp, dict):
        if not stored:
            return None
        return {"engine": None, "differs": stamp_differs(None), "today": _engine(engine_stamp())}
    return {
        "engine": _engine(stamp),
        "statutes": [_statute(s) for s in stamp.get("statutes") or []],
        "played_on": _day(stamp["played_on"]) if stamp.get("played_on") else None,
        "differs": stamp_differs(stamp) if stored else [],
        "today": _engine(engine_stamp()),
    }


def _engine(stamp: dict[str, Any]) -> dict[str, str]:
    return {
        "release": str(stamp.get("release") or "not given"),
        "released": _day(stamp.get("released")) if stamp.get("released") else "",
        "source": str(stamp.get("source") or ""),
        "tables": str(stamp.get("tables") or ""),
    }


def device_stamp() -> dict[str, Any]:
    """The engine the phone is given to rule offline (its archive is named by the same digest): no case's statutes
    or day, which the builder's case carries."""
    return {"engine": _engine(engine_stamp()), "device": True, "differs": []}
