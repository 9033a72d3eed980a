"""A saved ruling for the players, in a real browser at phone size: the QR code drawn on the ruling page is
photographed and decoded with zxing-cpp, and must give the players' link, which opens the ruling (and passes
axe-core) in a browser that never signed in; the short address, typed, opens the case for whoever may read it."""

from __future__ import annotations

import io

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from tests.e2e.axe import assert_no_violations
from tests.factories import account, revoke_case, saved_case

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_qr_code_on_the_ruling_page_gives_the_players_link_that_opens_the_ruling(page: Page, live_server):  # type: ignore[no-untyped-def]
    case = saved_case(account("ref", "referee"), revoke_case(title="E renounces hearts"), public=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"/cases/{case.pk}/")
    qr = page.get_by_role("img", name="QR code of")
    expect(qr).to_be_visible()
    photo = Image.open(io.BytesIO(qr.screenshot()))
    link = f"{live_server.url}/ruling/{case.players_key}"
    assert [found.text for found in zxingcpp.read_barcodes(photo)] == [link]
    expect(page.locator("#share a.players-address")).to_have_text(link)
    short = f"{live_server.url}/r/{case.short_code}"
    expect(page.locator("#share a.short-address")).to_have_text(short)
    assert_no_violations(page)
    # The slip is offered beside it; the link opens the ruling for the players, the short address the case's page.
    expect(page.get_by_role("link", name="The slip to keep (PDF, one page)")).to_have_attribute(
        "href", f"/cases/{case.pk}/slip.pdf"
    )
    page.goto(link)
    expect(page.locator("h1")).to_have_text("Ruling: E renounces hearts")
    expect(page.locator(".ruling-first")).to_contain_text("Revoke. Offender: E.")
    expect(page.get_by_role("heading", name="How to appeal")).to_be_visible()
    assert_no_violations(page)
    page.goto(short)
    expect(page).to_have_url(f"{live_server.url}/cases/{case.pk}/")
    expect(page.locator("h1")).to_contain_text("E renounces hearts")
