"""No motion carried is lost: motions on one subject are checked against each other when moved and when they
carry; the statute in force on a day is chosen by its day in force, then its version; and for every day the law
page announces what the code as amended gives and the engine applies."""

from __future__ import annotations

import datetime
import html
import json
import re

import pytest
from django.conf import settings
from django.utils import timezone

from laws.models import Law
from meetings.models import Motion
from meetings.services import MeetingError, meeting_hold, motion_move, vote_cast
from tests.factories import open_appeal

pytestmark = pytest.mark.django_db

CASE = settings.BASE_DIR / "tests" / "engine" / "cases" / "law-72-v-revoke-scores-before-tricks-and-honours.case.json"
DAY = re.compile(r"(\d{1,2} \w+ \d{4})")


def ahead(days: int) -> datetime.date:
    """A day ahead of today, so that a statute's day in force is always one its motion may give."""
    return timezone.localdate() + datetime.timedelta(days=days)


SOONER, LATER = 30, 60  # two statutes' days in force, in the order opposite to their motions'


def statute(meeting, member, value, day: datetime.date, **more):
    law = Law.objects.get(code__slug="club-1864", number="72")
    terms = {"provision": "revoke_penalty", "value": value, "in_force_from": day.isoformat(), **more}
    return motion_move(meeting=meeting, by=member, kind=Motion.ADOPT_STATUTE, law=law, terms=terms, text=f"{value}.")


def _words(day: datetime.date) -> str:
    return f"{day.day} {day:%B %Y}"


def _date(words: str) -> datetime.date:
    return datetime.datetime.strptime(words, "%d %B %Y").date()


def announced(page: str, on: datetime.date) -> str:
    """What the law page's history announces for the day: the amendment of the version in force then."""
    found = "3"  # as printed
    for item in re.findall(r'<li class="statute-version">(.*?)</li>', page, re.S):
        if item.startswith("Never in force"):
            continue
        days = [_date(d) for d in DAY.findall(item.split(", as amended")[0]) if "made on" not in d]
        start, until = days[0], days[1] if " until " in item.split(", as amended")[0] else None
        if start <= on and (until is None or on < until):
            found = re.search(r"The penalty of a revoke: (\d)", item).group(1)  # type: ignore[union-attr]
    return found


def test_a_second_motion_on_the_same_subject_is_refused_unless_it_states_what_it_replaces(committee, referee):
    meeting = meeting_hold(by=committee, held_on=None, present=[committee])
    first = statute(meeting, committee, "1", ahead(LATER))
    with pytest.raises(MeetingError, match="motion 1 of the meeting of .* is still before the committee"):
        statute(meeting, committee, "2", ahead(SOONER))
    appeal = open_appeal(referee)
    terms = {"outcome": "upheld"}
    decide = motion_move(meeting=meeting, by=committee, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms=terms, text="Y")
    with pytest.raises(MeetingError, match="on the same appeal is still before the committee"):
        motion_move(meeting=meeting, by=committee, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms=terms, text="N")
    second = statute(meeting, committee, "2", ahead(SOONER), replaces=f"{meeting.pk}/{first.number}")
    with pytest.raises(MeetingError, match="cannot take effect: motion 3 of the .* is still before the committee"):
        vote_cast(motion=first, by=committee, choice="for")  # the one that replaces it is before the committee
    assert vote_cast(motion=second, by=committee, choice="for").state == Motion.CARRIED
    first.refresh_from_db()
    assert first.state == Motion.REPLACED
    assert vote_cast(motion=decide, by=committee, choice="for").state == Motion.CARRIED


def test_a_statute_for_the_same_day_as_one_carried_states_that_it_replaces_it(client, committee):
    meeting = meeting_hold(by=committee, held_on=None, present=[committee])
    first = statute(meeting, committee, "1", ahead(LATER))
    vote_cast(motion=first, by=committee, choice="for")
    same_day = f"takes force on the same day, {_words(ahead(LATER))}, and would never take force"
    with pytest.raises(MeetingError, match=same_day):
        statute(meeting, committee, "2", ahead(LATER))
    second = statute(meeting, committee, "2", ahead(LATER), replaces=f"{meeting.pk}/1")
    assert vote_cast(motion=second, by=committee, choice="for").state == Motion.CARRIED
    minutes = client.get(meeting.get_absolute_url()).content.decode()
    assert "<dt>Replaces</dt><dd>motion 1 of the meeting of" in minutes
    page = html.unescape(client.get("/laws/club-1864/72/").content.decode())
    assert f"Never in force: replaced on its day, {_words(ahead(LATER))}, by version 2" in page


def test_for_every_day_the_law_page_the_code_as_amended_and_the_engine_agree(client, committee):
    meeting = meeting_hold(by=committee, held_on=None, present=[committee])
    vote_cast(motion=statute(meeting, committee, "1", ahead(LATER)), by=committee, choice="for")
    vote_cast(motion=statute(meeting, committee, "2", ahead(SOONER)), by=committee, choice="for")
    page = html.unescape(client.get("/laws/club-1864/72/").content.decode())
    seen = set()
    day = ahead(SOONER - 2)
    while day <= ahead(LATER + 1):
        law_page = announced(page, day)
        consolidated = html.unescape(client.get(f"/laws/club-1864/as-amended/?on={day}").content.decode())
        law_72 = consolidated[consolidated.index('id="law-72"') : consolidated.index('id="law-73"')]
        as_amended = re.search(r"As amended by the club, in force from [^:]+: The penalty of a revoke: (\d)", law_72)
        document = {**json.loads(CASE.read_text()), "played_on": day.isoformat()}
        ruled = html.unescape(
            client.post("/cases/rule/", {"case": json.dumps(document), "under": "statutes"}).content.decode()
        )
        engine = re.search(r"Law 72, The penalty of a revoke: (\d)", ruled)
        assert (as_amended.group(1) if as_amended else "3") == law_page, day
        assert (engine.group(1) if engine else "3") == law_page, day
        seen.add(law_page)
        day += datetime.timedelta(days=1)
    assert seen == {"3", "2", "1"}  # as printed until the sooner day, two until the later, one from then


def test_a_member_alone_cannot_write_what_a_motion_before_the_committee_is_on(committee):
    from accounts.committee import MotionRefused
    from committee.models import Commentary
    from committee.services import commentary_save
    from committee.subjects import law_subject

    meeting = meeting_hold(by=committee, held_on=None, present=[committee])
    statute(meeting, committee, "1", ahead(LATER))
    with pytest.raises(
        MotionRefused, match="motion 1 of the meeting of .* on the same subject is before the committee"
    ):
        commentary_save(
            subject=law_subject("club-1864", "72", Commentary.STATUTE),
            by=committee,
            text="Two.",
            message="",
            version=0,
            amendment=("revoke_penalty", "2"),
        )
    assert not Commentary.objects.filter(kind=Commentary.STATUTE, version__gt=0).exists()
