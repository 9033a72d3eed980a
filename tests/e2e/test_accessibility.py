"""axe-core over every page a person reads (not the Django admin, not DRF's browsable API), at desktop and phone size."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from playwright.sync_api import Page, expect

from cases.models import SavedCase
from decisions.models import Decision
from tests.e2e.axe import violations
from tests.e2e.conftest import WAIT_MS
from tests.e2e.ruling_page import open_the_fold
from tests.factories import REVOKE_TURNED_AND_QUITTED

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

READER_PAGES = [
    "/",
    "/laws/club-1864/",
    "/laws/american-1890/",
    "/laws/euchre-1888/",
    "/laws/club-1864/73/",
    "/laws/euchre-1888/52/",
    "/laws/club-1864/44/witnesses/",
    "/decisions/clay-case-18/witness/",
    "/texts/baldwin-title-page-and-clubs/witness/",
    "/laws/club-1864/glossary/witness/",
    "/laws/club-1864/glossary/clay-explanation-of-technical-terms/witness/",
    "/errata/",
    "/decisions/",
    "/decisions/?law=72",
    "/decisions/authorities/",
    "/search/?q=revoke",
    "/search/?q=law+72",
    "/search/?q=spectator",
    "/search/?q=renounse",
    "/search/?q=poker+bluff",  # nothing here, with the nearest matters
    "/cases/new/",
    "/cases/worked/mcintosh-preface-6-game-claimed-honours-not-mentioned/",  # the audit, the engine and the book differing
    "/accounts/login/",
    "/no-such-page/",
]


def check(page: Page, path: str, found: dict[str, list[object]]) -> None:
    page.goto(path)
    expect(page.locator("main")).to_be_visible()
    for size in ({"width": 1280, "height": 900}, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        if page.locator("#builder").count():
            expect(page.locator("#builder")).to_be_visible()
        problems = violations(page)
        if problems:
            found[f"{path} at {size['width']}px"] = problems


def test_axe_finds_no_violation_on_any_page_a_person_reads(page: Page):
    decision = Decision.objects.order_by("pk").first()
    assert decision is not None
    found: dict[str, list[object]] = {}
    for path in [*READER_PAGES, decision.get_absolute_url()]:
        check(page, path, found)

    # The builder with a case entered, its ruling, and the pages of a referee and the committee.
    password = "turned and quitted by the chair"
    call_command("create_user", "chair", "--role", "committee", "--password", password, stdout=io.StringIO())
    page.goto("/accounts/login/?next=/cases/new/")
    page.fill("#id_username", "chair")
    page.fill("#id_password", password)
    page.click("main form.stacked button[type=submit]")
    # The builder has started when its own controls are shown (it folds the JSON box away as it starts).
    page.wait_for_function("() => !document.querySelector('#load-json').closest('.js-only').hidden")
    if page.locator("#json-box").get_attribute("open") is None:
        page.locator("#json-box > summary").click()
    page.fill("#id_case", json.dumps(REVOKE_TURNED_AND_QUITTED))
    page.click("#load-json")
    expect(page.locator("#reach-verdict")).to_contain_text("Revoke. Offender: E")
    problems = violations(page)
    if problems:
        found["the builder with a revoke entered"] = problems
    page.click("#get-ruling")
    expect(page.locator(".ruling-first")).to_be_visible()
    # On a phone (the size check() leaves) the detail is folded below what is read out: unfold it for axe.
    for fold in ("#ruling-detail", "#replay-fold", "#precedents-fold"):
        open_the_fold(page, fold)
    expect(page.locator(".finding").first).to_be_visible()
    problems = violations(page)
    if problems:
        found["the ruling page"] = problems
    page.click("#save-case")
    expect(page.locator(".message")).to_contain_text("Saved as case")
    saved = SavedCase.objects.get()
    pages = (f"/cases/{saved.pk}/", f"/cases/{saved.pk}/again/", "/cases/", f"/cases/{saved.pk}/adopt/")
    for path in (*pages, "/accounts/logout/"):
        check(page, path, found)
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)


def test_axe_finds_no_violation_on_the_committee_s_pages(browser, live_server, corpus):  # type: ignore[no-untyped-def]
    """Every page of the permission matrix a committee member opens (the site's own, not the admin or the API)."""

    from tests.factories import MATRIX_PASSWORD as PASSWORD
    from tests.factories import permission_world
    from tests.permissions.matrix import PAGES

    world = permission_world()
    context = browser.new_context(base_url=live_server.url, viewport={"width": 390, "height": 844})
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    page.goto("/accounts/login/")
    page.fill("#id_username", "committee")
    page.fill("#id_password", PASSWORD)
    page.locator("#id_password").press("Enter")
    # Signed in once the site has sent the browser on from the login page (a wrong password stays there).
    page.wait_for_url(lambda url: "/login/" not in url)
    found: dict[str, list[object]] = {}
    visited = 0
    for row in PAGES:
        path = row.path.format(**world)
        if row.method != "GET" or row.answer_for("committee") != 200 or path.startswith(("/admin/", "/api/")):
            continue
        if path.endswith((".json", ".atom", ".js", ".webmanifest", ".pdf")):  # a file for a program, not a page
            continue
        page.goto(path)
        visited += 1
        problems = violations(page)
        if problems:
            found[path] = problems
    context.close()
    assert visited >= 15, visited
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)
