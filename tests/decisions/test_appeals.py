"""Appeals: the ruling given, lodging, the three decisions, the decision in the knowledge base, the pages."""

from __future__ import annotations

import pytest
from django.core.exceptions import PermissionDenied
from django.urls import reverse

from appeals.models import Appeal
from appeals.services import AppealError, appeal_decide, appeal_lodge, ruling_given_record
from decisions.models import Decision
from decisions.rulings import precedents_for
from laws.models import Law
from tests.factories import case_with_ruling_given, saved_case

pytestmark = pytest.mark.django_db


def lodged(referee, document, public=True):
    case = case_with_ruling_given(referee, document, public)
    return appeal_lodge(case=case, by=referee, side="EW", grounds="The revoke was not established.")


def test_the_ruling_given_replays_the_case_with_the_option_elected(referee, revoke_case):
    case = case_with_ruling_given(referee, revoke_case)
    given = case.ruling_given
    assert given.elections == [{"finding": 0, "side": "NS", "option": "add_three"}]
    assert given.ruling["findings"][0]["elected"] == "add_three"
    assert case.ruling["findings"][0].get("elected") is None  # the saved proposal is untouched


def test_the_ruling_given_refuses_an_option_the_finding_does_not_offer(referee, revoke_case):
    case = saved_case(referee, revoke_case, public=True)
    with pytest.raises(AppealError, match=r"elections\[0\]: finding 0 offers no option 'call_card'"):
        ruling_given_record(case=case, by=referee, elections=[{"finding": 0, "option": "call_card"}])
    with pytest.raises(AppealError, match="no finding 4"):
        ruling_given_record(case=case, by=referee, elections=[{"finding": 4, "option": "add_three"}])
    with pytest.raises(AppealError, match="say in words"):
        ruling_given_record(case=case, by=referee, elections=[], departed=True)


def test_only_the_cases_referee_records_the_ruling_given(referee, other_referee, committee, revoke_case):
    case = saved_case(referee, revoke_case, public=True)
    for someone in (other_referee, committee):
        with pytest.raises(PermissionDenied):
            ruling_given_record(case=case, by=someone, elections=[])


def test_an_appeal_needs_a_ruling_given_and_grounds(referee, revoke_case):
    case = saved_case(referee, revoke_case, public=True)
    with pytest.raises(AppealError) as exc:
        appeal_lodge(case=case, by=referee, side="NW", grounds="  ")
    message = str(exc.value)
    assert "no ruling given at the table is recorded" in message
    assert "the side 'NW' is neither NS nor EW" in message
    assert "the grounds are empty" in message


def test_one_appeal_open_at_a_time_and_a_decided_one_is_final(referee, committee, revoke_case):
    appeal = lodged(referee, revoke_case)
    with pytest.raises(AppealError, match=f"appeal {appeal.pk} on this case is open still"):
        appeal_lodge(case=appeal.case, by=committee, side="NS", grounds="Again.")
    with pytest.raises(AppealError, match="can no longer change"):
        ruling_given_record(case=appeal.case, by=referee, elections=[])
    appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="The revoke was established (Law 73).")
    with pytest.raises(AppealError, match="is decided, and its decision is final"):
        appeal_lodge(case=appeal.case, by=committee, side="NS", grounds="Again.")
    with pytest.raises(AppealError, match="decided already"):
        appeal_decide(appeal=appeal, by=committee, outcome="reversed", reasons="x", words="y")


def test_a_referee_lodges_only_on_his_own_case_and_never_decides(referee, other_referee, revoke_case):
    case = case_with_ruling_given(referee, revoke_case)
    with pytest.raises(PermissionDenied):
        appeal_lodge(case=case, by=other_referee, side="EW", grounds="Mine.")
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Mine.")
    with pytest.raises(PermissionDenied):
        appeal_decide(appeal=appeal, by=referee, outcome="upheld", reasons="I agree with myself.")


def test_upheld_files_a_decision_under_the_laws_of_the_ruling_given(referee, committee, revoke_case):
    appeal = lodged(referee, revoke_case)
    appeal = appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Established by **Law 73**.")
    decision = appeal.decision
    assert decision.origin == Decision.ORIGIN_COMMITTEE and decision.created is not None
    numbers = {c.law.number for c in decision.citations.all()}
    assert {"71", "72", "73"} <= numbers
    law_73 = Law.objects.get(code__slug="club-1864", number="73")
    assert decision in Decision.objects.under_law(law_73)
    assert decision.slug in [p["id"] for p in precedents_for([("club-1864", "73")])]
    assert "add three" in decision.text.lower()


def test_varied_replays_the_case_with_the_committees_election(referee, committee, revoke_case):
    appeal = lodged(referee, revoke_case)
    with pytest.raises(AppealError, match="elects other options than the ruling given"):
        appeal_decide(
            appeal=appeal,
            by=committee,
            outcome="varied",
            reasons="r",
            elections=[{"finding": 0, "option": "add_three"}],
        )
    appeal = appeal_decide(
        appeal=appeal,
        by=committee,
        outcome="varied",
        reasons="They should have deducted.",
        elections=[{"finding": 0, "option": "deduct_three"}],
        words="N-S deduct three from E-W's score.",
    )
    assert appeal.outcome == Appeal.VARIED
    assert appeal.ruling["findings"][0]["elected"] == "deduct_three"
    # The election in the engine's words for an `elect` event, the option as the ruling words it (Law 72).
    assert "N and S elect: deduct three points from his score" in appeal.decision.text


def test_reversed_states_the_ruling_and_may_add_laws(referee, committee, revoke_case):
    appeal = lodged(referee, revoke_case)
    with pytest.raises(AppealError) as exc:
        appeal_decide(appeal=appeal, by=committee, outcome="reversed", reasons="", added_laws=["999"])
    assert "a reversal states the ruling that stands instead" in str(exc.value)
    assert "the reasons are empty" in str(exc.value)
    assert "the code club-1864 has no law 999" in str(exc.value)
    appeal = appeal_decide(
        appeal=appeal,
        by=committee,
        outcome="reversed",
        reasons="The claim came too late.",
        words="No revoke penalty: the claim was out of time.",
        added_laws=["78"],
    )
    assert [c.law.number for c in appeal.decision.citations.all()] == ["78"]
    assert appeal.decision.under.number == "78"


def test_the_case_page_offers_record_then_lodge(client, referee, revoke_case):
    case = saved_case(referee, revoke_case, public=True)
    client.force_login(referee)
    page = client.get(case.get_absolute_url()).content.decode()
    assert reverse("appeals:ruling_given", args=[case.pk]) in page
    assert reverse("appeals:lodge", args=[case.pk]) not in page
    response = client.post(reverse("appeals:ruling_given", args=[case.pk]), {"elect-0": "add_three"})
    assert response.status_code == 302
    page = client.get(case.get_absolute_url()).content.decode()
    assert reverse("appeals:lodge", args=[case.pk]) in page
    response = client.post(reverse("appeals:lodge", args=[case.pk]), {"side": "EW", "grounds": "Too late."})
    appeal = Appeal.objects.get(case=case)
    assert response.status_code == 302 and response["Location"] == appeal.get_absolute_url()


def test_bad_forms_say_what_is_wrong(client, referee, committee, revoke_case):
    case = saved_case(referee, revoke_case, public=True)
    client.force_login(referee)
    response = client.post(reverse("appeals:lodge", args=[case.pk]), {"side": "EW", "grounds": "x"})
    assert response.status_code == 400
    assert "no ruling given at the table is recorded" in response.content.decode()
    appeal = lodged(referee, revoke_case)
    client.force_login(committee)
    response = client.post(reverse("appeals:decide", args=[appeal.pk]), {"outcome": "reversed", "reasons": "r"})
    assert response.status_code == 400
    assert "a reversal states the ruling that stands instead" in response.content.decode()


def test_the_committee_decides_varied_in_the_page(client, referee, committee, revoke_case):
    appeal = lodged(referee, revoke_case)
    client.force_login(committee)
    response = client.post(
        reverse("appeals:decide", args=[appeal.pk]),
        {"outcome": "varied", "reasons": "Deduct instead.", "elect-0": "deduct_three", "added_laws": "84"},
    )
    assert response.status_code == 302
    appeal.refresh_from_db()
    assert appeal.outcome == "varied"
    assert "84" in [c.law.number for c in appeal.decision.citations.all()]
    page = client.get(appeal.get_absolute_url()).content.decode()
    for heading in ("The facts found at the table", "The ruling given", "The engine's proposal", "Grounds", "Reasons"):
        assert heading in page
    assert appeal.decision.get_absolute_url() in page


def test_law_page_shows_appeal_figures_and_the_list_filters(client, referee, committee, revoke_case):
    first = lodged(referee, revoke_case)
    appeal_decide(appeal=first, by=committee, outcome="upheld", reasons="Right.")
    second = lodged(referee, revoke_case)
    appeal_decide(
        appeal=second, by=committee, outcome="reversed", reasons="Wrong.", words="No penalty.", added_laws=["73"]
    )
    page = client.get(reverse("laws:law", args=["club-1864", "73"])).content.decode()
    assert "Heard 2: upheld 1, varied 0, reversed 1." in page
    page = client.get(reverse("laws:law", args=["club-1864", "71"])).content.decode()
    assert "Heard 1: upheld 1, varied 0, reversed 0." in page

    def listed(query):
        response = client.get(reverse("appeals:list"), query)
        return response, [a.pk for a in response.context["page"].object_list]

    assert listed({"law": "club-1864:73"})[1] == [second.pk, first.pk]
    assert listed({"law": "club-1864:73", "outcome": "reversed"})[1] == [second.pk]
    assert listed({"law": "club-1864:71"})[1] == [first.pk]
    assert listed({"year": first.lodged_at.year - 1})[1] == []
    assert listed({"year": first.lodged_at.year, "outcome": "upheld"})[1] == [first.pk]
    response, _ = listed({"law": "club-1864:999"})
    assert response.status_code == 400 and "there is no law 999" in response.content.decode()


def test_private_cases_keep_their_appeals_private(client, referee, other_referee, committee, revoke_case):
    appeal = lodged(referee, revoke_case, public=False)
    # Signed out: the sign-in page, as for an appeal that does not exist (a member may be following his mail's
    # link); a private case's existence is not told.
    signed_out = client.get(appeal.get_absolute_url())
    assert signed_out.status_code == 302 and signed_out["Location"].startswith("/accounts/login/")
    assert client.get(reverse("appeals:detail", args=[999_999]))["Location"].startswith("/accounts/login/")
    client.force_login(other_referee)
    assert client.get(appeal.get_absolute_url()).status_code == 404
    assert client.get(reverse("appeals:decide", args=[appeal.pk])).status_code in (403, 404)
    assert list(client.get(reverse("appeals:list")).context["page"].object_list) == []
    client.force_login(committee)
    assert client.get(appeal.get_absolute_url()).status_code == 200
    assert [a.pk for a in client.get(reverse("appeals:list")).context["page"].object_list] == [appeal.pk]


def test_query_counts(client, referee, committee, revoke_case, django_assert_max_num_queries):
    for _ in range(3):
        appeal = lodged(referee, revoke_case)
        appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="Right.")
    with django_assert_max_num_queries(6):
        client.get(reverse("appeals:list"))
    with django_assert_max_num_queries(18):  # the commentary on the decision included
        client.get(appeal.get_absolute_url())
    open_appeal = lodged(referee, revoke_case)
    client.force_login(committee)
    with django_assert_max_num_queries(18):  # two rulings shown, each with its laws' text
        client.get(reverse("appeals:decide", args=[open_appeal.pk]))
    with django_assert_max_num_queries(14):
        client.get(appeal.case.get_absolute_url())


def test_law_page_query_count_does_not_grow_with_appeals(
    client, referee, committee, revoke_case, django_capture_on_commit_callbacks
):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            client.get(reverse("laws:law", args=["club-1864", "73"]))
        return len(captured)

    from plumbing.readercache.handler import site_changed

    queries()  # the first request of a process reads what later ones find cached
    site_changed()  # and the page built again, not served from the page cache
    before = queries()
    with django_capture_on_commit_callbacks(execute=True):  # as committed: the law's stored parts rendered again
        for _ in range(3):
            appeal_decide(appeal=lodged(referee, revoke_case), by=committee, outcome="upheld", reasons="Right.")
    assert queries() == before
