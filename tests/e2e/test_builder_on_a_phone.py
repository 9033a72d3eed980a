"""The builder on a phone (390×844, touch): a page that never widens, focus that stays, no error before an entry."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.e2e.targets import assert_every_control_44_by_44
from tests.e2e.test_builder_at_the_table import PHONE, engine_says, in_view, phone, recorded  # noqa: F401
from tests.e2e.test_builder_at_the_table import no_wider_than_the_screen as fits_the_screen
from tests.e2e.test_case_builder import make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def no_wider_than_the_screen(page: Page, after: str) -> None:
    fits_the_screen(page, f"the page after {after}")
    assert in_view(page, "#get-ruling-now"), after


def test_no_choice_widens_the_page_and_get_the_ruling_stays_on_screen(phone: Page) -> None:  # noqa: F811
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.fill("#quick-entry", "trump:2C AH 3S 4H 6H W:quit")
    page.press("#quick-entry", "Enter")
    page.click('.show-out button[data-proves="5H"]')
    engine_says(page, "Revoke. Offender: E")
    page.click('.offer button[data-claim="S"]')
    expect(page.locator("#engine-waiting")).to_contain_text("to choose")  # N–S, in the engine's words
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
    # "Cards exposed" after an edit: its seat chosen, then its cards typed, then a tap (then a Tab) into the box
    # of the cards no one identified keeps the focus there, and a tap back into the cards keeps it too.
    page.select_option('[data-key="events.0.seat"]', "E")
    expect(page.locator('[data-key="events.0.seat"]')).to_have_value("E")
    cards, unidentified = '[data-key="events.0.cards"]', '[data-key="events.0.unidentified"]'
    page.locator(cards).tap()
    expect(page.locator(cards)).to_be_focused()
    page.locator(cards).fill("AH KD")
    page.locator(unidentified).tap()
    expect(page.locator(unidentified)).to_be_focused()
    page.locator(unidentified).fill("1")
    page.locator(cards).tap()
    expect(page.locator(cards)).to_be_focused()
    page.locator(cards).fill("AH KD QS")
    page.keyboard.press("Tab")
    expect(page.locator(unidentified)).to_be_focused()
    # The engine's answer to the last edit (the only one with a card no one identified) leaves the focus there.
    expect(page.locator("#engine-status .findings-preview")).to_contain_text("another card went on the table")
    expect(page.locator(unidentified)).to_be_focused()
    assert recorded(page)["events"][0] == {
        "type": "expose",
        "seat": "E",
        "cards": ["AH", "KD", "QS"],
        "unidentified": 1,
    }
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


def open_the_menu(page: Page) -> None:
    page.get_by_role("button", name="Menu").click()
    expect(page.locator("header.site nav")).to_be_visible()


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
    engine_says(page, "Revoke. Offender: E")
    page.click('.offer button[data-claim="S"]')
    expect(page.locator("#engine-waiting")).to_contain_text("to choose")  # N–S, in the engine's words
    for kind in ("throw_down", "hand_over"):  # checkboxes and number boxes among the event's fields
        page.select_option("#b-event-type", kind)
        page.click("#b-add-event")
    open_every_fold(page)
    open_the_menu(page)
    excepted = assert_every_control_44_by_44(page, "the builder")
    assert_no_violations(page, "the builder, every fold open")
    page.keyboard.press("Escape")  # the menu closes
    expect(page.locator("header.site nav")).to_be_hidden()
    for event in (7, 6):
        page.get_by_role("button", name=f"Remove event {event}").click()
    expect(page.locator("#b-event-6")).to_have_count(0)

    page.click("#get-ruling-now")
    expect(page.locator(".ruling-first .read-out .offence").first).to_contain_text("E")  # the offender named
    for part in (".ruling-first .read-out .offence", ".read-result"):
        assert on_the_first_screen(page, part), part
    fits_the_screen(page, "the ruling")
    excepted += assert_every_control_44_by_44(page, "the ruling")
    open_every_fold(page)
    open_the_menu(page)
    excepted += assert_every_control_44_by_44(page, "the ruling, every fold open")
    assert_no_violations(page, "the ruling, every fold open")

    page.keyboard.press("Escape")
    page.click("#save-case")
    expect(page.locator("h1")).to_contain_text("Case ")
    for part in (".ruling-first .read-out .offence", ".read-result"):
        assert on_the_first_screen(page, part), f"the saved case: {part}"
    open_every_fold(page)
    excepted += assert_every_control_44_by_44(page, "the saved case, every fold open")

    fits_the_screen(page, "the saved case")
    page.goto("/search/?q=revoke")
    assert on_the_first_screen(page, "ol.search-results > li")
    fits_the_screen(page, "the search")
    excepted += assert_every_control_44_by_44(page, "the search")
    open_the_menu(page)
    excepted += assert_every_control_44_by_44(page, "the search, its menu open")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Narrow the results").click()
    expect(page.locator("nav.facets")).to_be_visible()
    excepted += assert_every_control_44_by_44(page, "the search, its filters open")
    assert_no_violations(page, "the search, its filters open")
    # The links excepted are inside sentences: a law's text, a sentence of the page's own.
    print("\n".join(["Links inside a sentence, excepted:", *excepted]))


class Keyboard:
    """Keys pressed, counted: each Tab, Enter and typed character is one."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.keys = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.keys += 1

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)
        self.keys += len(text)

    def tab_to(self, selector: str, most: int = 30) -> None:
        expect(self.page.locator(selector).first).to_be_visible()
        for _ in range(most):
            self.press("Tab")
            if self.page.evaluate("selector => !!document.activeElement?.matches(selector)", selector):
                return
        raise AssertionError(f"{selector} not reached in {most} presses of Tab")


def test_the_keyboard_walk_of_the_played_out_revoke_takes_at_most_100_keys(page: Page) -> None:
    """The revoke of dispute (a), the penalty chosen and the hand played out, on a desktop by keyboard alone."""
    keys = Keyboard(page)
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    keys.press("Tab")
    keys.press("Enter")  # "Skip to the content": past the site's links
    keys.tab_to("#quick-entry")
    keys.type("trump:2C AH 3S 4H 6H W:quit")
    keys.press("Enter")
    keys.tab_to('.show-out button[data-proves="5H"]')
    keys.press("Enter")
    engine_says(page, "Revoke. Offender: E")
    keys.tab_to('.offer button[data-claim="S"]')
    keys.press("Enter")
    keys.tab_to('.offer button[data-offer="take_three_tricks"]')
    keys.press("Enter")
    expect(page.locator(".offer button[data-offer]")).to_have_count(0)
    keys.tab_to("#b-event-type")
    keys.type("The h")  # the select finds "The hand played out" as it is typed
    assert page.input_value("#b-event-type") == "hand_over"
    keys.tab_to("#b-add-event")
    keys.press("Enter")  # focus goes to the new event's first box, the N–S tricks, once the event is drawn
    expect(page.locator('[data-key$=".tricks.NS"]')).to_be_focused()
    keys.type("7")
    keys.press("Tab")
    expect(page.locator('[data-key$=".tricks.EW"]')).to_be_focused()
    keys.type("6")
    keys.press("Tab")
    keys.tab_to("#get-ruling, #get-ruling-now")
    keys.press("Enter")
    expect(page.locator(".read-result")).to_contain_text("N–S 4, E–W 0")
    assert recorded_events(page)[-1] == {"type": "hand_over", "tricks": {"NS": 7, "EW": 6}}
    assert keys.keys <= 100, keys.keys
    print(f"\nThe played-out revoke by keyboard: {keys.keys} keys")


def recorded_events(page: Page) -> list:  # type: ignore[type-arg]
    text = page.locator("textarea[name=case]").first.input_value()
    return list(json.loads(text)["events"])
