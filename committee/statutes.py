"""The club's statutes: which provisions of a law the club may amend, and the amendments in force.

A statute is a kept text (`Commentary` of kind `statute`) on one law: the club's words, and the
amendment the engine rules by (`provision`, `value`). The provisions and their bounds are the
engine's (engine/format/amendments.py); this module only asks which of them a law provides, and
turns the stored value (text) into the case format's.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.utils import timezone

from engine import NUMBER, PROVISIONS, STRUCK, TABLES, Provision, Value
from laws.models import Law

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
    was published); the latest version in force by then stands, so a hand played last month is ruled under the
    statute of last month, not this week's."""
    on = on or timezone.localdate()
    versions = (
        Commentary.history.filter(kind=Commentary.STATUTE, law__code__slug=code, version__gt=0)
        .order_by("law__position", "id", "version")
        .values_list("id", "law__number", "provision", "value", "version", "in_force_from", "history_date")
    )
    standing: dict[int, StatuteInForce] = {}
    for pk, law, provision, value, version, from_day, saved in versions:
        from_day = from_day or timezone.localdate(saved)
        if from_day <= on:
            standing[pk] = StatuteInForce(law, provision, value or "", version, from_day)
    return [s for s in standing.values() if s.provision]


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


def has_statutes() -> bool:
    """Whether the club has any statute in force (the builder then rules under them by default)."""
    return Commentary.objects.published().filter(kind=Commentary.STATUTE).exclude(provision="").exists()


def amendment_words(provision: str, stored: str | None) -> str:
    """A statute's amendment in words for a person: "The penalty of a revoke: 2", "The law is struck out"."""
    found = PROVISIONS.get(provision)
    if found is None:
        return "—"
    if found.kind == STRUCK:
        return "The law is struck out"
    return f"{found.title}: {found.words(stored)}" if stored not in (None, "") else "—"
