"""Every page of the site and of the admin keeps the Content Security Policy: no violation is reported.

The pages are the permission matrix's (tests/permissions/matrix.py): each page a role may open,
opened in Chromium as that role, with its scripts running; the browser's own
`securitypolicyviolation` events and console messages are recorded.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import WAIT_MS
from tests.factories import MATRIX_PASSWORD as PASSWORD
from tests.factories import permission_world
from tests.permissions.matrix import PAGES

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.django_db(transaction=True),
    # The policy is the pages' and the browser's business, not the database's: checked once, on SQLite.
    pytest.mark.skipif(os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="browser tests run on SQLite"),
]

RECORD_VIOLATIONS = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
});
"""


@pytest.fixture
def world(corpus) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return permission_world()


@pytest.fixture
def browser_as(browser, live_server) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    contexts = []

    def open_as(role: str) -> Any:
        context = browser.new_context(base_url=live_server.url, viewport={"width": 390, "height": 844})
        context.set_default_timeout(WAIT_MS)
        context.add_init_script(RECORD_VIOLATIONS)
        contexts.append(context)
        page = context.new_page()
        page.console_csp = []
        page.on(
            "console",
            lambda msg: page.console_csp.append(msg.text) if "Content Security Policy" in msg.text else None,
        )
        if role != "anonymous":
            login = "/admin/login/" if role == "administrator" else "/accounts/login/"
            page.goto(login)
            page.fill("#id_username", role.replace("_", "-"))
            page.fill("#id_password", PASSWORD)
            page.locator("#id_password").press("Enter")
            # Signed in once the site has sent the browser on from the login page (a wrong password stays there).
            page.wait_for_url(lambda url: "/login/" not in url)
        return page

    yield open_as
    for context in contexts:
        context.close()


def violations(page: Any) -> list[str]:
    return list(page.evaluate("window.__csp || []")) + page.console_csp


@pytest.mark.parametrize("role", ["anonymous", "referee", "administrator"])
def test_no_page_breaks_the_content_security_policy(browser_as, world, role):
    page = browser_as(role)
    found: dict[str, list[str]] = {}
    visited = []
    for row in PAGES:
        if row.answer_for(role) != 200 or row.path.endswith((".json", ".pdf")):  # a file to download, not a page
            continue
        path = row.path.format(**world)
        response = page.goto(path)
        assert response is not None and response.ok, f"{path} as {role}: {response and response.status}"
        assert page.url.endswith(path), f"{path} as {role} was sent to {page.url}"  # not a login page instead
        assert "script-src 'self'" in response.headers["content-security-policy"]
        page.wait_for_load_state("load")
        visited.append(path)
        if violations(page):
            found[path] = violations(page)
        page.console_csp.clear()
    assert len(visited) >= 10
    assert found == {}, found


def test_the_builder_and_a_ruling_keep_the_policy_while_used(browser_as, world, keeping_on_visit):
    """The builder as on the site: its service worker keeps the offline files and the engine starts on the phone."""
    page = browser_as("referee")
    page.goto("/cases/new/")
    expect(page.locator("#offline-status")).to_contain_text("Ready to rule offline", timeout=120_000)
    page.select_option("#b-dealer", "W")
    page.select_option("#b-trump", "2C")
    page.click("#hands > summary")
    page.click('#hand-E button[data-card="5H"]')
    for card in ("AH", "3S", "4H", "6H"):
        page.click(f'.play-grid button[data-play="{card}"]')
    page.click('.quit-offer button[data-quit="W"]')
    page.locator('.offer button[data-claim="S"]').click()
    page.goto(f"/cases/{world['own_private']}/")
    page.goto("/laws/nowhere/")
    assert violations(page) == []


def test_a_violation_would_be_seen(browser_as):
    """The recorder itself works: a page with inline style is caught."""
    page = browser_as("anonymous")
    page.goto("/")
    page.evaluate("document.body.insertAdjacentHTML('beforeend', '<p style=\"color: red\">inline</p>')")
    # The browser reports the violation in an event of its own, after the change: wait for it, not for time.
    page.wait_for_function("() => (window.__csp || []).some((v) => v.startsWith('style-src'))")
    assert any("style-src" in v for v in violations(page))
