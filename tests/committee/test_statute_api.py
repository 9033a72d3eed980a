"""The club's statutes in the API: the list per code, one law's statute, the committee's writes with the
version check, errors naming the field, history and revert."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

STATUTE_72 = "/api/v1/laws/club-1864/72/statute/"


@pytest.fixture
def member(committee):  # type: ignore[no-untyped-def]
    client = APIClient()
    client.force_authenticate(committee)
    return client


def put(client: APIClient, url: str, provision: str, value: object, version: int, text: str = "") -> object:
    body = {"text": text, "message": "", "version": version, "provision": provision}
    if value is not None:
        body["value"] = value
    return client.put(url, body, format="json")


def test_the_committee_makes_statutes_and_everyone_reads_them(member) -> None:  # type: ignore[no-untyped-def]
    anyone = APIClient()
    assert anyone.get("/api/v1/statutes/").json()["results"] == []
    empty = anyone.get(STATUTE_72).json()
    assert empty["version"] == 0 and empty["amendment"]["value"] is None
    r = put(member, STATUTE_72, "revoke_penalty", 2, 0, "A revoke costs *two* tricks.")
    assert r.status_code == 200, r.json()
    body = r.json()
    assert body["version"] == 1 and "<em>two</em>" in body["html"]
    assert body["law"] == {
        "code": "club-1864",
        "number": "72",
        "title": body["law"]["title"],
        "url": "/laws/club-1864/72/",
    }
    assert body["amendment"] == {
        "law": "72",
        "provision": "revoke_penalty",
        "value": 2,
        "words": "The penalty of a revoke: 2",
    }
    assert put(member, "/api/v1/laws/club-1864/78/statute/", "revoke_claim", "next_trump_turned", 0).status_code == 200
    assert put(member, "/api/v1/laws/club-1864/82/statute/", "struck_out", None, 0).status_code == 200
    assert put(member, "/api/v1/laws/american-1890/16/statute/", "game", 10, 0).status_code == 200
    listed = anyone.get("/api/v1/statutes/?code=club-1864").json()["results"]
    assert "<em>two</em>" in listed[0]["html"]
    assert [s["amendment"] for s in listed] == [
        {"law": "72", "provision": "revoke_penalty", "value": 2, "words": "The penalty of a revoke: 2"},
        {
            "law": "78",
            "provision": "revoke_claim",
            "value": "next_trump_turned",
            "words": "The time to claim a revoke: until the trump card of the following deal is turned up",
        },
        {"law": "82", "provision": "struck_out", "value": None, "words": "The law is struck out"},
    ]
    assert [s["law"]["code"] for s in anyone.get("/api/v1/statutes/").json()["results"]] == [
        "american-1890",
        *["club-1864"] * 3,
    ]
    r = anyone.get("/api/v1/statutes/?code=bridge")
    assert r.status_code == 400 and "code" in r.json()


def test_a_stale_version_is_refused_with_the_current_statute(member, make_user) -> None:  # type: ignore[no-untyped-def]
    put(member, STATUTE_72, "revoke_penalty", 2, 0, "Two.")
    other = APIClient()
    other.force_authenticate(make_user("comm2", "committee"))
    put(other, STATUTE_72, "revoke_penalty", 1, 1, "One.")
    r = put(member, STATUTE_72, "revoke_penalty", 4, 1, "Four.")
    assert r.status_code == 409
    body = r.json()
    assert body["current"]["version"] == 2 and body["current"]["amendment"]["value"] == 1
    assert body["your_amendment"] == {"provision": "revoke_penalty", "value": 4, "words": "The penalty of a revoke: 4"}
    assert APIClient().get(STATUTE_72).json()["amendment"]["value"] == 1  # nothing overwritten


def test_bad_amendments_are_refused_naming_the_field(member) -> None:  # type: ignore[no-untyped-def]
    r = put(member, STATUTE_72, "revoke_penalty", 14, 0)
    assert r.status_code == 400 and "from 1 to 13, not 14" in r.json()["value"][0]
    r = put(member, STATUTE_72, "game", 7, 0)
    assert r.status_code == 400 and "the law that provides it is 2" in r.json()["provision"][0]
    r = put(member, "/api/v1/laws/club-1864/78/statute/", "revoke_claim", "tomorrow", 0)
    assert r.status_code == 400 and "cut_next, next_trump_turned" in r.json()["value"][0]
    r = put(member, "/api/v1/laws/club-1864/82/statute/", "struck_out", 1, 0)
    assert r.status_code == 400 and "takes no value" in r.json()["value"][0]
    r = put(member, STATUTE_72, "the trump card", 2, 0)
    assert r.status_code == 400 and "provision" in r.json()
    r = put(member, "/api/v1/laws/club-1864/73/statute/", "revoke_penalty", 2, 0)
    assert r.status_code == 404 and "no provision of this law" in r.json()["detail"]
    assert APIClient().get("/api/v1/statutes/").json()["results"] == []


def test_only_the_committee_writes(referee) -> None:  # type: ignore[no-untyped-def]
    assert put(APIClient(), STATUTE_72, "revoke_penalty", 2, 0).status_code == 401
    client = APIClient()
    client.force_authenticate(referee)
    assert put(client, STATUTE_72, "revoke_penalty", 2, 0).status_code == 403


def test_history_diff_and_revert_keep_the_amendment(member) -> None:  # type: ignore[no-untyped-def]
    put(member, STATUTE_72, "revoke_penalty", 2, 0, "Two tricks.")
    put(member, STATUTE_72, "revoke_penalty", 1, 1, "One trick.")
    history = APIClient().get(STATUTE_72 + "history/").json()["results"]
    assert [v["version"] for v in history] == [2, 1]
    diff = APIClient().get(STATUTE_72 + "diff/?from=1&to=2").json()["diff"]
    assert {"op": "insert", "text": "One trick."} in diff
    r = member.post(STATUTE_72 + "revert/", {"to": 1, "version": 2}, format="json")
    assert r.status_code == 200
    assert (r.json()["version"], r.json()["amendment"]["value"], r.json()["text"]) == (3, 2, "Two tricks.")
    r = member.post(STATUTE_72 + "revert/", {"to": 1, "version": 2}, format="json")
    assert r.status_code == 409 and r.json()["current"]["amendment"]["value"] == 2


def test_the_diff_shows_the_amendment_of_each_version(member) -> None:  # type: ignore[no-untyped-def]
    put(member, STATUTE_72, "revoke_penalty", 2, 0, "Tricks.")
    put(member, STATUTE_72, "revoke_penalty", 1, 1, "Tricks.")  # the amendment alone changes
    body = APIClient().get(STATUTE_72 + "diff/?from=1&to=2").json()
    assert body["diff"] == [{"op": "equal", "text": "Tricks."}]
    assert body["amendment"] == {
        "from": {"provision": "revoke_penalty", "value": 2, "words": "The penalty of a revoke: 2"},
        "to": {"provision": "revoke_penalty", "value": 1, "words": "The penalty of a revoke: 1"},
        "changed": True,
    }
    same = APIClient().get(STATUTE_72 + "diff/?from=2&to=2").json()["amendment"]
    assert same["changed"] is False
    r = APIClient().get(STATUTE_72 + "diff/?from=1&to=9")
    assert r.status_code == 400 and "to" in r.json()
