"""The casebook in a real browser: axe-core finds nothing on its pages, for a reader and for the committee, at
desktop and phone size; printed, it shows no navigation and starts each case on a page of its own."""

from __future__ import annotations

import json

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.casebook.conftest import build_year
from tests.e2e.axe import violations
from tests.factories import account

from .test_case_builder import log_in, make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def _check(page: Page, found: dict[str, object], who: str) -> None:
    year = timezone.localdate().year
    for path in ("/casebook/", f"/casebook/{year}/"):
        page.goto(path)
        expect(page.locator("main h1")).to_be_visible()
        for size in ({"width": 1280, "height": 900}, {"width": 390, "height": 844}):
            page.set_viewport_size(size)
            problems = violations(page)
            if problems:
                found[f"{path} at {size['width']}px for {who}"] = problems


def test_axe_finds_nothing_on_the_casebook_and_it_prints_a_case_to_a_page(page: Page, corpus, settings, tmp_path):
    settings.CASEBOOK_PDF_DIR = tmp_path
    make_user("chair", "committee")
    build_year(account("ref", "referee"), account("comm", "committee"))
    found: dict[str, object] = {}
    _check(page, found, "a reader")
    year = timezone.localdate().year
    expect(page.locator("article.casebook-case")).to_have_count(5)
    expect(page.locator(".casebook-case .dissent h4")).to_have_text(["Dissent of cy"])

    page.emulate_media(media="print")
    assert page.locator("header.site nav").is_hidden() and page.locator(".casebook-formats").is_hidden()
    breaks = page.eval_on_selector_all(
        "article.casebook-case, .casebook-index", "els => els.map(e => getComputedStyle(e).breakBefore)"
    )
    assert breaks == ["page"] * 6, breaks
    page.emulate_media(media="screen")

    # The links to the PDF and to the data answer what they say.
    pdf = page.request.get(f"/casebook/{year}.pdf")
    assert pdf.ok and pdf.headers["content-type"] == "application/pdf" and pdf.body().startswith(b"%PDF-")
    data = page.request.get(page.get_by_role("link", name="JSON", exact=True).get_attribute("href") or "")
    assert data.ok and data.json()["count"] == 5

    log_in(page, "chair")
    _check(page, found, "the committee")
    expect(page.locator("article.casebook-case .given")).to_have_count(3)  # the private case's too
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)
