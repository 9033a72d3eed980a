"""The search box takes the cursor by itself only on an empty search page and a device with a mouse:
on a phone, it would raise the keyboard over the page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.e2e.conftest import _new_page

pytestmark = pytest.mark.django_db(transaction=True)


def focused_id(page: Page) -> str:
    page.wait_for_function("document.readyState === 'complete'")
    return str(page.evaluate("document.activeElement ? document.activeElement.id : ''"))


def test_the_box_is_focused_on_an_empty_page_with_a_mouse(page: Page) -> None:
    page.goto("/search/")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'search-q'")
    assert focused_id(page) == "search-q"


def test_the_box_is_not_focused_on_a_touch_device(browser, live_server, corpus) -> None:  # type: ignore[no-untyped-def]
    context, page = _new_page(browser, live_server, has_touch=True, is_mobile=True)
    try:
        page.goto("/search/")
        assert page.evaluate("matchMedia('(pointer: coarse)').matches")
        assert focused_id(page) != "search-q"
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        context.close()
