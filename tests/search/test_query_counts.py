"""The search page and API cost a fixed number of queries, on the corpus and with five
times its decisions (the index rebuilt to hold them)."""

import pytest

from config.api.throttles import QUERIES_PER_REQUEST as THROTTLED  # the ration of anonymous clients
from search import index, sync

pytestmark = pytest.mark.django_db


@pytest.fixture
def sized_index(size, index_dir):  # type: ignore[no-untyped-def]
    if size > 1:
        sync.rebuild_from_database(index_dir)
        index.drop_searchers(index_dir)
    return index_dir


@pytest.mark.parametrize(
    "url,most",
    [
        # the page shares the API's ration: its count costs the same queries
        ("/search/?q=revoke", 4 + THROTTLED),
        ("/search/?q=law+72&type=decision", 5 + THROTTLED),
        ("/search/?q=bower&code=euchre-1888", 5 + THROTTLED),
        # the whist glossary's "Revoke" defines the word: its entry is read
        ("/api/v1/search/?q=revoke", 2 + THROTTLED),
        ("/api/v1/search/?q=revoak", 2 + THROTTLED),
        ("/api/v1/search/?q=law+72&authority=clay", 3 + THROTTLED),
    ],
)
def test_search_within_its_queries(client, sized_index, size, url, most, django_assert_max_num_queries):
    client.get("/api/v1/search/?q=warm")  # the node's first request catches up with the outbox once
    with django_assert_max_num_queries(most):
        response = client.get(url)
    assert response.status_code == 200
    if size > 1 and "revoke" in url and "api" in url:
        assert response.json()["count"] > 150  # 69 in the corpus: the copies are searched too
