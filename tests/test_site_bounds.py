"""The site held to the engine's bounds: no function over cyclomatic complexity 20 or 60 lines of code.

One measure for the whole project (tests/engine/test_engine_bounds.py holds the engine to it): radon's
cyclomatic complexity a function, and its lines of code, not blank, not comment, its docstring aside. Migrations
are frozen history and are not read. A function still above the bounds is listed with its figures as they stand:
a listed figure may only fall, and one that has come within the bounds must leave the list.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from radon.complexity import cc_visit

from tests.site_packages import PACKAGES, ROOT

MAX_COMPLEXITY = 20
MAX_LINES = 60
# Still above the bounds: (module, function) -> (complexity, lines of code).
LARGE_FUNCTIONS: dict[tuple[str, str], tuple[int, int]] = {}


def _modules() -> list[Path]:
    site = [p for p in PACKAGES if p != "engine"]  # the engine's own test holds it to the same measure
    return sorted(path for package in site for path in (ROOT / package).rglob("*.py") if "migrations" not in path.parts)


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def lines_of_code(function: ast.FunctionDef | ast.AsyncFunctionDef, lines: list[str]) -> int:
    """The function's lines a reader holds in view: not blank, not a comment, the docstring aside."""
    body = function.body
    docstring: set[int] = set()
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        if isinstance(body[0].value.value, str):
            docstring = set(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    span = range(function.lineno, (function.end_lineno or function.lineno) + 1)
    return sum(
        1 for n in span if n not in docstring and lines[n - 1].strip() and not lines[n - 1].lstrip().startswith("#")
    )


def measure(source: str) -> dict[str, tuple[int, int]]:
    """Each function's and method's (complexity, lines of code), by name; the larger figures where a name recurs."""
    complexity: dict[int, int] = {}
    for block in cc_visit(source):
        for item in [block, *getattr(block, "methods", [])]:
            complexity[item.lineno] = item.complexity
    lines = source.splitlines()
    out: dict[str, tuple[int, int]] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            figures = (complexity.get(node.lineno, 1), lines_of_code(node, lines))
            seen = out.get(node.name, (0, 0))
            out[node.name] = (max(seen[0], figures[0]), max(seen[1], figures[1]))
    return out


def _over(figures: tuple[int, int]) -> bool:
    return figures[0] > MAX_COMPLEXITY or figures[1] > MAX_LINES


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_no_function_of_the_site_is_above_complexity_20_or_60_lines(path: Path) -> None:
    relative = _relative(path)
    for name, figures in measure(path.read_text()).items():
        listed = LARGE_FUNCTIONS.get((relative, name))
        if listed is None:
            assert not _over(figures), f"{relative}:{name} has complexity {figures[0]}, {figures[1]} lines of code"
        else:
            assert figures[0] <= listed[0] and figures[1] <= listed[1], f"{relative}:{name} grew to {figures}"
            assert _over(figures), f"{relative}:{name} is within the bounds now: take it off the list"


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
    assert _over(measure(long_one)["g"])
