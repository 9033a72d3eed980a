"""GET /api/v1/search/ and the /search/ page."""

import re
import shutil

import pytest

from search import sync

pytestmark = pytest.mark.django_db

API = "/api/v1/search/"


def test_api_answers_count_results_and_facets(client, index_dir):
    response = client.get(API, {"q": "law 72", "page_size": 5})
    assert response.status_code == 200
    data = response.json()
    assert set(data) >= {"count", "results", "facets", "page", "pages", "next", "previous", "laws", "index", "degraded"}
    assert data["index"] == "ready" and data["degraded"] is False
    assert data["count"] > 5 and len(data["results"]) == 5
    assert data["next"].endswith("page=2") and data["previous"] is None
    assert set(data["facets"]) == {"type", "code", "authority"}
    law, decision = data["results"][0], next(r for r in data["results"] if r["type"] == "decision")
    assert {"type", "code", "number", "title", "snippet", "url", "score"} <= set(law) and "slug" not in law
    assert {"type", "code", "slug", "title", "snippet", "url", "score"} <= set(decision) and "number" not in decision
    assert (law["type"], law["code"], law["number"], law["url"]) == ("law", "club-1864", "72", "/laws/club-1864/72/")
    assert law["score"] is None and law["match"] == "law"


def test_api_scores_word_matches(client, index_dir):
    results = client.get(API, {"q": "revoking"}).json()["results"]
    # The laws defining the revoke come first; the rest by score.
    assert [r["match"] for r in results[:3]] == ["defines"] * 3
    scores = [r["score"] for r in results if r["match"] == "text"]
    assert all(isinstance(s, float) for s in scores) and scores == sorted(scores, reverse=True)
    assert any("<mark>" in r["snippet"] for r in results)


def test_api_filters(client, index_dir):
    data = client.get(API, {"q": "revoke", "type": "decision", "authority": "clay"}).json()
    assert data["count"] > 0
    assert all(r["type"] == "decision" and r["authority"] == "clay" for r in data["results"])


@pytest.mark.parametrize(
    "params,name",
    [
        ({}, "q"),
        ({"q": ""}, "q"),
        ({"q": "   "}, "q"),
        ({"q": "the of"}, "q"),
        ({"q": "x" * 300}, "q"),
        ({"q": "revoke", "code": "bridge-1900"}, "code"),
        ({"q": "revoke", "type": "sermon"}, "type"),
        ({"q": "revoke", "authority": "nobody"}, "authority"),
        ({"q": "revoke", "page": "two"}, "page"),
        ({"q": "revoke", "page": "0"}, "page"),
        ({"q": "revoke", "page_size": "1000"}, "page_size"),
    ],
)
def test_api_bad_parameters_answer_400_naming_the_parameter(client, index_dir, params, name):
    response = client.get(API, params)
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert list(body) == [name] and name in body[name]


def test_api_reports_a_missing_index(client, index_dir):
    shutil.rmtree(index_dir)
    data = client.get(API, {"q": "club 44 VI"}).json()
    assert data["degraded"] is True and data["index"] == "rebuilding" and data["reason"] == "missing"
    assert data["results"][0]["number"] == "44"
    assert sync.wait_for_rebuild(index_dir)
    assert client.get(API, {"q": "club 44 VI"}).json()["degraded"] is False


def test_page_renders_results_facets_and_pages(client, index_dir):
    response = client.get("/search/", {"q": "revoking", "code": "club-1864"})
    assert response.status_code == 200
    html = response.content.decode()
    assert 'class="search-results"' in html and "<mark>revoking</mark>" in html
    assert 'aria-current="true">The Club Code, 1864 (' in html
    assert "?q=revoking&amp;code=club-1864&amp;type=decision" in html
    assert 'rel="next"' in html
    # No inline script: the one script (the search box's focus) is a file of its own.
    scripts = re.findall(r"<script[^>]*>", html.split("<main", 1)[1])
    assert scripts == ['<script type="module" src="/static/js/search-focus.js">']
    assert "autofocus" not in html  # the box is focused by that script, on a device with a mouse only


def test_page_puts_the_law_first(client, index_dir):
    html = client.get("/search/", {"q": "law 72"}).content.decode()
    assert html.index("/laws/club-1864/72/") < html.index("/decisions/mcintosh-72-1/")
    assert "read as Law 72: the laws first" in html and "club-1864:72" not in html


def test_each_result_says_what_it_is_in_the_books_words(client, index_dir):
    lines = re.findall(
        r'<span class="meta">— ([^<]*)</span>', client.get("/search/", {"q": "spectator"}).content.decode()
    )
    assert "The Club Code, 1864, law 88; defines it" in lines
    etiquette = [line for line in lines if "etiquette" in line]
    assert etiquette and all("etiquette-" not in line for line in etiquette), lines  # "etiquette 7", not its key
    law_72 = re.findall(
        r'<span class="meta">— ([^<]*)</span>', client.get("/search/", {"q": "law 72"}).content.decode()
    )
    assert "decision of A. J. McIntosh, The Club Code, 1864; under or citing the law" in law_72
    dummy = client.get("/search/", {"q": "dummy"}).content.decode()
    assert "Dummy, Law I" in dummy and "dummy-1" not in re.sub(r'href="[^"]*"', "", dummy)  # its key only in links


def test_page_without_a_query_shows_the_form(client, index_dir):
    response = client.get("/search/")
    assert response.status_code == 200
    assert 'name="q"' in response.content.decode() and "search-results" not in response.content.decode()


def test_page_with_a_bad_query_says_why(client, index_dir):
    response = client.get("/search/", {"q": "the"})
    assert response.status_code == 400
    assert 'role="alert"' in response.content.decode()


def test_page_says_when_the_database_answers(client, index_dir):
    shutil.rmtree(index_dir)
    html = client.get("/search/", {"q": "revoke"}).content.decode()
    assert "index is being rebuilt" in html
    sync.wait_for_rebuild(index_dir)


def test_every_page_has_the_search_form_in_its_header(client):
    html = client.get("/").content.decode()
    header = html.split('<header class="site">', 1)[1].split("</header>", 1)[0]
    assert '<form class="search" role="search" aria-label="Search the site" method="get" action="/search/">' in header
