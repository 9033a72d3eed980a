"""ETag, Last-Modified and 304 on the reader pages; pages that belong to one person never kept nor served kept."""

from __future__ import annotations

import os
import time

import pytest
from django.contrib.messages.storage.cookie import CookieStorage
from django.http import HttpRequest, HttpResponse
from django.test import Client, RequestFactory

from committee.services import commentary_save
from committee.subjects import law_subject
from plumbing.readercache.middleware import SERVED, ReaderPageMiddleware
from plumbing.readercache.stamp import read_code_again

pytestmark = pytest.mark.django_db

LAW_72 = "/laws/club-1864/72/"


def test_a_reader_page_carries_its_validators(client):  # type: ignore[no-untyped-def]
    response = client.get(LAW_72)
    assert response["ETag"].startswith('"') and response["Last-Modified"].endswith("GMT")
    assert "no-cache" in response["Cache-Control"] and "Cookie" in response["Vary"]


def test_the_same_etag_is_answered_304_with_one_query(client, django_assert_num_queries):  # type: ignore[no-untyped-def]
    etag = client.get(LAW_72)["ETag"]
    with django_assert_num_queries(1):  # the site's version
        response = client.get(LAW_72, headers={"If-None-Match": etag})
    assert response.status_code == 304 and response.content == b""
    assert response["ETag"] == etag and "Last-Modified" in response


def test_if_modified_since_is_answered_304_until_a_write(client, committee):  # type: ignore[no-untyped-def]
    first = client.get(LAW_72)
    since = first["Last-Modified"]
    assert client.get(LAW_72, headers={"If-Modified-Since": since}).status_code == 304
    commentary_save(subject=law_subject("club-1864", "72"), by=committee, text="New.", message="", version=0)
    again = client.get(LAW_72, headers={"If-Modified-Since": since, "If-None-Match": first["ETag"]})
    assert again.status_code == 200 and again["ETag"] != first["ETag"]


def test_a_page_that_is_not_a_reader_page_has_no_etag(client):  # type: ignore[no-untyped-def]
    response = client.get("/cases/new/")
    assert response.status_code == 200 and "ETag" not in response and SERVED not in response


def test_a_signed_in_member_is_never_served_the_kept_page_nor_has_his_kept(client, committee):  # type: ignore[no-untyped-def]
    anonymous = Client()
    anonymous.get(LAW_72)
    assert anonymous.get(LAW_72)[SERVED] == "hit"
    client.force_login(committee)
    mine = client.get(LAW_72)
    assert SERVED not in mine and "ETag" not in mine
    assert f"Log out {committee.username}" in mine.content.decode()
    assert "Log out" not in anonymous.get(LAW_72).content.decode()
    # An ETag given to the anonymous reader does not answer a member 304.
    assert client.get(LAW_72, headers={"If-None-Match": anonymous.get(LAW_72)["ETag"]}).status_code == 200


def test_a_message_waiting_passes_by_the_cache():  # type: ignore[no-untyped-def]
    reader = Client()
    reader.get(LAW_72)
    reader.cookies[CookieStorage.cookie_name] = "a message for this reader"
    response = reader.get(LAW_72)
    assert SERVED not in response and "ETag" not in response


def test_a_page_that_sets_a_cookie_is_served_but_not_kept():  # type: ignore[no-untyped-def]
    def page_with_a_token(request: HttpRequest) -> HttpResponse:
        response = HttpResponse("a form")
        response.set_cookie("csrftoken", "one reader's")
        return response

    middleware = ReaderPageMiddleware(page_with_a_token)
    for _ in range(2):
        response = middleware(RequestFactory().get("/laws/club-1864/71/"))
        assert response.content == b"a form" and response[SERVED] == "not-kept"


def test_a_deployment_gives_the_pages_new_validators_without_a_write(client, tmp_path, settings):  # type: ignore[no-untyped-def]
    """New static files (their hashed names are in the pages) make another ETag, a later date and another key."""
    settings.STATIC_ROOT = tmp_path
    manifest = tmp_path / "staticfiles.json"
    manifest.write_text('{"paths": {"css/site.css": "css/site.0ld.css"}}')
    os.utime(manifest, (1_000_000_000, 1_000_000_000))  # written long ago
    read_code_again()
    before = client.get(LAW_72)
    manifest.write_text('{"paths": {"css/site.css": "css/site.n3w.css"}}')
    later = time.time() + 10
    os.utime(manifest, (later, later))
    read_code_again()
    after = client.get(LAW_72, headers={"If-None-Match": before["ETag"]})
    assert after.status_code == 200 and after["ETag"] != before["ETag"] and after[SERVED] == "miss"
    assert client.get(LAW_72, headers={"If-Modified-Since": before["Last-Modified"]}).status_code == 200
    read_code_again()
