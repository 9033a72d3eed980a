"""The case and ruling schemas the engine makes: every case file of the tests and of ../shared/cases is accepted by
the case schema exactly when the engine reads it, and every ruling the engine gives for them follows the ruling
schema."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Annotated, Any, get_args

import pytest
from jsonschema import Draft202012Validator

from engine import case_schema, rule, ruling_schema
from engine.format.events import EVENT_BY_TYPE, EVENT_CLASSES, EVENT_TYPES, EVENTS, About, Event, event_declaration
from engine.format.events import event as declared_event
from engine.format.vocabulary import MAX_EVENTS, EventKind, Kind

from .conftest import SHARED, WORKED

TESTS = Path(__file__).resolve().parents[1]
CASE = Draft202012Validator(case_schema(), format_checker=Draft202012Validator.FORMAT_CHECKER)
RULING = Draft202012Validator(ruling_schema())


def case_files() -> list[Path]:
    """Every JSON file under tests/, the worked cases of corpus/cases/ and ../shared/cases that is a case."""
    paths = sorted(TESTS.rglob("*.json")) + sorted(WORKED.glob("*.case.json"))
    paths += sorted(SHARED.glob("*.case.json")) if SHARED.is_dir() else []
    cases = []
    for path in paths:
        document = json.loads(path.read_text())
        if isinstance(document, dict) and "code" in document and "events" in document:
            cases.append(path)
    return cases


CASE_FILES = case_files()


def problems(validator: Draft202012Validator, document: Any) -> list[str]:
    return [f"{'.'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(document)]


def test_the_schemas_are_valid_draft_2020_12() -> None:
    Draft202012Validator.check_schema(case_schema())
    Draft202012Validator.check_schema(ruling_schema())


def test_there_are_case_files_to_check() -> None:
    assert len(CASE_FILES) > 200


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: p.name)
def test_case_file_and_its_ruling_follow_the_schemas(path: Path) -> None:
    """The ruling follows the ruling schema, and the case schema accepts the file exactly when the engine reads it."""
    from .test_schema_agrees import engine_accepts

    document = json.loads(path.read_text())
    ruling = rule(document)
    assert problems(RULING, ruling) == []
    # The case's problems are listed only for a message: listing them walks every branch of the schema's oneOf.
    follows = CASE.is_valid(document)
    assert follows == engine_accepts(document), problems(CASE, document)
    if ruling["valid"]:
        assert follows, problems(CASE, document)


def test_the_schema_refuses_what_the_engine_refuses() -> None:
    base = {"code": "club-1864", "dealer": "W", "trump": "2C"}
    refused = [
        {**base, "events": [{"type": "play", "seat": "N"}]},
        {**base, "events": [{"type": "call", "seat": "N", "what": "card"}]},
        {**base, "events": [{"type": "bid", "seat": "N", "action": "make"}]},
        {**base, "events": [{"type": "trump_card", "action": "named"}]},
        {**base, "events": [{"type": "expose", "seat": "N", "cards": ["１０S"]}]},
        {**base, "events": [{"type": "deal", "fact": "card_dropped"}]},
        {**base, "events": [{"type": "claim", "seat": "N", "kind": "honours", "count": 10**6}]},
        {**base, "events": [{"type": "cut_next"}] * (MAX_EVENTS + 1)},
        {"code": "euchre-1888", "dealer": "W", "trump": "2C", "events": []},
        {**base, "events": [{"type": "bid", "seat": "N", "action": "pass"}]},
    ]
    for document in refused:
        assert rule(document)["valid"] is False, document
        assert problems(CASE, document), document


def test_every_event_type_is_described_and_built_from_its_fields() -> None:
    assert set(EVENT_CLASSES) == set(EVENT_TYPES)
    assert set(get_args(Event)) == set(EVENT_CLASSES.values())  # the replay's match covers every declared event
    definitions = case_schema()["$defs"]
    for event in EVENTS:
        schema = definitions[f"event_{event.type}"]
        assert schema["title"] and schema["description"]
        built = [f.name for f in dataclasses.fields(EVENT_CLASSES[event.type])]  # type: ignore[arg-type]
        assert built == [f.name for f in event.fields], event.type
        for field in event.fields:
            assert schema["properties"][field.name]["description"], (event.type, field.name)
            assert schema["properties"][field.name]["title"], (event.type, field.name)
            for term in schema["properties"][field.name].get("oneOf", []):
                assert term["title"], (event.type, field.name, term)


def test_an_events_fields_are_read_from_its_declaration() -> None:
    """The type says the kind, a default makes a field optional, and a flag's default is the schema's."""
    expose = EVENT_BY_TYPE["expose"]
    assert [(f.name, f.kind, f.required) for f in expose.fields] == [
        ("seat", Kind.SEAT, True),
        ("how", Kind.CHOICE, False),
        ("cards", Kind.CARDS, True),
        ("unidentified", Kind.COUNT, False),
    ]
    assert EVENT_BY_TYPE["claim"].field("against").kind is Kind.SEAT_OR_SIDE
    assert EVENT_BY_TYPE["cut_next"].field("presented").default is True
    assert EVENT_BY_TYPE["call"].field("card").required_when == (("what", ("card",)),)
    assert rule({"code": "club-1864", "dealer": "W", "trump": "2C", "events": [{"type": "expose", "seat": "N"}]})[
        "errors"
    ] == [{"event": 0, "field": "events.0.cards", "message": 'Event 0 (expose) has no "cards".'}]


def test_a_field_of_a_type_the_format_has_not_is_refused_when_declared() -> None:
    @declared_event(EventKind.PLAY, "A test", "Not part of the format.")
    class Odd:
        when: Annotated[float, About("a time")]

    with pytest.raises(TypeError, match="not a kind of field"):
        event_declaration(Odd)


def test_conditional_requirements_are_in_the_schema() -> None:
    base = {"code": "club-1864", "dealer": "W", "trump": "2C"}
    call = {"type": "call", "seat": "N", "what": "card"}
    assert problems(CASE, {**base, "events": [call]})
    assert not problems(CASE, {**base, "events": [{**call, "card": "AS"}]})
    assert not problems(CASE, {**base, "events": [{"type": "call", "seat": "N", "what": "win"}]})


def test_docs_list_every_extension_the_schema_marks() -> None:
    """docs/engine.md's extension tables name every event, field and value the schema marks as an extension."""
    docs = (TESTS.parent / "docs" / "engine.md").read_text()
    missing = []
    for event in EVENTS:
        if event.extension and f"`{event.type}`" not in docs:
            missing.append(event.type)
        for field in event.fields:
            if (field.extension or event.extension) and f"`{field.name}`" not in docs:
                missing.append(f"{event.type}.{field.name}")
            missing += [
                f"{event.type}.{field.name}={t.id}" for t in field.terms if t.extension and f"`{t.id}`" not in docs
            ]
    definitions = ruling_schema()["$defs"]
    for term in definitions["finding"]["properties"]["kind"]["oneOf"]:
        if term.get("x-extension") and f"`{term['const']}`" not in docs:
            missing.append(f"finding kind {term['const']}")
    assert missing == []
