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
from dataclasses import dataclass, field
from types import MappingProxyType

from ..codes.law_number import LawNumber, law_number
from ..codes.table import MOMENTS, LawTable
from .errors import describe
from .vocabulary import OptionId

MAX_AMENDMENTS = 20


Value = int | str | None


@dataclass(frozen=True)
class Amendment:
    law: LawNumber
    provision: str
    value: Value  # a number, a moment (MOMENTS) or, for a law struck out, None


NUMBER, MOMENT, STRUCK = "number", "moment", "struck"


@dataclass(frozen=True)
class Provision:
    """A point of a law a club may change: where each code provides it, its bounds, how it changes the table.

    A provision is of one kind: a `number` (from `low` to `high`), a `moment` (one of `choices`), or a law
    `struck` out (no value).
    """

    id: str
    title: str
    description: str
    kind: str
    laws_of: Callable[[LawTable], tuple[LawNumber, ...]]
    apply: Callable[[LawTable, Value, LawNumber], LawTable]
    printed: Callable[[LawTable], str]
    low: int = 0
    high: int = 0
    choices: Mapping[str, str] = field(default_factory=dict)

    def words(self, value: Value) -> str:
        """The amendment in words for a person: "two", "until the trump card ... is turned up", "struck out"."""
        if self.kind == STRUCK:
            return "struck out"
        if self.kind == MOMENT:
            return f"until {self.choices.get(str(value), str(value))}"
        return str(value)


# The printed whist options of the revoke (Club 72, American 20), in words that take the amended number; the
# sentence of all three with its law is the table's `revoke_options_amended`.
_REVOKE_WORDS: dict[str, str] = {
    OptionId.TAKE_THREE_TRICKS: "take {n} tricks from the revoking player",
    OptionId.DEDUCT_THREE: "deduct {n} points from his score",
    OptionId.ADD_THREE: "add {n} to their own score",
}


def number_words(n: int) -> str:
    """A small number as the laws print it ("three tricks"); larger ones in figures."""
    return _NUMBERS.get(n, str(n))


_NUMBERS = dict(enumerate(("none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"), 0))


def _revoke_penalty(table: LawTable, value: Value, law: LawNumber) -> LawTable:
    n = int(value or 0)
    words = number_words(n)
    penalty = table.revoke.penalty
    options = tuple(
        dataclasses.replace(o, n=n, says=_REVOKE_WORDS[o.id].format(n=words) if o.id in _REVOKE_WORDS else o.says)
        for o in penalty.options
    )
    wording = dict(table.wording)
    if "revoke_options_amended" in wording:  # the side is filled in later, by the revoke's finding
        wording["revoke_options"] = wording["revoke_options_amended"].format(n=words, side="{side}")
    revoke = dataclasses.replace(table.revoke, penalty=dataclasses.replace(penalty, options=options))
    return dataclasses.replace(table, revoke=revoke, wording=MappingProxyType(wording))


def _game(table: LawTable, value: Value, law: LawNumber) -> LawTable:
    points = int(value or 0)
    # The revoking side "cannot win the game" (Club 82, American 20): it stops one point short of the game,
    # whatever the club makes the game. Other laws that name a score (Club 4, honours at four) stand as printed.
    revoke = table.revoke
    if revoke.cap_score == table.scoring.game - 1:
        revoke = dataclasses.replace(revoke, cap_score=points - 1)
    return dataclasses.replace(table, scoring=dataclasses.replace(table.scoring, game=points), revoke=revoke)


def _revoke_claim(table: LawTable, value: Value, law: LawNumber) -> LawTable:
    return dataclasses.replace(table, revoke=dataclasses.replace(table.revoke, claim_until=str(value)))


def _struck_out(table: LawTable, value: Value, law: LawNumber) -> LawTable:
    wording = dict(table.wording)
    if law == table.revoke.cap and law:
        wording["revoke_penalty"] = wording["revoke_penalty_cap_struck"]
    return dataclasses.replace(table, struck=table.struck | {law}, wording=MappingProxyType(wording))


def _strikable(table: LawTable) -> tuple[LawNumber, ...]:
    """The laws a club may strike out, each read by its role in the printed code (docs/engine.md):

    - the revoking side's bar from winning the game (Club 82): a limit on the penalty of Law 72, which
      stands; struck out, the revoke's finding is still made, and the revoking side may win the game. Where
      the same law also gives the penalty (American 20) it cannot be struck out alone.
    - the bar on honours at the score of four (Club 4): struck out, the side scores its honours.
    """
    laws: list[LawNumber] = []
    cap = table.revoke.cap
    if cap and cap not in table.revoke.penalty.laws and "revoke_penalty_cap_struck" in table.wording:
        laws.append(cap)
    if table.scoring.honours_barred_at is not None and "honours_barred" in table.scoring.cite:
        laws.append(table.scoring.cite["honours_barred"])
    return tuple(sorted(laws, key=lambda law: (len(law), law)))


def _one(law: LawNumber | None) -> tuple[LawNumber, ...]:
    return (law,) if law else ()


def _printed_revoke(table: LawTable) -> str:
    options = table.revoke.penalty.options
    return str(options[-1].n) if options else ""


PROVISIONS: Mapping[str, Provision] = {
    p.id: p
    for p in (
        Provision(
            "revoke_penalty",
            "The penalty of a revoke",
            "the number of tricks or points the revoke costs (the printed laws: three)",
            NUMBER,
            lambda t: _one(t.revoke.penalty.laws[0]) if t.revoke.penalty.options else (),
            _revoke_penalty,
            _printed_revoke,
            low=1,
            high=13,
        ),
        Provision(
            "game",
            "The points of the game",
            "the points that make a game (Club Code and euchre: five; American laws: seven)",
            NUMBER,
            lambda t: _one(t.scoring.cite.get("game")),
            _game,
            lambda t: str(t.scoring.game),
            low=1,
            high=31,
        ),
        Provision(
            "revoke_claim",
            "The time to claim a revoke",
            "the moment after which a revoke can no longer be claimed (the printed laws: the cut for the"
            " following deal)",
            MOMENT,
            lambda t: _one(t.revoke.claim_until_cut),
            _revoke_claim,
            lambda t: MOMENTS[t.revoke.claim_until].until,
            choices=MappingProxyType({m.id: m.until for m in MOMENTS.values()}),
        ),
        Provision(
            "struck_out",
            "A law struck out",
            "the law no longer applies in the club: the finding it would decide says so (Club 82 and 4)",
            STRUCK,
            _strikable,
            _struck_out,
            lambda t: "in force",
        ),
    )
}


def amend(table: LawTable, amendments: tuple[Amendment, ...]) -> LawTable:
    """A copy of the code's table with the club's amendments applied; the table itself when there are none."""
    for amendment in amendments:
        table = PROVISIONS[amendment.provision].apply(table, amendment.value, amendment.law)
    return table


def amended_laws(amendments: tuple[Amendment, ...]) -> frozenset[LawNumber]:
    """The laws applied as amended (a law struck out is not applied; its finding says it is struck out)."""
    return frozenset(a.law for a in amendments if PROVISIONS[a.provision].kind != STRUCK)


def struck_laws(amendments: tuple[Amendment, ...]) -> frozenset[LawNumber]:
    return frozenset(a.law for a in amendments if PROVISIONS[a.provision].kind == STRUCK)


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
        if any(a.provision == amendment.provision and a.law == amendment.law for a in found):
            twice = (
                f"Law {amendment.law} is struck out"
                if amendment.value is None
                else PROVISIONS[amendment.provision].title
            )
            error(f"amendments.{i}.provision", f"{twice} twice.")
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
    if provision is not None:
        problem = value_problem(provision, value)
        if problem:
            error(f"{path}.value", problem)
            ok = False
    if provision is not None and isinstance(law, str) and table is not None:
        governing = provision.laws_of(table)
        if not governing:
            what = "a club may strike out" if provision.kind == STRUCK else f"on {provision.title.lower()} to amend"
            error(f"{path}.provision", f"{_capital(table.name)} has no law {what}.")
            ok = False
        elif law.strip() not in governing:
            which = f"the law that provides it is {governing[0]}"
            if provision.kind == STRUCK:
                which = "the laws a club may strike out are " + " and ".join(governing)
            error(
                f"{path}.law", f"{_capital(table.name)} has no law {law.strip()} on {provision.title.lower()}; {which}."
            )
            ok = False
    if not ok or provision is None or not isinstance(law, str):
        return None
    kept: Value = value if isinstance(value, int | str) and provision.kind != STRUCK else None
    return Amendment(law_number(law.strip()), provision.id, kept)  # one of the laws that govern the provision


def value_problem(provision: Provision, value: object) -> str:
    """What is wrong with an amendment's value for its provision, or "" when nothing is."""
    if provision.kind == STRUCK:
        return "" if value is None else f"A law struck out takes no value, not {describe(value)}."
    if provision.kind == MOMENT:
        if isinstance(value, str) and value in provision.choices:
            return ""
        return f"{provision.title} is amended to one of: {', '.join(provision.choices)}; not {describe(value)}."
    if isinstance(value, bool) or not isinstance(value, int):
        return f"The amended value must be a whole number, not {describe(value)}."
    if not provision.low <= value <= provision.high:
        return f"{provision.title} may be amended to a number from {provision.low} to {provision.high}, not {value}."
    return ""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
