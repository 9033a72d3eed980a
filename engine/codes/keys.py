"""The names of the laws a table keeps by name: a code's own penalties, the American points, the laws a summary cites.

Three of a table's dicts are keyed by the point they decide rather than held in a field of their own: the
penalties only some codes have (`LawTable.rules`, asked by `table.rule` and `table.rule_if`), the American
penalties of one point (`PointPenalties.rules`, Law 18) and the laws a summary of the score names
(`Scoring.cite`, with euchre's `HandPoints.cite`). As with `WordingKey`, the keys are literals, so mypy checks
both ends: a name misspelt in a ruler or a table is an error before anything runs.
tests/engine/test_engine_structure.py checks that each type lists exactly the keys the tables have.
"""

from __future__ import annotations

from typing import Literal, cast, get_args

# The penalties only some codes have (euchre's making, discard, deal and lone hand; the Club Code's call kept
# open by a partner who plays at once).
RuleKey = Literal[
    "abandoned_against_lone",
    "adversary_cards",
    "after_all_passed",
    "all_passed",
    "all_thrown_down",
    "card_exposed",
    "card_faced_in_pack",
    "card_mixed_with_trick",
    "claim_of_void_hand",
    "deal_fact_not_ruled",
    "deal_out_of_turn",
    "dealer_counted_cards",
    "dealer_out_of_turn",
    "declared_after_made",
    "declared_after_play",
    "declared_out_of_turn",
    "discard_after_playing",
    "discard_by_other",
    "discard_changed",
    "discard_not_due",
    "hand_missed",
    "led_before_discard",
    "lone_abandoned",
    "lone_exposed",
    "lone_extra_card",
    "lone_led_before_discard",
    "lone_led_out_of_turn",
    "lone_not_entitled",
    "lone_partner_too_late",
    "lone_taken_after_passing",
    "lone_too_late",
    "misdeal",
    "misdeal_claim_without_ground",
    "misdeal_deal_kept",
    "named_after_passing",
    "neglected_discard",
    "new_deal_claim_without_ground",
    "no_bidding",
    "not_in_rotation",
    "omitted_to_play",
    "ordered_after_passing",
    "out_of_turn_to_lone_lead",
    "pack_imperfect",
    "pack_not_cut",
    "partner_did_not_hear",
    "partner_exposed",
    "partner_hand_counted",
    "partner_must_pass",
    "partner_out",
    "partner_played_at_once",
    "partner_played_first_lead",
    "play_before_made",
    "suit_changed",
    "suit_named_in_first_round",
    "thrown_down",
    "trump_card_in_view",
    "trump_card_lifted",
    "turn_up_asked",
    "turn_up_discarded",
    "turned_down_suit_named",
    "two_cards_to_a_trick",
    "two_cards_to_one_hand",
    "wrong_number_dealt",
]

# The American penalties of one point (Law 18), by the irregularity they punish.
PointKey = Literal[
    "attention",
    "cards_touched",
    "cut_by_wrong_seat",
    "cut_too_few",
    "exposed",
    "extra_card",
    "lead_out_of_turn",
    "pack_not_cut",
    "play_out_of_turn",
    "shown",
    "trick_examined",
    "trump_card",
    "trump_card_seen",
    "wrong_number",
]

# The laws a summary of the score cites, by what they decide (the game, the rubber, honours, a hand's points).
CiteKey = Literal[
    "abandoned",
    "game",
    "game_value",
    "honours",
    "honours_barred",
    "honours_called",
    "honours_claim",
    "lap",
    "lone",
    "losers_game",
    "partner_exposed",
    "point",
    "precedence",
    "revoke_tricks",
    "rubber",
    "rubber_points",
    "tricks",
]

RULE_KEYS: frozenset[str] = frozenset(get_args(RuleKey))


def rule_named(name: str) -> RuleKey:
    """The table's rule an enum member of the game's words names by its value (euchre's `MakingRule`, a fact of
    the deal): an enum's values are not literals mypy can see, so the name is checked here, where the enum is read
    (at import)."""
    if name not in RULE_KEYS:
        raise KeyError(f"{name!r} names no rule of the law tables")
    return cast(RuleKey, name)


POINT_KEYS: frozenset[str] = frozenset(get_args(PointKey))


def point_named(name: str) -> PointKey:
    """The American penalty of a point (Law 18) for an irregularity named by a fact of the deal or a sentence's
    name, checked as `rule_named` checks a rule's."""
    if name not in POINT_KEYS:
        raise KeyError(f"{name!r} names no penalty of a point")
    return cast(PointKey, name)
