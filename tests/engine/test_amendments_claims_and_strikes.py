"""A club's statutes on the time to claim a revoke, and laws struck out (amendments.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from engine import case_schema, rule, ruling_schema

CASES = Path(__file__).parent / "cases"
EUCHRE = Path(__file__).parent / "euchre"


def _load(path: Path) -> dict[str, object]:
    case: dict[str, object] = json.loads(path.read_text())
    return case


def _events(case: dict[str, object]) -> list[dict[str, object]]:
    events = case["events"]
    assert isinstance(events, list)
    return events


def club_claim_after_the_cut() -> dict[str, object]:
    """Club 78: W claims S's revoke after the cut for the next deal, before its trump card is turned."""
    case = _load(CASES / "law-78-claim-after-the-cut-is-too-late.case.json")
    _events(case).append({"type": "next_trump_turned"})
    return case


def american_claim_after_the_cut() -> dict[str, object]:
    """American 18 and 20: E claims S's revoke after the cut, then E and W add three."""
    case = _load(CASES / "american-law-20-the-revoking-side-cannot-score-the-game.case.json")
    events = _events(case)
    claim = events.pop(8)
    assert claim["type"] == "claim"
    events.insert(9, {"type": "cut_next"})  # after the hand is over
    events.insert(10, claim)
    return case


def euchre_claim_after_the_cut() -> dict[str, object]:
    """Euchre 68: E claims N's revoke after the cards are cut for the next deal."""
    case = _load(EUCHRE / "law-62-a-revoke.case.json")
    _events(case).insert(-1, {"type": "cut_next"})
    return case


CLAIM_LAWS = [
    ("club-1864", "78", club_claim_after_the_cut),
    ("american-1890", "18", american_claim_after_the_cut),
    ("euchre-1888", "68", euchre_claim_after_the_cut),
]


def revoke_finding(ruling: dict[str, object]) -> dict[str, object]:
    findings = ruling["findings"]
    assert isinstance(findings, list)
    found: dict[str, object] = next(f for f in findings if f["kind"] == "revoke")
    return found


@pytest.mark.parametrize(("code", "law", "make"), CLAIM_LAWS)
def test_a_claim_after_the_cut_is_too_late_under_the_printed_law(code: str, law: str, make) -> None:  # type: ignore[no-untyped-def]
    case = make()
    assert case["code"] == code
    finding = revoke_finding(rule(case))
    assert finding["claim_in_time"] is False
    assert "after the cards were cut for the following deal" in str(finding["summary"])
    assert "options" not in finding or not finding["options"]
    assert "amended" not in finding


@pytest.mark.parametrize(("code", "law", "make"), CLAIM_LAWS)
def test_a_club_may_allow_the_claim_until_the_next_trump_card_is_turned(code: str, law: str, make) -> None:  # type: ignore[no-untyped-def]
    case = make()
    printed_laws = revoke_finding(rule(case))["laws"]
    case["amendments"] = [{"law": law, "provision": "revoke_claim", "value": "next_trump_turned"}]
    Draft202012Validator(case_schema()).validate(case)
    ruling = rule(case)
    assert ruling["valid"], ruling["errors"]
    Draft202012Validator(ruling_schema()).validate(ruling)
    finding = revoke_finding(ruling)
    assert finding["claim_in_time"] is True
    assert finding["amended"] is True
    assert f"in time (Law {law})" in str(finding["summary"])
    assert str(finding["summary"]).endswith("applied as amended by the club's statutes.")
    assert finding["options"], "the penalty can be exacted"
    laws = finding["laws"]
    assert isinstance(laws, list) and isinstance(printed_laws, list)
    assert set(printed_laws) <= set(laws)  # the code's numbers still


def test_the_claim_is_too_late_once_the_next_trump_card_is_turned() -> None:
    case = club_claim_after_the_cut()
    events = _events(case)
    events.insert(-2, events.pop())  # the trump card turned before the claim
    case["amendments"] = [{"law": "78", "provision": "revoke_claim", "value": "next_trump_turned"}]
    finding = revoke_finding(rule(case))
    assert finding["claim_in_time"] is False
    assert "after the trump card of the following deal was turned up" in str(finding["summary"])


def test_a_revoke_not_yet_claimed_may_be_claimed_until_the_club_s_moment() -> None:
    case = club_claim_after_the_cut()
    events = _events(case)
    del events[-2:]  # no cut, no claim
    case["amendments"] = [{"law": "78", "provision": "revoke_claim", "value": "next_trump_turned"}]
    summary = str(revoke_finding(rule(case))["summary"])
    assert "may claim it until the trump card of the following deal is turned up (Law 78)" in summary


def test_a_bad_time_to_claim_names_the_field() -> None:
    case = club_claim_after_the_cut()
    case["amendments"] = [
        {"law": "78", "provision": "revoke_claim", "value": "tomorrow"},
        {"law": "72", "provision": "revoke_claim", "value": "cut_next"},
    ]
    errors = {e["field"]: e["message"] for e in rule(case)["errors"]}  # type: ignore[union-attr,index]
    assert "one of: cut_next, next_trump_turned" in errors["amendments.0.value"]
    assert "the law that provides it is 78" in errors["amendments.1.law"]
    assert not Draft202012Validator(case_schema()).is_valid(case)


def revoking_side_would_win() -> dict[str, object]:
    """Club 72 and 82: N and S revoke; E and W take three tricks; N and S still make four by tricks and four honours."""
    case = _load(CASES / "law-72-v-revoke-scores-before-tricks-and-honours.case.json")
    _events(case)[-1]["option"] = "take_three_tricks"
    return case


def test_law_82_struck_out_lets_the_revoking_side_win_the_game() -> None:
    case = revoking_side_would_win()
    assert rule(case)["result"] == {"score": {"NS": 4, "EW": 2}, "game": None}  # 82: they stop at four
    case["amendments"] = [{"law": "82", "provision": "struck_out"}]
    Draft202012Validator(case_schema()).validate(case)
    ruling = rule(case)
    Draft202012Validator(ruling_schema()).validate(ruling)
    assert ruling["result"] == {"score": {"NS": 5, "EW": 2}, "game": {"winner": "NS", "value": 2}}
    finding = revoke_finding(ruling)
    assert finding["amended"] is True
    assert "82" in finding["laws"]  # type: ignore[operator]
    summary = str(finding["summary"])
    assert "Law 82 is struck out by the club's statutes, so N and S may win the game" in summary
    assert "cannot win the game" not in summary


def test_law_4_struck_out_lets_a_side_at_four_score_its_honours() -> None:
    case = revoking_side_would_win()
    case["score"] = {"NS": 4, "EW": 0}
    _events(case).pop()  # no penalty chosen: the honours are what is ruled on
    honours = next(f for f in rule(case)["findings"] if f["kind"] == "honours")  # type: ignore[union-attr]
    assert "cannot score honours (Law 4)" in honours["summary"]
    case["amendments"] = [{"law": "4", "provision": "struck_out"}]
    honours = next(f for f in rule(case)["findings"] if f["kind"] == "honours")  # type: ignore[union-attr]
    assert honours["amended"] is True
    assert "Law 4 is struck out by the club's statutes, and they score them" in honours["summary"]


@pytest.mark.parametrize(
    ("code", "law", "message"),
    [
        ("club-1864", "72", "the laws a club may strike out are 4 and 82"),
        ("american-1890", "20", "has no law a club may strike out"),  # 20 is the penalty itself
        ("euchre-1888", "63", "has no law a club may strike out"),
    ],
)
def test_only_a_law_whose_role_allows_it_may_be_struck_out(code: str, law: str, message: str) -> None:
    case = revoking_side_would_win()
    case["code"] = code
    case["amendments"] = [{"law": law, "provision": "struck_out"}]
    errors = [e for e in rule(case)["errors"] if str(e["field"]).startswith("amendments")]  # type: ignore[union-attr,index]
    assert errors and message in errors[0]["message"], errors


def test_a_law_struck_out_takes_no_value() -> None:
    case = revoking_side_would_win()
    case["amendments"] = [{"law": "82", "provision": "struck_out", "value": 1}]
    errors = {e["field"]: e["message"] for e in rule(case)["errors"]}  # type: ignore[union-attr,index]
    assert "takes no value" in errors["amendments.0.value"]
    assert not Draft202012Validator(case_schema()).is_valid(case)


def test_two_laws_may_be_struck_out_but_not_one_twice() -> None:
    case = revoking_side_would_win()
    case["amendments"] = [{"law": "82", "provision": "struck_out"}, {"law": "4", "provision": "struck_out"}]
    assert rule(case)["valid"]
    case["amendments"] = [{"law": "82", "provision": "struck_out"}] * 2
    assert [e["field"] for e in rule(case)["errors"]] == ["amendments.1.provision"]  # type: ignore[union-attr,index]
