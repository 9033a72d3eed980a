"""Every filter of every list and page: an unreadable value is a 400 naming the filter, never a 500;
an empty value means no filter.

`?law=%25` answered 500: the value went into a ValidationError message by f-string, which Django
then %-formats.
"""

from __future__ import annotations

import pytest
from django.test import Client

from appeals.filters import AppealFilter
from committee.statute_api import StatuteFilter
from decisions.filters import DecisionFilter
from laws.filters import LawFilter
from search.serializers import SearchParamsSerializer

# The search lists read a test index of their own (tests/search/conftest.py), never this node's.
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("index_dir")]

LISTS = {
    "/api/v1/laws/": list(LawFilter.base_filters),
    "/api/v1/decisions/": list(DecisionFilter.base_filters),
    "/decisions/": list(DecisionFilter.base_filters),
    "/api/v1/appeals/": list(AppealFilter.base_filters),
    "/appeals/": list(AppealFilter.base_filters),
    "/api/v1/statutes/": list(StatuteFilter.base_filters),
    "/api/v1/search/": [n for n in SearchParamsSerializer().fields if n != "q"],
    "/search/": [n for n in SearchParamsSerializer().fields if n != "q"],
}
ODD = ["%", "50%", "%00", "%(x)s", "{", "}", "\\", "'", '"', "x" * 5_000]
CASES = [(url, name) for url, names in LISTS.items() for name in names]


@pytest.mark.parametrize(("url", "name"), CASES)
def test_an_odd_value_is_refused_naming_the_filter_or_read(client: Client, url: str, name: str) -> None:
    query = {"q": "revoke"} if "search" in url else {}
    for value in ODD:
        response = client.get(url, {**query, name: value})
        assert response.status_code in (200, 400), (url, name, value, response.status_code)
        if response.status_code == 400:
            body = response.content.decode()
            assert name in body, (url, name, value)


@pytest.mark.parametrize(("url", "name"), CASES)
def test_an_empty_value_means_no_filter(client: Client, url: str, name: str) -> None:
    query = {"q": "revoke"} if "search" in url else {}
    unfiltered = client.get(url, query)
    empty = client.get(url, {**query, name: ""})
    assert empty.status_code == unfiltered.status_code == 200, (url, name, empty.status_code)
    if url.startswith("/api/"):
        links = {"next", "previous"}  # they repeat the query as sent
        assert {k: v for k, v in empty.json().items() if k not in links} == {
            k: v for k, v in unfiltered.json().items() if k not in links
        }
