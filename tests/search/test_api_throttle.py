"""Anonymous API clients are rationed per address: the 429 says when to retry; signed-in users, other
addresses and the pages are not counted. The rates here are lowered for the test (settings read per request)."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test import override_settings
from rest_framework.test import APIClient

from accounts.tokens import token_make
from tests.conftest import REVOKE_CASE

pytestmark = pytest.mark.django_db

BODY = json.dumps(REVOKE_CASE)


def rule(client, **extra):  # type: ignore[no-untyped-def]
    return client.post("/api/v1/rulings/", data=BODY, content_type="application/json", **extra)


@override_settings(API_THROTTLE_ANON_RULINGS="3/minute")
def test_the_fourth_anonymous_ruling_in_a_minute_is_429_saying_when_to_retry(client):
    assert [rule(client).status_code for _ in range(3)] == [200, 200, 200]
    refused = rule(client)
    assert refused.status_code == 429
    wait = int(refused["Retry-After"])
    assert 1 <= wait <= 60
    assert refused.json() == {
        "detail": f"Too many requests from this address: try again in {wait} seconds.",
        "retry_after": wait,
    }
    # Another address has its own ration.
    assert rule(client, REMOTE_ADDR="192.0.2.7").status_code == 200


@override_settings(API_THROTTLE_ANON_RULINGS="3/minute")
def test_the_count_is_kept_in_the_database_shared_by_every_worker(client):
    rule(client)
    rule(client)
    with connection.cursor() as cursor:
        cursor.execute("SELECT client, requests FROM accounts_rationcount")
        counts = dict(cursor.fetchall())
    assert [n for key, n in counts.items() if "anon-rulings" in key] == [2]


@override_settings(API_THROTTLE_ANON_SEARCH="3/minute")
def test_the_search_page_and_the_search_api_share_one_ration_per_address(client, index_dir):
    # The page costs what the API costs: one ration per address, whatever the door.
    assert client.get("/api/v1/search/", {"q": "revoke"}).status_code == 200
    assert [client.get("/search/", {"q": "revoke"}).status_code for _ in range(2)] == [200, 200]
    refused = client.get("/search/", {"q": "revoke"})
    assert refused.status_code == 429 and 1 <= int(refused["Retry-After"]) <= 60
    assert "Too many requests from your address" in refused.content.decode()
    assert client.get("/api/v1/search/", {"q": "revoke"}).status_code == 429
    assert client.get("/search/").status_code == 200  # the empty search page does no work
    assert client.get("/search/", {"q": "revoke"}, REMOTE_ADDR="192.0.2.7").status_code == 200


@override_settings(API_THROTTLE_ANON_RULINGS="3/minute")
def test_the_builders_ruling_page_shares_the_rulings_apis_ration(client):
    assert rule(client).status_code == 200
    form = {"case": BODY, "under": "case"}
    assert [client.post("/cases/rule/", form).status_code for _ in range(2)] == [200, 200]
    assert client.post("/cases/rule/", form).status_code == 429
    assert rule(client).status_code == 429


@override_settings(API_THROTTLE_ANON_RULINGS="2/minute", API_THROTTLE_ANON_SEARCH="2/minute")
def test_a_signed_in_referee_is_not_rationed(client, referee, index_dir):
    client.force_login(referee)
    assert {rule(client).status_code for _ in range(5)} == {200}
    assert {client.get("/api/v1/search/", {"q": "revoke"}).status_code for _ in range(4)} == {200}


@override_settings(API_THROTTLE_ANON_SEARCH="2/minute")
def test_a_client_with_a_token_is_not_rationed(referee, index_dir):
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token_make(user=referee, lifetime=None)[1]}")
    assert {api.get("/api/v1/search/", {"q": "revoke"}).status_code for _ in range(4)} == {200}


@override_settings(API_THROTTLE_ANON_RULINGS="3/minute")
def test_the_builder_page_and_the_laws_are_not_rationed(client):
    rule(client), rule(client), rule(client)
    assert rule(client).status_code == 429
    for path in ("/cases/new/", "/laws/club-1864/72/", "/api/v1/laws/club-1864/72/", "/api/v1/case-schema.json"):
        assert client.get(path).status_code == 200, path


def test_the_default_rates_leave_the_builder_far_under_the_limit(settings):
    # The builder asks once a change has rested 250 ms (static/js/case-builder.js): at most 240 a minute.
    per_minute = int(settings.API_THROTTLE_ANON_RULINGS.split("/")[0])
    assert settings.API_THROTTLE_ANON_RULINGS.endswith("/minute") and per_minute >= 4 * 240


@override_settings(API_THROTTLE_ANON_DIFFS="3/hour")
def test_the_diffs_ration_is_not_fooled_by_a_forwarded_address(client) -> None:  # type: ignore[no-untyped-def]
    # DRF's own anonymous throttle believed X-Forwarded-For from anyone: 130 diffs with rotated addresses, all 200.
    answers = [
        client.get(
            "/api/v1/laws/club-1864/72/commentary/diff/?from=1&to=2", HTTP_X_FORWARDED_FOR=f"203.0.113.{n}"
        ).status_code
        for n in range(6)
    ]
    assert answers.count(429) == 3
