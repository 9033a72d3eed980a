"""Reading the ruling page in a browser test."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def open_the_detail(page: Page) -> None:
    """Open the ruling's detail (see open_the_fold)."""
    open_the_fold(page, "#ruling-detail")


def open_the_fold(page: Page, fold: str) -> None:
    """Open a fold of the ruling page, which the page's script folds on a phone: once that script has run (it runs
    before the new page's DOMContentLoaded), so that the click opens the fold rather than racing the script."""
    expect(page.locator(fold)).to_be_attached()
    page.wait_for_load_state("domcontentloaded")
    if not page.locator(f"{fold}[open]").count():
        page.locator(f"{fold} > summary").click()
    expect(page.locator(fold)).to_have_attribute("open", "")
