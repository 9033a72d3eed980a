"""The case schema and the engine agree: what one accepts the other accepts, what one refuses the other refuses.

The engine accepts a case when it reads it (`parse_case`: every field of every event in its form, the code's events
and pack); the replay's own refusals (a card played twice, a play after the cut) are of what happened, not of the
format, and no schema can say them. Every case file of the repository and of ../shared/cases is read by both in
tests/engine/test_schema.py, with `engine_accepts` from here; here, for each code, each event type and each field, every form the field takes (each kind's proper values, a count as a
count where another event's field of that name is a list, each choice, the bounds and one past them, left out, and
the wrong types), and events drawn at random (Hypothesis) with several fields varied at once.

The schema gives the canonical spelling, the case format's contract's (../shared/case-format.md): the engine reads
four spellings more, the named exceptions below (`EXCEPTIONS`, docs/engine.md, "The schemas", says why). Each is
asserted (the engine reads it, the schema refuses it, the canonical spelling both accept), and they are among the
forms tried: where the two differ, the case must be one of the exceptions, read by both once written canonically;
everything else is asserted exactly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from engine import case_schema
from engine.codes import TABLES
from engine.format.case import parse_case
from engine.format.errors import InvalidCase
from engine.format.events import EVENTS
from engine.format.vocabulary import EventType, Field, Kind

SCHEMA = Draft202012Validator(case_schema(), format_checker=Draft202012Validator.FORMAT_CHECKER)
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9C"}
PACK = {"club-1864": "2", "american-1890": "2", "euchre-1888": "7"}
MISSING = object()


# The words of the one-card-one-place check (format/places.py): a card in two hands, or played by a seat it was not
# dealt to, is a fact of the case no schema can state. Should those words change, a case refused by them shows here
# as a disagreement, never as agreement.
PLACES = (" is in two places: ", " but it is not in the hand of ", " is given twice in the hand of ")


def engine_accepts(document: Any) -> bool:
    """Whether the engine reads the case: every error but those of one card in one place counts."""
    try:
        parse_case(document)
    except InvalidCase as refused:
        return all(any(words in e.message for words in PLACES) for e in refused.errors)
    return True


def schema_accepts(document: Any) -> bool:
    return SCHEMA.is_valid(document)


# The spellings the engine reads beyond the schema's, each by the words docs/engine.md names it by.
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
SEAT_KINDS = (Kind.SEAT, Kind.SIDE, Kind.SEAT_OR_SIDE)
EXCEPTIONS = {
    "a seat or side in lower case": (
        {"dealer": "s"},
        {"events": [{"type": "consult", "side": "ns"}]},
        {"events": [{"type": "throw_down", "seats": ["n"]}]},
        {"hands": {"n": ["AS"]}},
    ),
    "spaces around a seat, side or suit": (
        {"dealer": " S "},
        {"events": [{"type": "claim", "seat": "N ", "kind": "revoke", "against": " EW"}]},
        {"events": [{"type": "call", "seat": "N", "what": "suit", "suit": " H"}]},
    ),
    "a suit in lower case or as its symbol": (
        {"events": [{"type": "call", "seat": "N", "what": "suit", "suit": "h"}]},
        {"events": [{"type": "call", "seat": "N", "what": "suit", "suit": "\u2665"}]},
    ),
    "`null` for a field left out": (
        {"title": None, "hands": None, "score": None, "games": None},
        {"events": [{"type": "claim", "seat": "N", "kind": "revoke", "against": None}]},
    ),
}
DOCS = Path(__file__).resolve().parents[2] / "docs" / "engine.md"


def _seat(value: Any) -> Any:
    return value.strip().upper() if isinstance(value, str) else value


def _suit(value: Any) -> Any:
    return SUITS.get(value.strip(), value.strip().upper()) if isinstance(value, str) else value


def _event_canonical(event: Any) -> Any:
    """The event in the schema's spelling: seats, sides and suits in capitals without spaces, no `null`."""
    if not isinstance(event, dict):
        return event
    spec = next((e for e in EVENTS if e.type == event.get("type")), None)
    kinds = {f.name: f.kind for f in spec.fields} if spec is not None else {}
    write: dict[Kind, Callable[[Any], Any]] = {k: _seat for k in SEAT_KINDS} | {Kind.SUIT: _suit}
    out = {}
    for name, value in event.items():
        kind = kinds.get(name)
        if value is None and name != "type" and name in kinds:
            continue
        if kind in write:
            value = write[kind](value)
        elif kind is Kind.SEATS and isinstance(value, list):
            value = [_seat(v) for v in value]
        out[name] = value
    return out


def canonical(document: Any) -> Any:
    """The case as the schema spells it, by the named exceptions only."""
    if not isinstance(document, dict):
        return document
    out = {k: v for k, v in document.items() if not (v is None and k in ("title", "hands", "score", "games"))}
    if "dealer" in out:
        out["dealer"] = _seat(out["dealer"])
    if isinstance(out.get("hands"), dict):
        out["hands"] = {_seat(k): v for k, v in out["hands"].items()}
    if isinstance(out.get("events"), list):
        out["events"] = [_event_canonical(e) for e in out["events"]]
    return out


def agree(document: Any) -> None:
    """Exact agreement, but for a named exception: the engine reads it, the schema refuses it, and both read it
    written canonically."""
    engine, schema = engine_accepts(document), schema_accepts(document)
    if engine and not schema and canonical(document) != document:
        written = canonical(document)
        assert engine_accepts(written) and schema_accepts(written), f"not a named exception: {document}"
        return
    # The schema's errors are listed only for the message: listing them walks every branch of the schema's oneOf.
    assert engine == schema, (
        f"engine {'accepts' if engine else 'refuses'}, schema {_errors(document) or 'accepts'}: {document}"
    )


def _errors(document: Any) -> list[str]:
    return [e.message for e in SCHEMA.iter_errors(document)][:3]


@pytest.mark.parametrize("name", EXCEPTIONS)
def test_each_named_exception_is_read_by_the_engine_refused_by_the_schema_and_said_why(name: str) -> None:
    docs = " ".join(DOCS.read_text().split())
    assert re.search(r"\*" + re.escape(name) + r"\*", docs), f"docs/engine.md does not name the exception {name!r}"
    for change in EXCEPTIONS[name]:
        document = {**case("club-1864"), **change}
        assert engine_accepts(document), document
        assert not schema_accepts(document), document
        assert canonical(document) != document
        assert engine_accepts(canonical(document)) and schema_accepts(canonical(document)), canonical(document)


def forms(field: Field, code: str) -> list[Any]:
    """Every form the field takes, right and wrong, the named exceptions' spellings among them."""
    low = PACK[code]
    wrong: list[Any] = [7, "x", {}, *([None] if not field.required else [])]
    kind = field.kind
    if kind is Kind.SEAT:
        return ["N", "E", "S", "W", "NS", "w", " E ", "ns", *wrong]
    if kind is Kind.SIDE:
        return ["NS", "EW", "N", "ew", " NS", "n", *wrong]
    if kind is Kind.SEAT_OR_SIDE:
        return ["N", "W", "NS", "EW", "SN", "n", "ew ", "sn", *wrong]
    if kind is Kind.CARD:
        return ["AS", "10H", f"{low}D", "6C", "1S", "AX", "as", " KH ", "Q\u2665", *wrong]
    if kind is Kind.CARDS:
        return [["AS"], ["AS", "KH"], ["AS", "AS"], ["6C"], ["1S"], "AS", 3, ["as"], *wrong]
    if kind is Kind.SEATS:
        return [["N"], ["N", "S"], ["N", "N"], ["NS"], "N", ["n", " S"], ["ns"], *wrong]
    if kind is Kind.SUIT:
        return ["S", "H", "D", "C", "X", "SH", "h", " D ", "\u2663", "x", *wrong]
    if kind is Kind.CHOICE:
        return [*field.values, "not_a_word", *wrong]
    if kind is Kind.COUNT:
        return [field.low, field.high, field.low - 1, field.high + 1, 2.5, ["AS"], *wrong]
    if kind is Kind.FLAG:
        return [True, False, 1, "true"]
    hand = TABLES[code].hand_size
    return [
        {"NS": 0, "EW": hand},
        {"NS": hand - 1, "EW": 1},
        {"NS": 1, "EW": 1},
        {"NS": hand + 1, "EW": -1},
        {"NS": 1},
        {"NS": 1, "EW": hand - 1, "X": 0},
        *wrong,
    ]


def proper(field: Field, code: str) -> Any:
    """A value the format accepts for the field, the first of its forms."""
    first = forms(field, code)[0]
    return first


def base(event: EventType, code: str) -> dict[str, Any]:
    """The event with its required fields, and those its first values make required."""
    out: dict[str, Any] = {"type": event.type}
    for field in event.fields:
        if field.required:
            out[field.name] = proper(field, code)
    for field in event.fields:
        if any(out.get(other) in allowed for other, allowed in field.required_when):
            out[field.name] = proper(field, code)
    if event.type == "ask":
        out["to"] = "N" if out["seat"] == "S" else "S" if out["seat"] == "N" else out["to"]
    return out


def case(code: str, *events: dict[str, Any]) -> dict[str, Any]:
    return {"code": code, "dealer": "S", "trump": TRUMP[code], "events": list(events)}


def with_value(event: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
    out = dict(event)
    if value is MISSING:
        out.pop(name, None)
    else:
        out[name] = value
    return out


# The codes differ in their events, their pack and the tricks of a hand: those fields are tried under every code,
# the rest under the Club Code alone (the same schema definition and the same reading serve every code).
BY_CODE = (Kind.CARD, Kind.CARDS, Kind.TRICKS)
FIRST = next(iter(TABLES))


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.type)
def test_every_form_of_every_field_of_every_event_under_every_code(event: EventType) -> None:
    """Each field varied alone, in each of its forms and left out, the event otherwise proper."""
    for code in TABLES:
        start = base(event, code)
        agree(case(code, start))
        for field in event.fields:
            if code != FIRST and field.kind not in BY_CODE and field.name != "cards":
                continue
            for value in [*forms(field, code), MISSING]:
                agree(case(code, with_value(start, field.name, value)))


def test_a_cut_pack_giving_its_cards_as_a_count_is_accepted_by_both() -> None:
    """The count form of `cards` (cut_pack) beside the list form (cut_for_table, expose): 20 cards lifted."""
    for code in TABLES:
        document = case(code, {"type": "cut_pack", "seat": "E", "cards": 20})
        assert engine_accepts(document) and schema_accepts(document), code
        assert not schema_accepts(case(code, {"type": "cut_pack", "seat": "E", "cards": ["AS"]}))


@st.composite
def drawn_event(draw: st.DrawFn, code: str) -> dict[str, Any]:
    event = draw(st.sampled_from(EVENTS))
    out = base(event, code)
    for field in event.fields:
        if draw(st.booleans()):
            out = with_value(out, field.name, draw(st.sampled_from([*forms(field, code), MISSING])))
    return out


@hsettings(max_examples=max(1, int(hsettings.default.max_examples * 0.5)), deadline=None)
@given(
    st.sampled_from(list(TABLES)).flatmap(
        lambda code: st.tuples(st.just(code), st.lists(drawn_event(code), max_size=3))
    )
)
def test_events_drawn_at_random_are_accepted_by_both_or_refused_by_both(
    drawn: tuple[str, list[dict[str, Any]]],
) -> None:
    code, events = drawn
    named = [c for e in events for key in ("card", "cards") for c in _cards(e.get(key))]
    assume(len(named) == len(set(named)))  # each card once: where it belongs is not the format's to say
    agree(case(code, *events))


def _cards(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [c for c in value if isinstance(c, str)] if isinstance(value, list) else []
