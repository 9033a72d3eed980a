"""The Club Code's laws on the deal (37-51), the trump card (52-55), cards thrown down (57-59) and cards not
played to a trick (69, 70): a test named after each law, from a case file under tests/engine/cases/ or a
worked case of the books under corpus/cases/.
"""

from __future__ import annotations

import json
from typing import Any

from engine import rule, rule_text

from .conftest import WORKED, mismatches, ruling_for

BOOK = WORKED


def book(name: str) -> dict[str, Any]:
    text = (BOOK / f"{name}.case.json").read_text()
    ruling = rule_text(text)
    expected = json.loads((BOOK / f"{name}.expected.json").read_text())
    assert mismatches(expected, ruling) == []
    return ruling


def only(ruling: dict[str, Any], kind: str) -> dict[str, Any]:
    found = [f for f in ruling["findings"] if f["kind"] == kind]
    assert len(found) == 1, ruling["findings"]
    return found[0]


def option_ids(finding: dict[str, Any]) -> list[str]:
    return [o["id"] for o in finding["options"]]


def deal_case(*events: dict[str, Any], dealer: str = "W") -> dict[str, Any]:
    return rule({"code": "club-1864", "dealer": dealer, "trump": "2C", "events": list(events)})


# -- Laws 37-42: a new deal --


def test_law_37_ii_a_card_faced_in_the_pack_the_same_dealer_deals_again() -> None:
    ruling = book("mcintosh-37-1-in-a-new-deal-the-same-dealer-deals")
    assert ruling["result"]["new_deal"] == {"dealer": "W", "same_dealer": True}


def test_law_37_ii_the_last_card_faced_is_no_ground_for_a_new_deal() -> None:
    ruling = deal_case({"type": "deal", "fact": "card_faced_in_pack", "last": True})
    assert only(ruling, "deal")["laws"] == ["37", "37.II"] and ruling["result"] is None


def test_law_38_card_exposed_by_the_dealers_partner_the_adversaries_claim() -> None:
    assert only(ruling_for("law-38-card-exposed-by-the-dealers-partner"), "new_deal")["elected"] == "new_deal"


def test_law_38_the_dealers_claim_is_lost_if_his_partner_touched_first() -> None:
    finding = only(book("mcintosh-38-1-partner-had-touched"), "new_deal")
    assert finding["options"] == [] and finding["claim_in_time"] is False


def test_law_38_no_new_deal_the_exposed_card_cannot_be_called() -> None:
    finding = only(ruling_for("law-38-claim-after-the-trump-card-is-turned"), "new_deal")
    assert "cannot be called" in finding["summary"]


def test_law_39_the_adversaries_may_touch_after_the_dealers_partner() -> None:
    ruling = ruling_for("law-39-the-adversaries-may-touch-after-the-dealers-partner")
    assert ruling["result"]["new_deal"]["dealer"] == "W"


def test_law_40_one_of_the_last_cards_exposed_the_claim_survives_the_turn_up() -> None:
    assert only(ruling_for("law-40-one-of-the-last-cards-exposed"), "new_deal")["claim_in_time"] is True


def test_law_41_the_dealer_looks_at_the_trump_card() -> None:
    finding = only(ruling_for("law-41-the-dealer-looks-at-the-trump-card"), "new_deal")
    assert option_ids(finding) == ["new_deal"] and finding["options"][0]["chooser"] == "NS"


def test_law_42_a_card_of_the_other_pack_the_adversaries_decide() -> None:
    ruling = ruling_for("law-42-a-card-of-the-other-pack")
    assert ruling["result"] is None  # the adversaries have still to decide


def test_law_37_mcintosh_an_adversarys_card_taken_up_new_deal_or_draw() -> None:
    finding = only(book("mcintosh-37-2-an-adversarys-card-taken-up"), "new_deal")
    assert option_ids(finding) == ["new_deal", "draw_card"]


# -- Laws 43-51: the misdeal --


def test_law_43_a_misdeal_loses_the_deal() -> None:
    ruling = book("mcintosh-37-1-the-dealer-counts-the-cards")
    assert ruling["result"] == {
        "score": {"NS": 0, "EW": 0},
        "game": None,
        "new_deal": {"dealer": "N", "same_dealer": False},
    }


def test_law_44_i_dealing_begun_to_the_wrong_hand_clay_case_16() -> None:
    finding = only(book("clay-case-16-deal-for-the-partner-begun-to-the-wrong-hand"), "misdeal")
    assert "44.I" in finding["laws"] and finding["claim_in_time"] is True


def test_law_44_i_a_hand_missed_may_be_put_right_before_the_next_is_dealt_to() -> None:
    assert book("mcintosh-44-3-a-hand-missed-and-put-right")["result"] is None
    assert book("mcintosh-44-3-a-hand-missed-too-late")["result"]["new_deal"]["same_dealer"] is False


def test_law_44_ii_the_trump_card_on_another_packet_clay_case_4() -> None:
    finding = only(book("clay-case-4-last-two-cards-to-the-right-hand-adversary"), "misdeal")
    assert finding["decisions"] == ["clay-case-4"]


def test_law_44_iii_a_misdeal_with_an_imperfect_pack_keeps_the_deal() -> None:
    ruling = ruling_for("law-44-iii-trump-card-out-of-order-pack-imperfect")
    assert ruling["result"]["new_deal"] == {"dealer": "W", "same_dealer": True}


def test_law_44_iv_fourteen_cards_found_in_the_play_is_a_misdeal() -> None:
    # Ten tricks played (A four cards left, B two), then the claim: the misdeal is found at the claim.
    assert only(book("mcintosh-44-5-fourteen-cards-found-during-the-play"), "misdeal")["event"] == 40


def test_law_44_iv_fourteen_cards_found_after_the_mixing_the_score_stands() -> None:
    ruling = book("mcintosh-44-4-fourteen-cards-found-after-mixing")
    assert "new_deal" not in ruling["result"] and ruling["result"]["game"]["winner"] == "NS"


def test_law_44_v_the_dealer_counts_the_cards() -> None:
    assert "44.V" in only(book("mcintosh-37-1-the-dealer-counts-the-cards"), "misdeal")["laws"]


def test_law_44_vi_dealer_may_correct_one_card() -> None:
    finding = only(ruling_for("law-44-vi-dealer-corrects-one-card"), "deal")
    assert finding["claim_in_time"] is True and "fails" in finding["summary"]


def test_law_44_vi_moving_two_cards_is_a_misdeal_clay_case_18() -> None:
    assert only(book("clay-case-18-correction-by-moving-two-cards"), "misdeal")["decisions"] == ["clay-case-18"]


def test_law_44_vii_pack_not_cut_claimed_in_time() -> None:
    finding = only(ruling_for("law-44-vii-pack-not-cut-claimed-in-time"), "misdeal")
    assert finding["elected"] == "new_deal"


def test_law_44_vii_not_after_looking_at_the_cards() -> None:
    finding = only(ruling_for("law-44-vii-pack-not-cut-after-looking-at-the-cards"), "misdeal")
    assert finding["options"] == [] and "taken up his cards" in finding["summary"]


def test_law_45_an_adversary_touching_first_the_deal_is_not_lost() -> None:
    ruling = book("mcintosh-43-1-a-misdeal-that-does-not-lose-the-deal")
    assert ruling["result"]["new_deal"] == {"dealer": "W", "same_dealer": True}


def test_law_45_the_dealers_partner_touching_first_the_deal_is_lost() -> None:
    ruling = ruling_for("law-45-the-dealers-partner-touched-first")
    assert ruling["result"]["new_deal"] == {"dealer": "N", "same_dealer": False}


def test_law_46_a_short_hand_that_has_played_the_deal_stands() -> None:
    ruling = book("mcintosh-46-1-a-short-hand-that-has-played")
    assert "new_deal" not in ruling["result"]


def test_law_47_pack_imperfect_in_the_play_past_scores_stand() -> None:
    ruling = ruling_for("law-47-pack-proved-imperfect-during-the-play")
    assert ruling["result"]["score"] == {"NS": 3, "EW": 1}


def test_law_48_dealing_out_of_turn_stopped_before_the_trump_card() -> None:
    assert ruling_for("law-48-dealing-out-of-turn-stopped")["result"]["new_deal"]["dealer"] == "S"


def test_law_48_dealing_out_of_turn_not_stopped_the_game_proceeds() -> None:
    assert only(ruling_for("law-48-dealing-out-of-turn-not-stopped"), "deal")["claim_in_time"] is False


def test_law_49_dealing_for_the_partner_by_consent() -> None:
    assert "49" in only(book("clay-case-16-deal-for-the-partner-begun-to-the-wrong-hand"), "deal")["laws"]


def test_law_50_dealer_interrupted_to_correct_the_score_clay_case_10() -> None:
    finding = only(book("clay-case-10-dealer-interrupted-to-correct-the-score"), "misdeal")
    assert finding["decisions"] == ["clay-case-10"]


def test_law_50_dealer_interrupted_about_his_turn_deals_again() -> None:
    assert ruling_for("law-50-dealer-interrupted-about-his-turn")["result"]["new_deal"]["same_dealer"] is True


def test_law_51_partners_deal_taken_and_misdealt() -> None:
    assert ruling_for("law-51-partners-deal-taken-and-misdealt")["result"]["new_deal"]["dealer"] == "E"


def test_claim_of_a_misdeal_with_nothing_to_support_it() -> None:
    claim = only(deal_case({"type": "claim", "seat": "N", "kind": "misdeal"}), "claim")
    assert "the deal stands" in claim["summary"]


# -- Laws 52-55: the trump card --


def test_law_52_trump_card_left_on_the_table_is_liable_to_be_called() -> None:
    finding = only(book("mcintosh-52-1-trump-card-left-on-the-table"), "exposed_card")
    assert finding["elected"] == "call_card"


def test_law_52_trump_card_taken_up_before_the_first_trick_is_quitted() -> None:
    assert only(book("mcintosh-52-2-trump-card-taken-up-in-time"), "trump_card")["options"] == []


def test_law_53_a_player_naming_the_trump_card() -> None:
    finding = only(book("mcintosh-53-1-naming-the-trump-card"), "trump_card")
    assert option_ids(finding) == ["call_highest", "call_lowest"]


def test_law_54_trump_card_taken_up_too_soon_a_wrong_card_shown() -> None:
    ruling = ruling_for("law-54-trump-card-taken-up-too-soon")
    assert option_ids(only(ruling, "exposed_card")) == ["call_card"]


def test_law_55_dealer_forgets_the_trump_card_the_call_cannot_be_changed() -> None:
    ruling = ruling_for("law-55-the-dealer-forgets-the-trump-card")
    assert "already chosen" in only(ruling, "call")["summary"]


# -- Laws 57-59: winning cards, cards thrown down --


def test_law_57_winning_cards_laid_down_are_played_cards_clay_case_6() -> None:
    finding = only(book("clay-case-6-winning-cards-laid-down"), "cards_thrown_down")
    assert option_ids(finding) == ["call_win"]


def test_law_57_declared_cards_not_liable_to_be_called_clay_case_2() -> None:
    call = only(book("clay-case-2-declared-cards-not-liable-to-be-called"), "call")
    assert call["decisions"] == ["clay-case-2", "clay-case-6"]


def test_law_73_the_declared_card_revokes_clay_case_2() -> None:
    assert only(book("clay-case-2-declared-card-revokes"), "revoke")["established"] is True


def test_law_58_cards_thrown_down_are_exposed() -> None:
    finding = only(ruling_for("law-58-cards-thrown-down-with-a-claim-not-all-winners"), "cards_thrown_down")
    assert finding["elected"] == "call_card"


def test_law_56_cards_named_with_a_mistaken_claim_are_exposed_mcintosh_56_2() -> None:
    """McIntosh's case under 56 as the book tells it: A names his four cards ("the best three hearts and the
    remaining trump"), he does not lay them down; named, they are exposed cards, and C and D may call the trump."""
    ruling = book("mcintosh-56-2-the-remaining-tricks-wrongly-claimed")
    named = only(ruling, "exposed_card")
    assert (named["offender"], named["elected"]) == ("N", "call_card")
    assert ruling["tricks_won"] == {"NS": 6, "EW": 7}  # C and D win three of the four tricks, as the book holds


def test_law_58_one_player_alone_keeps_his_hand() -> None:
    ruling = ruling_for("law-58-one-player-alone-keeps-his-hand")
    assert [f["offender"] for f in ruling["findings"]] == ["E", "S", "W"]


def test_law_73_throwing_down_with_the_claim_establishes_the_revoke_clay_case_8() -> None:
    revoke = only(book("clay-case-8-revoke-found-after-throwing-down"), "revoke")
    assert revoke["decisions"] == ["clay-case-8"]


def test_law_59_all_four_thrown_down_two_penalties_only() -> None:
    ruling = book("mcintosh-59-1-revoke-on-abandoned-hands")
    assert option_ids(only(ruling, "revoke")) == ["add_three", "deduct_three"]
    assert ruling["tricks_won"] == {"NS": 9, "EW": 4}  # the claim of the remaining tricks stands


def test_law_59_an_abandoned_hand_can_take_no_more_cards() -> None:
    ruling = rule(
        {
            "code": "club-1864",
            "dealer": "W",
            "trump": "2C",
            "events": [
                {"type": "throw_down", "seats": ["N", "E", "S", "W"]},
                {"type": "play", "seat": "N", "card": "AS"},
            ],
        }
    )
    assert ruling["valid"] is False and ruling["errors"][0]["field"] == "events.1"


def test_law_73_revoke_in_the_twelfth_trick_not_quitted() -> None:
    assert only(book("mcintosh-73-1-revoke-in-the-twelfth-trick"), "revoke")["established"] is False


# -- Laws 69, 70 --


def test_law_69_a_trick_gathered_without_a_players_card() -> None:
    ruling = book("mcintosh-69-1-a-card-named-but-not-played")
    assert ruling["result"]["new_deal"]["same_dealer"] is True


def test_law_70_a_card_mixed_with_a_trick_still_proves_a_revoke() -> None:
    revoke = only(ruling_for("law-70-card-mixed-with-a-trick"), "revoke")
    assert "9D" in revoke["summary"]


def test_a_whole_hand_with_three_irregularities_the_benchmark_case() -> None:
    ruling = ruling_for("thirteen-tricks-three-irregularities")
    assert [f["kind"] for f in ruling["findings"]] == ["exposed_card", "lead_out_of_turn", "revoke"]
    assert sum(ruling["tricks_won"].values()) == 13
