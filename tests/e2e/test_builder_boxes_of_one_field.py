"""The tricks of a played-out hand, a box for each side: each keeps what was entered in it when the other is
changed before the builder draws the event again, as a referee typing quickly does, or while the builder waits
for him to leave a box before drawing the engine's answer."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_builder_on_a_phone import recorded_events

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Each box set and its change sent in one task of the page: nothing is drawn again between them.
CHANGE_AT_ONCE = """changes => {
  for (const [key, value] of changes) {
    const box = document.querySelector(`[data-key$="${key}"]`);
    box.value = value;
    box.dispatchEvent(new Event("change", { bubbles: true }));
  }
}"""


def add_event(page: Page, kind: str) -> None:
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.fill("#quick-entry", "trump:2C AH 3S 4H 6H W:quit")
    page.press("#quick-entry", "Enter")
    page.select_option("#b-event-type", kind)
    page.click("#b-add-event")


def test_the_tricks_of_both_sides_changed_at_once_are_both_kept(page: Page) -> None:
    add_event(page, "hand_over")
    page.evaluate(CHANGE_AT_ONCE, [["tricks.NS", "7"], ["tricks.EW", "6"]])
    assert recorded_events(page)[-1] == {"type": "hand_over", "tricks": {"NS": 7, "EW": 6}}


def test_the_tricks_typed_without_a_pause_are_both_kept(page: Page) -> None:
    add_event(page, "hand_over")
    expect(page.locator('[data-key$=".tricks.NS"]')).to_be_focused()
    page.keyboard.type("8")
    page.keyboard.press("Tab")
    page.keyboard.type("5")
    page.keyboard.press("Tab")
    expect(page.locator('[data-key$=".tricks.EW"]')).to_have_value("5")
    assert recorded_events(page)[-1] == {"type": "hand_over", "tricks": {"NS": 8, "EW": 5}}
