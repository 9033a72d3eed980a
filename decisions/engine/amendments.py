"""A club's statutes: amendments to its code's law table, and the table they make.

McIntosh's preface to the Club Code: a club that changes a law in some particular respect makes "a
special statute, of force only within the club or body making the change". A case may carry the
club's amendments; the engine then rules under a copy of the code's table with them applied (the
module's table is never changed) and marks each finding decided by an amended law.

An amendment names the law it amends, the provision of that law it changes and the new value:
`{"law": "72", "provision": "revoke_penalty", "value": 2}`. Only provisions listed here can be
amended; a club amends the printed laws, it does not add new ones.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .codes.table import LawTable, OptionRule
from .errors import describe

AS_AMENDED = "as amended by the club's statutes"
MAX_AMENDMENTS = 20


@dataclass(frozen=True)
class Amendment:
    law: str
    provision: str
    value: int


@dataclass(frozen=True)
class Provision:
    """A point of a law a club may change: where each code provides it, its bounds, how it changes the table."""

    id: str
    title: str
    description: str
    low: int
    high: int
    law_of: Callable[[LawTable], str | None]
    apply: Callable[[LawTable, int, str], LawTable]


# The printed whist options of the revoke (Club 72, American 20), in words that take the amended number.
_REVOKE_WORDS = {
    "take_three_tricks": ("take {n} tricks from the revoking player", "take {n} tricks from {{side}}"),
    "deduct_three": ("deduct {n} points from his score", "deduct {n} points from their score"),
    "add_three": ("add {n} to their own score", "add {n} to their own score"),
}


def number_words(n: int) -> str:
    """A small number as the laws print it ("three tricks"); larger ones in figures."""
    return _NUMBERS.get(n, str(n))


_NUMBERS = dict(enumerate(("none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"), 0))


def _revoke_penalty(table: LawTable, n: int, law: str) -> LawTable:
    words = number_words(n)
    penalty = table.revoke.penalty
    options = tuple(
        dataclasses.replace(o, n=n, says=_REVOKE_WORDS[o.id][0].format(n=words) if o.id in _REVOKE_WORDS else o.says)
        for o in penalty.options
    )
    wording = dict(table.wording)
    whist = [o for o in options if o.id in _REVOKE_WORDS]
    if whist and "revoke_options" in wording:
        parts = [_REVOKE_WORDS[o.id][1].format(n=words) for o in whist]
        wording["revoke_options"] = ", ".join(parts[:-1]) + ", or " + parts[-1] + f" (Law {law}, {AS_AMENDED})"
    revoke = dataclasses.replace(table.revoke, penalty=dataclasses.replace(penalty, options=options))
    return dataclasses.replace(table, revoke=revoke, wording=MappingProxyType(wording))


def _game(table: LawTable, points: int, law: str) -> LawTable:
    # The revoking side "cannot win the game" (Club 82, American 20): it stops one point short of the game,
    # whatever the club makes the game. Other laws that name a score (Club 4, honours at four) stand as printed.
    revoke = table.revoke
    if revoke.cap_score == table.scoring.game - 1:
        revoke = dataclasses.replace(revoke, cap_score=points - 1)
    return dataclasses.replace(table, scoring=dataclasses.replace(table.scoring, game=points), revoke=revoke)


def _first_option(table: LawTable) -> OptionRule | None:
    options = table.revoke.penalty.options
    return options[0] if options else None


PROVISIONS: Mapping[str, Provision] = {
    p.id: p
    for p in (
        Provision(
            "revoke_penalty",
            "The penalty of a revoke",
            "the number of tricks or points the revoke costs (the printed laws: three)",
            1,
            13,
            lambda t: t.revoke.penalty.laws[0] if _first_option(t) is not None else None,
            _revoke_penalty,
        ),
        Provision(
            "game",
            "The points of the game",
            "the points that make a game (Club Code and euchre: five; American laws: seven)",
            1,
            31,
            lambda t: t.scoring.cite.get("game"),
            _game,
        ),
    )
}


def amend(table: LawTable, amendments: tuple[Amendment, ...]) -> LawTable:
    """A copy of the code's table with the club's amendments applied; the table itself when there are none."""
    for amendment in amendments:
        table = PROVISIONS[amendment.provision].apply(table, amendment.value, amendment.law)
    return table


def amended_laws(amendments: tuple[Amendment, ...]) -> frozenset[str]:
    return frozenset(a.law for a in amendments)


def read_amendments(value: object, table: LawTable | None, error: Callable[[str, str], None]) -> tuple[Amendment, ...]:
    """The case's amendments, each checked against its code's table; every problem goes to `error(path, message)`."""
    if value is None:
        return ()
    if not isinstance(value, list):
        error("amendments", f"The amendments must be a list of the club's statutes, not {describe(value)}.")
        return ()
    if len(value) > MAX_AMENDMENTS:
        error("amendments", f"A case may carry at most {MAX_AMENDMENTS} amendments, not {len(value)}.")
        return ()
    found: list[Amendment] = []
    for i, item in enumerate(value):
        amendment = _read_one(item, f"amendments.{i}", table, error)
        if amendment is None:
            continue
        if any(a.provision == amendment.provision for a in found):
            error(f"amendments.{i}.provision", f"{PROVISIONS[amendment.provision].title} is amended twice.")
            continue
        found.append(amendment)
    return tuple(found)


def _read_one(item: object, path: str, table: LawTable | None, error: Callable[[str, str], None]) -> Amendment | None:
    if not isinstance(item, dict):
        error(path, f"An amendment must be an object with law, provision and value, not {describe(item)}.")
        return None
    law, provision_id, value = item.get("law"), item.get("provision"), item.get("value")
    ok = True
    provision = PROVISIONS.get(provision_id) if isinstance(provision_id, str) else None
    if provision is None:
        error(
            f"{path}.provision",
            f"The provision amended is {describe(provision_id)}; it must be one of: {', '.join(PROVISIONS)}.",
        )
        ok = False
    if not isinstance(law, str) or not law.strip():
        error(f"{path}.law", f'The law amended must be given as its number in text, like "72", not {describe(law)}.')
        ok = False
    if isinstance(value, bool) or not isinstance(value, int):
        error(f"{path}.value", f"The amended value must be a whole number, not {describe(value)}.")
        ok = False
    elif provision is not None and not provision.low <= value <= provision.high:
        error(
            f"{path}.value",
            f"{provision.title} may be amended to a number from {provision.low} to {provision.high}, not {value}.",
        )
        ok = False
    if provision is not None and isinstance(law, str) and table is not None:
        governing = provision.law_of(table)
        if governing is None:
            error(f"{path}.provision", f"{_capital(table.name)} has no law on {provision.title.lower()} to amend.")
            ok = False
        elif law.strip() != governing:
            error(
                f"{path}.law",
                f"{_capital(table.name)} has no law {law.strip()} on {provision.title.lower()};"
                f" the law that provides it is {governing}.",
            )
            ok = False
    if not ok or provision is None or not isinstance(law, str) or not isinstance(value, int):
        return None
    return Amendment(law.strip(), provision.id, value)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
