"""A worked case of the books in a real browser: from the law page to its ruling, and into the builder."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_from_a_law_to_a_worked_case_and_into_the_builder(page: Page):
    page.goto("/laws/club-1864/73/")
    expect(page.locator("#engine-heading")).to_be_visible()
    page.get_by_role("link", name="Adversary quits the partner's trick").click()
    expect(page.locator("h1")).to_have_text("Adversary quits the partner's trick")
    expect(page.locator(".printed")).to_contain_text("Case 7.")
    expect(page.locator(".finding").first).to_contain_text("Revoke")
    page.get_by_role("link", name="Open this case in the case builder").click()
    expect(page).to_have_url("/cases/new/?worked=clay-case-7-adversary-quits-the-partners-trick")
    page.click("#get-ruling")
    expect(page.locator(".finding").first).to_contain_text("Revoke")
    expect(page.locator('.finding a[href="/laws/club-1864/73/"]').first).to_be_visible()


def test_a_text_page_reads_on_a_phone(browser, live_server, corpus):  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=live_server.url, viewport={"width": 375, "height": 740})
    page = context.new_page()
    page.goto("/texts/clay-dummy-deals-a-penalty/")
    expect(page.locator(".passage-text")).to_contain_text("This is a penalty—not a privilege.")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375
    context.close()
