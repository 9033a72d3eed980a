"""A full appeal in a real browser: the ruling given, lodged, decided varied, found under its law, read in the feed."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from playwright.sync_api import Page, expect

from tests.factories import revoke_case, saved_case

from .test_case_builder import log_in, log_out, make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_an_appeal_lodged_decided_varied_found_under_its_law_and_in_the_feed(page: Page, screenshots):
    from django.contrib.auth.models import User

    make_user("rita", "referee")
    make_user("cora", "committee")
    case = saved_case(User.objects.get(username="rita"), revoke_case(), public=True)

    log_in(page, "rita")
    page.goto(case.get_absolute_url())
    page.get_by_role("link", name="Record the ruling given").click()
    page.get_by_label("Finding 1 (revoke): the option elected").select_option("add_three")
    page.get_by_role("button", name="Record the ruling given").click()
    expect(page.locator(".messages")).to_contain_text("The ruling given at the table is recorded.")
    page.get_by_role("link", name="Lodge an appeal").click()
    page.get_by_label("The side that appeals").select_option("EW")
    page.get_by_label("Grounds of the appeal (Markdown)").fill("E and W say the revoke was **not** established.")
    page.get_by_role("button", name="Lodge the appeal").click()
    expect(page.locator("h1")).to_contain_text("Appeal")
    expect(page.locator(".grounds strong")).to_have_text("not")
    appeal_url = page.url
    log_out(page)

    log_in(page, "cora")
    page.goto(appeal_url)
    page.get_by_role("link", name="Decide this appeal").click()
    page.set_viewport_size({"width": 390, "height": 844})  # a referee's phone
    page.screenshot(path=str(screenshots / "appeal-decide-phone.png"), full_page=False)
    page.set_viewport_size({"width": 1200, "height": 900})
    page.get_by_label("Varied").check()
    page.get_by_label("Reasons (Markdown)").fill("The revoke was established; N and S should have deducted.")
    page.get_by_label("Finding 1 (revoke): the option elected").select_option("deduct_three")
    page.get_by_role("button", name="Decide").click()
    expect(page.locator(".outcome")).to_contain_text("Ruling varied")
    expect(page.get_by_role("heading", name="The ruling substituted")).to_be_visible()
    page.screenshot(path=str(screenshots / "appeal-record.png"), full_page=True)
    decision_link = page.locator("text=Filed in the knowledge base as").get_by_role("link")
    title = decision_link.inner_text()

    page.goto("/laws/club-1864/73/")
    expect(page.locator(".decisions").get_by_role("link", name=title)).to_be_visible()
    expect(page.locator(".appeal-figures")).to_contain_text("Heard 1: upheld 0, varied 1, reversed 0.")
    feed_href = page.locator('link[rel="alternate"][href$="73.atom"]').get_attribute("href")
    feed = ET.fromstring(page.request.get(feed_href).body())
    titles = [e.text for e in feed.iter("{http://www.w3.org/2005/Atom}title")]
    assert title in titles

    page.goto("/appeals/")
    page.get_by_label("Law (CODE:NUMBER)").fill("club-1864:73")
    page.get_by_label("Outcome").select_option("varied")
    page.get_by_role("button", name="Filter").click()
    expect(page.locator("main table tbody tr")).to_have_count(1)
    page.get_by_label("Outcome").select_option("reversed")
    page.get_by_role("button", name="Filter").click()
    expect(page.locator("main")).to_contain_text("No appeal to show.")
