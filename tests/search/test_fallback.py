"""A missing, damaged or stale index: search answers from the database, says so,
and the index is rebuilt in the background."""

import json
import shutil

import pytest

from search import database, index, ranked, service, sync
from search.query import parse
from search.results import Filters

pytestmark = pytest.mark.django_db

CODES = ["club-1864", "euchre-1888", "american-1890"]


def search(**params):
    return service.search({k: str(v) for k, v in params.items()})


def first_urls(results, n=6):
    return [h.url for h in results.hits[:n]]


def assert_rebuilt(path, q="law 72"):
    assert sync.wait_for_rebuild(path, timeout=60)
    again = search(q=q)
    assert again.index == "ready" and not again.degraded
    return again


def test_a_deleted_index_is_reported_answered_from_the_database_and_rebuilt(index_dir, caplog):
    ready = search(q="law 72")
    shutil.rmtree(index_dir)
    results = search(q="law 72")
    assert results.degraded and results.index == "rebuilding" and results.reason == "missing"
    assert "unavailable (search index missing" in caplog.text
    # The same order from the database: law 72 first, then the decisions under it.
    assert first_urls(results) == first_urls(ready)
    assert results.hits[0].snippet and results.hits[0].score is None
    rebuilt = assert_rebuilt(index_dir)
    assert first_urls(rebuilt) == first_urls(ready)
    assert index.read_state(index_dir) is not None


@pytest.mark.parametrize("victim", ["toc", "segment", "everything"])
def test_a_corrupted_index_is_reported_and_rebuilt(index_dir, victim):
    for f in index_dir.iterdir():
        hit = {
            "toc": f.suffix == ".toc",
            "segment": index.is_segment_file(f.name),
            "everything": f.name not in (index.STATE_FILE, index.LOCK_NAME),
        }[victim]
        if hit:
            f.write_bytes(b"\x00garbage" * 64)
    index.drop_searchers(index_dir)
    results = search(q="revoking")
    assert results.degraded and results.reason == "damaged"
    assert results.count > 20 and all(h.url for h in results.hits)
    assert_rebuilt(index_dir, q="revoking")


def test_an_index_of_another_database_is_stale_and_rebuilt(index_dir):
    state = json.loads((index_dir / index.STATE_FILE).read_text())
    state["database"] = "postgresql://elsewhere:5432/laws"
    (index_dir / index.STATE_FILE).write_text(json.dumps(state))
    results = search(q="revoke")
    assert results.degraded and results.reason == "stale"
    assert sync.apply_pending(index_dir) == 0  # nor are another database's changes applied to it
    assert_rebuilt(index_dir, q="revoke")


def test_an_index_without_its_state_is_a_rebuild_in_progress(index_dir):
    (index_dir / index.STATE_FILE).unlink()
    results = search(q="revoke")
    assert results.degraded and results.reason == "rebuilding"
    assert_rebuilt(index_dir, q="revoke")


def test_a_search_failing_inside_the_index_still_answers(index_dir, monkeypatch):
    def broken(*args, **kw):
        raise OSError("segment unreadable")

    monkeypatch.setattr(ranked, "search", broken)
    monkeypatch.setattr(sync, "ensure_rebuild", lambda path, reason, failed_build=None: None)
    results = search(q="revoke")
    assert results.degraded and results.reason == "damaged" and results.count > 0


def test_no_rebuild_when_turned_off(index_dir, settings):
    settings.SEARCH_AUTO_REBUILD = False
    shutil.rmtree(index_dir)
    assert search(q="revoke").degraded
    assert not sync.rebuilding(index_dir) and not index_dir.exists()


@pytest.mark.parametrize("q", ["revoking", "honour", "jack", "revoke -dummy", "law 72", "club 44 VI", "72"])
def test_the_database_finds_what_the_index_finds(index_dir, q):
    searcher, _ = index.searcher(index_dir, sync.database_identity())
    parsed = parse(q, CODES)
    from_index = ranked.search(searcher, parsed, Filters(), 1, 500)
    from_database = database.search(parsed, Filters(), 1, 500)
    index_urls = {h.url for h in from_index.hits}
    database_urls = {h.url for h in from_database.hits}
    # The database matches substrings, so it may find a little more; never less.
    assert index_urls <= database_urls
    assert len(database_urls) <= len(index_urls) * 1.5 + 3
    named = [h.url for h in from_index.hits if h.match != "text"]
    assert [h.url for h in from_database.hits if h.match != "text"] == named or {
        h.url for h in from_database.hits if h.match != "text"
    } == set(named)


def test_the_database_finds_phrases_as_typed(index_dir):
    searcher, _ = index.searcher(index_dir, sync.database_identity())
    parsed = parse('"exposed card"', CODES)
    from_index = {h.url for h in ranked.search(searcher, parsed, Filters(), 1, 500).hits}
    from_database = {h.url for h in database.search(parsed, Filters(), 1, 500).hits}
    # The index also reads "exposes a card" as the phrase; the database only the words as typed.
    assert from_database and from_database <= from_index


def test_the_database_filters_and_counts_facets(index_dir):
    parsed = parse("revoke", CODES)
    everything = database.search(parsed, Filters(), 1, 500)
    decisions = database.search(parsed, Filters(type="decision"), 1, 500)
    assert decisions.count == everything.facets["type"]["decision"] == len(decisions.hits)
    assert all(h.type == "decision" for h in decisions.hits)
    assert decisions.facets["type"] == everything.facets["type"]
    mcintosh = database.search(parsed, Filters(type="decision", authority="mcintosh"), 1, 500)
    assert mcintosh.count == decisions.facets["authority"]["mcintosh"]
