"""Every option the engine names is an `OptionId`: the tables' options, the ruling's options, the option a
finding says was elected and the options a choice offers are typed so, and mypy --strict (make typecheck)
refuses a bare string where one is taken."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping

import pytest

from engine.codes.table import OptionRule
from engine.format.vocabulary import OPTION_IDS, OptionId, RulingOption
from engine.registry import CODES
from engine.rulers.choices import CALL_OPTION, Choice
from engine.rulers.findings import Finding, Option


@pytest.mark.parametrize(
    ("owner", "name", "hint"),
    [
        (OptionRule, "id", OptionId),
        (Option, "id", OptionId | RulingOption),
        (Finding, "elected", OptionId | None),
        (Choice, "elected", OptionId | None),
        (Choice, "option_ids", list[OptionId]),
        (Choice, "lapses", dict[OptionId, tuple[int, str]]),
    ],
)
def test_an_option_is_typed_as_an_option_id(owner: type, name: str, hint: object) -> None:
    assert typing.get_type_hints(owner)[name] == hint


def _options(value: object, seen: set[int]) -> list[OptionRule]:
    """Every option rule reachable from a table: through its dataclasses, mappings and tuples."""
    if id(value) in seen or isinstance(value, str | int | float | bool | type(None)):
        return []
    seen.add(id(value))
    if isinstance(value, OptionRule):
        return [value]
    if dataclasses.is_dataclass(value):
        parts: list[object] = [getattr(value, f.name) for f in dataclasses.fields(value)]
    elif isinstance(value, Mapping):
        parts = list(value.values())
    elif isinstance(value, tuple | list | frozenset | set):
        parts = list(value)
    else:
        return []
    return [rule for part in parts for rule in _options(part, seen)]


def test_every_option_of_every_table_is_an_option_id_of_the_format() -> None:
    described = {term.id for term in OPTION_IDS}
    for code, registered in CODES.items():
        options = _options(registered.table, set())
        assert options, code
        for option in options:
            assert isinstance(option.id, OptionId) and option.id in described, (code, option.id)


def test_every_call_takes_up_an_option_of_its_own() -> None:
    assert len(set(CALL_OPTION.values())) == len(CALL_OPTION)
    assert all(option.startswith("call_") and option.endswith(kind) for kind, option in CALL_OPTION.items())
