"""The judged queries (benchmarks/search_queries.py): each answered with its expected results
first, through the API as a reader calls it; misspelt ones get their suggestion."""

import pytest

from benchmarks.search_queries import JUDGED, MISSPELT, head_matches

pytestmark = pytest.mark.django_db

API = "/api/v1/search/"


def test_the_set_is_large_enough():
    assert len(JUDGED) >= 87
    assert all(j.why for j in JUDGED[47:]), "each query added says why its results must come first"


@pytest.mark.parametrize("judged", JUDGED, ids=[f"{j.q}{j.filters or ''}" for j in JUDGED])
def test_expected_results_come_first(client, index_dir, judged):
    data = client.get(API, {"q": judged.q, **judged.filters}).json()
    got = [r["url"] for r in data["results"]]
    assert head_matches(judged, got), got[: len(judged.expected) + 2]
    assert (data["suggestion"] or "", data["corrected"]) == (judged.corrected, bool(judged.corrected))
    assert set(judged.also) <= set(data["also_searched"])


@pytest.mark.parametrize("typed,meant", MISSPELT)
def test_misspelt_queries_get_the_word_meant(client, index_dir, typed, meant):
    data = client.get(API, {"q": typed}).json()
    assert data["suggestion"] == meant and data["corrected"]
    page = client.get("/search/", {"q": typed}).content.decode()
    assert f"these are the results for <strong>{meant}</strong>" in page
    as_typed = client.get("/search/", {"q": typed, "as_typed": "1"}).content.decode()
    assert "Did you mean" in as_typed and f">{meant}</a>" in as_typed


def test_revoke_with_a_code_named_puts_that_codes_definition_first(client, index_dir):
    for code, url in [("euchre", "/laws/euchre-1888/62/"), ("american", "/laws/american-1890/19/")]:
        data = client.get(API, {"q": f"revoke {code}"}).json()
        assert data["results"][0]["url"] == url


def test_widening_to_any_word_is_said(client, index_dir):
    data = client.get(API, {"q": "bower misdeal"}).json()
    assert data["matched"] == "none" and data["count"] == 0
    data = client.get(API, {"q": "bower misdeal", "any_word": "1"}).json()
    assert data["matched"] == "any" and data["count"] > 0
    page = client.get("/search/", {"q": "bower misdeal", "any_word": "1"}).content.decode()
    assert "no document holds every word" in page
    assert client.get(API, {"q": "misdeal"}).json()["matched"] == "all"


def test_a_quoted_phrase_is_searched_as_a_phrase(client, index_dir):
    words = client.get(API, {"q": "hand lowered", "page_size": 100}).json()
    phrase = client.get(API, {"q": '"hand lowered"', "page_size": 100}).json()
    assert phrase["count"] < words["count"]


def test_glossary_terms_are_a_type_with_their_own_facet(client, index_dir):
    data = client.get(API, {"q": "bower"}).json()
    assert data["facets"]["type"] == {"term": 2}
    first = data["results"][0]
    assert (first["type"], first["code"], first["slug"], first["match"]) == (
        "term",
        "euchre-1888",
        "right-bower",
        "defines",
    )
    assert "knave of the trump suit" in client.get(first["url"].split("#")[0]).content.decode()
