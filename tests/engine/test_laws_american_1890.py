"""Each law of the American code (1890) the engine applies, tested from a case file under tests/engine/cases/
(american-law-*) or a worked case of the books under corpus/cases/ (the editor's notes, jsl-*).

The American laws take a point where the Club Code calls a card: Law 18's penalty of one point,
deducted from the offenders or added to the adversaries, at the adversaries' option, before the cut.
"""

from __future__ import annotations

import json
from typing import Any

from engine import SUPPORTED_CODES, rule

from .conftest import WORKED, mismatches, ruling_for

BOOK = WORKED
POINT = ["deduct_points", "add_points"]


def book(name: str) -> dict[str, Any]:
    ruling = rule(json.loads((BOOK / f"{name}.case.json").read_text()))
    assert mismatches(json.loads((BOOK / f"{name}.expected.json").read_text()), ruling) == []
    return ruling


def only(ruling: dict[str, Any], kind: str) -> dict[str, Any]:
    found = [f for f in ruling["findings"] if f["kind"] == kind]
    assert len(found) == 1, ruling["findings"]
    return found[0]


def option_ids(finding: dict[str, Any]) -> list[str]:
    return [o["id"] for o in finding["options"]]


def test_the_engine_rules_on_the_american_code() -> None:
    assert "american-1890" in SUPPORTED_CODES


# -- Laws 2-7, 15: the deal --


def test_law_4_two_cards_to_one_hand_is_a_misdeal_even_if_put_right() -> None:
    ruling = ruling_for("american-law-4-two-cards-to-one-hand")
    assert ruling["result"]["new_deal"] == {"dealer": "N", "same_dealer": False}


def test_law_4_a_card_exposed_in_dealing_the_opponents_may_demand_a_new_deal() -> None:
    assert only(ruling_for("american-law-4-card-exposed-in-dealing"), "new_deal")["elected"] == "new_deal"


def test_law_5_cards_touched_before_the_trump_is_turned_the_dealer_deals_again() -> None:
    ruling = ruling_for("american-law-5-cards-touched-before-the-trump-is-turned")
    assert ruling["result"]["new_deal"]["same_dealer"] is True
    assert ruling["result"]["score"] == {"NS": 0, "EW": 1}, "the point elected is scored, though the hand is void"
    assert option_ids(only(ruling, "deal")) == POINT


def test_law_6_trump_card_taken_up_before_three_have_played() -> None:
    finding = only(ruling_for("american-law-6-trump-card-taken-up-too-soon"), "trump_card")
    assert option_ids(finding) == POINT


def test_law_7_fourteen_cards_is_a_misdeal_though_partly_played() -> None:
    assert only(ruling_for("american-law-7-fourteen-cards-partly-played"), "misdeal")["claim_in_time"] is True


def test_law_7_a_short_hand_costs_a_point_at_the_close_editors_note() -> None:
    ruling = book("jsl-7-1-a-short-hand-under-the-american-laws")
    assert ruling["result"]["score"] == {"NS": 0, "EW": 0}  # one by tricks, one deducted


def test_law_15_dealing_out_of_turn_stopped_before_the_trump_card() -> None:
    assert ruling_for("american-law-15-dealing-out-of-turn-stopped")["result"]["new_deal"]["dealer"] == "S"


# -- Laws 10, 12, 13, 14, 18: the penalty of one point --


def test_law_10_saying_this_is_mine_costs_a_point() -> None:
    assert option_ids(only(ruling_for("american-law-10-pointing-out-his-card"), "attention_to_trick")) == POINT


def test_law_12_an_exposed_card_costs_one_point_editors_note() -> None:
    finding = only(book("jsl-12-1-one-point-for-an-exposed-card"), "exposed_card")
    assert finding["options"][0]["n"] == 1


def test_law_12_a_card_dropped_on_the_floor_is_not_penalised() -> None:
    assert only(ruling_for("american-law-12-card-dropped-on-the-floor"), "exposed_card")["options"] == []


def test_law_12_the_lowered_hand_is_exposed_editors_note() -> None:
    finding = only(book("jsl-lowered-hand-under-the-american-laws"), "exposed_card")
    assert finding["options"][0]["n"] == 13  # one point a card: every card of the lowered hand was seen


def test_law_12_winning_cards_shown_at_the_end_are_not_exposed_editors_note() -> None:
    ruling = book("jsl-12-2-winning-cards-shown-at-the-end")
    assert only(ruling, "cards_thrown_down")["options"] == []
    assert ruling["tricks_won"]["NS"] + ruling["tricks_won"]["EW"] == 13


def test_law_13_two_cards_at_once_a_point_for_each() -> None:
    finding = only(ruling_for("american-law-13-two-cards-at-once"), "exposed_card")
    assert [o["n"] for o in finding["options"]] == [2, 2]


def test_law_14_lead_out_of_turn_corrected_the_leader_alone_pays() -> None:
    ruling = ruling_for("american-law-14-lead-out-of-turn-corrected")
    assert ruling["tricks"][0]["cards"] == {"N": "AS", "E": "3S", "S": "4S", "W": "5S"}


def test_law_14_all_have_followed_the_trick_holds_good() -> None:
    ruling = ruling_for("american-law-14-all-have-followed")
    assert ruling["tricks"][0]["winner"] is not None


def test_law_18_the_penalty_lapses_at_the_cut() -> None:
    ruling = ruling_for("american-law-18-penalty-not-claimed-before-the-cut")
    assert ruling["result"]["score"] == {"NS": 1, "EW": 0}


def test_law_18_the_result_waits_for_the_adversaries_election() -> None:
    ruling = rule(
        {
            "code": "american-1890",
            "dealer": "W",
            "trump": "2C",
            "events": [
                {"type": "expose", "seat": "S", "cards": ["9D"]},
                {"type": "hand_over", "tricks": {"NS": 7, "EW": 6}},
            ],
        }
    )
    assert ruling["result"] is None
    results = {o["id"]: o["result"]["score"] for o in only(ruling, "exposed_card")["options"]}
    assert results == {"deduct_points": {"NS": 0, "EW": 0}, "add_points": {"NS": 1, "EW": 1}}


def test_calls_have_no_place_under_the_american_laws() -> None:
    ruling = rule(
        {
            "code": "american-1890",
            "dealer": "W",
            "trump": "2C",
            "events": [
                {"type": "expose", "seat": "S", "cards": ["9D"]},
                {"type": "call", "seat": "E", "what": "card", "card": "9D"},
            ],
        }
    )
    assert only(ruling, "call")["summary"].endswith("the call has no effect.")


# -- Laws 16, 17: the game and the rubber --


def test_law_16_the_hand_that_reaches_seven_scores_all_it_makes() -> None:
    assert ruling_for("american-law-16-seven-points-and-all-the-hand-makes")["result"]["score"]["NS"] == 9


def test_law_16_the_rubber_is_two_games() -> None:
    assert ruling_for("american-law-16-the-rubber")["result"]["rubber"] == {"winner": "NS", "points": None}


def test_law_16_honours_are_not_scored() -> None:
    assert only(ruling_for("american-law-16-no-honours"), "honours")["laws"] == ["16"]


def test_law_17_the_losers_resign_and_the_winners_score_each_card() -> None:
    ruling = ruling_for("american-law-17-the-losers-resign")
    assert sum(ruling["tricks_won"].values()) == 13
    assert ruling["result"]["score"]["NS"] == 4 + ruling["tricks_won"]["NS"] - 6


# -- Laws 19, 20: the revoke --


def test_law_19_revoke_corrected_before_the_trick_is_quitted_only_law_18() -> None:
    revoke = only(ruling_for("american-law-19-revoke-corrected-before-the-trick-is-quitted"), "revoke")
    assert option_ids(revoke) == POINT and revoke["established"] is False


def test_law_20_no_score_that_wins_the_game_by_the_revoking_party() -> None:
    ruling = ruling_for("american-law-20-the-revoking-side-cannot-score-the-game")
    assert ruling["result"] == {"score": {"NS": 6, "EW": 3}, "game": None}
