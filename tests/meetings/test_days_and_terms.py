"""Days that hold and the terms before the vote: a statute takes force no earlier than the day its motion
carries unless its terms say it is retroactive (and the law page says so); a decision has one date; the votes
page, the minutes and the data give the terms in words."""

from __future__ import annotations

import datetime
import html
import re

import pytest
from django.urls import reverse
from django.utils import timezone

from appeals.models import Appeal
from laws.models import Law
from meetings.models import Motion
from meetings.services import MeetingError, meeting_hold, motion_move, vote_cast
from tests.factories import open_appeal, saved_case

pytestmark = pytest.mark.django_db

LAW_72 = {"code__slug": "club-1864", "number": "72"}


def _day(day: datetime.date) -> str:
    return f"{day.day} {day:%B %Y}"


def statute(meeting, member, **terms):
    law = Law.objects.get(**LAW_72)
    terms = {"provision": "revoke_penalty", "value": "2", **terms}
    return motion_move(meeting=meeting, by=member, kind=Motion.ADOPT_STATUTE, law=law, terms=terms, text="Two.")


def test_a_statute_takes_force_no_earlier_than_the_day_it_carries_unless_retroactive(client, committee):
    past = timezone.localdate() - datetime.timedelta(days=30)
    meeting = meeting_hold(by=committee, held_on=past, present=[committee])  # a meeting recorded late
    with pytest.raises(MeetingError, match="before the day its motion carries"):
        statute(meeting, committee, in_force_from=past.isoformat())
    plain = statute(meeting, committee)  # no day named: the day it carries
    vote_cast(motion=plain, by=committee, choice="for")
    page = html.unescape(client.get("/laws/club-1864/72/").content.decode())
    assert f"In force from {_day(timezone.localdate())}" in page and "retroactive" not in page

    back = statute(meeting, committee, value="1", in_force_from=past.isoformat(), retroactive=True, replaces="")
    vote_cast(motion=back, by=committee, choice="for")
    page = html.unescape(client.get("/laws/club-1864/72/").content.decode())
    assert f"From {_day(past)} until {_day(timezone.localdate())} (retroactive: made on" in page


@pytest.mark.parametrize(
    ("terms", "refused"),
    [
        ({"retroactive": "false"}, "is true or false, not 'false'"),  # words are not false: never made retroactive
        ({"retroactive": True, "in_force_from": "+30"}, "not before the day its motion carries"),
        ({"retroactive": True}, "names the day before the motion carries"),
        ({"in_force_from": "the first of May"}, "a date written as 2026-05-01, not 'the first of May'"),
    ],
)
def test_a_statute_is_retroactive_only_when_its_terms_say_so_and_name_an_earlier_day(committee, terms, refused):
    meeting = meeting_hold(by=committee, held_on=timezone.localdate(), present=[committee])
    if terms.get("in_force_from") == "+30":
        terms = {**terms, "in_force_from": (timezone.localdate() + datetime.timedelta(days=30)).isoformat()}
    with pytest.raises(MeetingError, match=re.escape(refused)):
        statute(meeting, committee, **terms)


def test_a_term_the_motion_does_not_read_is_refused_before_anyone_votes_on_it(committee):
    """A day misspelt ("in_force_form") would be voted on and then do nothing: the statute in force at once."""
    meeting = meeting_hold(by=committee, held_on=timezone.localdate(), present=[committee])
    later = (timezone.localdate() + datetime.timedelta(days=30)).isoformat()
    with pytest.raises(MeetingError, match="the terms of this motion take .*in_force_from.*; not in_force_form"):
        statute(meeting, committee, in_force_form=later)
    assert not Motion.objects.filter(meeting=meeting).exists()
    assert statute(meeting, committee, in_force_from=later, message="Two tricks.").terms["in_force_from"] == later


def test_the_statute_a_motion_makes_is_its_movers_whoever_voted_last(client, committee, make_user):
    bea = make_user("bea", "committee")
    meeting = meeting_hold(by=committee, held_on=timezone.localdate(), present=[committee, bea])
    motion = statute(meeting, committee)
    vote_cast(motion=motion, by=committee, choice="for")
    vote_cast(motion=motion, by=bea, choice="for")  # the last vote puts it
    page = html.unescape(client.get("/laws/club-1864/72/").content.decode())
    assert f"Version 1, by {committee.get_username()}," in page and "by bea" not in page


def test_a_decision_made_by_a_motion_has_one_date(client, committee, make_user, referee):
    bea = make_user("bea", "committee")
    past = timezone.localdate() - datetime.timedelta(days=3)
    meeting = meeting_hold(by=committee, held_on=past, present=[committee, bea])
    case = saved_case(referee, public=True)
    adopt = motion_move(
        meeting=meeting, by=committee, kind=Motion.ADOPT_CASE, case=case, terms={"title": "E revokes"}, text="Held."
    )
    appeal = open_appeal(referee)
    decide = motion_move(
        meeting=meeting, by=committee, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms={"outcome": "upheld"}, text="Y"
    )
    for motion in (adopt, decide):
        vote_cast(motion=motion, by=committee, choice="for")
        vote_cast(motion=motion, by=bea, choice="for")
    today = timezone.localdate()
    case.refresh_from_db()
    appeal = Appeal.objects.get(pk=appeal.pk)
    assert timezone.localdate(appeal.decided_at) == today
    assert today.isoformat() in appeal.decision.source_text  # type: ignore[union-attr]
    assert today.isoformat() in case.decision.source_text  # type: ignore[union-attr]
    record = client.get(appeal.get_absolute_url()).content.decode()
    assert f"on {_day(today)} by the committee" in record
    book = client.get(f"/casebook/{today.year}/").content.decode()
    assert book.count(f"carried on {_day(today)}") == 2 and _day(past) in book  # the meeting keeps its own day


def test_the_votes_page_the_minutes_and_the_data_give_the_terms(client, committee, referee):
    meeting = meeting_hold(by=committee, held_on=None, present=[committee])
    later = timezone.localdate() + datetime.timedelta(days=60)
    motion = statute(meeting, committee, in_force_from=later.isoformat())
    varied = motion_move(
        meeting=meeting,
        by=committee,
        kind=Motion.DECIDE_APPEAL,
        appeal=open_appeal(referee),
        terms={"outcome": "varied", "elections": [{"finding": 0, "option": "deduct_three"}]},
        text="Deduct.",
    )
    client.force_login(committee)
    votes = html.unescape(client.get(reverse("meetings:votes", args=[meeting.pk, motion.number])).content.decode())
    assert "<dt>The amendment</dt><dd>The penalty of a revoke: 2</dd>" in votes
    assert f"<dt>In force from</dt><dd>{_day(later)}</dd>" in votes
    varied_votes = client.get(reverse("meetings:votes", args=[meeting.pk, varied.number])).content.decode()
    assert re.search(r"<dt>The options elected</dt><dd>[^<]*deduct", html.unescape(varied_votes))
    minutes = html.unescape(client.get(meeting.get_absolute_url()).content.decode())
    assert f"<dt>In force from</dt><dd>{_day(later)}</dd>" in minutes and "<dt>The options elected</dt>" in minutes
    data = client.get(f"/api/v1/meetings/{meeting.pk}/").json()["motions"]
    assert {"what": "The amendment", "words": "The penalty of a revoke: 2"} in data[0]["terms_in_words"]
    assert data[1]["terms_in_words"][0] == {"what": "That the ruling be", "words": "varied"}
