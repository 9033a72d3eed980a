"""The shape of a law table: what each law provides, written so it can be read beside the printed code.

A table is data. The replay (state.py) and the rulers (revoke.py, out_of_turn.py, ...) are shared by
every code; they ask the table which law governs a point, what the innocent side may choose, who
chooses and until when.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .hand_rules import DealTable, PointPenalties, ThrownDownRules, TrumpCardRules


@dataclass(frozen=True)
class OptionRule:
    """One choice a law gives the innocent side (an option id of the case format)."""

    id: str
    laws: tuple[str, ...]
    says: str
    n: int | None = None


@dataclass(frozen=True)
class PenaltyRule:
    """An irregularity: the laws that decide it, the options, who chooses, until when."""

    laws: tuple[str, ...]
    says: str
    options: tuple[OptionRule, ...] = ()
    chooser: str = "the adversaries of the offender"
    until: str = ""
    consulting_loses: bool = False  # Law 84 of the Club Code: consulting on two penalties loses both

    def option(self, option_id: str) -> OptionRule:
        return next(o for o in self.options if o.id == option_id)


@dataclass(frozen=True)
class Scoring:
    """Points, games and the rubber."""

    game: int
    trick_base: int
    honours: tuple[tuple[int, int], ...]  # (honours held by a side, points they score)
    honours_barred_at: int | None  # a side at this score when the deal begins cannot score honours
    game_values: tuple[tuple[int, int], ...]  # (the losers' score at most, value of the game)
    rubber_games: int
    rubber_points: int
    losers_game_deducted: bool
    cite: dict[str, str] = field(default_factory=dict)  # concept -> law number, for summaries
    points_beyond_game: bool = False  # American 16: the hand that reaches the game scores all its points
    rubber_in_points: bool = True  # the rubber is reckoned in points (Club 9, 10); not under the American laws


@dataclass(frozen=True)
class Moment:
    """A moment of the next deal that ends the time to claim, in the words of a ruling."""

    id: str
    until: str  # "the cards are cut for the following deal"
    past: str  # "the cards were cut for the following deal"


# The moments after a hand the replay can see (the case format's `cut_next`, `next_trump_turned`), in order.
MOMENTS: Mapping[str, Moment] = MappingProxyType(
    {
        m.id: m
        for m in (
            Moment("cut_next", "the cards are cut for the following deal", "the cards were cut for the following deal"),
            Moment(
                "next_trump_turned",
                "the trump card of the following deal is turned up",
                "the trump card of the following deal was turned up",
            ),
        )
    }
)


@dataclass(frozen=True)
class RevokeRule:
    defined: str
    penalty: PenaltyRule
    per_revoke: str
    precedence: tuple[str, ...]
    established: str
    question: str
    search: str
    corrected: PenaltyRule
    mixed: str
    claim_until_cut: str
    played_out: str
    both_sides: str
    cap: str
    cap_score: int
    partners_may_consult: str
    in_lone_hand: OptionRule | None = None  # euchre 63: five points, not three, when a lone hand is played
    partner_may_withdraw: bool = True  # Club 76: all who played after him may withdraw; euchre 69: except his partner
    claim_until: str = "cut_next"  # the moment (MOMENTS) after which a revoke cannot be claimed (Club 78)


@dataclass(frozen=True)
class LawTable:
    code: str
    name: str
    lowest_rank: int
    hand_size: int
    event_types: frozenset[str]
    scoring: Scoring
    revoke: RevokeRule
    lead_out_of_turn: PenaltyRule
    false_lead_followed: PenaltyRule
    third_before_second: PenaltyRule
    fourth_before_partner: PenaltyRule
    fourth_before_third: PenaltyRule
    exposed: PenaltyRule
    not_exposed: PenaltyRule
    lowered_hand: PenaltyRule
    winning_cards_without_waiting: PenaltyRule
    detached: PenaltyRule
    wrong_card_named: PenaltyRule
    card_taken_back: PenaltyRule
    hurried_lead: PenaltyRule
    call_disobeyed: PenaltyRule
    win_call_disobeyed: PenaltyRule
    card_call_disobeyed: PenaltyRule
    never_compelled_to_revoke: str
    call_repeated: str
    suit_call_none: str
    attention_to_trick: PenaltyRule
    consultation: str
    time_to_decide: str | None  # the law giving the adversaries reasonable time to choose a penalty, if any
    honours_claim: PenaltyRule
    wrong_number_of_cards: PenaltyRule
    not_yet_ruled: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Whist: the trump card belongs to the dealer's hand. Euchre: the turn-up goes to the dealer only if
    # it is taken up, so a dealer's hand given without it is not an error.
    trump_card_in_hand: bool = True
    # The deal, the trump card, cards thrown down, imperfect tricks and penalties of points (hand_rules.py);
    # a code without them gets `not_ruled` findings for those facts.
    deal: DealTable | None = None
    trump_card: TrumpCardRules | None = None
    thrown_down: ThrownDownRules | None = None
    imperfect_trick: PenaltyRule | None = None  # Club 69: a trick gathered without a player's card
    card_mixed_with_trick: PenaltyRule | None = None  # Club 70: a card gone into the wrong trick
    point_penalties: PointPenalties | None = None  # American 18: one point for each irregularity
    # Options the replay itself applies (euchre: the trump stands, the lone hand stands), not a ruler's choice.
    replayed_options: frozenset[str] = frozenset()
    # Penalties only some codes have, by name (euchre: the making, the discard, the lone hand's own laws);
    # a shared ruler asks `rule_if` and rules on the point only where the code has the law.
    rules: Mapping[str, PenaltyRule] = field(default_factory=dict)
    # The sentences a ruling gives that name a law, by the point they decide, in this code's words; a
    # `{field}` is a fact the ruler fills in (a seat, a card, an event number).
    wording: Mapping[str, str] = field(default_factory=dict)
    # The laws under which a call or election that no law of this code gives has no effect.
    calls_void: tuple[str, ...] = ()
    # The decisions of the books a sentence rests on, by the same point (Clay's Case 14 on consulting).
    precedents: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # The laws a club's statutes strike out (amendments.py); a finding they would have decided says so.
    struck: frozenset[str] = frozenset()

    def rule(self, key: str) -> PenaltyRule:
        return self.rules[key]

    def rule_if(self, key: str) -> PenaltyRule | None:
        """The code's law on a point only some codes have, or None."""
        return self.rules.get(key)

    def penalty_rules(self) -> list[PenaltyRule]:
        """Every penalty of the table that gives the innocent side a choice."""
        rules = [self.revoke.penalty, self.revoke.corrected]
        for name in (f.name for f in fields(self)):  # every field, a subclass's own too
            value = getattr(self, name)
            held = getattr(value, "rules", value)  # the American points (18) and euchre's own keep a dict
            found = held.values() if isinstance(held, dict | MappingProxyType) else [held]
            rules += [r for r in found if isinstance(r, PenaltyRule)]
        return [r for r in rules if r.options]

    def says(self, point: str, **facts: object) -> str:
        """The sentence this code's ruling gives on a point, with the facts of the case filled in."""
        return self.wording[point].format(**facts)
