"""The meeting pages: holding a meeting, a motion on an appeal, the votes, the minutes, the casebook record."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse

from appeals.models import Appeal
from meetings.models import Meeting, Motion
from meetings.services import meeting_hold, motion_move
from tests.factories import open_appeal, votes_cast

pytestmark = pytest.mark.django_db


@pytest.fixture
def members(make_user):
    return [make_user(name, "committee") for name in ("ada", "bea", "cy")]


def test_a_meeting_held_decides_an_appeal_with_one_dissent_through_the_pages(client, settings, referee, members):
    settings.COMMITTEE_QUORUM = 2
    ada, bea, cy = members
    appeal = open_appeal(referee)
    client.force_login(ada)
    held = client.post(reverse("meetings:new"), {"held_on": "2026-05-01", "present": [m.pk for m in members]})
    meeting = Meeting.objects.get()
    assert held.status_code == 302 and held["Location"] == meeting.get_absolute_url()
    assert meeting.quorum == 2 and meeting.held_on == datetime.date(2026, 5, 1)

    page = client.get(reverse("meetings:motion_on_appeal", args=[meeting.pk]) + f"?appeal={appeal.pk}")
    assert page.status_code == 200 and b"Move the motion" in page.content
    moved = client.post(
        reverse("meetings:motion_on_appeal", args=[meeting.pk]),
        {"appeal": appeal.pk, "outcome": "upheld", "statutes": "as_ruled", "reasons": "The revoke *stands*."},
    )
    assert moved.status_code == 302 and moved["Location"] == reverse("meetings:votes", args=[meeting.pk, 1])
    assert client.get(appeal.get_absolute_url()).context["appeal"].outcome == ""  # nothing changes yet

    votes_page = reverse("meetings:votes", args=[meeting.pk, 1])
    for member, vote in ((ada, {"choice": "for"}), (bea, {"choice": "for"})):
        client.force_login(member)
        assert client.post(votes_page, vote).status_code == 302
    assert Appeal.objects.get(pk=appeal.pk).outcome == ""  # cy has not voted: the motion is not put yet
    client.force_login(cy)
    assert client.post(votes_page, {"choice": "against", "reasons": "The claim came **too late**."}).status_code == 302
    assert Appeal.objects.get(pk=appeal.pk).outcome == "upheld"

    minutes = client.get(meeting.get_absolute_url()).content.decode()
    assert "Present:</strong> ada, bea, cy." in minutes
    assert "<strong>Carried</strong>: 2 for, 1 against, 0 abstaining." in minutes
    assert "Dissent of cy" in minutes and "<strong>too late</strong>" in minutes

    record = client.get(appeal.get_absolute_url()).content.decode()
    assert "Sat: ada, bea, cy." in record
    assert "Dissent of cy" in record and "<strong>too late</strong>" in record


def test_a_motion_refused_and_votes_missing_are_400_naming_what_is_wrong(client, referee, members):
    ada, bea, _ = members
    appeal = open_appeal(referee)
    meeting = meeting_hold(by=ada, held_on=None, present=[ada, bea])
    client.force_login(ada)
    refused = client.post(
        reverse("meetings:motion_on_appeal", args=[meeting.pk]),
        {"appeal": appeal.pk, "outcome": "reversed", "statutes": "as_ruled", "reasons": "Wrong."},
    )
    assert refused.status_code == 400
    assert "a reversal states the ruling that stands instead" in refused.content.decode()
    motion = motion_move(
        meeting=meeting, by=ada, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms={"outcome": "upheld"}, text="Right."
    )
    missing = client.post(reverse("meetings:votes", args=[meeting.pk, motion.number]), {"reasons": "Yes."})
    assert missing.status_code == 400 and "This field is required." in missing.content.decode()
    assert not motion.votes.exists()
    no_date = client.post(reverse("meetings:new"), {"held_on": "the first of May", "present": [ada.pk]})
    assert no_date.status_code == 400 and "Enter a valid date." in no_date.content.decode()


def test_a_motion_on_an_appeal_on_a_private_case_names_it_only_to_those_who_may_read_it(client, referee, members):
    from tests.factories import case_with_ruling_given

    ada = members[0]
    case = case_with_ruling_given(referee, public=False)
    from appeals.services import appeal_lodge

    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="No.")
    meeting = meeting_hold(by=ada, held_on=None, present=[ada])
    motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.DECIDE_APPEAL,
        appeal=appeal,
        terms={"outcome": "upheld"},
        text="Secret reasons.",
    )
    read = client.get(meeting.get_absolute_url()).content.decode()
    assert "an appeal on a case kept private" in read and "Secret reasons" not in read
    client.force_login(ada)
    assert "Secret reasons" in client.get(meeting.get_absolute_url()).content.decode()


def _busy_meeting(referee, members, motions):
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=None, present=members)
    for n in range(motions):
        motion = motion_move(
            meeting=meeting,
            by=ada,
            kind=Motion.DECIDE_APPEAL,
            appeal=open_appeal(referee),
            terms={"outcome": "upheld"},
            text=f"Law 72, {n}.",
        )
        votes = {ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "No, Law 73.")}
        votes_cast(motion=motion, votes=votes)
    return meeting


@pytest.mark.parametrize("motions", [1, 4])
def test_the_pages_cost_the_same_queries_however_many_motions(
    client, referee, members, motions, django_assert_max_num_queries
):
    meeting = _busy_meeting(referee, members, motions)
    appeal = meeting.motions.first().appeal
    with django_assert_max_num_queries(4):
        assert client.get(reverse("meetings:list")).status_code == 200
    with django_assert_max_num_queries(6):  # the meeting and its members; the motions, their subjects, their votes
        assert client.get(meeting.get_absolute_url()).status_code == 200
    with django_assert_max_num_queries(21):  # the casebook record (18) and who sat: the motion, members, votes
        assert client.get(appeal.get_absolute_url()).status_code == 200
    client.force_login(members[0])
    with django_assert_max_num_queries(12):
        assert client.get(meeting.get_absolute_url()).status_code == 200
    with django_assert_max_num_queries(6):
        assert client.get(reverse("meetings:new")).status_code == 200
    other = open_appeal(referee)
    with django_assert_max_num_queries(8):
        url = reverse("meetings:motion_on_appeal", args=[meeting.pk]) + f"?appeal={other.pk}"
        assert client.get(url).status_code == 200
    motion = motion_move(
        meeting=meeting,
        by=members[0],
        kind=Motion.DECIDE_APPEAL,
        appeal=other,
        terms={"outcome": "upheld"},
        text="Yes.",
    )
    with django_assert_max_num_queries(8):
        assert client.get(reverse("meetings:votes", args=[meeting.pk, motion.number])).status_code == 200


def test_the_votes_page_warns_when_the_motion_would_publish_a_private_case(client, referee, members):
    # The decision form and the motion forms warned; the votes page, where the motion carries, did not.
    from appeals.services import appeal_lodge
    from tests.factories import case_with_ruling_given

    ada = members[0]
    meeting = meeting_hold(by=ada, held_on=None, present=[ada])
    client.force_login(ada)
    for public in (False, True):
        appeal = appeal_lodge(case=case_with_ruling_given(referee, public=public), by=referee, side="EW", grounds="No.")
        motion = motion_move(
            meeting=meeting, by=ada, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms={"outcome": "upheld"}, text="R."
        )
        page = client.get(reverse("meetings:votes", args=[meeting.pk, motion.number])).content.decode()
        assert ('id="private-warning"' in page) is not public


def test_the_apis_decision_of_an_appeal_on_a_private_case_says_it_published_it(referee, members):
    from rest_framework.test import APIClient

    from appeals.services import appeal_lodge
    from tests.factories import case_with_ruling_given

    api = APIClient()
    api.force_authenticate(members[0])
    for public in (False, True):
        appeal = appeal_lodge(case=case_with_ruling_given(referee, public=public), by=referee, side="EW", grounds="No.")
        answer = api.post(
            f"/api/v1/appeals/{appeal.pk}/decision/", {"outcome": "upheld", "reasons": "R."}, format="json"
        )
        assert answer.status_code == 200, answer.content
        assert ("published its facts" in answer.get("Warning", "")) is not public
