"""Shuffling, the cut of the pack, new and torn cards, and around the play: a test named after each law (Club Code
26-36, 80, 83, 85, 88-91; American 2, 3, 11; euchre 22-31, 72, 73, 84, 94), each quoting the printed words, which
must be the corpus's (corpus/codes/) and the ruling's; McIntosh's notes under Laws 29, 35, 85 and 89 replayed.
Etiquette is quoted and never ruled under.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from engine import rule

CODES = Path(__file__).resolve().parents[2] / "corpus" / "codes"
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9H"}


@cache
def printed(code: str, law: str) -> str:
    """The law's printed words as the corpus gives them (typographic apostrophes made plain)."""
    text = (CODES / f"{code}.txt").read_text()
    body = re.split(r"(?m)^## law " + re.escape(law) + r"\n", text)[1].split("\n## ")[0]
    kept = [line for line in body.splitlines() if not re.match(r"^(source|kind):", line)]
    return " ".join(" ".join(kept).split()).replace("\u2019", "'")


def case(code: str, *events: dict[str, Any], dealer: str = "S") -> dict[str, Any]:
    return rule({"code": code, "dealer": dealer, "trump": TRUMP[code], "events": list(events)})


def at(ruling: dict[str, Any], event: int, kind: str | None = None) -> dict[str, Any]:
    found = [f for f in ruling["findings"] if f["event"] == event and f["kind"] != "etiquette"]
    assert len(found) == 1, ruling["findings"]
    if kind is not None:
        assert found[0]["kind"] == kind, found[0]
    return found[0]


def quotes(finding: dict[str, Any], code: str, law: str, words: str) -> None:
    """The words are the law's as printed, and the finding reads them out under that law."""
    assert words in printed(code, law), (words, printed(code, law))
    assert words in finding["summary"].replace("\u2019", "'"), finding["summary"]
    assert law in finding["laws"]


def etiquette_of(ruling: dict[str, Any], event: int) -> dict[str, Any]:
    found = [f for f in ruling["findings"] if f["event"] == event and f["kind"] == "etiquette"]
    assert len(found) == 1, ruling["findings"]
    return found[0]


SHUFFLE = {"type": "shuffle"}
PLAY = {"type": "play", "seat": "W", "card": "AH"}


# -- The Club Code: shuffling (26-32), the deal (33-36) --


def test_law_26_the_pack_not_shuffled_below_the_table() -> None:
    ruling = case("club-1864", {**SHUFFLE, "seat": "N", "how": "below_table"})
    finding = at(ruling, 0, "shuffle")
    quotes(
        finding,
        "club-1864",
        "26",
        "The pack must neither be shuffled below the table nor so that the face of any card be seen",
    )
    assert finding["offender"] == "N" and finding["options"] == []


def test_law_27_the_pack_not_shuffled_during_the_play() -> None:
    finding = at(case("club-1864", PLAY, {**SHUFFLE, "seat": "E", "how": "during_hand"}), 1, "shuffle")
    quotes(finding, "club-1864", "27", "The pack must not be shuffled during the play of the hand")


def test_law_28_a_pack_played_with_not_shuffled_into_packets() -> None:
    finding = at(case("club-1864", {**SHUFFLE, "seat": "N", "how": "into_packets"}), 0, "shuffle")
    quotes(finding, "club-1864", "28", "must neither be shuffled, by dealing it into packets, nor across the table")


def test_law_29_each_player_shuffles_once_only() -> None:
    ruling = case("club-1864", {**SHUFFLE, "seat": "N"}, {**SHUFFLE, "seat": "E"}, {**SHUFFLE, "seat": "E"})
    finding = at(ruling, 2, "shuffle")
    quotes(finding, "club-1864", "29", "Each player has a right to shuffle, once only, except as provided by Rule 32")
    assert finding["offender"] == "E"
    assert [f["event"] for f in ruling["findings"]] == [2]


def test_law_29_after_a_false_cut_each_may_shuffle_again_mcintosh() -> None:
    """McIntosh under 29: "As to false cut, vide Law 34." A cut leaving three cards is a false cut."""
    ruling = case(
        "club-1864",
        {**SHUFFLE, "seat": "N"},
        {"type": "cut_pack", "seat": "E", "cards": 3},
        {**SHUFFLE, "seat": "N"},
        {"type": "cut_pack", "seat": "E", "cards": 26},
    )
    finding = at(ruling, 1, "cut_pack")
    quotes(finding, "club-1864", "34", "must not leave fewer than four cards in either packet")
    assert "mcintosh-29-1" in finding["decisions"]
    assert [f["event"] for f in ruling["findings"]] == [1]  # N's second shuffle, after the false cut, is his right


def test_law_29_after_a_false_cut_the_dealer_shuffles_again_no_offence_under_law_30() -> None:
    """29: "Each player has a right to shuffle, once only, except as provided by Rule 32, prior to a deal, after a
    false cut, or when a new deal has occurred." The dealer's shuffle after the false cut is his right: Law 30's
    first right to shuffle was spent before it."""
    assert "after a false cut" in printed("club-1864", "29")
    ruling = case(
        "club-1864",
        {**SHUFFLE, "seat": "N"},
        {**SHUFFLE, "seat": "S"},
        {"type": "cut_pack", "seat": "E", "cards": 3},
        {**SHUFFLE, "seat": "S"},
        {"type": "cut_pack", "seat": "E", "cards": 20},
    )
    assert [f["event"] for f in ruling["findings"]] == [2]
    assert not any("30" in f["laws"] for f in ruling["findings"])


def test_law_30_the_dealers_partner_has_the_first_right_to_shuffle() -> None:
    finding = at(case("club-1864", {**SHUFFLE, "seat": "E"}), 0, "shuffle")
    quotes(finding, "club-1864", "30", "has the first right to shuffle that pack")
    assert "the first shuffle was N's" in finding["summary"]


def test_law_32_the_dealer_shuffles_last() -> None:
    ruling = case(
        "club-1864",
        {**SHUFFLE, "seat": "N"},
        {**SHUFFLE, "seat": "S"},
        {**SHUFFLE, "seat": "W"},
        {**SHUFFLE, "seat": "S"},
    )
    finding = at(ruling, 2, "shuffle")
    quotes(finding, "club-1864", "32", "The dealer has always the right to shuffle last")
    assert [f["event"] for f in ruling["findings"]] == [2]  # the dealer's second shuffle is his right


def test_law_32_a_card_seen_in_the_dealers_shuffle_he_may_be_compelled_to_reshuffle() -> None:
    finding = at(
        case("club-1864", {**SHUFFLE, "seat": "N"}, {**SHUFFLE, "seat": "S", "how": "card_seen"}), 1, "shuffle"
    )
    quotes(finding, "club-1864", "32", "should a card or cards be seen during his shuffling")
    assert finding["options"] == [{"id": "reshuffle", "chooser": "EW", "laws": ["32", "29"]}]


def test_laws_33_and_36_the_dealer_shuffling_after_the_cut_loses_his_deal() -> None:
    ruling = case(
        "club-1864", {**SHUFFLE, "seat": "N"}, {"type": "cut_pack", "seat": "E", "cards": 20}, {**SHUFFLE, "seat": "S"}
    )
    finding = at(ruling, 2, "shuffle")
    quotes(finding, "club-1864", "36", "When the pack is cut, should the dealer shuffle the cards, he loses his deal")
    quotes(finding, "club-1864", "33", "the right of dealing goes to the left")
    assert finding["summary"].endswith("W deals.")


def test_law_34_the_player_on_the_dealers_right_cuts() -> None:
    finding = at(case("club-1864", {"type": "cut_pack", "seat": "W", "cards": 20}), 0, "cut_pack")
    quotes(finding, "club-1864", "34", "The player on the dealer's right cuts the pack")
    assert "the cut was E's" in finding["summary"]


def test_law_34_a_card_exposed_in_cutting_a_fresh_cut() -> None:
    finding = at(case("club-1864", {"type": "cut_pack", "seat": "E", "exposed": True}), 0, "cut_pack")
    quotes(finding, "club-1864", "34", "in replacing one of the two packets on the other, a card be exposed")
    assert "there must be a fresh cut" in finding["summary"]


def test_law_34_a_doubt_where_the_pack_was_divided_a_fresh_cut() -> None:
    finding = at(case("club-1864", {"type": "cut_pack", "seat": "E", "confused": True}), 0, "cut_pack")
    quotes(
        finding,
        "club-1864",
        "34",
        "a doubt as to the exact place in which the pack was divided, there must be a fresh cut",
    )


def test_law_35_the_cut_once_made_is_not_altered_mcintosh() -> None:
    """McIntosh under 35: "If he cut or separate the pack his right to shuffle is gone." """
    ruling = case(
        "club-1864", {"type": "cut_pack", "seat": "E", "cards": 20, "altered": True}, {**SHUFFLE, "seat": "E"}
    )
    altered = at(ruling, 0, "cut_pack")
    quotes(altered, "club-1864", "35", "he can neither re-shuffle nor re-cut the cards")
    shuffled = at(ruling, 1, "shuffle")
    assert "his right to shuffle is gone" in shuffled["summary"] and shuffled["decisions"] == ["mcintosh-35-1"]


# -- The Club Code: around the play (80, 83, 85, 88-91) --


def test_law_83_fresh_cards_before_but_not_after_the_cut() -> None:
    ruling = case(
        "club-1864",
        {"type": "new_cards", "seat": "N"},
        {"type": "cut_pack", "seat": "E"},
        {"type": "new_cards", "seat": "W"},
    )
    in_time, late = at(ruling, 0, "new_cards"), at(ruling, 2, "new_cards")
    quotes(in_time, "club-1864", "83", "He must call for two new packs, of which the dealer takes his choice")
    assert "too late" in late["summary"] and "too late" not in in_time["summary"]


def test_law_83_a_call_during_the_hand_serves_the_next_deal() -> None:
    ruling = case("club-1864", {"type": "cut_pack", "seat": "E"}, PLAY, {"type": "new_cards", "seat": "N"})
    assert "too late" not in at(ruling, 2, "new_cards")["summary"]


def test_law_90_torn_cards_replaced_by_agreement() -> None:
    ruling = case(
        "club-1864",
        {"type": "card_damaged", "how": "torn", "card": "QH"},
        {"type": "card_damaged", "how": "marked", "replaced": "by_agreement"},
        {"type": "card_damaged", "how": "marked", "replaced": "new_cards"},
    )
    open_, agreed, new = at(ruling, 0, "new_cards"), at(ruling, 1, "new_cards"), at(ruling, 2, "new_cards")
    quotes(
        open_,
        "club-1864",
        "90",
        "must be either replaced by agreement, or new cards called at the expense of the table",
    )
    assert "It is for the players to agree" in open_["summary"] and open_["summary"].startswith("The QH was found torn")
    assert "The players agreed to replace it" in agreed["summary"]
    assert "the table pays for them" in new["summary"]


def test_law_91_the_last_trick_may_be_seen_and_no_more() -> None:
    ruling = case(
        "club-1864",
        *({"type": "play", "seat": s, "card": c} for s, c in (("W", "AH"), ("N", "2H"), ("E", "3H"), ("S", "4H"))),
        {"type": "quit", "seat": "W"},
        {"type": "request", "seat": "N", "what": "last_trick"},
        {"type": "request", "seat": "N", "what": "earlier_trick"},
    )
    last, more = at(ruling, 5, "request"), at(ruling, 6, "request")
    quotes(last, "club-1864", "91", "Any player may demand to see the last trick turned, and no more")
    assert last["offender"] is None and "it is shown him" in last["summary"]
    quotes(
        more, "club-1864", "91", "Under no circumstances can more than eight cards be seen during the play of the hand"
    )
    assert more["offender"] == "N" and "refused" in more["summary"]
    etiquette = etiquette_of(ruling, 5)
    assert etiquette["laws"] == [] and "for his own information only" in etiquette["summary"]


def test_law_91_no_trick_turned_there_is_none_to_see() -> None:
    assert (
        "there is none to see"
        in at(case("club-1864", {"type": "request", "seat": "N", "what": "last_trick"}), 0)["summary"]
    )


def test_law_85_cards_placed_before_but_not_after_they_are_touched_mcintosh() -> None:
    """McIntosh under 85: "The correct method and rule is, to ask the players each to draw the card he played." """
    plays = [{"type": "play", "seat": s, "card": c} for s, c in (("W", "AH"), ("N", "2H"), ("E", "3H"), ("S", "4H"))]
    ruling = case(
        "club-1864",
        *plays,
        {"type": "request", "seat": "N", "what": "cards_placed"},
        {"type": "quit", "seat": "W"},
        {"type": "request", "seat": "E", "what": "cards_placed"},
        {"type": "request", "seat": "E", "what": "who_played"},
    )
    in_time, late, who = at(ruling, 4, "request"), at(ruling, 6, "request"), at(ruling, 7, "request")
    quotes(in_time, "club-1864", "85", "may demand that the cards be placed before their respective players")
    assert in_time["offender"] is None and in_time["decisions"] == ["mcintosh-85-1"]
    assert late["offender"] == "E" and "too late" in late["summary"]
    assert "ask the players each to draw the card he played" in who["summary"] and who["decisions"] == ["mcintosh-85-1"]


def test_law_88_a_bystanders_remark_on_the_score() -> None:
    ruling = case("club-1864", {"type": "bystander", "what": "remark", "seat": "N"})
    finding = at(ruling, 0, "bystander")
    quotes(
        finding, "club-1864", "88", "he is liable to be called on, by the players only, to pay the stakes and all bets"
    )
    assert "Bystanders should make no remark" in etiquette_of(ruling, 0)["summary"]


def test_law_89_a_bystander_decides_by_agreement_mcintosh() -> None:
    """McIntosh under 89: "A statement of fact by either player binds his partner." """
    ruling = case(
        "club-1864", {"type": "bystander", "what": "decided", "agreed": True}, {"type": "bystander", "what": "decided"}
    )
    agreed, not_agreed = at(ruling, 0, "bystander"), at(ruling, 1, "bystander")
    quotes(agreed, "club-1864", "89", "A bystander, by agreement among the players, may decide any question")
    assert agreed["decisions"] == ["mcintosh-89-1", "mcintosh-89-2"] and "stands" in agreed["summary"]
    assert "binds no one" in not_agreed["summary"]


def test_law_80_bets_decided_after_the_revokes_penalty() -> None:
    revoke = {
        "code": "club-1864",
        "dealer": "W",
        "trump": "2C",
        "hands": {"E": {"known": ["5H"]}},
        "events": [
            {"type": "play", "seat": "N", "card": "AH"},
            {"type": "play", "seat": "E", "card": "3S"},
            {"type": "play", "seat": "S", "card": "4H"},
            {"type": "play", "seat": "W", "card": "6H"},
            {"type": "quit", "seat": "N"},
            {"type": "hand_over", "tricks": {"NS": 7, "EW": 6}},
            {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"},
            {"type": "bet", "on": "odd_trick"},
        ],
    }
    pending = at(rule(revoke), 7, "bet")
    quotes(pending, "club-1864", "80", "must be decided by the actual state of the latter, after the penalty is paid")
    assert "wait until the adversaries have chosen" in pending["summary"]
    revoke["events"].insert(7, {"type": "elect", "side": "NS", "option": "add_three"})
    decided = rule(revoke)
    assert decided["result"]["score"] == {"NS": 4, "EW": 0}
    assert at(decided, 8, "bet")["summary"].endswith("N and S 4, E and W 0.")
    assert (
        "Law 80 decides bets where a revoke occurs"
        in at(case("club-1864", {"type": "bet", "on": "score"}), 0)["summary"]
    )


def test_club_31_is_named_as_not_for_a_ruling_and_etiquette_is_not_counted() -> None:
    from worked.coverage import not_for_ruling, ruled_laws

    assert "31" in not_for_ruling("club-1864") and "31" not in ruled_laws("club-1864")
    assert {"26", "32"} <= set(not_for_ruling("euchre-1888"))
    assert not {str(n) for n in range(106, 117)} & ruled_laws("euchre-1888")


# -- The American laws (2, 3, 11) --


def test_american_law_3_the_dealer_shuffles_last() -> None:
    ruling = case("american-1890", {**SHUFFLE, "seat": "W"}, {**SHUFFLE, "seat": "S"}, {**SHUFFLE, "seat": "N"})
    finding = at(ruling, 2, "shuffle")
    quotes(
        finding,
        "american-1890",
        "3",
        "The pack may be shuffled by any or all the other players; and by the dealer last",
    )
    assert [f["event"] for f in ruling["findings"]] == [2]  # W, on the dealer's left, shuffles first


def test_american_law_2_a_card_exposed_in_cutting_the_pack_cut_again() -> None:
    finding = at(case("american-1890", {"type": "cut_pack", "seat": "E", "exposed": True}), 0, "cut_pack")
    quotes(finding, "american-1890", "2", "If, when cutting, any card be exposed, the pack must be cut again")


def test_american_law_11_no_trick_examined_after_it_is_turned() -> None:
    """Asked for and not shown, the demand is refused and no law is broken: no point."""
    ruling = case("american-1890", {"type": "request", "seat": "N", "what": "last_trick", "shown": False})
    finding = at(ruling, 0, "request")
    quotes(finding, "american-1890", "11", "No trick shall be examined after being gathered and turned")
    assert "refused" in finding["summary"] and finding["options"] == [] and finding["offender"] is None


LAW_18 = "The penalty for the violation of any law (except that of revoke) is the forfeit of one point"


def test_american_laws_11_and_18_a_trick_examined_costs_the_adversaries_point() -> None:
    """Examined, not merely asked for, the breach of Law 11 is done, and Law 18's point is the adversaries'."""
    ruling = case("american-1890", {"type": "request", "seat": "N", "what": "earlier_trick", "shown": True})
    finding = at(ruling, 0, "request")
    quotes(finding, "american-1890", "11", "No trick shall be examined after being gathered and turned")
    quotes(finding, "american-1890", "18", LAW_18)
    assert "Penalties must always be enforced" in printed("american-1890", "18")
    assert "does not score it" not in finding["summary"] and finding["offender"] == "N"
    assert {(o["id"], o["chooser"], o["n"]) for o in finding["options"]} == {
        ("deduct_points", "EW", 1),
        ("add_points", "EW", 1),
    }


def test_american_law_18_the_point_for_a_trick_examined_is_scored_when_elected() -> None:
    plays = [{"type": "play", "seat": s, "card": c} for s, c in (("W", "AH"), ("N", "3H"), ("E", "4H"), ("S", "5H"))]
    events = [
        *plays,
        {"type": "quit", "seat": "W"},
        {"type": "request", "seat": "N", "what": "last_trick", "shown": True},
    ]
    events += [{"type": "hand_over", "tricks": {"NS": 6, "EW": 7}}]
    pending = case("american-1890", *events)
    assert pending["result"] is None  # the adversaries have still to elect (Law 18)
    elected = case("american-1890", *events, {"type": "elect", "side": "EW", "option": "add_points"})
    assert elected["result"]["score"] == {"NS": 0, "EW": 2}


def test_american_law_2_a_cut_by_another_or_leaving_fewer_than_four_costs_a_point() -> None:
    wrong = at(case("american-1890", {"type": "cut_pack", "seat": "N", "cards": 20}), 0, "cut_pack")
    quotes(wrong, "american-1890", "2", "passes the pack to the player on his right who then cuts")
    quotes(wrong, "american-1890", "18", LAW_18)
    assert "name no penalty" not in wrong["summary"] and {o["chooser"] for o in wrong["options"]} == {"EW"}
    few = at(case("american-1890", {"type": "cut_pack", "seat": "E", "cards": 3}), 0, "cut_pack")
    quotes(few, "american-1890", "2", "not leaving fewer than four cards in either packet")
    quotes(few, "american-1890", "18", LAW_18)
    assert few["offender"] == "E" and {o["chooser"] for o in few["options"]} == {"NS"}


def test_american_laws_2_and_3_what_is_no_violation_costs_no_point() -> None:
    """A card exposed in cutting has Law 2's own remedy, and Law 3's order of shuffling permits: no point."""
    exposed = at(case("american-1890", {"type": "cut_pack", "seat": "E", "exposed": True}), 0, "cut_pack")
    assert exposed["options"] == [] and "18" not in exposed["laws"]
    ruling = case("american-1890", {**SHUFFLE, "seat": "W"}, {**SHUFFLE, "seat": "S"}, {**SHUFFLE, "seat": "N"})
    assert at(ruling, 2, "shuffle")["options"] == []


def test_the_club_code_and_euchre_have_no_general_penalty_a_cut_by_another_costs_nothing() -> None:
    for code in ("club-1864", "euchre-1888"):
        finding = at(case(code, {"type": "cut_pack", "seat": "N", "cards": 20}), 0, "cut_pack")
        assert finding["options"] == [], code


def test_american_laws_say_nothing_of_bystanders() -> None:
    finding = at(case("american-1890", {"type": "bystander", "what": "remark"}), 0)
    assert finding["kind"] == "not_covered" and finding["laws"] == []


# -- Euchre (22-31, 72, 73, 84, 94) and its etiquette (106-116) --


def test_euchre_law_22_not_shuffled_so_a_card_is_seen() -> None:
    finding = at(case("euchre-1888", {**SHUFFLE, "seat": "N", "how": "card_seen"}), 0, "shuffle")
    quotes(finding, "euchre-1888", "22", "nor so that the face of any card can be seen")


def test_euchre_law_23_not_shuffled_during_a_hand() -> None:
    finding = at(case("euchre-1888", {**SHUFFLE, "seat": "N", "how": "during_hand"}), 0, "shuffle")
    quotes(finding, "euchre-1888", "23", "The pack must not be shuffled during the play of a hand")


def test_euchre_laws_24_25_27_once_only_first_right_and_the_dealer_last() -> None:
    ruling = case("euchre-1888", {**SHUFFLE, "seat": "E"}, {**SHUFFLE, "seat": "S"}, {**SHUFFLE, "seat": "E"})
    quotes(at(ruling, 0, "shuffle"), "euchre-1888", "25", "he has the first right to shuffle that pack")
    second = {law: f for f in ruling["findings"] if f["event"] == 2 for law in f["laws"]}
    quotes(
        second["24"], "euchre-1888", "24", "Each player has a right to shuffle once only, except as provided by Law 27"
    )
    quotes(second["27"], "euchre-1888", "27", "The dealer has always the right to shuffle last")
    assert {f["offender"] for f in second.values()} == {"E"}


def test_euchre_law_27_the_dealer_shuffles_last() -> None:
    ruling = case("euchre-1888", {**SHUFFLE, "seat": "N"}, {**SHUFFLE, "seat": "S"}, {**SHUFFLE, "seat": "W"})
    quotes(at(ruling, 2, "shuffle"), "euchre-1888", "27", "The dealer has always the right to shuffle last")


def test_euchre_laws_28_29_31_the_cut_and_the_dealer_who_reshuffles() -> None:
    ruling = case(
        "euchre-1888",
        {"type": "cut_pack", "seat": "E", "cards": 2},
        {"type": "cut_pack", "seat": "E", "cards": 16},
        {**SHUFFLE, "seat": "S"},
    )
    quotes(at(ruling, 0, "cut_pack"), "euchre-1888", "29", "he must not leave fewer than four cards in either packet")
    lost = at(ruling, 2, "shuffle")
    quotes(lost, "euchre-1888", "31", "When the pack is cut, should the dealer re-shuffle he loses the deal")
    quotes(lost, "euchre-1888", "28", "the right of dealing goes to the left")


def test_euchre_law_30_the_cut_not_altered() -> None:
    finding = at(case("euchre-1888", {"type": "cut_pack", "seat": "E", "cards": 16, "altered": True}), 0, "cut_pack")
    quotes(finding, "euchre-1888", "30", "When a player has once separated a pack he cannot alter his intention")


def test_euchre_laws_72_73_new_cards_and_torn_cards() -> None:
    ruling = case("euchre-1888", {"type": "new_cards", "seat": "N"}, {"type": "card_damaged", "how": "marked"})
    quotes(
        at(ruling, 0, "new_cards"),
        "euchre-1888",
        "72",
        "He must call for two new packs, of which the dealer has the choice",
    )
    quotes(
        at(ruling, 1, "new_cards"),
        "euchre-1888",
        "73",
        "must be replaced by agreement, or new cards called for at the expense of the table",
    )


def test_euchre_law_84_no_right_to_ask_who_played_a_card() -> None:
    ruling = case("euchre-1888", {"type": "request", "seat": "E", "what": "who_played"})
    finding = at(ruling, 0, "request")
    quotes(finding, "euchre-1888", "84", "A player has no right to ask who played a particular card")
    assert finding["offender"] == "E" and "111" in etiquette_of(ruling, 0)["summary"]


def test_euchre_law_94_the_partner_takes_the_lone_hand() -> None:
    ruling = case(
        "euchre-1888",
        {"type": "bid", "seat": "N", "action": "order_up", "alone": True},
        {"type": "bid", "seat": "S", "action": "order_up", "alone": True},
        dealer="W",
    )
    finding = at(ruling, 1, "lone_hand")
    quotes(finding, "euchre-1888", "94", "his partner may take it from him, subject to the previous rule")
    assert "S not having passed, he plays alone" in finding["summary"]


def test_euchre_has_no_law_on_the_last_trick_and_points_to_its_etiquette() -> None:
    ruling = case("euchre-1888", {"type": "request", "seat": "E", "what": "last_trick"})
    assert at(ruling, 0)["kind"] == "not_covered"
    etiquette = etiquette_of(ruling, 0)
    assert (
        etiquette["laws"] == []
        and "(110)" in etiquette["summary"]
        and "nothing is ruled under it" in etiquette["summary"]
    )
