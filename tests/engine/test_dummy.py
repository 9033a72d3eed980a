"""Dummy and Double Dummy: the three exceptions printed at the end of the Club Code, and Double Dummy's special law.

"The laws are the same as those of Whist, with the following exceptions" (corpus/codes/club-1864.txt, the laws
titled "Dummy, Law I" to "III" and "Double Dummy"). Each wrong ruling a referee found, a Dummy hand ruled as
four-handed whist, has its test here: each fails when the game is ignored.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import TABLES, rule

# E is dummy at Dummy; N (eldest, the dealer being W) leads.
E_HAND = ["5H", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"]
S_HAND = ["3H", "6H", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS"]


def _case(events: list[dict[str, Any]], **game: Any) -> dict[str, Any]:
    return {"code": "club-1864", "dealer": "W", "trump": "2C", "hands": {"E": E_HAND}, "events": events, **game}


def _rule(case: dict[str, Any]) -> dict[str, Any]:
    ruling = rule(case)
    assert ruling["valid"], ruling["errors"]
    return ruling


def _kinds(ruling: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [f for f in ruling["findings"] if f["kind"] == kind]


def _plays(*cards: str, leader: str = "N") -> list[dict[str, Any]]:
    order = "NESW"
    start = order.index(leader)
    return [{"type": "play", "seat": order[(start + i) % 4], "card": c} for i, c in enumerate(cards)]


RENOUNCE_QUITTED = [
    *_plays("AH", "3D", "3H", "4H"),
    {"type": "quit", "seat": "N"},
    *_plays("KH", "5H", "6H", "7H"),
    {"type": "claim", "seat": "S", "kind": "revoke", "against": "E"},
]


def test_dummy_law_ii_a_revoke_from_dummys_hand_found_after_the_trick_is_quitted_stands_good() -> None:
    """Dummy, Law II: "Dummy is not liable to the penalty for a revoke, as his adversaries see his cards: should he
    revoke and the error not be discovered until the trick is turned and quitted, it stands good." At four-handed
    whist the same hand is a revoke with the three-trick penalty of Law 72."""
    whist = _rule(_case(RENOUNCE_QUITTED))
    (revoke,) = _kinds(whist, "revoke")
    assert revoke["options"], "at whist the revoke has its penalty"
    ruling = _rule(_case(RENOUNCE_QUITTED, game="dummy", dummy="E"))
    (revoke,) = _kinds(ruling, "revoke")
    assert revoke["laws"] == ["71", "dummy-2"]
    assert revoke["options"] == [] and revoke["established"] is True
    assert "it stands good (Dummy, Law II)" in revoke["summary"]
    assert not _kinds(ruling, "claim"), "the claim is answered by Law II, not left to be proved"


def test_dummy_law_ii_a_revoke_from_dummys_hand_put_right_before_the_trick_is_quitted_carries_no_penalty() -> None:
    """Dummy, Law II: found before the trick is turned and quitted, dummy's renounce is put right, and none of the
    penalties of Law 76 (the card called, the highest or lowest) follows."""
    events = [*_plays("AH", "3D", "3H"), {"type": "correct", "seat": "E", "card": "5H"}, *_plays("4H", leader="W")]
    whist = _rule(_case(events))
    assert _kinds(whist, "revoke")[0]["options"], "at whist a revoke saved in time has Law 76's options"
    ruling = _rule(_case(events, game="dummy", dummy="E"))
    (revoke,) = _kinds(ruling, "revoke")
    assert revoke["options"] == [] and revoke["established"] is False
    assert "put right without any penalty" in revoke["summary"]
    assert not _kinds(ruling, "exposed_card")


def test_dummy_law_ii_excepts_only_dummys_hand_his_partners_revoke_bears_the_penalty() -> None:
    """Dummy, Law II speaks of dummy's revoke: the player who holds dummy's partner's hand revokes at whist's
    penalty (Laws 71-73)."""
    ruling = _rule(_case(RENOUNCE_QUITTED, game="dummy", dummy="W"))
    (revoke,) = _kinds(ruling, "revoke")
    assert {o["id"] for o in revoke["options"]} == {"take_three_tricks", "deduct_three", "add_three"}


EXPOSED_BY_PARTNER = [{"type": "expose", "seat": "W", "cards": ["AS", "KS"], "how": "dropped"}]


def test_dummy_law_iii_dummys_partner_may_expose_some_or_all_of_his_cards_without_penalty() -> None:
    """Dummy, Law III: "Dummy being blind and deaf, his partner is not liable to any penalty for an error whence he
    can gain no advantage. Thus, he may expose some, or all of his cards ... without incurring any penalty"; at
    whist the same cards are exposed cards liable to be called (Law 56)."""
    whist = _rule(_case(EXPOSED_BY_PARTNER))
    assert _kinds(whist, "exposed_card")[0]["options"]
    ruling = _rule(_case(EXPOSED_BY_PARTNER, game="dummy", dummy="E"))
    (exposed,) = _kinds(ruling, "exposed_card")
    assert exposed["laws"] == ["dummy-3"] and exposed["options"] == []
    assert "without incurring any penalty (Dummy, Law III)" in exposed["summary"]


def test_dummy_law_iii_an_adversary_exposing_a_card_is_liable_as_at_whist() -> None:
    """Dummy, Law III excepts dummy's partner only: an adversary's exposed card may be called (Law 56)."""
    events = [{"type": "expose", "seat": "N", "cards": ["AS"], "how": "dropped"}]
    (exposed,) = _kinds(_rule(_case(events, game="dummy", dummy="E")), "exposed_card")
    assert "56" in exposed["laws"] and exposed["options"]


# W plays dummy's hand (E). It is E's lead (he won the trick), and W leads from his own hand instead.
WRONG_HAND = [
    *_plays("2H", "AH", "3H", "4H"),
    {"type": "quit", "seat": "E"},
    {"type": "play", "seat": "W", "card": "KS"},
]


def test_dummy_law_iii_a_lead_from_the_wrong_hand_lets_a_suit_be_called_from_the_hand_which_ought_to_have_led() -> None:
    """Dummy, Law III: "if, however, he lead from Dummy's hand when he should lead from his own, or vice versâ, a
    suit may be called from the hand which ought to have led" — nothing else: not Law 62's call of the card led."""
    case = _case(WRONG_HAND)
    case["hands"] = {}
    whist = _rule(case)
    (lead,) = _kinds(whist, "lead_out_of_turn")
    assert {o["id"] for o in lead["options"]} == {"call_card", "call_suit"}
    ruling = _rule({**case, "game": "dummy", "dummy": "E"})
    (lead,) = _kinds(ruling, "lead_out_of_turn")
    assert [o["id"] for o in lead["options"]] == ["call_suit"]
    assert lead["options"][0]["laws"] == ["dummy-3"] and "62" not in lead["laws"]
    assert "a suit may be called from the hand which ought to have led (Dummy, Law III)" in lead["summary"]
    assert "call a suit from E" in lead["summary"]
    # "Dummy being blind and deaf": the lead from the wrong hand is his partner's, who plays both hands.
    assert lead["offender"] == "W" and lead["read_out"][0] == "Lead out of turn. Offender: W."
    assert lead["summary"].startswith("W led the ") and "from his own hand at event" in lead["summary"]


def test_dummy_law_iii_a_lead_from_dummys_hand_is_his_partners_error_not_dummys() -> None:
    """The lead made from dummy's hand when his partner should have led from his own: the partner offends, and the
    suit is called from the partner's hand (Dummy, Law III)."""
    plays = [
        *_plays("AH", "3H", "4H", "6H"),
        *_plays("KS", "2S", "3S", "AS"),
        {"type": "play", "seat": "E", "card": "5D"},
    ]
    ruling = _rule({**_case(plays), "hands": {}, "game": "dummy", "dummy": "E"})
    (lead,) = _kinds(ruling, "lead_out_of_turn")
    assert lead["offender"] == "W" and lead["read_out"][0] == "Lead out of turn. Offender: W."
    assert lead["summary"].startswith("W led the 5D from dummy's hand (E) at event 8, when it was W's lead")
    assert "N and S may call a suit from W" in lead["summary"]


def test_dummy_law_iii_a_lead_out_of_turn_in_the_adversaries_turn_is_law_62() -> None:
    """Dummy, Law III excepts the lead from the wrong one of his own two hands; leading when an adversary should
    lead is Law 62, as at whist."""
    case = _case([*_plays("2H", "3H", "AH", "4H"), {"type": "quit", "seat": "S"}, *_plays("KS", leader="W")])
    case["hands"] = {}
    (lead,) = _kinds(_rule({**case, "game": "dummy", "dummy": "E"}), "lead_out_of_turn")
    assert "62" in lead["laws"] and {o["id"] for o in lead["options"]} == {"call_card", "call_suit"}


def test_dummy_law_i_dummy_deals_at_the_commencement_of_each_rubber() -> None:
    """Dummy, Law I: "Dummy deals at the commencement of each rubber." A case showing the rubber's first deal
    dealt by another seat gets a finding naming the law; a rubber begun by dummy's deal gets none."""
    case = _case([], game="dummy", dummy="E", rubber_begins=True)
    (deal,) = _kinds(_rule(case), "deal")
    assert deal["laws"] == ["dummy-1", "48"] and deal["offender"] == "W"
    assert "Dummy deals at the commencement of each rubber (Dummy, Law I)" in deal["summary"]
    assert not _kinds(_rule({**case, "dealer": "E", "hands": {}}), "deal")
    assert not _kinds(_rule({**case, "rubber_begins": False}), "deal")


def test_double_dummy_there_is_no_misdeal_the_dealer_counting_the_cards_leaves_the_deal_standing() -> None:
    """Double Dummy: "There is no misdeal, as the deal is a disadvantage." At four-handed whist the dealer who
    counts the cards on the table has misdealt (Law 44 V) and loses the deal (43)."""
    events = [{"type": "deal", "fact": "dealer_counted_cards"}]
    whist = _rule(_case(events))
    assert _kinds(whist, "misdeal")
    ruling = _rule(_case(events, game="double-dummy", dummies=["E", "N"]))
    assert not _kinds(ruling, "misdeal")
    (deal,) = _kinds(ruling, "deal")
    assert deal["laws"][0] == "double-dummy"
    assert "There is no misdeal, as the deal is a disadvantage (Double Dummy)" in deal["summary"]
    assert ruling["result"] is None or "new_deal" not in ruling["result"]


def test_double_dummy_a_deal_with_a_hand_wrong_is_dealt_again_by_the_same_dealer() -> None:
    """Double Dummy: no misdeal loses the deal; a hand missed (at whist a misdeal, 44 I) is dealt again by the same
    dealer."""
    events = [{"type": "deal", "fact": "hand_missed", "seat": "N"}]
    ruling = _rule(_case(events, game="double-dummy", dummies=["E", "N"]))
    assert not _kinds(ruling, "misdeal")
    (new,) = _kinds(ruling, "new_deal")
    assert new["laws"][0] == "double-dummy"
    assert ruling["result"]["new_deal"] == {"dealer": "W", "same_dealer": True}


def test_double_dummy_each_player_is_dummys_partner_so_neither_exposes_at_a_penalty() -> None:
    """Double Dummy is played by two players "each having a Dummy or exposed hand for his partner"; the laws "do
    not differ from Dummy Whist": Dummy, Law III spares both players the penalty of exposed cards."""
    events = [{"type": "expose", "seat": "N", "cards": ["AS"], "how": "dropped"}]
    (exposed,) = _kinds(_rule(_case(events, game="double-dummy", dummies=["E", "N"])), "exposed_card")
    assert exposed["options"] == [] and exposed["laws"] == ["dummy-3"]


@pytest.mark.parametrize("code", ["american-1890", "euchre-1888"])
def test_a_game_of_dummy_under_a_code_without_its_laws_is_not_covered(code: str) -> None:
    """Never a silent ruling: the American laws and euchre print no laws of Dummy, so a Dummy case under them gets
    one finding, not covered by the engine, and nothing ruled under other laws."""
    trump = "9C" if code == "euchre-1888" else "2C"
    case = {"code": code, "dealer": "W", "trump": trump, "game": "dummy", "dummy": "E", "events": []}
    ruling = _rule(case)
    (finding,) = ruling["findings"]
    assert finding["kind"] == "not_covered" and ruling["result"] is None
    assert "Dummy" in finding["summary"] and "nothing in this hand is ruled" in finding["summary"]


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"game": "bridge"}, "game"),
        ({"game": "dummy"}, "dummy"),
        ({"game": "dummy", "dummy": "X"}, "dummy"),
        ({"game": "double-dummy", "dummies": ["N", "S"]}, "dummies"),
        ({"game": "double-dummy", "dummies": ["N"]}, "dummies"),
        ({"dummy": "N"}, "dummy"),
        ({"game": "dummy", "dummy": "N", "rubber_begins": "yes"}, "rubber_begins"),
    ],
)
def test_a_game_badly_described_is_an_error_naming_the_field(extra: dict[str, Any], field: str) -> None:
    ruling = rule(_case([], **extra))
    assert not ruling["valid"]
    assert [e["field"] for e in ruling["errors"]] == [field]


def test_every_law_of_dummy_the_engine_cites_is_in_the_club_codes_table_as_the_corpus_numbers_it() -> None:
    from pathlib import Path

    dummy = TABLES["club-1864"].dummy
    assert dummy is not None
    corpus = (Path(__file__).resolve().parents[2] / "corpus" / "codes" / "club-1864.txt").read_text()
    for number in (dummy.deals, dummy.revoke, dummy.blind, dummy.no_misdeal):
        assert f"## law {number}\n" in corpus


WHOLE_HANDS = {
    "dummy-law-ii-dummys-revoke-stands-good-a-whole-hand": "dummy",
    "dummy-law-iii-partner-exposes-and-leads-from-the-wrong-hand-a-whole-hand": "dummy",
    "double-dummy-no-misdeal-the-dealer-counted-the-cards-a-whole-hand": "double-dummy",
    "double-dummy-law-ii-a-dummys-revoke-stands-a-players-is-penalised-a-whole-hand": "double-dummy",
}


@pytest.mark.parametrize("name", sorted(WHOLE_HANDS))
def test_a_whole_hand_of_dummy_or_double_dummy_is_ruled_as_the_printed_laws_say(name: str) -> None:
    """Two complete hands of each game, thirteen tricks from a full pack, each with the exceptions at work: the
    expected file pins each finding's laws and options, and the score the hand makes."""
    from tests.engine.conftest import load, ruling_for

    case, _ = load(name)
    assert case["game"] == WHOLE_HANDS[name]
    ruling = ruling_for(name)
    assert len(ruling["tricks"]) == 13 and all(t["winner"] for t in ruling["tricks"])
    assert sorted(c for t in ruling["tricks"] for c in t["cards"].values()) == sorted(
        c for hand in case["hands"].values() for c in hand
    )
    assert len({c for hand in case["hands"].values() for c in hand}) == 52
    assert ruling["result"] is not None


def test_dummys_revoke_in_a_whole_hand_leaves_the_score_of_the_tricks_as_played() -> None:
    """Dummy, Law II: "it stands good": no three tricks taken, no points added or deducted; E and W, with seven
    tricks, score one."""
    from tests.engine.conftest import ruling_for

    ruling = ruling_for("dummy-law-ii-dummys-revoke-stands-good-a-whole-hand")
    assert ruling["tricks_won"] == {"NS": 6, "EW": 7}
    assert ruling["result"]["score"] == {"NS": 0, "EW": 1}


def test_dummy_law_iii_his_partner_may_declare_that_he_has_the_game_without_incurring_any_penalty() -> None:
    """Dummy, Law III: "or may declare that he has the game, or trick, &c., without incurring any penalty": the
    cards he lays down with the claim are not liable to be called, as they are at whist (Law 58)."""
    events = [
        *_plays("AH", "3H", "4H", "5H"),
        {"type": "quit", "seat": "W"},
        {"type": "claim", "seat": "W", "kind": "game"},
        {"type": "throw_down", "seats": ["W"]},
    ]
    case = {**_case(events), "hands": {}}
    (whist,) = _kinds(_rule(case), "cards_thrown_down")
    assert whist["options"], "at whist the cards thrown down are liable to be called (Law 58)"
    (thrown,) = _kinds(_rule({**case, "game": "dummy", "dummy": "E"}), "cards_thrown_down")
    assert thrown["laws"] == ["dummy-3"] and thrown["options"] == []
    assert "without incurring any penalty (Dummy, Law III)" in thrown["summary"]
