"""The builder on a phone (390×844, touch): a page that never widens, focus that stays, no error before an entry."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.e2e.test_builder_at_the_table import PHONE, engine_says, in_view, phone, recorded  # noqa: F401

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

NO_WIDER = "() => document.documentElement.scrollWidth <= window.innerWidth"


def no_wider_than_the_screen(page: Page, after: str) -> None:
    assert page.evaluate(NO_WIDER), f"{after}: {page.evaluate('document.documentElement.scrollWidth')} px wide"
    assert in_view(page, "#get-ruling-now"), after


def test_no_choice_widens_the_page_and_get_the_ruling_stays_on_screen(phone: Page) -> None:  # noqa: F811
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.fill("#quick-entry", "trump:2C AH 3S 4H 6H W:quit")
    page.press("#quick-entry", "Enter")
    page.click('.show-out button[data-proves="5H"]')
    engine_says(page, "revoke by E")
    page.click('.offer button[data-claim="S"]')
    expect(page.locator("#engine-waiting")).to_contain_text("N–S to choose")
    # Every option the innocent side may take, as the new event offers them (the longest words of the format).
    page.select_option("#b-event-type", "elect")
    page.click("#b-add-event")
    option = page.locator('[data-key="events.7.option"]')
    for value in option.locator("option").evaluate_all("(all) => all.map((o) => o.value)"):
        option.select_option(value)
        no_wider_than_the_screen(page, f"the option {value} taken")
    # Every other kind of event the code allows, each with its fields.
    for kind in page.locator("#b-event-type option").evaluate_all("(all) => all.map((o) => o.value)"):
        page.select_option("#b-event-type", kind)
        page.click("#b-add-event")
        no_wider_than_the_screen(page, f"an event of the kind {kind} added")
    # Every code, and at whist every game.
    for code in page.locator("#b-code option").evaluate_all("(all) => all.map((o) => o.value)"):
        page.select_option("#b-code", code)
        no_wider_than_the_screen(page, f"the code {code}")


def test_focus_moves_into_the_second_box_of_an_event_by_tap_and_by_tab(phone: Page) -> None:  # noqa: F811
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.select_option("#b-trump", "2C")
    # A new "Cards exposed" names no card yet: nothing is called wrong before the referee enters it.
    page.select_option("#b-event-type", "expose")
    page.click("#b-add-event")
    expect(page.locator("#b-event-0")).to_be_visible()
    # Focus goes to the new event's first field, not back to Add after every earlier event's controls.
    expect(page.locator('[data-key="events.0.seat"]')).to_be_focused()
    engine_says(page, "No irregularity so far")
    expect(page.locator("#builder .field-error")).to_have_count(0)
    assert recorded(page)["events"] == [{"type": "expose", "seat": "N", "cards": []}]
    assert_no_violations(page, "a new event of cards exposed")
    # The hand played out: the N–S tricks typed, then a tap (then a Tab) into the E–W box keeps the focus there.
    page.select_option("#b-event-type", "hand_over")
    page.click("#b-add-event")
    north_south, east_west = (
        page.locator('[data-key="events.1.tricks.NS"]'),
        page.locator('[data-key="events.1.tricks.EW"]'),
    )
    north_south.tap()
    north_south.fill("7")
    east_west.tap()
    expect(page.locator('[data-key="events.1.tricks.EW"]')).to_be_focused()
    page.locator('[data-key="events.1.tricks.EW"]').fill("6")
    page.locator('[data-key="events.1.tricks.NS"]').tap()
    expect(page.locator('[data-key="events.1.tricks.NS"]')).to_be_focused()
    page.locator('[data-key="events.1.tricks.NS"]').fill("8")
    page.keyboard.press("Tab")
    expect(page.locator('[data-key="events.1.tricks.EW"]')).to_be_focused()
    assert recorded(page)["events"][1]["tricks"] == {"NS": 8, "EW": 6}
