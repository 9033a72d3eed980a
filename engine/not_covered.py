"""Never a silent ruling: a game the engine does not play is answered with that said plainly.

A case whose game has no laws in its code (Dummy under the American laws or at euchre) gets one finding of the
kind `not_covered`, worded by the code's table with the laws to read, and nothing ruled under other laws.
"""

from __future__ import annotations

from .case import Case
from .codes.table import LawTable
from .findings import Finding
from .games import GAME_WORDS, GameKind
from .vocabulary import FindingKind


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
