"""Front matter and Clay's passages in search: indexed as passages, kept current through the outbox."""

import pytest
from django.db import transaction

from edition.models import Passage, PassageNote
from search.models import IndexChange

pytestmark = pytest.mark.django_db

API = "/api/v1/search/"


def test_front_matter_and_passages_are_found_by_their_words(client, index_dir):
    # A phrase of every text of corpus/texts/, each found first among the passages.
    searched = set()
    for words, slug in (
        ("penalty not a privilege", "clay-dummy-deals-a-penalty"),
        ("kick your partner under the table", "clay-fair-intimation"),
        ("neglected this precaution", "clay-ask-your-partner"),
        ("commensurate with the advantage", "euchre-preface"),
        ("Arlington Club resolution", "baldwin-to-whist-players"),
        ("adopted by Sixty-one", "baldwin-to-the-public"),
        ("Cis-Atlantic", "american-whist-preface"),
        ("Saunders's Chocolate Houses", "encyclopaedia-history-of-the-laws"),
        ("De La Rue", "encyclopaedia-signature-and-credit"),
        ("Thyself shalt see the Act", "baldwin-title-page-and-clubs"),
        ("author's apology for this work", "mcintosh-preface-knowledge-of-the-laws"),
        ("whist of Hoyle nearly obsolete", "mcintosh-different-games-of-whist"),
        ("foot notes are added by the author", "mcintosh-introduction-to-the-club-code"),
        ("lost in your own hand", "mcintosh-etiquette-your-partners-hand"),
        ("full set of indifferent players", "mcintosh-etiquette-choosing-a-table"),
        ("kind forbearance toward your partner", "mcintosh-etiquette-forbearance"),
        ("Cotton's Compleat Gamester", "mcintosh-short-history-of-whist"),
        ("trumps at the back or front of the hand", "mcintosh-trumps-not-in-one-place"),
        ("count your cards before playing to the first trick", "clay-count-your-cards"),
        ("habit of sorting your cards", "clay-sorting-your-cards"),
        ("remember the trump card however low", "clay-remember-the-trump-card"),
        ("how the cards fell to a trick", "clay-ask-that-they-be-placed"),
        ("shrewd adversary", "clay-asking-for-trumps-is-fair"),
        ("winter in Algiers", "clay-dummy-in-algiers"),
    ):
        data = client.get(API, {"q": words, "type": "passage"}).json()
        assert [r["slug"] for r in data["results"]][:1] == [slug], (words, data["results"])
        assert data["results"][0]["url"] == f"/texts/{slug}/"
        searched.add(slug)
    assert searched == set(Passage.objects.values_list("slug", flat=True))


def test_a_passage_is_found_under_the_law_it_bears_on(client, index_dir):
    data = client.get(API, {"q": "law 74", "code": "club-1864"}).json()
    assert "clay-ask-your-partner" in [r.get("slug") for r in data["results"]]
    page = client.get("/search/", {"q": "privilege"}).content.decode()
    assert 'href="/texts/clay-dummy-deals-a-penalty/"' in page and "front matter and passages" in page.lower()


def test_a_passage_and_its_notes_saved_together_are_one_change(client, index_dir):
    mark = IndexChange.objects.high_water()
    passage = Passage.objects.get(slug="clay-ask-your-partner")
    with transaction.atomic():
        passage.text += " A sentence the committee added for the test: quodlibet."
        passage.save()
        PassageNote.objects.create(passage=passage, kind="editor", text="A note.", position=9)
    changes = list(IndexChange.objects.after(mark).values_list("doc_type", "key", "action"))
    assert changes == [("passage", str(passage.pk), "upsert")]
    data = client.get(API, {"q": "quodlibet"}).json()
    assert [r["slug"] for r in data["results"]] == ["clay-ask-your-partner"]
