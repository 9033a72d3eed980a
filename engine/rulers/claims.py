"""Claims of the game made once the hand is played out, ruled against its result.

A claim of the game before the hand is played out is ruled with the cards thrown down (thrown_down.py), and
claims of a new deal or a misdeal with the deal (deal_options.py): every code registered with these rulers
has a deal table and rules on cards thrown down (tests/engine/test_engine_structure.py holds them to it).
"""

from __future__ import annotations

from ..format.vocabulary import ClaimKind, FindingKind
from ..replay.context import Context
from .findings import Finding, HandResult

_GAME_KIND = {3: "a treble", 2: "a double", 1: "a single"}


def claim_findings(ctx: Context, result: HandResult | None) -> list[Finding]:
    out: list[Finding] = []
    cite = ctx.table.scoring.cite
    laws = (cite["tricks"], cite["game_value"])
    for index, claim in ctx.state.spoken.claims:
        if claim.kind != ClaimKind.GAME or not ctx.state.end.finished:
            continue
        side = claim.seat.side
        if result is None:
            text = (
                f"{claim.seat} claimed the game for {side.words} at event {index}; whether it is won"
                " depends on the penalty still to be chosen (see the revoke)."
            )
        else:
            if result.game is not None and result.game.winner is side:
                said = ctx.table.says("game_claim_won", kind=_GAME_KIND.get(result.game.value, "a game"))
            else:
                said = ctx.table.says("game_claim_not_won", score=result.score.of(side))
            text = f"{claim.seat} claimed the game for {side.words} at event {index}: by the result of the hand {said}."
        out.append(Finding(FindingKind.CLAIM, None, index, laws, text))
    return out
