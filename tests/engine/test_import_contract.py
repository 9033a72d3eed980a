"""The engine is a package of its own: the site imports only its public API, and it imports only the standard library.

Read from the source (every module of the repository, by its imports), so a new import anywhere is checked; and
run, so the engine is seen to load and rule with nothing but the standard library.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
# The engine's own tests may read its insides; everything else in the repository goes through engine/__init__.py.
OWN_TESTS = ROOT / "tests" / "engine"
NOT_OURS = {".venv", "node_modules", "var", ".git", "__pycache__"}
STANDARD = sys.stdlib_module_names | {"__future__"}


def _modules(under: Path) -> list[Path]:
    """Every module under `under`, the folders that are not ours and the hidden ones never entered: another run's
    tools write and remove theirs (Hypothesis's .hypothesis/tmp) while this one walks."""
    found: list[Path] = []
    for folder, folders, files in os.walk(under):
        folders[:] = [name for name in folders if name not in NOT_OURS and not name.startswith(".")]
        found += [Path(folder) / name for name in files if name.endswith(".py")]
    return sorted(found)


def imports_into_the_engine(source: str) -> list[str]:
    """Each import of the engine other than `from engine import <names of its public API>`, as written."""
    wrong: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            wrong += [f"import {a.name}" for a in node.names if a.name.split(".")[0] == "engine"]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            if node.module.split(".")[0] != "engine":
                continue
            if node.module != "engine":
                wrong.append(f"from {node.module} import {', '.join(a.name for a in node.names)}")
            else:
                wrong += [f"from engine import {a.name}" for a in node.names if a.name not in engine.__all__]
    return wrong


def imports_out_of_the_engine(source: str) -> list[str]:
    """Each absolute import of a module outside the standard library."""
    wrong: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            wrong += [a.name for a in node.names if a.name.split(".")[0] not in STANDARD]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            if node.module.split(".")[0] not in STANDARD:
                wrong.append(node.module)
    return wrong


def test_the_site_imports_only_the_engines_public_api() -> None:
    outside = [p for p in _modules(ROOT) if ENGINE not in p.parents and OWN_TESTS not in p.parents]
    assert len(outside) > 100  # the apps, scripts, benchmarks and the other tests, migrations and template tags
    found = {p.relative_to(ROOT).as_posix(): imports_into_the_engine(p.read_text()) for p in outside}
    assert {name: wrong for name, wrong in found.items() if wrong} == {}


def test_the_engine_imports_only_the_standard_library() -> None:
    found = {p.relative_to(ROOT).as_posix(): imports_out_of_the_engine(p.read_text()) for p in _modules(ENGINE)}
    assert len(found) > 40
    assert {name: wrong for name, wrong in found.items() if wrong} == {}


def test_every_name_of_the_public_api_is_there() -> None:
    assert sorted(n for n in engine.__all__ if not hasattr(engine, n)) == []
    assert {"rule", "rule_text", "case_schema", "ruling_schema", "SUPPORTED_CODES", "TABLES"} <= set(engine.__all__)


@pytest.mark.parametrize(
    ("source", "wrong"),
    [
        ("from engine import rule, cited_laws", []),
        ("from engine import rule, state", ["from engine import state"]),
        ("from engine.format.reading import MAX_TEXT", ["from engine.format.reading import MAX_TEXT"]),
        ("import engine.codes", ["import engine.codes"]),
        ("from laws.search import engine\nfrom . import engine", []),
        ("def f():\n    from engine.format.vocabulary import EVENTS", ["from engine.format.vocabulary import EVENTS"]),
    ],
)
def test_the_check_finds_an_import_into_the_engines_insides(source: str, wrong: list[str]) -> None:
    assert imports_into_the_engine(source) == wrong


@pytest.mark.parametrize(
    ("source", "wrong"),
    [
        ("from __future__ import annotations\nimport json\nfrom .cards import Card", []),
        ("from typing_extensions import TypeVar", ["typing_extensions"]),
        ("import django.conf", ["django.conf"]),
        ("def f():\n    from decisions.models import Decision", ["decisions.models"]),
    ],
)
def test_the_check_finds_an_import_out_of_the_engine(source: str, wrong: list[str]) -> None:
    assert imports_out_of_the_engine(source) == wrong


def test_python_m_engine_prints_the_ruling_with_the_standard_library_alone(tmp_path: Path) -> None:
    """Run in a fresh interpreter that cannot see the virtualenv's packages (-S, -s, -E): the engine alone."""
    case = ROOT / "tests/engine/cases/thirteen-tricks-three-irregularities.case.json"
    done = subprocess.run(
        [sys.executable, "-E", "-s", "-S", "-m", "engine", str(case)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout) == json.loads(json.dumps(engine.rule_text(case.read_text())))
    loaded = subprocess.run(
        [sys.executable, "-E", "-s", "-S", "-c", "import sys, engine; print('\\n'.join(sys.modules))"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert sorted(m for m in loaded if m.split(".")[0] not in STANDARD | {"engine", "__main__"}) == []


def test_python_m_engine_says_which_file_it_cannot_read(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-E", "-s", "-S", "-m", "engine", str(tmp_path / "missing.case.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2 and "missing.case.json" in done.stderr and not done.stdout
