"""Who may do what on the committee's pages and API: every page and write endpoint of the
commentary, for anonymous, an account with no role, a referee, the committee and an administrator.

Reading (the commentary, its history and diffs) is open to all; every write is the committee's.
Pages send an anonymous visitor to the login page and answer 403 to an account without the
role; the API answers 401 to the anonymous and 403 to the others.
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from committee.services import commentary_save
from committee.subjects import law_subject

from .conftest import ROLES

pytestmark = pytest.mark.django_db

WRITERS = {"committee", "administrator"}
LAW = "/laws/club-1864/72/commentary/"
API = "/api/v1/laws/club-1864/72/commentary/"


def refused_page(role: str, response) -> bool:  # type: ignore[no-untyped-def]
    if role == "anonymous":
        return response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    return response.status_code == 403


@pytest.fixture
def two_versions(committee) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", "72")
    commentary_save(subject=subject, by=committee, text="first", message="", version=0)
    commentary_save(subject=subject, by=committee, text="second", message="", version=1)


@pytest.mark.parametrize("role", ROLES)
def test_reading_is_open_to_all(role, client_as, two_versions, adopted) -> None:  # type: ignore[no-untyped-def]
    client = client_as(role)
    for url in (
        "/laws/club-1864/72/",
        LAW + "history/",
        LAW + "diff/?from=1&to=2",
        adopted.get_absolute_url(),
        f"/decisions/{adopted.slug}/holding/history/",
        f"/decisions/{adopted.slug}/commentary/history/",
        API,
        API + "history/",
        API + "diff/?from=1&to=2",
        f"/api/v1/decisions/{adopted.slug}/commentary/",
    ):
        assert client.get(url).status_code == 200, (role, url)


@pytest.mark.parametrize("role", ROLES)
def test_the_pages_that_write(role, client_as, two_versions, adopted) -> None:  # type: ignore[no-untyped-def]
    client = client_as(role)
    slug = adopted.slug
    checks = [
        ("get", LAW, {}, 200),
        ("post", LAW, {"text": "third", "version": 2, "action": "publish"}, 302),
        ("post", LAW, {"text": "a draft", "version": 2, "action": "draft"}, 302),
        ("post", LAW, {"action": "discard"}, 302),
        ("post", LAW + "revert/", {"to": 1, "version": 2}, 302),
        ("get", f"/decisions/{slug}/commentary/", {}, 200),
        ("post", f"/decisions/{slug}/commentary/", {"text": "on it", "version": 0}, 302),
        ("get", f"/decisions/{slug}/holding/", {}, 200),
        ("post", f"/decisions/{slug}/holding/", {"title": "t", "text": "h", "version": 1}, 302),
        ("post", f"/decisions/{slug}/holding/revert/", {"to": 1, "version": 1}, 302),
        ("get", f"/decisions/{slug}/withdraw/", {}, 200),
        ("post", f"/decisions/{slug}/withdraw/", {"reason": "overruled"}, 302),
    ]
    for method, url, data, allowed in checks:
        response = getattr(client, method)(url, data)
        if role in WRITERS:
            assert response.status_code == allowed, (role, method, url, response.status_code)
        else:
            assert refused_page(role, response), (role, method, url, response.status_code)
    if role not in WRITERS:
        assert APIClient().get(API).json()["version"] == 2
        adopted.refresh_from_db()
        assert adopted.title == "E revokes" and not hasattr(adopted, "withdrawal")


@pytest.mark.parametrize("role", ROLES)
def test_the_api_writes(role, client_as, two_versions) -> None:  # type: ignore[no-untyped-def]
    client = client_as(role)  # a session, as a browser would have it; the test client skips CSRF
    put = client.put(API, {"text": "third", "message": "", "version": 2}, content_type="application/json")
    revert = client.post(API + "revert/", {"to": 1, "version": 3}, content_type="application/json")
    if role in WRITERS:
        assert (put.status_code, revert.status_code) == (200, 200)
        return
    expected = 401 if role == "anonymous" else 403
    assert (put.status_code, revert.status_code) == (expected, expected)
    assert "committee" in put.json()["detail"] or role == "anonymous"
    assert APIClient().get(API).json()["version"] == 2
