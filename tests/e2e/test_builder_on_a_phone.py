"""The builder on a phone (390×844, touch): a page that never widens, focus that stays, no error before an entry."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.e2e.targets import assert_every_control_44_by_44
from tests.e2e.test_builder_at_the_table import PHONE, engine_says, in_view, phone, recorded  # noqa: F401
from tests.e2e.test_case_builder import make_user

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


def on_the_first_screen(page: Page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


def open_every_fold(page: Page) -> None:
    page.evaluate("() => document.querySelectorAll('details').forEach((fold) => { fold.open = true; })")


def test_the_ruling_first_and_every_control_a_thumb_can_hit(phone: Page) -> None:  # noqa: F811
    page = phone
    make_user("referee53", "referee")
    page.goto("/accounts/login/?next=/cases/new/")
    page.fill("#id_username", "referee53")
    page.fill("#id_password", "turned and quitted referee53")
    page.click("main form.stacked button[type=submit]")
    expect(page.locator("#builder")).to_be_visible()
    # The site's links are behind one button; the builder comes first.
    expect(page.locator("header.site nav")).to_be_hidden()
    page.fill("#quick-entry", "trump:2C AH 3S 4H 6H W:quit")
    page.press("#quick-entry", "Enter")
    page.click('.show-out button[data-proves="5H"]')
    engine_says(page, "revoke by E")
    page.click('.offer button[data-claim="S"]')
    expect(page.locator("#engine-waiting")).to_contain_text("N–S to choose")
    for kind in ("throw_down", "hand_over"):  # checkboxes and number boxes among the event's fields
        page.select_option("#b-event-type", kind)
        page.click("#b-add-event")
    open_every_fold(page)
    excepted = assert_every_control_44_by_44(page, "the builder")
    assert_no_violations(page, "the builder, every fold open")
    for event in (7, 6):
        page.get_by_role("button", name=f"Remove event {event}").click()
    expect(page.locator("#b-event-6")).to_have_count(0)

    page.click("#get-ruling-now")
    expect(page.locator(".ruling-first .read-out").first).to_contain_text("Revoke by E")
    for part in (".ruling-first .read-out .offence", ".read-result"):
        assert on_the_first_screen(page, part), part
    excepted += assert_every_control_44_by_44(page, "the ruling")
    open_every_fold(page)
    excepted += assert_every_control_44_by_44(page, "the ruling, every fold open")
    assert_no_violations(page, "the ruling, every fold open")

    page.click("#save-case")
    expect(page.locator("h1")).to_contain_text("Case ")
    for part in (".ruling-first .read-out .offence", ".read-result"):
        assert on_the_first_screen(page, part), f"the saved case: {part}"
    open_every_fold(page)
    excepted += assert_every_control_44_by_44(page, "the saved case, every fold open")

    page.goto("/search/?q=revoke")
    assert on_the_first_screen(page, "ol.search-results > li")
    excepted += assert_every_control_44_by_44(page, "the search")
    open_every_fold(page)
    excepted += assert_every_control_44_by_44(page, "the search, every fold open")
    assert_no_violations(page, "the search, every fold open")
    # The links excepted are inside sentences: a law's text, a sentence of the page's own.
    print("\n".join(["Links inside a sentence, excepted:", *excepted]))
