"""The search page and API cost a fixed number of queries, on the corpus and with five
times its decisions (the index rebuilt to hold them)."""

import pytest

from plumbing.api.throttles import QUERIES_PER_REQUEST as THROTTLED  # the ration of anonymous clients
from search import index, sync
from tests.conftest import this_nodes_index

pytestmark = pytest.mark.django_db


@pytest.fixture
def size(size_for_the_module, db):  # type: ignore[no-untyped-def]
    """The corpus, and five times its decisions, made once for the module (tests/conftest.py)."""
    return size_for_the_module


@pytest.fixture(scope="module")
def index_of_the_size(size_for_the_module, built_index, django_db_blocker, tmp_path_factory):  # type: ignore[no-untyped-def]
    """The session's index for the corpus; for five times its decisions, one built from them once for the module."""
    if size_for_the_module == 1:
        return built_index
    path = tmp_path_factory.mktemp("search-x5") / "index"
    with django_db_blocker.unblock():
        sync.rebuild_from_database(path)
    index.drop_searchers(path)
    return path


@pytest.fixture
def sized_index(index_of_the_size, tmp_path, settings):  # type: ignore[no-untyped-def]
    yield from this_nodes_index(index_of_the_size, tmp_path, settings)


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
        # nothing holds the words: the nearest matters are read, the sections and glossary entries, else the codes
        ("/api/v1/search/?q=poker+bluff", 3 + THROTTLED),
        ("/search/?q=poker+bluff", 5 + THROTTLED),
    ],
)
def test_search_within_its_queries(client, sized_index, size, url, most, django_assert_max_num_queries):
    client.get("/api/v1/search/?q=warm")  # the node's first request catches up with the outbox once
    with django_assert_max_num_queries(most):
        response = client.get(url)
    assert response.status_code == 200
    if size > 1 and "revoke" in url and "api" in url:
        assert response.json()["count"] > 150  # 69 in the corpus: the copies are searched too
