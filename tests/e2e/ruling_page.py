"""Reading the ruling page in a browser test."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def open_the_detail(page: Page) -> None:
    """Open the ruling's detail, which the page's script folds on a phone: once that script has run (it runs
    before the new page's DOMContentLoaded), so that the click opens the fold rather than racing the script."""
    expect(page.locator("#ruling-detail")).to_be_attached()
    page.wait_for_load_state("domcontentloaded")
    if not page.locator("#ruling-detail[open]").count():
        page.locator("#ruling-detail > summary").click()
    expect(page.locator("#ruling-detail")).to_have_attribute("open", "")
