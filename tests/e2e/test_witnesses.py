"""A law's witnesses in a real browser: from the law page to the witnesses' lines, which are the seed's own."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import Page, expect

from corpus.witnesses import seed_lines
from laws.models import Law

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.skipif(not Path(settings.SEEDS_DIR).is_dir(), reason="the seed texts are not beside this checkout")
def test_a_laws_witness_view_shows_the_seeds_own_lines(page: Page):
    law = Law.objects.get(code__slug="club-1864", number="44")
    page.goto(law.get_absolute_url())
    page.locator("section.witness-links a").click()
    expect(page.locator("h1")).to_have_text("Law 44: the edition beside its witnesses")
    sections = page.locator("section.witness")
    expect(sections).to_have_count(law.sources.count())
    for i, source in enumerate(law.sources.all()):
        items = sections.nth(i).locator("ol.witness-lines > li")
        expect(items).to_have_count(source.line_end - source.line_start + 1)
        shown = items.evaluate_all("items => items.map(li => [li.value, li.textContent])")
        lines = seed_lines(Path(settings.SEEDS_DIR), source.seed)
        expected = [[n, lines[n - 1]] for n in range(source.line_start, source.line_end + 1)]
        assert shown == expected, source.seed
    # The correction of Baldwin's "VL" (clause VI) is marked on the copy-text's line.
    expect(sections.first.locator('li[value="558"] mark.differs')).to_have_text("VL")


def test_the_witnesses_read_on_a_phone(browser, live_server, corpus):  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=live_server.url, viewport={"width": 375, "height": 740})
    page = context.new_page()
    for path in ("/laws/club-1864/44/witnesses/", "/laws/club-1864/glossary/witness/"):
        page.goto(path)
        expect(page.locator("section.witness").first).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 375, path
        edition, witness = page.locator(".edition-side").first, page.locator(".witness-side").first
        assert edition.bounding_box()["y"] < witness.bounding_box()["y"], path  # one above the other on a phone
    context.close()
