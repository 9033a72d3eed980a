"""GET /api/v1/case-schema.json and /api/v1/ruling-schema.json: the engine's schemas, served as made."""

import pytest
from jsonschema import Draft202012Validator

from engine import case_schema, rule, ruling_schema
from tests.conftest import REVOKE_CASE

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "url, make", [("/api/v1/case-schema.json", case_schema), ("/api/v1/ruling-schema.json", ruling_schema)]
)
def test_schema_is_served_as_the_engine_makes_it(client, django_assert_num_queries, url, make):
    with django_assert_num_queries(0):
        response = client.get(url)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    served = response.json()
    Draft202012Validator.check_schema(served)
    assert served == make()


def test_served_schemas_validate_a_case_and_its_ruling(client):
    case = client.get("/api/v1/case-schema.json").json()
    ruling = client.get("/api/v1/ruling-schema.json").json()
    assert list(Draft202012Validator(case).iter_errors(REVOKE_CASE)) == []
    answer = client.post("/api/v1/rulings/", REVOKE_CASE, content_type="application/json").json()
    assert answer["valid"] and answer["precedents"]
    assert list(Draft202012Validator(ruling).iter_errors(answer)) == []
    assert list(Draft202012Validator(ruling).iter_errors(rule({"code": "x"}))) == []
