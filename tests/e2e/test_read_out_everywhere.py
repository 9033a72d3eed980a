"""The ruling the players hear is the same wherever it is read: the lines the engine reads out for each finding,
what is settled now and what waits on a side's choice are found, word for word, on the ruling page, in the PDF
slip's text and on the builder's offline ruling, given by the engine on the phone in Chromium.

The case is the American misdeal after a touch before the trump card (Laws 4, 5): the same dealer deals again,
settled, while E and W have still to choose how to take Law 18's point.
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

from tests.decisions.test_ruling_slip import pdf_text
from tests.factories import saved_case

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


def test_the_page_the_slip_and_the_phone_read_out_the_same_lines(page: Page, referee: Any) -> None:
    case = the_case()
    saved = saved_case(referee, case, public=True)
    lines = lines_read_out(saved.ruling)
    assert "Settled now: the hand is void, and the same dealer, W, deals again." in lines
    assert any(line.startswith("Waiting for E and W to choose: deduct one point") for line in lines)

    client = Client()
    on_the_page = page_text(client.get(saved.get_absolute_url()).content.decode())
    _, on_the_slip = pdf_text(client.get(f"/cases/{saved.pk}/slip.pdf").content)

    # The phone: the site does not answer its probe, so "Get the ruling" is given by the engine on the phone.
    page.route(lambda url: url.endswith("/offline/"), lambda route: route.abort())
    page.goto("/cases/new/")
    page.wait_for_selector("#builder:not([hidden])")
    page.evaluate(
        "(text) => { document.getElementById('json-box').open = true; document.getElementById('id_case').value = text; }",
        json.dumps(case),
    )
    page.click("#load-json")
    page.click("#get-ruling-now")
    page.wait_for_selector("#offline-ruling .read-result")
    on_the_phone = plain(page.inner_text("#offline-ruling"))

    for line in lines:
        assert plain(line) in on_the_page, line
        assert plain(line) in on_the_slip, line
        assert plain(line) in on_the_phone, line
