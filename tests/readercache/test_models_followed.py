"""Every model a reader page reads is followed by the version's handler, or left out with a reason.

Each reader page is opened on the club's site (commentary, statutes, a withdrawal, an appeal decided, the
thesaurus: factories.club_site) with its queries captured; every table they read is mapped to its model.
A new model read by a reader page, or a page reading one more table, fails here until READ names it.
"""

from __future__ import annotations

import re

import pytest
from django.apps import apps
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import resolve

from plumbing.readercache import handler
from plumbing.readercache.readers import NOT_FOLLOWED, READ, READER_PAGES
from tests.factories import club_site
from tests.readercache.pages import on_the_club_site

pytestmark = pytest.mark.django_db

TABLE = re.compile(r'(?:FROM|JOIN)\s+"?([a-z0-9_]+)"?', re.IGNORECASE)


def _model_of_table() -> dict[str, str]:
    found = {}
    for model in apps.get_models(include_auto_created=True):
        found[model._meta.db_table] = model._meta.label_lower
    return found


def test_every_model_a_reader_page_reads_is_followed_or_left_out_with_a_reason(client):
    site = club_site()
    pages = on_the_club_site(site)
    assert {resolve(p.split("?")[0]).view_name for p in pages} == READER_PAGES, "a reader page not opened here"
    labels = _model_of_table()
    read: dict[str, set[str]] = {}
    for page in pages:
        with CaptureQueriesContext(connection) as queries:
            response = client.get(page)
        assert response.status_code == 200, page
        for query in queries.captured_queries:
            for table in TABLE.findall(query["sql"]):
                read.setdefault(labels.get(table, f"(table {table})"), set()).add(page)
    missing = {label: sorted(on)[:3] for label, on in read.items() if label not in READ and label not in NOT_FOLLOWED}
    assert missing == {}


def test_the_lists_name_real_models_once_each():
    assert not set(READ) & set(NOT_FOLLOWED)
    assert all(reason.strip() for reason in [*READ.values(), *NOT_FOLLOWED.values()])
    assert [m._meta.label_lower for m in handler.followed()] == list(READ)
