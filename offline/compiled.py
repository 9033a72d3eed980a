"""The engine and the standard library it needs, compiled to byte-code by Pyodide's own Python under Node.

The phone's Python is Pyodide's (CPython 3.14 in WebAssembly), not the server's, and byte-code belongs to one
version of Python: so the compiling is done by that Python, from node_modules/pyodide, run by Node
(offline/compile_for_pyodide.mjs). It imports every module of the engine and rules the corpus's case files and
a few broken ones, so that every module of the standard library the engine reaches (and Pyodide's own start)
is imported, and compiles those alone.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

SCRIPT = Path(__file__).with_name("compile_for_pyodide.mjs")
CASES_DIR = Path(settings.BASE_DIR) / "corpus" / "cases"
# Texts the engine refuses, each in its own way: their messages' paths import what the good cases do not.
BROKEN = ["", "{", "[]", '{"code": "no-such-code"}', '{"code": "club-1864", "events": [{"type": "nonsense"}]}']


class CompileFailed(RuntimeError):
    """Node, or Pyodide under it, could not compile the engine."""


@dataclass(frozen=True)
class Compiled:
    python: str  # Pyodide's Python version, e.g. 3.14.2
    engine: dict[str, bytes]  # engine/…/x.pyc -> byte-code
    stdlib: dict[str, bytes]  # json/__init__.pyc -> byte-code


def _case_texts() -> list[str]:
    files = sorted(p for p in CASES_DIR.glob("*.json") if not p.name.endswith(".expected.json"))
    return [p.read_text(encoding="utf-8") for p in files] + BROKEN


def _read_tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*.pyc"))}


def compile_for_phone(engine_dir: Path, node_pyodide: Path) -> Compiled:
    node = shutil.which("node")
    if node is None:
        raise CompileFailed("Node is missing: install Debian's nodejs (make system-deps) to build the offline files.")
    with tempfile.TemporaryDirectory(prefix="offline-compile-") as work_dir:
        work = Path(work_dir)
        shutil.copytree(engine_dir, work / "src" / "engine", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        (work / "cases.json").write_text(json.dumps(_case_texts()), encoding="utf-8")
        done = subprocess.run(
            [node, str(SCRIPT), str(node_pyodide.resolve()), str(work)], capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise CompileFailed(f"Pyodide could not compile the engine:\n{done.stderr[-4000:]}")
        modules = json.loads((work / "out" / "modules.json").read_text())
        return Compiled(
            python=modules["python"],
            engine=_read_tree(work / "out" / "engine"),
            stdlib=_read_tree(work / "out" / "stdlib"),
        )
