"""The page a reader gets while the database is out of reach passes axe, at desktop and phone size.

The browser is sent the very response the site makes for that fault (plumbing.database_unavailable),
at an address of the live server, so the page loads the site's stylesheet as it would in service.
"""

from __future__ import annotations

import pytest
from django.db import OperationalError
from django.test import RequestFactory

from plumbing.database_unavailable import response_for
from tests.e2e.axe import assert_no_violations

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_database_unavailable_page_passes_axe(page):  # type: ignore[no-untyped-def]
    address = "/laws/club-1864/72/"
    response = response_for(RequestFactory().get(address), OperationalError("connection refused"))
    assert response is not None and response.status_code == 503
    page.route(
        f"**{address}",
        lambda route: route.fulfill(status=503, body=response.content, content_type=response["Content-Type"]),
    )
    page.goto(address)
    assert page.locator("h1").inner_text() == "The laws are out of reach for a moment"
    # The site's stylesheet is applied: the header rule and the page's measure come from it.
    assert page.evaluate("getComputedStyle(document.querySelector('main')).maxWidth") != "none"
    for size in ({"width": 1280, "height": 900}, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        assert_no_violations(page, f"the database-unavailable page at {size['width']}px")
