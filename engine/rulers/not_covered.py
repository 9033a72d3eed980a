"""Never a silent ruling: a game the engine does not play, or a dispute it does not rule on, is answered with that
said plainly.

A case whose game has no laws in its code (Dummy under the American laws or at euchre) gets one finding of the
kind `not_covered`, worded by the code's table with the laws to read, and nothing ruled under other laws. A
`dispute` event (cutting, bystanders, the last trick ...) gets a `not_covered` finding naming the code's laws on
it (the table's `not_covered`); the rest of the hand is ruled as usual.
"""

from __future__ import annotations

from ..codes.table import LawTable
from ..format.case import Case
from ..format.events import Dispute
from ..format.games import GAME_WORDS, GameKind
from ..format.vocabulary import DISPUTE_ABOUT, FindingKind
from .findings import Finding, cite


def game_not_played(case: Case, table: LawTable) -> Finding | None:
    """The finding for a game the code has no laws on, or None."""
    if case.game.kind is GameKind.FOUR_HANDED or table.dummy is not None:
        return None
    game = GAME_WORDS[case.game.kind].split(":")[0]
    return Finding(FindingKind.NOT_COVERED, None, None, (), table.says("game_not_played", game=game))


def not_covered_ruling(case: Case, finding: Finding) -> dict[str, object]:
    """The ruling that says only what is not covered: no tricks, no result."""
    return {
        "code": case.code,
        "valid": True,
        "errors": [],
        "tricks": [],
        "tricks_won": {"NS": 0, "EW": 0},
        "findings": [finding.to_json()],
        "precedents": [],
        "result": None,
    }


def dispute_findings(case: Case, table: LawTable) -> list[Finding]:
    """A `not_covered` finding for each dispute the engine does not rule on, naming the code's laws to read."""
    out: list[Finding] = []
    for index, event in case.events_of(Dispute):
        what = _ABOUT[event.about]
        who = f"{event.seat} raised" if event.seat is not None else "The case records"
        laws = table.not_covered.get(event.about, ())
        read = f"read {cite(*laws)} of {table.name}" if laws else f"the engine knows no law on it in {table.name}"
        says = f"{who} a dispute at event {index}: {what}. The engine does not rule on it: {read}. Nothing is ruled on this point."
        out.append(Finding(FindingKind.NOT_COVERED, event.seat, index, laws, says))
    return out


_ABOUT = {term.id: term.title[0].lower() + term.title[1:] for term in DISPUTE_ABOUT}
