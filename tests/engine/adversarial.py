"""Adversarial cases for rule() and rule_text(), drawn from the vocabulary: every event type, each field
given a proper value, left out, or given what an attacker would send (numbers of thousands of digits,
lone surrogates, digits of other scripts, letters whose capitals are ours, wrong types, long lists).

Used by the property test in the suite (bounded examples) and by `make fuzz` (scripts/fuzz.py).
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from engine import INTERNAL_ERROR, ruling_schema
from engine.codes import KNOWN_CODES
from engine.format.events import EVENTS
from engine.format.vocabulary import MAX_ERRORS, MAX_EVENTS, SEAT_TERMS, SIDE_TERMS, Field, Kind

SEATS = [t.id for t in SEAT_TERMS]
SIDES = [t.id for t in SIDE_TERMS]
PACK = [r + s for s in "SHDC" for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]]
RULING = Draft202012Validator(ruling_schema())

hostile_text = st.sampled_from(
    ["\ud800", "A\udfffS", "１０S", "٣S", "৪H", "2ſ", "ſ", "Ｎ", "nſ", "\u00a0N", "10\u2009S", "T♥", "", " ", "x" * 500]
)
huge_number = st.sampled_from([10**20, -(10**20), 10**400, 10**5000, -(10**5000), 2**63, 1e300, -0.0, 2.5])
hostile = st.one_of(
    hostile_text,
    huge_number,
    st.none(),
    st.booleans(),
    st.just([]),
    st.just({}),
    st.lists(st.sampled_from(PACK), max_size=3),
)


def proper(field: Field) -> st.SearchStrategy[Any]:
    """A value the format allows for the field (the replay may still find it irregular)."""
    kind = field.kind
    if kind is Kind.SEAT:
        return st.sampled_from(SEATS)
    if kind is Kind.SIDE:
        return st.sampled_from(SIDES)
    if kind is Kind.SEAT_OR_SIDE:
        return st.sampled_from(SEATS + SIDES)
    if kind is Kind.CARD:
        return st.sampled_from(PACK)
    if kind is Kind.CARDS:
        return st.lists(st.sampled_from(PACK), min_size=1, max_size=3, unique=True)
    if kind is Kind.SEATS:
        return st.lists(st.sampled_from(SEATS), min_size=1, max_size=4, unique=True)
    if kind is Kind.SUIT:
        return st.sampled_from(["S", "H", "D", "C"])
    if kind is Kind.CHOICE:
        return st.sampled_from(field.values)
    if kind is Kind.COUNT:
        return st.integers(field.low, field.high)
    if kind is Kind.FLAG:
        return st.booleans()
    return st.integers(0, 13).map(lambda ns: {"NS": ns, "EW": 13 - ns})


@st.composite
def event(draw: st.DrawFn) -> dict[str, Any]:
    spec = draw(st.sampled_from(EVENTS))
    out: dict[str, Any] = {"type": spec.type}
    for field in spec.fields:
        how = draw(st.integers(0, 9))
        if how <= 5:
            out[field.name] = draw(proper(field))
        elif how <= 7:
            out[field.name] = draw(hostile)
    return out


plays = st.builds(lambda s, c: {"type": "play", "seat": s, "card": c}, st.sampled_from(SEATS), st.sampled_from(PACK))
tally = st.fixed_dictionaries({"NS": st.one_of(st.integers(0, 6), huge_number), "EW": st.integers(0, 6)})


@st.composite
def events(draw: st.DrawFn) -> list[dict[str, Any]]:
    listed = draw(st.lists(st.one_of(plays, event()), max_size=60))
    if draw(st.integers(0, 49)) == 0:  # now and then more events than any hand has, all alike
        listed = listed + [draw(event())] * draw(st.sampled_from([MAX_EVENTS - len(listed), MAX_EVENTS + 1]))
    return listed


cases = st.fixed_dictionaries(
    {
        "code": st.one_of(st.sampled_from(list(KNOWN_CODES)), hostile),
        "dealer": st.one_of(st.sampled_from(SEATS), hostile),
        "trump": st.one_of(st.sampled_from(PACK), hostile),
        "events": events(),
    },
    optional={
        "title": st.one_of(st.text(max_size=20), hostile_text),
        "score": tally,
        "games": tally,
        "game_values": st.fixed_dictionaries({"NS": st.lists(st.one_of(st.integers(1, 3), huge_number), max_size=2)}),
        "hands": st.dictionaries(
            st.one_of(st.sampled_from(SEATS), hostile_text),
            st.one_of(
                st.lists(st.one_of(st.sampled_from(PACK), hostile_text), max_size=13),
                st.fixed_dictionaries({"known": st.lists(st.sampled_from(PACK), max_size=4)}),
            ),
            max_size=4,
        ),
        "\udc00": st.just(1),
    },
)


def case_text(case: dict[str, Any]) -> str | None:
    """The case as JSON text, or None where JSON text cannot carry it (a number past Python's 4,300 digits)."""
    try:
        return json.dumps(case)
    except ValueError:
        return None


def check_ruling(ruling: object) -> None:
    """A ruling of the published shape, printable as UTF-8, never the engine's fault, at most 100 errors."""
    assert isinstance(ruling, dict)
    json.dumps(ruling, ensure_ascii=False, allow_nan=False).encode("utf-8")
    problems = [e.message for e in RULING.iter_errors(ruling)]
    assert not problems, problems
    assert len(ruling["errors"]) <= MAX_ERRORS
    assert all(e["message"] != INTERNAL_ERROR for e in ruling["errors"]), "the engine failed on this input"
    assert ruling["valid"] is (not ruling["errors"])
