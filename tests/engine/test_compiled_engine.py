"""The optional compiled engine (`make compiled`): used only when asked for, and only if built from these sources.

`make test-compiled` runs this suite with LAWS_COMPILED_ENGINE set; then the engine's modules must be
the compiled ones. Without it, the pure-Python engine runs, and a build that does not match the sources
is refused with a message saying what to do.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from decisions.compiled_engine import DIGEST_FILE, StaleBuild, sources_digest, use_compiled_engine
from decisions.engine import state


def test_the_engine_running_is_the_one_asked_for() -> None:
    compiled = not state.__file__.endswith(".py")
    assert compiled == bool(os.environ.get("LAWS_COMPILED_ENGINE"))


def test_no_build_is_refused_with_the_command_to_run(tmp_path: Path) -> None:
    path: list[str] = []
    with pytest.raises(StaleBuild, match="make compiled"):
        use_compiled_engine(path, str(tmp_path))
    assert path == []


def test_a_build_from_other_sources_is_refused(tmp_path: Path) -> None:
    (tmp_path / DIGEST_FILE).write_text("0" * 64 + "\n")
    path: list[str] = []
    with pytest.raises(StaleBuild, match="other sources"):
        use_compiled_engine(path, str(tmp_path))
    assert path == []


def test_the_digest_follows_every_module(tmp_path: Path) -> None:
    engine = tmp_path / "engine"
    (engine / "euchre").mkdir(parents=True)
    (engine / "state.py").write_text("x = 1\n")
    (engine / "euchre" / "hand.py").write_text("y = 2\n")
    before = sources_digest(engine)
    (engine / "euchre" / "hand.py").write_text("y = 3\n")
    assert sources_digest(engine) != before
