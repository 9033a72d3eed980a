"""A ruling's stamp for a page: what it was ruled under, and whether today's engine differs.

The stamp is the engine's (engine.stamp, added to every ruling the site gives, decisions/rulings.py), and so are its
words (engine.stamp_words: the day in words, the statutes by their titles, the sentence), which the phone's engine
gives the builder's offline ruling too; here they are only gathered for templates/cases/_stamp.html.
"""

from __future__ import annotations

from typing import Any

from engine import engine_stamp, stamp_differs, stamp_words


def stamp_shown(ruling: dict[str, Any] | None, stored: bool = False) -> dict[str, Any] | None:
    """The stamp of the ruling as the partial shows it; for a stored ruling, also what differs from today's engine
    (an empty list when nothing does). None where the ruling carries no stamp and is not stored."""
    stamp = ruling.get("stamp") if isinstance(ruling, dict) else None
    if not isinstance(stamp, dict):
        if not stored:
            return None
        return {"engine": None, "differs": stamp_differs(None), "today": _today()}
    return {**stamp_words(stamp), "differs": stamp_differs(stamp) if stored else [], "today": _today()}


def _today() -> dict[str, str]:
    engine: dict[str, str] = stamp_words(engine_stamp())["engine"]
    return engine


def device_stamp() -> dict[str, Any]:
    """The engine the phone is given to rule offline (its archive is named by the same digest): no case's statutes
    or day, which the builder's case carries."""
    return {"engine": _today(), "device": True, "differs": []}
