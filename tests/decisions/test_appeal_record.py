"""The casebook record and the decide page, as two committee members found them."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.test import APIClient

from appeals.services import appeal_decide, appeal_lodge
from tests.factories import case_with_ruling_given

pytestmark = pytest.mark.django_db


def test_a_case_ruled_under_a_law_struck_out_shows_its_record_and_decide_page(
    client, referee, committee, revoke_case
) -> None:  # type: ignore[no-untyped-def]
    revoke_case["amendments"] = [{"law": "82", "provision": "struck_out"}]
    case = case_with_ruling_given(referee, revoke_case)
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Law 82 is struck out here.")
    member = Client()
    member.force_login(committee)
    decide = member.get(f"/appeals/{appeal.pk}/decide/")
    assert decide.status_code == 200
    assert "The law is struck out (Law 82)" in decide.content.decode()
    decided = member.post(
        f"/appeals/{appeal.pk}/decide/", {"outcome": "upheld", "reasons": "Right.", "statutes": "as_ruled"}
    )
    assert decided.status_code == 302
    record = Client().get(f"/appeals/{appeal.pk}/")
    assert record.status_code == 200
    assert "The law is struck out (Law 82)" in record.content.decode()


def test_the_notice_that_an_appeal_is_decided_is_shown_once(referee, committee, revoke_case) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(referee, revoke_case)
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Wrong.")
    member = Client()
    member.force_login(committee)
    page = member.post(f"/appeals/{appeal.pk}/decide/", {"outcome": "upheld", "reasons": "Right."}, follow=True)
    # decided by one member alone: the motion carried at once is named
    assert page.content.decode().count(f"Appeal {appeal.pk} is decided, by motion 1 of the meeting of") == 1


def test_law_numbers_in_grounds_reasons_and_words_link_to_the_laws(referee, committee, revoke_case) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(referee, revoke_case)
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Law 73 was not applied.")
    appeal_decide(
        appeal=appeal,
        by=committee,
        outcome="reversed",
        reasons="Under Law 72 the penalty stands.",
        words="Law 84 applies.",
        added_laws=["72"],
    )
    body = Client().get(f"/appeals/{appeal.pk}/").content.decode()
    for number in ("73", "72", "84"):
        assert f'<a class="law-ref" href="/laws/club-1864/{number}/">Law {number}</a>' in body, number


def test_deciding_an_appeal_on_a_private_case_warns_that_its_facts_are_published(
    referee, committee, revoke_case
) -> None:  # type: ignore[no-untyped-def]
    member = Client()
    member.force_login(committee)
    for public in (False, True):
        case = case_with_ruling_given(referee, revoke_case, public=public)
        appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Wrong.")
        page = member.get(f"/appeals/{appeal.pk}/decide/").content.decode()
        assert ('id="private-warning"' in page) is not public
        assert ("Deciding the appeal publishes its facts" in page) is not public


def test_a_withdrawn_decision_is_frozen_and_the_api_says_it_is_withdrawn(referee, committee, revoke_case) -> None:  # type: ignore[no-untyped-def]
    from cases.adoption import decision_adopt
    from committee.services import decision_withdraw

    case = case_with_ruling_given(referee, revoke_case)
    decision = decision_adopt(case=case, by=committee, holding_markdown="It stands.", title="A revoke")
    api = APIClient()
    assert api.get(f"/api/v1/decisions/{decision.slug}/").json()["withdrawn"] is None
    decision_withdraw(decision=decision, by=committee, reason="Overruled.")
    withdrawn = api.get(f"/api/v1/decisions/{decision.slug}/").json()["withdrawn"]
    assert withdrawn["reason"] == "Overruled." and withdrawn["on"]
    member = Client()
    member.force_login(committee)
    edit = member.post(f"/decisions/{decision.slug}/holding/", {"title": "A revoke", "text": "It falls.", "version": 1})
    assert edit.status_code == 403
    again = member.post(f"/decisions/{decision.slug}/withdraw/", {"reason": "Twice."})
    assert again.status_code in (302, 400)
    decision.refresh_from_db()
    assert decision.holding == "It stands."
    from committee.models import Withdrawal

    assert Withdrawal.objects.filter(decision=decision).count() == 1
