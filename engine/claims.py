"""Claims of the game, of a new deal or a misdeal; hands of the wrong size; facts the engine does not rule"
" on yet."""

from __future__ import annotations

from .context import Context
from .findings import Finding, HandResult
from .vocabulary import ClaimKind, FindingKind

_FACTS = {
    "card_exposed": "a card exposed in dealing",
    "card_faced_in_pack": "a card faced in the pack",
    "two_cards_to_one_hand": "two cards dealt to one hand",
    "dealer_counted_cards": "the dealer counting the cards",
    "pack_not_cut": "a pack not cut to the dealer",
    "dealt_out_of_turn": "a deal out of turn",
}


def claim_findings(ctx: Context, result: HandResult | None) -> list[Finding]:
    out: list[Finding] = []
    cite = ctx.table.scoring.cite
    later = ctx.table.not_yet_ruled
    for index, claim in ctx.state.spoken.claims:
        side = claim.seat.side
        if claim.kind == ClaimKind.GAME:
            if not ctx.state.end.finished and ctx.table.thrown_down is not None:
                continue  # ruled with the cards thrown down (thrown_down.py)
            if not ctx.state.end.finished:
                laws = later.get("game", ())
                out.append(
                    Finding(
                        FindingKind.CLAIM,
                        None,
                        index,
                        laws,
                        f"{claim.seat} claimed the game or the remaining tricks for {side.words} at event"
                        f" {index}, before the hand was played out. Such claims, and cards thrown down with"
                        f" them, are governed by Laws {' and '.join(laws)}, on which the engine does not"
                        " rule yet: the hand must be played out, or the tricks agreed (hand_over).",
                    )
                )
            elif result is None:
                out.append(
                    Finding(
                        FindingKind.CLAIM,
                        None,
                        index,
                        (cite["tricks"], cite["game_value"]),
                        f"{claim.seat} claimed the game for {side.words} at event {index}; whether it is won"
                        " depends on the penalty still to be chosen (see the revoke).",
                    )
                )
            else:
                won = result.game is not None and result.game.winner is side
                score = result.score.of(side)
                if won and result.game is not None:
                    kind = {3: "a treble", 2: "a double", 1: "a single"}.get(result.game.value, "a game")
                    text = ctx.table.says("game_claim_won", kind=kind)
                else:
                    text = ctx.table.says("game_claim_not_won", score=score)
                out.append(
                    Finding(
                        FindingKind.CLAIM,
                        None,
                        index,
                        (cite["tricks"], cite["game_value"]),
                        f"{claim.seat} claimed the game for {side.words} at event {index}: by the result of"
                        f" the hand {text}.",
                    )
                )
        elif claim.kind in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL) and ctx.table.deal is None:
            laws = later.get(claim.kind, ())
            words = "a new deal" if claim.kind == ClaimKind.NEW_DEAL else "a misdeal"
            out.append(
                Finding(
                    FindingKind.CLAIM,
                    None,
                    index,
                    laws,
                    f"{claim.seat} claimed {words} at event {index}. Claims on the deal are governed by Laws"
                    f" {laws[0]} to {laws[-1]}, on which the engine does not rule yet; the referee should"
                    " apply them directly.",
                )
            )
    for index, fact in ctx.state.deal.facts if ctx.table.deal is None else ():
        laws = later.get(fact.fact, ())
        who = f" by {fact.seat}" if fact.seat else ""
        out.append(
            Finding(
                FindingKind.NOT_RULED,
                fact.seat,
                index,
                laws,
                f"Event {index} records {_FACTS.get(fact.fact, fact.fact)}{who}. The engine does not rule"
                f" yet on the deal; the point is governed by Law {' and '.join(laws)}.",
            )
        )
    for index, throw in ctx.state.end.throw_downs if ctx.table.thrown_down is None else ():
        laws = later.get("throw_down", ())
        seats = ", ".join(str(s) for s in throw.seats)
        out.append(
            Finding(
                FindingKind.NOT_RULED,
                throw.seats[0] if len(throw.seats) == 1 else None,
                index,
                laws,
                ctx.table.says("throw_down_not_ruled", seats=seats, event=index, laws=" and ".join(laws)),
            )
        )
    return out
