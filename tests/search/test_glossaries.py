"""A code's glossaries in search, each keyed by the book that prints it: Clay's technical terms beside McIntosh's."""

import pytest

pytestmark = pytest.mark.django_db

API = "/api/v1/search/"


def test_bumper_finds_clays_entry_first_and_its_witness_shows_it(client, index_dir):
    data = client.get(API, {"q": "bumper"}).json()
    urls = [r["url"] for r in data["results"]]
    # Clay's list is printed with the code's copy-text (Baldwin, 1870), McIntosh's with a later witness (1887).
    assert urls[:2] == ["/laws/club-1864/#term-clay-bumper", "/laws/club-1864/#term-bumper"], urls
    assert data["results"][0]["type"] == "term" and data["results"][0]["match"] == "defines"
    code_page = client.get("/laws/club-1864/").content.decode()
    entry = code_page.split('id="term-clay-bumper"')[1].split("</dd>")[0]
    assert "A rubber of eight points; i.e., one in which the adversaries have not scored." in entry
    witness = client.get("/laws/club-1864/glossary/clay-explanation-of-technical-terms/witness/").content.decode()
    beside = witness.split('id="term-clay-bumper"')[1].split('class="witness"')[0]
    assert "1157" in beside and "adversaries" in beside and "Baldwin" in witness
