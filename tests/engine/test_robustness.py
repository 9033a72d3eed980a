"""Any input, a clear answer: huge numbers, text that is not Unicode, foreign digits, too many events or
errors get `valid: false` with messages naming the field, from rule() and rule_text() alike."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import rule, rule_text
from engine.format.reading import MAX_TEXT
from engine.format.vocabulary import MAX_ERRORS, MAX_EVENTS
from engine.ruling import invalid

HUGE = 10**5000  # more digits than Python converts to text
BASE: dict[str, Any] = {"code": "club-1864", "dealer": "W", "trump": "2C", "events": []}


def both(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The rulings of rule() on the value and of rule_text() on its text."""
    return [rule(document), rule_text(json.dumps(document))]


def huge(document: Any, as_text: bool) -> Any:
    """The document with each "HUGE" (or "-HUGE") put as a number of 5,000 digits: a value, or JSON text."""
    if as_text:
        return json.dumps(document).replace('"-HUGE"', "-" + "9" * 5000).replace('"HUGE"', "9" * 5000)
    if document in ("HUGE", "-HUGE"):
        return -HUGE if document == "-HUGE" else HUGE
    if isinstance(document, dict):
        return {k: huge(v, False) for k, v in document.items()}
    if isinstance(document, list):
        return [huge(v, False) for v in document]
    return document


HUGE_PLACES = [
    ({"score": {"NS": "HUGE", "EW": 0}}, "score.NS"),
    ({"games": {"NS": 0, "EW": "HUGE"}}, "games.EW"),
    ({"game_values": {"NS": ["HUGE"], "EW": []}, "games": {"NS": 1, "EW": 0}}, "game_values.NS.0"),
    ({"events": [{"type": "hand_over", "tricks": {"NS": "HUGE", "EW": 0}}]}, "events.0.tricks.NS"),
    ({"events": [{"type": "expose", "seat": "N", "cards": ["AS"], "unidentified": "HUGE"}]}, "events.0.unidentified"),
    ({"events": [{"type": "claim", "seat": "N", "kind": "honours", "count": "-HUGE"}]}, "events.0.count"),
]


@pytest.mark.parametrize("changes, field", HUGE_PLACES, ids=[f for _, f in HUGE_PLACES])
def test_a_number_of_thousands_of_digits_is_an_error_naming_the_field(changes: dict[str, Any], field: str) -> None:
    document = {**BASE, **changes}
    for ruling in (rule(huge(document, False)), rule_text(huge(document, True))):
        assert ruling["valid"] is False
        errors = [e for e in ruling["errors"] if e["field"] == field]
        assert errors and "a very large number" in errors[0]["message"], ruling["errors"]
        json.dumps(ruling)


@pytest.mark.parametrize(
    "text",
    [
        '{"code": "club-1864", "dealer": "W", "trump": "2C", "title": "\\ud800", "events": []}',
        '{"code": "club-1864", "dealer": "W", "trump": "2C", "events": [{"type": "play", "seat": "N", "card": "A\\udfff"}]}',
        '{"code": "club-1864", "dealer": "W", "trump": "2C", "events": [], "\\udc00": 1}',
        '{"code": "\\ud83d", "dealer": "W", "trump": "2C", "events": []}',
    ],
)
def test_text_that_is_not_valid_unicode_is_refused_with_a_message(text: str) -> None:
    for ruling in (rule_text(text), rule(json.loads(text)), rule_text(text.encode("utf-8"))):
        assert ruling["valid"] is False
        (error,) = ruling["errors"]
        assert "not valid Unicode" in error["message"]
        json.dumps(ruling, ensure_ascii=False).encode("utf-8")  # can be printed and sent back


def test_a_lone_surrogate_in_python_text_is_refused() -> None:
    ruling = rule_text('{"code": "club-1864", "title": "\ud800"}')
    assert ruling["valid"] is False and "not valid Unicode" in ruling["errors"][0]["message"]


def test_bytes_of_a_surrogate_by_chance_are_not_taken_for_one() -> None:
    # 41,197 is 0xA0ED: the quick look at the case's bytes sees ED A0, as for a surrogate, and asks again.
    ruling = rule({**BASE, "score": {"NS": 41197, "EW": 0}, "title": "Whist à la Clay"})
    assert ruling["valid"] is False and [e["field"] for e in ruling["errors"]] == ["score.NS"]
    nested = rule({**BASE, "notes": [{"by": ["x", "\udfff"]}]})
    assert nested["errors"][0]["field"] == "notes.0.by.1" and "not valid Unicode" in nested["errors"][0]["message"]


@pytest.mark.parametrize("card", ["１０S", "٣S", "৪H", "1０S", "ſS".replace("ſS", "2ſ"), "Ａs", "\u2163S"])
def test_ranks_and_suits_are_only_those_the_format_lists(card: str) -> None:
    ruling = rule({**BASE, "events": [{"type": "play", "seat": "N", "card": card}]})
    assert ruling["valid"] is False and ruling["errors"][0]["field"] == "events.0.card"


@pytest.mark.parametrize("seat", ["ſ", "Ｎ", "nſ"])
def test_seats_and_sides_are_only_those_the_format_lists(seat: str) -> None:
    ruling = rule({**BASE, "events": [{"type": "claim", "seat": "N", "kind": "revoke", "against": seat}]})
    assert ruling["valid"] is False and ruling["errors"][0]["field"] == "events.0.against"


def test_more_than_the_events_of_any_hand_is_one_error_on_events() -> None:
    events = [{"type": "throw_down", "seats": ["N"]}] * (MAX_EVENTS + 1)
    for ruling in both({**BASE, "events": events}):
        assert ruling["valid"] is False
        (error,) = ruling["errors"]
        assert error["field"] == "events" and str(MAX_EVENTS) in error["message"]
    assert rule({**BASE, "events": events[:MAX_EVENTS]})["valid"] is True


def test_at_most_a_hundred_errors_the_last_saying_how_many_more() -> None:
    events = [{"type": "play", "seat": "X", "card": "1Z"}] * MAX_EVENTS  # two errors each
    for ruling in both({**BASE, "events": events}):
        errors = ruling["errors"]
        assert len(errors) == MAX_ERRORS
        assert errors[-1]["field"] == "" and f"{2 * MAX_EVENTS - (MAX_ERRORS - 1)} more" in errors[-1]["message"]
    exactly = rule({**BASE, "events": events[: MAX_ERRORS // 2]})
    assert (
        len(exactly["errors"]) == MAX_ERRORS and exactly["errors"][-1]["field"] == f"events.{MAX_ERRORS // 2 - 1}.card"
    )


def test_text_past_the_limit_is_refused_unread() -> None:
    ruling = rule_text(" " * (MAX_TEXT + 1))
    assert ruling["valid"] is False and f"{MAX_TEXT:,}" in ruling["errors"][0]["message"]


def test_a_float_far_out_of_range_is_an_error_naming_the_field() -> None:
    for value in (1e300, -1e300, 2.5):
        ruling = rule({**BASE, "score": {"NS": value, "EW": 0}})
        assert ruling["valid"] is False and ruling["errors"][0]["field"] == "score.NS"
    assert rule_text('{"code": "club-1864", "score": {"NS": 1e999}}')["valid"] is False


def test_the_invalid_ruling_shape_is_kept() -> None:
    assert set(rule(None)) == set(invalid(None, []))
