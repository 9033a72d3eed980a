"""The printed parts of the law and code pages are rendered once, at corpus load, and never differ from their rows."""

from __future__ import annotations

import pytest

from laws.models import Code, CodePage, Law, LawPage
from laws.pages import PARTS, render_code_page, render_law_page

pytestmark = pytest.mark.django_db

# Laws with every kind of printed part: notes and a correction (club 44), variants, cross-references both ways,
# the concordance, passages and worked cases (club 72), etiquette, the laws of dummy, a law of euchre.
SAMPLE = [
    ("club-1864", "1"),
    ("club-1864", "44"),
    ("club-1864", "72"),
    ("club-1864", "dummy-1"),
    ("american-1890", "16"),
    ("euchre-1888", "62"),
]


@pytest.mark.parametrize("code,number", SAMPLE)
def test_a_stored_law_page_is_what_its_rows_render(code: str, number: str) -> None:
    law = Law.objects.select_related("code", "section", "page").get(code__slug=code, number=number)
    fresh = render_law_page(law)
    assert {p: getattr(law.page, p) for p in PARTS} == {p: getattr(fresh, p) for p in PARTS}


def test_every_law_and_code_has_its_stored_page() -> None:
    assert LawPage.objects.count() == Law.objects.count()
    assert CodePage.objects.count() == Code.objects.count()


def test_a_page_without_its_stored_parts_is_rendered_the_same_from_its_rows(client) -> None:  # type: ignore[no-untyped-def]
    stored = [client.get(url).content for url in ("/laws/club-1864/72/", "/laws/club-1864/")]
    LawPage.objects.filter(law__code__slug="club-1864", law__number="72").delete()
    CodePage.objects.filter(code__slug="club-1864").delete()
    assert [client.get(url).content for url in ("/laws/club-1864/72/", "/laws/club-1864/")] == stored
    code = Code.objects.get(slug="club-1864")
    assert render_code_page(code).content_html.count('<article class="law"') == code.laws.count()
