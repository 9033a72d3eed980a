"""With a quorum above one, every write a motion should make is refused to one member outside a meeting, on
the pages and in the API, saying that a motion is needed; at a meeting the same change is made."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from appeals.models import Appeal
from cases.models import SavedCase
from committee.models import Commentary, Withdrawal
from decisions.models import Decision
from laws.models import Law
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move
from tests.factories import adopted_decision, open_appeal, saved_case, votes_cast

pytestmark = pytest.mark.django_db

A_MOTION = "by a motion carried with 2 members present"
STATUTE_72 = "/laws/club-1864/72/statute/"


@pytest.fixture
def quorum_two(settings):  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 2


@pytest.fixture
def api(committee):  # type: ignore[no-untyped-def]
    client = APIClient()
    client.force_authenticate(committee)
    return client


def test_the_pages_refuse_each_write_alone_and_say_a_motion_is_needed(client, settings, committee, referee):  # type: ignore[no-untyped-def]
    case = saved_case(referee, public=True)
    adopted = adopted_decision(committee)  # adopted while the quorum was one
    appeal = open_appeal(referee)
    settings.COMMITTEE_QUORUM = 2
    client.force_login(committee)
    for page in (f"/cases/{case.pk}/adopt/", f"/decisions/{adopted.slug}/withdraw/", STATUTE_72):
        said = client.get(page).content.decode()  # told before writing, not only after
        assert 'id="motion-needed"' in said and A_MOTION in said, page

    adopt = client.post(f"/cases/{case.pk}/adopt/", {"title": "E revokes", "holding": "It stands."})
    assert adopt.status_code == 400 and A_MOTION in adopt.content.decode()
    assert SavedCase.objects.get(pk=case.pk).decision_id is None

    withdraw = client.post(f"/decisions/{adopted.slug}/withdraw/", {"reason": "Overruled."})
    assert withdraw.status_code == 400 and A_MOTION in withdraw.content.decode()
    assert not Withdrawal.objects.exists()

    statute = client.post(
        STATUTE_72, {"provision": "revoke_penalty", "value": 2, "version": 0, "text": "Two.", "action": "publish"}
    )
    assert statute.status_code == 400 and A_MOTION in statute.content.decode()
    assert not Commentary.objects.filter(kind=Commentary.STATUTE).exists()

    decide = client.post(
        f"/appeals/{appeal.pk}/decide/", {"outcome": "upheld", "statutes": "as_ruled", "reasons": "It stands."}
    )
    assert decide.status_code == 400 and A_MOTION in decide.content.decode()
    assert Appeal.objects.get(pk=appeal.pk).is_open
    settings.COMMITTEE_QUORUM = 1
    assert 'id="motion-needed"' not in client.get(STATUTE_72).content.decode()


def test_the_api_refuses_a_statute_and_its_revert_alone(api, settings, committee):  # type: ignore[no-untyped-def]
    url = "/api/v1/laws/club-1864/72/statute/"
    body = {"text": "Two.", "message": "", "version": 0, "provision": "revoke_penalty", "value": 2}
    assert api.put(url, body, format="json").status_code == 200  # a committee of one, as before
    settings.COMMITTEE_QUORUM = 2
    again = api.put(url, {**body, "version": 1, "value": 1}, format="json")
    assert again.status_code == 400 and A_MOTION in again.json()["detail"]
    back = api.post(url + "revert/", {"to": 1, "version": 1}, format="json")
    assert back.status_code == 400 and A_MOTION in back.json()["detail"]
    assert Commentary.objects.get(kind=Commentary.STATUTE).version == 1


def test_at_a_meeting_with_a_quorum_the_same_writes_are_made(settings, make_user, referee):  # type: ignore[no-untyped-def]
    ada, bea = make_user("ada", "committee"), make_user("bea", "committee")
    adopted = adopted_decision(ada)
    settings.COMMITTEE_QUORUM = 2
    case = saved_case(referee, public=True)
    meeting = meeting_hold(by=ada, held_on=datetime.date(2026, 5, 1), present=[ada, bea])
    moved = [
        motion_move(
            meeting=meeting, by=ada, kind=Motion.ADOPT_CASE, case=case, terms={"title": "E revokes"}, text="It stands."
        ),
        motion_move(meeting=meeting, by=ada, kind=Motion.WITHDRAW_DECISION, decision=adopted, text="Overruled."),
        motion_move(
            meeting=meeting,
            by=ada,
            kind=Motion.ADOPT_STATUTE,
            law=Law.objects.get(code__slug="club-1864", number="72"),
            terms={"provision": "revoke_penalty", "value": "2"},
            text="Two tricks.",
        ),
    ]
    for motion in moved:
        assert votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", "")}).state == "carried"
    assert SavedCase.objects.get(pk=case.pk).decision is not None
    assert Withdrawal.objects.filter(decision=adopted).exists()
    statute = Commentary.objects.get(kind=Commentary.STATUTE)
    assert (statute.value, statute.in_force_from) == ("2", timezone.localdate())  # the day the motion carried
    assert Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE).count() == 2
