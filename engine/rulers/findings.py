"""Findings and options: the irregularities found and the claims ruled on, as values ready for JSON."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..codes.law_number import LawNumber
from ..format.seats import Seat, Side, Tally
from ..format.vocabulary import FindingKind, OptionId, RulingOption


@dataclass(frozen=True)
class Game:
    winner: Side
    value: int

    def to_json(self) -> dict[str, object]:
        return {"winner": self.winner.value, "value": self.value}


@dataclass(frozen=True)
class Rubber:
    winner: Side
    points: int | None  # None when the values of the earlier games are not given

    def to_json(self) -> dict[str, object]:
        return {"winner": self.winner.value, "points": self.points}


@dataclass(frozen=True)
class NewDeal:
    """Extension: the hand is void and the cards are dealt again, by this dealer."""

    dealer: Seat | None  # None when the case does not say whose deal it was
    same_dealer: bool

    def to_json(self) -> dict[str, object]:
        return {"dealer": self.dealer.value if self.dealer else None, "same_dealer": self.same_dealer}


@dataclass(frozen=True)
class HandResult:
    """Each side's points in the game after the hand, and the game and rubber if this hand decided them."""

    score: Tally
    game: Game | None
    rubber: Rubber | None = None
    new_deal: NewDeal | None = None  # extension: a misdeal or a new deal made the hand void

    def to_json(self) -> dict[str, object]:
        result: dict[str, object] = {
            "score": self.score.to_json(),
            "game": self.game.to_json() if self.game else None,
        }
        if self.rubber is not None:
            result["rubber"] = self.rubber.to_json()
        if self.new_deal is not None:
            result["new_deal"] = self.new_deal.to_json()
        return result


@dataclass(frozen=True)
class Option:
    id: OptionId | RulingOption
    chooser: Side
    laws: tuple[LawNumber, ...]
    n: int | None = None
    result: HandResult | None = None
    summary: str | None = None
    says: str = ""  # extension: the option in the code's words, its number written in (as a club's statutes amend it)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"id": self.id, "chooser": self.chooser.value, "laws": list(self.laws)}
        if self.n is not None:
            data["n"] = self.n
        if self.result is not None:
            data["result"] = self.result.to_json()
        if self.summary:
            data["summary"] = self.summary
        if self.says:
            data["words"] = self.says
        return data


@dataclass(frozen=True)
class Finding:
    kind: FindingKind
    offender: Seat | Side | None
    event: int | None
    laws: tuple[LawNumber, ...]
    summary: str
    established: bool | None = None  # revoke only
    claim_in_time: bool | None = None  # only where a claim was made
    options: tuple[Option, ...] = ()
    elected: OptionId | None = None  # extension: the option the innocent side chose
    decisions: tuple[str, ...] = field(default=())  # extension: decisions in the knowledge base it follows or cites
    amended: bool = False  # extension: it rests on a law the club's statutes amend or strike out
    # What follows for the offender where no option is given: the table's sentence that no penalty follows and why,
    # or the penalty the law fixes itself (read out after the summary; see read_out.py).
    penalty: str | None = None
    read_out: tuple[str, ...] = ()  # extension: the lines a referee reads out, made last (ruling.py)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "kind": self.kind,
            "offender": self.offender.value if self.offender is not None else None,
            "event": self.event,
            "laws": list(dict.fromkeys(self.laws)),
            "summary": self.summary,
        }
        if self.established is not None:
            data["established"] = self.established
        if self.claim_in_time is not None:
            data["claim_in_time"] = self.claim_in_time
        data["options"] = [o.to_json() for o in self.options]
        if self.elected is not None:
            data["elected"] = self.elected
        if self.decisions:
            data["decisions"] = list(self.decisions)
        if self.amended:
            data["amended"] = True
        if self.read_out:
            data["read_out"] = list(self.read_out)
        return data


def cite(*laws: LawNumber) -> str:
    """Laws as a sentence cites them: 'Law 5', 'Laws 5 and 72 V' (clauses after a space, as printed); a law the
    corpus numbers by a name ("dummy-2", "double-dummy") by its title, after the numbered ones."""
    names = [law.replace(".", " ") for law in laws if law[:1].isdigit()]
    titled = "; ".join(_title(law) for law in laws if not law[:1].isdigit())
    if not names:
        return titled
    numbered = f"Law {names[0]}" if len(names) == 1 else "Laws " + ", ".join(names[:-1]) + " and " + names[-1]
    return f"{numbered}; {titled}" if titled else numbered


_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def _title(law: LawNumber) -> str:
    """ "dummy-2" is the law titled "Dummy, Law II"; "double-dummy" the law titled "Double Dummy"."""
    head, _, tail = law.rpartition("-")
    if head and tail.isdigit() and 0 < int(tail) <= len(_ROMAN):
        return f"{head.replace('-', ' ').title()}, Law {_ROMAN[int(tail) - 1]}"
    return law.replace("-", " ").title()


def sort_key(finding: Finding) -> tuple[int, int]:
    """Findings go in the order of their events; those about the whole hand first."""
    return (-1, 0) if finding.event is None else (finding.event, 0)


def law_list(*groups: Sequence[LawNumber] | LawNumber) -> tuple[LawNumber, ...]:
    """Laws in the order given, each once (a dict keeps the first place of each)."""
    out: dict[LawNumber, None] = {}
    for group in groups:
        if isinstance(group, str):
            out[group] = None
        else:
            out.update(dict.fromkeys(group))
    return tuple(out)
