"""A case four times as long is four times the work, for every kind of event an attacker could repeat.

Work is counted, not timed: the Python function calls made while ruling (sys.setprofile), the same on any
machine, however loaded. A rescan of the earlier events at each event would show a ratio near 16.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest

from benchmarks.bench_largest import REPEATED, _case
from engine import rule

SHORT, LONG = 100, 400


def calls_to_rule(case: dict[str, Any]) -> int:
    count = 0

    def counted(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        if event == "call":
            count += 1

    sys.setprofile(counted)
    try:
        rule(case)
    finally:
        sys.setprofile(None)
    return count


@pytest.mark.parametrize("code", ["club-1864", "american-1890", "euchre-1888"])
@pytest.mark.parametrize("kind", sorted(REPEATED))
def test_the_work_of_a_ruling_grows_with_the_events_not_with_their_square(code: str, kind: str) -> None:
    make: Callable[[int], dict[str, Any]] = REPEATED[kind]
    short, long = calls_to_rule(_case(code, make, SHORT)), calls_to_rule(_case(code, make, LONG))
    assert long / short < 6, f"{LONG} events cost {long / short:.1f} times {SHORT}"
