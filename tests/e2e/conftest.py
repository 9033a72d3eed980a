"""End-to-end tests: Playwright for Python driving Debian's Chromium against pytest-django's live server.

Never a browser download: the executable is /usr/bin/chromium (make system-deps installs it).
Transactional tests flush the database after each test; tests/conftest.py puts the corpus and the roles back
after each (from the copy it keeps of the database as the session set it up).
"""

from __future__ import annotations

import importlib.metadata
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.suite_database import suite_database_with_the_corpus

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
    skip = pytest.mark.skip(reason="browser tests run on SQLite only (docs/referee.md, The case builder)")
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


@pytest.fixture
def corpus(transactional_db):  # type: ignore[no-untyped-def]
    """The corpus and the roles, put back after an earlier transactional test emptied the database."""
    suite_database_with_the_corpus()


def console_errors(context) -> list[str]:  # type: ignore[no-untyped-def]
    """What the pages of `context` (a browser context or one page) write to the console as errors, as they come (each with the page's address)."""
    errors: list[str] = []

    def heard(message) -> None:  # type: ignore[no-untyped-def]
        if message.type == "error":
            errors.append(f"{message.location.get('url', '')}: {message.text}")

    context.on("console", heard)
    return errors


def refused_methods(errors: list[str]) -> list[str]:
    """The console's errors for a request the server refused by its method (405): the page asked what it does not
    answer. A failed fetch with no network is an error the offline tests expect; a 405 never is."""
    return [error for error in errors if "status of 405" in error]


def _new_page(browser, live_server, **options):  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1200, "height": 900}, **options)
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))  # type: ignore[attr-defined]
    page.console_errors = console_errors(context)  # type: ignore[attr-defined]
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
    assert refused_methods(page.console_errors) == [], page.console_errors  # type: ignore[attr-defined]


@pytest.fixture
def page_without_js(browser, live_server, corpus) -> Iterator:  # type: ignore[no-untyped-def]
    context, page = _new_page(browser, live_server, java_script_enabled=False)
    yield page
    context.close()
