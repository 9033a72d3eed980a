"""The commentary API, a fixed contract: GET, PUT, history, diff, revert; 404, 400, 401/403, 409."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

LAW_72 = "/api/v1/laws/club-1864/72/commentary/"
CLAY_DECISION = "/api/v1/decisions/{slug}/commentary/"


@pytest.fixture
def member(committee):  # type: ignore[no-untyped-def]
    client = APIClient()
    client.force_authenticate(committee)
    return client


@pytest.fixture
def second_member(make_user):  # type: ignore[no-untyped-def]
    client = APIClient()
    client.force_authenticate(make_user("comm2", "committee"))
    return client


def put(client: APIClient, text: str, version: int, message: str = "") -> object:
    return client.put(LAW_72, {"text": text, "message": message, "version": version}, format="json")


def test_nothing_written_yet_is_version_0_and_empty() -> None:
    body = APIClient().get(LAW_72).json()
    assert body == {"text": "", "html": "", "version": 0, "author": None, "updated": None, "message": ""}


def test_unknown_law_or_decision_is_404_with_detail() -> None:
    for url in ("/api/v1/laws/club-1864/999/commentary/", "/api/v1/decisions/no-such/commentary/history/"):
        response = APIClient().get(url)
        assert response.status_code == 404
        assert "no" in response.json()["detail"].lower()


def test_put_makes_versions_and_links_law_citations(member) -> None:  # type: ignore[no-untyped-def]
    first = put(member, "The revoke is *heavy*; compare Law 73.", 0, "first")
    assert first.status_code == 200, first.json()
    body = first.json()
    assert body["version"] == 1 and body["author"] == "comm" and body["message"] == "first"
    assert '<a class="law-ref" href="/laws/club-1864/73/">Law 73</a>' in body["html"]
    assert "<em>heavy</em>" in body["html"]
    second = put(member, "The revoke is heavy; compare Law 74.", 1, "second").json()
    assert second["version"] == 2
    assert APIClient().get(LAW_72).json()["text"] == "The revoke is heavy; compare Law 74."


def test_a_stale_version_is_refused_with_409_current_and_diff(member, second_member) -> None:  # type: ignore[no-untyped-def]
    put(member, "one two three", 0)
    assert put(second_member, "one two four", 1).status_code == 200
    refused = put(member, "one two three five", 1)
    assert refused.status_code == 409
    body = refused.json()
    assert set(body) == {"detail", "current", "diff"}
    assert body["current"]["version"] == 2 and body["current"]["text"] == "one two four"
    assert body["current"]["author"] == "comm2"
    assert {"op": "delete", "text": "four"} in body["diff"]
    assert {"op": "insert", "text": "three five"} in body["diff"]
    assert APIClient().get(LAW_72).json()["version"] == 2


def test_two_creators_at_version_0_one_wins(member, second_member) -> None:  # type: ignore[no-untyped-def]
    assert put(member, "mine", 0).status_code == 200
    assert put(second_member, "yours", 0).status_code == 409


def test_history_is_newest_first_and_paginated(member) -> None:  # type: ignore[no-untyped-def]
    for v in range(3):
        put(member, f"text {v}", v, f"message {v}")
    body = APIClient().get(LAW_72 + "history/?page_size=2").json()
    assert body["count"] == 3 and body["next"] and body["previous"] is None
    assert [r["version"] for r in body["results"]] == [3, 2]
    assert set(body["results"][0]) == {"version", "author", "time", "message"}
    assert body["results"][0]["message"] == "message 2" and body["results"][0]["author"] == "comm"


def test_diff_word_by_word_and_400_for_an_unknown_version(member) -> None:  # type: ignore[no-untyped-def]
    put(member, "the adversary may call", 0)
    put(member, "the adversaries may not call", 1)
    body = APIClient().get(LAW_72 + "diff/?from=1&to=2").json()
    assert body["from"] == 1 and body["to"] == 2
    assert body["diff"] == [
        {"op": "equal", "text": "the "},
        {"op": "delete", "text": "adversary"},
        {"op": "insert", "text": "adversaries"},
        {"op": "equal", "text": " may "},
        {"op": "insert", "text": "not "},
        {"op": "equal", "text": "call"},
    ]
    for query in ("from=1&to=9", "from=x&to=2", "to=2"):
        response = APIClient().get(LAW_72 + "diff/?" + query)
        assert response.status_code == 400, query
        assert set(response.json()) <= {"from", "to"}


def test_revert_makes_a_new_version_and_checks_the_version(member) -> None:  # type: ignore[no-untyped-def]
    put(member, "first text", 0)
    put(member, "second text", 1)
    reverted = member.post(LAW_72 + "revert/", {"to": 1, "version": 2}, format="json")
    assert reverted.status_code == 200
    assert reverted.json()["version"] == 3 and reverted.json()["text"] == "first text"
    assert reverted.json()["message"] == "Reverted to version 1"
    stale = member.post(LAW_72 + "revert/", {"to": 2, "version": 2}, format="json")
    assert stale.status_code == 409 and stale.json()["current"]["version"] == 3
    unknown = member.post(LAW_72 + "revert/", {"to": 7, "version": 3}, format="json")
    assert unknown.status_code == 400 and "to" in unknown.json()


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"text": "x" * 100_001, "message": "", "version": 0}, "text"),
        ({"text": "x", "message": "m" * 501, "version": 0}, "message"),
        ({"text": "x", "version": -1}, "version"),
        ({"text": "x", "version": "one"}, "version"),
        ({"message": "no text", "version": 0}, "text"),
    ],
)
def test_bad_input_is_400_naming_the_field(member, payload, field) -> None:  # type: ignore[no-untyped-def]
    response = member.put(LAW_72, payload, format="json")
    assert response.status_code == 400
    assert isinstance(response.json()[field], list)


def test_the_longest_text_allowed_is_saved(member) -> None:  # type: ignore[no-untyped-def]
    from committee.models import MAX_TEXT

    paragraphs = ("word " * 900 + "\n\n") * (MAX_TEXT // 4502)
    text = (paragraphs + "word " * MAX_TEXT)[:MAX_TEXT]
    assert len(text) == MAX_TEXT
    assert put(member, text, 0).status_code == 200
    refused = put(member, text + "x", 1)
    assert refused.status_code == 400 and "text" in refused.json()


def test_decision_commentary_has_the_same_contract(member) -> None:  # type: ignore[no-untyped-def]
    from decisions.models import Decision

    slug = Decision.objects.printed().first().slug  # type: ignore[union-attr]
    url = CLAY_DECISION.format(slug=slug)
    assert APIClient().get(url).json()["version"] == 0
    assert member.put(url, {"text": "Compare Law 72.", "message": "", "version": 0}, format="json").status_code == 200
    assert APIClient().get(url + "history/").json()["count"] == 1


def test_token_authentication_from_create_token(committee) -> None:  # type: ignore[no-untyped-def]
    made = io.StringIO()
    call_command("create_token", committee.username, stdout=made, stderr=io.StringIO())
    token = made.getvalue().strip()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert put(client, "by token", 0).status_code == 200
    client.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    assert put(client, "by a bad token", 1).status_code == 401


def test_session_writes_need_csrf(committee) -> None:  # type: ignore[no-untyped-def]
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(committee)
    response = put(client, "no csrf", 0)
    assert response.status_code == 403
    assert "CSRF" in response.json()["detail"]


def test_api_list_query_count(member, django_assert_max_num_queries) -> None:  # type: ignore[no-untyped-def]
    for v in range(5):
        put(member, f"text {v}", v)
    with django_assert_max_num_queries(6):
        assert APIClient().get(LAW_72 + "history/").json()["count"] == 5
