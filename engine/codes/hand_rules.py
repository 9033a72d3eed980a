"""The shape of the rules for the deal, the trump card, cards thrown down and penalties of points.

Like table.py, this is data read beside the printed laws: a code's table names the laws that govern
each fact of the deal, what follows from it (a misdeal, a new deal, a new deal the innocent side may
claim), who may claim it and until when. The rulers that read it are deal.py, trump_card.py,
thrown_down.py, imperfect_trick.py and points.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .table import OptionRule, PenaltyRule

# What a fact of the deal brings about (DealRule.effect):
#   misdeal   - the deal is lost (Club Code 43), unless the table's exceptions save it
#   new_deal  - there must be a new deal, by the same dealer
#   claim     - the chooser may have a new deal (the option `new_deal`, and any others the rule gives)
#   stop      - the deal may be stopped before the trump card is turned up, else it stands (48)
#   misdeal_if_claimed - a misdeal only if the adversaries claim it in time (44 VII)
#   correctable - a misdeal unless the dealer put it right by moving one card (44 VI)
#   pack_imperfect - a new deal by the same dealer, past scores standing (37 I, 47)
#   penalty   - the penalty of points (American Law 18)
#   record    - nothing by itself; other rules read it (cards touched, the dealer interrupted)
DEAL_EFFECTS = (
    "misdeal",
    "new_deal",
    "claim",
    "stop",
    "misdeal_if_claimed",
    "correctable",
    "pack_imperfect",
    "penalty",
    "record",
)


@dataclass(frozen=True)
class DealRule:
    """A fact of the deal: the laws that decide it, what follows, who may claim and until when."""

    laws: tuple[str, ...]
    says: str
    effect: str
    chooser: str = ""  # claim: "not_at_fault" (the side that did not expose), "dealer_adversaries", "seat_adversaries"
    until: str = ""  # claim: "trump_turned" or "first_lead"; "" while the hand lasts
    options: tuple[OptionRule, ...] = ()
    decisions: tuple[str, ...] = ()

    def penalty(self) -> PenaltyRule:
        """The rule as the innocent side's choice, for the dispatcher of calls and elections."""
        return PenaltyRule(self.laws, self.says, self.options, consulting_loses=len(self.options) > 1)


@dataclass(frozen=True)
class DealTable:
    """Every fact of the deal a code rules on, and the laws on losing or keeping the deal."""

    facts: dict[str, DealRule]
    misdeal_loses: str  # Club 43: a misdeal loses the deal
    same_dealer: str  # Club 37 (McIntosh's note): in a new deal the same dealer deals again
    wrong_number: DealRule  # a player with more than his cards and another with fewer (44 IV)
    short_hand: DealRule  # a player short, the others right (46)
    adversaries_touched_first: str | None = None  # 45: the adversaries touched first: the deal is not lost
    touched_before_trump: str | None = None  # American 5: cards touched before the trump is turned
    touching: str | None = None  # 38, 39: touching the cards and the claim of a new deal
    interrupted: str | None = None  # 50: the dealer interrupted by the adversaries deals again
    partners_deal: str | None = None  # 51: a player who takes his partner's deal and misdeals
    dealing_for_partner: str | None = None  # 49: dealing for one's partner needs the opponents' permission
    last_cards: str | None = None  # 40: one of the last cards exposed, the trump turned at once
    imperfect_pack_keeps_deal: str | None = None  # 44 III: a misdeal does not lose the deal, the pack imperfect
    past_scores_stand: str | None = None  # 47: proof of an imperfect pack does not alter past scores
    mixed_too_late: tuple[str, ...] = ()  # McIntosh under 44: the hands mixed, the score stands
    trump_card_on_packet: str | None = None  # 44 II: the trump card dealt face downwards on a packet
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
    take_up_by: str  # "first_trick_quitted" (Club 52) or "second_round" (American 6)
    keep_until: str  # "own_turn" (Club 52, 54) or "three_played" (American 6)
    no_law: str = ""  # words for an act the code has no law on


@dataclass(frozen=True)
class ThrownDownRules:
    """Cards thrown face upwards on the table: some hands, or all four, with a claim of the game or not."""

    exposed: PenaltyRule  # Club 58: thrown cards are exposed, each player's liable to be called
    abandoned: PenaltyRule  # Club 59: all four thrown; the revoke penalty of two options
    played_cards: PenaltyRule  # Clay's Cases 2 and 6: winning cards laid down are played cards (57)
    act_of_playing: str  # Club 73 with Clay's Case 8: throwing down with the claim establishes a revoke
    claim_without_cards: tuple[str, ...]  # the laws cited for a claim of the game made without showing
    resigned: PenaltyRule | None = None  # American 17: the losers resign and throw down, the winners score
    winning_cards_not_exposed: str | None = None  # American 12, editor's note (3.): sure tricks shown
    claims_decisions: tuple[str, ...] = ()


@dataclass(frozen=True)
class PointPenalties:
    """American Law 18: one point for the violation of any law but the revoke, at the adversaries' option."""

    law: str
    options: tuple[OptionRule, ...]
    until: str  # the penalty must be claimed and scored before the cards are cut for the next deal
    rules: dict[str, PenaltyRule] = field(default_factory=dict)  # what each irregularity costs, by kind

    def rule(self, kind: str, cards: int = 1) -> PenaltyRule:
        """The penalty for `kind`, of one point for each card where the law counts cards."""
        base = self.rules[kind]
        options = tuple(OptionRule(o.id, o.laws, o.says, (o.n or 1) * cards) for o in self.options)
        return PenaltyRule(base.laws, base.says, options, base.chooser, base.until or self.until, False)
