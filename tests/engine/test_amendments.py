"""A club's statutes: a case carrying amendments is ruled under the amended law, and says so."""

from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft202012Validator

from engine import case_schema, rule, ruling_schema
from engine.codes import TABLES

CASES = Path(__file__).parent / "cases"
STATUTES = [
    {"law": "72", "provision": "revoke_penalty", "value": 2},
    {"law": "2", "provision": "game", "value": 7},
]


def revoke_case(amendments: list[dict[str, object]] | None = None) -> dict[str, object]:
    """Club 72 V: E and W add three for a revoke at two to none while N and S hold four honours."""
    case: dict[str, object] = json.loads(
        (CASES / "law-72-v-revoke-scores-before-tricks-and-honours.case.json").read_text()
    )
    if amendments is not None:
        case["amendments"] = amendments
    return case


def revoke_finding(ruling: dict[str, object]) -> dict[str, object]:
    findings = ruling["findings"]
    assert isinstance(findings, list)
    return next(f for f in findings if f["kind"] == "revoke")


def test_the_printed_code_rules_as_before() -> None:
    ruling = rule(revoke_case())
    assert ruling["result"] == {"score": {"NS": 0, "EW": 5}, "game": {"winner": "EW", "value": 3}}
    finding = revoke_finding(ruling)
    assert "amended" not in finding
    assert "club's statutes" not in str(finding["summary"])


def test_the_revoke_costs_two_and_the_game_is_seven_under_the_statutes() -> None:
    printed = revoke_finding(rule(revoke_case()))
    ruling = rule(revoke_case(STATUTES))
    assert ruling["valid"], ruling["errors"]
    # two added, not three: E and W stay at four, short of a game of seven; N and S stop one short of it (82)
    assert ruling["result"] == {"score": {"NS": 6, "EW": 4}, "game": None}
    finding = revoke_finding(ruling)
    assert finding["amended"] is True
    assert finding["laws"] == printed["laws"]  # still the code's numbers
    assert "add two to their own score" in str(finding["summary"])
    assert str(finding["summary"]).endswith("Law 72 is applied as amended by the club's statutes.")
    options = finding["options"]
    assert isinstance(options, list)
    assert {o["id"]: o["n"] for o in options} == {"take_three_tricks": 2, "deduct_three": 2, "add_three": 2}
    honours = next(f for f in ruling["findings"] if f["kind"] == "honours")  # type: ignore[union-attr]
    assert "amended" not in honours  # Law 3 is not amended


def test_the_module_table_is_never_changed() -> None:
    before = repr(TABLES["club-1864"])  # every field, nested ones too
    rule(revoke_case(STATUTES))
    assert repr(TABLES["club-1864"]) == before
    assert TABLES["club-1864"].scoring.game == 5


def test_a_score_of_six_is_allowed_only_in_a_game_of_seven() -> None:
    case = revoke_case()
    case["score"] = {"NS": 6, "EW": 2}
    assert [e["field"] for e in rule(case)["errors"]] == ["score.NS"]  # type: ignore[union-attr,index]
    case["amendments"] = STATUTES
    assert rule(case)["valid"]


def test_bad_amendments_are_errors_naming_the_field() -> None:
    ruling = rule(
        revoke_case(
            [
                {"law": "99", "provision": "revoke_penalty", "value": 2},
                {"law": "2", "provision": "game", "value": 0},
                {"law": "2", "provision": "the trump card", "value": 2},
                "seven",
            ]
        )
    )
    assert ruling["valid"] is False
    errors = {e["field"]: e["message"] for e in ruling["errors"]}  # type: ignore[union-attr,index]
    assert "has no law 99 on the penalty of a revoke; the law that provides it is 72" in errors["amendments.0.law"]
    assert "from 1 to 31, not 0" in errors["amendments.1.value"]
    assert "must be one of: revoke_penalty, game" in errors["amendments.2.provision"]
    assert "must be an object" in errors["amendments.3"]


def test_the_law_named_is_the_law_of_the_case_code() -> None:
    case = revoke_case([{"law": "20", "provision": "revoke_penalty", "value": 2}])  # American 20, not the Club's
    assert [e["field"] for e in rule(case)["errors"]] == ["amendments.0.law"]  # type: ignore[union-attr,index]
    case["code"] = "american-1890"
    case["amendments"] = [{"law": "16", "provision": "game", "value": 5}]
    ruling = rule(case)
    assert [e["field"] for e in ruling["errors"]] == []  # type: ignore[union-attr,index]


def test_a_revoke_penalty_amended_twice_is_an_error() -> None:
    twice = [{"law": "72", "provision": "revoke_penalty", "value": 2}] * 2
    assert [e["field"] for e in rule(revoke_case(twice))["errors"]] == ["amendments.1.provision"]  # type: ignore[union-attr,index]


def test_the_schemas_describe_amendments_and_the_amended_finding() -> None:
    case = revoke_case(STATUTES)
    case["score"] = {"NS": 6, "EW": 2}
    Draft202012Validator(case_schema()).validate(case)  # six is short of the club's game of seven
    Draft202012Validator(ruling_schema()).validate(rule(case))
    printed = revoke_case()
    printed["score"] = {"NS": 6, "EW": 2}
    assert not Draft202012Validator(case_schema()).is_valid(printed)  # but not of the printed game of five
    too_much = revoke_case([{"law": "72", "provision": "revoke_penalty", "value": 14}])
    assert not Draft202012Validator(case_schema()).is_valid(too_much)
