"""The trump card during the play (Club Code 52-55; American Law 6), from the `trump_card` events.

Club Code: the dealer takes the trump card into his hand when it is his turn to play to the first
trick; taken up before, he may be desired to lay it on the table, and a wrong card shown is liable to
be called (54); left on the table after the first trick is turned and quitted, it is liable to be
called (52). Once it is in his hand no one may ask for it, and a player naming it is liable to have
his highest or lowest trump called (53); a dealer who cannot recollect it is liable to the same call
for the whole hand (55). (American Law 6, whose faults cost a point, is ruled in points.py.)
"""

from __future__ import annotations

from collections.abc import Mapping

from ..codes.table import PenaltyRule, TrumpCardRules, TrumpCardTime
from ..format.cards import Card
from ..format.events import TrumpCard
from ..format.seats import Seat
from ..format.vocabulary import FindingKind, OptionId, TrumpCardAction
from ..replay.context import Context
from ..replay.records import TrickRecord
from .choices import Choice, penalty_finding
from .findings import Finding


def _first_trick(ctx: Context) -> TrickRecord | None:
    state = ctx.state
    return state.played.tricks[0] if state.played.tricks else state.played.current


def others_played(ctx: Context, index: int) -> int:
    """How many players besides the dealer had played to the first trick before `index`."""
    trick = _first_trick(ctx)
    if trick is None:
        return 0
    return sum(1 for p in trick.plays if p.event < index and p.seat is not ctx.case.dealer)


def dealer_played(ctx: Context, index: int) -> bool:
    trick = _first_trick(ctx)
    return trick is not None and any(p.seat is ctx.case.dealer and p.event < index for p in trick.plays)


def late_at(ctx: Context, rules: TrumpCardRules, index: int) -> int | None:
    """The event after which the trump card should no longer have been on the table, if before `index`."""
    tricks = ctx.state.played.tricks
    if rules.take_up_by == TrumpCardTime.SECOND_ROUND:
        if len(tricks) >= 2 and tricks[1].completed_at is not None and tricks[1].completed_at < index:
            return tricks[1].completed_at
        return None
    if not tricks:
        return None
    first = tricks[0]
    quits = [at for at, _ in first.quits if at < index]
    later = [p.event for p in ctx.state.played.plays if p.trick is not first and p.event > (first.completed_at or 0)]
    marks = quits + [e for e in later if e < index]
    return min(marks) if marks else None


def _in_hand(ctx: Context, index: int) -> bool:
    taken = [i for i, e in ctx.state.incidents.trump_card_events if e.action == TrumpCardAction.TAKEN_UP and i < index]
    return bool(taken) or dealer_played(ctx, index)


def _lapse_when_played(ctx: Context, choice: Choice, card: Card, after: int) -> None:
    played = ctx.played_after(card, after)
    if played is not None:
        choice.lapse(
            OptionId.CALL_CARD, played.event, f"The {card} was played at event {played.event} before it was called."
        )


def choices(ctx: Context) -> list[Choice]:
    rules = ctx.table.trump_card
    if rules is None:
        return []
    dealer, trump = ctx.case.dealer, ctx.case.trump
    out: list[Choice] = []
    taken_early = False
    for index, event in ctx.state.incidents.trump_card_events:
        action = event.action
        if action in (TrumpCardAction.TAKEN_UP, TrumpCardAction.LEFT):
            late = late_at(ctx, rules, index)
            early = (
                action == TrumpCardAction.TAKEN_UP and not dealer_played(ctx, index) and others_played(ctx, index) < 3
            )
            if early:
                taken_early = True
            elif late is not None:
                out.append(_called(ctx, rules.left_on_table, index, trump))
        elif action == TrumpCardAction.SHOWN and rules.wrong_card_shown is not None and event.card is not None:
            if event.card != trump and taken_early:
                out.append(_called(ctx, rules.wrong_card_shown, index, event.card))
        elif action == TrumpCardAction.NAMED and rules.named is not None and event.seat is not None:
            if _in_hand(ctx, index):
                out.append(_trump_call(ctx, rules.named, index, event.seat))
        elif action == TrumpCardAction.FORGOTTEN and rules.forgotten is not None:
            out.append(_trump_call(ctx, rules.forgotten, index, dealer))
    return out


def _called(ctx: Context, rule: PenaltyRule, index: int, card: Card) -> Choice:
    dealer = ctx.case.dealer
    choice = Choice(
        FindingKind.EXPOSED_CARD,
        dealer,
        index,
        rule,
        dealer.side.other,
        [o.id for o in rule.options],
        cards=(card,),
        target=dealer,
    )
    _lapse_when_played(ctx, choice, card, index)
    return choice


def _trump_call(ctx: Context, rule: PenaltyRule, index: int, seat: Seat) -> Choice:
    return Choice(
        FindingKind.TRUMP_CARD,
        seat,
        index,
        rule,
        seat.side.other,
        [o.id for o in rule.options],
        target=seat,
        suit=ctx.case.trump_suit,
    )


def findings(ctx: Context, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    rules = ctx.table.trump_card
    if rules is None:
        return []
    mine = {(c.kind, c.event): c for c in resolved if not hasattr(c, "head")}
    out: list[Finding] = []
    for index, event in ctx.state.incidents.trump_card_events:
        exposed = mine.get((FindingKind.EXPOSED_CARD, index))
        called = mine.get((FindingKind.TRUMP_CARD, index))
        if event.action in (TrumpCardAction.TAKEN_UP, TrumpCardAction.LEFT):
            out.append(_taken_up_or_left(ctx, rules, index, event, exposed, notes))
        else:
            found = _shown_named_asked_or_forgotten(ctx, rules, index, event, exposed, called, notes)
            out.extend([found] if found is not None else [])
    return out


def _taken_up_or_left(
    ctx: Context,
    rules: TrumpCardRules,
    index: int,
    event: TrumpCard,
    exposed: Choice | None,
    notes: Mapping[Choice, list[str]],
) -> Finding:
    """The trump card taken up, or left on the table: liable to be called, taken up too soon, or neither."""
    dealer, trump, table, action = ctx.case.dealer, ctx.case.trump, ctx.table, event.action
    state = "taken up" if action == TrumpCardAction.TAKEN_UP else "still on the table"
    if exposed is not None:
        head = table.says("trump_card_left_too_long", trump=trump, state=state, event=index)
        decisions = table.precedents.get("trump_card_left_too_long", ())
        return penalty_finding(ctx, exposed, head, exposed.rule.laws, notes, decisions)
    if action == TrumpCardAction.TAKEN_UP and not dealer_played(ctx, index) and others_played(ctx, index) < 3:
        return Finding(
            FindingKind.TRUMP_CARD,
            dealer,
            index,
            rules.taken_early.laws,
            table.says("trump_card_taken_early", dealer=dealer, event=index),
        )
    return Finding(
        FindingKind.TRUMP_CARD,
        None,
        index,
        rules.left_on_table.laws,
        table.says(
            "trump_card_not_liable",
            state="taken up" if action == TrumpCardAction.TAKEN_UP else "on the table",
            event=index,
        ),
        decisions=table.precedents.get("trump_card_not_liable", ()),
    )


def _shown_named_asked_or_forgotten(
    ctx: Context,
    rules: TrumpCardRules,
    index: int,
    event: TrumpCard,
    exposed: Choice | None,
    called: Choice | None,
    notes: Mapping[Choice, list[str]],
) -> Finding | None:
    """Another card shown for the trump card, the trump card named or asked for, or forgotten (Club 53-55)."""
    dealer, table, action = ctx.case.dealer, ctx.table, event.action
    if action == TrumpCardAction.SHOWN and exposed is not None and event.card is not None:
        head = table.says("trump_card_wrong_card", dealer=dealer, card=event.card, event=index)
        return penalty_finding(ctx, exposed, head, exposed.rule.laws, notes, ())
    if action == TrumpCardAction.NAMED and called is not None:
        head = table.says("trump_card_named", seat=event.seat, event=index)
        decisions = table.precedents.get("trump_card_named", ())
        return penalty_finding(ctx, called, head, called.rule.laws, notes, decisions)
    if action == TrumpCardAction.NAMED:
        return Finding(
            FindingKind.TRUMP_CARD,
            event.seat,
            index,
            rules.named.laws if rules.named else (),
            table.says("trump_card_named_on_table", seat=event.seat, event=index),
        )
    if action == TrumpCardAction.ASKED and rules.asked is not None:
        return Finding(
            FindingKind.TRUMP_CARD,
            event.seat,
            index,
            rules.asked.laws,
            table.says("trump_card_asked", seat=event.seat, event=index),
            decisions=table.precedents.get("trump_card_asked", ()),
        )
    if action == TrumpCardAction.FORGOTTEN and called is not None:
        head = table.says("trump_card_forgotten", dealer=dealer, event=index)
        return penalty_finding(ctx, called, head, called.rule.laws, notes, ())
    return None
