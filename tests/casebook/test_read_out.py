"""The casebook reads out each finding of the engine's proposal in the engine's lines, as the ruling page, the slip
and the phone do. A penalty the law fixes has no line of its own: euchre 90's forfeit of two is in the summary, read
out whole after who offended."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from django.utils import timezone

from tests.factories import adopted_decision

pytestmark = pytest.mark.django_db

CASE = Path(__file__).resolve().parents[1] / "engine" / "euchre" / "law-90-a-hand-of-four-cards.case.json"


def test_the_casebook_reads_out_a_fixed_penalty_in_the_engines_lines(client, committee, referee):
    document = {k: v for k, v in json.loads(CASE.read_text()).items() if not k.startswith("_")}
    adopted_decision(committee, referee, title="North holds four cards", document=document, public=True)
    page = client.get(f"/casebook/{timezone.localdate().year}/").content.decode()
    proposal = page.split('id="case-1-proposal"', 1)[1].split("</section>", 1)[0]
    (finding,) = re.findall(r"<li>(.*?)</li>", proposal, flags=re.S)
    assert finding.startswith("<strong>Wrong number of cards. Offender: N.</strong> ")
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", finding)).split())
    assert said == (
        "Wrong number of cards. Offender: N. N's hand as given has 4 cards, fewer than five: the deal holds good, and"
        " N and S forfeit 2 (all four playing); they are not entitled to score any point they made on that hand (Law"
        " 90). The engine reads the forfeit as points scored by the adversaries. Law 90"
    )
