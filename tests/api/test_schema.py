"""The API describes itself: an OpenAPI 3.1 schema that validates with no warning, the case and the ruling
made from the engine's own JSON Schemas, and a documentation page that keeps the Content Security Policy."""

from __future__ import annotations

import json
import re

import pytest
from django.core.management import call_command

from cases.api_schema import engine_components
from engine import case_schema, ruling_schema

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def schema(tmp_path_factory) -> dict:  # type: ignore[type-arg]
    """`manage.py spectacular --validate --fail-on-warn`: it raises on any warning or validation error."""
    out = tmp_path_factory.mktemp("schema") / "schema.json"
    call_command("spectacular", "--validate", "--fail-on-warn", "--format", "openapi-json", "--file", str(out))
    loaded: dict = json.loads(out.read_text())  # type: ignore[type-arg]
    return loaded


def test_the_schema_validates_as_openapi_3_1(schema):
    assert schema["openapi"] == "3.1.0"


def test_every_api_address_is_described(schema):
    from config.api_urls import urlpatterns

    described = set(schema["paths"])
    for pattern in urlpatterns:
        route = str(pattern.pattern)
        if route in ("schema/", "docs/"):
            continue
        if hasattr(pattern, "url_patterns"):
            routes = [route + str(p.pattern) for p in pattern.url_patterns]
        else:
            routes = [route]
        for r in routes:
            path = "/api/v1/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", r)
            assert path.replace("{pk}", "{id}") in described, path


@pytest.mark.parametrize("name,make", [("Case", case_schema), ("Ruling", ruling_schema)])
def test_the_case_and_the_ruling_are_the_engine_s_own_schemas(schema, name, make):
    top, defs = engine_components(make(), name)
    components = schema["components"]["schemas"]
    assert components[name] == top
    for component, body in defs.items():
        assert components[component] == body
    # Every reference inside resolves to a component of the description.
    refs = re.findall(r'"\$ref": "#/components/schemas/([^"]+)"', json.dumps(schema))
    assert set(refs) <= set(components)


def test_a_new_event_type_in_the_engine_reaches_the_description():
    made = case_schema()
    made["$defs"]["event_invented"] = {"type": "object", "properties": {"seat": {"$ref": "#/$defs/seat"}}}
    _, defs = engine_components(made, "Case")
    assert defs["CaseEventInvented"]["properties"]["seat"] == {"$ref": "#/components/schemas/CaseSeat"}


def test_rulings_take_a_case_and_answer_a_ruling(schema):
    post = schema["paths"]["/api/v1/rulings/"]["post"]
    assert post["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Case"}
    assert post["responses"]["200"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Ruling"}
    assert "Retry-After" in post["responses"]["429"]["headers"]


def test_search_describes_its_own_parameters_and_answer(schema):
    get = schema["paths"]["/api/v1/search/"]["get"]
    assert {p["name"] for p in get["parameters"] if p["in"] == "query"} == {
        "q",
        "type",
        "code",
        "authority",
        "page",
        "page_size",
        "as_typed",
        "any_word",
    }
    answer = schema["components"]["schemas"]["SearchAnswer"]["properties"]
    assert {"suggestion", "corrected", "also_searched", "citation", "codes", "nearest"} <= set(answer)
    assert answer["results"]["items"] == {"$ref": "#/components/schemas/SearchHit"}
    assert "429" in get["responses"]


def test_the_filters_are_described(schema):
    params = {p["name"] for p in schema["paths"]["/api/v1/decisions/"]["get"]["parameters"]}
    assert {"law", "authority", "type", "page", "page_size"} <= params
    params = {p["name"] for p in schema["paths"]["/api/v1/laws/"]["get"]["parameters"]}
    assert "code" in params


def test_the_schema_is_served_as_json(client):
    response = client.get("/api/v1/schema/")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/vnd.oai.openapi+json")
    assert response.json()["info"]["title"] == "Laws of Whist and Euchre"


def test_the_documentation_page_has_no_inline_script_or_style(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(0):
        response = client.get("/api/v1/docs/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "script-src 'self'" in response["Content-Security-Policy"]
    assert "<style" not in html and " style=" not in html
    assert all(re.search(r"<script src=", tag) for tag in re.findall(r"<script[^>]*>", html))
    assert "swagger-ui-bundle.js" in html and "js/api-docs.js" in html
    assert "cdn" not in html.lower()


def test_the_token_is_described_as_the_way_to_write(schema):
    scheme = schema["components"]["securitySchemes"]["tokenAuth"]
    assert (scheme["type"], scheme["in"], scheme["name"]) == ("apiKey", "header", "Authorization")
    for words in ("Authorization: Token <token>", "/accounts/tokens/", "shown once", "hash", "401"):
        assert words in scheme["description"], words
    writes = [
        (path, method, operation)
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if method in ("post", "put", "patch", "delete")
    ]
    assert len(writes) >= 10
    for path, method, operation in writes:
        if path == "/api/v1/rulings/":  # a ruling changes nothing: it authenticates no one, on purpose
            assert operation["security"] == [{}]
            continue
        assert {"tokenAuth": []} in operation["security"] and {"cookieAuth": []} in operation["security"], path
        assert "401" in operation["responses"], f"{method} {path}"
