"""A referee signed in rules a case in the builder. The ruling endpoint takes no session on purpose (a ruling
changes nothing), so the builder's questions to it carry no CSRF token; signed in or not, every one is answered,
and the ruling page, posted with the form's CSRF token, is given."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Response, expect

from .test_case_builder import enter_the_revoke_by_clicking, log_in, make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_signed_in_referee_rules_a_case_in_the_builder(page: Page) -> None:
    make_user("referee1", "referee")
    log_in(page, "referee1")
    session = {cookie["name"] for cookie in page.context.cookies()}
    assert {"sessionid", "csrftoken"} <= session  # the builder's questions go with the session cookie

    answers: list[Response] = []
    page.on("response", lambda r: answers.append(r) if r.url.endswith("/api/v1/rulings/") else None)
    enter_the_revoke_by_clicking(page)  # waits for the engine's "1 finding", the answer to a signed-in question
    assert answers and all(r.status == 200 for r in answers), [(r.status, r.text()) for r in answers]
    expect(page.locator("#engine-failure, .engine-failure")).to_have_count(0)

    page.click("#get-ruling")
    expect(page.locator("h1")).to_have_text("E renounces hearts holding one")
    expect(page.locator(".finding").first).to_contain_text("Revoke. Offender: E.")
    expect(page.locator('.finding a[href="/laws/club-1864/73/"]')).to_be_visible()
    expect(page.get_by_role("link", name="Log out referee1")).to_be_visible()  # still signed in
