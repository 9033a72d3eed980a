"""End-to-end tests: Playwright for Python driving Debian's Chromium against pytest-django's live server.

Never a browser download: the executable is /usr/bin/chromium (make system-deps installs it).
Transactional tests flush the database after each test, so the corpus and the roles are put
back before each one here (tests/conftest.py loads them only once, for the session).
"""

from __future__ import annotations

import importlib.metadata
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

# How long a browser test waits for a state (an element, an answer, a page) before it fails. A passing test
# never waits this out: it goes on the moment the state is there. It is long because the suite must pass on a
# machine busy with other work, where Swagger UI or a PDF can take many seconds to come.
WAIT_MS = 60_000
expect.set_options(timeout=WAIT_MS)

# Playwright's sync API runs an event loop in this thread; the ORM calls the tests make are safe here.
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    """The browser tests run on SQLite only; on PostgreSQL the rest of the suite runs again without them."""
    from django.conf import settings

    if settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"):
        return
    skip = pytest.mark.skip(reason="browser tests run on SQLite only (README, The case builder)")
    for item in items:
        if "e2e" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser(request):  # type: ignore[no-untyped-def]
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (make system-deps); no browser is downloaded.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        versions = f"Playwright {importlib.metadata.version('playwright')}, Chromium {chromium.version} ({CHROMIUM})"
        reporter = request.config.pluginmanager.get_plugin("terminalreporter")
        capture = request.config.pluginmanager.get_plugin("capturemanager")
        if reporter is not None and capture is not None:
            with capture.global_and_fixture_disabled():
                reporter.write_line(f"\ne2e: {versions}")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / "versions.txt").write_text(versions + "\n")
        yield chromium
        chromium.close()


@pytest.fixture
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


class Snapshot:
    """The test database as the corpus and the roles left it, copied once and put back in a few milliseconds.

    Each browser test is transactional, so the database is emptied after it; loading the corpus again
    took seconds of every test's set-up. The browser tests run on SQLite only, where the test database
    lives in memory on the connection the live server shares: SQLite's backup API copies it whole, page
    for page, and copies it back. The ids SQLite has handed out are kept as they were before the copy
    came back (as after an emptying, none is given twice), so the search index, which has applied the
    outbox up to an id, still applies what the next test writes.
    """

    def __init__(self) -> None:
        self.copy: sqlite3.Connection | None = None

    def take(self, connection: Any) -> None:
        self.copy = sqlite3.connect(":memory:", check_same_thread=False)
        connection.ensure_connection()
        connection.connection.backup(self.copy)

    def put_back(self, connection: Any) -> None:
        assert self.copy is not None
        connection.ensure_connection()
        with connection.cursor() as cursor:
            cursor.execute("SELECT name, seq FROM sqlite_sequence")
            handed_out = dict(cursor.fetchall())
        self.copy.backup(connection.connection)
        with connection.cursor() as cursor:
            for name, seq in handed_out.items():
                cursor.execute("UPDATE sqlite_sequence SET seq = MAX(seq, %s) WHERE name = %s", [seq, name])
                cursor.execute(
                    "INSERT INTO sqlite_sequence (name, seq) SELECT %s, %s WHERE NOT EXISTS "
                    "(SELECT 1 FROM sqlite_sequence WHERE name = %s)",
                    [name, seq, name],
                )
        # Django caches content types by id; the copy's are the ones to use again.
        from django.contrib.contenttypes.models import ContentType

        ContentType.objects.clear_cache()


_snapshot = Snapshot()


def corpus_and_roles() -> None:
    """The corpus and the roles in the test database, put back if an earlier transactional test emptied it."""
    from django.db import connection

    from accounts.roles import ensure_roles
    from laws.models import Law

    if _snapshot.copy is not None and not Law.objects.exists():
        _snapshot.put_back(connection)
        return
    if not Law.objects.exists():
        call_command("load_corpus", verbosity=0)
    ensure_roles()
    if connection.vendor == "sqlite" and connection.is_in_memory_db():
        _snapshot.take(connection)


@pytest.fixture
def corpus(transactional_db):  # type: ignore[no-untyped-def]
    """The corpus and the roles, put back after an earlier transactional test emptied the database."""
    corpus_and_roles()


def _new_page(browser, live_server, **options):  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1200, "height": 900}, **options)
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))  # type: ignore[attr-defined]
    return context, page


@pytest.fixture
def keeping_on_visit(settings):  # type: ignore[no-untyped-def]
    """The builder as on the site: on each visit it keeps the offline files and starts the engine on the phone.

    The test settings turn that off (OFFLINE_KEEP_ON_VISIT), since each start is seconds of a core; the tests that
    look at the engine on the phone, or at what the builder does while it starts, ask for it back.
    """
    settings.OFFLINE_KEEP_ON_VISIT = True


@pytest.fixture
def page(browser, live_server, corpus) -> Iterator:  # type: ignore[no-untyped-def]
    context, page = _new_page(browser, live_server)
    yield page
    context.close()
    assert page.errors == [], page.errors  # type: ignore[attr-defined]


@pytest.fixture
def page_without_js(browser, live_server, corpus) -> Iterator:  # type: ignore[no-untyped-def]
    context, page = _new_page(browser, live_server, java_script_enabled=False)
    yield page
    context.close()
