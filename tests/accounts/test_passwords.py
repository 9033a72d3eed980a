"""Django's password validators apply wherever a password is set: create_user and the admin."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("password", "reason"),
    [
        ("a", "This password is too short. It must contain at least 10 characters."),
        ("1864186418641864", "This password is entirely numeric."),
        ("password1234", "This password is too common."),
        ("cavendish-whist", "The password is too similar to the username."),
    ],
)
def test_create_user_refuses_a_weak_password_and_says_why(monkeypatch, password, reason):
    monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
    with pytest.raises(CommandError) as refused:
        call_command("create_user", "cavendish-whist", "--role", "referee", "--password-stdin", stdout=io.StringIO())
    assert str(refused.value).startswith("The password is refused:")
    assert reason in str(refused.value)
    assert not get_user_model().objects.filter(username="cavendish-whist").exists()


def test_the_admin_refuses_a_weak_password_for_a_new_account(client, account):
    client.force_login(account("boss", "administrator"))
    r = client.post(
        "/admin/auth/user/add/", {"username": "newref", "password1": "a", "password2": "a", "usable_password": "true"}
    )
    assert r.status_code == 200 and "This password is too short" in r.content.decode()
    assert not get_user_model().objects.filter(username="newref").exists()


def test_the_admin_refuses_a_weak_password_change(client, account):
    client.force_login(account("boss", "administrator"))
    target = account("ref", "referee")
    r = client.post(f"/admin/auth/user/{target.pk}/password/", {"password1": "123", "password2": "123"})
    assert r.status_code == 200 and "This password is entirely numeric." in r.content.decode()
    target.refresh_from_db()
    assert target.check_password("the eldest hand leads")
