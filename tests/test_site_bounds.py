"""The site held to the engine's bounds: no function over cyclomatic complexity 20 or 60 lines of code.

One measure for the whole project (tests/bounds.py; tests/engine/test_engine_bounds.py holds the engine to it):
radon's cyclomatic complexity a function, and its lines of code, not blank, not comment, its docstring aside. Migrations
are frozen history and are not read. A function still above the bounds is listed with its figures as they stand:
a listed figure may only fall, and one that has come within the bounds must leave the list.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bounds import measure, out_of_bounds, over
from tests.site_packages import PACKAGES, ROOT

# Still above the bounds: (module, function) -> (complexity, lines of code).
LARGE_FUNCTIONS: dict[tuple[str, str], tuple[int, int]] = {}


def _modules() -> list[Path]:
    site = [p for p in PACKAGES if p != "engine"]  # the engine's own test holds it to the same measure
    return sorted(path for package in site for path in (ROOT / package).rglob("*.py") if "migrations" not in path.parts)


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_no_function_of_the_site_is_above_complexity_20_or_60_lines(path: Path) -> None:
    assert out_of_bounds(_relative(path), path.read_text(), LARGE_FUNCTIONS) == []


def test_every_function_listed_as_large_still_exists() -> None:
    found = {(_relative(p), name) for p in _modules() for name in measure(p.read_text())}
    assert sorted(set(LARGE_FUNCTIONS) - found) == []


def test_the_measure_counts_branches_and_lines_of_code() -> None:
    source = (
        "def f(x):\n    '''Doc.\n\n    More.'''\n    # why\n    if x:\n\n        return 1\n"
        "    for i in x:\n        x += i\n    return 2\n"
    )
    assert measure(source) == {"f": (3, 6)}
    long_one = "def g():\n" + "    x = 1\n" * 61
    assert over(measure(long_one)["g"])
