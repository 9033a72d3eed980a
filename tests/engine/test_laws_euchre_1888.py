"""Each law of the Laws of Euchre (Somerset Club, 1888) the engine applies, tested from a case file.

The case files are under tests/engine/euchre/ (law-N-....case.json); each "_note" says which law it encodes,
and its expected file pins the ruling (kinds, laws, options, result). The tests add the assertions that
read best beside the law.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from engine import rule

from .test_euchre_cases import EUCHRE, euchre_ruling


def only(ruling: dict[str, Any], kind: str) -> dict[str, Any]:
    found = [f for f in ruling["findings"] if f["kind"] == kind]
    assert len(found) == 1, ruling["findings"]
    return found[0]


# -- Laws 1-7: the score --


def test_law_1_the_lap() -> None:
    r = euchre_ruling("law-1-the-lap")
    assert r["result"]["lap"] == {"NS": 1, "EW": 0}


def test_law_2_eldest_orders_up_and_is_euchred() -> None:
    r = euchre_ruling("law-2-eldest-orders-up-and-is-euchred")
    assert r["result"]["score"] == {"NS": 2, "EW": 0}  # the makers were East and West


def test_law_2_march_scores_two() -> None:
    r = euchre_ruling("law-2-march-scores-two")
    assert r["result"]["score"]["NS"] == 2


def test_law_2_there_are_no_honours() -> None:
    euchre_ruling("law-2-there-are-no-honours")


def test_law_3_lone_march_scores_four() -> None:
    r = euchre_ruling("law-3-lone-march-scores-four")
    assert [len(t["cards"]) for t in r["tricks"]] == [3]


def test_law_3_lone_point_scores_one() -> None:
    euchre_ruling("law-3-lone-point-scores-one")


def test_law_4_the_revoke_scores_first() -> None:
    r = euchre_ruling("law-4-the-revoke-scores-first")
    assert r["result"]["game"] == {"winner": "EW", "value": 1}


def test_law_7_game_counts_two_when_the_losers_have_not_scored() -> None:
    euchre_ruling("law-7-game-counts-two-when-the-losers-have-not-scored")


def test_law_7_the_rubber_and_its_two_points() -> None:
    r = euchre_ruling("law-7-the-rubber-and-its-two-points")
    assert r["result"]["rubber"] == {"winner": "NS", "points": 5}


# -- Laws 29-45: the deal --


def test_law_29_the_pack_not_cut() -> None:
    euchre_ruling("law-29-the-pack-not-cut")


def test_law_33_an_imperfect_pack() -> None:
    r = euchre_ruling("law-33-an-imperfect-pack")
    assert r["result"]["new_deal"] == {"dealer": "S", "same_dealer": True}


def test_law_34_a_card_faced_before_a_lead() -> None:
    euchre_ruling("law-34-a-card-faced-before-a-lead")


def test_law_35_a_card_exposed_in_dealing() -> None:
    euchre_ruling("law-35-a-card-exposed-in-dealing")


def test_law_38_a_deal_with_the_adversaries_cards() -> None:
    euchre_ruling("law-38-a-deal-with-the-adversaries-cards")


def test_law_40_a_deal_out_of_turn() -> None:
    euchre_ruling("law-40-a-deal-out-of-turn")


def test_law_41_42_a_misdeal() -> None:
    r = euchre_ruling("law-41-42-a-misdeal")
    assert r["result"]["new_deal"] == {"dealer": "W", "same_dealer": False}


def test_law_43_the_adversaries_touched_the_cards_first() -> None:
    r = euchre_ruling("law-43-the-adversaries-touched-the-cards-first")
    assert r["result"]["new_deal"] == {"dealer": "S", "same_dealer": True}


# -- Laws 46-57: cards liable to be called --


def test_law_46_a_card_dropped_on_the_floor() -> None:
    euchre_ruling("law-46-a-card-dropped-on-the-floor")


def test_law_46_an_exposed_card_is_called() -> None:
    euchre_ruling("law-46-an-exposed-card-is-called")


def test_law_47_a_winning_card_led_again_without_waiting() -> None:
    euchre_ruling("law-47-a-winning-card-led-again-without-waiting")


def test_law_48_cards_thrown_down_are_exposed() -> None:
    euchre_ruling("law-48-cards-thrown-down-are-exposed")


def test_law_49_all_four_throw_down() -> None:
    euchre_ruling("law-49-all-four-throw-down")


def test_law_50_an_adversary_abandons_his_hand() -> None:
    r = euchre_ruling("law-50-an-adversary-abandons-his-hand")
    assert r["tricks_won"] == {"NS": 1, "EW": 0}  # the hand ends; five points for the lone player


def test_law_51_a_detached_card_named() -> None:
    euchre_ruling("law-51-a-detached-card-named")


def test_law_51_a_wrong_card_named() -> None:
    euchre_ruling("law-51-a-wrong-card-named")


def test_law_52_a_lead_out_of_turn() -> None:
    r = euchre_ruling("law-52-a-lead-out-of-turn")
    assert [o["id"] for o in only(r, "lead_out_of_turn")["options"]] == ["call_card", "call_suit"]


def test_law_53_a_false_lead_followed_by_all() -> None:
    euchre_ruling("law-53-a-false-lead-followed-by-all")


def test_law_54_a_suit_called_and_disobeyed() -> None:
    r = euchre_ruling("law-54-a-suit-called-and-disobeyed")
    assert only(r, "revoke")["established"] is True


def test_law_55_no_call_obliges_a_revoke() -> None:
    euchre_ruling("law-55-no-call-obliges-a-revoke")


def test_law_57_a_suit_called_and_none_held() -> None:
    r = euchre_ruling("law-57-a-suit-called-and-none-held")
    assert not [f for f in r["findings"] if f["kind"] == "revoke"]


# -- Laws 58-61: cards played in error --


def test_law_58_the_third_hand_plays_before_the_second() -> None:
    euchre_ruling("law-58-the-third-hand-plays-before-the-second")


def test_law_59_the_fourth_hand_plays_before_his_partner() -> None:
    euchre_ruling("law-59-the-fourth-hand-plays-before-his-partner")


def test_law_60_a_trick_gathered_without_a_card() -> None:
    euchre_ruling("law-60-a-trick-gathered-without-a-card")


def test_law_61_two_cards_to_one_trick() -> None:
    euchre_ruling("law-61-two-cards-to-one-trick")


# -- Laws 62-71: the revoke --


def test_law_62_a_revoke() -> None:
    r = euchre_ruling("law-62-a-revoke")
    assert only(r, "revoke")["options"][0]["n"] == 3


def test_law_62_the_left_bower_alone_need_not_follow_its_printed_suit() -> None:
    r = euchre_ruling("law-62-the-left-bower-alone-need-not-follow-its-printed-suit")
    assert r["findings"] == []
    assert r["tricks"][0]["winner"] == "W"


def test_law_62_the_left_bower_is_not_its_printed_suit() -> None:
    r = euchre_ruling("law-62-the-left-bower-is-not-its-printed-suit")
    assert "the left bower (JC)" in only(r, "revoke")["summary"]


def test_law_62_the_left_bower_must_follow_a_trump_lead() -> None:
    r = euchre_ruling("law-62-the-left-bower-must-follow-a-trump-lead")
    assert only(r, "revoke")["established"] is True


def test_law_63_five_points_in_a_lone_hand() -> None:
    r = euchre_ruling("law-63-five-points-in-a-lone-hand")
    assert only(r, "revoke")["options"][0]["n"] == 5


def test_law_64_a_trick_turned_and_quitted() -> None:
    euchre_ruling("law-64-a-trick-turned-and-quitted")


def test_law_65_the_partner_asks() -> None:
    euchre_ruling("law-65-the-partner-asks")


def test_law_66_a_revoke_claimed_that_the_case_does_not_show() -> None:
    euchre_ruling("law-66-a-revoke-claimed-that-the-case-does-not-show")


def test_law_67_the_accused_mix_the_cards() -> None:
    euchre_ruling("law-67-the-accused-mix-the-cards")


def test_law_68_claimed_after_the_cut() -> None:
    r = euchre_ruling("law-68-claimed-after-the-cut")
    assert only(r, "revoke")["claim_in_time"] is False


def test_law_69_a_revoke_corrected_in_time() -> None:
    r = euchre_ruling("law-69-a-revoke-corrected-in-time")
    assert r["tricks"][0]["cards"]["N"] == "7D"


def test_law_71_revokes_on_both_sides_cancel() -> None:
    r = euchre_ruling("law-71-revokes-on-both-sides-cancel")
    assert all("cancel each other (Law 71)" in f["summary"] for f in r["findings"])


# -- Laws 74-85: making the trump and playing --


def test_law_74_third_hand_takes_it_from_the_eldest_alone() -> None:
    euchre_ruling("law-74-third-hand-takes-it-from-the-eldest-alone")


def test_law_77_all_pass_twice() -> None:
    r = euchre_ruling("law-77-all-pass-twice")
    assert r["result"]["new_deal"] == {"dealer": "W", "same_dealer": False}


def test_law_78_a_suit_named_cannot_be_changed() -> None:
    euchre_ruling("law-78-a-suit-named-cannot-be-changed")


def test_law_78_naming_the_suit_turned_down_is_a_pass() -> None:
    euchre_ruling("law-78-naming-the-suit-turned-down-is-a-pass")


def test_law_79_the_suit_mentioned_after_passing() -> None:
    euchre_ruling("law-79-the-suit-mentioned-after-passing")


def test_law_80_ordering_up_after_passing() -> None:
    euchre_ruling("law-80-ordering-up-after-passing")


def test_law_80_the_adversaries_elect_that_it_be_played() -> None:
    r = euchre_ruling("law-80-the-adversaries-elect-that-it-be-played")
    assert only(r, "bid")["elected"] == "trump_stands"


def test_law_81_the_partner_did_not_hear() -> None:
    euchre_ruling("law-81-the-partner-did-not-hear")


def test_law_82_a_declaration_out_of_turn() -> None:
    euchre_ruling("law-82-a-declaration-out-of-turn")


def test_law_82_the_dealer_turning_down_binds_his_partner() -> None:
    euchre_ruling("law-82-the-dealer-turning-down-binds-his-partner")


def test_law_83_attention_called_to_the_trick() -> None:
    euchre_ruling("law-83-attention-called-to-the-trick")


def test_law_85_consulting_loses_the_penalty() -> None:
    r = euchre_ruling("law-85-consulting-loses-the-penalty")
    assert only(r, "lead_out_of_turn")["options"] == []


# -- Laws 86-92: the discard and the trump card --


def test_law_86_the_discard_cannot_be_changed() -> None:
    euchre_ruling("law-86-the-discard-cannot-be-changed")


def test_law_87_the_eldest_leads_before_the_discard() -> None:
    euchre_ruling("law-87-the-eldest-leads-before-the-discard")


def test_law_88_the_trump_card_cannot_be_discarded() -> None:
    euchre_ruling("law-88-the-trump-card-cannot-be-discarded")


def test_law_89_the_lone_third_hand_calls_on_the_dealer() -> None:
    euchre_ruling("law-89-the-lone-third-hand-calls-on-the-dealer")


def test_law_90_a_hand_of_four_cards() -> None:
    euchre_ruling("law-90-a-hand-of-four-cards")


def test_law_90_the_dealer_neglects_to_discard() -> None:
    r = euchre_ruling("law-90-the-dealer-neglects-to-discard")
    assert r["result"]["score"] == {"NS": 0, "EW": 2}  # the four tricks do not score


def test_law_91_the_trump_card_lifted() -> None:
    euchre_ruling("law-91-the-trump-card-lifted")


# -- Laws 93-105: playing alone --


def test_law_93_a_player_who_passed_cannot_play_alone() -> None:
    euchre_ruling("law-93-a-player-who-passed-cannot-play-alone")


def test_law_94_i_take_it_from_you() -> None:
    r = euchre_ruling("law-94-i-take-it-from-you")
    assert r["tricks"][0]["leader"] == "N" and "W" not in r["tricks"][0]["cards"]


def test_law_95_a_card_exposed_before_declaring() -> None:
    euchre_ruling("law-95-a-card-exposed-before-declaring")


def test_law_95_ordered_up_cannot_play_alone() -> None:
    euchre_ruling("law-95-ordered-up-cannot-play-alone")


def test_law_96_the_dealer_announces_alone_after_his_discard() -> None:
    euchre_ruling("law-96-the-dealer-announces-alone-after-his-discard")


def test_law_96_the_dealer_announces_alone_before_his_discard() -> None:
    euchre_ruling("law-96-the-dealer-announces-alone-before-his-discard")


def test_law_97_98_alone_declared_after_ordering_up() -> None:
    euchre_ruling("law-97-98-alone-declared-after-ordering-up")


def test_law_99_the_partner_offers_after_a_lead() -> None:
    r = euchre_ruling("law-99-the-partner-offers-after-a-lead")
    assert sorted(r["tricks"][0]["cards"]) == ["E", "N", "S", "W"]


def test_law_100_the_adversaries_elect_that_he_play_alone() -> None:
    r = euchre_ruling("law-100-the-adversaries-elect-that-he-play-alone")
    assert sorted(r["tricks"][0]["cards"]) == ["E", "S", "W"]
    assert r["tricks"][0]["winner"] == "S"


def test_law_100_the_partner_plays_upon_the_first_lead() -> None:
    r = euchre_ruling("law-100-the-partner-plays-upon-the-first-lead")
    assert sorted(r["tricks"][0]["cards"]) == ["E", "N", "S", "W"]


def test_law_102_the_partner_exposes_a_card() -> None:
    r = euchre_ruling("law-102-the-partner-exposes-a-card")
    assert r["result"]["score"]["NS"] == 2


def test_law_103_the_lone_partner_hand_counted() -> None:
    euchre_ruling("law-103-the-lone-partner-hand-counted")


def test_law_104_the_lone_player_exposes_a_card() -> None:
    euchre_ruling("law-104-the-lone-player-exposes-a-card")


def test_law_104_the_lone_player_leads_out_of_turn() -> None:
    r = euchre_ruling("law-104-the-lone-player-leads-out-of-turn")
    assert [o["id"] for o in only(r, "lead_out_of_turn")["options"]] == ["call_card"]


def test_law_105_an_adversary_plays_out_of_turn_to_the_lone_lead() -> None:
    r = euchre_ruling("law-105-an-adversary-plays-out-of-turn-to-the-lone-lead")
    assert "both opposing hands must be laid on the table" in only(r, "play_out_of_turn")["summary"]


def test_every_law_case_file_has_its_test() -> None:
    source = Path(__file__).read_text()
    files = sorted(p.name[: -len(".case.json")] for p in EUCHRE.glob("law-*.case.json"))
    assert files and all(f'"{name}"' in source for name in files)
    assert all(re.match(r"law-\d+", name) for name in files)


def test_law_99_a_partner_who_passed_offers_to_take_the_lone_hand() -> None:
    """Law 99: "after he has himself passed, neither can play alone": the finding cites 93 and 99, as it says."""
    case = json.loads((EUCHRE / "law-93-a-player-who-passed-cannot-play-alone.case.json").read_text())
    case["events"][2:4] = [
        {"type": "bid", "seat": "E", "action": "order_up", "alone": True},
        {"type": "bid", "seat": "W", "action": "order_up", "alone": True},
    ]
    case["events"][-1] = {"type": "play", "seat": "W", "card": "JD"}
    ruling = rule(case)
    refused = [f for f in ruling["findings"] if "neither can his partner" in f["summary"]]
    assert len(refused) == 1, ruling["findings"]
    assert refused[0]["laws"] == ["93", "99"]
    assert "(Law 99)" in refused[0]["summary"] and "(Law 95)" not in refused[0]["summary"]
