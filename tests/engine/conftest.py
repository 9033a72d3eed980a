"""Engine tests need no database: helpers to load case files and compare rulings with their expectations.

An expected file pins what the laws decide; besides the shared checker's keys (valid, tricks_won,
result, findings with kind/offender/event/established/claim_in_time/laws/options) it may give:
  - per finding: "elected", "decisions" (a subset), "summary_contains" (phrases), and per option
    "result" (exact) and "summary_contains";
  - "kinds": the exact list of finding kinds, in order, so no finding goes unexpected;
  - "errors": for invalid cases, each {"field": ..., "message_contains": ...} must match one error.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import rule, rule_text

HERE = Path(__file__).parent


CASES = HERE / "cases"
# The worked cases of the books: part of the knowledge base (corpus/cases/), replayed here.
WORKED = Path(__file__).resolve().parents[2] / "corpus" / "cases"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "cases"


def load(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    case = json.loads((CASES / f"{name}.case.json").read_text())
    expected = json.loads((CASES / f"{name}.expected.json").read_text())
    return case, expected


def ruling_for(name: str) -> dict[str, Any]:
    """The ruling for a case file, as raw text, checked against its expectations."""
    case, expected = load(name)
    ruling = rule_text((CASES / f"{name}.case.json").read_text())
    assert json.loads(json.dumps(ruling)) == ruling
    problems = mismatches(expected, ruling)
    assert not problems, f"{name}: {problems}\nruling: {json.dumps(ruling, indent=1)}"
    assert rule(case) == ruling
    return ruling


def _law(value: object) -> str:
    return str(value).split(".")[0].strip()


def _option_matches(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    if actual.get("id") != expected["id"]:
        return False
    if "chooser" in expected and actual.get("chooser") != expected["chooser"]:
        return False
    if "result" in expected and actual.get("result") != expected["result"]:
        return False
    return all(p in (actual.get("summary") or "") for p in expected.get("summary_contains", []))


def finding_matches(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    for key in ("kind", "offender", "event", "established", "claim_in_time", "elected"):
        if key in expected and actual.get(key) != expected[key]:
            return False
    if not {_law(x) for x in expected.get("laws", [])} <= {_law(x) for x in actual.get("laws", [])}:
        return False
    if not set(expected.get("decisions", [])) <= set(actual.get("decisions", [])):
        return False
    if not all(p in actual.get("summary", "") for p in expected.get("summary_contains", [])):
        return False
    options = actual.get("options", [])
    if "options" in expected and expected["options"] == [] and options:
        return False
    return all(any(_option_matches(o, a) for a in options) for o in expected.get("options", []))


def mismatches(expected: dict[str, Any], ruling: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    if ruling.get("valid") != expected.get("valid", True):
        problems.append(f"valid is {ruling.get('valid')}: {ruling.get('errors')}")
        return problems
    if "tricks_won" in expected and ruling["tricks_won"] != expected["tricks_won"]:
        problems.append(f"tricks_won {ruling['tricks_won']}")
    if "result" in expected:
        if expected["result"] is None and ruling["result"] is not None:
            problems.append(f"result {ruling['result']}, expected null")
        for key, value in (expected["result"] or {}).items():
            if (ruling["result"] or {}).get(key) != value:
                problems.append(f"result.{key} is {(ruling['result'] or {}).get(key)}, expected {value}")
    findings = ruling.get("findings", [])
    for e in expected.get("findings", []):
        if not any(finding_matches(e, f) for f in findings):
            problems.append(f"no finding matches {json.dumps(e)}")
    if "kinds" in expected and [f["kind"] for f in findings] != expected["kinds"]:
        problems.append(f"kinds {[f['kind'] for f in findings]}, expected {expected['kinds']}")
    for e in expected.get("errors", []):
        if not any(
            err.get("field") == e["field"] and e.get("message_contains", "") in err.get("message", "")
            for err in ruling.get("errors", [])
        ):
            problems.append(f"no error matches {e}")
    return problems


@pytest.fixture
def case_named() -> Any:
    return ruling_for
