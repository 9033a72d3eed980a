"""Our notes name the books, never the seed files: "(003 line 664)", "(seed 000)" and "the seed" are internal names."""

from __future__ import annotations

import re

import pytest

from decisions.models import Decision
from edition.models import Passage
from laws.books import in_readers_words
from laws.models import LawNote

pytestmark = pytest.mark.django_db

INTERNAL = re.compile(r"\bseeds?\b|\b\d{3} lines? \d|\d{3}_[0-9a-f]{16}")


def test_a_notes_seed_numbers_become_the_books():
    assert in_readers_words("Baldwin (003 line 439) reads") == "Baldwin (line 439 of its transcription) reads"
    assert in_readers_words("the Club Code (McIntosh, seed 000); its") == "the Club Code (McIntosh); its"
    assert in_readers_words("is garbled in the seed (") == "is garbled in the transcription ("
    assert (
        in_readers_words("(seed 002).")
        == "(The Encyclopaedia Britannica, “Whist” (9th edition, 1888, reprinted 1902))."
    )
    assert in_readers_words("a seedling") == "a seedling"


def test_no_page_with_our_notes_shows_a_seeds_name_or_number(client):
    notes = [n for n in LawNote.objects.select_related("law__code") if INTERNAL.search(n.text)]
    decisions = [
        d for d in Decision.objects.prefetch_related("notes") if any(INTERNAL.search(n.text) for n in d.notes.all())
    ]
    passages = [
        p for p in Passage.objects.prefetch_related("notes") if any(INTERNAL.search(n.text) for n in p.notes.all())
    ]
    assert notes and decisions and passages  # the notes this test is about are there to be shown
    pages = {"/decisions/authorities/", "/laws/club-1864/", "/laws/euchre-1888/", "/laws/american-1890/"}
    pages |= {"/laws/club-1864/glossary/witness/"}
    pages |= {url for n in notes for url in (n.law.get_absolute_url(), f"{n.law.get_absolute_url()}witnesses/")}
    pages |= {d.get_absolute_url() for d in decisions} | {f"{d.get_absolute_url()}witness/" for d in decisions}
    pages |= {p.get_absolute_url() for p in passages} | {f"{p.get_absolute_url()}witness/" for p in passages}
    for url in sorted(pages):
        text = re.sub(r"<[^>]+>", " ", client.get(url).content.decode())
        found = INTERNAL.search(text)
        assert not found, f"{url}: …{text[max(0, found.start() - 60) : found.end() + 20]}…"
