"""The options the deal gives a side (Club Code 37-44; American 2-7): a new deal or a misdeal it may claim, with
the time the law gives for the claim, and a penalty of points; and the claims that take those options up."""

from __future__ import annotations

from ..codes.keys import point_named
from ..codes.table import ClaimUntil, DealChooser, DealEffect, DealRule, DealTable
from ..format.events import Deal, event_type
from ..format.seats import Seat, Side
from ..format.vocabulary import ClaimKind, DealFact, EventKind, FindingKind, OptionId
from ..replay.context import Context
from .choices import Choice
from .findings import cite
from .points import point_choice
from .wrong_number import wrong_number_penalty

# Events that happen at a deal: anything else shows the deal complete and the play begun (a dispute does not end
# the deal).
_DEAL_EVENTS = (
    EventKind.DEAL,
    EventKind.CLAIM,
    EventKind.DISCOVER,
    EventKind.ELECT,
    EventKind.CONSULT,
    EventKind.CALL,
    EventKind.DISPUTE,
)

FACTS = {
    "card_exposed": "a card was exposed in dealing",
    "card_faced_in_pack": "a card was found faced in the pack",
    "two_cards_to_one_hand": "two cards were dealt to one hand",
    "dealer_counted_cards": "the dealer counted the cards",
    "pack_not_cut": "the pack was not cut to the dealer",
    "dealt_out_of_turn": "the cards were dealt out of turn",
    "trump_card_face_down": "the last card was not turned up, but placed face downwards on a packet",
    "trump_card_out_of_order": "the trump card did not come in its regular order to the dealer",
    "not_in_rotation": "the cards were not dealt one at a time in regular rotation from the dealer's left",
    "hand_missed": "a hand was missed in dealing",
    "trump_card_seen": "the dealer looked at the trump card while dealing",
    "card_from_other_pack": "a card of the other pack was taken into a hand",
    "adversary_card_taken": "a player took into his hand a card dealt to an adversary",
    "pack_imperfect": "the pack was proved incorrect or imperfect",
    "cards_touched": "a player touched his cards before the deal was complete",
}


def deal_complete_at(ctx: Context) -> int | None:
    """The event at which the deal was complete: the trump card turned up, or the first event of play."""
    for index, event in enumerate(ctx.case.events):
        if isinstance(event, Deal) and event.fact == DealFact.TRUMP_TURNED:
            return index
        if event_type(event) not in _DEAL_EVENTS:
            return index
    return None


def choices(ctx: Context) -> list[Choice]:
    """The options the deal gives a side: new deals that may be claimed, penalties of points."""
    table = ctx.table.deal
    if table is None:
        return []
    out: list[Choice] = []
    end = deal_complete_at(ctx)
    for index, fact in ctx.state.deal.facts:
        rule = table.facts.get(fact.fact)
        if rule is None:
            continue
        if rule.effect == DealEffect.CLAIM:
            out.append(_claim_choice(ctx, table, rule, index, fact, end))
        elif rule.effect == DealEffect.MISDEAL_IF_CLAIMED:
            out.append(_misdeal_claim_choice(ctx, rule, index, end))
        elif rule.effect == DealEffect.PENALTY and _penalised(ctx, fact, index, end):
            offender = fact.seat or ctx.case.dealer
            who = f" ({fact.seat})" if fact.seat is not None else ""
            rule_says = f"{rule.says[0].upper()}{rule.says[1:]}"
            cited = ctx.table.says("rule_cited", says=rule_says, laws=cite(*rule.laws))
            head = f"Event {index}: {FACTS.get(fact.fact, fact.fact)}{who}. {cited}."
            penalty = point_named(fact.fact)  # a fact the code penalises is named by its penalty of a point
            out.append(point_choice(ctx, FindingKind.DEAL, offender, index, penalty, 1, head, rule.decisions))
    out.extend(wrong_number_penalty(ctx, table))
    return out


def _penalised(ctx: Context, fact: Deal, index: int, end: int | None) -> bool:
    """A penalty fact counts: cards touched only by a player other than the dealer, before the trump is turned."""
    if fact.fact != DealFact.CARDS_TOUCHED:
        return True
    return fact.seat is not None and fact.seat is not ctx.case.dealer and (end is None or index <= end)


def _chooser(ctx: Context, rule: DealRule, fact: Deal) -> Side:
    at_fault = fact.seat or ctx.case.dealer
    if rule.chooser == DealChooser.DEALER_ADVERSARIES:
        return ctx.case.dealer.side.other
    return at_fault.side.other  # "not_at_fault", "seat_adversaries"


def _first_lead_after(ctx: Context, index: int) -> int | None:
    leads = [p.event for p in ctx.state.played.plays if p.led is None and p.event > index]
    return min(leads) if leads else None


def _claim_choice(ctx: Context, table: DealTable, rule: DealRule, index: int, fact: Deal, end: int | None) -> Choice:
    chooser = _chooser(ctx, rule, fact)
    choice = Choice(
        FindingKind.NEW_DEAL, fact.seat or ctx.case.dealer, index, rule.penalty(), chooser, [o.id for o in rule.options]
    )
    until = rule.until
    if until == ClaimUntil.TRUMP_TURNED and fact.last and table.last_cards is not None:
        until = ClaimUntil.FIRST_LEAD  # 40: the trump turned before they had time to decide
    if until == ClaimUntil.TRUMP_TURNED and end is not None and end > index:
        for option in choice.option_ids:
            choice.lapse(option, end, f"The trump card was turned up at event {end} before a new deal was claimed.")
    elif until == ClaimUntil.FIRST_LEAD:
        lead = _first_lead_after(ctx, index)
        if lead is not None:
            for option in choice.option_ids:
                choice.lapse(option, lead, f"The first card was led at event {lead} before a new deal was claimed.")
    if fact.fact == DealFact.CARD_EXPOSED and table.touching is not None:
        barred = _touched_first(ctx, chooser, end)
        if barred is not None:
            at, seat = barred
            for option in choice.option_ids:
                choice.lapse(
                    option,
                    at,
                    ctx.table.says("cards_touched_first_lost_the_claim", seat=seat, event=at),
                )
    return choice


def _touched_first(ctx: Context, side: Side, end: int | None) -> tuple[int, Seat] | None:
    """Laws 38 and 39: the first touch of the cards during the deal, if it was by a player of `side`."""
    first = ctx.state.deal.first_touch
    if first is None or (end is not None and first[0] > end):
        return None
    return first if first[1].side is side else None


def _misdeal_claim_choice(ctx: Context, rule: DealRule, index: int, end: int | None) -> Choice:
    """44 VII: the pack not cut is a misdeal only if the adversaries claim it before the trump card is turned
    up and before looking at their cards."""
    chooser = ctx.case.dealer.side.other
    choice = Choice(FindingKind.MISDEAL, ctx.case.dealer, index, rule.penalty(), chooser, [o.id for o in rule.options])
    if end is not None and end > index:
        choice.lapse(
            OptionId.NEW_DEAL, end, f"The trump card was turned up at event {end} before the error was claimed."
        )
    for at, fact in ctx.state.deal.facts:
        if fact.fact == DealFact.CARDS_TOUCHED and fact.seat is not None and fact.seat.side is chooser:
            choice.lapse(OptionId.NEW_DEAL, at, f"{fact.seat} had taken up his cards at event {at}.")
            break
    return choice


def elect_by_claims(ctx: Context, found: list[Choice]) -> dict[int, int]:
    """A claim of a new deal or a misdeal by the side entitled takes up its option (for 44 VII, pointing the
    error out does too). Returns each claim ruled on this way, with the event of the fact it answered."""
    used: dict[int, int] = {}
    for index, side, kind in claims_in_order(ctx):
        candidates = [
            c
            for c in found
            if c.kind in (FindingKind.NEW_DEAL, FindingKind.MISDEAL)
            and c.chooser is side
            and c.event < index
            and OptionId.NEW_DEAL in c.option_ids
            and (kind != EventKind.DISCOVER or c.kind == FindingKind.MISDEAL)
        ]
        if not candidates:
            continue
        open_now = [
            c for c in candidates if c.elected is None and c.lost_at is None and c.open_at(OptionId.NEW_DEAL, index)
        ]
        if open_now:
            open_now[0].elected, open_now[0].elected_at = OptionId.NEW_DEAL, index
            used[index] = open_now[0].event
        else:
            used[index] = candidates[-1].event
    return used


def claims_in_order(ctx: Context) -> list[tuple[int, Side, ClaimKind | EventKind]]:
    """Claims of a new deal or a misdeal, and errors pointed out, in order: (event, side, kind)."""
    out: list[tuple[int, Side, ClaimKind | EventKind]] = [
        (i, c.seat.side, c.kind)
        for i, c in ctx.state.spoken.claims
        if c.kind in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL)
    ]
    out += [(i, seat.side, EventKind.DISCOVER) for i, seat in ctx.state.spoken.discovers if seat is not None]
    return sorted(out)
