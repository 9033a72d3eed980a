"""make compiled: the rules engine compiled by mypyc into var/compiled, from decisions/engine as it stands.

    python scripts/build_compiled.py [DIR]

The sources are copied to DIR (var/compiled by default) and compiled there with mypy's strict checks,
so the checkout keeps only the pure-Python modules, which stay the default and the source. A process
uses the build when LAWS_COMPILED_ENGINE names DIR (decisions/compiled_engine.py); a build whose
sources have changed since is refused there. Needs a C compiler and Python's headers.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from decisions.compiled_engine import DIGEST_FILE, ENGINE, sources_digest  # noqa: E402

# Left in Python: a card is a shared object made by __new__ and hashed by identity in C, which a compiled
# class cannot be; the compiled modules use it as they use any Python class.
PURE = {"cards.py"}

SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="laws_engine_compiled",
    ext_modules=mypycify(["--strict", *{modules!r}], opt_level="{opt}", multi_file=True),
)
"""


def build(target: Path) -> int:
    digest = sources_digest()
    recorded = target / DIGEST_FILE
    if recorded.is_file() and recorded.read_text().strip() == digest:
        print(f"the compiled engine in {target} is up to date")
        return 0
    if target.exists():
        shutil.rmtree(target)
    (target / "decisions").mkdir(parents=True)
    (target / "decisions" / "__init__.py").write_text("")
    shutil.copytree(ENGINE, target / "decisions" / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    modules = sorted(
        f"decisions/engine/{path.relative_to(ENGINE).as_posix()}"
        for path in ENGINE.rglob("*.py")
        if path.name not in PURE
    )
    (target / "setup.py").write_text(SETUP.format(modules=modules, opt=os.environ.get("MYPYC_OPT_LEVEL", "3")))
    print(f"compiling decisions/engine with mypyc into {target} (a few minutes) ...", flush=True)
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_ext", "--inplace", "--parallel", str(os.cpu_count() or 1)],
        cwd=target,
    )
    if done.returncode != 0:
        print("the compiled engine could not be built; the pure-Python engine is unaffected", file=sys.stderr)
        return done.returncode
    recorded.write_text(digest + "\n")
    print(f"built: LAWS_COMPILED_ENGINE={target} runs it")
    return 0


if __name__ == "__main__":
    sys.exit(build(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "var" / "compiled"))
