"""Every finding cites the law that decides its point, under every code it applies to.

Each class of wrong citation the referees found has its tests here, one per code: a call that has no
effect cites the law that makes it void, not the consultation law nor another penalty then open.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import rule

# The trump card turned up under each code (euchre's pack has no card below the nine).
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9C"}
CODES = tuple(TRUMP)


def _ruling(code: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    ruling = rule({"code": code, "dealer": "W", "trump": TRUMP[code], "events": events})
    assert ruling["valid"], ruling["errors"]
    return ruling


def _calls(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    return [f for f in ruling["findings"] if f["kind"] == "call"]


# The law that says a card dropped on the floor is not exposed, in each code.
FLOOR_LAW = {"club-1864": "56", "american-1890": "12", "euchre-1888": "46"}


@pytest.mark.parametrize("code", CODES)
def test_a_call_of_a_card_dropped_on_the_floor_cites_the_law_that_it_is_not_exposed(code: str) -> None:
    ruling = _ruling(
        code,
        [
            {"type": "expose", "seat": "E", "cards": ["9D"], "how": "floor"},
            {"type": "call", "seat": "N", "what": "card", "card": "9D"},
        ],
    )
    (call,) = _calls(ruling)
    assert call["laws"] == [FLOOR_LAW[code]]
    assert "not" in call["summary"] and f"(Law {FLOOR_LAW[code]})" in call["summary"]
    assert call["summary"].endswith("the call has no effect.")


# The consultation law of each code, which a call never given must not cite.
CONSULTATION = {"club-1864": "84", "euchre-1888": "85"}


@pytest.mark.parametrize("code", tuple(CONSULTATION))
def test_a_suit_called_with_no_penalty_open_cites_the_laws_that_give_the_call(code: str) -> None:
    ruling = _ruling(code, [{"type": "call", "seat": "N", "what": "suit", "suit": "H"}])
    (call,) = _calls(ruling)
    assert CONSULTATION[code] not in call["laws"]
    assert call["laws"], "a void call still cites the laws that decide it"
    assert "no penalty then open to them allows it" in call["summary"]


def test_american_a_call_the_laws_do_not_give_cites_law_18() -> None:
    ruling = _ruling("american-1890", [{"type": "call", "seat": "N", "what": "suit", "suit": "H"}])
    (call,) = _calls(ruling)
    assert call["laws"] == ["18"]
    assert "(Law 18)" in call["summary"]


@pytest.mark.parametrize("code", CODES)
def test_an_election_the_code_does_not_give_cites_the_codes_own_penalty_law(code: str) -> None:
    other = {"club-1864": "add_points", "american-1890": "take_three_tricks", "euchre-1888": "deduct_three"}
    ruling = _ruling(code, [{"type": "elect", "side": "NS", "option": other[code]}])
    (call,) = _calls(ruling)
    assert call["laws"] and call["laws"] != [CONSULTATION.get(code)]


# -- Law 87: "In all cases where a penalty has been incurred, the offender is bound to give reasonable time
# for the decision of his adversaries." Every penalty the adversaries choose cites it, not only Clay's Case 9.

CLUB_PENALTIES = {
    "exposed_card": [{"type": "expose", "seat": "E", "cards": ["9D"]}],
    "lead_out_of_turn": [{"type": "play", "seat": "E", "card": "9D"}],
    "attention_to_trick": [
        {"type": "play", "seat": "N", "card": "3D"},
        {"type": "attention_to_trick", "seat": "W"},
    ],
    "play_out_of_turn": [
        {"type": "play", "seat": "N", "card": "3D"},
        {"type": "play", "seat": "W", "card": "5D"},
    ],
}


@pytest.mark.parametrize("kind", tuple(CLUB_PENALTIES))
def test_law_87_reasonable_time_is_cited_wherever_the_adversaries_choose_a_penalty(kind: str) -> None:
    ruling = _ruling("club-1864", CLUB_PENALTIES[kind])
    found = [f for f in ruling["findings"] if f["kind"] == kind and f["options"]]
    assert found, ruling["findings"]
    assert "87" in found[0]["laws"]
    assert found[0]["summary"].count("reasonable time") == 1


@pytest.mark.parametrize("code", ("american-1890", "euchre-1888"))
def test_codes_without_a_law_of_reasonable_time_cite_none(code: str) -> None:
    ruling = _ruling(code, [{"type": "expose", "seat": "E", "cards": ["9D"]}])
    assert all("reasonable time" not in f["summary"] for f in ruling["findings"])


# -- Honours claimed that do not count say why, citing the law that orders the scoring (Club 5).


def test_law_5_honours_held_do_not_count_when_the_game_is_won_by_tricks_first() -> None:
    ruling = rule(
        {
            "code": "club-1864",
            "dealer": "W",
            "trump": "2C",
            "score": {"NS": 0, "EW": 3},
            "events": [
                {"type": "claim", "seat": "N", "kind": "honours", "count": 3},
                {"type": "hand_over", "tricks": {"NS": 5, "EW": 8}},
            ],
        }
    )
    (honours,) = [f for f in ruling["findings"] if f["kind"] == "honours"]
    assert ruling["result"]["game"]["winner"] == "EW"
    assert "5" in honours["laws"]
    assert "do not count" in honours["summary"] and "(Law 5)" in honours["summary"]


def test_law_5_honours_that_reach_the_game_count() -> None:
    ruling = rule(
        {
            "code": "club-1864",
            "dealer": "W",
            "trump": "2C",
            "score": {"NS": 3, "EW": 0},
            "events": [
                {"type": "claim", "seat": "N", "kind": "honours", "count": 3},
                {"type": "hand_over", "tricks": {"NS": 5, "EW": 8}},
            ],
        }
    )
    (honours,) = [f for f in ruling["findings"] if f["kind"] == "honours"]
    assert ruling["result"]["game"]["winner"] == "NS"
    assert "do not count" not in honours["summary"]


@pytest.mark.parametrize(("code", "law"), [("american-1890", "16"), ("euchre-1888", "3")])
def test_honours_claimed_where_the_code_scores_none_cite_its_scoring_law(code: str, law: str) -> None:
    ruling = _ruling(code, [{"type": "claim", "seat": "N", "kind": "honours", "count": 3}])
    found = [f for f in ruling["findings"] if f["kind"] == "honours"]
    assert found and law in found[0]["laws"], ruling["findings"]


# -- The American revoke cites the American laws: its options (20) and the time to claim (18).


def test_american_revoke_cites_its_own_laws() -> None:
    ruling = _ruling(
        "american-1890",
        [
            {"type": "play", "seat": "N", "card": "3D"},
            {"type": "play", "seat": "E", "card": "5H"},
            {"type": "play", "seat": "S", "card": "4D"},
            {"type": "play", "seat": "W", "card": "6D"},
            {"type": "play", "seat": "W", "card": "7S"},
            {"type": "play", "seat": "N", "card": "8S"},
            {"type": "play", "seat": "E", "card": "9D"},
            {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"},
        ],
    )
    (revoke,) = [f for f in ruling["findings"] if f["kind"] == "revoke"]
    assert {"19", "20", "18"} <= set(revoke["laws"])
    assert all(int(law.split(".")[0]) <= 20 for law in revoke["laws"])  # the American laws number twenty
    assert {o["id"] for o in revoke["options"]} == {"take_three_tricks", "deduct_three", "add_three"}
    assert all(o["laws"] == ["20"] for o in revoke["options"])
    assert "in time (Law 18)" in revoke["summary"]
    assert not any(f"Law {n}" in revoke["summary"] for n in ("72", "73", "78", "82", "84"))


# -- Against a lone hand the lone player alone chooses: his partner is out of the play (euchre 101, 105).

LONE_CASE = {
    "code": "euchre-1888",
    "dealer": "S",
    "trump": "QC",
    "hands": {
        "S": ["QC", "JC", "AC", "KS", "QS"],
        "E": ["AS", "9S", "KD", "QD", "JH"],
        "W": ["JS", "8C", "AH", "9H", "8H"],
        "N": ["KC", "10C", "9C", "7D", "9D"],
    },
}
LONE_EVENTS = [
    {"type": "bid", "seat": "W", "action": "pass"},
    {"type": "bid", "seat": "N", "action": "assist"},
    {"type": "bid", "seat": "S", "action": "take_up", "alone": True},
    {"type": "discard", "seat": "S"},
    {"type": "play", "seat": "W", "card": "AH"},
    {"type": "play", "seat": "E", "card": "JH"},
    {"type": "play", "seat": "S", "card": "QC"},
    {"type": "play", "seat": "S", "card": "JC"},
    {"type": "play", "seat": "E", "card": "9S"},
]


def test_law_105_the_lone_players_partner_cannot_call_the_opposing_cards() -> None:
    call = {"type": "call", "seat": "N", "what": "card", "card": "JS", "to": "W"}
    ruling = rule({**LONE_CASE, "events": [*LONE_EVENTS, call]})
    assert ruling["valid"], ruling["errors"]
    (penalty,) = [f for f in ruling["findings"] if f["kind"] == "play_out_of_turn"]
    assert penalty.get("elected") is None
    assert "S can call their cards" in penalty["summary"]
    (void,) = _calls(ruling)
    assert void["event"] == len(LONE_EVENTS)
    assert {"101", "105"} <= set(void["laws"])
    assert void["summary"].endswith("the call has no effect.")


def test_law_105_the_lone_player_calls() -> None:
    call = {"type": "call", "seat": "S", "what": "card", "card": "JS", "to": "W"}
    ruling = rule({**LONE_CASE, "events": [*LONE_EVENTS, call]})
    (penalty,) = [f for f in ruling["findings"] if f["kind"] == "play_out_of_turn"]
    assert penalty["elected"] == "call_card"
    assert not _calls(ruling)


def test_american_cards_thrown_down_by_all_four_do_not_cite_the_club_codes_abandoned_hands() -> None:
    # American Law 13: cards shown with a claim of the game the case does not bear out cost a point each;
    # all four throwing down afterwards resigns nothing and abandons nothing (Club 59 is not its law).
    ruling = _ruling(
        "american-1890",
        [
            {"type": "claim", "seat": "E", "kind": "game"},
            {"type": "throw_down", "seats": ["E"]},
            {"type": "throw_down", "seats": ["N", "S", "W"]},
        ],
    )
    shown = next(f for f in ruling["findings"] if f["kind"] == "cards_thrown_down")
    assert shown["offender"] == "E" and shown["laws"] == ["13", "18"] and "(Law 13)" in shown["summary"]
    assert "Law 59" not in str(ruling)
    assert [o["id"] for o in shown["options"]] == ["deduct_points", "add_points"]


# The law on a player's question to his partner, in each code.
QUESTION_LAW = {"club-1864": "74", "american-1890": "8", "euchre-1888": "65"}


@pytest.mark.parametrize("code", CODES)
def test_a_question_put_to_an_adversary_cites_the_codes_own_law_on_asking_ones_partner(code: str) -> None:
    case = {"code": code, "dealer": "W", "trump": TRUMP[code], "events": [{"type": "ask", "seat": "N", "to": "E"}]}
    (error,) = rule(case)["errors"]
    assert error["field"] == "events.0.to"
    assert (
        error["message"]
        == f"Event 0 (ask): a player asks his partner (Law {QUESTION_LAW[code]}); E is not the partner of N."
    )
