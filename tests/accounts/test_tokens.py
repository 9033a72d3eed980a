"""API tokens: made on the page and shown once, stored only as a hash, listed by prefix, revoked; the API's answer
to a token it does not hold, to a revoked one and to an expired one; the admin never shows a whole token."""

from __future__ import annotations

import datetime
import io
import re
import uuid
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test import Client
from django.utils import timezone
from knox.models import AuthToken
from rest_framework.test import APIClient

from accounts.tokens import MOST_PER_ACCOUNT, token_make

pytestmark = pytest.mark.django_db

LAW_72 = "/api/v1/laws/club-1864/72/commentary/"
TOKEN = re.compile(r'id="new-token"[^>]*value="([0-9a-f]{64})"')


def made_on_the_page(client: Client, lifetime: str = "90") -> str:
    response = client.post("/accounts/tokens/", {"lifetime": lifetime, "once": uuid.uuid4().hex})
    assert response.status_code == 200
    found = TOKEN.search(response.content.decode())
    assert found, "the new token is shown"
    return found.group(1)


def form(lifetime: str) -> dict[str, str]:
    return {"lifetime": lifetime, "once": uuid.uuid4().hex}


def write_commentary(token: str, version: int = 0) -> Any:
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return api.put(LAW_72, {"text": "Compare Law 73.", "message": "", "version": version}, format="json")


def every_stored_text() -> str:
    """Every column of every row the token table holds, as one text."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM knox_authtoken")
        return " ".join(str(value) for row in cursor.fetchall() for value in row)


@pytest.fixture
def member(account):  # type: ignore[no-untyped-def]
    return account("comm", "committee")


@pytest.fixture
def member_client(client, member):  # type: ignore[no-untyped-def]
    client.force_login(member)
    return client


def test_a_token_made_on_the_page_is_shown_once_and_stored_only_as_a_hash(member_client) -> None:  # type: ignore[no-untyped-def]
    token = made_on_the_page(member_client)
    assert token not in every_stored_text()
    stored = AuthToken.objects.get()
    assert stored.token_key == token[:15] and stored.digest != token

    listed = member_client.get("/accounts/tokens/")
    page = listed.content.decode()
    assert token not in page and stored.digest not in page
    assert f"{token[:15]}…" in page  # listed by its prefix, with when it was made and when it expires
    assert stored.expiry is not None and 89 <= (stored.expiry - timezone.now()).days <= 90
    assert "no-store" in member_client.post("/accounts/tokens/", form("30"))["Cache-Control"]


def test_the_same_form_sent_again_makes_no_second_token(member_client) -> None:  # type: ignore[no-untyped-def]
    sent = form("30")
    first = member_client.post("/accounts/tokens/", sent)
    assert first.status_code == 200 and TOKEN.search(first.content.decode())
    again = member_client.post("/accounts/tokens/", sent)
    assert again.status_code == 200 and not TOKEN.search(again.content.decode())
    assert "This form made a token already" in again.content.decode()
    assert AuthToken.objects.count() == 1
    assert TOKEN.search(member_client.post("/accounts/tokens/", form("30")).content.decode())  # a fresh form makes one
    assert AuthToken.objects.count() == 2


@pytest.mark.parametrize("once", ["", "not-a-mark", "0" * 33])
def test_a_form_without_its_mark_is_a_400(member_client, once) -> None:  # type: ignore[no-untyped-def]
    response = member_client.post("/accounts/tokens/", {"lifetime": "30", "once": once})
    assert response.status_code == 400 and "This form cannot be read" in response.content.decode()
    assert not AuthToken.objects.exists()


def test_the_token_writes_as_its_account_and_opens_nothing_once_revoked(member_client) -> None:  # type: ignore[no-untyped-def]
    token = made_on_the_page(member_client, "never")
    assert AuthToken.objects.get().expiry is None
    assert write_commentary(token).status_code == 200

    revoked = member_client.post("/accounts/tokens/revoke/", {"prefix": token[:15]}, follow=True)
    assert "is revoked" in revoked.content.decode()
    assert not AuthToken.objects.exists()
    refused = write_commentary(token, version=1)
    assert refused.status_code == 401
    assert "holds no such token" in refused.json()["detail"] and "/accounts/tokens/" in refused.json()["detail"]


def test_an_expired_token_is_refused_saying_when_it_expired(member) -> None:  # type: ignore[no-untyped-def]
    row, token = token_make(user=member, lifetime=datetime.timedelta(days=30))
    AuthToken.objects.filter(pk=row.pk).update(expiry=datetime.datetime(2026, 1, 2, 3, 4, tzinfo=datetime.UTC))
    refused = write_commentary(token)
    assert refused.status_code == 401
    assert refused.json()["detail"].startswith("This token expired on 2026-01-02 at 03:04 UTC.")
    assert not AuthToken.objects.exists()  # knox deletes it as it finds it


def test_a_token_of_a_closed_account_is_refused(member) -> None:  # type: ignore[no-untyped-def]
    _, token = token_make(user=member, lifetime=None)
    member.is_active = False
    member.save()
    refused = write_commentary(token)
    assert refused.status_code == 401 and refused.json()["detail"] == "This token's account is closed."


def test_one_account_cannot_revoke_or_see_anothers_token(member_client, account) -> None:  # type: ignore[no-untyped-def]
    other = account("ref", "referee")
    row, _ = token_make(user=other, lifetime=None)
    assert row.token_key not in member_client.get("/accounts/tokens/").content.decode()
    assert member_client.post("/accounts/tokens/revoke/", {"prefix": row.token_key}).status_code == 404
    assert AuthToken.objects.filter(pk=row.pk).exists()


@pytest.mark.parametrize("lifetime", ["", "7", "forever", "9" * 5000])
def test_an_unknown_lifetime_is_a_400_naming_the_field(member_client, lifetime) -> None:  # type: ignore[no-untyped-def]
    response = member_client.post("/accounts/tokens/", form(lifetime))
    assert response.status_code == 400
    assert 'class="field-error"' in response.content.decode() and not AuthToken.objects.exists()


@pytest.mark.parametrize("prefix", ["", "%", "a b", "x" * 16, "<script>"])
def test_an_unreadable_prefix_is_a_400_naming_the_field(member_client, prefix) -> None:  # type: ignore[no-untyped-def]
    response = member_client.post("/accounts/tokens/revoke/", {"prefix": prefix})
    assert response.status_code == 400 and "prefix:" in response.content.decode()


def test_an_account_holds_so_many_tokens_at_most(member_client, member) -> None:  # type: ignore[no-untyped-def]
    for _ in range(MOST_PER_ACCOUNT):
        token_make(user=member, lifetime=None)
    response = member_client.post("/accounts/tokens/", form("30"))
    assert response.status_code == 400 and "revoke one you no longer use" in response.content.decode()
    assert AuthToken.objects.count() == MOST_PER_ACCOUNT


def test_the_forms_need_their_csrf_token(member) -> None:  # type: ignore[no-untyped-def]
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(member)
    row, _ = token_make(user=member, lifetime=None)
    assert strict.post("/accounts/tokens/", form("30")).status_code == 403
    assert strict.post("/accounts/tokens/revoke/", {"prefix": row.token_key}).status_code == 403
    page = strict.get("/accounts/tokens/").content.decode()
    assert page.count('name="csrfmiddlewaretoken"') == 2  # the revoke form and the make form


def test_the_page_lists_any_number_of_tokens_in_a_fixed_number_of_queries(  # type: ignore[no-untyped-def]
    member_client, member, django_assert_max_num_queries
) -> None:
    for count in (1, MOST_PER_ACCOUNT):
        while AuthToken.objects.count() < count:
            token_make(user=member, lifetime=None)
        with django_assert_max_num_queries(3):  # the session, the account, its tokens
            assert member_client.get("/accounts/tokens/").status_code == 200
        AuthToken.objects.filter(pk=AuthToken.objects.order_by("created").first().pk).delete()  # room for one
        # and the count of his tokens, the new one written, the form's mark kept in the session (in a savepoint)
        with django_assert_max_num_queries(8):
            assert member_client.post("/accounts/tokens/", form("30")).status_code == 200


def test_create_token_prints_the_token_once_and_keeps_its_hash(member) -> None:  # type: ignore[no-untyped-def]
    out, said = io.StringIO(), io.StringIO()
    call_command("create_token", "comm", "--lasts", "365", stdout=out, stderr=said)
    token = out.getvalue().strip()
    assert re.fullmatch(r"[0-9a-f]{64}", token) and "shown only now" in said.getvalue()
    assert token not in every_stored_text() and write_commentary(token).status_code == 200
    with pytest.raises(CommandError, match="--lasts 'a week'"):
        call_command("create_token", "comm", "--lasts", "a week")
    with pytest.raises(CommandError, match="No account is named 'nobody'"):
        call_command("create_token", "nobody")


def test_the_admin_lists_tokens_by_prefix_and_never_shows_one_whole(account) -> None:  # type: ignore[no-untyped-def]
    administrator = account("admin1", "administrator")
    referee = account("ref", "referee")
    row, token = token_make(user=referee, lifetime=None)
    admin = Client()
    admin.force_login(administrator)
    for path in ("/admin/knox/authtoken/", f"/admin/knox/authtoken/{row.pk}/change/"):
        page = admin.get(path)
        assert page.status_code == 200, path
        text = page.content.decode()
        assert token not in text and f"{row.token_key}…" in text, path
    assert admin.get("/admin/knox/authtoken/add/").status_code == 403
    assert admin.post(f"/admin/knox/authtoken/{row.pk}/delete/", {"post": "yes"}).status_code == 302
    assert not AuthToken.objects.exists()


def test_an_administrator_cannot_revoke_a_superusers_token(account) -> None:  # type: ignore[no-untyped-def]
    administrator = account("admin1", "administrator")
    chief = account("chief", is_superuser=True, is_staff=True)
    row, _ = token_make(user=chief, lifetime=None)
    admin = Client()
    admin.force_login(administrator)
    assert admin.post(f"/admin/knox/authtoken/{row.pk}/delete/", {"post": "yes"}).status_code == 403
    assert AuthToken.objects.filter(pk=row.pk).exists()
