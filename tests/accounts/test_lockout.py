"""Password guessing is stopped: after repeated failures for one account from one address, that pair is refused."""

from __future__ import annotations

import io

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import override_settings

from .conftest import PASSWORD

pytestmark = pytest.mark.django_db

LIMIT = settings.AXES_FAILURE_LIMIT


def log_in(client, username: str, password: str, address: str = "192.0.2.10", **extra: str):  # type: ignore[no-untyped-def]
    return client.post("/accounts/login/", {"username": username, "password": password}, REMOTE_ADDR=address, **extra)


def test_repeated_wrong_passwords_lock_the_account_from_that_address(client, account):
    account("ref", "referee")
    for _ in range(LIMIT - 1):
        assert log_in(client, "ref", "wrong guess").status_code == 200
    locked = log_in(client, "ref", "wrong guess")
    assert locked.status_code == 429
    html = locked.content.decode()
    assert f"There were {LIMIT} wrong passwords in a row for the account “ref”" in html
    assert "refused for 1 hour" in html
    # the right password no longer opens it from there
    assert log_in(client, "ref", PASSWORD).status_code == 429
    assert "_auth_user_id" not in client.session


def test_the_lockout_is_for_that_account_and_that_address_only(client, account):
    account("ref", "referee")
    account("other", "referee")
    for _ in range(LIMIT):
        log_in(client, "ref", "wrong guess")
    assert log_in(client, "other", PASSWORD).status_code == 302
    client.logout()
    assert log_in(client, "ref", PASSWORD, address="198.51.100.7").status_code == 302


def test_the_admin_login_is_guarded_too(client, account):
    account("boss", "administrator")
    for _ in range(LIMIT):
        client.post("/admin/login/", {"username": "boss", "password": "wrong guess"}, REMOTE_ADDR="192.0.2.10")
    r = client.post("/admin/login/", {"username": "boss", "password": PASSWORD}, REMOTE_ADDR="192.0.2.10")
    assert r.status_code == 429


def test_a_command_unlocks_the_account_and_address(client, account):
    account("ref", "referee")
    for _ in range(LIMIT):
        log_in(client, "ref", "wrong guess")
    call_command("axes_reset_ip_username", "192.0.2.10", "ref", stdout=io.StringIO())
    assert log_in(client, "ref", PASSWORD).status_code == 302


def test_a_success_before_the_limit_starts_the_count_again(client, account):
    account("ref", "referee")
    for _ in range(LIMIT - 1):
        log_in(client, "ref", "wrong guess")
    assert log_in(client, "ref", PASSWORD).status_code == 302
    client.logout()
    for _ in range(LIMIT - 1):
        assert log_in(client, "ref", "wrong guess").status_code == 200


@override_settings(TRUSTED_PROXIES=["10.0.0.1"])
def test_behind_a_proxy_the_address_is_the_one_the_proxy_saw(client, account):
    account("ref", "referee")
    for i in range(LIMIT):
        # the client forges the left part of X-Forwarded-For differently each time; the proxy appends the truth
        log_in(client, "ref", "wrong guess", address="10.0.0.1", HTTP_X_FORWARDED_FOR=f"203.0.113.{i}, 192.0.2.10")
    assert log_in(client, "ref", PASSWORD, address="10.0.0.1", HTTP_X_FORWARDED_FOR="192.0.2.10").status_code == 429
    assert log_in(client, "ref", PASSWORD, address="10.0.0.1", HTTP_X_FORWARDED_FOR="192.0.2.99").status_code == 302


@override_settings(TRUSTED_PROXIES=["10.0.0.1"])
def test_a_client_reaching_the_server_directly_cannot_choose_his_address(client, account):
    account("ref", "referee")
    for i in range(LIMIT):
        # not through the proxy: X-Forwarded-For rotated at each try is ignored, the peer is counted
        log_in(client, "ref", "wrong guess", address="198.51.100.7", HTTP_X_FORWARDED_FOR=f"203.0.113.{i}")
    assert log_in(client, "ref", PASSWORD, address="198.51.100.7", HTTP_X_FORWARDED_FOR="192.0.2.1").status_code == 429


@override_settings(TRUSTED_PROXIES=[])
def test_with_no_proxy_named_the_header_is_never_read(client, account):
    account("ref", "referee")
    for i in range(LIMIT):
        log_in(client, "ref", "wrong guess", address="10.0.0.1", HTTP_X_FORWARDED_FOR=f"203.0.113.{i}")
    assert log_in(client, "ref", PASSWORD, address="10.0.0.1", HTTP_X_FORWARDED_FOR="192.0.2.1").status_code == 429


def test_the_lockout_page_query_count(client, account, django_assert_num_queries):
    account("ref", "referee")
    for _ in range(LIMIT):
        log_in(client, "ref", "wrong guess")
    with django_assert_num_queries(7):  # the lockout check and its record, by django-axes
        assert log_in(client, "ref", PASSWORD).status_code == 429


@override_settings(TRUSTED_PROXIES=["10.0.0.1"])
@pytest.mark.parametrize("forwarded", ["not-an-ip", "1.2.3.4:5678", "[2001:db8::1]:443", "192.0.2.10, garbage"])
def test_behind_a_proxy_an_entry_that_is_no_plain_address_is_no_500_and_still_counted(client, account, forwarded):
    # A proxy's rightmost entry with a port is read without it; one that is no address at all counts
    # against the proxy that passed it on. Either way every login is answered and every failure counted.
    account("ref", "referee")
    for _ in range(LIMIT - 1):
        assert (
            log_in(client, "ref", "wrong guess", address="10.0.0.1", HTTP_X_FORWARDED_FOR=forwarded).status_code == 200
        )
    assert log_in(client, "ref", "wrong guess", address="10.0.0.1", HTTP_X_FORWARDED_FOR=forwarded).status_code == 429
