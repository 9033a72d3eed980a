"""The club's statutes: which provisions of a law the club may amend, and the amendments in force.

A statute is a kept text (`Commentary` of kind `statute`) on one law: the club's words, and the
amendment the engine rules by (`provision`, `value`). The provisions and their bounds are the
engine's (engine/format/amendments.py); this module only asks which of them a law provides, and
turns the stored value (text) into the case format's.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.utils import timezone

from engine import NUMBER, PROVISIONS, STRUCK, TABLES, Provision, Value
from laws.models import Law
from plumbing.days import day_words

from .models import Commentary


@dataclass(frozen=True)
class Amendable:
    """A provision of a law the club may amend, with the printed law's value for it in words."""

    provision: Provision
    printed: str


def amendable(law: Law) -> list[Amendable]:
    """The provisions this law of its code provides (the revoke's penalty in Club 72, the game in Club 2)."""
    table = TABLES.get(law.code.slug)
    if table is None:
        return []
    return [Amendable(p, p.printed(table)) for p in PROVISIONS.values() if law.number in p.laws_of(table)]


def case_value(provision: str, stored: str) -> Value:
    """The stored value as the case format has it: a number, a moment's name, or None for a law struck out."""
    found = PROVISIONS.get(provision)
    if found is None or found.kind == STRUCK or not stored:
        return None
    if found.kind == NUMBER:
        return int(stored) if stored.isascii() and stored.isdigit() else None
    return stored


def as_amendment(law: str, provision: str, stored: str) -> dict[str, object]:
    """One statute as the case format's amendment (a law struck out has no value)."""
    value = case_value(provision, stored)
    return {"law": law, "provision": provision, **({} if value is None else {"value": value})}


@dataclass(frozen=True)
class StatuteInForce:
    """One version of a statute, as it stands on a day: the law it amends, its amendment, from when."""

    law: str
    provision: str
    value: str
    version: int
    in_force_from: datetime.date


def statutes_in_force(code: str, on: datetime.date | None = None) -> list[StatuteInForce]:
    """The version of each statute on this code in force on the day (default today), in the order of the laws.

    A version is in force from its `in_force_from` (a version saved before statutes had a date: from the day it
    was published). Of the versions in force by then, the one with the latest day in force stands, and of two
    from the same day the later version: so a hand played last month is ruled under the statute of last month,
    and a version saved later for an earlier day never hides one already due to take force after it."""
    on = on or timezone.localdate()
    versions = (
        Commentary.history.filter(kind=Commentary.STATUTE, law__code__slug=code, version__gt=0)
        .order_by("law__position", "id", "version")
        .values_list("id", "law__number", "provision", "value", "version", "in_force_from", "history_date")
    )
    standing: dict[int, StatuteInForce] = {}
    for pk, law, provision, value, version, from_day, saved in versions:
        from_day = from_day or timezone.localdate(saved)
        found = StatuteInForce(law, provision, value or "", version, from_day)
        if from_day <= on and (pk not in standing or stands_before(standing[pk], found)):
            standing[pk] = found
    return [s for s in standing.values() if s.provision]


def stands_before(one: Any, other: Any) -> bool:
    """Whether `other` stands in place of `one` once both are in force: the later day in force, then the later
    version (each has `in_force_from` and a version number: `version` or `number`)."""
    return (other.in_force_from, _number(other)) > (one.in_force_from, _number(one))


def _number(version: Any) -> int:
    return int(getattr(version, "version", getattr(version, "number", 0)))


def amendments_in_force(code: str, on: datetime.date | None = None) -> list[dict[str, object]]:
    """The club's statutes on this code in force on the day (default today) as the case format's `amendments`,
    in the order of the laws."""
    return [as_amendment(s.law, s.provision, s.value) for s in statutes_in_force(code, on)]


def played_on(document: dict[str, object]) -> datetime.date | None:
    """The day a case says its hand was played (the case format's `played_on`), or None where it says none
    or a day that is not a date (the engine then names the field)."""
    value = document.get("played_on")
    try:
        return datetime.date.fromisoformat(value) if isinstance(value, str) and len(value) == 10 else None
    except ValueError:
        return None


def under_statutes(document: dict[str, Any], *, statutes: bool) -> dict[str, Any]:
    """The case to rule with its own amendments replaced: by the club's statutes in force the day its hand was
    played (`statutes`; the day is today where the case names none, and the case then says so), or by none (the
    printed code). The builder's "Rule the case" and `POST /api/v1/rulings/?under=` both rule so."""
    document = dict(document)
    document.pop("amendments", None)
    code = document.get("code")
    if statutes and isinstance(code, str):
        document.setdefault("played_on", timezone.localdate().isoformat())
        amendments = amendments_in_force(code, played_on(document))
        if amendments:
            document["amendments"] = amendments
    return document


def in_force_from(kept: Any) -> datetime.date | None:
    """The day a statute's version takes (or took) force: its own, or (saved before statutes had a day) the day
    it was saved; None for a statute not yet written (version 0). `kept` is the row or a version of its history."""
    if not kept.version:
        return None
    saved = getattr(kept, "history_date", None) or kept.updated
    return kept.in_force_from or (timezone.localdate(saved) if saved else None)


def in_force_words(kept: Any) -> str:
    """When a version takes force, in words: "1 February 2027 (not yet in force)", "1 May 2026 (retroactive)"."""
    day = in_force_from(kept)
    if day is None:
        return "—"
    saved = getattr(kept, "history_date", None) or kept.updated
    said = day_words(day)
    if day > timezone.localdate():
        return f"{said} (not yet in force)"
    if saved is not None and day < timezone.localdate(saved):
        return f"{said} (retroactive)"
    return said


def has_statutes() -> bool:
    """Whether the club has any statute in force (the builder then rules under them by default)."""
    return Commentary.objects.published().filter(kind=Commentary.STATUTE).exclude(provision="").exists()


def printed_words(law: Law) -> str:
    """What the printed law provides that a statute could amend, in words: "The penalty of a revoke: 3"; of a law
    a statute could strike out, that it stands as printed."""
    return "; ".join(
        "The law stands as printed" if a.provision.kind == STRUCK else f"{a.provision.title}: {a.printed}"
        for a in amendable(law)
    )


def amendment_words(provision: str, stored: str | None) -> str:
    """A statute's amendment in words for a person: "The penalty of a revoke: 2", "The law is struck out"."""
    found = PROVISIONS.get(provision)
    if found is None:
        return "—"
    if found.kind == STRUCK:
        return "The law is struck out"
    return f"{found.title}: {found.words(stored)}" if stored not in (None, "") else "—"
