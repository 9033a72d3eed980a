"""The statutes' state in the API and on the pages: from when each is in force, in force now or from a later
day, struck out; the history's columns; a law a statute could strike out reads as printed."""

from __future__ import annotations

import datetime
import html

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from laws.models import Law
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move, vote_cast

pytestmark = pytest.mark.django_db


def carried(member, number: str, terms: dict[str, object]) -> Motion:
    meeting = meeting_hold(by=member, held_on=None, present=[member])
    law = Law.objects.get(code__slug="club-1864", number=number)
    motion = motion_move(meeting=meeting, by=member, kind=Motion.ADOPT_STATUTE, law=law, terms=terms, text="So.")
    return vote_cast(motion=motion, by=member, choice="for")


def test_the_api_gives_each_statute_its_day_and_state(committee):
    later = timezone.localdate() + datetime.timedelta(days=31)
    carried(committee, "72", {"provision": "revoke_penalty", "value": "2", "in_force_from": later.isoformat()})
    carried(committee, "82", {"provision": "struck_out", "value": ""})
    rows = {r["law"]["number"]: r for r in APIClient().get("/api/v1/statutes/?code=club-1864").json()["results"]}
    assert (rows["72"]["in_force_from"], rows["72"]["state"]) == (later.isoformat(), "not_yet_in_force")
    assert rows["72"]["struck_out"] is False
    today = timezone.localdate().isoformat()
    assert (rows["82"]["in_force_from"], rows["82"]["state"], rows["82"]["struck_out"]) == (today, "in_force", True)
    history = APIClient().get("/api/v1/laws/club-1864/72/statute/history/").json()["results"]
    assert [(v["version"], v["in_force_from"]) for v in history] == [(1, later.isoformat())]


def test_the_history_page_has_its_in_force_column_and_a_struck_law_reads_as_printed(client, committee):
    later = timezone.localdate() + datetime.timedelta(days=31)
    carried(committee, "72", {"provision": "revoke_penalty", "value": "2", "in_force_from": later.isoformat()})
    page = html.unescape(client.get("/laws/club-1864/72/statute/history/").content.decode())
    assert '<th scope="col">In force from</th>' in page
    assert f"<td>{later.day} {later:%B %Y} (not yet in force)</td>" in page
    assert "Adopted at the meeting of" in page
    carried(committee, "82", {"provision": "struck_out", "value": ""})
    law_82 = html.unescape(client.get("/laws/club-1864/82/").content.decode())
    assert "As printed: The law stands as printed." in law_82 and "in force." not in law_82.split("As printed")[1][:40]


def test_two_meetings_of_one_day_are_named_by_their_numbers(client, committee):
    first = meeting_hold(by=committee, held_on=None, present=[committee])
    second = meeting_hold(by=committee, held_on=None, present=[committee])
    day = timezone.localdate()
    assert (first.number, second.number) == (1, 2)
    assert first.named == f"meeting of {day.day} {day:%B %Y}"
    assert second.named == f"meeting 2 of {day.day} {day:%B %Y}"
    assert (
        f"Minutes of the meeting 2 of {day.day} {day:%B %Y}" in client.get(second.get_absolute_url()).content.decode()
    )
    listed = client.get("/api/v1/meetings/").json()["results"]
    assert [(m["number"], m["named"]) for m in listed] == [(2, second.named), (1, first.named)]
