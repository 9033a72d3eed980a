"""A saved ruling for the players, in a real browser at phone size: the QR code drawn on the ruling page is
photographed and decoded with zxing-cpp, and must give the short address; the address opens the case."""

from __future__ import annotations

import io

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.factories import account, revoke_case, saved_case

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_qr_code_on_the_ruling_page_gives_the_short_address_that_opens_the_case(page: Page, live_server):  # type: ignore[no-untyped-def]
    case = saved_case(account("ref", "referee"), revoke_case(title="E renounces hearts"), public=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"/cases/{case.pk}/")
    qr = page.get_by_role("img", name="QR code of")
    expect(qr).to_be_visible()
    photo = Image.open(io.BytesIO(qr.screenshot()))
    address = f"{live_server.url}/r/{case.short_code}"
    assert [found.text for found in zxingcpp.read_barcodes(photo)] == [address]
    expect(page.locator("#share a.short-address")).to_have_text(address)
    assert_no_violations(page)
    # The slip is offered beside it; the address, typed or scanned, opens the case's page.
    expect(page.get_by_role("link", name="The slip to keep (PDF, one page)")).to_have_attribute(
        "href", f"/cases/{case.pk}/slip.pdf"
    )
    page.goto(address)
    expect(page).to_have_url(f"{live_server.url}/cases/{case.pk}/")
    expect(page.locator("h1")).to_contain_text("E renounces hearts")
