"""An entry the committee adds to the game's thesaurus on the site is searched at once: it reaches the index
through the outbox, a rebuilt index holds it, the database fallback applies it, and a withdrawn one is
searched no more."""

from __future__ import annotations

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from committee.thesaurus import entry_add, entry_withdraw
from search import index, sync

pytestmark = pytest.mark.django_db

LAW_88 = "/laws/club-1864/88/"


def answer(q: str) -> dict[str, object]:
    response = APIClient().get("/api/v1/search/", {"q": q})
    assert response.status_code == 200, response.json()
    return response.json()  # type: ignore[no-any-return]


def first(data: dict[str, object]) -> str:
    return str(data["results"][0]["url"]) if data["results"] else ""  # type: ignore[index]


def test_an_entry_added_on_the_page_makes_the_referee_s_word_find_the_law(client, committee, index_dir) -> None:  # type: ignore[no-untyped-def]
    before = answer("gawker")
    assert before["also_searched"] == [] and first(before) != LAW_88
    client.force_login(committee)
    added = client.post(
        "/thesaurus/new/",
        {"everyday": "gawker", "books": "bystander", "example": "club-1864:88", "message": "", "version": 0},
    )
    assert added.status_code == 302
    after = answer("gawker")
    assert after["also_searched"] == ["bystander"]
    assert first(after) == LAW_88
    page = client.get("/search/", {"q": "gawker"}).content.decode()
    assert "Also searched, as the books print it:" in page and ">bystander</a>" in page


def test_a_withdrawn_entry_is_searched_no_more(committee, index_dir) -> None:  # type: ignore[no-untyped-def]
    entry = entry_add(by=committee, everyday="gawker", books="bystander", example="club-1864:88")
    assert first(answer("gawker")) == LAW_88
    entry_withdraw(entry=entry, by=committee, message="Not our word.", version=1)
    assert answer("gawker")["also_searched"] == []


def test_another_node_catches_up_and_a_rebuilt_index_holds_the_entry(committee, index_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "other-node"
    sync.rebuild_from_database(other)
    with override_settings(SEARCH_APPLY_ON_COMMIT=False):
        entry_add(by=committee, everyday="gawker", books="bystander", example="club-1864:88")
    with override_settings(SEARCH_INDEX_DIR=str(other)):
        assert answer("gawker")["also_searched"] == ["bystander"]  # caught up with the outbox on the search
    index.drop_searchers(other)
    rebuilt = tmp_path / "rebuilt"
    sync.rebuild_from_database(rebuilt)
    with override_settings(SEARCH_INDEX_DIR=str(rebuilt)):
        data = answer("gawker")
    index.drop_searchers(rebuilt)
    assert data["also_searched"] == ["bystander"] and first(data) == LAW_88


def test_the_database_fallback_applies_the_committee_s_entries(committee, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings.SEARCH_AUTO_REBUILD = False
    entry_add(by=committee, everyday="gawker", books="bystander", example="club-1864:88")
    data = answer("gawker")
    assert data["index"] == "rebuilding"
    assert data["also_searched"] == ["bystander"] and LAW_88 in [r["url"] for r in data["results"]]  # type: ignore[index, attr-defined]


def test_an_entry_is_no_result_of_any_search(committee, index_dir) -> None:  # type: ignore[no-untyped-def]
    entry_add(by=committee, everyday="gawker", books="bystander", example="club-1864:88")
    for q in ("gawker", "bystander", "law 88", "88"):
        data = answer(q)
        assert all(r["type"] != "thesaurus" for r in data["results"]), q  # type: ignore[attr-defined]
        assert "thesaurus" not in data["facets"]["type"], q  # type: ignore[index, operator]
