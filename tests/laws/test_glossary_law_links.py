"""Each glossary entry links the laws of its code whose words hold its term (laws/term_uses.py): Clay's entries as
McIntosh's, found in the printed laws, never written by hand."""

import re

import pytest

from laws.term_uses import headword_forms

pytestmark = pytest.mark.django_db


def entry(page: str, slug: str) -> str:
    return page.split(f'id="term-{slug}"')[1].split("</dd>")[0]


def linked_laws(entry_html: str) -> list[str]:
    uses = re.search(r'<p class="term-laws">(.*?)</p>', entry_html)
    assert uses, entry_html
    return re.findall(r'<a href="(/laws/[^"]+)">', uses.group(1))


def test_clays_revoke_links_the_revoke_laws_and_dummys(client):
    page = client.get("/laws/club-1864/").content.decode()
    laws = linked_laws(entry(page, "clay-revoke"))
    assert {"/laws/club-1864/72/", "/laws/club-1864/73/", "/laws/club-1864/dummy-2/"} <= set(laws), laws
    assert "Dummy, Law II</a>" in entry(page, "clay-revoke")
    # The same term in McIntosh's glossary links the same laws.
    assert linked_laws(entry(page, "revoke")) == laws


def test_an_entry_links_only_laws_whose_words_hold_the_term(client):
    page = client.get("/laws/club-1864/").content.decode()
    assert linked_laws(entry(page, "clay-renounce")) == ["/laws/club-1864/74/", "/laws/club-1864/76/"]
    for law in linked_laws(entry(page, "quitted")):
        assert "quitted" in client.get(law).content.decode().lower(), law
    assert 'class="term-laws"' not in entry(page, "clay-tenace")  # a term of play, in no law


def test_euchres_glossary_links_its_own_laws(client):
    page = client.get("/laws/euchre-1888/").content.decode()
    laws = linked_laws(entry(page, "alone"))
    assert laws and all(law.startswith("/laws/euchre-1888/") for law in laws)


@pytest.mark.parametrize(
    ("title", "forms"),
    [
        ("Revoke", ["revoke"]),
        ("Echo, the", ["echo"]),
        ("Losing card, a", ["losing card"]),
        ("To establish a suit", ["establish a suit"]),
        ("Long trump or trumps", ["long trump", "long trumps"]),
        ('"Right Bower," or "Right,"', ["right bower"]),
        ('A "Lay Card," or an "Outsider,"', ["lay card", "outsider"]),
        ('"Love Game," "Slam," or "Double,"', ["love game", "slam", "double"]),
        ("Convention[a]l signals", ["conventional signals"]),
        ("Ruff, or to ruff, or to trump", ["ruff", "trump"]),
    ],
)
def test_a_headword_is_read_as_the_glossary_prints_it(title, forms):
    assert headword_forms(title) == forms
