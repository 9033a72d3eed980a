"""An appeal is decided under the statutes the saved case was ruled under, unless the committee says otherwise;
the decision records which, with the amendments it applied."""

from __future__ import annotations

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from appeals.models import Appeal
from appeals.services import AppealError, appeal_decide, appeal_lodge
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject
from tests.factories import case_with_ruling_given

pytestmark = pytest.mark.django_db

RULED_UNDER = [{"law": "72", "provision": "revoke_penalty", "value": 2}]


def enact_revoke_penalty(by, value: int) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", "72", Commentary.STATUTE)
    kept = Commentary.objects.filter(**subject.lookup).first()
    commentary_save(
        subject=subject,
        by=by,
        text=f"A revoke costs {value}.",
        message="",
        version=kept.version if kept else 0,
        amendment=("revoke_penalty", str(value)),
    )


@pytest.fixture
def appeal(referee, committee, revoke_case):  # type: ignore[no-untyped-def]
    """A case ruled under a statute making the revoke cost two; the statute then makes it one."""
    enact_revoke_penalty(committee, 2)
    revoke_case["amendments"] = RULED_UNDER
    case = case_with_ruling_given(referee, revoke_case)
    enact_revoke_penalty(committee, 1)
    return appeal_lodge(case=case, by=referee, side="EW", grounds="The penalty was wrong.")


def deducted(appeal: Appeal) -> int:
    finding = appeal.ruling["findings"][0]  # type: ignore[index]
    return next(o["n"] for o in finding["options"] if o["id"] == "deduct_three")  # type: ignore[no-any-return]


def vary(appeal: Appeal, by, **extra) -> Appeal:  # type: ignore[no-untyped-def]
    return appeal_decide(
        appeal=appeal,
        by=by,
        outcome="varied",
        reasons="Deduct instead.",
        elections=[{"finding": 0, "option": "deduct_three"}],
        **extra,
    )


def test_by_default_the_appeal_is_decided_under_the_statutes_the_case_was_ruled_under(appeal, committee) -> None:  # type: ignore[no-untyped-def]
    decided = vary(appeal, committee)
    assert decided.statutes == Appeal.AS_RULED
    assert decided.amendments == RULED_UNDER  # two, not the one the statutes say now
    assert deducted(decided) == 2
    assert decided.ruling["findings"][0]["amended"] is True
    assert "under the club's statutes the case was ruled under" in decided.decision.text


@pytest.mark.parametrize(
    ("statutes", "n", "amendments"),
    [
        (Appeal.IN_FORCE, 1, [{"law": "72", "provision": "revoke_penalty", "value": 1}]),
        (Appeal.PRINTED, 3, []),
    ],
)
def test_the_committee_may_decide_under_the_statutes_now_or_the_printed_code(  # type: ignore[no-untyped-def]
    appeal, committee, statutes, n, amendments
) -> None:
    decided = vary(appeal, committee, statutes=statutes)
    assert (decided.statutes, decided.amendments, deducted(decided)) == (statutes, amendments, n)
    appeal.case.refresh_from_db()
    assert appeal.case.case["amendments"] == RULED_UNDER  # the saved case is never altered


def test_a_ruling_upheld_stands_under_the_statutes_it_was_given_under(appeal, committee) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(AppealError, match="a ruling upheld stands as given"):
        appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Right.", statutes=Appeal.IN_FORCE)
    with pytest.raises(AppealError, match="the statutes 'tomorrow' are none of"):
        appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Right.", statutes="tomorrow")
    upheld = appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Right.")
    assert (upheld.statutes, upheld.amendments) == (Appeal.AS_RULED, RULED_UNDER)


def test_the_choice_is_on_the_decision_form_and_the_record_says_which(client, appeal, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    url = reverse("appeals:decide", args=[appeal.pk])
    form = client.get(url).content.decode()
    assert 'name="statutes" value="as_ruled"' in form and "checked" in form
    assert "Under the club&#x27;s statutes as they stand now" in form
    assert "The case was ruled under: The penalty of a revoke: 2 (Law 72)." in form
    response = client.post(
        url, {"outcome": "varied", "reasons": "Deduct.", "elect-0": "deduct_three", "statutes": "printed"}
    )
    assert response.status_code == 302
    appeal.refresh_from_db()
    assert (appeal.statutes, deducted(appeal)) == (Appeal.PRINTED, 3)
    page = client.get(appeal.get_absolute_url()).content.decode()
    assert "Decided under the printed code, without the club&#x27;s statutes." in page


def test_the_api_takes_and_records_the_choice(appeal, committee) -> None:  # type: ignore[no-untyped-def]
    api = APIClient()
    api.force_authenticate(committee)
    url = f"/api/v1/appeals/{appeal.pk}/decision/"
    body = {"outcome": "varied", "reasons": "Deduct.", "elections": [{"finding": 0, "option": "deduct_three"}]}
    response = api.post(url, {**body, "statutes": "later"}, format="json")
    assert response.status_code == 400 and "statutes" in response.json()
    response = api.post(url, {**body, "statutes": "in_force"}, format="json")
    assert response.status_code == 200, response.json()
    data = response.json()
    assert data["statutes"] == "in_force"
    assert data["amendments"] == [{"law": "72", "provision": "revoke_penalty", "value": 1}]
    listed = api.get(f"/api/v1/appeals/{appeal.pk}/").json()
    assert listed["statutes"] == "in_force"
