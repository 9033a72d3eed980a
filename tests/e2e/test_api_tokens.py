"""A member makes an API token in the browser, copies it from the one page that shows it, writes through the API
with it, and revokes it; axe-core finds nothing on the page at each step, at desktop and phone size."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.axe import violations

from .test_case_builder import log_in, make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def axe_at_both_sizes(page: Page, step: str, found: dict[str, list[object]]) -> None:
    for size in ({"width": 1280, "height": 900}, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        problems = violations(page)
        if problems:
            found[f"{step} at {size['width']}px"] = problems


def test_a_member_makes_uses_and_revokes_a_token(page: Page) -> None:
    found: dict[str, list[object]] = {}
    make_user("secretary", "committee")
    log_in(page, "secretary")
    page.get_by_role("link", name="API tokens").click()
    expect(page.locator("h1")).to_have_text("API tokens")
    expect(page.locator("main")).to_contain_text("You hold no token.")
    axe_at_both_sizes(page, "no token yet", found)

    page.get_by_label("a year").check()
    page.get_by_role("button", name="Make a token").click()
    shown = page.get_by_label("Your new token.")
    expect(shown).to_be_visible()
    token = shown.input_value()
    assert len(token) == 64
    expect(page.locator("table.tokens tbody tr")).to_have_count(1)
    expect(page.locator("table.tokens")).to_contain_text(f"{token[:15]}…")
    axe_at_both_sizes(page, "the new token shown", found)

    url = "/api/v1/laws/club-1864/72/commentary/"
    body = json.dumps({"text": "Compare Law 73.", "message": "", "version": 0})
    headers = {"Authorization": f"Token {token}", "Content-Type": "application/json"}
    assert page.request.fetch(url, method="PUT", data=body, headers=headers).status == 200

    page.reload()  # the form sent again makes no second token, and the token is not shown again
    expect(page.locator("main")).to_contain_text("This form made a token already")
    expect(page.locator("#new-token")).to_have_count(0)
    expect(page.locator("table.tokens tbody tr")).to_have_count(1)
    assert token not in page.content()
    axe_at_both_sizes(page, "the form sent again", found)
    page.goto("/accounts/tokens/")
    assert token not in page.content()

    page.get_by_role("button", name=f"Revoke the token beginning {token[:15]}").click()
    expect(page.locator(".message")).to_contain_text(f"The token beginning {token[:15]}… is revoked")
    expect(page.locator("main")).to_contain_text("You hold no token.")
    axe_at_both_sizes(page, "the token revoked", found)
    refused = page.request.fetch(url, method="PUT", data=body, headers=headers)
    assert refused.status == 401 and "/accounts/tokens/" in refused.json()["detail"]
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)
