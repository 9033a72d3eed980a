"""Dummy and Double Dummy: the three exceptions to the laws of whist, and Double Dummy's special law.

"The laws are the same as those of Whist, with the following exceptions" (the Club Code): the whist rulers
rule on the hand, and the rulers here take their place where an exception applies.

- Law I, "Dummy deals at the commencement of each rubber": a case showing a rubber's first deal
  (`rubber_begins`) dealt by another seat is a deal out of turn.
- Law II, "Dummy is not liable to the penalty for a revoke": dummy's renounce carries no penalty; found
  before the trick is turned and quitted it is put right, after, it stands good.
- Law III, "Dummy being blind and deaf, his partner is not liable to any penalty for an error whence he can
  gain no advantage": cards exposed by dummy's partner (or shown from dummy's hand) carry no penalty; a lead
  from the wrong one of his two hands lets the adversaries call a suit from the hand which ought to have led,
  and nothing else.
- Double Dummy, "There is no misdeal, as the deal is a disadvantage": a misdeal at whist never loses the
  deal; the deal stands where the hands are right, else the same dealer deals again.
"""

from __future__ import annotations

from dataclasses import replace

from ..codes.table import DealEffect, DealRule, DealTable, DummyLaws, LawTable
from ..codes.wording import WordingKey
from ..format.games import GameKind, Played
from ..format.seats import Seat
from ..format.vocabulary import DealFact, FindingKind, OptionId
from ..replay.context import Context
from . import exposed, leads
from .base import Bench, Code, Ruler, Settled
from .choices import Choice, choice_of, penalty_finding
from .exposed import card_list
from .findings import Finding, cite
from .revoke import (
    RevokeCase,
    RevokeCause,
    penalty_choices,
    restrict_when_abandoned,
    revoke_cases,
    unproved_claims,
)
from .standard import DealRuler, ExposedRuler, LeadsRuler, RevokeRuler, ThrownDownRuler, penalties_settled

_MISDEALS = (DealEffect.MISDEAL, DealEffect.MISDEAL_IF_CLAIMED, DealEffect.CORRECTABLE)


def laws_of(ctx: Context) -> DummyLaws:
    dummy = ctx.table.dummy
    assert dummy is not None, "a game of Dummy is ruled only under a code with its laws (not_covered.py)"
    return dummy


def table_for(table: LawTable, played: Played) -> LawTable:
    """The code's table for the game: at Double Dummy no fact of the deal is a misdeal."""
    if played.kind is not GameKind.DOUBLE_DUMMY or table.deal is None or table.dummy is None:
        return table
    dummy, deal = table.dummy, table.deal
    facts = {name: _no_misdeal(dummy, name, rule) for name, rule in deal.facts.items()}
    wrong_number = _no_misdeal(dummy, "wrong_number", deal.wrong_number)
    return replace(table, deal=replace(deal, facts=facts, wrong_number=wrong_number))


def _no_misdeal(dummy: DummyLaws, name: str, rule: DealRule) -> DealRule:
    if rule.effect not in _MISDEALS:
        return rule
    if name in dummy.deal_stands:
        return replace(rule, effect=DealEffect.RECORD)  # the dummy deal ruler says why the deal stands
    says = f"there is no misdeal, as the deal is a disadvantage, and the same dealer deals again: {rule.says}"
    return replace(rule, laws=(dummy.no_misdeal, *rule.laws), says=says, effect=DealEffect.NEW_DEAL)


def _blind(ctx: Context, seat: object) -> bool:
    return isinstance(seat, Seat) and ctx.case.game.blind(seat)


class DummyRevokeRuler(RevokeRuler):
    """Law II: dummy's renounce carries no penalty; the whist revoke laws for every other hand."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.dummy_cases: list[RevokeCase] = []

    def choices(self, bench: Bench) -> list[Choice]:
        game = self.ctx.case.game
        return [c for c in super().choices(bench) if not (isinstance(c.offender, Seat) and game.is_dummy(c.offender))]

    def settle(self, bench: Bench) -> Settled:
        ctx, game = self.ctx, self.ctx.case.game
        found = revoke_cases(ctx, bench.disobeyed)
        self.dummy_cases = [
            c
            for c in found
            if c.cause is RevokeCause.RENOUNCE and isinstance(c.offender, Seat) and game.is_dummy(c.offender)
        ]
        cases = [c for c in found if c not in self.dummy_cases]
        unproved = unproved_claims(ctx, found)  # a claim of dummy's revoke is answered by Law II
        self.unproved = unproved
        self.cases = sorted([*cases, *(c for _, _, c in unproved if c is not None)], key=lambda c: c.event)
        restrict_when_abandoned(ctx, self.cases)
        return penalties_settled(ctx, penalty_choices(ctx, self.cases))

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        law = laws_of(ctx).revoke
        out = super().findings(bench)
        for case in self.dummy_cases:
            quitted = _quitted(ctx, case)
            key: WordingKey = (
                "dummy_revoke_corrected"
                if case.corrected
                else "dummy_revoke_stands"
                if quitted
                else "dummy_revoke_open"
            )
            says = ctx.table.says(key, seat=case.offender, card=case.card, event=case.event, held=card_list(case.held))
            laws = (ctx.table.revoke.defined, law)
            penalty = ctx.table.says("dummy_no_penalty_revoke")
            out.append(
                Finding(FindingKind.REVOKE, case.offender, case.event, laws, says, established=quitted, penalty=penalty)
            )
        return sorted(out, key=lambda f: (f.event is not None, f.event or 0))


def _quitted(ctx: Context, case: RevokeCase) -> bool:
    """Whether the trick of dummy's renounce was turned and quitted (or the hand played on past it) uncorrected."""
    if case.corrected is not None:
        return False
    return case.established


class DummyExposedRuler(ExposedRuler):
    """Law III: no penalty for cards exposed by dummy or by dummy's partner; the whist laws for the others."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.worded: list[Choice] = []

    def choices(self, bench: Bench) -> list[Choice]:
        self.worded = super().choices(bench)  # the whist findings are worded from all, then those excepted left out
        return [c for c in self.worded if not _blind(self.ctx, c.offender)]

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        out = [f for f in exposed.findings(ctx, self.worded, bench.notes) if not _blind(ctx, f.offender)]
        law = laws_of(ctx).blind
        none = ctx.table.says("dummy_no_penalty_blind")
        for exposure in ctx.state.incidents.exposures:
            if _blind(ctx, exposure.seat):
                says = ctx.table.says(
                    "blind_exposed", seat=exposure.seat, cards=card_list(exposure.cards), event=exposure.event
                )
                out.append(Finding(FindingKind.EXPOSED_CARD, exposure.seat, exposure.event, (law,), says, penalty=none))
        for extra in ctx.state.incidents.extra_cards:
            if _blind(ctx, extra.seat):
                says = ctx.table.says("blind_exposed", seat=extra.seat, cards=str(extra.card), event=extra.event)
                out.append(Finding(FindingKind.EXPOSED_CARD, extra.seat, extra.event, (law,), says, penalty=none))
        return out


class DummyLeadsRuler(LeadsRuler):
    """Law III: a lead from the wrong one of the two hands a player plays lets the adversaries call a suit from
    the hand which ought to have led, and nothing else; every other lead out of turn as at whist."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.whist: dict[int, Choice] = {}  # the whist choice each wrong-hand lead replaced, for the whist wording

    def choices(self, bench: Bench) -> list[Choice]:
        ctx = self.ctx
        wrong = {
            f.event: f for f in ctx.state.incidents.false_leads if ctx.case.game.wrong_hand(f.offender, f.proper_leader)
        }
        out: list[Choice] = []
        for made in super().choices(bench):
            false_lead = wrong.get(made.event) if made.kind is FindingKind.LEAD_OUT_OF_TURN else None
            if false_lead is None:
                out.append(made)
                continue
            self.whist[made.event] = made
            proper = false_lead.proper_leader
            # The suit is called from the hand which ought to have led, at its lead.
            suit_call = choice_of(
                made.kind,
                made.offender,
                made.event,
                laws_of(ctx).wrong_hand_lead,
                made.chooser,
                target=proper,
                target_side=proper.side,
            )
            if OptionId.CALL_SUIT in made.lapses:  # the hand which ought to have led led, and no suit was called
                suit_call.lapses[OptionId.CALL_SUIT] = made.lapses[OptionId.CALL_SUIT]
            out.append(suit_call)
        return out

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        mine = {c.event: c for c in self.offered if c.event in self.whist and c.kind is FindingKind.LEAD_OUT_OF_TURN}
        worded = [self.whist[c.event] if c in mine.values() else c for c in self.offered]
        out: list[Finding] = []
        for finding in leads.findings(ctx, worded, bench.notes):
            made = (
                mine.get(finding.event)
                if finding.kind is FindingKind.LEAD_OUT_OF_TURN and finding.event is not None
                else None
            )
            if made is None:
                out.append(finding)
                continue
            false_lead = next(f for f in ctx.state.incidents.false_leads if f.event == made.event)
            # Dummy is blind and deaf (Law III): the lead from the wrong hand is his partner's, who plays both.
            lead = false_lead.offender
            player = lead.partner if lead in ctx.case.game.dummies else lead
            hand = (
                ctx.table.says("wrong_hand_own") if lead is player else ctx.table.says("wrong_hand_dummys", seat=lead)
            )
            head = ctx.table.says(
                "wrong_hand_lead",
                offender=player,
                hand=hand,
                card=false_lead.record.card,
                event=false_lead.event,
                proper=false_lead.proper_leader,
                who=ctx.words(made.chooser),
            )
            found = penalty_finding(ctx, made, head, made.rule.laws, bench.notes)
            out.append(replace(found, offender=player))
        return out


class DummyThrownDownRuler(ThrownDownRuler):
    """Law III: dummy's partner may expose all his cards, or declare that he has the game, without penalty."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.worded: list[Choice] = []

    def choices(self, bench: Bench) -> list[Choice]:
        self.worded = super().choices(bench)  # the whist findings are found from all, then those excepted reworded
        return [c for c in self.worded if not _blind(self.ctx, c.offender)]

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        offered, self.offered = self.offered, self.worded
        try:
            found = super().findings(bench)
        finally:
            self.offered = offered
        law = laws_of(ctx).blind
        out: list[Finding] = []
        for finding in found:
            if finding.kind is FindingKind.CARDS_THROWN_DOWN and _blind(ctx, finding.offender):
                says = ctx.table.says("blind_claim", seat=finding.offender, event=finding.event)
                none = ctx.table.says("dummy_no_penalty_blind")
                out.append(Finding(finding.kind, finding.offender, finding.event, (law,), says, penalty=none))
            else:
                out.append(finding)
        return out


class DummyDealRuler(DealRuler):
    """Law I (Dummy deals at the commencement of each rubber) and, at Double Dummy, the deal that stands."""

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        dummy, game, case = laws_of(ctx), ctx.case.game, ctx.case
        out: list[Finding] = []
        if game.rubber_begins and case.dealer not in game.dummies:
            dummies = " or ".join(str(d) for d in game.dummies)
            says = ctx.table.says("dummy_deals", dealer=case.dealer, dummies=dummies)
            out.append(Finding(FindingKind.DEAL, case.dealer, None, (dummy.deals, *dummy.deal_out_of_turn), says))
        out += super().findings(bench)
        deal = ctx.table.deal
        if game.kind is GameKind.DOUBLE_DUMMY and deal is not None:
            out += _deal_stands(ctx, deal, dummy)
        return out


def _deal_stands(ctx: Context, deal: DealTable, dummy: DummyLaws) -> list[Finding]:
    out: list[Finding] = []
    for index, event in enumerate(ctx.case.events):
        fact = getattr(event, "fact", None)
        if not isinstance(fact, DealFact) or fact.value not in dummy.deal_stands:
            continue
        rule = deal.facts[fact.value]
        says = ctx.table.says("no_misdeal_deal_stands", says=rule.says, laws=cite(*rule.laws))
        out.append(Finding(FindingKind.DEAL, ctx.case.dealer, index, (dummy.no_misdeal, *rule.laws), says))
    return out


_REPLACED: dict[type[Ruler], type[Ruler]] = {
    RevokeRuler: DummyRevokeRuler,
    ExposedRuler: DummyExposedRuler,
    LeadsRuler: DummyLeadsRuler,
    ThrownDownRuler: DummyThrownDownRuler,
    DealRuler: DummyDealRuler,
}


def code_for(code: Code, played: Played) -> Code:
    """The code's registration for the game: at Dummy and Double Dummy, the rulers of the exceptions in place of
    the whist rulers they except from."""
    if played.kind is GameKind.FOUR_HANDED:
        return code
    return replace(code, rulers=tuple(_REPLACED.get(r, r) for r in code.rulers))
