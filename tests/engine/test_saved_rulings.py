"""Every saved ruling is given again, byte for byte: the case files', the adversarial cases', the benchmark's hands.

The files under tests/engine/rulings/ were written from the engine before it was moved and made plain
(tests/engine/saved_rulings.py); a ruling that differs is named with both texts.
"""

from __future__ import annotations

import pytest

from tests.engine.saved_rulings import CASE_FOLDERS, differences, load, saved_sources


def test_the_rulings_of_every_source_are_saved() -> None:
    assert {*CASE_FOLDERS, "adversarial"} <= set(saved_sources())
    assert len(load("adversarial")) == 2000


@pytest.mark.parametrize("source", saved_sources())
def test_the_engine_gives_every_saved_ruling_byte_for_byte(source: str) -> None:
    differ = differences(source)
    shown = "\n".join(
        f"{name} ({door}):\n  saved: {before[:300]}\n  now:   {after[:300]}" for name, door, before, after in differ[:5]
    )
    assert not differ, f"{len(differ)} rulings of {source} differ from the saved ones:\n{shown}"


def test_a_changed_ruling_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    entries = load("tests-engine-cases")[:1]
    entries[0]["rulings"]["rule"] = entries[0]["rulings"]["rule"].replace('"valid": ', '"valid":  ')
    monkeypatch.setattr("tests.engine.saved_rulings.load", lambda source: entries)
    [(name, door, _, _)] = differences("tests-engine-cases")
    assert (name, door) == (entries[0]["name"], "rule")
