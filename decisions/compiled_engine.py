"""The optional compiled engine (`make compiled`): the same modules as decisions/engine, built by mypyc.

The pure-Python engine is the default and the source. A process runs the compiled build only when
LAWS_COMPILED_ENGINE names the directory `make compiled` built (var/compiled); the build records a
digest of the sources it was made from, and a build made from other sources is refused, never used.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent / "engine"
DIGEST_FILE = "sources.sha256"


class StaleBuild(ImportError):
    """The compiled engine was built from sources other than those of this checkout, or not at all."""


def sources_digest(engine: Path = ENGINE) -> str:
    """One digest over every module of the engine, by its path and its text."""
    digest = hashlib.sha256()
    for path in sorted(engine.rglob("*.py")):
        digest.update(path.relative_to(engine).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def use_compiled_engine(package_path: list[str], root: str) -> None:
    """Put the compiled `decisions.engine` of `root` before the pure one, if it was built from these sources."""
    built = Path(root).resolve()
    recorded = built / DIGEST_FILE
    if not recorded.is_file():
        raise StaleBuild(f"LAWS_COMPILED_ENGINE is {root}, but no compiled engine is built there: run `make compiled`.")
    if recorded.read_text().strip() != sources_digest():
        raise StaleBuild(
            f"The compiled engine in {root} was built from other sources than decisions/engine: run `make compiled`."
        )
    sys.path.insert(0, str(built))  # the modules' shared native library is a top-level module
    package_path.insert(0, str(built / "decisions"))
