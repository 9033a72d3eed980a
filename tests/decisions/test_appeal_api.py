"""The appeals API: the ruling given, lodging, the three decisions, the list filters, privacy, query counts."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from appeals.models import Appeal
from tests.factories import case_with_ruling_given, saved_case

pytestmark = pytest.mark.django_db


@pytest.fixture
def api():
    return APIClient()


def lodge(api, referee, case, grounds="The revoke was not established."):
    api.force_authenticate(referee)
    response = api.post("/api/v1/appeals/", {"case": case.pk, "side": "EW", "grounds": grounds}, format="json")
    api.force_authenticate(None)
    return response


def test_a_ruling_is_given_appealed_and_decided_in_the_three_ways(api, referee, committee, revoke_case):
    outcomes = {
        "upheld": {},
        "varied": {"elections": [{"finding": 0, "option": "deduct_three"}], "words": "Deduct."},
        "reversed": {"words": "No penalty.", "added_laws": ["78"]},
    }
    for outcome, extra in outcomes.items():
        case = saved_case(referee, revoke_case, public=True)
        api.force_authenticate(referee)
        given = api.put(
            f"/api/v1/cases/{case.pk}/ruling-given/",
            {"elections": [{"finding": 0, "option": "add_three"}]},
            format="json",
        )
        assert given.status_code == 200, given.json()
        assert given.json()["ruling"]["findings"][0]["elected"] == "add_three"
        lodged = lodge(api, referee, case)
        assert lodged.status_code == 201, lodged.json()
        assert lodged.json()["outcome"] == "open"
        pk = lodged.json()["id"]
        api.force_authenticate(committee)
        decided = api.post(
            f"/api/v1/appeals/{pk}/decision/", {"outcome": outcome, "reasons": "Because.", **extra}, format="json"
        )
        assert decided.status_code == 200, decided.json()
        body = decided.json()
        assert body["outcome"] == outcome and body["decision"] == f"appeal-{pk}"
        assert body["ruling_given"]["elections"][0]["option"] == "add_three"
        detail = api.get(f"/api/v1/decisions/appeal-{pk}/").json()
        assert detail["origin"] == "committee"
    assert api.get("/api/v1/appeals/?outcome=varied").json()["count"] == 1
    laws_78 = api.get("/api/v1/decisions/?law=club-1864:78").json()
    assert any(d["slug"].startswith("appeal-") for d in laws_78["results"])


def test_errors_name_what_is_wrong(api, referee, committee, revoke_case):
    case = saved_case(referee, revoke_case, public=True)
    response = lodge(api, referee, case)
    assert response.status_code == 400
    assert "no ruling given at the table is recorded" in response.json()["detail"]
    api.force_authenticate(referee)
    response = api.put(f"/api/v1/cases/{case.pk}/ruling-given/", {"elections": [{"finding": "x"}]}, format="json")
    assert response.status_code == 400 and "elections" in response.json()
    response = api.post("/api/v1/appeals/", {"case": 999999, "side": "EW", "grounds": "g"}, format="json")
    assert response.status_code == 404 and "no case 999999" in response.json()["detail"]
    case = case_with_ruling_given(referee, revoke_case)
    pk = lodge(api, referee, case).json()["id"]
    api.force_authenticate(committee)
    response = api.post(f"/api/v1/appeals/{pk}/decision/", {"outcome": "varied", "reasons": "r"}, format="json")
    assert response.status_code == 400
    assert "elects other options than the ruling given" in response.json()["detail"]
    response = api.post(f"/api/v1/appeals/{pk}/decision/", {"outcome": "quashed", "reasons": "r"}, format="json")
    assert response.status_code == 400 and "outcome" in response.json()
    assert api.get("/api/v1/appeals/?law=club-1864:999").status_code == 400


def test_private_cases_stay_private_in_the_api(api, referee, other_referee, committee, revoke_case):
    case = case_with_ruling_given(referee, revoke_case, public=False)
    pk = lodge(api, referee, case).json()["id"]
    assert api.get("/api/v1/appeals/").json()["count"] == 0
    assert api.get(f"/api/v1/appeals/{pk}/").status_code == 404
    api.force_authenticate(other_referee)
    assert api.get(f"/api/v1/appeals/{pk}/").status_code == 404
    api.force_authenticate(committee)
    assert api.get(f"/api/v1/appeals/{pk}/").json()["grounds"] == "The revoke was not established."


def test_appeal_list_query_count(api, referee, committee, revoke_case, django_assert_max_num_queries):
    for _ in range(4):
        case = case_with_ruling_given(referee, revoke_case)
        lodge(api, referee, case)
    assert Appeal.objects.count() == 4
    with django_assert_max_num_queries(3):
        assert api.get("/api/v1/appeals/").json()["count"] == 4
    pk = Appeal.objects.first().pk
    with django_assert_max_num_queries(3):
        api.get(f"/api/v1/appeals/{pk}/")


@pytest.mark.parametrize("year", ["0.0", "1.5e16", "10000", "x"])
def test_a_year_that_is_not_a_whole_year_is_a_400_naming_it(client, year):
    response = client.get("/api/v1/appeals/", {"year": year})
    assert response.status_code == 400 and "year" in response.json()
    assert client.get("/appeals/", {"year": year}).status_code == 400
