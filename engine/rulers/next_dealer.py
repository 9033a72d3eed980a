"""Who deals next after a misdeal or a new deal (Club Code 37, 43-51; American 3-5): the deal lost, or kept
by an exception, or dealt again by the same dealer."""

from __future__ import annotations

from dataclasses import dataclass

from ..codes.law_number import LawNumber
from ..codes.table import DealTable
from ..format.events import Deal
from ..format.seats import Seat
from ..format.vocabulary import DealAbout, DealFact, FindingKind
from ..replay.context import Context
from .findings import cite


@dataclass
class Effect:
    """A misdeal or a new deal, from the event at which it took effect."""

    at: int
    kind: FindingKind  # a misdeal or a new deal
    next_dealer: Seat | None
    same_dealer: bool
    why: str  # who deals and by which law, for the summary
    laws: tuple[LawNumber, ...] = ()
    decisions: tuple[str, ...] = ()


def misdeal(ctx: Context, table: DealTable, index: int | None) -> Effect:
    """A misdeal loses the deal, unless an exception keeps it; 51 when the partner took the deal."""
    dealer = ctx.case.dealer
    at = index if index is not None else ctx.end
    keeps = _keeps_deal(ctx, table, at)
    if keeps is not None:
        why, laws, decisions = keeps
        return Effect(at, FindingKind.MISDEAL, dealer, True, why, laws, decisions)
    fact = ctx.state.deal.first_partner_deal
    if fact is not None and fact.seat is not None and table.partners_deal is not None:
        nxt = fact.seat.left
        return Effect(
            at,
            FindingKind.MISDEAL,
            nxt,
            False,
            ctx.table.says("misdeal_in_partners_deal", seat=fact.seat, next=nxt),
            (table.misdeal_loses, table.partners_deal),
        )
    nxt = dealer.left
    return Effect(
        at,
        FindingKind.MISDEAL,
        nxt,
        False,
        ctx.table.says("misdeal_loses_the_deal", next=nxt),
        (table.misdeal_loses,),
    )


def _keeps_deal(ctx: Context, table: DealTable, at: int) -> tuple[str, tuple[LawNumber, ...], tuple[str, ...]] | None:
    """Why the misdeal does not lose the deal (44 III, 45, 50, American 5), or None."""
    dealer = ctx.case.dealer
    state = ctx.state  # the first facts of each kind are kept by the replay: no rescan for each misdeal
    cut = state.end.cut_at
    proved = state.deal.first_pack_imperfect is not None and (cut is None or state.deal.first_pack_imperfect < cut)
    if table.imperfect_pack_keeps_deal and proved:  # the proof may come after the misdeal (44 III)
        law = table.imperfect_pack_keeps_deal
        return (
            ctx.table.says("imperfect_pack_keeps_the_deal", dealer=dealer),
            (law,),
            (),
        )
    if (
        table.interrupted is not None
        and state.deal.first_interruption is not None
        and state.deal.first_interruption[0] <= at
    ):
        fact = state.deal.first_interruption[1]
        if fact.about == DealAbout.SCORE:
            return (
                ctx.table.says("interrupted_for_score", seat=fact.seat, law=table.interrupted, dealer=dealer),
                (table.interrupted,),
                ctx.table.precedents.get("interrupted_for_score", ()),
            )
        return (
            ctx.table.says("interrupted_claim_not_established", seat=fact.seat, dealer=dealer),
            (table.interrupted,),
            (),
        )
    touches = [state.deal.first_touch] if state.deal.first_touch is not None and state.deal.first_touch[0] <= at else []
    if table.touched_before_trump is not None and touches:
        return (
            ctx.table.says("touched_before_trump_deals_again", seat=touches[0][1]),
            (table.touched_before_trump,),
            (),
        )
    if table.adversaries_touched_first is not None and touches:
        i, seat = touches[0]
        if seat.side is not dealer.side:
            return (
                ctx.table.says("adversary_touched_first_keeps_the_deal", seat=seat, event=i, dealer=dealer),
                (table.adversaries_touched_first,),
                ("mcintosh-43-1",),
            )
    return None


def new_deal(ctx: Context, table: DealTable, index: int | None = None, fact: Deal | None = None) -> Effect:
    dealer = ctx.case.dealer
    at = index if index is not None else ctx.end
    if fact is not None and fact.fact == DealFact.DEALT_OUT_OF_TURN:
        proper = fact.seat
        if proper is None:
            rule = table.facts["dealt_out_of_turn"]
            says = ctx.table.says("proper_dealer_deals", laws=cite(*rule.laws))
            return Effect(at, FindingKind.NEW_DEAL, None, False, says)
        return Effect(at, FindingKind.NEW_DEAL, proper, False, f"{proper}, whose deal it was, deals.")
    laws = table.same_dealer
    extra = ""
    if table.past_scores_stand and fact is not None and fact.fact == DealFact.PACK_IMPERFECT:
        extra = ctx.table.says("imperfect_pack_past_scores_stand")
    return Effect(
        at,
        FindingKind.NEW_DEAL,
        dealer,
        True,
        ctx.table.says("same_dealer_deals_again", dealer=dealer, extra=extra),
        (laws,),
        ("mcintosh-37-1",),
    )
