"""A canned ruling, for the case builder's tests (users and the revoke case are in tests/conftest.py)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

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
def canned_ruling() -> dict[str, Any]:
    return copy.deepcopy(CANNED_RULING)
