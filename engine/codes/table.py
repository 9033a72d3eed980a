"""The shape of a law table: what each law provides, written so it can be read beside the printed code.

A table is data. The replay (replay/) and the rulers (rulers/revoke.py, rulers/leads.py, ...) are shared by
every code; they ask the table which law governs a point, what the innocent side may choose, who
chooses and until when.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from types import MappingProxyType

from ..format.vocabulary import OptionId
from .keys import CiteKey, PointKey, RuleKey
from .law_number import LawNumber
from .wording import WordingKey


@dataclass(frozen=True)
class OptionRule:
    """One choice a law gives the innocent side (an option id of the case format)."""

    id: OptionId
    laws: tuple[LawNumber, ...]
    says: str
    n: int | None = None


@dataclass(frozen=True)
class PenaltyRule:
    """An irregularity: the laws that decide it, the options, who chooses, until when."""

    laws: tuple[LawNumber, ...]
    says: str
    options: tuple[OptionRule, ...] = ()
    chooser: str = "the adversaries of the offender"
    until: str = ""
    consulting_loses: bool = False  # Law 84 of the Club Code: consulting on two penalties loses both

    def option(self, option_id: OptionId) -> OptionRule:
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
    cite: Mapping[CiteKey, LawNumber] = field(default_factory=dict)  # concept -> law number, for summaries
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
    defined: LawNumber
    penalty: PenaltyRule
    per_revoke: LawNumber
    precedence: tuple[LawNumber, ...]
    established: LawNumber
    question: LawNumber
    search: LawNumber
    corrected: PenaltyRule
    mixed: LawNumber
    claim_until_cut: LawNumber
    played_out: LawNumber
    both_sides: LawNumber
    cap: LawNumber | None  # the bar on the revoking side's winning the game (Club 82); euchre has none
    cap_score: int
    partners_may_consult: LawNumber | None
    in_lone_hand: OptionRule | None = None  # euchre 63: five points, not three, when a lone hand is played
    partner_may_withdraw: bool = True  # Club 76: all who played after him may withdraw; euchre 69: except his partner
    claim_until: str = "cut_next"  # the moment (MOMENTS) after which a revoke cannot be claimed (Club 78)


# The deal, the trump card, cards thrown down and penalties of points: the rulers that read these are rulers/deal.py,
# rulers/trump_card.py, rulers/thrown_down.py, rulers/imperfect_trick.py and rulers/points.py.


class DealEffect(StrEnum):
    """What a fact of the deal brings about (DealRule.effect)."""

    MISDEAL = "misdeal"  # the deal is lost (Club Code 43), unless the table's exceptions save it
    NEW_DEAL = "new_deal"  # there must be a new deal, by the same dealer
    CLAIM = "claim"  # the chooser may have a new deal (the option `new_deal`, and any others the rule gives)
    STOP = "stop"  # the deal may be stopped before the trump card is turned up, else it stands (48)
    MISDEAL_IF_CLAIMED = "misdeal_if_claimed"  # a misdeal only if the adversaries claim it in time (44 VII)
    CORRECTABLE = "correctable"  # a misdeal unless the dealer put it right by moving one card (44 VI)
    PACK_IMPERFECT = "pack_imperfect"  # a new deal by the same dealer, past scores standing (37 I, 47)
    PENALTY = "penalty"  # the penalty of points (American Law 18)
    RECORD = "record"  # nothing by itself; other rules read it (cards touched, the dealer interrupted)


class DealChooser(StrEnum):
    """Who may claim what a fact of the deal gives (DealRule.chooser)."""

    NOT_AT_FAULT = "not_at_fault"  # the side that did not expose
    DEALER_ADVERSARIES = "dealer_adversaries"
    SEAT_ADVERSARIES = "seat_adversaries"


class ClaimUntil(StrEnum):
    """Until when a fact of the deal may be claimed (DealRule.until); None while the hand lasts."""

    TRUMP_TURNED = "trump_turned"
    FIRST_LEAD = "first_lead"


class TrumpCardTime(StrEnum):
    """When the trump card must be taken up, and until when the dealer may keep it on the table."""

    FIRST_TRICK_QUITTED = "first_trick_quitted"  # Club 52
    SECOND_ROUND = "second_round"  # American 6
    OWN_TURN = "own_turn"  # Club 52, 54
    THREE_PLAYED = "three_played"  # American 6


@dataclass(frozen=True)
class DealRule:
    """A fact of the deal: the laws that decide it, what follows, who may claim and until when."""

    laws: tuple[LawNumber, ...]
    says: str
    effect: DealEffect
    chooser: DealChooser | None = None  # claim: who may claim it
    until: ClaimUntil | None = None  # claim: the moment it can no longer be claimed; None while the hand lasts
    options: tuple[OptionRule, ...] = ()
    decisions: tuple[str, ...] = ()

    def penalty(self) -> PenaltyRule:
        """The rule as the innocent side's choice, for the dispatcher of calls and elections."""
        return PenaltyRule(self.laws, self.says, self.options, consulting_loses=len(self.options) > 1)


@dataclass(frozen=True)
class DealTable:
    """Every fact of the deal a code rules on, and the laws on losing or keeping the deal."""

    facts: dict[str, DealRule]
    misdeal_loses: LawNumber  # Club 43: a misdeal loses the deal
    same_dealer: LawNumber  # Club 37 (McIntosh's note): in a new deal the same dealer deals again
    wrong_number: DealRule  # a player with more than his cards and another with fewer (44 IV)
    short_hand: DealRule  # a player short, the others right (46)
    adversaries_touched_first: LawNumber | None = None  # 45: the adversaries touched first: the deal is not lost
    touched_before_trump: LawNumber | None = None  # American 5: cards touched before the trump is turned
    touching: tuple[LawNumber, ...] | None = None  # 38, 39: touching the cards and the claim of a new deal
    interrupted: LawNumber | None = None  # 50: the dealer interrupted by the adversaries deals again
    partners_deal: LawNumber | None = None  # 51: a player who takes his partner's deal and misdeals
    dealing_for_partner: LawNumber | None = None  # 49: dealing for one's partner needs the opponents' permission
    last_cards: LawNumber | None = None  # 40: one of the last cards exposed, the trump turned at once
    imperfect_pack_keeps_deal: LawNumber | None = None  # 44 III: a misdeal does not lose the deal, the pack imperfect
    past_scores_stand: LawNumber | None = None  # 47: proof of an imperfect pack does not alter past scores
    mixed_too_late: tuple[LawNumber, ...] = ()  # McIntosh under 44: the hands mixed, the score stands
    trump_card_on_packet: LawNumber | None = None  # 44 II: the trump card dealt face downwards on a packet
    wrong_number_penalty: PenaltyRule | None = None  # American 7: a side whose player held more or less


@dataclass(frozen=True)
class TrumpCardRules:
    """The trump card during the play: when it is taken up, and naming or forgetting it."""

    taken_early: PenaltyRule  # Club 54; American 6 (before three players have played)
    left_on_table: PenaltyRule  # Club 52; American 6 (not taken up before the second round is complete)
    wrong_card_shown: PenaltyRule | None  # Club 54
    named: PenaltyRule | None  # Club 53
    asked: PenaltyRule | None  # Club 53
    forgotten: PenaltyRule | None  # Club 55
    take_up_by: TrumpCardTime  # FIRST_TRICK_QUITTED (Club 52) or SECOND_ROUND (American 6)
    keep_until: TrumpCardTime  # OWN_TURN (Club 52, 54) or THREE_PLAYED (American 6)
    no_law: str = ""  # words for an act the code has no law on


@dataclass(frozen=True)
class ThrownDownRules:
    """Cards thrown face upwards on the table: some hands, or all four, with a claim of the game or not."""

    exposed: PenaltyRule  # Club 58: thrown cards are exposed, each player's liable to be called
    abandoned: PenaltyRule  # Club 59: all four thrown; the revoke penalty of two options
    played_cards: PenaltyRule  # Clay's Cases 2 and 6: winning cards laid down are played cards (57)
    act_of_playing: LawNumber  # Club 73 with Clay's Case 8: throwing down with the claim establishes a revoke
    claim_without_cards: tuple[LawNumber, ...]  # the laws cited for a claim of the game made without showing
    resigned: PenaltyRule | None = None  # American 17: the losers resign and throw down, the winners score
    winning_cards_not_exposed: LawNumber | None = None  # American 12, editor's note (3.): sure tricks shown
    claims_decisions: tuple[str, ...] = ()


@dataclass(frozen=True)
class PointPenalties:
    """American Law 18: one point for the violation of any law but the revoke, at the adversaries' option."""

    law: LawNumber
    options: tuple[OptionRule, ...]
    until: str  # the penalty must be claimed and scored before the cards are cut for the next deal
    rules: Mapping[PointKey, PenaltyRule] = field(default_factory=dict)  # what each irregularity costs, by kind

    def rule(self, kind: PointKey, cards: int = 1) -> PenaltyRule:
        """The penalty for `kind`, of one point for each card where the law counts cards."""
        base = self.rules[kind]
        options = tuple(OptionRule(o.id, o.laws, o.says, (o.n or 1) * cards) for o in self.options)
        return PenaltyRule(base.laws, base.says, options, base.chooser, base.until or self.until, False)


# Before the deal and around the rubber (Club Code 11-25; American 1; euchre 5-21): the rulers that read these
# are rulers/cutting.py, rulers/admission.py and rulers/score_error.py. A law a code does not have is None,
# and the finding says so.
@dataclass(frozen=True)
class CuttingLaws:
    """Cutting for the table, for partners and for the deal."""

    order: LawNumber  # Club 13 "The ace is the lowest card"; American 1; euchre 8 "The knave is the highest card"
    low_wins: bool  # whist: the lowest play, partner and deal; euchre: the highest
    selection: LawNumber  # Club 16, American 1, euchre 11: more than four candidates, the players selected by cutting
    partners: LawNumber  # Club 16, euchre 11: the two lowest (highest) against the other two, and the dealer
    dealer: LawNumber  # Club 16, American 2, euchre 11: who deals
    same_pack: LawNumber | None = None  # Club 14, euchre 9
    exposed_more: LawNumber | None = None  # Club 15, euchre 10
    six: LawNumber | None = None  # Club 17, euchre 12: more than six candidates, the next two belong to the table
    retirement: LawNumber | None = None  # Club 17: on a retirement, the candidate who cut next has the prior right
    two_equal: LawNumber | None = None  # Club 18, euchre 13
    three_equal: LawNumber | None = None  # Club 19, euchre 14
    by_agreement: bool = False  # American 1: the four "may agree, or cut"
    knave_highest: bool = False  # euchre 8: "The knave is the highest card, then the ace, king, etc."


@dataclass(frozen=True)
class TableLaws:
    """The table: cutting out, entry and re-entry."""

    cutting_out: LawNumber  # Club 20, euchre 15
    highest_out: bool  # Club 20: "the highest are out"; euchre 15: "the lowest going out"
    declare_in_time: LawNumber  # Club 21, euchre 16
    fresh_tables: LawNumber  # Club 22, euchre 17
    substitute: LawNumber  # Club 23, euchre 18
    cut_into_other: LawNumber  # Club 24, euchre 20
    broken_up: LawNumber  # Club 25, euchre 21
    left_full_table: LawNumber | None = None  # euchre 19
    equal_cards: LawNumber | None = None  # Club 18, euchre 13: equal cards at the cut out are cut again


@dataclass(frozen=True)
class ScoreLaws:
    """An error in the score."""

    corrected: LawNumber  # Club 11 (until the game is concluded), euchre 5 (until the next trump card is turned)
    until_game_concluded: bool  # Club 11; euchre 5: until the trump card is turned in the next deal
    rubber_amount: LawNumber | None = None  # Club 12: an error affecting the amount of the rubber, at any time in it
    announced: LawNumber | None = None  # euchre 6: points should be announced before scoring


@dataclass(frozen=True)
class DummyLaws:
    """The laws of Dummy and Double Dummy that follow the Club Code, numbered as the corpus numbers them
    ("dummy-1" is the law titled "Dummy, Law I"); every other law applies as at whist."""

    deals: LawNumber  # Law I: Dummy deals at the commencement of each rubber
    deal_out_of_turn: tuple[LawNumber, ...]  # the whist law on a deal out of turn, read with Law I
    revoke: LawNumber  # Law II: Dummy is not liable to the penalty for a revoke
    blind: LawNumber  # Law III: his partner is not liable to any penalty for an error whence he can gain no advantage
    wrong_hand_lead: PenaltyRule  # Law III: a suit may be called from the hand which ought to have led
    no_misdeal: LawNumber  # Double Dummy: there is no misdeal, as the deal is a disadvantage
    deal_stands: frozenset[str]  # facts of the deal a misdeal at whist, the hands being right: the deal stands


@dataclass(frozen=True)
class PackLaws:
    """Shuffling, the cut of the pack, new cards, and what is asked or said around the play (Club 26-36, 80-91).

    `laws` gives, for each point a ruling may read out, the laws that decide it; the sentence is the table's
    wording of the same name. A point a code has no law on is left out, and the ruling says so. Etiquette is not
    law: `etiquette` gives the rules a point's finding points to, with their printed words, and they are not
    counted as laws ruled on; nor are the laws of `no_ruling`, which name why they are not a matter for a ruling.
    """

    laws: Mapping[WordingKey, tuple[LawNumber, ...]]
    etiquette: Mapping[str, tuple[tuple[str, ...], str]] = field(default_factory=dict)
    no_ruling: Mapping[LawNumber, str] = field(default_factory=dict)
    decisions: Mapping[WordingKey, tuple[str, ...]] = field(default_factory=dict)
    first_right_left: bool = False  # American 3: the pack is shuffled first by the player on the dealer's left


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
    never_compelled_to_revoke: LawNumber
    call_repeated: LawNumber
    suit_call_none: LawNumber
    attention_to_trick: PenaltyRule
    consultation: LawNumber
    time_to_decide: LawNumber | None  # the law giving the adversaries reasonable time to choose a penalty, if any
    honours_claim: PenaltyRule
    wrong_number_of_cards: PenaltyRule
    # The laws a code names that the engine does not rule on yet, by subject (the law pages say so).
    not_yet_ruled: dict[str, tuple[LawNumber, ...]] = field(default_factory=dict)
    # Whist: the trump card belongs to the dealer's hand. Euchre: the turn-up goes to the dealer only if
    # it is taken up, so a dealer's hand given without it is not an error.
    trump_card_in_hand: bool = True
    # The deal, the trump card, cards thrown down, imperfect tricks and penalties of points; whist's rulers
    # need the deal and cards thrown down, euchre rules on them with its own.
    deal: DealTable | None = None
    trump_card: TrumpCardRules | None = None
    thrown_down: ThrownDownRules | None = None
    imperfect_trick: PenaltyRule | None = None  # Club 69: a trick gathered without a player's card
    card_mixed_with_trick: PenaltyRule | None = None  # Club 70: a card gone into the wrong trick
    point_penalties: PointPenalties | None = None  # American 18: one point for each irregularity
    # Options the replay itself applies (euchre: the trump stands, the lone hand stands), not a ruler's choice.
    replayed_options: frozenset[OptionId] = frozenset()
    # Penalties only some codes have, by name (euchre: the making, the discard, the lone hand's own laws);
    # a shared ruler asks `rule_if` and rules on the point only where the code has the law.
    rules: Mapping[RuleKey, PenaltyRule] = field(default_factory=dict)
    # The sentences a ruling gives that name a law, by the point they decide, in this code's words; a
    # `{field}` is a fact the ruler fills in (a seat, a card, an event number).
    wording: Mapping[WordingKey, str] = field(default_factory=dict)
    # The laws under which a call or election that no law of this code gives has no effect.
    calls_void: tuple[LawNumber, ...] = ()
    # The decisions of the books a sentence rests on, by the same point (Clay's Case 14 on consulting).
    precedents: Mapping[WordingKey, tuple[str, ...]] = field(default_factory=dict)
    # The laws a club's statutes strike out (format/amendments.py); a finding they would have decided says so.
    struck: frozenset[LawNumber] = frozenset()
    # What the engine does not rule on, by what a dispute is about (`dispute`): the code's laws to read.
    not_covered: Mapping[str, tuple[LawNumber, ...]] = field(default_factory=dict)
    # The laws of Dummy and Double Dummy (Club Code); a code without them does not play those games.
    dummy: DummyLaws | None = None
    # Before the deal and around the rubber: cutting, the table, the score (None: the code has no such laws).
    cutting: CuttingLaws | None = None
    table_laws: TableLaws | None = None
    score_laws: ScoreLaws | None = None
    # Shuffling, the cut of the pack, new cards, and around the play (rulers/pack.py, rulers/around_the_play.py).
    pack: PackLaws | None = None

    def rule(self, key: RuleKey) -> PenaltyRule:
        return self.rules[key]

    def rule_if(self, key: RuleKey) -> PenaltyRule | None:
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

    def says(self, point: WordingKey, **facts: object) -> str:
        """The sentence this code's ruling gives on a point, with the facts of the case filled in."""
        return self.wording[point].format(**facts)


# Euchre: the shared LawTable, plus what euchre has and whist has not. The shared fields carry the laws euchre
# took from whist under their euchre numbers; these carry the points of a hand and the lone hand's revoke.
@dataclass(frozen=True)
class HandPoints:
    """Laws 2 and 3 (with 50 and 102): what a hand scores."""

    point: int  # three or four tricks, with a partner or alone
    march: int  # five tricks with a partner
    euchre: int  # the makers fail to take three tricks: the adversaries score
    lone_march: int  # five tricks alone
    lone_euchre: int  # a lone hand euchred
    lone_abandoned: int  # 50: an adversary abandons his hand against a lone hand
    lone_march_partner_exposed: int  # 102: the lone player's partner exposed a card
    cite: Mapping[CiteKey, LawNumber] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class EuchreTable(LawTable):
    points: HandPoints
    lone_revoke: OptionRule  # 63: five points in a lone hand
    wrong_number_points: tuple[int, int]  # 90: forfeits two, or four if a lone hand is played
    # the making of the trump (74-82), the lone hand (93-105), the discard (86-90) and the deal (33-45) are
    # in the shared table's `rules`
