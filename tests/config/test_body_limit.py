"""Request bodies over 1 MiB (1,048,576 bytes) are refused with 413: JSON on the API, a page on the site."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.django_db

LIMIT = 1_048_576


def padded_case(size: int) -> bytes:
    """A case whose JSON text is exactly `size` bytes (padded inside its title)."""
    case = {"code": "club-1864", "dealer": "W", "trump": "2C", "events": [], "title": ""}
    empty = len(json.dumps(case).encode())
    case["title"] = "x" * (size - empty)
    body = json.dumps(case).encode()
    assert len(body) == size
    return body


def test_the_api_refuses_a_body_over_the_limit_with_json(client):
    r = client.post("/api/v1/rulings/", padded_case(LIMIT + 1), content_type="application/json")
    assert r.status_code == 413
    assert r.json() == {
        "detail": "The request body is 1,048,577 bytes; the limit is 1,048,576 bytes (1 MiB). Nothing was saved."
    }


def test_a_body_of_exactly_the_limit_reaches_the_engine(client):
    # The engine itself reads at most 1,000,000 characters, and says so (400); the site's limit is not in the way.
    r = client.post("/api/v1/rulings/", padded_case(LIMIT), content_type="application/json")
    assert r.status_code == 400
    assert r.json()["detail"] == "The case is 1,048,576 characters long; the engine reads cases of at most 1,000,000."
    r = client.post("/api/v1/rulings/", padded_case(999_000), content_type="application/json")
    assert r.status_code == 200 and r.json()["valid"] is True


def test_the_site_refuses_a_form_over_the_limit_with_a_page(client):
    r = client.post("/cases/rule/", {"case": "x" * LIMIT})
    assert r.status_code == 413
    html = r.content.decode()
    assert "<h1>What you sent is too large</h1>" in html
    assert "the limit is 1,048,576 bytes (1 MiB)" in html


def test_the_login_form_is_limited_too(client):
    r = client.post("/accounts/login/", {"username": "x" * LIMIT, "password": "y"})
    assert r.status_code == 413


def test_the_413_page_reads_nothing_from_the_database(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert client.post("/cases/rule/", {"case": "x" * LIMIT}).status_code == 413
