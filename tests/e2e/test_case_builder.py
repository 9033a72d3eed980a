"""The case builder in a real browser: a revoke entered by clicking, its ruling, saving it, adopting it."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from playwright.sync_api import Page, expect

from cases.models import SavedCase
from decisions.models import Decision

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# E renounces: a spade on a heart lead while holding the 5H, then plays to the next trick; S claims.
PLAYS = [("N", "AH"), ("E", "3S"), ("S", "4H"), ("W", "6H"), ("N", "KD"), ("E", "9D")]


def make_user(name: str, role: str) -> None:
    call_command("create_user", name, "--role", role, "--password", f"turned and quitted {name}", stdout=io.StringIO())


def log_in(page: Page, name: str) -> None:
    page.goto("/accounts/login/?next=/cases/new/")
    page.fill("#id_username", name)
    page.fill("#id_password", f"turned and quitted {name}")
    page.click("main form.stacked button[type=submit]")
    # On a phone the site's links are behind "Menu": the link is there, shown or not.
    expect(page.locator("header.site nav")).to_contain_text(f"Log out {name}")


def log_out(page: Page) -> None:
    page.click("header nav >> text=Log out")
    page.click("main button[type=submit]")
    expect(page.get_by_role("link", name="Log in")).to_be_visible()


def enter_the_revoke_by_clicking(page: Page) -> None:
    page.goto("/cases/new/")
    # Under the test settings the page, once loaded, has neither begun to keep the offline files nor started the
    # engine on the phone: the status it shows as soon as it begins is still hidden (OFFLINE_KEEP_ON_VISIT).
    expect(page.locator("#offline-status")).to_be_hidden()
    verdict = page.locator("#engine-verdict")
    # The builder opens with guidance, not with an error.
    expect(page.locator("#engine-state")).to_contain_text("Choose the code, the dealer and the trump card")
    expect(page.locator("#builder .field-error")).to_have_count(0)
    page.click(".more-deal > summary")
    page.fill("#b-title", "E renounces hearts holding one")
    page.select_option("#b-dealer", "W")
    page.select_option("#b-trump", "2C")
    expect(verdict).to_contain_text("replays without irregularity")
    page.click("#hands > summary")
    page.click('#hand-E button[data-card="5H"]')  # E is known to hold the 5H
    expect(page.locator('#hand-E input[value="known"]')).to_be_checked()
    for seat, card in PLAYS:
        page.click(f'.seat-picker button[data-seat="{seat}"]')
        page.click(f'.play-grid button[data-play="{card}"][data-seat="{seat}"]')
    # The trick in progress lies on the table: N led the KD, E played the 9D; S is in turn.
    expect(page.locator('#table .slot-N [data-on-table="KD"]')).to_be_visible()
    expect(page.locator('#table .slot-E [data-on-table="9D"]')).to_be_visible()
    expect(page.locator("#table figcaption")).to_contain_text("Trick 2")
    expect(page.locator('.seat-picker button[data-seat="S"]')).to_have_attribute("aria-pressed", "true")
    page.select_option("#b-event-type", "claim")
    page.click("#b-add-event")
    page.select_option('[data-key="events.6.seat"]', "S")
    page.select_option('[data-key="events.6.kind"]', "revoke")
    page.select_option('[data-key="events.6.against"]', "E")
    expect(verdict).to_contain_text("1 finding")
    expect(page.locator('.findings-preview li[data-kind="revoke"]')).to_contain_text("Law 73")
    expect(page.locator("#b-event-1 .badge")).to_have_text("revoke")


def test_a_revoke_entered_by_clicking_gets_a_ruling_citing_laws_72_and_73(page: Page, screenshots):
    enter_the_revoke_by_clicking(page)
    document = json.loads(page.input_value("#id_case"))
    assert document["hands"] == {"E": {"known": ["5H"]}}
    assert document["events"][1] == {"type": "play", "seat": "E", "card": "3S"}
    assert document["events"][6] == {"type": "claim", "seat": "S", "kind": "revoke", "against": "E"}
    page.screenshot(path=str(screenshots / "case-builder.png"), full_page=True)

    # An error is shown where it is: a play with no card yet, once the referee has begun to enter it (an event
    # just added and not yet touched is not called wrong).
    page.select_option("#b-event-type", "play")
    page.click("#b-add-event")
    expect(page.locator("#b-event-7")).to_be_visible()
    expect(page.locator("#builder .field-error")).to_have_count(0)
    page.select_option('[data-key="events.7.seat"]', "W")
    expect(page.locator('[data-path="events.7"] .field-error')).to_be_visible()
    page.click('[aria-label="Remove event 7"]')
    expect(page.locator("#engine-verdict")).to_contain_text("1 finding")

    page.click("#get-ruling")
    expect(page.locator("h1")).to_have_text("E renounces hearts holding one")
    finding = page.locator(".finding").first
    expect(finding).to_contain_text("Revoke. Offender: E.")
    for law in ("72", "73"):
        expect(finding.locator(f'a[href="/laws/club-1864/{law}/"]')).to_be_visible()
    law73 = finding.locator('details[data-law="73"]')
    expect(law73.locator(".law-text")).to_be_hidden()
    law73.locator("summary .meta").click()
    expect(law73.locator(".law-text")).to_contain_text("A revoke is established")
    expect(finding.locator('tr[data-option="take_three_tricks"]')).to_contain_text("N–S")
    expect(page.locator(".precedents li").first).to_be_visible()
    page.screenshot(path=str(screenshots / "ruling.png"), full_page=True)
    page.emulate_media(media="print")
    expect(page.locator(".case-actions")).to_be_hidden()
    page.screenshot(path=str(screenshots / "ruling-print.png"), full_page=True)


def test_a_referee_saves_the_case_and_the_committee_adopts_it(page: Page, screenshots):
    make_user("referee1", "referee")
    make_user("chair", "committee")
    log_in(page, "referee1")
    enter_the_revoke_by_clicking(page)
    page.click("#save-case")
    expect(page.locator(".message")).to_contain_text("Saved as case")
    saved = SavedCase.objects.get()
    assert page.url.endswith(f"/cases/{saved.pk}/")
    # The draft goes with the saving: the next referee at a shared computer starts clean.
    assert page.evaluate("() => localStorage.getItem('case-builder:draft')") is None
    assert saved.owner.username == "referee1" and not saved.public
    assert {"72", "73"} <= set(saved.ruling["findings"][0]["laws"])
    expect(page.get_by_role("link", name="Adopt as a decision of the committee")).to_have_count(0)
    with page.expect_download() as download:
        page.click("text=Download the case (JSON)")
    assert json.loads(open(download.value.path()).read()) == saved.case
    page.screenshot(path=str(screenshots / "saved-case.png"), full_page=True)
    log_out(page)

    # Private: to an anonymous reader it is not there at all.
    answer = page.goto(f"/cases/{saved.pk}/")
    assert answer is not None and answer.status == 404

    log_in(page, "chair")
    page.goto(f"/cases/{saved.pk}/")
    page.get_by_role("link", name="Adopt as a decision of the committee").click()
    page.fill("#id_title", "A revoke established by playing to the next trick")
    page.fill("#id_holding", "The revoke is **established** (Law 73).\n\n<script>document.title='owned'</script>")
    page.click("#adopt-form button[type=submit]")
    decision = Decision.objects.get(origin="committee")
    assert page.url.endswith(decision.get_absolute_url())
    expect(page.locator("h1")).to_have_text("A revoke established by playing to the next trick")
    expect(page.locator("article.decision strong").first).to_have_text("established")
    assert page.title() != "owned"
    expect(page.locator(".sources")).to_contain_text(f"adopted from case {saved.pk} on")
    page.goto("/laws/club-1864/73/")
    expect(page.locator(".decisions")).to_contain_text("A revoke established by playing to the next trick")
    page.goto("/decisions/?law=club-1864:72")
    expect(page.locator("main")).to_contain_text("A revoke established by playing to the next trick")


def test_without_javascript_the_json_form_gives_the_ruling(page_without_js: Page):
    page = page_without_js
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_hidden()
    case = {
        "code": "club-1864",
        "dealer": "W",
        "trump": "2C",
        "hands": {"E": {"known": ["5H"]}},
        "events": [{"type": "play", "seat": s, "card": c} for s, c in PLAYS]
        + [{"type": "claim", "seat": "S", "kind": "revoke", "against": "E"}],
    }
    page.fill("#id_case", "{ not json")
    page.click("#get-ruling")
    expect(page.locator("#server-errors")).to_contain_text("The case is not valid JSON")
    expect(page.locator("#id_case")).to_have_value("{ not json")
    page.fill("#id_case", json.dumps(case))
    page.click("#get-ruling")
    expect(page.locator(".finding").first).to_contain_text("Revoke. Offender: E.")
    expect(page.locator('.finding a[href="/laws/club-1864/73/"]')).to_be_visible()


def test_a_file_is_loaded_into_the_builder_and_a_bad_one_is_refused(page: Page, tmp_path):
    page.goto("/cases/new/")
    expect(page.locator("#builder")).to_be_visible()  # the builder has started and reads files from here on
    bad = tmp_path / "bad.json"
    bad.write_text("this is not json")
    page.set_input_files("#id_case_file", str(bad))
    expect(page.locator("#load-json-message")).to_contain_text("The file bad.json is not a case the builder can read")
    good = tmp_path / "case.json"
    good.write_text(
        json.dumps(
            {"code": "club-1864", "dealer": "N", "trump": "4S", "events": [{"type": "play", "seat": "E", "card": "KD"}]}
        )
    )
    page.set_input_files("#id_case_file", str(good))
    expect(page.locator("#b-trump")).to_have_value("4S")
    expect(page.locator("#b-event-0")).to_be_visible()
    expect(page.locator("#engine-verdict")).to_be_visible()


DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def test_a_whist_deal_pasted_in_pbn_and_exported(page: Page):
    page.goto("/cases/new/")
    page.click("#hands > summary")
    page.fill("#b-pbn", '[Deal "N:AKQJ.T98.765"]')
    page.click('[data-key="pbn-apply"]')
    expect(page.locator(".pbn .field-error")).to_contain_text("four hands")
    page.fill("#b-pbn", f'[Deal "{DEAL}"]')
    page.press("#b-pbn", "Enter")
    expect(page.locator("#b-pbn-export")).to_have_text(f'[Deal "{DEAL}"]')
    hands = json.loads(page.input_value("#id_case"))["hands"]
    assert hands["N"][:4] == ["AS", "KS", "QS", "JS"] and "10H" in hands["N"] and len(hands["W"]) == 13
    assert hands["E"][:3] == ["10S", "9S", "8S"]


def test_new_case_asks_first_and_can_be_undone(page: Page):
    page.goto("/cases/new/")
    page.fill("#quick-entry", "trump:2C AH 3S")
    page.press("#quick-entry", "Enter")
    expect(page.locator("#b-event-1")).to_be_visible()
    page.get_by_role("button", name="New case").click()
    page.get_by_role("button", name="Keep it").click()
    expect(page.locator("#b-event-1")).to_be_visible()
    page.get_by_role("button", name="New case").click()
    page.get_by_role("button", name="Clear it").click()
    expect(page.locator("#b-event-0")).to_have_count(0)
    expect(page.locator("#b-trump")).to_have_value("")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#b-trump")).to_have_value("2C")
    assert [e["card"] for e in json.loads(page.input_value("#id_case"))["events"]] == ["AH", "3S"]
