"""Hands of the wrong number of cards (Club Code 44 IV, 46; American 7): a misdeal, the deal standing, or a point
lost at the close of the hand."""

from __future__ import annotations

from ..codes.law_number import LawNumber
from ..codes.table import DealTable
from ..format.seats import ROTATION, Seat
from ..format.vocabulary import ClaimKind, FindingKind
from ..replay.context import Context
from .choices import Choice
from .findings import Finding, cite, law_list
from .next_dealer import Effect, misdeal
from .points import point_choice


def wrong_number(ctx: Context, table: DealTable) -> tuple[Finding, tuple[Effect, int] | None] | None:
    """Hands of the wrong size (44 IV, 46; American 7): the finding, and the misdeal with the claim it answered
    (-1 where none was made), or None where the deal stands."""
    size = ctx.table.hand_size
    wrong = {s: len(h.cards) for s, h in ctx.case.hands.items() if h.whole and len(h.cards) != size}
    if not wrong:
        return None
    counts = ", ".join(f"{s} {n}" for s, n in sorted(wrong.items(), key=lambda i: ROTATION.index(i[0])))
    text = f"The hands as given have the wrong number of cards ({counts})."
    over = [s for s, n in wrong.items() if n > size]
    if over:
        return _too_many(ctx, table, over[0], text)
    return _too_few(ctx, table, [s for s, n in wrong.items() if n < size], text), None


def _too_many(ctx: Context, table: DealTable, seat: Seat, text: str) -> tuple[Finding, tuple[Effect, int] | None]:
    """A hand of too many cards: a misdeal when found, unless the cards were mixed or cut before it was claimed."""
    rule = table.wrong_number
    claims = [i for i, c in ctx.state.spoken.claims if c.kind in (ClaimKind.MISDEAL, ClaimKind.NEW_DEAL)]
    found_at = claims[0] if claims else None
    mixed = [at for at, _ in ctx.state.incidents.mixes] + (
        [ctx.state.end.cut_at] if ctx.state.end.cut_at is not None else []
    )
    if table.mixed_too_late and mixed and (found_at is None or found_at > min(mixed)):
        text += " " + ctx.table.says("wrong_number_mixed", event=min(mixed))
        late = Finding(
            FindingKind.WRONG_NUMBER_OF_CARDS,
            seat,
            found_at,
            law_list(rule.laws, table.mixed_too_late),
            text,
            claim_in_time=False if found_at is not None else None,
            decisions=ctx.table.precedents.get("wrong_number_mixed", ()),
        )
        return late, None
    effect = misdeal(ctx, table, found_at)
    decisions: tuple[str, ...] = rule.decisions
    text += " " + _cited(ctx, rule.says, rule.laws)
    if any(ctx.state.played.plays):
        text += ctx.table.says("wrong_number_partly_played")
        decisions = (*decisions, *ctx.table.precedents.get("wrong_number_partly_played", ()))
    text += f". {effect.why}"
    finding = Finding(
        FindingKind.MISDEAL,
        ctx.case.dealer,
        found_at,
        law_list(rule.laws, effect.laws),
        text,
        claim_in_time=True if found_at is not None else None,
        decisions=(*decisions, *effect.decisions),
    )
    return finding, (effect, found_at if found_at is not None else -1)


def _too_few(ctx: Context, table: DealTable, short: list[Seat], text: str) -> Finding:
    """A hand short: the deal stands; the missing card searched for, or the short hand's player answerable."""
    rule = table.short_hand
    who = [s for s in short if any(p.seat is s for p in ctx.state.played.plays)]
    if who:
        text += " " + _cited(ctx, rule.says, rule.laws) + "."
    else:
        text += " " + ctx.table.says("short_hand_unplayed", laws=cite(*rule.laws))
    return Finding(
        FindingKind.WRONG_NUMBER_OF_CARDS,
        short[0] if len(short) == 1 else None,
        None,
        rule.laws,
        text,
        decisions=rule.decisions,
    )


def _cited(ctx: Context, says: str, laws: tuple[LawNumber, ...]) -> str:
    """The rule's words, as a sentence's beginning, with its laws."""
    return ctx.table.says("rule_cited", says=f"{says[0].upper()}{says[1:]}", laws=cite(*laws))


def wrong_number_penalty(ctx: Context, table: DealTable) -> list[Choice]:
    """American 7: at the close of a hand, a side whose player held more or less than thirteen loses a point."""
    if table.wrong_number_penalty is None or not ctx.state.end.finished:
        return []
    size = ctx.table.hand_size
    short = [s for s, h in ctx.case.hands.items() if h.whole and len(h.cards) < size]
    if not short or any(h.whole and len(h.cards) > size for h in ctx.case.hands.values()):
        return []
    seat = short[0]
    head = ctx.table.says("wrong_number_at_close", seat=seat, size=size)
    return [
        point_choice(ctx, FindingKind.WRONG_NUMBER_OF_CARDS, seat, ctx.state.end.over_at or 0, "wrong_number", 1, head)
    ]
