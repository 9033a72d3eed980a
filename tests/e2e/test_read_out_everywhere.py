"""The ruling the players hear is the same wherever it is read: the lines the engine reads out for each finding,
what is settled now and what waits on a side's choice are found, word for word, on the ruling page, in the PDF
slip's text and on the builder's offline ruling, given by the engine on the phone in Chromium; and so is the
stamp of what it was ruled under (the engine, its law tables, the club's statutes kept on the phone, the day).

The case is the American misdeal after a touch before the trump card (Laws 4, 5): the same dealer deals again,
settled, while E and W have still to choose how to take Law 18's point. The club has a statute on Law 20 (a revoke
costs two points), which changes nothing in this hand but is named in the stamp.
"""

from __future__ import annotations

import html
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from playwright.sync_api import Page

from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject
from tests.decisions.test_ruling_slip import pdf_text
from tests.factories import account, saved_case

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="browser tests run on SQLite"),
]

CASES = Path(__file__).resolve().parents[1] / "engine" / "cases"


def the_case() -> dict[str, Any]:
    case: dict[str, Any] = json.loads(
        (CASES / "american-law-5-cards-touched-before-the-trump-is-turned.case.json").read_text()
    )
    case["events"] = case["events"][:-1]  # E and W have not yet elected
    return {k: v for k, v in case.items() if not k.startswith("_")}


def lines_read_out(ruling: dict[str, Any]) -> list[str]:
    lines = [line for f in ruling["findings"] for line in f["read_out"]]
    return lines + ruling["settled"]["says"] + [w["says"] for w in ruling["waiting"]]


def plain(text: str) -> str:
    return " ".join(html.unescape(text).split())


def page_text(content: str) -> str:
    body = re.sub(r"<(script|template|textarea)\b.*?</\1>", " ", content, flags=re.S)
    return plain(re.sub(r"<[^>]+>", " ", body))


def the_club_s_statute() -> dict[str, Any]:
    """A statute of the club in force on American Law 20, as the phone keeps it and a case carries it."""
    commentary_save(
        subject=law_subject("american-1890", "20", Commentary.STATUTE),
        by=account("statute-maker", "committee"),
        text="In this club a revoke costs two points.",
        message="",
        version=0,
        amendment=("revoke_penalty", 2),
    )
    return {"law": "20", "provision": "revoke_penalty", "value": 2}


def the_stamp_on(content: str) -> str:
    """The sentence of the ruling page's "Ruled under" (templates/cases/_stamp.html)."""
    found = re.search(r'<section class="ruling-stamp"[^>]*>.*?<p>(.*?)</p>', content, flags=re.S)
    assert found, "the ruling page shows no stamp"
    return plain(re.sub(r"<[^>]+>", " ", found.group(1)))


def test_the_page_the_slip_and_the_phone_read_out_the_same_lines(page: Page, referee: Any) -> None:
    case = {**the_case(), "played_on": "2026-05-01"}
    # The server's ruling of the case under the club's statutes, as the phone rules it offline (under the statutes
    # it keeps, the builder's first choice when the club has any).
    saved = saved_case(referee, {**case, "amendments": [the_club_s_statute()]}, public=True)
    lines = lines_read_out(saved.ruling)
    assert "Settled now: the hand is void, and the same dealer, W, deals again." in lines
    assert any(line.startswith("Waiting for E and W to choose: deduct one point") for line in lines)

    client = Client()
    ruling_page = client.get(saved.get_absolute_url()).content.decode()
    on_the_page = page_text(ruling_page)
    _, on_the_slip = pdf_text(client.get(f"/cases/{saved.pk}/slip.pdf").content)
    stamp = the_stamp_on(ruling_page)
    assert "with the club's statutes: Law 20, the penalty of a revoke: 2; the hand played on 1 May 2026." in stamp
    assert plain(f"Ruled under {stamp[0].lower()}{stamp[1:]}") in plain(on_the_slip)
    # The builder's answer as the case is entered rules the case as it stands, without the statutes, as the API does.
    as_it_stands = the_stamp_on(
        client.post("/cases/rule/", {"case": json.dumps(case), "under": "case"}).content.decode()
    )
    assert as_it_stands.endswith("with the printed laws and no statute of the club; the hand played on 1 May 2026.")

    # The phone: the site does not answer its probe, so "Get the ruling" is given by the engine on the phone; nor
    # does its engine answer, so the builder's answer as the case is entered is the phone's too.
    page.route(lambda url: url.endswith("/offline/") or "/api/v1/rulings/" in url, lambda route: route.abort())
    page.goto("/cases/new/")
    page.wait_for_selector("#builder:not([hidden])")
    page.evaluate(
        "(text) => { document.getElementById('json-box').open = true; document.getElementById('id_case').value = text; }",
        json.dumps(case),
    )
    page.click("#load-json")
    page.wait_for_selector("#answered-under")
    answered_under = plain(page.inner_text("#answered-under"))
    page.click("#get-ruling-now")
    page.wait_for_selector("#offline-ruling .read-result")
    on_the_phone = plain(page.inner_text("#offline-ruling"))

    # The stamp of the ruling the phone gives is the server's, for the same engine, statutes and day.
    assert plain(page.inner_text("#offline-ruling .ruling-stamp p")) == stamp
    assert answered_under == as_it_stands

    for line in lines:
        assert plain(line) in on_the_page, line
        assert plain(line) in on_the_slip, line
        assert plain(line) in on_the_phone, line
