"""The case builder at Dummy: the game chosen with the code, dummy's hand face up on the table and played in his
partner's turn, and Dummy's revoke entered without typing JSON.

Dummy, Law II: "Dummy is not liable to the penalty for a revoke, as his adversaries see his cards: should he
revoke and the error not be discovered until the trick is turned and quitted, it stands good."
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.e2e.conftest import CHROMIUM, WAIT_MS  # noqa: F401  (the browser fixture checks it)
from tests.e2e.ruling_page import open_the_detail

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def desk(browser, live_server, corpus) -> Iterator[Page]:  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    context.close()
    assert errors == [], errors


def test_dummys_revoke_entered_by_pointer_stands_good(desk: Page) -> None:
    page = desk
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()
    page.select_option("#b-trump", "2C")
    page.locator(".more-deal > summary").click()  # the game is chosen with the code, under "more"
    page.select_option("#b-game", "dummy")
    page.select_option("#b-dummy", "E")
    expect(page.locator("#hand-E legend")).to_contain_text("dummy: face up on the table")
    expect(page.locator("#table .slot-E .seat-name")).to_have_text("E (dummy)")
    page.locator('.play-grid button[data-play="AH"]').click()
    # E is in turn: his partner W plays dummy's hand.
    expect(page.locator(".seat-picker .meta")).to_contain_text("dummy's hand, played by his partner W")
    for card in ("3S", "4H", "6H"):
        page.locator(f'.play-grid button[data-play="{card}"]').click()
    page.locator('.show-out button[data-proves="5H"]').click()
    # The heart that proves the renounce is known in dummy's hand: it lies face up on the table.
    expect(page.locator('#table [data-dummy="E"]')).to_contain_text("5")
    page.locator('.quit-offer button[data-quit="W"]').click()
    page.locator('.offer button[data-claim="S"]').click()
    document = json.loads(page.input_value("#id_case"))
    assert document["game"] == "dummy" and document["dummy"] == "E"
    page.locator("#get-ruling-now").click()
    open_the_detail(page)
    finding = page.locator(".finding").first
    expect(finding).to_contain_text("Revoke. Offender: E, dummy. At event 1")
    expect(finding).to_contain_text("it stands good (Dummy, Law II)")
    expect(finding.locator('a[href="/laws/club-1864/dummy-2/"]')).to_have_text("Dummy, Law II")
    expect(finding.locator("table.options")).to_have_count(0)
    assert_no_violations(page, "the ruling of Dummy's revoke")
