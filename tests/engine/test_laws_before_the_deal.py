"""Before the deal and around the rubber: the score (Club Code 11, 12; euchre 5, 6), cutting for the table,
partners and deal (Club 13-19; American 1; euchre 8-14) and the table (Club 20-25; euchre 15-21).

A test named after each law, with the printed words quoted (corpus/codes/), and McIntosh's examples under Club 18
and 19 and his note under 12 replayed (corpus/decisions/mcintosh-a.txt).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import case_schema, rule

from .test_laws_pack import quotes

TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9C"}


def ruled(code: str, *events: dict[str, Any], **case: Any) -> dict[str, Any]:
    ruling = rule({"code": code, "dealer": "S", "trump": TRUMP[code], "events": list(events), **case})
    assert ruling["valid"], ruling["errors"]
    return ruling


def findings(ruling: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [f for f in ruling["findings"] if f["kind"] == kind]


def cut(*cards: str, **more: Any) -> dict[str, Any]:
    return {"type": "cut_for_table", "cards": list(cards), **more}


def again(*cards: str) -> dict[str, Any]:
    return cut(*cards, again=True)


# -- the Club Code: cutting (13-19) ---------------------------------------------------------------------------


def test_law_13_the_ace_is_the_lowest_card_and_law_16_the_lowest_is_the_dealer() -> None:
    """13: "The ace is the lowest card." 16: "the two lowest play against the two highest; the lowest is the
    dealer, who has choice of cards and seats, and, having once made his selection, must abide by it." """
    (found,) = findings(ruled("club-1864", cut("KS", "AH", "3D", "10C")), "cut")
    assert found["laws"] == ["13", "16"] and found["offender"] is None and found["event"] == 0
    assert "candidates 2 and 3, who cut the two lowest, play against candidates 1 and 4" in found["summary"]
    assert "candidate 2, the lowest, is the dealer" in found["summary"]
    assert "must abide by it (Law 16)" in found["summary"]


def test_law_14_every_one_must_cut_from_the_same_pack() -> None:
    """14: "In all cases, every one must cut from the same pack." """
    ruling = ruled("club-1864", cut("KS", "AH", "3D", "10C", other_pack=4), again("2S"))
    first, second = findings(ruling, "cut")
    assert first["laws"] == ["14"] and "every one must cut from the same pack (Law 14)" in first["summary"]
    assert "mcintosh-14-1" in first["decisions"]
    # his new card, the deuce, replaces the card from the other pack: the ace and the deuce are the two lowest
    assert "candidates 2 and 4, who cut the two lowest, play against candidates 1 and 3" in second["summary"]
    assert "candidate 2, the lowest, is the dealer" in second["summary"]


def test_law_15_a_player_exposing_more_than_one_card_must_cut_again() -> None:
    """15: "Should a player expose more than one card, he must cut again." """
    ruling = ruled("club-1864", cut("KS", "AH", "3D", "10C", exposed=2), again("QD"))
    first, second = findings(ruling, "cut")
    assert first["laws"] == ["15"] and "he must cut again (Law 15)" in first["summary"]
    assert "candidates 3 and 4, who cut the two lowest, play against candidates 1 and 2" in second["summary"]


def test_law_16_more_than_four_candidates_the_four_lowest_play_and_again_cut_for_partners() -> None:
    """16: "If there are more than four candidates, the players are selected by cutting ... The four who cut the
    lowest cards play first, and again cut to decide on partners." """
    ruling = ruled("club-1864", cut("5H", "KD", "AS", "9C", "3D"), cut("4H", "10S", "QD", "JC"))
    selected, partners = findings(ruling, "cut")
    assert "candidates 1, 3, 4 and 5, who cut the lowest cards, play first" in selected["summary"]
    assert selected["laws"] == ["13", "16"]  # 17 speaks of more than six candidates
    # the four cut again, in the order of their numbers: 1 the 4H, 3 the 10S, 4 the QD, 5 the JC
    assert "candidates 1 and 3, who cut the two lowest, play against candidates 4 and 5" in partners["summary"]
    assert "candidate 1, the lowest, is the dealer" in partners["summary"]


def test_law_17_more_than_six_candidates_the_two_next_lowest_belong_to_the_table() -> None:
    """17: "When there are more than six candidates, those who cut the two next lowest cards belong to the table,
    which is complete with six players; on the retirement of one of those six players, the candidate who cut the
    next lowest card, has a prior right to any aftercomer to enter the table." """
    (found,) = findings(ruled("club-1864", cut("5H", "KD", "AS", "9C", "3D", "7S", "QH", "2S")), "cut")
    assert found["laws"] == ["13", "16", "17"]
    assert "candidates 1, 3, 5 and 8, who cut the lowest cards, play first" in found["summary"]
    assert "Candidates 4 and 6, who cut the next lowest cards, belong to the table" in found["summary"]
    assert "candidate 7, who cut the next lowest card, has a prior right to any aftercomer" in found["summary"]
    retired = findings(ruled("club-1864", {"type": "table", "what": "retired", "seat": "E"}), "table")[0]
    assert retired["laws"] == ["17"] and "prior right to any aftercomer" in retired["summary"]


def test_law_18_mcintosh_a_three_two_sixes_and_a_knave() -> None:
    """18: "Two players cutting cards of equal value, unless such cards are the two highest, cut again; should they
    be the two lowest, a fresh cut is necessary to decide which of those two deals." McIntosh's example: "A three,
    two sixes and a knave are cut. The two sixes cut again, and the lowest plays with the three. Suppose at the
    second cut, the two sixes cut a king and a queen, the queen plays with the three. If, at the second cut an ace
    or a two is cut, the three still retains its privileges as original low, and has the deal and choice of cards
    and seats." """
    first, second = findings(ruled("club-1864", cut("3H", "6S", "6D", "JC"), again("KS", "QD")), "cut")
    assert "18" in first["laws"] and "Candidates 2 and 3 cut cards of equal value" in first["summary"]
    assert "mcintosh-18-1" in first["decisions"]
    assert (
        "Ranked by the cards they first cut, and those of equal value by the cut again between them only (Law 18):"
        " candidates 1 and 3, the two lowest, play against candidates 2 and 4, the two highest" in second["summary"]
    )
    assert "candidate 1, the lowest, is the dealer" in second["summary"] and "18" in second["laws"]
    _, low = findings(ruled("club-1864", cut("3H", "6S", "6D", "JC"), again("AS", "2D")), "cut")
    assert "candidates 1 and 2, the two lowest" in low["summary"]
    assert "candidate 1, the lowest, is the dealer" in low["summary"]  # the three keeps his privileges


def test_law_18_the_two_highest_do_not_cut_again_the_two_lowest_cut_again_for_the_deal() -> None:
    (highest,) = findings(ruled("club-1864", cut("3H", "5S", "QD", "QC")), "cut")
    assert "they are the two highest: they do not cut again (Law 18)" in highest["summary"]
    assert "candidate 1, the lowest, is the dealer" in highest["summary"]
    lowest, deal = findings(ruled("club-1864", cut("4H", "4S", "QD", "KC"), again("9S", "7D")), "cut")
    assert "a fresh cut is necessary to decide which of those two deals (Law 18)" in lowest["summary"]
    assert "candidate 2, the lowest, is the dealer" in deal["summary"]


def test_law_19_mcintosh_three_aces_and_a_two() -> None:
    """19: "Three players cutting cards of equal value cut again; should the fourth (or remaining) card be the
    highest, the two lowest of the new cut are partners, the lower of those two the dealer". McIntosh: "Three aces
    and a two are cut ... Suppose at the second cut, two more twos and a king are cut. The king plays with the
    original two, and the other pair of twos cut again for deal. Instead of that, suppose the second cut to consist
    of an ace and two knaves. The two knaves would cut again and the player cutting the highest card would play
    with the two." """
    ruling = ruled("club-1864", cut("AS", "AH", "AD", "2C"), again("2S", "2H", "KD"), again("9S", "4H"))
    three, twos, deal = findings(ruling, "cut")
    assert "19" in three["laws"] and "mcintosh-19-1" in three["decisions"]
    assert "candidates 1 and 2, who cut the two lowest, play against candidates 3 and 4" in twos["summary"]
    assert "fresh cut is necessary to decide which of those two deals" in twos["summary"]
    assert (
        "the fourth (or remaining) card, candidate 4's, being the highest, the two lowest of the new cut, candidates"
        " 1 and 2, are partners, the lower of those two the dealer (Law 19): candidate 2 deals" in deal["summary"]
    )
    assert {"19", "18"} <= set(deal["laws"]) and "(candidates 1 and 2)" in deal["summary"]
    ruling = ruled("club-1864", cut("AS", "AH", "AD", "2C"), again("AS", "JH", "JD"), again("QS", "8H"))
    _, knaves, settled = findings(ruling, "cut")
    assert "Candidates 2 and 3 cut cards of equal value" in knaves["summary"]
    assert "the two lowest of the new cut, candidates 1 and 3, are partners" in settled["summary"]
    assert "candidate 1 deals" in settled["summary"] and "against candidates 2 and 4" in settled["summary"]


def test_laws_16_17_19_more_than_four_candidates_three_equal_the_original_lowest_deals() -> None:
    """16: "The four who cut the lowest cards play first, and again cut to decide on partners". 19: "should the
    fourth card be the lowest, the two highest are partners, the original lowest the dealer." The deciding sentence
    cites Law 19, and calls lowest only the card that is: candidate 1's two, not a card of the cut again."""
    seven = cut("3H", "9S", "4D", "7C", "QH", "8H", "10S")
    ruling = ruled("club-1864", seven, cut("2H", "5S", "5D", "5C"), again("KH", "3S", "7D"))
    selected, three, deal = findings(ruling, "cut")
    assert (
        selected["laws"] == ["13", "16", "17"] and "candidates 1, 3, 4 and 6, who cut the lowest" in selected["summary"]
    )
    quotes(selected, "club-1864", "16", "play first, and again cut to decide on partners")
    assert "19" in three["laws"]
    assert deal["laws"] == ["13", "16", "19"] and "mcintosh-19-1" in deal["decisions"]
    quotes(deal, "club-1864", "19", "the original lowest the dealer")
    assert (
        "the fourth card, candidate 1's, being the lowest, the two highest of the new cut, candidates 3 and 6, are"
        " partners, and play against candidates 1 and 4; the original lowest the dealer (Law 19): candidate 1 deals"
        in deal["summary"]
    )
    assert "candidate 1, the lowest" not in deal["summary"]  # he did not cut in the cut again
    highest = ruled("club-1864", seven, cut("5H", "5S", "5D", "KC"), again("9H", "3S", "7D"))
    fourth = findings(highest, "cut")[-1]
    quotes(fourth, "club-1864", "19", "the lower of those two the dealer")
    assert (
        "the fourth (or remaining) card, candidate 6's, being the highest, the two lowest of the new cut, candidates"
        " 3 and 4, are partners, the lower of those two the dealer (Law 19): candidate 3 deals" in fourth["summary"]
    )


def test_laws_17_18_equal_cards_at_the_line_of_the_next_in_order_cut_again() -> None:
    """17: "on the retirement of one of those six players, the candidate who cut the next lowest card, has a prior
    right to any aftercomer to enter the table": one candidate. Two cutting equal cards there cut again (18), and
    the new cut gives the right, not the order they were numbered in."""
    eight = cut("2S", "3S", "10S", "2H", "2C", "3H", "10H", "2D")
    tied, decided = findings(ruled("club-1864", eight, again("9S", "4H")), "cut")
    quotes(tied, "club-1864", "18", "cut again")
    assert "Candidates 3 and 7 cut cards of equal value" in tied["summary"]
    assert "has a prior right" not in tied["summary"]
    quotes(decided, "club-1864", "17", "who cut the next lowest card, has a prior right to any aftercomer")
    assert "candidate 7, who cut the next lowest card" in decided["summary"]


def test_law_18_after_a_selection_the_lowest_is_the_lowest_of_the_first_cards() -> None:
    """After a cut again between two equal cards, "the lowest" is so of the cards first cut, and the sentence says
    it ranks by them and the cut again between the equal only (18)."""
    ruling = ruled("club-1864", cut("3H", "9S", "4D", "7C", "QH"), cut("2H", "5S", "5D", "9C"), again("KH", "3S"))
    deal = findings(ruling, "cut")[-1]
    assert deal["laws"] == ["13", "16", "18"]
    assert "Ranked by the cards they first cut" in deal["summary"]
    assert "candidates 1 and 3, the two lowest, play against candidates 2 and 4" in deal["summary"]


def test_four_equal_cards_no_law_provides_and_a_cut_again_with_nothing_to_decide() -> None:
    (four,) = findings(ruled("club-1864", cut("5S", "5H", "5D", "5C")), "cut")
    assert "not for four; the engine does not rule on it" in four["summary"]
    nothing = findings(ruled("club-1864", cut("3H", "5S", "QD", "KC"), again("2S")), "cut")[1]
    assert "there is nothing for this cut to decide" in nothing["summary"] and nothing["laws"] == []


# -- the Club Code: the table (20-25) ----------------------------------------------------------------------------


def table(what: str, **fields: Any) -> dict[str, Any]:
    return {"type": "table", "what": what, **fields}


def test_law_20_the_longest_go_out_else_they_cut_and_the_highest_are_out() -> None:
    """20: "he who has, or they who have, played a greater number of consecutive rubbers than the others is, or
    are, out; but when all have played the same number, they must cut to decide upon the out-goers; the highest
    are out." """
    (longest,) = findings(ruled("club-1864", table("admission", candidates=2, longest=["N", "E"])), "table")
    assert longest["laws"] == ["21", "20"] and "N and E played the greater number" in longest["summary"]
    (cutting,) = findings(
        ruled("club-1864", table("admission", candidates=1, cards=["KH", "AD", "9S", "10C"])), "table"
    )
    assert "N goes out" in cutting["summary"] and "13" in cutting["laws"]
    (one,) = findings(
        ruled("club-1864", table("admission", candidates=2, longest=["S"], cards=["KH", "AD", "10C"])), "table"
    )
    assert "S played the greater number" in one["summary"] and "N goes out" in one["summary"]
    (three,) = ruled("club-1864", table("admission", candidates=3))["findings"]
    assert three["kind"] == "not_covered" and "by any one, or by two candidates (Law 20)" in three["summary"]


def test_law_21_a_candidate_must_declare_before_any_player_has_cut() -> None:
    """21: "A candidate wishing to enter a table must declare such intention prior to any of the players having cut
    a card, either for the purpose of commencing a fresh rubber, or of cutting out." """
    (found,) = findings(ruled("club-1864", table("admission", candidates=1, late=True)), "table")
    assert found["laws"] == ["21"] and "he has no right of entry at this cut" in found["summary"]


def test_law_22_fresh_tables_those_of_no_other_table_enter_first() -> None:
    """22: "those candidates who have neither belonged to, nor played at any other table have the prior right of
    entry; the others decide their right of admission by cutting." """
    (short,) = findings(ruled("club-1864", table("fresh_table", fresh=2, others=3, places=4)), "table")
    assert short["laws"] == ["22"] and "the 3 others cut for the 2 places left" in short["summary"]
    (full,) = findings(ruled("club-1864", table("fresh_table", fresh=5, others=1, places=4)), "table")
    assert full["laws"] == ["22", "16"] and "the 1 others do not enter" in full["summary"]


def test_law_23_a_substitute_only_with_consent_of_the_other_three() -> None:
    """23: "Any one quitting a table prior to the conclusion of a rubber, may, with consent of the other three
    players, appoint a substitute in his absence during that rubber." """
    (yes,) = findings(ruled("club-1864", table("substitute", seat="W", consent=True)), "table")
    assert yes["laws"] == ["23"] and "the substitute plays for him until the rubber is concluded" in yes["summary"]
    (no,) = findings(ruled("club-1864", table("substitute", seat="W")), "table")
    assert "he may not" in no["summary"] and "the engine does not rule on it" in no["summary"]


def test_law_24_cutting_into_another_table_loses_the_right_of_re_entry() -> None:
    """24: "A player cutting into one table, whilst belonging to another, loses his right of re-entry into that
    latter, and takes his chance of cutting in, as if he were a fresh candidate." """
    (found,) = findings(ruled("club-1864", table("cut_into_other", seat="N")), "table")
    assert found["laws"] == ["24"] and found["offender"] == "N"
    assert "loses his right of re-entry" in found["summary"]
    assert found["decisions"] == ["mcintosh-24-2", "mcintosh-24-3"]


def test_law_25_the_table_broken_up_the_others_enter_before_him() -> None:
    """25: "If any one break up a table, the remaining players have the prior right to him of entry into any
    other, and should there not be sufficient vacancies at such other table to admit all those candidates, they
    settle their precedence by cutting." """
    (room,) = findings(ruled("club-1864", table("broken_up", seat="E", candidates=3, places=3)), "table")
    assert room["laws"] == ["25"] and room["offender"] == "E" and "admit all 3 of them before him" in room["summary"]
    (cut_for,) = findings(ruled("club-1864", table("broken_up", seat="E", candidates=3, places=2)), "table")
    assert "they settle their precedence by cutting (Law 25)" in cut_for["summary"]


# -- the Club Code: the score (11, 12) ----------------------------------------------------------------------------

HAND = {"type": "hand_over", "tricks": {"NS": 8, "EW": 5}}  # two points to N-S


def error(when: str, **fields: Any) -> dict[str, Any]:
    return {"type": "score_error", "side": "NS", "when": when, **fields}


def test_law_11_an_erroneous_score_corrected_before_the_game_is_concluded() -> None:
    """11: "If an erroneous score be proved, such mistake can be corrected prior to the conclusion of the game in
    which it occurred, and such game is not concluded until the trump card of the following deal has been turned
    up." """
    recorded = ruled("club-1864", HAND, score={"NS": 1, "EW": 0})
    assert recorded["result"]["score"] == {"NS": 3, "EW": 0} and recorded["result"]["game"] is None
    ruling = ruled("club-1864", HAND, error("before_hand", proved=3), score={"NS": 1, "EW": 0})
    (found,) = findings(ruling, "score")
    assert found["laws"] == ["11"] and "the hand is scored from 3" in found["summary"]
    assert ruling["result"]["game"] == {"winner": "NS", "value": 3}


def test_law_11_the_game_concluded_when_the_next_trump_card_is_turned_the_score_stands() -> None:
    late = [HAND, {"type": "next_trump_turned"}, error("before_hand", proved=1)]
    ruling = ruled("club-1864", *late, score={"NS": 3, "EW": 0})
    (found,) = findings(ruling, "score")
    assert "the mistake can no longer be corrected (Law 11)" in found["summary"]
    assert ruling["result"]["game"] == {"winner": "NS", "value": 3}
    (hand,) = findings(
        ruled("club-1864", HAND, {"type": "next_trump_turned"}, error("this_hand"), score={"NS": 3, "EW": 0}), "score"
    )
    assert "the game is concluded and the mistake cannot be corrected (Law 11)" in hand["summary"]


def test_law_12_an_error_affecting_the_amount_of_the_rubber_at_any_time_during_it() -> None:
    """12: "If an erroneous score, affecting the amount of the rubber, be proved, such mistake can be rectified at
    any time during the rubber." McIntosh: "A single being scored by mistake for a double or treble, or visa versa,
    the mistake can be corrected under the Rule." """
    late = [HAND, {"type": "next_trump_turned"}, error("before_hand", proved=1, affects_rubber=True)]
    ruling = ruled("club-1864", *late, score={"NS": 3, "EW": 0})
    (found,) = findings(ruling, "score")
    assert found["laws"] == ["11", "12"] and "the hand is scored from 1" in found["summary"]
    assert ruling["result"]["game"] is None and ruling["result"]["score"] == {"NS": 3, "EW": 0}
    (earlier,) = findings(ruled("club-1864", error("earlier_game", affects_rubber=True)), "score")
    assert "(Law 12)" in earlier["summary"] and earlier["decisions"] == ["mcintosh-12-1"]
    (stands,) = findings(ruled("club-1864", error("earlier_game")), "score")
    assert "it stands" in stands["summary"]


# -- the American laws (1) ------------------------------------------------------------------------------------


def test_american_law_1_four_lowest_form_the_table_the_two_highest_against_the_two_lowest() -> None:
    """1: "Four persons out of any number, either by agreement or by cutting or drawing lower cards than other
    candidates, form a table. These four may agree, or cut to decide, who shall be partners. In cutting the ace
    is low; and the two highest play against the two lowest." """
    selected, partners = findings(
        ruled("american-1890", cut("5H", "KD", "AS", "9C", "3D"), cut("4H", "10S", "QD", "AC")), "cut"
    )
    assert selected["laws"] == ["1"] and "candidates 1, 3, 4 and 5, who cut the lowest cards" in selected["summary"]
    assert partners["laws"] == ["1", "2"]
    assert "candidates 1 and 5, who cut the two lowest, play against candidates 3 and 4" in partners["summary"]
    assert "candidate 5, who cut the lowest card, is the first dealer (Law 2)" in partners["summary"]
    (equal,) = findings(ruled("american-1890", cut("4H", "9S", "9D", "KC")), "cut")
    assert "do not say how equal cards are decided" in equal["summary"]


def test_american_laws_have_no_law_on_the_table_or_the_score() -> None:
    for event in (table("cut_into_other", seat="N"), error("this_hand")):
        (found,) = ruled("american-1890", event)["findings"]
        assert found["kind"] == "not_covered" and "the engine does not rule on it" in found["summary"]


# -- euchre: the score (5, 6), cutting (8-14), the table (15-21) -------------------------------------------------


def test_euchre_law_5_an_error_rectified_before_the_trump_card_is_turned_in_the_next_deal() -> None:
    """5: "An error in the score can be rectified at any time before the trump card is turned in the next deal." """
    (in_time,) = findings(ruled("euchre-1888", error("this_hand")), "score")
    assert in_time["laws"] == ["5"] and "is rectified" in in_time["summary"]
    (late,) = findings(ruled("euchre-1888", {"type": "next_trump_turned"}, error("this_hand")), "score")
    assert "the score stands as it was recorded" in late["summary"]
    (before,) = findings(ruled("euchre-1888", error("before_hand", proved=2)), "score")
    assert "the score stands as recorded" in before["summary"]


def test_euchre_law_6_points_should_be_announced_before_scoring() -> None:
    """6: "Points should be announced before scoring." """
    (found,) = findings(ruled("euchre-1888", error("this_hand", unannounced=True)), "score")
    assert found["laws"] == ["5", "6"] and "The law gives no penalty" in found["summary"]


def test_euchre_law_8_the_knave_highest_and_law_11_the_highest_deals() -> None:
    """8: "The knave is the highest card, then the ace, king, etc." 11: "The two highest play against the two
    lowest. The highest is the dealer, who has choice of cards, seats, and counters" """
    (found,) = findings(ruled("euchre-1888", cut("AS", "JD", "7H", "KC")), "cut")
    assert found["laws"] == ["8", "11"]
    assert "candidates 1 and 2, who cut the two highest, play against candidates 3 and 4" in found["summary"]
    assert "candidate 2, the highest, is the dealer" in found["summary"]


def test_euchre_laws_9_and_10_the_same_pack_and_more_than_one_card_exposed() -> None:
    """9: "In all cases every one must cut from the same pack." 10: "Should a player expose more than one card, he
    must cut again." """
    (pack,) = findings(ruled("euchre-1888", cut("AS", "JD", "7H", "KC", other_pack=1)), "cut")
    assert pack["laws"] == ["9"]
    (exposed,) = findings(ruled("euchre-1888", cut("AS", "JD", "7H", "KC", exposed=3)), "cut")
    assert exposed["laws"] == ["10"] and "he must cut again (Law 10)" in exposed["summary"]


def test_euchre_laws_11_and_12_more_than_six_candidates() -> None:
    """11: "The four who cut the highest cards play first, and again cut to decide on partners." 12: "When there
    are more than six candidates, those who cut the fifth and sixth highest cards belong to the table." """
    (found,) = findings(ruled("euchre-1888", cut("7S", "JD", "AH", "8C", "KD", "QS", "10H", "9S")), "cut")
    assert found["laws"] == ["8", "11", "12"]
    assert "candidates 2, 3, 5 and 6, who cut the highest cards, play first" in found["summary"]
    assert "Candidates 7 and 8, who cut the fifth and sixth highest cards, belong to the table" in found["summary"]


def test_euchre_law_13_two_equal_cards_cut_again_unless_the_two_lowest_or_highest() -> None:
    """13: "Two players cutting cards of equal value, unless such cards are the two lowest, or the two highest,
    cut again." """
    middle, settled = findings(ruled("euchre-1888", cut("JS", "KD", "KH", "8C"), again("9S", "AD")), "cut")
    assert "they cut again (Law 13)" in middle["summary"]
    assert "candidates 1 and 3, the two highest" in settled["summary"] and "13" in settled["laws"]
    (lowest,) = findings(ruled("euchre-1888", cut("JS", "AD", "8H", "8C")), "cut")
    assert "they are the two lowest: they do not cut again (Law 13)" in lowest["summary"]
    (highest,) = findings(ruled("euchre-1888", cut("JS", "JD", "8H", "9C")), "cut")
    assert "which of these two deals the laws do not say" in highest["summary"]


def test_euchre_law_14_three_equal_cards() -> None:
    """14: "Three players cutting cards of equal value, cut again; should the fourth (or remaining) card be the
    highest, the two lowest of the new cut are partners, and their opponents have the deal." """
    three, after = findings(ruled("euchre-1888", cut("9S", "9D", "9H", "JC"), again("KS", "8D", "10H")), "cut")
    assert "14" in three["laws"]
    assert (
        "the two lowest of the new cut, candidates 2 and 3, are partners, and their opponents have the deal (Law 14):"
        " candidates 1 and 4 play against them, and the fourth, candidate 4, the highest of the first cut, is the dealer (Law 11)"
        in after["summary"]
    )
    assert "14" in after["laws"]
    _, low = findings(ruled("euchre-1888", cut("9S", "9D", "9H", "7C"), again("KS", "8D", "10H")), "cut")
    assert "the two highest of the new cut, candidates 1 and 3, are partners, and have the deal" in low["summary"]
    assert "the higher of those two, candidate 1" in low["summary"]


def test_euchre_law_15_the_lowest_go_out() -> None:
    """15: "When all have played the same number, they must cut to decide on the out-goers, the lowest going
    out." """
    (found,) = findings(ruled("euchre-1888", table("admission", candidates=1, cards=["JH", "7D", "9S", "AC"])), "table")
    assert found["laws"] == ["16", "15", "8", "13"] and "E goes out" in found["summary"]


def test_euchre_laws_16_to_18_and_20_21_entry_and_re_entry() -> None:
    """16: "must declare such intention before any of the players have cut a card"; 17: fresh tables; 18: "with
    the consent of the other three players, appoint a substitute"; 20: "loses his right of re-entry into the
    latter"; 21: "the remaining players have the prior right to him of entry into any other" """
    cases = [
        (table("admission", candidates=1, late=True), "16"),
        (table("fresh_table", fresh=1, others=4, places=4), "17"),
        (table("substitute", seat="S", consent=True), "18"),
        (table("cut_into_other", seat="S"), "20"),
        (table("broken_up", seat="S", candidates=3, places=1), "21"),
    ]
    for event, law in cases:
        (found,) = findings(ruled("euchre-1888", event), "table")
        assert found["laws"][0] == law and f"(Law {law})" in found["summary"], found


def test_euchre_law_19_a_player_leaving_a_full_table_after_one_rubber() -> None:
    """19: "Should a player leave a full table after he has played but one of the two consecutive rubbers to which
    he is entitled, the candidate next in order for entrance to the table takes his place, but must go out at the
    end of one rubber, as his predecessor would have done." """
    (found,) = findings(ruled("euchre-1888", table("retired", seat="W", rubbers=1)), "table")
    assert found["laws"] == ["19"] and "must go out at the end of one rubber" in found["summary"]
    (other,) = ruled("euchre-1888", table("retired", seat="W", rubbers=2))["findings"]
    assert other["kind"] == "not_covered"


@pytest.mark.parametrize("event", ["cut_for_table", "table", "score_error"])
def test_the_schema_describes_the_new_events_as_extensions(event: str) -> None:
    definition = case_schema()["$defs"][f"event_{event}"]
    assert definition["x-extension"] is True and definition["title"]
