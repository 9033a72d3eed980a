"""The smaller things a committee relies on: the meeting form's day, a withdrawn decision taking nothing new, a
decision's question and holding rendered with their laws linked, a private appeal's link for a member signed
out, the decision "by the committee", and the rulings API under the statutes of the day a hand was played."""

from __future__ import annotations

import datetime
import json

import pytest
from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.utils import timezone

from appeals.services import appeal_decide, appeal_lodge
from committee.services import commentary_save, decision_withdraw
from committee.subjects import decision_subject
from decisions.models import Decision
from decisions.treatments import TreatmentError, treatment_record
from laws.models import Law
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move, vote_cast
from tests.factories import adopted_decision, case_with_ruling_given

pytestmark = pytest.mark.django_db

CASE = settings.BASE_DIR / "tests" / "engine" / "cases" / "law-72-v-revoke-scores-before-tricks-and-honours.case.json"


def test_the_meeting_form_shows_its_day_as_a_date_input_reads_it(client, committee):
    client.force_login(committee)
    page = client.get("/meetings/new/").content.decode()
    assert f'type="date" name="held_on" value="{timezone.localdate().isoformat()}"' in page


def test_a_withdrawn_decision_takes_no_commentary_and_no_treatment(committee, referee):
    withdrawn = adopted_decision(committee, referee, public=True, title="Withdrawn", holding="Too hasty.")
    other = Decision.objects.printed().first()
    assert other is not None
    decision_withdraw(decision=withdrawn, by=committee, reason="In error.")
    with pytest.raises(PermissionDenied, match="it takes no more commentary"):
        commentary_save(subject=decision_subject(withdrawn.slug), by=committee, text="More.", message="", version=0)
    for one, two in ((withdrawn, other), (other, withdrawn)):
        with pytest.raises(TreatmentError, match=f"{withdrawn.slug} is withdrawn: it takes no new treatment"):
            treatment_record(from_decision=one, to_decision=two, relation="follows", reason="Same.", by=committee)


def test_a_decisions_question_is_markdown_and_the_laws_in_its_holding_are_links(client, committee, referee):
    appeal = appeal_lodge(case=case_with_ruling_given(referee), by=referee, side="EW", grounds="It was **not** so.")
    appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Law 73 settles it.")
    page = client.get(f"/decisions/appeal-{appeal.pk}/").content.decode()
    question = page[page.index("<h2>Question</h2>") : page.index("<h2>Holding</h2>")]
    assert "<strong>not</strong>" in question and "**not**" not in question
    holding = page[page.index("<h2>Holding</h2>") :]
    assert 'href="/laws/club-1864/73/"' in holding[: holding.index("</p>")]
    record = client.get(appeal.get_absolute_url()).content.decode()
    assert f"on {timezone.localdate().day} {timezone.localdate():%B %Y} by the committee" in record
    assert f"by {committee.get_username()}</span>" not in record


def test_a_member_signed_out_following_a_link_to_a_private_appeal_is_asked_to_sign_in(client, referee):
    appeal = appeal_lodge(case=case_with_ruling_given(referee, public=False), by=referee, side="EW", grounds="No.")
    answer = client.get(appeal.get_absolute_url())
    assert answer.status_code == 302 and answer["Location"].startswith("/accounts/login/?next=/appeals/")
    assert client.get("/appeals/999999/")["Location"].startswith("/accounts/login/")  # the same: nothing told
    client.force_login(referee)
    assert client.get(appeal.get_absolute_url()).status_code == 200


def test_the_rulings_api_rules_under_the_statutes_in_force_the_day_played(client, committee):
    meeting = meeting_hold(by=committee, held_on=None, present=[committee])
    law = Law.objects.get(code__slug="club-1864", number="72")
    later = timezone.localdate() + datetime.timedelta(days=10)
    terms = {"provision": "revoke_penalty", "value": "2", "in_force_from": later.isoformat()}
    motion = motion_move(meeting=meeting, by=committee, kind=Motion.ADOPT_STATUTE, law=law, terms=terms, text="Two.")
    vote_cast(motion=motion, by=committee, choice="for")

    def ruled(day: datetime.date, under: str = "statutes") -> str:
        document = {**json.loads(CASE.read_text()), "played_on": day.isoformat()}
        answer = client.post(f"/api/v1/rulings/?under={under}", json.dumps(document), content_type="application/json")
        assert answer.status_code == 200, answer.content
        return json.dumps(answer.json())

    assert "add two to their own score" not in ruled(later - datetime.timedelta(days=1))
    assert "add two to their own score" in ruled(later)
    assert "add two to their own score" not in ruled(later, under="printed")
    bad = client.post("/api/v1/rulings/?under=house", CASE.read_text(), content_type="application/json")
    assert bad.status_code == 400 and bad.json()["detail"] == "under: 'house' is none of case, statutes, printed."
    assert bad.json()["errors"] == [{"event": None, "field": "under", "message": bad.json()["detail"]}]
