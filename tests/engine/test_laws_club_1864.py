"""Each law of the Club Code the engine applies, tested from a case file under tests/engine/cases/.

The case file's "_note" says which law or book case it encodes; its expected file pins the ruling.
Tests here add the assertions that read best beside the law.
"""

from __future__ import annotations

from typing import Any

from .conftest import ruling_for


def only(ruling: dict[str, Any], kind: str) -> dict[str, Any]:
    found = [f for f in ruling["findings"] if f["kind"] == kind]
    assert len(found) == 1, ruling["findings"]
    return found[0]


def option_ids(finding: dict[str, Any]) -> list[str]:
    return [o["id"] for o in finding["options"]]


# -- Laws 1-10: scoring, honours, games, the rubber --


def test_law_2_tricks_above_six_count_one_point_each() -> None:
    ruling = ruling_for("law-3-three-honours-score-two")
    assert ruling["tricks_won"] == {"NS": 7, "EW": 6}
    assert ruling["result"]["score"] == {"NS": 3, "EW": 0}  # one by tricks, two by honours


def test_law_3_three_honours_score_two() -> None:
    finding = only(ruling_for("law-3-three-honours-score-two"), "honours")
    assert finding["claim_in_time"] is True
    assert "three honours score two points (Law 3 II)" in finding["summary"]


def test_law_3_four_honours_win_the_game() -> None:
    ruling = ruling_for("law-3-four-honours-win-the-game")
    assert ruling["result"]["game"] == {"winner": "NS", "value": 1}


def test_law_4_at_four_cannot_score_honours() -> None:
    ruling = ruling_for("law-4-at-four-cannot-score-honours")
    assert ruling["result"]["score"]["NS"] == 4
    assert "4" in only(ruling, "honours")["laws"]


def test_law_5_tricks_score_before_honours() -> None:
    ruling = ruling_for("law-5-tricks-score-before-honours")
    assert ruling["result"] == {"score": {"NS": 2, "EW": 5}, "game": {"winner": "EW", "value": 2}}


def test_law_6_honours_claimed_after_the_next_trump_card_cannot_be_scored() -> None:
    ruling = ruling_for("law-6-honours-claimed-after-the-next-trump-card")
    assert only(ruling, "honours")["claim_in_time"] is False
    assert ruling["result"]["score"] == {"NS": 1, "EW": 0}


def test_law_7_game_claimed_without_calling_honours_authorities_differ() -> None:
    ruling = ruling_for("law-7-game-claimed-without-calling-honours")
    honours = only(ruling, "honours")
    assert set(honours["decisions"]) == {"clay-case-1", "mcintosh-preface-6"}
    assert "The authorities differ" in honours["summary"]
    assert ruling["result"]["score"]["NS"] == 3  # the printed law: honours not called are not scored


def test_law_8_double_when_the_losers_have_scored_less_than_three() -> None:
    assert ruling_for("law-8-treble-double-single")["result"]["game"] == {"winner": "NS", "value": 2}


def test_law_9_and_10_rubber_points_less_the_losers_game() -> None:
    result = ruling_for("law-9-10-the-rubber")["result"]
    assert result["rubber"] == {"winner": "NS", "points": 6}


# -- Laws 56-66: exposed cards and cards liable to be called --


def test_law_56_exposed_card_liable_to_be_called() -> None:
    finding = only(ruling_for("law-56-exposed-card-called"), "exposed_card")
    assert finding["elected"] == "call_card"
    assert "E played the 9D as called" in finding["summary"]


def test_law_56_card_dropped_on_the_floor_is_not_exposed() -> None:
    finding = only(ruling_for("law-56-card-dropped-on-the-floor"), "exposed_card")
    assert finding["options"] == []


def test_law_56_lowered_hand_authorities_differ() -> None:
    finding = only(ruling_for("law-56-lowered-hand-authorities-differ"), "exposed_card")
    assert option_ids(finding) == ["call_card"]
    assert "Cavendish and Clay" in finding["summary"]


def test_law_56_card_taken_back_is_exposed() -> None:
    finding = only(ruling_for("law-56-card-taken-back"), "exposed_card")
    assert option_ids(finding) == ["call_card"]


def test_law_57_winning_card_led_again_partner_called_to_win() -> None:
    finding = only(ruling_for("law-57-winning-card-and-lead-again"), "exposed_card")
    assert option_ids(finding) == ["call_win", "call_card"]


def test_law_60_wrong_card_named_gives_a_suit_call() -> None:
    ruling = ruling_for("law-60-detached-card-wrong-card-named")
    call = only(ruling, "call")
    assert (call["offender"], option_ids(call)) == ("S", ["call_suit"])
    assert call["options"][0]["chooser"] == "EW"


def test_law_61_suit_call_disobeyed_is_the_penalty_of_a_revoke() -> None:
    revoke = only(ruling_for("law-61-suit-called-and-disobeyed"), "revoke")
    assert revoke["offender"] == "W" and revoke["established"] is True
    assert option_ids(revoke) == ["take_three_tricks", "deduct_three", "add_three"]


def test_law_64_no_call_can_oblige_a_player_to_revoke() -> None:
    ruling = ruling_for("law-64-no-call-can-oblige-a-revoke")
    assert "cannot be compelled to (Law 64)" in only(ruling, "exposed_card")["summary"]


def test_law_65_the_call_may_be_repeated() -> None:
    ruling = ruling_for("law-64-no-call-can-oblige-a-revoke")
    assert "65" in only(ruling, "exposed_card")["laws"]


def test_law_66_suit_called_and_none_held_the_penalty_is_paid() -> None:
    ruling = ruling_for("law-66-suit-called-none-the-penalty-is-paid")
    assert [f["kind"] for f in ruling["findings"]] == ["lead_out_of_turn"]


# -- Laws 62, 63, 67, 68: leads and plays out of turn --


def test_law_62_lead_out_of_turn_card_or_suit() -> None:
    finding = only(ruling_for("law-62-lead-out-of-turn-the-two-options"), "lead_out_of_turn")
    assert option_ids(finding) == ["call_card", "call_suit"]
    assert {o["chooser"] for o in finding["options"]} == {"NS"}


def test_law_62_suit_called_and_obeyed() -> None:
    finding = only(ruling_for("law-62-suit-called-and-obeyed"), "lead_out_of_turn")
    assert finding["elected"] == "call_suit"


def test_law_62_right_to_call_a_suit_lapses_at_the_next_lead() -> None:
    finding = only(ruling_for("law-62-suit-call-lapses-at-the-next-lead"), "lead_out_of_turn")
    assert option_ids(finding) == ["call_card"]


def test_law_63_false_lead_followed_by_all_three_stands() -> None:
    ruling = ruling_for("law-63-false-lead-followed-by-all-three")
    assert ruling["tricks"][0]["winner"] == "E"
    assert only(ruling, "lead_out_of_turn")["options"] == []


def test_law_63_second_and_third_take_their_cards_back() -> None:
    ruling = ruling_for("law-63-second-and-third-take-back")
    assert ruling["tricks"] == [{"leader": "N", "cards": {"N": "AS"}, "winner": None}]


def test_law_67_third_hand_before_second_no_penalty() -> None:
    finding = only(ruling_for("law-67-third-hand-before-second"), "play_out_of_turn")
    assert finding["laws"] == ["67"] and finding["options"] == []


def test_law_68_fourth_hand_before_his_partner_win_or_not() -> None:
    finding = only(ruling_for("law-68-fourth-hand-before-his-partner"), "play_out_of_turn")
    assert option_ids(finding) == ["call_win", "call_lose"]


def test_law_68_called_to_win_and_did_not() -> None:
    revoke = only(ruling_for("law-68-called-to-win-and-did-not"), "revoke")
    assert revoke["offender"] == "E" and "57" in revoke["laws"]


# -- Laws 71-82: the revoke --


def test_law_71_revoke_proved_by_a_later_play() -> None:
    revoke = only(ruling_for("law-71-revoke-proved-by-a-later-play"), "revoke")
    assert revoke["event"] == 6 and "claim_in_time" not in revoke


def test_law_72_the_three_options_and_their_scores() -> None:
    revoke = only(ruling_for("law-72-v-revoke-scores-before-tricks-and-honours"), "revoke")
    results = {o["id"]: o["result"]["score"] for o in revoke["options"]}
    assert results == {
        "take_three_tricks": {"NS": 4, "EW": 2},
        "deduct_three": {"NS": 4, "EW": 2},
        "add_three": {"NS": 0, "EW": 5},
    }


def test_law_72_deduct_three_from_a_score_of_one() -> None:
    ruling = ruling_for("law-72-deduct-three-from-a-score-of-one")
    assert ruling["result"]["score"] == {"NS": 0, "EW": 2}


def test_law_72_take_three_tricks_from_a_side_with_two() -> None:
    ruling = ruling_for("law-72-take-three-tricks-from-a-side-with-two")
    assert ruling["result"]["game"] == {"winner": "EW", "value": 3}


def test_law_72_v_revoke_scores_before_tricks_and_honours() -> None:
    ruling = ruling_for("law-72-v-revoke-scores-before-tricks-and-honours")
    assert ruling["result"] == {"score": {"NS": 0, "EW": 5}, "game": {"winner": "EW", "value": 3}}


def test_law_73_established_by_play_to_the_following_trick() -> None:
    revoke = only(ruling_for("law-73-established-by-partners-lead"), "revoke")
    assert revoke["established"] is True


def test_law_73_established_by_turning_and_quitting() -> None:
    revoke = only(ruling_for("law-73-established-by-turning-and-quitting"), "revoke")
    assert revoke["established"] is True and revoke["claim_in_time"] is True


def test_law_73_adversary_quitting_does_not_establish() -> None:
    ruling = ruling_for("law-73-adversary-quitting-does-not-establish")
    revoke = only(ruling, "revoke")
    assert revoke["established"] is False
    assert revoke["decisions"] == ["clay-case-7"]
    assert ruling["tricks"][0]["cards"]["E"] == "5D"


def test_law_74_question_before_quitting_saves_the_revoke() -> None:
    revoke = only(ruling_for("law-74-question-saves-the-revoke"), "revoke")
    assert revoke["established"] is False and "74" in revoke["laws"]


def test_law_74_question_answered_in_the_negative() -> None:
    assert only(ruling_for("law-74-question-answered-none"), "revoke")["established"] is True


def test_law_75_claimants_may_search_the_tricks() -> None:
    claim = only(ruling_for("law-75-claim-not-shown-search-the-tricks"), "claim")
    assert claim["offender"] is None and "75" in claim["laws"]


def test_law_76_revoke_corrected_highest_called_and_obeyed() -> None:
    ruling = ruling_for("law-76-highest-called-and-obeyed")
    assert ruling["tricks"][0]["cards"] == {"N": "AD", "E": "3D", "S": "KD", "W": "5D"}
    assert [f["kind"] for f in ruling["findings"]] == ["revoke"]  # W's card withdrawn without penalty


def test_law_76_lowest_called_and_disobeyed() -> None:
    ruling = ruling_for("law-76-lowest-called-and-disobeyed")
    assert [(f["kind"], f["established"]) for f in ruling["findings"]] == [
        ("revoke", False),
        ("revoke", True),
    ]


def test_law_77_cards_mixed_by_the_accused_establish_the_revoke() -> None:
    revoke = only(ruling_for("law-77-cards-mixed-after-the-claim"), "revoke")
    assert revoke["established"] is True and "77" in revoke["laws"]


def test_law_78_claim_after_the_cut_is_too_late() -> None:
    ruling = ruling_for("law-78-claim-after-the-cut-is-too-late")
    assert only(ruling, "revoke")["options"] == []
    assert ruling["result"]["score"] == {"NS": 2, "EW": 3}


def test_law_78_no_claim_before_the_cut() -> None:
    revoke = only(ruling_for("law-78-no-claim-before-the-cut"), "revoke")
    assert "claim_in_time" not in revoke and revoke["options"] == []


def test_law_81_revokes_on_both_sides_neither_wins() -> None:
    ruling = ruling_for("law-81-revokes-on-both-sides")
    assert ruling["result"] == {"score": {"NS": 4, "EW": 4}, "game": None}


def test_law_82_revoking_side_cannot_win_the_game() -> None:
    ruling = ruling_for("law-82-revoking-side-cannot-win-the-game")
    assert ruling["result"]["game"] is None and ruling["result"]["score"]["NS"] == 4


def test_elect_settles_the_result() -> None:
    ruling = ruling_for("elect-settles-the-result")
    assert only(ruling, "revoke")["elected"] == "take_three_tricks"


# -- Laws 84, 86, 87: general rules --


def test_law_84_consulting_loses_the_option_clay_case_14() -> None:
    ruling = ruling_for("law-84-consulting-loses-the-option")
    finding = only(ruling, "lead_out_of_turn")
    assert finding["options"] == [] and finding["decisions"] == ["clay-case-14"]


def test_law_84_partners_may_consult_on_a_revoke() -> None:
    ruling = ruling_for("law-84-partners-may-consult-on-a-revoke")
    assert ruling["result"]["score"] == {"NS": 1, "EW": 3}


def test_law_86_attention_called_to_the_trick() -> None:
    finding = only(ruling_for("law-86-attention-called-to-the-trick"), "attention_to_trick")
    assert finding["elected"] == "call_lowest"


def test_law_87_partner_leads_at_once_clay_case_9() -> None:
    ruling = ruling_for("law-87-partner-leads-at-once-clay-case-9")
    exposed = only(ruling, "exposed_card")
    assert exposed["offender"] == "N" and exposed["decisions"] == ["clay-case-9"]
    assert ruling["tricks"] == [{"leader": "N", "cards": {"N": "QD"}, "winner": None}]


def test_law_72_ii_a_penalty_for_each_revoke() -> None:
    ruling = ruling_for("law-72-ii-a-penalty-for-each-revoke")
    assert [f["elected"] for f in ruling["findings"]] == ["add_three", "deduct_three"]
    assert ruling["result"]["score"] == {"NS": 1, "EW": 3}  # three added, two deducted, one by tricks


def test_law_1_the_rubber_is_the_best_of_three_games() -> None:
    ruling = ruling_for("law-9-10-the-rubber")
    assert ruling["result"]["rubber"]["winner"] == "NS"
