"""Search tests run against a real whoosh index in a temporary directory, never var/index.

The index is built once per session from the test database and copied into each
test's own directory (`index_dir`, in tests/conftest.py), so a test may change it freely. Transactional tests (the
race) end with Django emptying the database; tests/conftest.py puts the corpus back after them.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _search_settings(settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # A fresh directory unless the test asks for a built index; every search catches up with the outbox.
    settings.SEARCH_INDEX_DIR = str(tmp_path / "no-index")
    settings.SEARCH_CATCH_UP_SECONDS = 0
