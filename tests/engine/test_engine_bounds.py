"""The engine in pieces a newcomer can read: small functions, modules of one sitting, no import circle.

A function is held to the project's one measure (tests/bounds.py, the site's test holds the site to it too):
radon's cyclomatic complexity 20, and 60 lines of code, not blank, not comment, its docstring aside. A function
still above the bounds is listed with its figures as they stand: a listed figure may only fall, and one that has
come within the bounds must leave the list.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.bounds import measure, out_of_bounds, over

ENGINE = Path(__file__).resolve().parents[2] / "engine"
MAX_MODULE_LINES = 500

# Still above the bounds: (module, function) -> (complexity, lines of code). The schema's two literals, each
# one JSON Schema written whole, are to be split into named parts with the schema's next change.
LARGE_FUNCTIONS: dict[tuple[str, str], tuple[int, int]] = {}
# The law tables are read beside the printed codes, whole; the vocabulary is declarative data (the format's
# enums, terms and event types, one helper), read as the schema is.
LONG_MODULES_ALLOWED = ("codes/club_1864.py", "codes/american_1890.py", "codes/euchre_1888.py", "format/vocabulary.py")
LONG_MODULES: dict[str, int] = {}


def _modules() -> list[Path]:
    return sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts)


def _relative(path: Path) -> str:
    return path.relative_to(ENGINE).as_posix()


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_no_function_is_above_complexity_20_or_60_lines_of_code(path: Path) -> None:
    assert out_of_bounds(_relative(path), path.read_text(), LARGE_FUNCTIONS) == []


def test_every_function_listed_as_large_still_exists() -> None:
    found = {(_relative(p), name) for p in _modules() for name in measure(p.read_text())}
    assert sorted(set(LARGE_FUNCTIONS) - found) == []


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_no_module_is_above_500_lines_but_the_law_tables(path: Path) -> None:
    relative = _relative(path)
    lines = len(path.read_text().splitlines())
    if relative in LONG_MODULES_ALLOWED:
        return
    if relative in LONG_MODULES:
        assert MAX_MODULE_LINES < lines <= LONG_MODULES[relative], f"{relative}: {lines} lines"
    else:
        assert lines <= MAX_MODULE_LINES, f"{relative}: {lines} lines"


def _name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _packages_of(module: str) -> list[str]:
    """Importing a.b.c runs a/__init__ and a/b/__init__ first: those are imported too."""
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def import_graph(typing: bool = False) -> dict[str, set[str]]:
    """Each engine module's imports of other engine modules when it runs (those under TYPE_CHECKING left out
    unless `typing`: a module read only for its types still depends on it)."""
    modules = {_name(p): p for p in _modules()}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text())
        typing_only = {
            id(child)
            for node in ast.walk(tree)
            if not typing and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for child in ast.walk(node)
        }
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        edges: set[str] = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or not node.level or id(node) in typing_only:
                continue
            base = package[: len(package) - node.level + 1]
            target = ".".join([*base, *(node.module.split(".") if node.module else [])])
            for alias in node.names:
                full = f"{target}.{alias.name}"
                edges |= set(_packages_of(full if full in modules else target))
        graph[name] = {m for m in edges if m in modules and m != name and not name.startswith(m + ".")}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle_inside_the_engine() -> None:
    assert circles(import_graph()) == []


def test_the_check_of_circles_finds_one() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_measure_counts_branches_and_lines_of_code() -> None:
    source = (
        "def f(x):\n    '''Doc.\n\n    More.'''\n    # why\n    if x:\n\n        return 1\n"
        "    for i in x:\n        x += i\n    return 2\n"
    )
    assert measure(source) == {"f": (3, 6)}
    table = "def g():\n    return {\n" + '        "a": 1,\n' * 60 + "    }\n"
    assert measure(table)["g"] == (1, 63)
    assert over(measure(table)["g"])


# The stages of docs/engine.md's "How a case becomes a ruling", each a folder, in the order they run: a stage
# imports only those below it. The law tables stand beside the format: the reading of a case asks its code's
# table which events it has and what a statute may amend, and the tables read of the format only its words.
STAGES = {"engine.format": 0, "engine.codes": 0, "engine.replay": 1, "engine.rulers": 2}
TOP = 3  # the public API, the registry, the ruling and the engine's digest
TOP_MODULES_AT_MOST = 6
THE_TABLES_READ = {"engine.format.vocabulary"}


def stage(module: str) -> int:
    parts = module.split(".")
    return STAGES.get(".".join(parts[:2]), TOP)


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Each import of a module in a later stage than the importer's, and each import by the law tables of the
    format beyond its words."""
    wrong = [f"{a} -> {b}" for a, targets in graph.items() for b in targets if stage(b) > stage(a)]
    wrong += [
        f"{a} -> {b}"
        for a, targets in graph.items()
        if a.startswith("engine.codes")
        for b in targets
        if b.startswith("engine.format.") and b not in THE_TABLES_READ
    ]
    return sorted(wrong)


def test_every_module_lies_in_a_stage_with_few_at_the_top() -> None:
    top = sorted(_name(p) for p in _modules() if stage(_name(p)) == TOP and "." in _name(p))
    assert len(top) <= TOP_MODULES_AT_MOST, top
    assert all(p.parent == ENGINE for p in _modules() if stage(_name(p)) == TOP), "a folder outside the stages"


def test_a_stage_imports_only_the_stages_below_it() -> None:
    assert upward_imports(import_graph(typing=True)) == []


@pytest.mark.parametrize(
    ("graph", "wrong"),
    [
        ({"engine.rulers.revoke": {"engine.replay.records", "engine.format.cards", "engine.codes.table"}}, []),
        ({"engine.replay.hand": {"engine.rulers.findings"}}, ["engine.replay.hand -> engine.rulers.findings"]),
        ({"engine.format.case": {"engine.replay.hand"}}, ["engine.format.case -> engine.replay.hand"]),
        ({"engine.rulers.deal": {"engine.ruling"}}, ["engine.rulers.deal -> engine.ruling"]),
        ({"engine.codes.club_1864": {"engine.format.events"}}, ["engine.codes.club_1864 -> engine.format.events"]),
        ({"engine.codes.club_1864": {"engine.format.vocabulary"}}, []),
    ],
)
def test_the_check_of_stages_refuses_an_upward_import(graph: dict[str, set[str]], wrong: list[str]) -> None:
    assert upward_imports(graph) == wrong
