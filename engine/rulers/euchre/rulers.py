"""Euchre registered: its replay, its own rulers (the making, the discard, the deal, cards thrown down, the
forfeit of Law 90, claims of the game), the shared ones it reads, and its scorer.

Shared with whist: the case format and its parsing, the replay of the play, the knowledge of the hands,
the choices and their dispatch, and the rulers of the revoke, calls, leads and exposed cards. Euchre's
own: the making, the discard, the lone hand, the laws cited and the score.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...codes.table import EuchreTable, LawTable
from ...format.case import Case
from ...format.events import Bid
from ...format.seats import Seat, Side, Tally
from ...format.vocabulary import ClaimKind, FindingKind, OptionId
from ...replay import HandState
from ..around_the_play import AroundThePlayRuler
from ..base import Bench, Code, OfferingRuler, Ruler, Score, Settled
from ..choices import Choice
from ..findings import Finding, Game, HandResult, Option, Rubber
from ..pack import PackRuler, point
from ..revoke import RevokeCase
from ..standard import CallsRuler, ExposedRuler, LeadsRuler, RevokeRuler
from . import deal, discard, making, thrown_down
from .context import Euchre
from .hand import EuchreHand
from .knowledge import EuchreHoldings
from .scoring import EuchreResult, HandFacts, score


def context(case: Case, table: LawTable, state: HandState) -> Euchre:
    assert isinstance(table, EuchreTable) and isinstance(state, EuchreHand)
    return Euchre(case, table, state, EuchreHoldings(case, state))


class _EuchreRuler(Ruler):
    @property
    def e(self) -> Euchre:
        assert isinstance(self.ctx, Euchre)
        return self.ctx


class WrongNumberRuler(_EuchreRuler):
    """Law 90: a hand of more or fewer than five cards once the play has begun."""

    def findings(self, bench: Bench) -> list[Finding]:
        return _wrong_number_findings(self.e)


class MakingRuler(_EuchreRuler):
    """Making the trump (74-82) and the lone hand declared (93-100)."""

    def findings(self, bench: Bench) -> list[Finding]:
        return making.findings(self.e)


class DiscardRuler(OfferingRuler):
    """The dealer's discard (86-90)."""

    offer = staticmethod(discard.choices)
    word = staticmethod(discard.findings)


class ThrownDownRuler(OfferingRuler):
    """Cards thrown on the table (48-50)."""

    offer = staticmethod(thrown_down.choices)
    word = staticmethod(thrown_down.findings)


class DealRuler(_EuchreRuler):
    """The deal (33-45), and what makes the hand void."""

    def __init__(self, ctx: Euchre) -> None:
        super().__init__(ctx)
        self.void: deal.Voided | None = None

    def choices(self, bench: Bench) -> list[Choice]:
        return deal.choices(self.e)

    def settle(self, bench: Bench) -> Settled:
        self.void = deal.voided(self.e, self.offered)
        return Settled()

    def findings(self, bench: Bench) -> list[Finding]:
        return deal.findings(self.e, self.offered, bench.notes, self.void)


class ClaimsRuler(_EuchreRuler):
    """Claims of honours (none at euchre) and of the game."""

    def findings(self, bench: Bench) -> list[Finding]:
        return _claim_findings(self.e, bench.score.result)


def score_euchre(bench: Bench) -> Score:
    e = bench.ctx
    assert isinstance(e, Euchre)
    options, result = _results(e, bench.pairs, bench.ruler(DealRuler).void)
    return Score(options=options, result=result)


class LoneTakenRuler(_EuchreRuler):
    """94: the partner takes the lone hand from the player who declared it ("I take it from you")."""

    def findings(self, bench: Bench) -> list[Finding]:
        e = self.e
        alone, at = e.state.making.alone, e.state.making.alone_at
        if alone is None or at is None:
            return []
        earlier = [b for b in e.case.events[:at] if isinstance(b, Bid) and b.alone and b.seat is alone.partner]
        if not earlier:
            return []
        what = f"{alone} took the lone hand from {alone.partner}"
        return [point(e.table, "lone_taken", FindingKind.LONE_HAND, None, at, what, seat=alone, partner=alone.partner)]


RULERS: tuple[type[Ruler], ...] = (
    WrongNumberRuler,
    MakingRuler,
    DiscardRuler,
    LeadsRuler,
    ExposedRuler,
    ThrownDownRuler,
    RevokeRuler,
    CallsRuler,
    DealRuler,
    ClaimsRuler,
    PackRuler,
    AroundThePlayRuler,
    LoneTakenRuler,
)


def code(table: EuchreTable) -> Code:
    """The euchre code registered with this table, whose replay words its errors."""

    def replay(case: Case) -> HandState:
        return EuchreHand.replay_euchre(case, table)

    return Code(table, replay, context, RULERS, score_euchre)


def _finished(e: Euchre) -> bool:
    """The hand is over: five tricks, a hand_over, or an adversary abandoning his hand against a lone hand (50)."""
    return e.state.end.finished or _abandoned(e)


def _abandoned(e: Euchre) -> bool:
    lone = e.state.lone
    return lone is not None and any(s in lone.side.other.seats for s in e.state.end.thrown_seats)


def _forfeits(e: Euchre) -> tuple[Tally, frozenset[Side]]:
    """Law 90: a side holding more or less than five cards, or whose dealer played before discarding."""
    offenders = {seat.side for seat in _wrong_hands(e)}
    if e.state.neglected_discard is not None:
        offenders.add(e.case.dealer.side)
    n = e.table.wrong_number_points[1 if e.state.lone is not None else 0]
    forfeits = Tally()
    for side in offenders:
        forfeits = forfeits.plus(side.other, n)
    return forfeits, frozenset(offenders)


def _wrong_hands(e: Euchre) -> list[Seat]:
    """Law 90 once a card is played; before it a wrong hand is a misdeal (42), ruled with the deal."""
    return deal.wrong_hands(e) if e.state.played.plays else []


def _facts(e: Euchre, penalties: list[tuple[RevokeCase, OptionId | None]]) -> HandFacts:
    counts = {Side.NS: 0, Side.EW: 0}
    for r, option in penalties:
        if option is not None:
            counts[r.side] += 1
    n = e.table.lone_revoke.n if e.state.lone is not None else e.table.revoke.penalty.options[0].n
    net = counts[Side.NS] - counts[Side.EW]  # 71: an equal number on different sides cancel each other
    revoke_points = Tally(0, net * (n or 0)) if net > 0 else Tally(-net * (n or 0), 0)
    forfeits, barred = _forfeits(e)
    making = e.state.making
    return HandFacts(
        before=e.case.score,
        games=e.case.games,
        game_values=e.case.game_values,
        makers=making.makers,
        lone=e.state.lone is not None,
        tricks=e.tricks_won(),
        revoke_points=revoke_points,
        forfeits=forfeits,
        barred=barred,
        abandoned=_abandoned(e),
        partner_exposed=e.state.lone is not None and bool(e.state.partner_shown or _partner_exposures(e)),
    )


def _partner_exposures(e: Euchre) -> list[int]:
    out = e.state.out
    return [x.event for x in e.state.incidents.exposures if out is not None and x.seat is out]


def _results(
    e: Euchre, pairs: Sequence[tuple[RevokeCase, Choice]], void: deal.Voided | None
) -> tuple[dict[Choice, dict[str, Option]], dict[str, object] | None]:
    """The score each revoke option would give, and the hand's result once every choice is made."""
    before = e.case.score
    if void is not None:
        return {}, {
            "score": before.to_json(),
            "game": None,
            "new_deal": {"dealer": void.dealer.value, "same_dealer": void.same_dealer},
        }
    if e.state.making.ended_at is not None:  # 77: the deal is at an end, and the next player deals
        dealer = e.case.dealer.left
        return {}, {"score": before.to_json(), "game": None, "new_deal": {"dealer": dealer.value, "same_dealer": False}}
    if not _finished(e) or e.state.making.makers is None:
        return {}, None
    per_choice: dict[Choice, dict[str, Option]] = {}
    for _, made in pairs:
        outcome = score(e.table, _facts(e, [(r, OptionId.ADD_POINTS if c is made else c.elected) for r, c in pairs]))
        rule = made.rule.option(OptionId.ADD_POINTS)
        summary = " ".join(outcome.notes) or None
        per_choice[made] = {
            OptionId.ADD_POINTS: Option(
                OptionId.ADD_POINTS, made.chooser, rule.laws, rule.n, _result(outcome), summary, rule.says
            )
        }
    if any(c.elected is None for _, c in pairs):
        return per_choice, None
    final = score(e.table, _facts(e, [(r, c.elected) for r, c in pairs]))
    return per_choice, final.to_json()


def _result(outcome: EuchreResult) -> HandResult:
    """An option's result in the shared shape (score, game, rubber); the lap is in the ruling's result."""
    game = Game(outcome.winner, outcome.value) if outcome.winner is not None else None
    rubber = Rubber(outcome.rubber, outcome.rubber_points) if outcome.rubber is not None else None
    return HandResult(outcome.score, game, rubber)


def _wrong_number_findings(e: Euchre) -> list[Finding]:
    """Law 90 once the play has begun; 103: the lone player's partner's hand may be counted."""
    out: list[Finding] = []
    size = e.table.hand_size
    lone = e.state.lone is not None
    n = e.table.wrong_number_points[1 if lone else 0]
    for seat in _wrong_hands(e):
        count = len(e.case.hands[seat].cards)
        more = "more" if count > size else "fewer"
        laws, text = (
            e.table.wrong_number_of_cards.laws,
            e.table.says(
                "wrong_number_given",
                seat=seat,
                count=count,
                more=more,
                side=seat.side.words,
                points=n,
                playing="a lone hand being played" if lone else "all four playing",
            ),
        )
        if seat is e.state.out:
            laws = (*laws, *e.table.rule("partner_hand_counted").laws)
            text += " " + e.table.says("partner_hand_counted")
        out.append(Finding(FindingKind.WRONG_NUMBER_OF_CARDS, seat, None, laws, text))
    return out


def _claim_findings(e: Euchre, result: dict[str, object] | None) -> list[Finding]:
    out: list[Finding] = []
    cite = e.table.scoring.cite
    for index, claim in e.state.spoken.claims:
        side = claim.seat.side
        if claim.kind == ClaimKind.HONOURS:
            out.append(
                Finding(
                    FindingKind.HONOURS,
                    None,
                    index,
                    (cite["tricks"], cite["lone"]),
                    e.table.says("honours_not_scored", seat=claim.seat, event=index),
                    claim_in_time=None,
                )
            )
        elif claim.kind == ClaimKind.GAME:
            if result is None:
                text = e.table.says("game_claim_pending", seat=claim.seat, side=side.words, event=index)
            else:
                game = result.get("game")
                won = isinstance(game, dict) and game.get("winner") == side.value
                text = (
                    e.table.says(
                        "game_claim_won", seat=claim.seat, side=side.words, event=index, value=game.get("value")
                    )
                    if won and isinstance(game, dict)
                    else e.table.says("game_claim_not_won", seat=claim.seat, side=side.words, event=index)
                )
            out.append(
                Finding(FindingKind.CLAIM, None, index, (cite["tricks"], cite["lone"], cite["game_value"]), text)
            )
    return out
