"""The front matter of the codes and Clay's passages on the laws: their words, sources and pages."""

import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils.html import escape

from edition.models import Passage

pytestmark = pytest.mark.django_db

# Words each text must carry exactly as printed (checked against the seeds by a reader).
PRINTED = {
    "euchre-preface": "the penalties commensurate with the advantage which might be gained by the error",
    "clay-dummy-deals-a-penalty": "This is a penalty—not a privilege.",
    "clay-fair-intimation": "It is fair to give to your partner any intimation which could be given if the cards",
    "clay-ask-your-partner": "never fail to ask him whether he is sure that he has none of it",
    "baldwin-to-whist-players": "That the Laws of Short Whist, as framed by the Whist Committee, and edited by John",
    "baldwin-to-the-public": 'the Laws have now been adopted by "Sixty-one,"',
    "american-whist-preface": "The laws of American Whist are yet to be written",
    "encyclopaedia-history-of-the-laws": "In 1863 the Turf Club undertook to frame a more comprehensive code",
    "encyclopaedia-signature-and-credit": "From the club code, edited by J. L. Baldwin, by permission of Messrs.",
    "baldwin-title-page-and-clubs": "Is that the Law?\nThyself shalt see the Act.",
    "mcintosh-preface-knowledge-of-the-laws": "Knowledge of whist laws can only be acquired by knowledge of the",
    "mcintosh-different-games-of-whist": "Long whist, 7 point, not scoring honors. (Not in favor.)",
    "mcintosh-introduction-to-the-club-code": "(The foot notes are added by the author, and embrace all the",
    "mcintosh-etiquette-your-partners-hand": "Always play to the score.",
    "mcintosh-etiquette-choosing-a-table": "you should not force yourself into a full set of good players",
    "mcintosh-etiquette-forbearance": "Exercise a kind forbearance toward your partner.",
    "mcintosh-short-history-of-whist": "At Short Whist, players who are at four cannot score honors.",
    "mcintosh-trumps-not-in-one-place": "as trumps at the back or front of the hand as the adversaries would be liable soon",
    "clay-count-your-cards": "Count your cards before playing to the first trick.",
    "clay-sorting-your-cards": "Avoid getting into any particular habit of sorting your cards",
    "clay-remember-the-trump-card": "Be sure to remember the trump card, however low its value.",
    "clay-ask-that-they-be-placed": "If you have omitted to notice how the cards fell to a trick, ask that they be placed.",
    "clay-asking-for-trumps-is-fair": "Asking for trumps, is then a conventional sign, like any other",
    "clay-dummy-in-algiers": "Some few years back I passed a winter in Algiers",
}


def test_every_text_is_loaded_with_its_source_and_its_printed_words():
    passages = {p.slug: p for p in Passage.objects.all()}
    assert set(passages) == set(PRINTED)
    for slug, words in PRINTED.items():
        assert words in passages[slug].text, slug
        assert passages[slug].sources(), slug


def test_every_text_has_its_page_with_its_source_in_words(client, django_assert_max_num_queries):
    for passage in Passage.objects.all():
        with django_assert_max_num_queries(8):
            html = client.get(passage.get_absolute_url()).content.decode()
        assert escape(passage.title) in html
        assert "of the transcription" in html and ".txt" not in html


def test_the_code_pages_list_their_front_matter(client):
    club = client.get("/laws/club-1864/").content.decode()
    assert 'href="/texts/baldwin-to-whist-players/"' in club and 'href="/texts/baldwin-to-the-public/"' in club
    assert 'href="/texts/encyclopaedia-history-of-the-laws/"' in club
    assert 'href="/texts/clay-dummy-deals-a-penalty/"' not in club  # commentary goes on the law it bears on
    assert 'href="/texts/euchre-preface/"' in client.get("/laws/euchre-1888/").content.decode()
    assert 'href="/texts/american-whist-preface/"' in client.get("/laws/american-1890/").content.decode()


def test_clays_passages_are_on_the_pages_of_the_laws_they_bear_on(client):
    for url, slug in (
        ("/laws/club-1864/dummy-1/", "clay-dummy-deals-a-penalty"),
        ("/laws/club-1864/etiquette-3/", "clay-fair-intimation"),
        ("/laws/club-1864/74/", "clay-ask-your-partner"),
        ("/laws/club-1864/46/", "clay-count-your-cards"),
        ("/laws/club-1864/44/", "clay-count-your-cards"),
        ("/laws/club-1864/etiquette-3/", "clay-sorting-your-cards"),
        ("/laws/club-1864/85/", "clay-ask-that-they-be-placed"),
        ("/laws/club-1864/53/", "clay-remember-the-trump-card"),
        ("/laws/club-1864/etiquette-2/", "clay-asking-for-trumps-is-fair"),
        ("/laws/club-1864/dummy-1/", "clay-dummy-in-algiers"),
        ("/laws/club-1864/etiquette-3/", "mcintosh-etiquette-your-partners-hand"),
        ("/laws/club-1864/16/", "mcintosh-etiquette-choosing-a-table"),
        ("/laws/club-1864/etiquette-6/", "mcintosh-etiquette-forbearance"),
        ("/laws/club-1864/4/", "mcintosh-short-history-of-whist"),
        ("/laws/club-1864/3/", "mcintosh-different-games-of-whist"),
        ("/laws/club-1864/etiquette-3/", "mcintosh-trumps-not-in-one-place"),
    ):
        html = client.get(url).content.decode()
        assert "Passages bearing on this law" in html and f'href="/texts/{slug}/"' in html, url
    page = client.get("/texts/clay-ask-your-partner/").content.decode()
    assert 'href="/laws/club-1864/74/"' in page


def test_the_damaged_names_are_marked_and_noted():
    passage = Passage.objects.get(slug="baldwin-to-whist-players")
    assert "H. M. R[...], Esq." in passage.text
    notes = list(passage.notes.all())
    assert [n.kind for n in notes] == ["damage", "conjecture", "conjecture", "conjecture", "correction"]
    assert '"G. Bentinox" (Bentinck)' in notes[0].text
    assert [n.text.split(":")[0] for n in notes[1:4]] == ['"Bushe"', '"Knightley"', '"Colonel Pipon"']


def test_a_conjecture_is_headed_so_on_the_text_and_witness_pages(client):
    page = client.get("/texts/baldwin-to-whist-players/").content.decode()
    assert page.count('<p class="note-kind">Conjecture</p>') == 3
    witness = client.get("/texts/baldwin-to-whist-players/witness/").content.decode()
    assert witness.count('<p class="note-kind">Conjecture</p>') == 3
    signature = client.get("/texts/encyclopaedia-signature-and-credit/").content.decode()
    assert "The edition's note" in signature and "Editor's note" not in signature


def test_a_text_without_its_source_is_refused_with_file_and_line(tmp_path):
    corpus = tmp_path / "corpus"
    shutil.copytree(settings.CORPUS_DIR, corpus, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    path = corpus / "texts" / "clay.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("source: 003_f012a884a77afba3.txt lines 1669-1672 page 85\n", "")
    )
    before = Passage.objects.count()
    with pytest.raises(CommandError) as exc:
        call_command("load_corpus", corpus=corpus, verbosity=0)
    assert f"{Path('texts') / 'clay.txt'}, line" in str(exc.value) and "'source' is required" in str(exc.value)
    assert Passage.objects.count() == before
