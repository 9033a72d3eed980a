"""The read-out: the lines a referee reads out with each finding, and what is settled beside what waits.

The four disputes are read out whole, as the laws give them: the euchre lone hand whose partner shows a card
(the lone player held to two points, Law 102), dummy's revoke (no penalty, Dummy, Law II), the American lead out
of turn (one point, Law 18, and who chooses), a Club Code revoke under a club's statute making the penalty two
tricks. Then one finding of each kind the engine gives: who offended, and the penalty's or the choice's lines.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import rule
from engine.format.vocabulary import FindingKind

from .conftest import CASES, HERE, SHARED, WORKED

EUCHRE = HERE / "euchre"
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9H"}


def case_file(path: Path, drop_last: int = 0, **more: Any) -> dict[str, Any]:
    case = json.loads(path.read_text())
    case["events"] = case["events"][: len(case["events"]) - drop_last]
    return {**case, **more}


def small(code: str, *events: dict[str, Any]) -> dict[str, Any]:
    return {"code": code, "dealer": "S", "trump": TRUMP[code], "events": list(events)}


def lone_hand_partner_shows_a_card() -> dict[str, Any]:
    return case_file(EUCHRE / "law-102-the-partner-exposes-a-card.case.json")


def dummys_revoke() -> dict[str, Any]:
    return case_file(CASES / "dummy-law-ii-dummys-revoke-stands-good-a-whole-hand.case.json")


def american_lead_out_of_turn() -> dict[str, Any]:
    """American 14: E's lead out of turn withdrawn; N and S have not yet elected (the case's election left out)."""
    return case_file(CASES / "american-law-14-lead-out-of-turn-corrected.case.json", drop_last=1)


def revoke_under_a_two_trick_statute() -> dict[str, Any]:
    """A Club Code revoke proved by a later play and claimed at the end, under a statute making Law 72's penalty two."""
    case = case_file(
        CASES / "law-71-revoke-proved-by-a-later-play.case.json",
        amendments=[{"law": "72", "provision": "revoke_penalty", "value": 2}],
    )
    case["events"].append({"type": "claim", "seat": "E", "kind": "revoke", "against": "S"})
    return case


def american_misdeal_while_a_point_waits() -> dict[str, Any]:
    """American 4, 5: N touches his cards before the trump is turned, then the dealer misdeals; E and W have not
    yet elected how to take Law 18's point."""
    return case_file(CASES / "american-law-5-cards-touched-before-the-trump-is-turned.case.json", drop_last=1)


def test_the_lone_hand_whose_partner_shows_a_card_holds_the_lone_player_to_two_points() -> None:
    ruling = rule(lone_hand_partner_shows_a_card())
    (finding,) = ruling["findings"]
    assert finding["read_out"] == [
        "The lone hand. Offender: N, partner of S, the lone player.",
        "Penalty: S, the lone player, can score only two points, should he take every trick; but in case of a"
        " euchre the adversaries score four (Law 102).",
        finding["summary"],
    ]
    assert "S can score only two points should he take every trick" in finding["summary"]
    assert ruling["result"]["score"] == {"NS": 2, "EW": 0}
    assert ruling["waiting"] == [] and ruling["settled"] == {"new_deal": None, "points": [], "says": []}


def test_dummys_revoke_reads_out_that_no_penalty_follows_under_dummy_law_ii() -> None:
    (finding,) = rule(dummys_revoke())["findings"]
    assert finding["read_out"] == [
        "Revoke. Offender: E, dummy.",
        "No penalty: Dummy is not liable to the penalty for a revoke, as his adversaries see his cards (Dummy, Law"
        " II).",
        "E (dummy) renounced with the 2H at event 3, holding AC and 2C. Dummy is not liable to the penalty for a"
        " revoke, as his adversaries see his cards: should he revoke and the error not be discovered until the trick"
        " is turned and quitted, it stands good (Dummy, Law II). It was not discovered in time: the card stands, and"
        " no penalty is incurred.",
    ]


def test_the_american_lead_out_of_turn_costs_one_point_under_law_18_and_says_who_chooses() -> None:
    ruling = rule(american_lead_out_of_turn())
    (finding,) = ruling["findings"]
    assert finding["read_out"][0] == "Lead out of turn. Offender: E."
    assert finding["read_out"][1:] == [
        "N and S may choose (Law 18): deduct one point from the offenders' score; or add one point to their own score.",
        finding["summary"],
    ]
    assert [o["words"] for o in finding["options"]] == [
        "deduct one point from the offenders' score",
        "add one point to their own score",
    ]
    assert ruling["result"] is None
    assert ruling["waiting"] == [
        {
            "finding": 0,
            "side": "NS",
            "options": ["deduct_points", "add_points"],
            "claim": False,
            "says": "Waiting for N and S to choose: deduct one point from the offenders' score; or add one point to"
            " their own score.",
        }
    ]


def test_the_american_point_elected_is_due_now() -> None:
    ruling = rule(case_file(CASES / "american-law-14-lead-out-of-turn-corrected.case.json"))
    assert ruling["findings"][0]["read_out"][1:-1] == [
        "N and S chose (Law 18): deduct one point from the offenders' score."
    ]
    assert ruling["settled"]["points"] == [{"finding": 0, "option": "deduct_points", "side": "NS", "n": 1}]
    assert ruling["settled"]["says"] == ["Due now (Law 18): N and S deduct one point from the offenders' score."]
    assert ruling["waiting"] == []


def test_a_revoke_under_a_two_trick_statute_reads_out_two_tricks_in_every_option() -> None:
    ruling = rule(revoke_under_a_two_trick_statute())
    (finding,) = ruling["findings"]
    assert finding["read_out"][0] == "Revoke. Offender: S."
    assert finding["read_out"][1:] == [
        "E and W may choose (Law 72 I): take two tricks from the revoking player; or deduct two points from his"
        " score; or add two to their own score.",
        finding["summary"],
    ]
    assert [(o["id"], o["n"], o["words"]) for o in finding["options"]] == [
        ("take_three_tricks", 2, "take two tricks from the revoking player"),
        ("deduct_three", 2, "deduct two points from his score"),
        ("add_three", 2, "add two to their own score"),
    ]
    assert "three" not in ruling["waiting"][0]["says"]


def test_the_misdeal_by_the_same_dealer_is_settled_while_the_law_18_point_waits() -> None:
    ruling = rule(american_misdeal_while_a_point_waits())
    assert ruling["result"] is None  # the case format's core: a side still has a choice to make
    assert ruling["settled"] == {
        "new_deal": {"dealer": "W", "same_dealer": True},
        "points": [],
        "says": ["Settled now: the hand is void, and the same dealer, W, deals again."],
    }
    (waits,) = ruling["waiting"]
    assert (waits["finding"], waits["side"], waits["options"]) == (0, "EW", ["deduct_points", "add_points"])
    misdeal = ruling["findings"][1]
    assert misdeal["read_out"] == ["Misdeal. Offender: W.", misdeal["summary"]]
    assert "the dealer deals again (Law 5)" in misdeal["summary"]


# One finding of each kind the engine gives: the case, and its read-out but the summary (the last line, which is
# the finding's summary as the other tests pin it).
def _file(folder: Path, name: str, **more: Any) -> dict[str, Any]:
    return case_file(folder / f"{name}.case.json", **more)


ONE_OF_EACH: dict[FindingKind, tuple[dict[str, Any], list[str]]] = {
    FindingKind.REVOKE: (
        _file(EUCHRE, "law-62-a-revoke"),
        ["Revoke. Offender: N.", "E and W chose (Laws 63 and 4): score the three points of the revoke."],
    ),
    FindingKind.LEAD_OUT_OF_TURN: (
        _file(CASES, "law-62-lead-out-of-turn-the-two-options"),
        [
            "Lead out of turn. Offender: E.",
            "N and S may choose (Law 62): call the card erroneously led; or call a suit when the offender or his"
            " partner next leads.",
        ],
    ),
    FindingKind.PLAY_OUT_OF_TURN: (_file(CASES, "law-67-third-hand-before-second"), ["Play out of turn. Offender: S."]),
    FindingKind.EXPOSED_CARD: (
        _file(CASES, "law-56-exposed-card-called"),
        ["Exposed card. Offender: E.", "N and S chose (Laws 56 and 65): call the exposed card."],
    ),
    FindingKind.MISDEAL: (_file(EUCHRE, "law-41-42-a-misdeal"), ["Misdeal. Offender: S."]),
    FindingKind.NEW_DEAL: (_file(EUCHRE, "law-33-an-imperfect-pack"), ["New deal. No player is at fault."]),
    FindingKind.HONOURS: (_file(CASES, "american-law-16-no-honours"), ["Honours. No player is at fault."]),
    FindingKind.WRONG_NUMBER_OF_CARDS: (
        _file(EUCHRE, "law-90-a-hand-of-four-cards"),
        ["Wrong number of cards. Offender: N."],
    ),
    FindingKind.CLAIM: (_file(EUCHRE, "law-41-42-a-misdeal"), ["Claim. No player is at fault."]),
    FindingKind.ATTENTION_TO_TRICK: (
        _file(CASES, "law-86-attention-called-to-the-trick"),
        [
            "Attention called to the trick. Offender: N.",
            "E and W chose (Law 86): require the partner's lowest card of the suit led.",
        ],
    ),
    FindingKind.CALL: (
        _file(WORKED, "mcintosh-60-1-one-naming-only"),
        [
            "Call or election. Offender: S.",
            "E and W may choose (Law 60): call a suit when the player who named wrongly or his partner leads.",
        ],
    ),
    FindingKind.NOT_RULED: (
        small("euchre-1888", {"type": "deal", "fact": "trump_card_seen", "seat": "N"}),
        ["Not ruled on. Offender: N."],
    ),
    FindingKind.NOT_COVERED: (
        small("club-1864", {"type": "dispute", "about": "conversation", "seat": "N"}),
        ["Not covered by the engine. Raised by N."],
    ),
    FindingKind.STATUTE: (
        _file(EUCHRE, "law-1-the-lap", amendments=[{"law": "2", "provision": "game", "value": 10}]),
        ["A club's statute. No player is at fault."],
    ),
    FindingKind.DEAL: (_file(EUCHRE, "law-29-the-pack-not-cut"), ["The deal. Offender: S."]),
    FindingKind.TRUMP_CARD: (_file(EUCHRE, "law-91-the-trump-card-lifted"), ["The trump card. Offender: S."]),
    FindingKind.CARDS_THROWN_DOWN: (
        _file(WORKED, "clay-case-2-declared-card-revokes"),
        [
            "Cards thrown down. Offender: N.",
            "E and W may choose (Law 57): call on his partner to win one of those tricks.",
        ],
    ),
    FindingKind.BID: (_file(EUCHRE, "law-77-all-pass-twice"), ["The making of the trump. No player is at fault."]),
    FindingKind.LONE_HAND: (_file(EUCHRE, "law-94-i-take-it-from-you"), ["The lone hand. No player is at fault."]),
    FindingKind.DISCARD: (_file(EUCHRE, "law-86-the-discard-cannot-be-changed"), ["The discard. Offender: S."]),
    FindingKind.IMPERFECT_TRICK: (
        _file(EUCHRE, "law-60-a-trick-gathered-without-a-card"),
        ["Imperfect trick. Offender: S.", "E and W chose (Law 60): claim a new deal."],
    ),
    FindingKind.CARD_MIXED_WITH_TRICK: (
        small("euchre-1888", {"type": "card_mixed_with_trick", "seat": "N", "card": "AH"}),
        ["Card mixed with a trick. Offender: N."],
    ),
    FindingKind.CUT: (
        small("club-1864", {"type": "cut_for_table", "cards": ["AH", "2S", "3D", "4C", "AS"]}),
        ["Cutting for the table. No player is at fault."],
    ),
    FindingKind.TABLE: (
        small("club-1864", {"type": "table", "what": "retired", "seat": "E"}),
        ["The table. No player is at fault."],
    ),
    FindingKind.SCORE: (
        small(
            "club-1864",
            {"type": "hand_over", "tricks": {"NS": 8, "EW": 5}},
            {"type": "score_error", "side": "NS", "when": "before_hand", "proved": 1},
        ),
        ["An error in the score. No player is at fault."],
    ),
    FindingKind.SHUFFLE: (
        small("euchre-1888", {"type": "shuffle", "seat": "S", "how": "below_table"}),
        ["Shuffling. Offender: S."],
    ),
    FindingKind.CUT_PACK: (
        small("club-1864", {"type": "cut_pack", "seat": "E", "exposed": True}),
        ["The cut of the pack. Offender: E."],
    ),
    FindingKind.NEW_CARDS: (small("club-1864", {"type": "new_cards", "seat": "N"}), ["New cards. Raised by N."]),
    FindingKind.REQUEST: (
        small("club-1864", {"type": "request", "seat": "N", "what": "last_trick"}),
        ["A request during the play. No player is at fault."],
    ),
    FindingKind.BYSTANDER: (
        small("club-1864", {"type": "bystander", "what": "remark", "seat": "N"}),
        ["A bystander. No player is at fault."],
    ),
    FindingKind.BET: (
        small("club-1864", {"type": "bet", "on": "odd_trick", "seat": "N"}),
        ["Bets. No player is at fault."],
    ),
    FindingKind.ETIQUETTE: (
        small("club-1864", {"type": "bet", "on": "odd_trick", "seat": "N"}),
        ["Etiquette. No player is at fault."],
    ),
}


def test_every_kind_of_finding_has_its_read_out_here() -> None:
    assert set(ONE_OF_EACH) == set(FindingKind)


@pytest.mark.parametrize("kind", list(ONE_OF_EACH), ids=str)
def test_one_finding_of_each_kind_reads_out_who_offended_and_what_follows(kind: FindingKind) -> None:
    case, lines = ONE_OF_EACH[kind]
    ruling = rule(case)
    finding = next(f for f in ruling["findings"] if f["kind"] == kind)
    assert finding["read_out"] == [*lines, finding["summary"]]


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared/ is not beside the repository")
def test_every_shared_case_keeps_its_result() -> None:
    """The new fields stand beside `result`, whose meaning the core fixes: each shared case's result as expected."""
    for path in sorted(SHARED.glob("*.expected.json")):
        expected = json.loads(path.read_text())
        if "result" not in expected:
            continue
        ruling = rule(json.loads(path.with_name(path.name.replace(".expected", ".case")).read_text()))
        assert ruling["result"] == expected["result"], path.name
        assert "settled" in ruling and "waiting" in ruling
