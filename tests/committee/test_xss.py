"""XSS vectors saved as commentary come out inert: in the page, the API's `html`, the diff and search snippets."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.test import Client
from rest_framework.test import APIClient

from committee.services import commentary_save
from committee.subjects import law_subject
from search import index, sync

from .inert import XSS_VECTORS, active_parts

pytestmark = pytest.mark.django_db

TEXT = "The revoke, and harmless words.\n\n" + "\n\n".join(XSS_VECTORS)


@pytest.fixture
def saved(committee) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", "72")
    commentary_save(subject=subject, by=committee, text="The revoke.", message="", version=0)
    commentary_save(subject=subject, by=committee, text=TEXT, message="<script>alert('m')</script>", version=1)


def test_the_law_page_is_inert(saved) -> None:  # type: ignore[no-untyped-def]
    page = Client().get("/laws/club-1864/72/").content.decode()
    assert "harmless words" in page
    assert active_parts(page) == []


def test_the_api_html_is_inert(saved) -> None:  # type: ignore[no-untyped-def]
    body = APIClient().get("/api/v1/laws/club-1864/72/commentary/").json()
    assert body["text"] == TEXT  # kept as written
    assert "harmless words" in body["html"] and active_parts(body["html"]) == []
    assert '<a class="law-ref" href="/laws/club-1864/72/">Law 72</a>' in body["html"]


def test_the_diff_history_and_edit_pages_are_inert(saved, committee) -> None:  # type: ignore[no-untyped-def]
    client = Client()
    client.force_login(committee)
    for url in ("diff/?from=1&to=2", "history/", ""):
        page = client.get("/laws/club-1864/72/commentary/" + url).content.decode()
        assert active_parts(page) == [], url
    assert "&lt;script&gt;" in client.get("/laws/club-1864/72/commentary/diff/?from=1&to=2").content.decode()


def test_search_snippets_are_inert(saved, settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    settings.SEARCH_INDEX_DIR = str(tmp_path / "index")
    settings.SEARCH_CATCH_UP_SECONDS = 0
    sync.rebuild_from_database(tmp_path / "index")
    try:
        results = APIClient().get("/api/v1/search/?q=harmless+alert&type=commentary").json()["results"]
        assert [r["title"] for r in results] == ["Commentary on Law 72 — The Revoke"]
        assert "alert" in results[0]["snippet"]
        assert all(active_parts(r["snippet"]) == [] for r in results)
        page = Client().get("/search/?q=harmless+alert+script").content.decode()
        assert "Commentary on" in page and active_parts(page) == []
    finally:
        index.drop_searchers(tmp_path / "index")
