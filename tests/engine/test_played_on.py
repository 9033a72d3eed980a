"""The day the hand was played (`played_on`): a date the engine checks and the schema describes; the ruling is
the same on any day (the site picks the statutes in force that day)."""

from __future__ import annotations

import pytest

from engine import case_schema, rule

from .conftest import load


def revoke_case(**changes: object) -> dict[str, object]:
    """A Club Code revoke from the engine's own case files (no Django here), with `changes` on top."""
    case, _ = load("law-72-ii-a-penalty-for-each-revoke")
    return {**case, **changes}


def test_a_case_played_on_a_day_is_ruled_as_without_it():
    without = rule(revoke_case())
    assert rule(revoke_case(played_on="2026-05-01")) == without


@pytest.mark.parametrize("day", ["2026-13-01", "1 May 2026", 20260501, "2026-5-1", None])
def test_a_day_that_is_not_a_date_is_an_error_naming_the_field(day):
    ruling = rule(revoke_case(played_on=day))
    assert ruling["valid"] is False
    assert [e["field"] for e in ruling["errors"]] == ["played_on"]
    assert "write a date as 2026-05-01" in ruling["errors"][0]["message"]


def test_the_schema_describes_the_day_played():
    described = case_schema()["properties"]["played_on"]
    assert described["format"] == "date" and described["x-extension"] is True
