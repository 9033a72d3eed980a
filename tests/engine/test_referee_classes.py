"""Classes of wrong ruling that held-out referee cases found on other laws, each with the test that would have caught
it, its law quoted in the name or docstring."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine import TABLES, rule

HERE = Path(__file__).parent
CORPUS = HERE.parents[1] / "corpus" / "codes"


def _rule(case: dict[str, Any]) -> dict[str, Any]:
    ruling = rule(case)
    assert ruling["valid"], ruling["errors"]
    return ruling


# McIntosh under Law 57: S can win the diamond trick with the AD, but plays the 4D at once after N played again.
HURRIED = {
    "code": "club-1864",
    "dealer": "W",
    "trump": "2C",
    "hands": {"S": ["AD", "4D", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]},
    "events": [
        {"type": "play", "seat": "N", "card": "KD"},
        {"type": "play", "seat": "E", "card": "3D"},
        {"type": "play", "seat": "N", "card": "QH"},
        {"type": "play", "seat": "S", "card": "4D"},
        {"type": "call", "seat": "E", "what": "win", "to": "S"},
        {"type": "correct", "seat": "S", "card": "AD"},
        {"type": "play", "seat": "W", "card": "5D"},
    ],
}


def test_law_57_with_87_the_partner_who_plays_at_once_may_still_be_called_on_to_win_and_his_card_is_exposed() -> None:
    """McIntosh under Law 57 (with 87, "the offender is bound to give reasonable time for the decision of his
    adversaries", and Clay's Case 9): "If the last named partner should play to the first trick without giving the
    adversaries reasonable time to make the call, they may treat the card played to the first trick as an exposed
    card, and yet call on him to win the trick if he can." The call to win is not dropped."""
    ruling = _rule(HURRIED)
    first, partner = ruling["findings"]
    assert first["offender"] == "N" and first["elected"] == "call_win"
    assert not [f for f in ruling["findings"] if f["kind"] == "call"], "the call to win has its effect"
    assert partner["offender"] == "S" and partner["kind"] == "exposed_card"
    assert [o["id"] for o in partner["options"]] == ["call_card"] and "87" in partner["laws"]
    assert "mcintosh-57-1" in partner["decisions"]
    assert ruling["tricks"][0]["cards"]["S"] == "AD" and ruling["tricks"][0]["winner"] == "S"


def test_law_57_a_partner_who_waited_for_the_call_is_not_called_on_after_he_played() -> None:
    """Law 57 as printed: the partner "may be called on to win"; once the adversaries have had their time (an event
    between) and he has played, a later call to win has no effect."""
    case = json.loads(json.dumps(HURRIED))
    case["events"].insert(3, {"type": "consult", "side": "EW"})
    case["events"] = case["events"][:6]
    ruling = _rule(case)
    assert [f for f in ruling["findings"] if f["kind"] == "call"], "the call came after S had played"


# American Law 5: "If this be done, and a mis-deal be made, the dealer deals again"; Law 18: one point.
TOUCHED_THEN_MISDEAL = {
    "code": "american-1890",
    "dealer": "W",
    "trump": "2C",
    "score": {"NS": 2, "EW": 3},
    "events": [
        {"type": "deal", "fact": "cards_touched", "seat": "N"},
        {"type": "deal", "fact": "two_cards_to_one_hand", "seat": "E"},
    ],
}


def test_american_law_18_a_point_offered_on_a_void_hand_is_scored_when_elected() -> None:
    """American Law 5 ("the cards must not be gathered nor touched except by the dealer. If this be done, and a
    mis-deal be made, the dealer deals again") with Law 18 (one point): a penalty the engine offers is scored when
    elected, though the hand is void."""
    open_ruling = _rule(TOUCHED_THEN_MISDEAL)
    offered = [f for f in open_ruling["findings"] if f["options"]]
    assert offered and open_ruling["result"] is None, "while E and W may still choose, no result"
    case = {
        **TOUCHED_THEN_MISDEAL,
        "events": [*TOUCHED_THEN_MISDEAL["events"], {"type": "elect", "side": "EW", "option": "add_points"}],
    }
    ruling = _rule(case)
    assert ruling["result"]["score"] == {"NS": 2, "EW": 4}
    assert ruling["result"]["new_deal"] == {"dealer": "W", "same_dealer": True}


def test_a_club_statute_on_the_points_of_the_game_alone_is_named_in_the_ruling() -> None:
    """Euchre Law 2 ("Five points constitute a game") amended by a club to ten: the result is reckoned on the club's
    game, and the ruling says so, citing the law as amended."""
    case = json.loads((HERE / "euchre" / "law-1-the-lap.case.json").read_text())
    printed = _rule(case)
    assert printed["result"]["game"] is not None
    case["amendments"] = [{"law": "2", "provision": "game", "value": 10}]
    ruling = _rule(case)
    assert ruling["result"]["game"] is None
    (statute,) = [f for f in ruling["findings"] if f["kind"] == "statute"]
    assert statute["laws"] == ["2"] and statute["amended"] is True
    assert "played to 10 points under the club's statutes" in statute["summary"]
    assert "Law 2 is applied as amended by the club's statutes" in statute["summary"]


def test_a_statute_already_named_by_a_finding_adds_no_second_finding() -> None:
    case = json.loads((HERE / "euchre" / "law-1-the-lap.case.json").read_text())
    case["amendments"] = [{"law": "63", "provision": "revoke_penalty", "value": 2}]
    assert not [f for f in _rule(case)["findings"] if f["kind"] == "statute"]


_LAW_IN_WORDS = re.compile(r"\bLaws? ((?:\d+(?: [IVX]+)?(?:, | and | to |-)?)+)")


@pytest.mark.parametrize("code", sorted(TABLES))
def test_a_ruling_under_one_code_cites_only_that_codes_laws(code: str) -> None:
    """A summary under the American laws cited "McIntosh under Law 44", a law of the Club Code (the American laws
    have twenty): every law a code's sentences name by number is a law of that code."""
    printed = set(re.findall(r"^## law (\S+)$", (CORPUS / f"{code}.txt").read_text(), re.M))
    wrong = [
        (key, number)
        for key, words in TABLES[code].wording.items()
        for match in _LAW_IN_WORDS.finditer(words)
        for number in re.findall(r"\d+", match.group(1))
        if number not in printed
    ]
    assert wrong == []


def test_american_law_7_fourteen_cards_partly_played_cites_law_7_not_the_club_codes_44() -> None:
    """American Law 7: "If any player has fourteen, it is a mis-deal, even though the hand has been partly played
    out." The ruling cites Law 7 and no authority on the Club Code."""
    case = {
        "code": "american-1890",
        "dealer": "W",
        "trump": "2C",
        "hands": {"N": ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AH"]},
        "events": [{"type": "play", "seat": "N", "card": "AS"}],
    }
    ruling = _rule(case)
    text = json.dumps(ruling["findings"])
    assert "McIntosh" not in text and "Law 44" not in text and "mcintosh" not in text


LONE = json.loads((HERE / "euchre" / "law-100-the-partner-plays-upon-the-first-lead.case.json").read_text())
E_ALONE = [
    {"type": "bid", "seat": "W", "action": "pass"},
    {"type": "bid", "seat": "N", "action": "pass"},
    {"type": "bid", "seat": "E", "action": "order_up", "alone": True},
    {"type": "discard", "seat": "S"},
]


@pytest.mark.parametrize(
    "plays",
    [
        [("N", "7D"), ("W", "8H")],
        [("N", "7D"), ("E", "KD"), ("W", "8H")],
        [("W", "8H")],
    ],
)
def test_euchre_law_100_the_lone_players_partner_plays_no_lead_or_play_out_of_turn(
    plays: list[tuple[str, str]],
) -> None:
    """Euchre Law 100: "If the partner of the player who plays alone plays upon the first lead, the lone hand is
    lost"; he sits out, so his card is never a lead or play out of turn by the second, third or fourth hand (Laws
    52, 58, 59), which mean nothing in a lone hand."""
    events = [*E_ALONE, *({"type": "play", "seat": s, "card": c} for s, c in plays)]
    ruling = _rule({**LONE, "events": events})
    assert [f["kind"] for f in ruling["findings"]] == ["lone_hand"]
    assert ruling["findings"][0]["laws"] == ["100"]
