"""The shared example cases (../shared/cases): those of the codes the engine supports, and the others."""

from __future__ import annotations

import json

import pytest

from engine import SUPPORTED_CODES, cited_laws, rule_text

from .conftest import SHARED, mismatches

pytestmark = pytest.mark.skipif(not SHARED.is_dir(), reason="shared/ is not beside the repository")


def shared_cases(supported: bool) -> list[str]:
    if not SHARED.is_dir():
        return []
    names = []
    for path in sorted(SHARED.glob("*.case.json")):
        if (json.loads(path.read_text()).get("code") in SUPPORTED_CODES) == supported:
            names.append(path.name[: -len(".case.json")])
    return names


@pytest.mark.parametrize("name", shared_cases(supported=True))
def test_shared_case_passes(name: str) -> None:
    ruling = rule_text((SHARED / f"{name}.case.json").read_text())
    expected = json.loads((SHARED / f"{name}.expected.json").read_text())
    assert mismatches(expected, ruling) == []


@pytest.mark.parametrize("name", shared_cases(supported=False))
def test_shared_case_of_an_unsupported_code_names_the_code(name: str) -> None:
    text = (SHARED / f"{name}.case.json").read_text()
    ruling = rule_text(text)
    assert ruling["valid"] is False
    assert ruling["errors"][0]["field"] == "code"
    assert json.loads(text)["code"] in ruling["errors"][0]["message"]


def test_revoke_second_hand_cites_the_laws_for_precedents() -> None:
    ruling = rule_text((SHARED / "revoke-second-hand.case.json").read_text())
    laws = cited_laws(ruling)
    assert ("club-1864", "73") in laws and ("club-1864", "72.I") in laws
    assert len(laws) == len(set(laws))
    assert ruling["precedents"] == []
