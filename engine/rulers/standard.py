"""The rulers every code may register: each point of the laws as a Ruler over its module.

The revoke and calls are read by every code; leads and exposed cards by the codes that call cards
(Club, euchre); penalties of points by the American code in their place; the deal, the trump card, cards
thrown down, imperfect tricks, honours and claims of the game by the whist codes (euchre has rulers of
its own for its deal, its cards thrown down and its claims, in euchre/rulers.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..format.events import Claim
from ..format.seats import Side, Tally
from ..replay.context import Context
from . import (
    calls,
    claims,
    deal_options,
    exposed,
    honours,
    imperfect_trick,
    leads,
    points,
    revoke,
    thrown_down,
    trump_card,
)
from .base import Bench, OfferingRuler, Ruler, Score, Settled
from .choices import Choice, dispatch
from .deal import DealRuling
from .findings import Finding
from .honours import Honours
from .revoke import RevokeCase
from .revoke_findings import claim_finding, revoke_finding


class RevokeRuler(Ruler):
    """The revoke: saved in time (a choice), found and established, claimed, and its penalty."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.cases: list[RevokeCase] = []
        self.unproved: list[tuple[int, Claim, RevokeCase | None]] = []

    def choices(self, bench: Bench) -> list[Choice]:
        return revoke.correction_choices(self.ctx)

    def settle(self, bench: Bench) -> Settled:
        ctx = self.ctx
        cases = revoke.revoke_cases(ctx, bench.disobeyed)
        unproved = revoke.unproved_claims(ctx, cases)
        self.unproved = unproved
        self.cases = sorted([*cases, *(c for _, _, c in unproved if c is not None)], key=lambda c: c.event)
        revoke.restrict_when_abandoned(ctx, self.cases)
        return penalties_settled(ctx, revoke.penalty_choices(ctx, self.cases))

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        penalty_of = {id(case): choice for case, choice in bench.pairs}
        sides = {case.side for case, _ in bench.pairs}
        both = Side.NS in sides and Side.EW in sides
        out: list[Finding] = []
        for case in self.cases:
            penalty = penalty_of.get(id(case))
            saved = next((c for c in self.offered if c.event == case.event), None) if case.corrected else None
            shown = penalty if penalty is not None else saved
            results = bench.options.get(shown) if shown is not None else None
            out.append(revoke_finding(ctx, case, penalty, saved, results, bench.notes, both))
        out += [claim_finding(ctx, i, claim.seat, claim.against) for i, claim, case in self.unproved if case is None]
        return out


def penalties_settled(ctx: Context, pairs: list[tuple[RevokeCase, Choice]]) -> Settled:
    """The revokes and their penalties, with the elections no penalty allowed; a single penalty claimed in time is
    exacted (euchre 63)."""
    unmatched = dispatch([c for _, c in pairs], ctx.state, only=revoke.penalty_ids(ctx.table))
    revoke.settle_by_claims(pairs)
    return Settled(pairs=tuple(pairs), unmatched=tuple(unmatched))


class CallsRuler(Ruler):
    """Calls ruled on by themselves, and calls and elections that had no effect."""

    def findings(self, bench: Bench) -> list[Finding]:
        offered = [*bench.offered, *(c for _, c in bench.pairs)]
        return [*bench.calls_found, *calls.unmatched_findings(self.ctx, bench.unmatched, offered, bench.handled)]


class LeadsRuler(OfferingRuler):
    offer = staticmethod(leads.choices)
    word = staticmethod(leads.findings)


class ExposedRuler(Ruler):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.handled: frozenset[int] = frozenset()  # the calls of a wrong card named, ruled on here

    def choices(self, bench: Bench) -> list[Choice]:
        found, handled = exposed.choices(self.ctx, bench.licensed)
        self.handled = frozenset(handled)
        return found

    def settle(self, bench: Bench) -> Settled:
        return Settled(handled=self.handled)

    def findings(self, bench: Bench) -> list[Finding]:
        return exposed.findings(self.ctx, self.offered, bench.notes)


class PointsRuler(Ruler):
    """American Law 18: a point for each irregularity, where the Club Code calls cards."""

    def choices(self, bench: Bench) -> list[Choice]:
        return list(points.choices(self.ctx, bench.licensed))

    def findings(self, bench: Bench) -> list[Finding]:
        offered = [c for r in bench.rulers if not isinstance(r, LeadsRuler) for c in r.offered]
        return [*points.findings(self.ctx, offered, bench.options), *points.exposure_not_penalised(self.ctx)]


@dataclass(frozen=True)
class WhistScore(Score):
    """The whist scorer's result, with what it ruled on the way for the rulers to read out: honours (and the side
    that won the game before they scored, Club 5), the tricks awarded on cards thrown down, and the deal."""

    honours: Honours | None = None
    game_before_honours: Side | None = None
    award: tuple[Tally, str] | None = None
    deal: DealRuling | None = None


def whist_score(bench: Bench) -> WhistScore:
    """The scorer's result as the whist rulers read it (empty before the scorer has run)."""
    return bench.score if isinstance(bench.score, WhistScore) else WhistScore()


class DealRuler(Ruler):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.claimed: dict[int, int] = {}

    def choices(self, bench: Bench) -> list[Choice]:
        return deal_options.choices(self.ctx)

    def settle(self, bench: Bench) -> Settled:
        self.claimed = deal_options.elect_by_claims(self.ctx, _hand_choices(bench))
        return Settled()

    def findings(self, bench: Bench) -> list[Finding]:
        dealt = whist_score(bench).deal
        return list(dealt.findings) if dealt is not None else []


class TrumpCardRuler(Ruler):
    def choices(self, bench: Bench) -> list[Choice]:
        return trump_card.choices(self.ctx)

    def findings(self, bench: Bench) -> list[Finding]:
        return trump_card.findings(self.ctx, _hand_choices(bench), bench.notes)


class TrumpCardPointsRuler(TrumpCardRuler):
    """American Law 6 with 18: the trump card taken up too soon or too late costs a point."""

    def choices(self, bench: Bench) -> list[Choice]:
        return points.trump_card_choices(self.ctx)

    def findings(self, bench: Bench) -> list[Finding]:
        return points.trump_card_findings(self.ctx)


class ThrownDownRuler(Ruler):
    """Cards thrown down (Club 57-59, American 12, 17); the calls of cards laid down as played cards."""

    def choices(self, bench: Bench) -> list[Choice]:
        return thrown_down.choices(self.ctx)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.refused: list[Finding] = []

    def settle(self, bench: Bench) -> Settled:
        """The calls of cards laid down as played cards, refused here, so the calls' ruler leaves them."""
        self.refused = thrown_down.calls_refused(self.ctx, _hand_choices(bench))
        return Settled(handled=frozenset(f.event or 0 for f in self.refused))

    def findings(self, bench: Bench) -> list[Finding]:
        more = _hand_choices(bench)
        award = whist_score(bench).award
        said = award[1] if award else None
        return [*thrown_down.findings(self.ctx, more, bench.notes, said), *self.refused]


class ImperfectTrickRuler(Ruler):
    def choices(self, bench: Bench) -> list[Choice]:
        return imperfect_trick.choices(self.ctx)

    def findings(self, bench: Bench) -> list[Finding]:
        return imperfect_trick.findings(self.ctx, _hand_choices(bench), bench.notes)


class HonoursRuler(Ruler):
    def findings(self, bench: Bench) -> list[Finding]:
        score = whist_score(bench)
        if score.honours is None:
            return []
        if score.game_before_honours is not None and score.honours.counted:
            return honours.not_counted(self.ctx, score.honours, score.game_before_honours)
        return list(score.honours.findings)


class ClaimsRuler(Ruler):
    """Claims of the game, of honours and of the rubber, against the result."""

    def findings(self, bench: Bench) -> list[Finding]:
        return claims.claim_findings(self.ctx, bench.hand_result)


class ThrownDownClaimsRuler(Ruler):
    """Claims of the game made with the cards thrown down (Clay's Cases 2 and 6; American 17)."""

    def findings(self, bench: Bench) -> list[Finding]:
        award = whist_score(bench).award
        return thrown_down.claim_findings(self.ctx, bench.hand_result, award[1] if award else None)


def _hand_choices(bench: Bench) -> list[Choice]:
    """The choices of the rest of the hand (the deal, the trump card, cards thrown down, imperfect tricks)."""
    kinds = (DealRuler, TrumpCardRuler, ThrownDownRuler, ImperfectTrickRuler)
    return [c for r in bench.rulers if isinstance(r, kinds) for c in r.offered]
