"""The reading pages: codes, a code, a law."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_home_lists_the_three_codes(client):
    html = client.get("/").content.decode()
    for slug in ("club-1864", "american-1890", "euchre-1888"):
        assert f"/laws/{slug}/" in html


def test_code_page_shows_sections_and_laws(client):
    r = client.get("/laws/euchre-1888/")
    assert r.status_code == 200
    html = r.content.decode()
    assert 'id="the-revoke"' in html and 'id="law-62"' in html
    assert "Technical Terms Used in Euchre</h2>" in html and 'id="term-right-bower"' in html


def test_law_page_shows_clauses_notes_sources_and_neighbours(client):
    html = client.get("/laws/club-1864/72/").content.decode()
    assert 'id="clause-V"' in html
    assert "J. L. Baldwin, The Laws of Short Whist (1870)" in html and "Copy-text" in html
    assert 'rel="prev" href="/laws/club-1864/71/"' in html
    assert 'rel="next" href="/laws/club-1864/73/"' in html


def test_law_page_links_references_both_ways(client):
    html = client.get("/laws/american-1890/13/").content.decode()
    assert '<a class="law-ref" href="/laws/american-1890/18/">Law 18</a>' in html
    html = client.get("/laws/american-1890/18/").content.decode()
    assert "Referred to by" in html and "/laws/american-1890/13/" in html


def test_external_reference_is_not_linked(client):
    html = client.get("/laws/american-1890/7/").content.decode()
    assert '<cite class="external"' in html
    assert 'href="/laws/american-1890/26/"' not in html


def test_corrected_reference_links_to_the_law_meant(client):
    html = client.get("/laws/club-1864/29/").content.decode()
    assert '<a class="law-ref" href="/laws/club-1864/32/">Rule 32</a>' in html


def test_variant_readings_are_shown(client):
    html = client.get("/laws/club-1864/73/").content.decode()
    assert "Variant readings" in html and "from the trick" in html


def test_unknown_law_is_a_404_page(client):
    r = client.get("/laws/club-1864/999/")
    assert r.status_code == 404
    assert "Not found" in r.content.decode()
    assert client.get("/laws/no-such-code/").status_code == 404


def test_pages_carry_no_inline_script(client):
    for url in ["/", "/laws/club-1864/", "/laws/club-1864/56/", reverse("decisions:list")]:
        html = client.get(url).content.decode()
        assert "<script>" not in html and "onclick=" not in html and "javascript:" not in html


@pytest.mark.parametrize("size", [5], indirect=True)
def test_law_page_shows_the_first_decisions_and_links_to_all(client, size):
    from decisions.models import Decision
    from decisions.under_law import FIRST_DECISIONS
    from laws.models import Law

    law = Law.objects.get(code__slug="club-1864", number="72")
    total = Decision.objects.under_law(law).count()
    assert total > FIRST_DECISIONS
    html = client.get("/laws/club-1864/72/").content.decode()
    shown = html.split('class="decision-list"')[1].split("</ul>")[0]
    assert shown.count("<li>") == FIRST_DECISIONS
    assert f'href="/decisions/?law=club-1864%3A72">All {total} decisions under Law 72' in html
    listed = client.get("/decisions/?law=club-1864:72").content.decode()
    assert f"{total} decisions" in listed
