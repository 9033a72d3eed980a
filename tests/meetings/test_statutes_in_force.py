"""Statutes in force from a date: a statute adopted at a meeting takes force on the meeting's day (or the day the
motion names); a case played before that day is ruled under the earlier law, one played after under the new."""

from __future__ import annotations

import datetime
import html
import json

import pytest
from django.conf import settings
from django.utils import timezone
from django.utils.formats import date_format

from committee.statutes import amendments_in_force
from laws.models import Law
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move
from tests.factories import votes_cast

pytestmark = pytest.mark.django_db

CASE = settings.BASE_DIR / "tests" / "engine" / "cases" / "law-72-v-revoke-scores-before-tricks-and-honours.case.json"


def adopt(member, held_on, value, in_force_from=None):
    """A statute adopted at a meeting recorded for a past day: from that day (or the one named), retroactive."""
    meeting = meeting_hold(by=member, held_on=held_on, present=[member])
    terms: dict[str, object] = {"provision": "revoke_penalty", "value": value}
    terms["in_force_from"] = in_force_from or held_on.isoformat()
    terms["retroactive"] = datetime.date.fromisoformat(str(terms["in_force_from"])) < timezone.localdate()
    law = Law.objects.get(code__slug="club-1864", number="72")
    motion = motion_move(meeting=meeting, by=member, kind=Motion.ADOPT_STATUTE, law=law, terms=terms, text=f"{value}.")
    return votes_cast(motion=motion, votes={member.pk: ("for", "")})


def ruled_on(client, day):
    document = {**json.loads(CASE.read_text()), "played_on": day}
    return html.unescape(
        client.post("/cases/rule/", {"case": json.dumps(document), "under": "statutes"}).content.decode()
    )


def test_a_case_played_before_the_statutes_day_is_ruled_under_the_earlier_law_and_after_it_under_the_new(
    client, committee
):
    adopt(committee, datetime.date(2026, 5, 1), "2")
    adopt(committee, datetime.date(2026, 5, 1), "1", in_force_from="2026-06-01")

    before = ruled_on(client, "2026-04-30")
    assert "Under the printed code: no statute of the club was in force on 2026-04-30." in before
    assert "add three to their own" in before
    may = ruled_on(client, "2026-05-15")
    assert "As amended by the club's statutes in force on 2026-05-15: Law 72, The penalty of a revoke: 2." in may
    assert "add two to their own score" in may
    june = ruled_on(client, "2026-06-01")
    assert "in force on 2026-06-01: Law 72, The penalty of a revoke: 1." in june
    assert "add one to their own score" in june

    assert amendments_in_force("club-1864", datetime.date(2026, 4, 30)) == []
    assert amendments_in_force("club-1864", datetime.date(2026, 5, 31)) == [
        {"law": "72", "provision": "revoke_penalty", "value": 2}
    ]


def test_a_case_that_names_no_day_is_played_today_and_says_so(client, committee):
    from django.utils import timezone

    adopt(committee, timezone.localdate(), "2")
    today = timezone.localdate().isoformat()
    page = html.unescape(client.post("/cases/rule/", {"case": CASE.read_text(), "under": "statutes"}).content.decode())
    assert f"the hand played on {today}" in page and "The penalty of a revoke: 2" in page


def test_a_day_played_that_is_not_a_date_is_a_400_naming_the_field(client, committee):
    document = {**json.loads(CASE.read_text()), "played_on": "the first of May"}
    response = client.post("/cases/rule/", {"case": json.dumps(document), "under": "statutes"})
    assert response.status_code == 400
    assert "played_on" in response.content.decode() and "write a date as 2026-05-01" in response.content.decode()


def test_the_consolidated_code_shows_each_statute_from_its_day_and_the_next_one_to_come(client, committee):
    adopt(committee, datetime.date(2026, 5, 1), "2")
    adopt(committee, datetime.date(2026, 5, 1), "1", in_force_from="2026-06-01")
    may = html.unescape(client.get("/laws/club-1864/as-amended/?on=2026-05-15").content.decode())
    law_72 = may[may.index('id="law-72"') : may.index('id="law-73"')]
    assert "As amended by the club, in force from 1 May 2026: The penalty of a revoke: 2." in law_72
    assert "From 1 June 2026: The penalty of a revoke: 1" in law_72
    assert "The laws as in force on <strong>15 May 2026</strong>" in may and "1 law amended." in may
    june = html.unescape(client.get("/laws/club-1864/as-amended/?on=2026-06-15").content.decode())
    law_72 = june[june.index('id="law-72"') : june.index('id="law-73"')]
    assert "As amended by the club, in force from 1 June 2026: The penalty of a revoke: 1." in law_72
    assert "From 1 June 2026:" not in law_72
    april = client.get("/laws/club-1864/as-amended/?on=2026-04-01").content.decode()
    assert "No statute of the club was in force that day: the code as printed." in april
    wrong = client.get("/laws/club-1864/as-amended/?on=May")
    assert wrong.status_code == 400 and "on: &#x27;May&#x27; is not a date" in wrong.content.decode()
    assert client.get("/laws/no-such-code/as-amended/").status_code == 404


def test_the_laws_page_shows_its_history_as_printed_and_as_amended_from_when(client, committee):
    adopt(committee, datetime.date(2026, 5, 1), "2")
    adopt(committee, datetime.date(2026, 5, 1), "1", in_force_from="2026-06-01")
    page = html.unescape(client.get("/laws/club-1864/72/").content.decode())
    history = page[page.index('class="statute-history"') : page.index("</ol>", page.index('class="statute-history"'))]
    assert "As printed: The penalty of a revoke: 3" in history
    made = f"(retroactive: made on {date_format(timezone.localdate(), 'j F Y')})"
    assert f"From 1 May 2026 until 1 June 2026 {made}, as amended by statute (version 1): The penalty" in history
    assert f"From 1 June 2026 {made}, as amended by statute (version 2): The penalty of a revoke: 1." in history
    assert "Adopted at the meeting of 1 May 2026, motion 1" in history


@pytest.mark.parametrize("statutes", [1, 4])
def test_the_consolidated_code_costs_the_same_queries_however_many_statutes(
    client, committee, statutes, django_assert_max_num_queries
):
    for n in range(statutes):
        adopt(committee, datetime.date(2026, 5, 1 + n), str(1 + n % 3))
    with django_assert_max_num_queries(
        8
    ):  # the site's version; the code, its laws, clauses, notes, the versions; the linker (2)
        assert client.get("/laws/club-1864/as-amended/").status_code == 200
