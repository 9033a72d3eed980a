"""The case builder at the card table: a phone, 800 ms added to every request, by pointer and by keyboard alone.

Five disputes, each checked against the printed laws:
(a) Club Code, a revoke: E renounces, his partner W turns and quits the trick, the adversaries claim.
    Law 73: "A revoke is established, if the trick in which it occur be turned and quitted, i.e., the
    hand removed from that trick after it has been turned face downwards on the table—or if either the
    revoking player or his partner, whether in his right turn or otherwise, lead or play to the
    following trick."  So the revoke is established, and Law 72 gives N–S the penalty.
(b) Club Code, E leads out of turn and the adversaries call a suit.
    Law 62: "If any player lead out of turn, his adversaries may either call the card erroneously
    led—or may call a suit from him or his partner when it is next the turn of either of them to lead."
    So N–S, not the offenders, choose, and the call settles their choice.
(c) Euchre, N orders up and plays alone; E, an adversary, leads out of turn.
    Law 52: "If any player lead out of turn, the adversaries may either call the card erroneously led,
    or may call a suit from him or his partner when it is next the turn of either to lead."
    The lone player N, not his partner who sits out, speaks for N–S.
(d) American Laws, E leads out of turn; N finds it before the fourth hand has played.
    Law 14: "If a player lead out of turn, and all have followed, the trick holds good. The error can be
    corrected only before the fourth hand has played. Then, the cards may be withdrawn, and the leader alone
    pays penalty."  Law 18: the forfeit of one point, "to be deducted from the score of the offenders or added
    to the score of the adversaries, as they, upon consultation, or either of them by consent of the other,
    shall elect."
(e) Dummy, dummy (E) renounces and the trick is turned and quitted before the revoke is claimed.
    Dummy, Law II: "Dummy is not liable to the penalty for a revoke, as his adversaries see his cards: should he
    revoke and the error not be discovered until the trick is turned and quitted, it stands good."

By pointer, the page is no wider than the screen and "Get the ruling" is on it before every tap and choice, and
the ruling each dispute comes to is no wider than the screen, as drawn and with every fold open.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.e2e.conftest import CHROMIUM, WAIT_MS, console_errors, refused_methods  # noqa: F401  (CHROMIUM: the browser fixture checks it)
from tests.e2e.ruling_page import open_the_detail
from tests.factories import REVOKE_TURNED_AND_QUITTED

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LATENCY_S = 0.8
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture
def phone(browser, live_server, corpus) -> Iterator[Page]:  # type: ignore[no-untyped-def]
    """A phone-sized page; every request it makes but those for static files waits 800 ms before it goes out."""
    context = browser.new_context(base_url=live_server.url, viewport=PHONE, has_touch=True, is_mobile=True)
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    console = console_errors(context)

    def slow(route: Any) -> None:
        time.sleep(LATENCY_S)
        route.continue_()

    # Pages and the engine's answers come late; the static files, hashed and cached for a year in production,
    # come from the phone's cache after the first visit (so they are not routed through the test at all).
    page.route(lambda url: "/static/" not in url, slow)
    yield page
    context.close()
    assert errors == [], errors
    assert refused_methods(console) == [], console


class Pointer:
    """Taps and choices, counted: the number of actions a referee makes. Before each, the page as the last one
    left it is no wider than the screen, and "Get the ruling" is on the screen."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.actions = 0

    def no_wider_than_the_screen(self) -> None:
        no_wider_than_the_screen(self.page, f"after {self.actions} actions the page")
        assert in_view(self.page, "#get-ruling-now"), f"after {self.actions} actions"

    def tap(self, selector: str) -> None:
        self.no_wider_than_the_screen()
        self.page.locator(selector).click()
        self.actions += 1

    def choose(self, selector: str, value: str) -> None:
        self.no_wider_than_the_screen()
        self.page.select_option(selector, value)
        self.actions += 1


def recorded(page: Page) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(page.input_value("#id_case"))
    return document


def engine_says(page: Page, text: str) -> None:
    expect(page.locator("#reach-verdict")).to_contain_text(text)


def in_view(page: Page, selector: str) -> bool:
    page.wait_for_load_state("load")  # the stylesheets are in: sizes are the page's, not the unstyled ones
    box = page.locator(selector).bounding_box()
    height = page.viewport_size["height"] if page.viewport_size else 0
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def screenshots_at_both_sizes(page: Page, screenshots, name: str) -> None:  # type: ignore[no-untyped-def]
    page.screenshot(path=str(screenshots / f"{name}-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(screenshots / f"{name}-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)


def no_wider_than_the_screen(page: Page, what: str) -> None:
    """Measured against the screen as set, not window.innerWidth: a phone's browser zooms out to a page wider than
    its screen, and innerWidth grows with it."""
    page.wait_for_load_state("load")  # the stylesheets are in: widths are the page's, not the unstyled ones
    width: int = page.evaluate("() => document.documentElement.scrollWidth")
    screen = page.viewport_size["width"] if page.viewport_size else 0
    assert width <= screen, f"{what} is {width} px wide on a screen of {screen} px"


def the_ruling_fits_the_screen(page: Page, dispute: str, assert_the_ruling: Callable[[Page], None]) -> None:
    """The ruling "Get the ruling" drew, no wider than the screen as drawn, and with every fold open once it has
    been checked (the detail, the laws' texts, the finding in full)."""
    expect(page.locator(".read-result")).to_be_visible()
    no_wider_than_the_screen(page, f"the ruling of {dispute}")
    assert_the_ruling(page)
    page.evaluate("() => document.querySelectorAll('main details').forEach((fold) => { fold.open = true; })")
    no_wider_than_the_screen(page, f"the ruling of {dispute}, every fold open")


def tab_to(page: Page, selector: str, most: int = 40) -> int:
    """Presses Tab until the element `selector` (once it is shown) has the focus; the number of presses."""
    expect(page.locator(selector)).to_be_visible()
    for presses in range(1, most + 1):
        page.keyboard.press("Tab")
        # Asked in one step of the page's: a locator finds its element, then asks it in a second step, and the
        # engine's answer may redraw the button (the focus going with it to the new one) between the two.
        if page.evaluate("selector => !!document.activeElement?.matches(selector)", selector):
            return presses
    raise AssertionError(f"{selector} not reached in {most} presses of Tab")


def focused(page: Page, attribute: str) -> str | None:
    value: str | None = page.evaluate(
        f"() => document.activeElement && document.activeElement.getAttribute('{attribute}')"
    )
    return value


# ------------------------------------------------------------------ (a) a revoke, Club Code

# What the builder makes of the taps: the example revoke, claimed once W has turned and quitted the trick.
REVOKE_EVENTS = REVOKE_TURNED_AND_QUITTED["events"]


def assert_the_revoke_ruling(page: Page) -> None:
    open_the_detail(page)  # the detail is folded below what is read out
    finding = page.locator(".finding").first
    expect(finding).to_contain_text("Revoke. Offender: E.")
    expect(finding.locator(".tag").first).to_have_text("Established")
    law73 = finding.locator('details[data-law="73"]')
    law73.locator("summary .meta").click()
    expect(law73.locator(".law-text")).to_contain_text(
        "A revoke is established, if the trick in which it occur be turned and quitted"
    )
    expect(finding.locator('a[href="/laws/club-1864/72/"]')).to_be_visible()
    expect(finding.locator("table.options")).to_contain_text("N–S")


def test_a_revoke_by_pointer_in_at_most_twelve_actions(phone: Page, screenshots):  # type: ignore[no-untyped-def]
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    # The builder opens with guidance, not with an error.
    expect(page.locator("#builder .field-error")).to_have_count(0)
    assert in_view(page, "#get-ruling-now")
    you = Pointer(page)
    you.choose("#b-trump", "2C")
    # On the first screen of a phone: the table, the next action begun (a picker of 52 cards at 44 by 44
    # is taller than what is left of the screen), and "Get the ruling" below them.
    page.evaluate("() => window.scrollTo(0, 0)")
    assert (
        in_view(page, "#table") and in_view(page, ".play-grid .suit-row >> nth=0") and in_view(page, "#get-ruling-now")
    )
    for card in ("AH", "3S", "4H", "6H"):  # N, E, S, W in turn: the picker follows the table
        you.tap(f'.play-grid button[data-play="{card}"]')
    # The fourth card is down: the trick stays in view until the next lead.
    expect(page.locator('#table [data-last-trick="6H"]')).to_be_visible()
    # E showed out of hearts: the builder offers the heart that proves he held one.
    you.tap('.show-out button[data-proves="5H"]')
    you.tap('.quit-offer button[data-quit="W"]')
    engine_says(page, "Revoke. Offender: E")
    expect(page.locator("#play")).to_be_visible()
    assert in_view(page, "#reach-verdict") and in_view(page, "#get-ruling-now")
    you.tap('.offer button[data-claim="S"]')
    engine_says(page, "Revoke. Offender: E")
    expect(page.locator("#engine-waiting")).to_contain_text("N and S to choose")
    document = recorded(page)
    assert document["events"] == REVOKE_EVENTS
    assert document["hands"] == {"E": {"known": ["5H"]}}
    page.screenshot(path=str(screenshots / "a-revoke-builder-phone.png"), full_page=True)
    you.tap("#get-ruling-now")
    the_ruling_fits_the_screen(page, "(a)", assert_the_revoke_ruling)
    assert you.actions <= 12, you.actions
    screenshots_at_both_sizes(page, screenshots, "a-revoke-ruling")
    assert_no_violations(page, "the ruling of (a)")


def test_a_revoke_by_keyboard_alone(phone: Page):
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.keyboard.press("Tab")
    assert focused(page, "class") == "skip-link"
    tab_to(page, "#quick-entry")
    page.keyboard.type("trump:2C AH 3S 4H 6H W:quit")
    page.keyboard.press("Enter")
    expect(page.locator('#table [data-last-trick="6H"]')).to_be_visible()
    assert focused(page, "id") == "quick-entry"  # focus stays where the referee is
    tab_to(page, '.show-out button[data-proves="5H"]')
    page.keyboard.press("Enter")
    engine_says(page, "Revoke. Offender: E")
    tab_to(page, '.offer button[data-claim="S"]')
    page.keyboard.press("Enter")
    expect(page.locator("#engine-waiting")).to_contain_text("N and S to choose")
    document = recorded(page)
    assert document["events"] == REVOKE_EVENTS
    assert document["hands"] == {"E": {"known": ["5H"]}}
    tab_to(page, "#get-ruling-now")
    page.keyboard.press("Enter")
    assert_the_revoke_ruling(page)


def test_the_engines_answer_leaves_the_focus_on_the_card_the_referee_is_on(phone: Page):
    """An answer arriving while the referee sits on a button it redraws leaves him on the same button."""
    page = phone
    held: list[Any] = []
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()

    def hold(route: Any) -> None:  # the engine's answer waits until it is let go
        held.append(route)

    page.route("**/api/v1/rulings/", hold)
    tab_to(page, "#quick-entry")
    with page.expect_request("**/api/v1/rulings/"):
        page.keyboard.type("trump:2C AH 3S 4H 6H")
        page.keyboard.press("Enter")
    tab_to(page, '.show-out button[data-proves="5H"]')
    expect(page.locator("#reach-verdict")).to_have_text("Checking with the engine…")
    page.unroute("**/api/v1/rulings/", hold)
    for route in held:
        route.continue_()
    engine_says(page, "No irregularity so far")
    assert focused(page, "data-proves") == "5H"
    page.keyboard.press("Enter")
    engine_says(page, "Revoke. Offender: E")


# ------------------------------------------------------------------ (b) a lead out of turn, Club Code


def assert_the_finding_chosen(page: Page, heading: str, law: str, law_says: str, option: str, *facts: str) -> None:
    """The first finding in the detail: its heading and facts, its law's text opened, its option chosen."""
    open_the_detail(page)  # the detail is folded below what is read out
    finding = page.locator(".finding").first
    expect(finding).to_contain_text(heading)
    for fact in facts:
        expect(finding).to_contain_text(fact)
    cited = finding.locator(f'details[data-law="{law}"]')
    cited.locator("summary .meta").click()
    expect(cited.locator(".law-text")).to_contain_text(law_says)
    expect(finding.locator(f'tr[data-option="{option}"]')).to_contain_text("Chosen")
    expect(page.locator("p.result")).not_to_contain_text("to choose")


def assert_the_lead_ruling(page: Page) -> None:
    assert_the_finding_chosen(
        page, "Lead out of turn. Offender: E.", "62", "may call a suit from him or his partner", "call_suit"
    )


def test_a_lead_out_of_turn_and_a_suit_called_by_pointer(phone: Page, screenshots):  # type: ignore[no-untyped-def]
    page = phone
    page.goto("/cases/new/")
    you = Pointer(page)
    you.choose("#b-trump", "2C")
    you.tap('.seat-picker button[data-seat="E"]')  # N is in turn; E leads
    you.tap('.play-grid button[data-play="AH"][data-seat="E"]')
    engine_says(page, "Lead out of turn. Offender: E")
    # The call is offered to N–S, the side entitled to it, never to the offenders.
    offer = page.locator(".offer", has_text="N–S may choose")
    expect(offer).to_be_visible()
    expect(page.locator(".offer", has_text="E–W may choose")).to_have_count(0)
    you.tap('.offer button[data-offer="call_suit-S"]')
    expect(page.locator("#offers .offer")).to_have_count(0)  # the choice is made: nothing shows as open
    assert recorded(page)["events"] == [
        {"type": "play", "seat": "E", "card": "AH"},
        {"type": "call", "seat": "S", "what": "suit", "suit": "S"},
    ]
    page.screenshot(path=str(screenshots / "b-lead-builder-phone.png"), full_page=True)
    you.tap("#get-ruling-now")
    the_ruling_fits_the_screen(page, "(b)", assert_the_lead_ruling)
    screenshots_at_both_sizes(page, screenshots, "b-lead-ruling")


def test_a_lead_out_of_turn_by_keyboard_alone(phone: Page):
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    tab_to(page, "#quick-entry")
    page.keyboard.type("trump:2C")
    page.keyboard.press("Enter")
    # The seat picker is one tab stop; the arrows move inside it.
    tab_to(page, '.seat-picker button[aria-pressed="true"]')
    assert focused(page, "data-seat") == "N"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(page.locator('.seat-picker button[data-seat="E"]')).to_have_attribute("aria-pressed", "true")
    # The card picker is the next tab stop: AH is below the ace of spades.
    presses = tab_to(page, ".play-grid button[tabindex='0']", most=3)
    assert presses <= 3
    page.keyboard.press("ArrowDown")
    assert focused(page, "data-play") == "AH"
    page.keyboard.press("Enter")
    # From the card just played, the next seat's picker has the focus: S is in turn after E.
    expect(page.locator(".play-grid")).to_have_attribute(
        "aria-label", "Cards S could still hold: arrow keys move, Enter plays"
    )
    assert focused(page, "data-seat") == "S"
    engine_says(page, "Lead out of turn. Offender: E")
    tab_to(page, '.offer button[data-offer="call_suit-S"]')
    page.keyboard.press("Enter")
    expect(page.locator("#offers .offer")).to_have_count(0)
    assert recorded(page)["events"][1] == {"type": "call", "seat": "S", "what": "suit", "suit": "S"}
    tab_to(page, "#get-ruling-now")
    page.keyboard.press("Enter")
    assert_the_lead_ruling(page)


# ------------------------------------------------------------------ (c) euchre: a lone hand, a lead out of turn

EUCHRE_EVENTS = [
    {"type": "bid", "seat": "N", "action": "order_up", "alone": True},
    {"type": "discard", "seat": "W", "card": "9S"},
    {"type": "play", "seat": "E", "card": "AS"},
]


def assert_the_euchre_ruling(page: Page) -> None:
    open_the_detail(page)  # the detail is folded below what is read out
    finding = page.locator(".finding").first
    expect(finding).to_contain_text("Lead out of turn. Offender: E.")
    law52 = finding.locator('details[data-law="52"]')
    law52.locator("summary .meta").click()
    expect(law52.locator(".law-text")).to_contain_text("the adversaries may either call the card erroneously led")


def test_a_euchre_lone_hand_and_a_lead_out_of_turn_by_pointer(phone: Page, screenshots):  # type: ignore[no-untyped-def]
    page = phone
    page.goto("/cases/new/")
    you = Pointer(page)
    you.choose("#b-code", "euchre-1888")
    you.choose("#b-trump", "9H")
    # No cards are asked for before the trump is made: the bidding comes first, N (eldest) to speak.
    expect(page.locator(".play-grid")).to_have_count(0)
    expect(page.locator(".bidding")).to_contain_text("N (North) to speak")
    you.tap('.bidding input[type="checkbox"]')
    you.tap('.bidding button[data-bid="order_up"]')
    expect(page.locator(".discard")).to_contain_text("W (West), the dealer")
    you.tap('.discard button[data-discard="9S"]')
    # N plays alone: S sits out; N leads. E leads instead.
    expect(page.locator("#table .slot-S")).to_contain_text("out")
    you.tap('.seat-picker button[data-seat="E"]')
    you.tap('.play-grid button[data-play="AS"][data-seat="E"]')
    engine_says(page, "Lead out of turn. Offender: E")
    offer = page.locator(".offer", has_text="N–S may choose")
    expect(offer.locator('button[data-offer="call_suit-H"]')).to_have_text("N calls ♥ hearts")
    assert recorded(page)["events"] == EUCHRE_EVENTS
    page.screenshot(path=str(screenshots / "c-euchre-builder-phone.png"), full_page=True)
    you.tap("#get-ruling-now")
    the_ruling_fits_the_screen(page, "(c)", assert_the_euchre_ruling)
    screenshots_at_both_sizes(page, screenshots, "c-euchre-ruling")


def test_a_euchre_lone_hand_by_keyboard_alone(phone: Page):
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    tab_to(page, "#b-code")
    page.keyboard.type("The L")
    expect(page.locator("#b-code")).to_have_value("euchre-1888")
    tab_to(page, "#quick-entry")
    page.keyboard.type("trump:9H order alone discard:9S E:AS")
    page.keyboard.press("Enter")
    engine_says(page, "Lead out of turn. Offender: E")
    assert recorded(page)["events"] == EUCHRE_EVENTS
    tab_to(page, "#get-ruling-now")
    page.keyboard.press("Enter")
    assert_the_euchre_ruling(page)


# ------------------------------------------------------------------ (d) a lead out of turn, American Laws

AMERICAN_EVENTS = [
    {"type": "play", "seat": "E", "card": "KH"},
    {"type": "play", "seat": "S", "card": "2H"},
    {"type": "discover", "seat": "N"},
    {"type": "elect", "side": "NS", "option": "deduct_points"},
]


def assert_the_american_ruling(page: Page) -> None:
    assert_the_finding_chosen(
        page,
        "Lead out of turn. Offender: E.",
        "14",
        "The error can be corrected only before the fourth hand",
        "deduct_points",
        "S's 2H were taken back",  # found before the fourth hand played
    )


def test_an_american_lead_out_of_turn_found_before_the_fourth_hand_by_pointer(phone: Page, screenshots):  # type: ignore[no-untyped-def]
    page = phone
    page.goto("/cases/new/")
    you = Pointer(page)
    you.choose("#b-code", "american-1890")
    you.choose("#b-trump", "2C")
    you.tap('.seat-picker button[data-seat="E"]')  # N is in turn; E leads
    you.tap('.play-grid button[data-play="KH"][data-seat="E"]')
    you.tap('.play-grid button[data-play="2H"][data-seat="S"]')
    engine_says(page, "Lead out of turn. Offender: E")
    # N finds the error before the fourth hand has played: an event of its own, its seat chosen.
    you.choose("#b-event-type", "discover")
    you.tap("#b-add-event")
    you.choose('[data-key="events.2.seat"]', "N")
    expect(page.locator("#b-event-2")).to_be_visible()
    # The point is N–S's to deduct or to add, as they elect; never the offenders'.
    expect(page.locator(".offer", has_text="N–S may choose")).to_be_visible()
    expect(page.locator(".offer", has_text="E–W may choose")).to_have_count(0)
    you.tap('.offer button[data-offer="deduct_points"]')
    expect(page.locator("#offers .offer")).to_have_count(0)  # the choice is made: nothing shows as open
    assert recorded(page)["events"] == AMERICAN_EVENTS
    page.screenshot(path=str(screenshots / "d-american-builder-phone.png"), full_page=True)
    you.tap("#get-ruling-now")
    the_ruling_fits_the_screen(page, "(d)", assert_the_american_ruling)
    screenshots_at_both_sizes(page, screenshots, "d-american-ruling")


# ------------------------------------------------------------------ (e) Dummy's revoke, at Dummy


def assert_the_dummy_ruling(page: Page) -> None:
    open_the_detail(page)  # the detail is folded below what is read out
    finding = page.locator(".finding").first
    expect(finding).to_contain_text("Revoke. Offender: E, dummy.")
    expect(finding).to_contain_text("it stands good (Dummy, Law II)")
    expect(finding.locator('a[href="/laws/club-1864/dummy-2/"]')).to_have_text("Dummy, Law II")
    expect(finding.locator("table.options")).to_have_count(0)  # no penalty to choose


def test_dummys_revoke_at_dummy_by_pointer(phone: Page, screenshots):  # type: ignore[no-untyped-def]
    page = phone
    page.goto("/cases/new/")
    you = Pointer(page)
    you.choose("#b-trump", "2C")
    you.tap(".more-deal > summary")  # the game is chosen with the code, under "more"
    you.choose("#b-game", "dummy")
    you.choose("#b-dummy", "E")
    expect(page.locator("#table .slot-E .seat-name")).to_have_text("E (dummy)")
    for card in ("AH", "3S", "4H", "6H"):  # N, E (dummy's card, played by W), S, W
        you.tap(f'.play-grid button[data-play="{card}"]')
    you.tap('.show-out button[data-proves="5H"]')
    you.tap('.quit-offer button[data-quit="W"]')
    engine_says(page, "Revoke. Offender: E, dummy")
    expect(page.locator("#reach-verdict")).to_contain_text("Dummy, Law II")  # the law by its name, not its key
    expect(page.locator("#reach-verdict")).not_to_contain_text("dummy-")
    you.tap('.offer button[data-claim="S"]')
    document = recorded(page)
    assert (document["game"], document["dummy"]) == ("dummy", "E")
    assert document["events"] == REVOKE_EVENTS
    page.screenshot(path=str(screenshots / "e-dummy-builder-phone.png"), full_page=True)
    you.tap("#get-ruling-now")
    the_ruling_fits_the_screen(page, "(e)", assert_the_dummy_ruling)
    screenshots_at_both_sizes(page, screenshots, "e-dummy-ruling")


def test_the_event_chosen_is_the_event_added_after_the_engine_answers(phone: Page):
    """The page never changes a choice the referee made: the engine's answer re-renders the builder."""
    page = phone
    page.goto("/cases/new/")
    page.select_option("#b-trump", "2C")
    for card in ("AH", "3S", "4H", "6H"):
        page.click(f'.play-grid button[data-play="{card}"]')
    page.select_option("#b-event-type", "quit")  # chosen while the engine's answers are on their way
    expect(page.locator("#reach-verdict")).to_contain_text("No irregularity so far")
    expect(page.locator("#b-event-type")).to_have_value("quit")
    page.click("#b-add-event")
    assert recorded(page)["events"][-1] == {"type": "quit", "seat": "W"}
    expect(page.locator("#b-event-type")).to_have_value("quit")


def test_a_number_half_typed_when_the_engine_answers_is_kept(page: Page):
    """The engine's answer redraws the builder; a number the referee is typing stays as he typed it."""
    held: list[Any] = []

    def hold(route: Any) -> None:
        if held:
            route.continue_()
        else:
            held.append(route)  # the first answer waits until the referee is mid-number

    page.route("**/api/v1/rulings/", hold)
    page.goto("/cases/new/")
    with page.expect_request("**/api/v1/rulings/"):  # the question leaves 250 ms after the change
        page.select_option("#b-trump", "2C")  # the builder asks the engine
    page.locator(".more-deal > summary").click()
    box = page.locator('[data-key="games.EW"]')
    box.fill("")
    box.press_sequentially("1")
    assert held, "the builder's question to the engine never reached the network"
    held[0].continue_()
    expect(page.locator("#engine-status")).not_to_contain_text("Checking the case")
    expect(box).to_be_focused()
    box.press_sequentially("2")
    box.press("Tab")
    assert recorded(page)["games"]["EW"] == 12


def test_a_late_answer_leaves_the_open_section_and_the_box_being_typed_in(page: Page):
    """Open "more", type the title while the engine's answer arrives 800 ms late: the same box, its text, still open."""
    held: list[Any] = []

    def late(route: Any) -> None:
        if held:  # later questions go out as they come, 800 ms late
            time.sleep(LATENCY_S)
            route.continue_()
        else:
            held.append(route)  # the first waits until the referee is typing

    page.route("**/api/v1/rulings/", late)
    page.goto("/cases/new/")
    with page.expect_request("**/api/v1/rulings/"):
        page.select_option("#b-trump", "2C")  # the builder asks the engine
    page.locator(".more-deal > summary").click()
    title = page.locator("#b-title")
    title.click()
    title.press_sequentially("Revoke by")
    page.evaluate("() => { window.boxTypedIn = document.querySelector('#b-title'); }")
    assert held, "the builder's question to the engine never reached the network"
    time.sleep(LATENCY_S)  # the latency of a slow connection, not a wait for the page
    held[0].continue_()
    title.press_sequentially(" E at trick one")
    engine_says(page, "No irregularity so far")
    assert page.evaluate("() => document.querySelector('#b-title') === window.boxTypedIn")
    expect(title).to_be_focused()
    expect(title).to_have_value("Revoke by E at trick one")
    expect(page.locator("details.more-deal")).to_have_attribute("open", "")
    title.press("Tab")
    assert recorded(page)["title"] == "Revoke by E at trick one"
    expect(page.locator("details.more-deal")).to_have_attribute("open", "")


# Every control a referee touches, as the browser lays it out: links inside a sentence are excepted (WCAG 2.5.5).
SMALL_CONTROLS = """() => {
  const selector = [
    "main button", "main select", "main summary", "main a.button",
    "main input:not([type=hidden]):not([type=checkbox]):not([type=radio])",
    "main label:has(> input[type=checkbox])", "main label:has(> input[type=radio])",
    "main .law-cited a", "main table.options a", "main .ruling-first a",
  ].join(", ");
  const shown = [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length);
  return shown
    .map((el) => ({ control: el.outerHTML.slice(0, 90), size: el.getBoundingClientRect() }))
    .filter(({ size }) => size.width < 44 || size.height < 44)
    .map(({ control, size }) => `${control} is ${size.width.toFixed(1)}×${size.height.toFixed(1)}`);
}"""


def controls_under_44(page: Page) -> list[str]:
    page.wait_for_load_state("load")  # a form's answer is measured once its stylesheets are in
    small: list[str] = page.evaluate(SMALL_CONTROLS)
    return small


def test_every_control_of_the_builder_and_the_ruling_is_44_by_44_on_a_phone(phone: Page):
    page = phone
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.fill("#quick-entry", "trump:2C AH 3S 4H 6H W:quit")
    page.press("#quick-entry", "Enter")
    page.click('.show-out button[data-proves="5H"]')
    engine_says(page, "Revoke. Offender: E")
    page.locator(".more-deal > summary").click()
    page.locator("#hands > summary").click()
    for kind in ("hand_over", "throw_down", "elect"):
        page.select_option("#b-event-type", kind)
        page.click("#b-add-event")
    expect(page.locator("#b-event-7")).to_be_visible()
    assert controls_under_44(page) == []
    for event in (7, 6, 5):
        page.get_by_role("button", name=f"Remove event {event}").click()
    expect(page.locator("#b-event-5")).to_have_count(0)
    page.click('.offer button[data-claim="S"]')
    expect(page.locator("#engine-waiting")).to_contain_text("N and S to choose")
    page.click("#get-ruling-now")
    expect(page.locator(".finding").first).to_contain_text("Revoke. Offender: E.")
    page.evaluate("() => document.querySelectorAll('main details').forEach((fold) => { fold.open = true; })")
    assert controls_under_44(page) == []


# ------------------------------------------------------------------ the ruling first, on a phone

FIRST_SCREEN_CASES = {
    "a revoke": (
        {key: value for key, value in REVOKE_TURNED_AND_QUITTED.items() if key not in ("title", "score")},
        "Revoke. Offender: E.",
        "73",
    ),
    "a lead out of turn": (
        {
            "code": "club-1864",
            "dealer": "W",
            "trump": "2C",
            "events": [
                {"type": "play", "seat": "E", "card": "AH"},
                {"type": "call", "seat": "S", "what": "suit", "suit": "S"},
            ],
        },
        "Lead out of turn. Offender: E.",
        "62",
    ),
    "a euchre lone hand": (
        {"code": "euchre-1888", "dealer": "W", "trump": "9H", "events": EUCHRE_EVENTS},
        "Lead out of turn. Offender: E.",
        "52",
    ),
}


def on_the_first_screen(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


@pytest.mark.parametrize("dispute", list(FIRST_SCREEN_CASES))
def test_the_first_screen_of_the_ruling_on_a_phone_says_offender_law_and_penalty(phone: Page, dispute: str):
    page = phone
    case, offence, law = FIRST_SCREEN_CASES[dispute]
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.locator("#json-box > summary").click()
    page.fill("#id_case", json.dumps(case))
    page.click("#get-ruling")
    first = page.locator(".ruling-first .read-out").first
    expect(first.locator(".offence")).to_contain_text(offence)
    expect(first.locator("details.read-law > summary")).to_contain_text(law)
    # Who chooses, or what was chosen, with the laws: the engine's line.
    expect(first.locator(".penalty").first).to_contain_text(re.compile(r"(may choose|chose) \(Laws? \d"))
    assert page.evaluate("() => window.scrollY") == 0
    for part in (".offence", "details.read-law > summary", ".penalty"):
        assert on_the_first_screen(page, f".ruling-first .read-out >> nth=0 >> {part}"), part
    assert on_the_first_screen(page, ".print-button")
    # The law is quoted in the fold-out; the detail is folded below.
    first.locator("details.read-law > summary").click()
    expect(first.locator("details.read-law .law-text").first).to_be_visible()
    expect(page.locator("#ruling-detail")).not_to_have_attribute("open", "")


# ------------------------------------------------------------------ where focus goes after each action

IS_A_TEXT_BOX = """() => {
  const el = document.activeElement;
  return Boolean(el) && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && ["text", "number", "search"].includes(el.type)));
}"""


def in_a_text_box(page: Page) -> bool:
    answer: bool = page.evaluate(IS_A_TEXT_BOX)
    return answer


def test_after_each_tap_focus_goes_to_the_next_thing_at_the_table_never_into_a_text_box(phone: Page):
    page = phone
    page.goto("/cases/new/")
    page.select_option("#b-trump", "2C")
    for card in ("AH", "3S", "4H"):
        page.locator(f'.play-grid button[data-play="{card}"]').tap()
        expect(page.locator(".play-grid button[tabindex='0']")).to_be_focused()  # the next seat's card
        assert not in_a_text_box(page)
    page.locator('.play-grid button[data-play="6H"]').tap()
    # The fourth card is down: who turned and quitted the trick comes next, not the quick-entry box.
    expect(page.locator(".quit-offer button[tabindex='0']")).to_be_focused()
    engine_says(page, "No irregularity so far")
    expect(page.locator(".quit-offer button[tabindex='0']")).to_be_focused()  # and stays there after the answer
    page.locator('.quit-offer button[data-quit="W"]').tap()
    expect(page.locator(".quit-offer")).to_have_count(0)  # answered
    assert not in_a_text_box(page)


def test_after_ordering_it_up_focus_goes_to_the_discard_then_to_the_lead(phone: Page):
    page = phone
    page.goto("/cases/new/")
    page.select_option("#b-code", "euchre-1888")
    page.select_option("#b-trump", "9H")
    assert controls_under_44(page) == []  # the bidding
    page.locator('.bidding button[data-bid="order_up"]').tap()
    expect(page.locator(".discard button[tabindex='0']")).to_be_focused()
    assert not in_a_text_box(page)
    assert controls_under_44(page) == []  # the discard
    page.locator('.discard button[data-discard="9S"]').tap()
    expect(page.locator(".play-grid button[tabindex='0']")).to_be_focused()
    assert not in_a_text_box(page)
