"""Users in each role and a revoke case, for the case builder's tests."""

from __future__ import annotations

import copy
from typing import Any

import pytest

REVOKE_CASE: dict[str, Any] = {
    "code": "club-1864",
    "title": "E renounces hearts holding one",
    "dealer": "W",
    "trump": "2C",
    "hands": {"E": {"known": ["5H"]}},
    "score": {"NS": 0, "EW": 0},
    "events": [
        {"type": "play", "seat": "N", "card": "AH"},
        {"type": "play", "seat": "E", "card": "3S"},
        {"type": "play", "seat": "S", "card": "4H"},
        {"type": "play", "seat": "W", "card": "6H"},
        {"type": "play", "seat": "N", "card": "KD"},
        {"type": "play", "seat": "E", "card": "9D"},
        {"type": "claim", "seat": "S", "kind": "revoke", "against": "E"},
    ],
}

# A ruling in the shared format, for tests of what is done with a ruling (not of the engine).
CANNED_RULING: dict[str, Any] = {
    "code": "club-1864",
    "valid": True,
    "errors": [],
    "tricks": [{"leader": "N", "cards": {"N": "AH", "E": "3S", "S": "4H", "W": "6H"}, "winner": "N"}],
    "tricks_won": {"NS": 1, "EW": 0},
    "findings": [
        {
            "kind": "revoke",
            "offender": "E",
            "event": 1,
            "laws": ["72", "73"],
            "established": True,
            "claim_in_time": True,
            "summary": "E played 3S to a heart lead while holding 5H; his play to the next trick established the revoke (Law 73).",
            "options": [
                {
                    "id": "add_three",
                    "chooser": "NS",
                    "laws": ["72.I"],
                    "result": {"score": {"NS": 3, "EW": 0}, "game": None},
                },
                {"id": "deduct_three", "chooser": "NS", "laws": ["72"]},
            ],
        }
    ],
    "precedents": [],
    "result": None,
}


@pytest.fixture
def revoke_case() -> dict[str, Any]:
    return copy.deepcopy(REVOKE_CASE)


@pytest.fixture
def canned_ruling() -> dict[str, Any]:
    return copy.deepcopy(CANNED_RULING)
