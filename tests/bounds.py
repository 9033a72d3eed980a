"""One measure of a function for the whole project: cyclomatic complexity 20 and 60 lines of code.

Complexity is radon's, a function's or a method's; its lines of code are those a reader holds in view: not
blank, not a comment, its docstring aside. The site's test (tests/test_site_bounds.py) and the engine's
(tests/engine/test_engine_bounds.py) both hold their code to it.
"""

from __future__ import annotations

import ast

from radon.complexity import cc_visit

MAX_COMPLEXITY = 20
MAX_LINES = 60


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


def over(figures: tuple[int, int]) -> bool:
    """Whether (complexity, lines of code) lie above the bounds."""
    return figures[0] > MAX_COMPLEXITY or figures[1] > MAX_LINES


def out_of_bounds(relative: str, source: str, listed: dict[tuple[str, str], tuple[int, int]]) -> list[str]:
    """What is wrong with a module's functions: one over the bounds and not listed, one listed that grew, or one
    listed that has come within the bounds (a listed figure may only fall, and leaves the list once within)."""
    wrong = []
    for name, figures in measure(source).items():
        known = listed.get((relative, name))
        if known is None:
            if over(figures):
                wrong.append(f"{relative}:{name} has complexity {figures[0]}, {figures[1]} lines of code")
        elif figures[0] > known[0] or figures[1] > known[1]:
            wrong.append(f"{relative}:{name} grew to {figures}")
        elif not over(figures):
            wrong.append(f"{relative}:{name} is within the bounds now: take it off the list")
    return wrong
