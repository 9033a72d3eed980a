"""Each law's page offers its witnesses: the edition's text beside each witness's own lines, the
differences marked, with the notes that explain the departures; a printed decision likewise."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from django.conf import settings

from corpus.provenance import SourceRef, parse_source
from corpus.witnesses import witness_lines
from decisions.models import Decision
from edition.beside import DIFFERS, set_beside
from edition.models import Passage
from laws.models import GlossaryTerm, Law, Section

pytestmark = pytest.mark.django_db

SEED_NAME = re.compile(r"\d{3}_[0-9a-f]{16}")
LINE = re.compile(r'<li value="(\d+)"><span class="ocr">(.*?)</span></li>', re.S)


def shown_lines(page: str) -> list[tuple[int, str]]:
    return [(int(n), html.unescape(re.sub(r"<[^>]+>", "", body))) for n, body in LINE.findall(page)]


def test_the_law_page_links_its_witnesses_by_the_books_names(client):
    page = client.get("/laws/club-1864/29/").content.decode()
    assert 'href="/laws/club-1864/29/witnesses/"' in page
    assert "J. L. Baldwin, The Laws of Short Whist (1870)" in page.split('id="witnesses-heading"')[1]
    # Each source, named by its book, leads to that witness's own lines.
    sources = page.split('class="sources"')[1]
    for n in (1, 2, 3):
        assert f'href="/laws/club-1864/29/witnesses/#witness-{n}"' in sources


def test_each_witness_is_shown_line_by_line_as_the_corpus_keeps_it(client):
    law = Law.objects.get(code__slug="club-1864", number="44")
    page = client.get("/laws/club-1864/44/witnesses/").content.decode()
    expected = [
        line
        for s in law.sources.all()
        for line in witness_lines(Path(settings.CORPUS_DIR), SourceRef(s.seed, s.line_start, s.line_end))
    ]
    assert len(law.sources.all()) == 3 and shown_lines(page) == expected
    assert not SEED_NAME.search(page)  # the witnesses are named as the edition names them, never by file


def test_a_correction_is_marked_in_both_texts_and_explained_beside_them(client):
    page = client.get("/laws/club-1864/29/witnesses/").content.decode()
    baldwin = page.split('id="witness-2"')[0]
    assert '<mark class="differs">82,</mark>' in baldwin and '<mark class="differs">32,</mark>' in baldwin
    assert "Correction" in baldwin and "reads 3 as 8" in baldwin
    assert '<li value="439">' in baldwin
    encyclopaedia = page.split('id="witness-2"')[1].split('id="witness-3"')[0]
    assert "the words agree" in encyclopaedia and "Correction" not in encyclopaedia


def test_a_variant_reading_is_given_with_the_witness_that_has_it(client):
    page = client.get("/laws/club-1864/double-dummy/witnesses/").content.decode()
    encyclopaedia = page.split("The Encyclopaedia Britannica")[1].split('class="witness"')[0]
    assert "Variant reading" in encyclopaedia and "[This] is played by two players" in encyclopaedia


def test_words_that_agree_are_not_marked_whatever_the_stops_and_line_ends():
    # McIntosh's Law 1 (000 lines 744-747): "the third game is not\nplayed." and no stop after "games".
    beside = set_beside(
        [
            "The rubber is the best of three games. If the first two games be won by the same players, the third"
            " game is not played."
        ],
        SourceRef("000_fc39cd461ed2bee3.txt", 744, 747),
    )
    assert beside.differences == 0
    assert not [p for para in beside.edition for p in para if p.mark == DIFFERS]


def test_a_printed_decision_is_set_beside_its_one_witness(client):
    decision = Decision.objects.get(slug="clay-case-18")
    page = client.get("/decisions/clay-case-18/").content.decode()
    assert 'href="/decisions/clay-case-18/witness/"' in page
    page = client.get("/decisions/clay-case-18/witness/").content.decode()
    ref = SourceRef(decision.seed, decision.line_start, decision.line_end)
    assert shown_lines(page) == witness_lines(Path(settings.CORPUS_DIR), ref)
    assert '<mark class="differs">#0</mark>' in page and "Damaged print" in page
    assert not SEED_NAME.search(page)


def test_a_text_is_set_beside_its_lines_with_its_corrections(client):
    passage = Passage.objects.get(slug="clay-dummy-in-algiers")
    assert 'href="/texts/clay-dummy-in-algiers/witness/"' in client.get(passage.get_absolute_url()).content.decode()
    page = client.get("/texts/clay-dummy-in-algiers/witness/").content.decode()
    (source,) = passage.sources()
    assert shown_lines(page) == witness_lines(Path(settings.CORPUS_DIR), parse_source(source))
    assert '<mark class="differs">rrand</mark>' in page and '<mark class="differs">paints</mark>' in page
    assert "Damaged print" in page and "Correction" in page and not SEED_NAME.search(page)


def test_the_glossary_is_set_beside_its_lines_entry_by_entry(client):
    code_page = client.get("/laws/club-1864/").content.decode()
    assert 'href="/laws/club-1864/glossary/witness/"' in code_page.split('id="glossary"')[1]
    page = client.get("/laws/club-1864/glossary/witness/").content.decode()
    terms = GlossaryTerm.objects.filter(code__slug="club-1864", glossary__slug="glossary-of-whist-terms")
    heading = parse_source(Section.objects.get(code__slug="club-1864", slug="glossary-of-whist-terms").source)
    expected = witness_lines(Path(settings.CORPUS_DIR), heading) + [
        line
        for t in terms
        for line in witness_lines(Path(settings.CORPUS_DIR), SourceRef(t.seed, t.line_start, t.line_end))
    ]
    assert len(terms) == 60 and shown_lines(page) == expected
    # "Echo, the" is corrected from the scan's "TAd", without brackets, and the note says why.
    echo = page.split('id="term-echo-the"')[1].split('class="witness"')[0]
    assert '<mark class="differs">TAd</mark>' in echo and "it is corrected, not supplied" in echo
    # The heading's "Glossary" is read from the scan's "tesary"; "[a]" is the one letter the scan lacks.
    assert '<mark class="differs">tesary</mark>' in page.split('id="heading"')[1].split('class="witness"')[0]
    assert "Convention[a]l signals" in page and "A. J. McIntosh, The Laws of Whist (Utica, 1887)" in page
    assert not SEED_NAME.search(page)


def test_clays_technical_terms_are_a_glossary_of_their_own_beside_their_own_lines(client):
    clay = Section.objects.get(code__slug="club-1864", slug="clay-explanation-of-technical-terms")
    terms = list(clay.terms.all())
    assert [t.title for t in terms[:3]] == ["Ace second", "Bumper", "To establish a suit"] and len(terms) == 21
    assert {t.seed for t in terms} == {"003_f012a884a77afba3.txt"} and {t.page for t in terms} == {"23", "24", "25"}
    code_page = client.get("/laws/club-1864/").content.decode()
    section = code_page.split('id="clay-explanation-of-technical-terms"')[1].split("</section>")[0]
    assert "<h2>Explanation of Technical Terms</h2>" in section and 'id="term-clay-revoke"' in section
    assert 'href="/laws/club-1864/glossary/clay-explanation-of-technical-terms/witness/"' in section
    assert code_page.count('id="glossary"') == 1  # McIntosh's, where the other codes link
    page = client.get("/laws/club-1864/glossary/clay-explanation-of-technical-terms/witness/").content.decode()
    expected = witness_lines(Path(settings.CORPUS_DIR), parse_source(clay.source)) + [
        line
        for t in terms
        for line in witness_lines(Path(settings.CORPUS_DIR), SourceRef(t.seed, t.line_start, t.line_end))
    ]
    assert shown_lines(page) == expected and page.count('class="witness"') == 22
    bumper = page.split('id="term-clay-bumper"')[1].split('class="witness"')[0]
    assert "one in which the adversaries have" in bumper and "J. L. Baldwin" in page
    finesse = page.split('id="term-clay-finesse"')[1].split('class="witness"')[0]
    assert '<p class="note-kind">Conjecture</p>' in finesse and '<mark class="differs">yesan.</mark>' in finesse
    assert 'href="/laws/club-1864/#clay-explanation-of-technical-terms"' in page
    assert client.get("/laws/club-1864/glossary/no-such-heading/witness/").status_code == 404


def test_the_euchre_terms_are_set_beside_their_lines_and_a_code_without_a_glossary_has_none(client):
    page = client.get("/laws/euchre-1888/glossary/witness/").content.decode()
    assert page.count('class="witness"') == GlossaryTerm.objects.filter(code__slug="euchre-1888").count() == 17
    assert 'href="/laws/euchre-1888/glossary/witness/"' in client.get("/laws/euchre-1888/").content.decode()
    assert client.get("/laws/american-1890/glossary/witness/").status_code == 404


def test_a_law_or_decision_that_is_not_there_is_a_plain_404(client):
    assert client.get("/laws/club-1864/999/witnesses/").status_code == 404
    assert client.get("/decisions/no-such-decision/witness/").status_code == 404
    assert client.get("/texts/no-such-text/witness/").status_code == 404
    assert client.get("/laws/no-such-code/glossary/witness/").status_code == 404
