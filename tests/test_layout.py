"""The apps depend on each other in one direction (docs/layout.md), and no import goes round in a circle.

Every import of the site's own modules is read from the source with ast, those inside functions and
under `if TYPE_CHECKING:` too, so a circle cannot hide in a function body.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from tests.site_packages import PACKAGES, ROOT

# From the bottom up: a unit may import those below it, never one beside or above it. The rules engine
# is plain Python at the bottom; the API plumbing every app shares and the corpus format sit under laws.
LAYERS: list[tuple[str, ...]] = [
    ("engine", "corpus.blocks", "corpus.provenance"),
    ("corpus.brackets", "corpus.witnesses"),
    ("accounts",),
    (
        "config.api",
        "config.body_limit",
        "config.budget",
        "config.database_unavailable",
        "config.moves",
        "config.odd_input",
        "config.pdf",
        "config.progress",
    ),
    ("config.readercache",),  # the site's version: apps name their models to it by label; it imports none
    ("laws",),
    ("decisions",),
    ("committee", "worked"),
    ("edition",),
    ("cases",),
    ("appeals", "offline"),
    ("meetings",),
    ("casebook",),
]
# They read everything; nothing imports them but the URL configuration (and they their own modules).
READERS = ("search", "backup", "feeds", "notices", "corpus.load", "corpus.dependents")
URL_CONFIGURATION = ("config.urls", "config.api_urls")
# The project's entry points, which name the apps in strings or import them all.
ENTRY_POINTS = URL_CONFIGURATION + (
    "config.settings",
    "config.static_storage",
    "config.wsgi",
    "config.asgi",
    "config.gunicorn",
)
# Those nothing imports but the modules named: the readers, the URL configuration; the corpus loader, backup's
# commands (load_corpus, export_corpus). Their own modules import each other freely.
IMPORTED_ONLY_BY: dict[str, tuple[str, ...]] = {
    **{reader: URL_CONFIGURATION for reader in ("search", "backup", "feeds", "notices")},
    "corpus.load": ("backup.management.commands",),
    "corpus.dependents": ("backup.management.commands", "corpus.load"),
}

UNITS = [unit for layer in LAYERS for unit in layer] + list(READERS) + list(ENTRY_POINTS)


def unit_of(module: str) -> str | None:
    """The unit a module belongs to: the longest unit name it starts with."""
    found = [u for u in UNITS if module == u or module.startswith(u + ".")]
    return max(found, key=len) if found else None


def level_of(unit: str) -> int:
    for level, layer in enumerate(LAYERS):
        if unit in layer:
            return level
    return len(LAYERS)  # the readers and the entry points, above every app


def may_import(module: str, target: str) -> bool:
    """The contract's one rule: a unit imports those below it; a reader and the corpus loader, only whom they name.

    A module of no unit is not judged here: test_every_module_of_the_site_belongs_to_a_unit names it.
    """
    here, there = unit_of(module), unit_of(target)
    if here is None or there is None or here == there:
        return True
    if there in IMPORTED_ONLY_BY:
        return any(module == name or module.startswith(name + ".") for name in IMPORTED_ONLY_BY[there])
    return here in READERS + ENTRY_POINTS or level_of(there) < level_of(here)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported(module: str, path: Path, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        base = package[: len(package) - node.level + 1]
        stem = ".".join(base + ([node.module] if node.module else []))
    else:
        stem = node.module or ""
    # `from pkg import module` imports the module when there is one.
    names = [f"{stem}.{alias.name}" for alias in node.names if _is_module(f"{stem}.{alias.name}")]
    return names or [stem]


def _is_module(dotted: str) -> bool:
    path = ROOT.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@cache
def imports() -> dict[str, set[str]]:
    """Every module of the site (migrations aside: they are frozen history) and the site's modules it imports."""
    graph: dict[str, set[str]] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            module = _module_name(path)
            found: set[str] = set()
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    found.update(m for m in _imported(module, path, node) if m.split(".")[0] in PACKAGES)
            graph[module] = found
    return graph


def _crossings() -> list[tuple[str, str, str, str]]:
    """(importer, imported, its unit, the imported's unit) for every import between two units."""
    out = []
    for module, targets in imports().items():
        here = unit_of(module)
        for target in targets:
            there = unit_of(target)
            if here and there and here != there:
                out.append((module, target, here, there))
    return out


def test_every_module_of_the_site_belongs_to_a_unit() -> None:
    assert imports(), "no module read: the contract reads nothing"
    assert {"engine", "laws", "cases", "search", "config"} <= set(PACKAGES)
    assert [m for m in imports() if unit_of(m) is None and m not in ("config", "corpus")] == []


def test_the_apps_import_only_those_below_them() -> None:
    wrong = [
        f"{module} imports {target} ({there} is not below {here})"
        for module, target, here, there in _crossings()
        if there not in IMPORTED_ONLY_BY and not may_import(module, target)
    ]
    assert wrong == []


def test_nothing_imports_the_readers_but_the_url_configuration_nor_the_corpus_loader_but_backups_commands() -> None:
    wrong = [
        f"{module} imports {target}"
        for module, target, here, there in _crossings()
        if there in IMPORTED_ONLY_BY and not may_import(module, target)
    ]
    assert wrong == []


def _strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's components of more than one node: each is a circle of imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[set[str]] = []

    def visit(node: str) -> None:
        # Iterative, so a long chain of imports cannot overflow Python's stack.
        work = [(node, iter(sorted(graph.get(node, ()))))]
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        while work:
            current, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[current] = min(low[current], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[current])
            if low[current] == index[current]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == current:
                        break
                if len(component) > 1:
                    circles.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return circles


def _unit_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    for module, targets in imports().items():
        here = unit_of(module)
        for there in (unit_of(t) for t in targets):
            if here and there and here != there:
                graph[here].add(there)
    return graph


def test_no_circle_between_apps() -> None:
    # Units, not top-level packages: config's API plumbing (below the apps) is not its URL configuration
    # (above them), nor the corpus format (below laws) its loader (above every app).
    assert _strongly_connected(_unit_graph()) == []


def test_no_circle_through_a_models_module() -> None:
    circles = _strongly_connected(imports())
    assert [sorted(c) for c in circles if any(m.endswith(".models") or ".models." in m for m in c)] == []


def test_no_circle_between_modules_of_different_apps() -> None:
    circles = _strongly_connected(imports())
    assert [sorted(c) for c in circles if len({unit_of(m) for m in c}) > 1] == []


def test_no_import_is_placed_after_code_to_dodge_a_circle() -> None:
    dodges = [
        str(path.relative_to(ROOT))
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "E402" in path.read_text()
    ]
    assert dodges == []


@pytest.mark.parametrize(
    ("importer", "imported", "allowed"),
    [
        ("cases.views", "committee.statutes", True),
        ("committee.services", "cases.models", False),
        ("laws.views", "decisions.models", False),
        ("decisions.models", "search.outbox", False),
        ("config.urls", "search.urls", True),
        ("search.documents", "committee.models", True),
        ("appeals.services", "cases.adoption", True),
        ("cases.views", "appeals.models", False),
        ("casebook.records", "appeals.models", True),
        ("appeals.views", "casebook.records", False),
        ("backup.management.commands.load_corpus", "corpus.load", True),
        ("corpus.load", "corpus.dependents", True),
        ("search.sync", "corpus.load", False),
        ("backup.plan", "search.models", False),
    ],
)
def test_the_contract_tells_a_right_import_from_a_wrong_one(importer: str, imported: str, allowed: bool) -> None:
    assert unit_of(importer) and unit_of(imported)
    assert may_import(importer, imported) == allowed
