"""Cards not played to a trick, or mixed with the wrong one (Club Code 69, 70; McIntosh's note to 69).

69: a player who omitted to play to a trick, the error not found until he has played to the next:
the adversaries may claim a new deal; if they let the deal stand, his surplus card at the end of the
hand is taken as played to the imperfect trick, and is no revoke there. 70: a card played with another
to one trick, or mixed with a trick where it does not belong: the player is answerable for every
revoke that follows, the card being still his (replay/knowledge.py keeps it in his hand).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..format.events import ImperfectTrick
from ..format.seats import Seat
from ..format.vocabulary import FindingKind, OptionId
from ..replay.context import Context
from .choices import Choice, penalty_finding
from .findings import Finding, NewDeal


def _omissions(ctx: Context) -> list[tuple[int, Seat, int | None]]:
    """(event of the omission, seat, event at which he played to a later trick or None) for each imperfect
    trick; an omission he made good by playing to that trick is no longer one."""
    out: list[tuple[int, Seat, int | None]] = []
    for trick in [*ctx.state.played.tricks, *([ctx.state.played.current] if ctx.state.played.current else [])]:
        seat = trick.omitted
        if seat is None:
            continue
        marks = [
            i
            for i, e in ctx.case.events_of(ImperfectTrick)
            if e.seat is seat and (trick.completed_at is None or i <= trick.completed_at)
        ]
        if not marks:
            continue
        index = marks[-1]
        later = [p.event for p in ctx.state.played.plays if p.seat is seat and p.trick is not trick and p.event > index]
        out.append((index, seat, min(later) if later else None))
    return out


def choices(ctx: Context) -> list[Choice]:
    rule = ctx.table.imperfect_trick
    if rule is None:
        return []
    out: list[Choice] = []
    for index, seat, played_next in _omissions(ctx):
        found = [at for at, _ in ctx.state.spoken.discovers if at > index]
        if played_next is None or (found and found[0] < played_next):
            continue  # found before he played to the next trick: Law 69 does not apply
        choice = Choice(
            FindingKind.NEW_DEAL, seat, index, rule, seat.side.other, [o.id for o in rule.options], target=seat
        )
        if ctx.state.end.cut_at is not None:
            choice.lapse(
                OptionId.NEW_DEAL,
                ctx.state.end.cut_at,
                f"The cards were cut for the next deal at event {ctx.state.end.cut_at} without a new deal being claimed;"
                " the deal stands.",
            )
        out.append(choice)
    return out


def findings(ctx: Context, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    rule = ctx.table.imperfect_trick
    if rule is not None:
        mine = {c.event: c for c in resolved if c.kind == FindingKind.NEW_DEAL and c.rule is rule}
        for index, seat, played_next in _omissions(ctx):
            choice = mine.get(index)
            if choice is None:
                out.append(
                    Finding(
                        FindingKind.PLAY_OUT_OF_TURN,
                        seat,
                        index,
                        rule.laws,
                        ctx.table.says("omission_found_in_time", seat=seat, event=index),
                    )
                )
                continue
            head = ctx.table.says("imperfect_trick", seat=seat, event=index, next=played_next)
            decisions = ctx.table.precedents.get("imperfect_trick", ())
            out.append(penalty_finding(ctx, choice, head, rule.laws, notes, decisions))
    mixed_rule = ctx.table.card_mixed_with_trick
    if mixed_rule is not None:
        for index, mixed in ctx.state.incidents.mixed_with_tricks:
            card = f"the {mixed.card}" if mixed.card is not None else "a card"
            out.append(
                Finding(
                    FindingKind.WRONG_NUMBER_OF_CARDS,
                    mixed.seat,
                    index,
                    mixed_rule.laws,
                    ctx.table.says("card_mixed_with_trick", seat=mixed.seat, card=card, event=index),
                )
            )
    return out


def void(ctx: Context, resolved: list[Choice]) -> tuple[NewDeal | None, bool]:
    """A new deal claimed under Law 69 makes the hand void (same dealer); an open claim leaves the result open."""
    rule = ctx.table.imperfect_trick
    pending = False
    for choice in resolved:
        if choice.rule is not rule or choice.kind != FindingKind.NEW_DEAL:
            continue
        if choice.elected == OptionId.NEW_DEAL:
            return NewDeal(ctx.case.dealer, True), False
        if choice.lost_at is None and choice.open_options_at(ctx.end):
            pending = True
    return None, pending
