"""Hypothesis throws random and mutated cases at rule() and rule_text(): always a ruling, never an exception.

The engine has a last-resort guard that turns a fault into an error entry; these tests fail if that
guard is ever reached, so a fault cannot hide behind it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import INTERNAL_ERROR, read_case_text, rule, rule_read, rule_text
from engine.format.events import EVENT_TYPES
from engine.format.vocabulary import OptionId

from .conftest import CASES, SHARED

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEATS = ["N", "E", "S", "W"]
PACK = [r + s for s in "SHDC" for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]]

json_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25,
)


def assert_ruling(ruling: object) -> dict[str, Any]:
    assert isinstance(ruling, dict)
    json.dumps(ruling, allow_nan=False)
    assert isinstance(ruling["valid"], bool)
    if ruling["valid"]:
        assert ruling["errors"] == []
        for finding in ruling["findings"]:
            assert finding["kind"] and finding["summary"]
            # Only a point no law of the code decides (not covered), or etiquette, which is not law, cites none,
            # and it rules nothing.
            assert finding["laws"] or (
                finding["kind"] in ("not_covered", "etiquette") and "nothing is ruled" in finding["summary"].lower()
            )
            assert all(isinstance(o["id"], str) and o["chooser"] in ("NS", "EW") for o in finding["options"])
        assert len(ruling["tricks"]) <= 14
        assert sum(ruling["tricks_won"].values()) <= 13
    else:
        assert ruling["errors"]
        for error in ruling["errors"]:
            assert set(error) == {"event", "field", "message"}
            assert error["message"] != INTERNAL_ERROR, "the engine failed on this input"
    return ruling


@SETTINGS
@given(json_values)
def test_any_json_value_gets_a_ruling(value: object) -> None:
    assert_ruling(rule(value))


@SETTINGS
@given(st.text(max_size=200))
def test_any_text_gets_a_ruling(text: str) -> None:
    assert_ruling(rule_text(text))


@SETTINGS
@given(json_values)
def test_json_text_and_value_agree(value: object) -> None:
    try:
        text = json.dumps(value, allow_nan=False)
    except ValueError:
        return
    assert rule_text(text) == assert_ruling(rule(json.loads(text)))
    # The API's path: the text read (its Unicode checked once), then the value ruled.
    assert rule_read(read_case_text(text)) == rule_text(text)


seat = st.sampled_from(SEATS + ["X", "n"])
side = st.sampled_from(["NS", "EW", "XX"])
card = st.sampled_from(PACK + ["1X", "tH", "10s", ""])
suit = st.sampled_from(["S", "H", "D", "C", "♥", "Z"])


def event_strategy() -> st.SearchStrategy[dict[str, Any]]:
    plays = st.builds(
        lambda s, c: {"type": "play", "seat": s, "card": c}, st.sampled_from(SEATS), st.sampled_from(PACK)
    )
    anything = st.fixed_dictionaries(
        {"type": st.sampled_from([*EVENT_TYPES, "dance"])},
        optional={
            "seat": seat,
            "card": card,
            "cards": st.lists(card, max_size=3),
            "to": seat,
            "answer": st.sampled_from(["none", "has", "maybe"]),
            "kind": st.sampled_from(["revoke", "honours", "game", "new_deal", "misdeal", "other"]),
            "against": st.sampled_from(SEATS + ["NS", "EW"]),
            "count": st.integers(-1, 5),
            "side": side,
            "what": st.sampled_from(["card", "suit", "highest", "lowest", "win", "lose", "x"]),
            "suit": suit,
            "option": st.sampled_from([*(o.value for o in OptionId), "x"]),
            "seats": st.lists(seat, max_size=4),
            "tricks": st.fixed_dictionaries({"NS": st.integers(0, 13), "EW": st.integers(0, 13)}),
            "fact": st.sampled_from(["card_exposed", "pack_not_cut", "x"]),
            "how": st.sampled_from(["dropped", "floor", "lowered", "detached", "says_his", "x"]),
        },
    )
    return st.one_of(plays, plays, plays, anything)


cases = st.fixed_dictionaries(
    {
        "code": st.sampled_from(["club-1864", "club-1864", "club-1864", "american-1890", "bridge"]),
        "dealer": st.sampled_from(SEATS),
        "trump": st.sampled_from(PACK),
        "events": st.lists(event_strategy(), max_size=40),
    },
    optional={
        "score": st.fixed_dictionaries({"NS": st.integers(0, 5), "EW": st.integers(0, 5)}),
        "games": st.fixed_dictionaries({"NS": st.integers(0, 1), "EW": st.integers(0, 1)}),
        "hands": st.dictionaries(
            st.sampled_from(SEATS),
            st.one_of(
                st.lists(st.sampled_from(PACK), max_size=13),
                st.fixed_dictionaries({"known": st.lists(st.sampled_from(PACK), max_size=4)}),
            ),
            max_size=2,
        ),
    },
)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases)
def test_random_plausible_cases_get_a_ruling(case: dict[str, Any]) -> None:
    assert_ruling(rule(case))


def corpus() -> list[dict[str, Any]]:
    paths = sorted(CASES.glob("*.case.json")) + (sorted(SHARED.glob("*.case.json")) if SHARED.is_dir() else [])
    return [json.loads(Path(p).read_text()) for p in paths]


CORPUS = corpus()


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_case_files_get_a_ruling(data: st.DataObject) -> None:
    case = copy.deepcopy(data.draw(st.sampled_from(CORPUS)))
    for _ in range(data.draw(st.integers(1, 4))):
        events = case.get("events")
        choice = data.draw(st.sampled_from(["drop_key", "set_key", "event_field", "drop_event", "swap", "insert"]))
        if choice == "drop_key" and case:
            case.pop(data.draw(st.sampled_from(sorted(case))))
        elif choice == "set_key":
            case[data.draw(st.sampled_from(["code", "dealer", "trump", "hands", "score", "games", "events"]))] = (
                data.draw(json_values)
            )
        elif isinstance(events, list) and events:
            i = data.draw(st.integers(0, len(events) - 1))
            if choice == "event_field" and isinstance(events[i], dict):
                events[i][data.draw(st.sampled_from(["type", "seat", "card", "kind", "to", "what", "option"]))] = (
                    data.draw(json_values | card | seat)
                )
            elif choice == "drop_event":
                events.pop(i)
            elif choice == "swap":
                j = data.draw(st.integers(0, len(events) - 1))
                events[i], events[j] = events[j], events[i]
            elif choice == "insert":
                events.insert(i, data.draw(event_strategy()))
    assert_ruling(rule(case))
    assert_ruling(rule_text(json.dumps(case)))
