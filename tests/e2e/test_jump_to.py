"""A long page on a phone: the law page (nine screens and more) and the list of decisions (twelve) open with a
"Jump to" that lists their sections, each link a target a thumb can hit, and each one lands on its section."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}


def on_the_screen(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"]


def jump(page: Page, summary: str, link: str, heading: str) -> None:
    jump_to = page.get_by_role("navigation", name="Jump to")
    expect(jump_to).to_be_visible()
    assert on_the_screen(page, "nav.jump-to summary")
    jump_to.get_by_text(summary).click()
    target = jump_to.get_by_role("link", name=link)
    box = target.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44, box
    assert_no_violations(page, "with the jump list open")
    target.click()
    expect(page.get_by_role("heading", name=heading, exact=True)).to_be_in_viewport()


def test_a_law_page_on_a_phone_jumps_to_its_decisions_and_its_source(page: Page):
    page.set_viewport_size(PHONE)
    page.goto("/laws/club-1864/72/")
    expect(page.locator("nav.jump-to a", has_text="Decisions under this law")).to_be_attached()  # folded yet
    jump(page, "Jump to a section", "Source", "Source")
    page.goto("/laws/club-1864/72/")
    jump(page, "Jump to a section", "The committee's commentary", "The committee's commentary")


def test_without_javascript_the_law_page_has_no_empty_jump_list(page_without_js: Page):
    page_without_js.goto("/laws/club-1864/72/")
    expect(page_without_js.locator("h1")).to_be_visible()
    expect(page_without_js.get_by_role("navigation", name="Jump to")).to_be_hidden()


def test_the_list_of_decisions_on_a_phone_jumps_to_each_authority(page: Page):
    page.set_viewport_size(PHONE)
    page.goto("/decisions/")
    jump(page, "Jump to an authority", "A. J. McIntosh (25)", "A. J. McIntosh")
