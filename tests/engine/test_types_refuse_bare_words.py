"""mypy --strict (make typecheck) refuses a bare string where the engine takes an option id, a rule key or a law
number: a snippet that passes each a `str` is checked by mypy itself, beside one that passes each a word the
tables have, which it accepts."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import get_args

from mypy import api

from engine.codes.keys import RuleKey

ROOT = Path(__file__).resolve().parents[2]
SNIPPET = """
from engine.codes.keys import RuleKey
from engine.codes.law_number import LawNumber
from engine.format.vocabulary import OptionId


def cite(law: LawNumber) -> None: ...
def rule(key: RuleKey) -> None: ...
def elect(option: OptionId) -> None: ...


def bare(word: str) -> None:
    cite(word)  # line 13
    rule(word)  # line 14
    elect(word)  # line 15
    cite("72.IX")  # line 16: a clause no table cites


def typed() -> None:
    cite("72.I")
    cite("dummy-2")
    rule({rule!r})
    elect(OptionId.TAKE_THREE_TRICKS)
"""


def test_mypy_refuses_a_bare_string_for_a_law_a_rule_or_an_option(tmp_path: Path) -> None:
    snippet = tmp_path / "bare_words.py"
    snippet.write_text(SNIPPET.format(rule=get_args(RuleKey)[0]))
    cache = (
        Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "laws-of-whist" / "mypy-bare-words"
    )  # not make typecheck's: the checks run beside
    out, err, status = api.run(
        ["--strict", "--no-error-summary", "--cache-dir", str(cache), "--config-file", str(ROOT / "pyproject.toml"),
         str(snippet)]
    )  # fmt: skip
    refused = sorted({int(m.group(1)) for m in re.finditer(r"bare_words\.py:(\d+): error: .*\[arg-type\]", out)})
    assert refused == [13, 14, 15, 16], out + err
    assert status == 1
