"""Following a law, a decision or an appeal, and choosing the kinds of notice: from the pages and the API."""

from __future__ import annotations

import pytest

from notices.models import Following, Stop
from tests.factories import account, open_appeal

pytestmark = pytest.mark.django_db

LAW_72 = "/laws/club-1864/72/"


def test_a_member_follows_law_72_from_its_page_and_stops_from_his_notices_page(client) -> None:  # type: ignore[no-untyped-def]
    member = account("plain", email="plain@club.example")
    client.force_login(member)
    page = client.get(LAW_72).content.decode()
    assert "Follow this law" in page and 'name="law" value="club-1864:72"' in page
    done = client.post("/notices/following/", {"law": "club-1864:72", "next": LAW_72})
    assert done.status_code == 302 and done["Location"] == LAW_72
    page = client.get(LAW_72).content.decode()
    assert "Stop following this law" in page and "You are told by email of what is filed under it" in page
    mine = client.get("/notices/").content.decode()
    assert "Law 72 of" in mine and "plain@club.example" in mine
    client.post("/notices/following/", {"law": "club-1864:72", "action": "stop"})
    assert not Following.objects.exists()
    mine = client.get("/notices/").content.decode()
    assert "You no longer follow Law 72 of" in mine and "You follow nothing yet" in mine


def test_following_twice_keeps_one(client) -> None:  # type: ignore[no-untyped-def]
    client.force_login(account("plain"))
    for _ in range(2):
        client.post("/notices/following/", {"law": "club-1864:72"})
    assert Following.objects.count() == 1


def test_a_reader_not_signed_in_sees_no_follow_button(client) -> None:  # type: ignore[no-untyped-def]
    assert "Follow this law" not in client.get(LAW_72).content.decode()
    response = client.post("/notices/following/", {"law": "club-1864:72"})
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_a_bad_thing_to_follow_is_named(client) -> None:  # type: ignore[no-untyped-def]
    client.force_login(account("plain"))
    response = client.post("/notices/following/", {"law": "club-1864:999"})
    assert response.status_code == 400 and "There is no law" in response.content.decode()
    assert "club-1864:999" in response.content.decode()
    response = client.post("/notices/following/", {})
    assert response.status_code == 400 and "Name one thing to follow" in response.content.decode()


def test_an_offsite_next_is_not_followed(client) -> None:  # type: ignore[no-untyped-def]
    client.force_login(account("plain"))
    response = client.post("/notices/following/", {"law": "club-1864:72", "next": "https://evil.example/"})
    assert response["Location"] == "/notices/"


def test_a_member_stops_and_starts_a_kind_from_his_page(client) -> None:  # type: ignore[no-untyped-def]
    member = account("ref", "referee")
    client.force_login(member)
    page = client.get("/notices/").content.decode()
    assert "A statute of the club adopted or amended" in page and "no email address" in page
    client.post("/notices/kinds/", {"kind": "statute-adopted", "on": "0"})
    assert list(Stop.objects.values_list("kind", flat=True)) == ["statute-adopted"]
    assert "stopped" in client.get("/notices/").content.decode()
    client.post("/notices/kinds/", {"kind": "statute-adopted", "on": "1"})
    assert not Stop.objects.exists()
    assert client.post("/notices/kinds/", {"kind": "everything"}).status_code == 400


def test_the_api_follows_lists_and_unfollows(client) -> None:  # type: ignore[no-untyped-def]
    referee = account("ref", "referee")
    appeal = open_appeal(referee)
    client.force_login(account("plain"))
    made = client.post("/api/v1/following/", {"law": "club-1864:72"}, content_type="application/json")
    assert made.status_code == 201 and made.json()["law"] == "club-1864:72" and made.json()["url"] == LAW_72
    made = client.post("/api/v1/following/", {"appeal": str(appeal.pk)}, content_type="application/json")
    assert made.status_code == 201 and made.json()["appeal"] == appeal.pk
    listed = client.get("/api/v1/following/").json()
    assert [f["law"] or f["appeal"] for f in listed["results"]] == [appeal.pk, "club-1864:72"]
    gone = client.delete(f"/api/v1/following/{made.json()['id']}/")
    assert gone.status_code == 204 and Following.objects.count() == 1


def test_the_api_names_what_is_wrong(client) -> None:  # type: ignore[no-untyped-def]
    client.force_login(account("plain"))
    bad = client.post("/api/v1/following/", {"law": "club-1864:999"}, content_type="application/json")
    assert bad.status_code == 400 and "There is no law" in bad.json()["law"][0]
    private = open_appeal(account("ref", "referee"), public=False)
    bad = client.post("/api/v1/following/", {"appeal": str(private.pk)}, content_type="application/json")
    assert bad.status_code == 400 and "that you may read" in bad.json()["appeal"][0]


def test_one_member_cannot_unfollow_for_another(client) -> None:  # type: ignore[no-untyped-def]
    other = account("other")
    theirs = Following.objects.create(
        user=other, law_id=None, decision=None, appeal=open_appeal(account("r", "referee"))
    )
    client.force_login(account("plain"))
    assert client.delete(f"/api/v1/following/{theirs.pk}/").status_code == 404
    assert Following.objects.filter(pk=theirs.pk).exists()


def test_the_api_stops_and_starts_a_kind(client) -> None:  # type: ignore[no-untyped-def]
    client.force_login(account("plain"))
    kinds = client.get("/api/v1/notices/").json()
    assert {k["kind"]: k["on"] for k in kinds}["followed"] is True
    off = client.put("/api/v1/notices/followed/", {"on": False}, content_type="application/json")
    assert off.status_code == 200 and off.json() == {
        "kind": "followed",
        "label": "News of the laws, decisions and appeals you follow",
        "on": False,
    }
    assert Stop.objects.filter(kind="followed").exists()
    assert client.put("/api/v1/notices/everything/", {"on": False}, content_type="application/json").status_code == 404
    assert client.put("/api/v1/notices/followed/", {}, content_type="application/json").status_code == 400
