"""Claims of the game, of a new deal or a misdeal; hands of the wrong size; facts the engine does not rule"
" on yet."""

from __future__ import annotations

from .context import Context
from .findings import Finding, HandResult, law_list
from .seats import ROTATION, Seat

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
    for index, claim in ctx.state.claims:
        side = claim.seat.side
        if claim.kind == "game":
            if not ctx.state.finished and ctx.table.thrown_down is not None:
                continue  # ruled with the cards thrown down (thrown_down.py)
            if not ctx.state.finished:
                laws = later.get("game", ())
                out.append(
                    Finding(
                        "claim",
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
                        "claim",
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
                    text = f"the game is theirs, {kind} (Laws {cite['tricks']}, {cite['game_value']})"
                else:
                    text = f"they have {score} points, and the game is not won (Law {cite['tricks']})"
                out.append(
                    Finding(
                        "claim",
                        None,
                        index,
                        (cite["tricks"], cite["game_value"]),
                        f"{claim.seat} claimed the game for {side.words} at event {index}: by the result of"
                        f" the hand {text}.",
                    )
                )
        elif claim.kind in ("new_deal", "misdeal") and ctx.table.deal is None:
            laws = later.get(claim.kind, ())
            words = "a new deal" if claim.kind == "new_deal" else "a misdeal"
            out.append(
                Finding(
                    "claim",
                    None,
                    index,
                    laws,
                    f"{claim.seat} claimed {words} at event {index}. Claims on the deal are governed by Laws"
                    f" {laws[0]} to {laws[-1]}, on which the engine does not rule yet; the referee should"
                    " apply them directly.",
                )
            )
    for index, fact in ctx.state.deal_facts if ctx.table.deal is None else ():
        laws = later.get(fact.fact, ())
        who = f" by {fact.seat}" if fact.seat else ""
        out.append(
            Finding(
                "not_ruled",
                fact.seat,
                index,
                laws,
                f"Event {index} records {_FACTS.get(fact.fact, fact.fact)}{who}. The engine does not rule"
                f" yet on the deal; the point is governed by Law {' and '.join(laws)}.",
            )
        )
    for index, throw in ctx.state.throw_downs if ctx.table.thrown_down is None else ():
        laws = later.get("throw_down", ())
        seats = ", ".join(str(s) for s in throw.seats)
        out.append(
            Finding(
                "not_ruled",
                throw.seats[0] if len(throw.seats) == 1 else None,
                index,
                laws,
                f"{seats} threw their cards on the table at event {index}. Cards thrown down are governed by"
                f" Laws {' and '.join(laws)} (with Clay's Case 8: claiming the game and throwing down is an"
                " act of playing), on which the engine does not rule yet.",
            )
        )
    return out


def wrong_number_findings(ctx: Context) -> list[Finding]:
    """Whole hands given with other than thirteen cards (Laws 44 IV and 46; the deal itself is ruled"
    " later)."""
    size = ctx.table.hand_size
    wrong = {
        seat: len(hand.cards)
        for seat, hand in ctx.case.hands.items()
        if hand.whole and len(hand.cards) != size
    }
    if not wrong:
        return []
    rule = ctx.table.wrong_number_of_cards
    counts = ", ".join(f"{seat} {n}" for seat, n in sorted(wrong.items(), key=lambda i: ROTATION.index(i[0])))
    over = [s for s, n in wrong.items() if n > size]
    short = [s for s, n in wrong.items() if n < size]
    if over and short:
        text = (
            f"The hands as given have the wrong number of cards ({counts}): a player with more than {size}"
            " cards and another with fewer is a misdeal, unless the pack is imperfect (Law 44 IV)."
        )
        laws = law_list("44.IV", "44.III")
        offender: Seat | None = None
    else:
        played = [s for s in short if any(p.seat is s for p in ctx.state.plays)]
        text = f"The hands as given have the wrong number of cards ({counts})."
        if played:
            text += (
                " A player short who has played is answerable for any revoke as if the missing card had been"
                " in his hand, and the deal stands good (Law 46)."
            )
        laws = rule.laws
        offender = short[0] if len(short) == 1 else None
    return [Finding("wrong_number_of_cards", offender, None, laws, text)]
