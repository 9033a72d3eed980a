"""The players' queries (benchmarks/search_queries_players.py) and what the API says it read: the citation,
the codes a game named scopes to; a roman numeral is never "corrected"."""

import pytest

pytestmark = pytest.mark.django_db

API = "/api/v1/search/"


@pytest.mark.parametrize(
    "q,citation,codes,first",
    [
        ("Law XLIV", "Law 44", [], "/laws/club-1864/44/"),
        ("American Law XIX", "Law 19", ["american-1890"], "/laws/american-1890/19/"),
        ("law seventy-two, clause five", "Law 72, clause V", [], "/laws/club-1864/72/"),
        ("Dummy, Law II", "Dummy, Law II", [], "/laws/club-1864/dummy-2/"),
        ("Somerset law 63", "Law 63", ["euchre-1888"], "/laws/euchre-1888/63/"),
        ("whist law 19", "Law 19", ["club-1864", "american-1890"], "/laws/club-1864/19/"),
    ],
)
def test_the_api_reports_the_citation_read_and_the_codes_scoped(client, index_dir, q, citation, codes, first):
    data = client.get(API, {"q": q}).json()
    assert (data["citation"], data["codes"]) == (citation, codes)
    assert data["results"][0]["url"] == first
    assert data["suggestion"] is None and not data["corrected"]


def test_words_alone_read_no_citation(client, index_dir):
    data = client.get(API, {"q": "revoke"}).json()
    assert data["citation"] is None and data["codes"] == []


@pytest.mark.parametrize("q", ["XLIV", "Drayton case XIV", "law xliv"])
def test_a_roman_numeral_is_never_corrected(client, index_dir, q):
    data = client.get(API, {"q": q}).json()
    assert data["suggestion"] is None and not data["corrected"]
