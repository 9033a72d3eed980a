"""Every event type, field and value of the engine's case schema can be entered in the builder without typing JSON.

The walk reads the schema the engine makes (`case_schema()`, served at /api/v1/case-schema.json) and,
for each event type, adds the event from the builder's menu, then sets each field to each value the
schema allows through the builder's own controls, and checks the case document the builder wrote.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from engine import case_schema

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SAMPLE = {
    "#/$defs/seat": ["N", "E", "S", "W"],
    "#/$defs/side": ["NS", "EW"],
    "#/$defs/suit": ["S", "H", "D", "C"],
    "#/$defs/card": ["AH", "KD"],
}


def values_of(node: dict[str, Any]) -> list[Any]:
    """Every value the schema allows for a field (cards and numbers: a sample of each end)."""
    if "$ref" in node:
        return SAMPLE[node["$ref"]]
    if "anyOf" in node:
        return [v for n in node["anyOf"] for v in values_of(n)]
    if node.get("type") == "string" and "oneOf" in node:
        return [c["const"] for c in node["oneOf"]]
    if node.get("type") == "boolean":
        return [True, False]
    if node.get("type") == "integer":
        return [node["minimum"], node["maximum"]]
    if node.get("type") == "array":
        return [values_of(node["items"])[:2]]
    if node.get("type") == "object":
        return [{"NS": 1, "EW": 2}]
    raise AssertionError(f"the walk does not know this kind of field: {node}")


def conditions(definition: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """Fields the schema requires only when another field has a value: field -> (other field, value)."""
    out = {}
    for rule in definition.get("allOf", []):
        if "required" not in rule["then"]:
            continue  # a rule on a field's value (an ask goes to the partner), not on which fields are required
        (on, test), *_ = rule["if"]["properties"].items()
        for field in rule["then"]["required"]:
            out[field] = (on, test["enum"][0])
    return out


def code_for(schema: dict[str, Any], event_type: str) -> str:
    for rule in schema["allOf"]:
        allowed = rule["then"]["properties"]["events"]["items"]["properties"]["type"]["enum"]
        if event_type in allowed:
            return str(rule["if"]["properties"]["code"]["const"])
    raise AssertionError(f"no code allows {event_type}")


def event(page: Page) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(page.input_value("#id_case"))
    assert len(document["events"]) == 1, document["events"]
    first: dict[str, Any] = document["events"][0]
    return first


def enter(page: Page, name: str, value: Any, node: dict[str, Any]) -> None:
    """Sets field `name` of event 0 to `value` through the builder's control for it."""
    key = f"events.0.{name}"
    if isinstance(value, bool):
        page.locator(f'[data-key="{key}"]').set_checked(value)
    elif isinstance(value, int):
        box = page.locator(f'[data-key="{key}"]')
        box.fill(str(value))
        box.dispatch_event("change")
    elif isinstance(value, dict):
        for side, n in value.items():
            box = page.locator(f'[data-key="{key}.{side}"]')
            box.fill(str(n))
            box.dispatch_event("change")
    elif isinstance(value, list) and node["items"].get("$ref") == "#/$defs/seat":
        for seat in value:
            page.locator(f'[data-key="{key}.{seat}"]').check()
    elif isinstance(value, list):
        box = page.locator(f'[data-key="{key}"]')
        box.fill(" ".join(value))
        box.dispatch_event("change")
    else:
        page.select_option(f'[data-key="{key}"]', value)


def test_every_event_field_and_value_of_the_schema_is_entered_without_json(page: Page):
    schema = case_schema()
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    walked = 0
    for ref in schema["properties"]["events"]["items"]["oneOf"]:
        definition = schema["$defs"][ref["$ref"].split("/")[-1]]
        event_type = definition["properties"]["type"]["const"]
        page.select_option("#b-code", code_for(schema, event_type))
        page.select_option("#b-event-type", event_type)
        # The engine's answer to the change of code redraws the controls: add the event once it has come.
        expect(page.locator("#builder")).not_to_contain_text("Checking with the engine")
        page.click("#b-add-event")
        expect(page.locator("#b-event-0")).to_be_visible()
        assert event(page)["type"] == event_type
        when = conditions(definition)
        for name, node in definition["properties"].items():
            if name == "type":
                continue
            if name in when:
                other, needed = when[name]
                enter(page, other, needed, definition["properties"][other])
            default = node.get("default")
            for value in values_of(node):
                enter(page, name, value, node)
                assert event(page).get(name, default) == value, (event_type, name, value, event(page))
                walked += 1
        page.click('[aria-label="Remove event 0"]')
        expect(page.locator("#b-event-0")).to_have_count(0)
    assert walked > 150, walked

    # The case's own fields beyond the events: the score, the games and their values.
    page.locator(".more-deal > summary").click()
    for key, value in (("score.NS", 2), ("games.EW", 1)):
        box = page.locator(f'[data-key="{key}"]')
        box.fill(str(value))
        box.dispatch_event("change")
    box = page.locator('[data-key="game_values.EW"]')
    box.fill("3")
    box.dispatch_event("change")
    document = json.loads(page.input_value("#id_case"))
    assert document["score"]["NS"] == 2 and document["games"]["EW"] == 1
    assert document["game_values"] == {"NS": [], "EW": [3]}
