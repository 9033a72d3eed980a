"""Search tests run against a real whoosh index in a temporary directory, never var/index.

The index is built once per session from the test database and copied into each
test's own directory (`index_dir`, in tests/conftest.py), so a test may change it freely. Transactional tests (the
race) end with Django emptying the database; the corpus is loaded again after
them so that the tests that follow find it.
"""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import override_settings
from pytest_django.plugin import blocking_manager_key


@pytest.fixture(autouse=True)
def _search_settings(settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # A fresh directory unless the test asks for a built index; every search catches up with the outbox.
    settings.SEARCH_INDEX_DIR = str(tmp_path / "no-index")
    settings.SEARCH_CATCH_UP_SECONDS = 0


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    yield
    marker = item.get_closest_marker("django_db")
    if marker is None or not marker.kwargs.get("transaction"):
        return
    if nextitem is None:
        return  # the session is over and the test database gone: nothing needs the corpus
    blocker = item.config.stash[blocking_manager_key]
    with blocker.unblock(), override_settings(SEARCH_APPLY_ON_COMMIT=False):
        call_command("load_corpus", verbosity=0, stdout=StringIO())
