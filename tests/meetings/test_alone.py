"""With the quorum at one, a write a motion would make, done by one member outside a meeting, is a motion carried
at once: recorded at his meeting of the day with his vote for, in the same transaction as its effect, so the
minutes, the casebook record, the feeds and the API show it as they show a motion carried at a meeting. Above
quorum one, the holding of a decision of the committee, like the other writes, changes only by a motion."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from appeals.models import Appeal
from appeals.services import appeal_lodge
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject
from decisions.models import Decision
from meetings.models import Meeting, Motion
from meetings.services import meeting_hold
from tests.factories import adopted_decision, case_with_ruling_given, open_appeal, saved_case

pytestmark = pytest.mark.django_db

STATUTE_API = "/api/v1/laws/club-1864/72/statute/"
A_MOTION = "by a motion carried with 2 members present"


def api_of(member) -> APIClient:  # type: ignore[no-untyped-def]
    client = APIClient()
    client.force_authenticate(member)
    return client


def test_each_write_alone_is_a_motion_carried_at_once_at_his_meeting_of_the_day(client, committee, referee, make_user):  # type: ignore[no-untyped-def]
    bea = make_user("bea", "committee")
    sat_together = meeting_hold(by=committee, held_on=None, present=[committee, bea])  # not his meeting alone
    appeal, case = open_appeal(referee), saved_case(referee, public=True, title="S revokes")
    api = api_of(committee)
    client.force_login(committee)

    decided = api.post(f"/api/v1/appeals/{appeal.pk}/decision/", {"outcome": "upheld", "reasons": "It stands."})
    assert decided.status_code == 200, decided.content
    mine = Meeting.objects.exclude(pk=sat_together.pk).get()
    assert decided.json()["motion"] == f"http://testserver/meetings/{mine.pk}/#motion-1"
    assert (mine.held_on, mine.quorum, list(mine.present.all())) == (timezone.localdate(), 1, [committee])
    first = mine.motions.get()
    assert (first.kind, first.state, first.appeal_id, first.terms["outcome"]) == (
        "decide_appeal",
        "carried",
        appeal.pk,
        "upheld",
    )
    assert [(v.member, v.choice) for v in first.votes.all()] == [(committee, "for")]
    assert Appeal.objects.get(pk=appeal.pk).outcome == "upheld"

    # Each later act of his that day is the next motion of the same meeting, whatever the door.
    adopted = client.post(f"/cases/{case.pk}/adopt/", {"title": "S revokes", "holding": "The revoke *stands*."})
    assert adopted.status_code == 302
    decision = Decision.objects.get(slug=f"committee-case-{case.pk}")
    edit = client.get(f"/decisions/{decision.slug}/holding/").content.decode()
    assert 'id="as-a-motion"' in edit and 'id="motion-needed"' not in edit  # said before he writes
    amended = client.post(
        f"/decisions/{decision.slug}/holding/",
        {
            "title": "S revokes",
            "text": "The revoke stands, once.",
            "version": 1,
            "message": "Once",
            "action": "publish",
        },
    )
    assert amended.status_code == 302
    put = {"text": "Two.", "message": "", "version": 0, "provision": "revoke_penalty", "value": 2}
    statute = api.put(STATUTE_API, put, format="json")
    assert statute.status_code == 200 and statute.json()["motion"].endswith(f"/meetings/{mine.pk}/#motion-4")
    back = api.post(STATUTE_API + "revert/", {"to": 1, "version": 1}, format="json")
    assert back.status_code == 200 and back.json()["motion"].endswith(f"/meetings/{mine.pk}/#motion-5")
    withdrawn = client.post(f"/decisions/{decision.slug}/withdraw/", {"reason": "Overruled."})
    assert withdrawn.status_code == 302

    motions = list(Motion.objects.filter(meeting=mine).order_by("number"))
    assert [(m.number, m.kind, m.state) for m in motions] == [
        (1, "decide_appeal", "carried"),
        (2, "adopt_case", "carried"),
        (3, "amend_holding", "carried"),
        (4, "adopt_statute", "carried"),
        (5, "adopt_statute", "carried"),
        (6, "withdraw_decision", "carried"),
    ]
    assert [m.statute_version for m in motions[3:5]] == [1, 2]
    assert not sat_together.motions.exists()
    holding = Commentary.objects.get(decision=decision, kind=Commentary.HOLDING)
    assert holding.text == "The revoke stands, once." and holding.version == 2
    assert holding.message == f"Once (Amended at the {mine.named}, motion 3)"
    assert Decision.objects.get(pk=decision.pk).holding == "The revoke stands, once."

    # The minutes, the casebook record and the feeds show them as they show a motion carried at a meeting.
    minutes = Client().get(mine.get_absolute_url()).content.decode()
    assert "Motion 1: decides an appeal" in minutes and "Motion 3: amends the holding of a decision" in minutes
    record = Client().get(appeal.get_absolute_url()).content.decode()
    assert "motion 1. Sat: comm." in record and "Carried: 1 for, 0 against, 0 abstaining." in record
    feed = Client().get("/feeds/all.atom").content.decode()
    assert f"Motion 6 of the {mine.named}," in feed and "withdraws a decision" in feed


def test_a_write_refused_records_no_meeting_and_no_motion(client, committee, referee):  # type: ignore[no-untyped-def]
    appeal = open_appeal(referee)
    api = api_of(committee)
    refused = api.post(f"/api/v1/appeals/{appeal.pk}/decision/", {"outcome": "reversed", "reasons": "No."})
    assert refused.status_code == 400 and "a reversal states the ruling that stands instead" in refused.json()["detail"]
    put = {"text": "Two.", "message": "", "version": 0, "provision": "revoke_penalty", "value": 2}
    assert api.put(STATUTE_API, put, format="json").status_code == 200
    stale = api.put(STATUTE_API, {**put, "value": 1}, format="json")  # from version 0 still: another saved first
    assert stale.status_code == 409
    assert Motion.objects.count() == 1 and Meeting.objects.count() == 1  # the statute's, and its meeting
    # A version amending what the engine no longer offers (kept from before): its revert alone is a 400 naming why.
    commentary_save(
        subject=law_subject("club-1864", "72", Commentary.STATUTE), by=committee, text="Old.", message="",
        version=1, amendment=("no_such_provision", "1"), at_meeting=True,
    )  # fmt: skip
    back = api.post(STATUTE_API + "revert/", {"to": 2, "version": 2}, format="json")
    assert back.status_code == 400 and "no 'no_such_provision' a statute could amend" in back.json()["detail"]
    assert Motion.objects.count() == 1 and Commentary.objects.get(kind=Commentary.STATUTE).version == 2
    client.force_login(committee)
    page = client.post(
        f"/appeals/{appeal.pk}/decide/", {"outcome": "reversed", "statutes": "as_ruled", "reasons": "No."}
    )
    assert page.status_code == 400 and Motion.objects.count() == 1
    assert Appeal.objects.get(pk=appeal.pk).is_open


def test_a_party_to_the_appeal_cannot_decide_it_alone(client, committee, referee, make_user):  # type: ignore[no-untyped-def]
    bea = make_user("bea", "committee")
    ruled_by_him = open_appeal(committee)  # the member gave the ruling appealed
    lodged_by_her = appeal_lodge(case=case_with_ruling_given(referee), by=bea, side="EW", grounds="Not so.")
    party = "a party to the appeal does not vote on it: the committee decides it at a meeting"
    decide = {"outcome": "upheld", "reasons": "It stands."}
    refused = api_of(committee).post(f"/api/v1/appeals/{ruled_by_him.pk}/decision/", decide)
    assert refused.status_code == 400 and refused.json()["detail"] == party
    client.force_login(bea)
    page = client.post(
        f"/appeals/{lodged_by_her.pk}/decide/", {"outcome": "upheld", "statutes": "as_ruled", "reasons": "Stands."}
    )
    assert page.status_code == 400 and party in page.content.decode()
    assert Appeal.objects.get(pk=ruled_by_him.pk).is_open and Appeal.objects.get(pk=lodged_by_her.pk).is_open
    assert not Motion.objects.exists() and not Meeting.objects.exists()
    # Another member, no party to it, decides it alone.
    assert api_of(bea).post(f"/api/v1/appeals/{ruled_by_him.pk}/decision/", decide).status_code == 200


def test_a_holding_changes_only_by_a_motion_above_quorum_one(client, settings, committee, make_user):  # type: ignore[no-untyped-def]
    decision = adopted_decision(committee, title="E revokes", holding="The revoke stands.")
    bea = make_user("bea", "committee")
    settings.COMMITTEE_QUORUM = 2
    client.force_login(committee)
    page = f"/decisions/{decision.slug}/holding/"
    assert 'id="motion-needed"' in client.get(page).content.decode()
    publish = {"title": "E revokes", "text": "It does not.", "version": 1, "message": "", "action": "publish"}
    refused = client.post(page, publish)
    assert refused.status_code == 400 and A_MOTION in refused.content.decode()
    reverted = client.post(page + "revert/", {"to": 1, "version": 1}, follow=True)
    assert A_MOTION in reverted.content.decode()
    assert client.post(page, {**publish, "action": "draft"}).status_code == 302  # his draft is his own still
    assert Decision.objects.get(pk=decision.pk).holding == "The revoke stands."
    assert Commentary.objects.get(decision=decision, kind=Commentary.HOLDING).version == 1

    # At a meeting with a quorum: moved on its page, carried by the votes, then the holding is amended.
    meeting = meeting_hold(by=committee, held_on=datetime.date(2026, 5, 1), present=[committee, bea])
    form = client.get(f"/meetings/{meeting.pk}/motions/holding/?decision={decision.slug}").content.decode()
    assert "The revoke stands." in form and 'name="csrfmiddlewaretoken"' in form
    moved = client.post(
        f"/meetings/{meeting.pk}/motions/holding/",
        {"decision": decision.slug, "title": "E revokes, amended", "reasons": "The revoke stands *twice*."},
    )
    assert moved.status_code == 302 and Decision.objects.get(pk=decision.pk).holding == "The revoke stands."
    assert client.post(f"/meetings/{meeting.pk}/motions/1/votes/", {"choice": "for"}).status_code == 302
    client.force_login(bea)
    own = {"choice": "abstain", "reasons": "Once is enough."}
    assert client.post(f"/meetings/{meeting.pk}/motions/1/votes/", own).status_code == 302
    amended = Decision.objects.get(pk=decision.pk)
    assert (amended.holding, amended.title) == ("The revoke stands *twice*.", "E revokes, amended")
    kept = Commentary.objects.get(decision=decision, kind=Commentary.HOLDING)
    assert (kept.version, kept.message) == (2, "Amended at the meeting of 1 May 2026, motion 1")

    # The API moves the same motion; a decision printed in a book is refused, naming why.
    api = api_of(committee)
    printed = Decision.objects.exclude(origin=Decision.ORIGIN_COMMITTEE).order_by("pk").first()
    assert printed is not None
    book = api.post(
        f"/api/v1/meetings/{meeting.pk}/motions/",
        {"kind": "amend_holding", "subject": f"decision:{printed.slug}", "text": "Otherwise."},
        format="json",
    )
    assert book.status_code == 400 and "printed in a book" in book.json()["detail"]
    again = api.post(
        f"/api/v1/meetings/{meeting.pk}/motions/",
        {"kind": "amend_holding", "subject": f"decision:{decision.slug}", "text": "Thrice.", "terms": {}},
        format="json",
    )
    assert again.status_code == 201 and again.json()["kind"] == "amend_holding"


def test_the_schema_says_each_write_is_a_motion_carried_at_once_when_the_quorum_is_one(client):  # type: ignore[no-untyped-def]
    schema = client.get("/api/v1/schema/").json()
    writes = [
        schema["paths"]["/api/v1/appeals/{id}/decision/"]["post"],
        schema["paths"]["/api/v1/laws/{code}/{number}/statute/"]["put"],
        schema["paths"]["/api/v1/laws/{code}/{number}/statute/revert/"]["post"],
    ]
    for operation in writes:
        assert "a motion, carried at once when the quorum is one" in operation["description"]
        assert "a meeting and a motion are needed" in operation["responses"]["400"]["description"]
        assert "(a motion, carried at once when the quorum is one)" in operation["summary"]
    shapes = schema["components"]["schemas"]
    assert "motion" in shapes["Appeal"]["properties"] and "motion" in shapes["StatuteWritten"]["properties"]
