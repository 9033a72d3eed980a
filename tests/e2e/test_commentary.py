"""The committee in a real browser: commentary on Law 72 (a draft, published), its history, a diff,
a revert, two members in two browsers meeting a conflict and resolving it, and an adopted decision
edited and withdrawn. Every page visited passes axe-core."""

from __future__ import annotations

import io
import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.core.management import call_command
from playwright.sync_api import Page, expect

from cases.adoption import decision_adopt
from decisions.models import Decision
from decisions.rulings import ruling_for_text
from tests.factories import saved_case

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LAW_72 = "/laws/club-1864/72/"


def member(name: str) -> None:
    call_command(
        "create_user", name, "--role", "committee", "--password", f"pw-{name}-holds-the-odd-trick", stdout=io.StringIO()
    )


def log_in(page: Page, name: str) -> None:
    page.goto("/accounts/login/")
    page.fill("#id_username", name)
    page.fill("#id_password", f"pw-{name}-holds-the-odd-trick")
    page.click("main form.stacked button[type=submit]")
    # On a phone the site's links are behind "Menu": the link is there, shown or not.
    expect(page.locator("header.site nav")).to_contain_text(f"Log out {name}")


def accessible(page: Page) -> None:
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()


def test_commentary_on_law_72_draft_history_diff_revert(page: Page, screenshots) -> None:
    member("eliza")
    log_in(page, "eliza")
    page.goto(LAW_72)
    accessible(page)
    page.click("text=Write commentary")
    accessible(page)
    page.fill("#id_text", "A revoke is the **heaviest** penalty; see Law 73 for when it is established.")
    page.fill("#id_message", "first thoughts")
    page.click("button[value=draft]")
    expect(page.locator("#draft-notice")).to_be_visible()
    expect(page.locator("#id_text")).to_have_value(
        "A revoke is the **heaviest** penalty; see Law 73 for when it is established."
    )
    # Published, the commentary stands apart beneath the law, with its citation linked.
    page.click("button[value=publish]")
    commentary = page.locator("section#commentary")
    expect(commentary.locator("strong")).to_have_text("heaviest")
    expect(commentary.get_by_role("link", name="Law 73")).to_have_attribute("href", "/laws/club-1864/73/")
    accessible(page)

    page.click("text=Edit the commentary")
    page.fill("#id_text", "A revoke is a heavy penalty; see Law 73 for when it is established.")
    page.fill("#id_message", "softer")
    page.click("button[value=publish]")
    page.click("text=History of the commentary")
    expect(page.locator("#version-2")).to_contain_text("softer")
    expect(page.locator("#version-1")).to_contain_text("first thoughts")
    accessible(page)
    page.click("#compare-button")
    expect(page.locator("#diff del")).to_have_text("the **heaviest**")
    expect(page.locator("#diff ins")).to_have_text("a heavy")
    accessible(page)
    page.screenshot(path=str(screenshots / "commentary-diff.png"), full_page=True)

    page.go_back()
    page.click("text=Revert to version 1")
    expect(page.locator(".messages")).to_contain_text("Version 3 restores the text of version 1")
    expect(page.locator("#version-3")).to_contain_text("Reverted to version 1")


def test_two_members_meet_a_conflict_and_resolve_it(page: Page, browser, live_server, screenshots) -> None:  # type: ignore[no-untyped-def]
    member("eliza")
    member("james")
    other = browser.new_context(base_url=live_server.url, viewport={"width": 390, "height": 844})
    james = other.new_page()
    try:
        log_in(page, "eliza")
        log_in(james, "james")
        page.goto(LAW_72 + "commentary/")
        james.goto(LAW_72 + "commentary/")
        page.fill("#id_text", "The adversaries may score three tricks.")
        page.click("button[value=publish]")
        expect(page.locator("section#commentary")).to_contain_text("three tricks")

        james.fill("#id_text", "The adversaries may take three points.")
        james.fill("#id_message", "points, not tricks")
        james.click("button[value=publish]")
        expect(james.locator("#conflict")).to_contain_text("eliza")
        expect(james.locator("#current-text")).to_have_text("The adversaries may score three tricks.")
        expect(james.locator("#conflict-diff ins")).to_have_text(["take", "points."])
        expect(james.locator("#conflict-diff del")).to_have_text(["score", "tricks."])
        expect(james.locator("#id_text")).to_have_value("The adversaries may take three points.")
        accessible(james)
        james.screenshot(path=str(screenshots / "commentary-conflict.png"), full_page=True)
        # He merges the two and saves: the form now starts from Eliza's version.
        james.fill("#id_text", "The adversaries may score three tricks or take three points.")
        james.click("button[value=publish]")
        expect(james.locator("section#commentary")).to_contain_text("three tricks or take three points")
        expect(james.locator("section#commentary")).to_contain_text("Version 2, by james")
    finally:
        other.close()


def test_an_adopted_decision_is_edited_and_withdrawn(page: Page, revoke_case) -> None:  # type: ignore[no-untyped-def]
    from django.contrib.auth.models import User

    member("eliza")
    ruling = ruling_for_text(json.dumps(revoke_case))
    case = saved_case(None, revoke_case, title="E revokes", ruling=ruling)
    decision = decision_adopt(
        case=case, by=User.objects.get(username="eliza"), holding_markdown="The revoke stands.", title="E revokes"
    )
    log_in(page, "eliza")
    page.goto(decision.get_absolute_url())
    accessible(page)
    page.click("text=Edit the decision")
    expect(page.locator("#id_text")).to_have_value("The revoke stands.")
    page.fill("#id_title", "E revokes in the second trick")
    page.fill("#id_text", "The revoke **stands**: E held a heart.")
    page.fill("#id_message", "the reason")
    page.click("button[value=publish]")
    expect(page.locator("h1")).to_have_text("E revokes in the second trick")
    expect(page.locator("article strong").first).to_have_text("stands")
    page.click("text=History of the holding")
    expect(page.locator("#version-2")).to_contain_text("the reason")
    expect(page.locator("#version-1")).to_contain_text(f"Adopted from case {case.pk}")

    page.goto(decision.get_absolute_url())
    page.click("text=Withdraw the decision")
    accessible(page)
    page.fill("#id_reason", "Overruled by the general meeting.")
    page.click("#withdraw-form button[type=submit]")
    expect(page.locator(".notice-withdrawn")).to_contain_text("Overruled by the general meeting.")
    accessible(page)
    expect(page.get_by_role("link", name="Withdraw the decision")).to_have_count(0)
    assert Decision.objects.get(pk=decision.pk).withdrawal.reason == "Overruled by the general meeting."
