"""The pages that move a motion to adopt a case, withdraw a decision or adopt a statute: the choice, the form,
errors naming the field, CSRF, the role checked on every write, and their cost in queries."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.urls import reverse

from cases.adoption import decision_adopt
from cases.models import SavedCase
from committee.models import Commentary, Withdrawal
from decisions.models import Decision
from meetings.models import Meeting, Motion
from meetings.services import meeting_hold
from tests.factories import adopted_decision, saved_case

pytestmark = pytest.mark.django_db

INTERNAL = ("adopt_case", "withdraw_decision", "adopt_statute", "decide_appeal", "ADOPT_", "WITHDRAW_")


@pytest.fixture
def sitting(settings, make_user):  # type: ignore[no-untyped-def]
    """A committee with a quorum of two, two members present at a meeting on 1 May 2026."""
    settings.COMMITTEE_QUORUM = 2
    ada, bea = make_user("ada", "committee"), make_user("bea", "committee")
    return meeting_hold(by=ada, held_on=datetime.date(2026, 5, 1), present=[ada, bea]), ada, bea


def url(meeting: Meeting, kind: str, query: str = "") -> str:
    return reverse("meetings:motion", args=[meeting.pk, kind]) + query


def carry(client: Client, meeting: Meeting, number: int, ada, bea) -> None:  # type: ignore[no-untyped-def]
    """Each member present casts his own vote for, signed in as himself."""
    for member in (ada, bea):
        client.force_login(member)
        assert client.post(reverse("meetings:votes", args=[meeting.pk, number]), {"choice": "for"}).status_code == 302
    client.force_login(ada)
    assert Motion.objects.get(meeting=meeting, number=number).state == Motion.CARRIED


def readable(html: str) -> str:
    """The page as read: its text without the tags and their attributes."""
    import re

    return re.sub(r"<[^>]+>", " ", html)


def test_a_case_is_adopted_by_a_motion_moved_and_carried_on_its_page(client, sitting, referee):  # type: ignore[no-untyped-def]
    meeting, ada, bea = sitting
    case = saved_case(referee, public=True, title="E revokes twice")
    client.force_login(ada)
    choose = client.get(url(meeting, "case")).content.decode()
    assert f"Case {case.pk}: E revokes twice" in choose
    form = client.get(url(meeting, "case", f"?case={case.pk}")).content.decode()
    assert 'name="csrfmiddlewaretoken"' in form and "Title of the decision" in form
    assert not any(name in readable(form) for name in INTERNAL)

    empty = client.post(url(meeting, "case"), {"case": case.pk, "title": "", "reasons": "It stands."})
    assert empty.status_code == 400 and "This field is required" in empty.content.decode()
    assert 'id="id_title"' in empty.content.decode() and not meeting.motions.exists()

    moved = client.post(
        url(meeting, "case"), {"case": case.pk, "title": "E revokes", "reasons": "The *revoke* stands."}
    )
    assert moved.status_code == 302 and moved["Location"] == reverse("meetings:votes", args=[meeting.pk, 1])
    assert SavedCase.objects.get(pk=case.pk).decision_id is None  # moved, not carried
    carry(client, meeting, 1, ada, bea)
    decision = SavedCase.objects.get(pk=case.pk).decision
    assert decision is not None and decision.title == "E revokes"
    minutes = readable(client.get(meeting.get_absolute_url()).content.decode())
    assert "Motion 1: adopts a saved case as a decision, case" in " ".join(minutes.split())
    assert not any(name in minutes for name in INTERNAL)


def test_a_decision_is_withdrawn_by_a_motion_and_a_printed_one_is_refused_saying_why(client, sitting, referee):  # type: ignore[no-untyped-def]
    meeting, ada, bea = sitting
    from django.conf import settings

    settings.COMMITTEE_QUORUM = 1
    adopted = adopted_decision(ada, referee, public=True, title="A revoke")
    settings.COMMITTEE_QUORUM = 2
    client.force_login(ada)
    assert "A revoke" in client.get(url(meeting, "withdrawal")).content.decode()
    printed = Decision.objects.printed().order_by("pk").first()
    refused = client.post(url(meeting, "withdrawal"), {"decision": printed.slug, "reasons": "Old."})
    assert refused.status_code == 400 and "printed in a book cannot be withdrawn" in refused.content.decode()
    empty = client.post(url(meeting, "withdrawal"), {"decision": adopted.slug, "reasons": ""})
    assert empty.status_code == 400 and "This field is required" in empty.content.decode()
    moved = client.post(url(meeting, "withdrawal"), {"decision": adopted.slug, "reasons": "Overruled."})
    assert moved.status_code == 302 and not Withdrawal.objects.exists()
    carry(client, meeting, 1, ada, bea)
    assert Withdrawal.objects.get(decision=adopted).reason == "Overruled."


def test_a_statute_is_adopted_by_a_motion_from_the_day_it_names(client, sitting):  # type: ignore[no-untyped-def]
    meeting, ada, bea = sitting
    client.force_login(ada)
    assert "Law 72" in client.get(url(meeting, "statute")).content.decode()
    form = client.get(url(meeting, "statute", "?law=club-1864:72")).content.decode()
    assert "The penalty of a revoke (printed: 3)" in form and 'type="date"' in form
    bad = {"law": "club-1864:72", "provision": "revoke_penalty", "value": "14", "text": "Fourteen."}
    refused = client.post(url(meeting, "statute"), bad)
    assert refused.status_code == 400 and "from 1 to 13" in refused.content.decode()
    no_words = client.post(url(meeting, "statute"), {**bad, "value": "2", "text": ""})
    assert no_words.status_code == 400 and "This field is required" in no_words.content.decode()
    assert client.get(url(meeting, "statute", "?law=club-1864:73")).status_code == 404  # nothing to amend
    good = {**bad, "value": "2", "text": "Two tricks.", "in_force_from": "2026-06-01"}
    late = client.post(url(meeting, "statute"), good)  # 1 June 2026 is before the motion could carry
    assert late.status_code == 400 and "unless it is made retroactive" in late.content.decode()
    assert client.post(url(meeting, "statute"), {**good, "retroactive": "on"}).status_code == 302
    assert not Commentary.objects.filter(kind=Commentary.STATUTE).exists()
    carry(client, meeting, 1, ada, bea)
    statute = Commentary.objects.get(kind=Commentary.STATUTE)
    assert (statute.value, statute.in_force_from) == ("2", datetime.date(2026, 6, 1))


def test_every_write_checks_the_role_and_the_csrf_token(client, sitting, referee):  # type: ignore[no-untyped-def]
    meeting, ada, _ = sitting
    case = saved_case(referee, public=True)
    data = {"case": case.pk, "title": "E revokes", "reasons": "It stands."}
    client.force_login(referee)
    for kind in ("case", "withdrawal", "statute"):
        assert client.get(url(meeting, kind)).status_code == 403
    assert client.post(url(meeting, "case"), data).status_code == 403
    assert Client().post(url(meeting, "case"), data).status_code == 302  # to the login page
    guarded = Client(enforce_csrf_checks=True)
    guarded.force_login(ada)
    assert guarded.post(url(meeting, "case"), data).status_code == 403
    assert not meeting.motions.exists()
    assert client.get(reverse("meetings:motion", args=[meeting.pk, "nonsense"])).status_code in (403, 404)


def test_a_motion_on_a_private_case_names_it_only_to_those_who_may_read_it(client, sitting, referee):  # type: ignore[no-untyped-def]
    meeting, ada, _ = sitting
    case = saved_case(referee, public=False, title="A secret hand")
    client.force_login(ada)
    client.post(url(meeting, "case"), {"case": case.pk, "title": "Secret title", "reasons": "Secret reasons."})
    read = Client().get(meeting.get_absolute_url()).content.decode()
    assert "a case kept private" in read and "Secret reasons" not in read
    assert "Secret reasons" in client.get(meeting.get_absolute_url()).content.decode()


@pytest.mark.parametrize("many", [1, 5])
def test_the_motion_pages_cost_the_same_queries_however_many_subjects(  # type: ignore[no-untyped-def]
    client, sitting, referee, many, django_assert_max_num_queries
):
    meeting, ada, _ = sitting
    cases = [saved_case(referee, public=True) for _ in range(many)]
    adopted = [  # the decisions a holding motion may be on (made as a motion carried makes them)
        decision_adopt(case=saved_case(referee, public=True), by=ada, holding_markdown="It stands.", title="E revokes",
                       at_meeting=True)
        for _ in range(many)
    ][0]  # fmt: skip
    client.force_login(ada)
    # the session, the member and his permissions (2), the meeting, the subjects or the one subject
    for kind, query, most in (
        ("case", "", 6),
        ("case", f"?case={cases[0].pk}", 6),
        ("withdrawal", "", 6),
        ("statute", "", 6),
        ("statute", "?law=club-1864:72", 7),  # and the motions on the law the new one may replace
        ("holding", "", 6),
        ("holding", f"?decision={adopted.slug}", 6),
    ):
        with django_assert_max_num_queries(most):
            assert client.get(url(meeting, kind, query)).status_code == 200
