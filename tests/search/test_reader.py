"""Search as a reader meets it: the game's thesaurus, misspellings searched, ordinary English left
alone, no file names in snippets, commentary called commentary, and an
index that follows its database wherever var/ is copied."""

from __future__ import annotations

import re
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from rest_framework.test import APIClient

from committee.services import commentary_save
from committee.subjects import law_subject
from laws.models import Law
from search import thesaurus
from search.analysis import terms
from search.sync import sqlite_mark

API = "/api/v1/search/"
SEED_FILE_RE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")


def answer(q: str, **params: str) -> dict[str, object]:
    response = APIClient().get(API, {"q": q, **params})
    assert response.status_code == 200, response.json()
    return response.json()  # type: ignore[no-any-return]


def urls(data: dict[str, object]) -> list[str]:
    return [str(h["url"]) for h in data["results"]]  # type: ignore[attr-defined, index]


@pytest.mark.django_db
def test_every_thesaurus_entry_names_a_law_printing_the_books_words() -> None:
    entries = thesaurus.read(thesaurus.path().read_text(encoding="utf-8"))
    assert len(entries) >= 15
    for entry in entries:
        code, number = entry.example.split(":")
        law = Law.objects.get(code__slug=code, number=number)
        printed = set(terms(law.full_text()))
        assert any(set(terms(book)) <= printed for book in entry.books), (entry.line, entry.books, entry.example)


def test_a_thesaurus_line_that_cannot_be_read_is_named() -> None:
    with pytest.raises(thesaurus.ThesaurusError, match="line 2"):
        thesaurus.read("# a comment\nspectator bystander | club-1864:88\n")


@pytest.mark.django_db
def test_the_books_words_are_searched_and_shown(client, index_dir) -> None:  # type: ignore[no-untyped-def]
    data = answer("spectator")
    assert data["also_searched"] == ["bystander"]
    assert urls(data)[0] == "/laws/club-1864/88/"
    assert "<mark>bystander</mark>" in str(data["results"][0]["snippet"])  # type: ignore[index]
    page = client.get("/search/", {"q": "spectator"}).content.decode()
    assert "Also searched, as the books print it:" in page and ">bystander</a>" in page


@pytest.mark.django_db
def test_a_misspelt_word_is_searched_as_the_word_meant_with_a_way_back(client, index_dir) -> None:  # type: ignore[no-untyped-def]
    data = answer("renounse")
    assert (data["suggestion"], data["corrected"]) == ("renounce", True)
    assert data["query"] == "renounse" and data["count"] > 0
    as_typed = answer("renounse", as_typed="1")
    assert (as_typed["count"], as_typed["suggestion"], as_typed["corrected"]) == (0, "renounce", False)
    page = client.get("/search/", {"q": "renounse"}).content.decode()
    assert "these are the results for <strong>renounce</strong>" in page
    assert 'href="?q=renounse&amp;as_typed=1"' in page


@pytest.mark.django_db
def test_as_typed_that_is_no_flag_is_a_400_naming_it(index_dir) -> None:  # type: ignore[no-untyped-def]
    response = APIClient().get(API, {"q": "renounse", "as_typed": "maybe"})
    assert response.status_code == 400 and "as_typed" in response.json()


@pytest.mark.django_db
@pytest.mark.parametrize("word", ["middle", "remedy", "giraffe"])
def test_an_ordinary_english_word_is_not_corrected_into_a_book_word(index_dir, word) -> None:  # type: ignore[no-untyped-def]
    data = answer(word)
    assert (data["suggestion"], data["corrected"]) == (None, False)


@pytest.mark.django_db
def test_no_snippet_shows_a_seed_files_name(index_dir) -> None:  # type: ignore[no-untyped-def]
    for q in ("revoke", "deal", "trick", "card"):
        for hit in answer(q, page_size="100")["results"]:  # type: ignore[attr-defined]
            assert not SEED_FILE_RE.search(str(hit["snippet"])), (q, hit["url"], hit["snippet"])


@pytest.mark.django_db
def test_commentary_is_labelled_commentary_and_its_snippet_is_text(client, index_dir, committee) -> None:  # type: ignore[no-untyped-def]
    text = "**Quixotically** severe: see [the revoke](/laws/club-1864/71/) and _Law 73_."
    commentary_save(subject=law_subject("club-1864", "72"), by=committee, text=text, message="", version=0)
    hit = answer("quixotically")["results"][0]  # type: ignore[index]
    assert hit["type"] == "commentary"
    assert str(hit["snippet"]) == "<mark>Quixotically</mark> severe: see the revoke and Law 73."
    page = client.get("/search/", {"q": "quixotically"}).content.decode()
    assert "the committee’s commentary" in page and "**" not in page
    assert ">Commentary</a> (1)" in page


def test_a_copied_database_is_the_same_database_to_its_index(tmp_path: Path) -> None:
    first, moved, other = tmp_path / "var" / "db.sqlite3", tmp_path / "elsewhere" / "db.sqlite3", tmp_path / "o.db"
    first.parent.mkdir()
    with closing(sqlite3.connect(first)) as db:
        db.execute("CREATE TABLE t (x)")
        mark = sqlite_mark(db.cursor())
        db.commit()
    shutil.copytree(first.parent, moved.parent)
    with closing(sqlite3.connect(moved)) as db:
        assert sqlite_mark(db.cursor()) == mark != 0
    with closing(sqlite3.connect(other)) as db:
        db.execute("CREATE TABLE t (x)")
        assert sqlite_mark(db.cursor()) not in (0, mark)
