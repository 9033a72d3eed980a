"""Each vote is its member's act: he casts his own (page, API), changes it until the motion is put; a party to
the appeal does not vote; the secretary records others' votes only where the club lets him, and each is marked;
the mover puts the motion after the time allowed; no vote before the meeting's day."""

from __future__ import annotations

import datetime
import json

import pytest
from django.urls import reverse

from accounts.tokens import token_make
from appeals.services import appeal_lodge
from meetings.models import Motion
from meetings.services import MeetingError, meeting_hold, motion_move, motion_put, vote_cast, votes_record
from tests.factories import case_with_ruling_given, open_appeal

pytestmark = pytest.mark.django_db


@pytest.fixture
def members(make_user):
    return [make_user(name, "committee") for name in ("ada", "bea", "cy")]


def decide(meeting, mover, appeal) -> Motion:
    terms = {"outcome": "upheld"}
    return motion_move(meeting=meeting, by=mover, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms=terms, text="Yes.")


def api(client, url, body, user):
    _, token = token_make(user=user, lifetime=None)
    return client.post(url, json.dumps(body), content_type="application/json", HTTP_AUTHORIZATION=f"Token {token}")


def test_a_member_cannot_cast_another_members_vote_by_the_page_or_the_api(client, settings, referee, members):
    settings.COMMITTEE_QUORUM = 2
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=None, present=members, secretary=ada)
    motion = decide(meeting, ada, open_appeal(referee))
    page = reverse("meetings:votes", args=[meeting.pk, motion.number])
    client.force_login(ada)
    form = client.get(page).content.decode()
    assert 'id="own-vote-form"' in form and 'id="votes-form"' not in form  # the secretary's form: setting off
    record = {"action": "record", f"vote-{ada.pk}": "for", f"vote-{bea.pk}": "for", f"vote-{cy.pk}": "for"}
    refused = client.post(page, record)
    assert refused.status_code == 400 and "a member casts only his own vote" in refused.content.decode()
    answer = api(client, f"/api/v1/meetings/{meeting.pk}/motions/1/votes/", {"member": "bea", "choice": "for"}, ada)
    assert answer.status_code == 400 and "a member casts only his own vote" in answer.json()["detail"]
    assert not motion.votes.exists()
    own = api(client, f"/api/v1/meetings/{meeting.pk}/motions/1/votes/", {"choice": "for"}, ada)
    assert own.status_code == 200 and [(v["member"], v["recorded_by"]) for v in own.json()["votes"]] == [("ada", None)]


def test_with_the_setting_the_secretary_records_votes_marked_as_his(client, settings, referee, members):
    settings.COMMITTEE_QUORUM, settings.COMMITTEE_SECRETARY_RECORDS = 2, True
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=None, present=members, secretary=bea)
    motion = decide(meeting, ada, open_appeal(referee))
    with pytest.raises(MeetingError, match="a member casts only his own vote"):
        votes_record(motion=motion, by=ada, votes={cy.pk: ("for", "")})  # ada is not the secretary
    client.force_login(bea)
    page = reverse("meetings:votes", args=[meeting.pk, motion.number])
    assert 'id="votes-form"' in client.get(page).content.decode()
    record = {"action": "record", f"vote-{ada.pk}": "for", f"vote-{bea.pk}": "for", f"vote-{cy.pk}": "against"}
    assert client.post(page, record).status_code == 302
    motion.refresh_from_db()
    assert motion.state == Motion.CARRIED
    minutes = client.get(meeting.get_absolute_url()).content.decode()
    assert minutes.count("(recorded by the secretary, bea)") == 2  # ada's and cy's; bea's own vote is hers
    data = client.get(f"/api/v1/meetings/{meeting.pk}/").json()["motions"][0]["votes"]
    assert [(v["member"], v["recorded_by"]) for v in data] == [("ada", "bea"), ("bea", None), ("cy", "bea")]


def test_a_party_to_the_appeal_does_not_vote_on_it(settings, make_user, members):
    settings.COMMITTEE_QUORUM = 2
    ada, bea, cy = members
    appeal = appeal_lodge(case=case_with_ruling_given(cy), by=bea, side="EW", grounds="No.")  # cy ruled, bea appeals
    meeting = meeting_hold(by=ada, held_on=None, present=members)
    motion = decide(meeting, ada, appeal)
    for party in (bea, cy):
        with pytest.raises(MeetingError, match=f"{party.get_username()} is a party to the appeal"):
            vote_cast(motion=motion, by=party, choice="for")
    # ada alone votes: every member who votes has voted, so it is put, and lost for want of a quorum voting.
    assert vote_cast(motion=motion, by=ada, choice="for").state == Motion.LOST


def test_the_mover_puts_the_motion_after_the_time_allowed_and_no_vote_comes_before_the_day(settings, referee, members):
    settings.COMMITTEE_QUORUM, settings.COMMITTEE_VOTING_HOURS = 2, 48
    ada, bea, cy = members
    ahead = meeting_hold(by=ada, held_on=datetime.date.today() + datetime.timedelta(days=2), present=members)
    early = decide(ahead, ada, open_appeal(referee))
    with pytest.raises(MeetingError, match="on or after the day of the meeting"):
        vote_cast(motion=early, by=ada, choice="for")
    motion = decide(meeting_hold(by=ada, held_on=None, present=members), ada, open_appeal(referee))
    vote_cast(motion=motion, by=ada, choice="for")
    vote_cast(motion=motion, by=bea, choice="for")
    with pytest.raises(MeetingError, match="the members present have until"):
        motion_put(motion=motion, by=ada)
    settings.COMMITTEE_VOTING_HOURS = 0
    with pytest.raises(MeetingError, match="only its mover puts it"):
        motion_put(motion=motion, by=bea)
    assert motion_put(motion=motion, by=ada).state == Motion.CARRIED  # cy never voted: 2 for, with a quorum


@pytest.mark.parametrize("present", [2, 5])
def test_the_vote_link_page_costs_the_same_queries_however_many_sit(
    client, make_user, referee, present, django_assert_max_num_queries
):
    from meetings.links import vote_token

    sitting = [make_user(f"member{n}", "committee") for n in range(present)]
    meeting = meeting_hold(by=sitting[0], held_on=None, present=sitting)
    motion = decide(meeting, sitting[0], open_appeal(referee))
    vote_cast(motion=motion, by=sitting[1], choice="for")
    client.force_login(sitting[0])
    # the session, the member, the motion, his permissions (2), the votes, those present, the parties
    with django_assert_max_num_queries(8):
        assert client.get(f"/meetings/vote/{vote_token(sitting[0].pk, motion.pk)}/").status_code == 200
