"""McIntosh's glossary of whist terms, printed with the Club Code (seed 000): one witness, damaged."""

import pytest

from laws.models import GlossaryTerm

pytestmark = pytest.mark.django_db


def terms() -> dict[str, GlossaryTerm]:
    return {
        t.slug: t for t in GlossaryTerm.objects.filter(code__slug="club-1864", glossary__slug="glossary-of-whist-terms")
    }


def test_the_glossary_defines_the_terms_of_the_laws_as_printed():
    glossary = terms()
    assert len(glossary) == 60
    assert glossary["quitted"].text == (
        "A trick is said to be quitted when the four cards constituting it have been gathered up, turned on the"
        " table, and left."
    )
    assert glossary["revoke"].text == "To play a card of another suit though holding a card of the suit led."
    assert glossary["renounce"].text == "To play a card of another suit than that led, holding none of the latter."
    assert glossary["eldest-hand"].text == "The player on the dealer's left hand."


def test_every_term_carries_its_source_in_the_glossary_pages():
    for term in terms().values():
        assert term.seed == "000_fc39cd461ed2bee3.txt"
        assert 2644 <= term.line_start <= term.line_end <= 2877, term.slug
    assert terms()["weak-suit"].page == "67" and terms()["bumper"].page == ""  # no page number before line 2682


def test_damaged_words_are_bracketed_and_noted_never_guessed_silently():
    glossary = terms()
    damaged = {slug for slug, t in glossary.items() if t.damage}
    assert damaged == {"conventional-signals", "echo-the", "lead-the", "quitted", "trick-a"} | {
        # the OCR's misreadings of these, listed in their notes (tests/edition/test_conjectures.py)
        *("bumper", "honors", "long-suit", "make", "seesaw", "strong-suit", "tierce-major", "trumps")
    }
    assert glossary["conventional-signals"].title == "Convention[a]l signals"
    assert glossary["echo-the"].title == "Echo, the"
    assert '"Echo^ TAd—"' in glossary["echo-the"].damage


def test_the_code_page_shows_the_glossary_with_its_damage_notes(client):
    html = client.get("/laws/club-1864/").content.decode()
    assert 'id="term-eldest-hand"' in html and "<h2>Glossary of Terms Used in the Game of Whist</h2>" in html
    assert html.count("Damaged print") >= 6
    assert "&quot;tesary of Terms Used in the Same of Whist&quot;" in html  # the heading's own damage note


def test_the_american_code_page_sends_the_reader_to_the_whist_glossary(client):
    html = client.get("/laws/american-1890/").content.decode()
    assert 'href="/laws/club-1864/#glossary"' in html
    club = client.get("/laws/club-1864/").content.decode()
    assert club.count('id="glossary"') == 1
