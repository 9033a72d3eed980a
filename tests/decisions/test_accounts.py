"""Roles as groups and permissions, the create_user command, login and logout."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser, Group
from django.core.management import CommandError, call_command

from accounts.roles import ensure_roles, role_of

pytestmark = pytest.mark.django_db


def perms(role: str) -> set[str]:
    group = Group.objects.get(name=role)
    return {f"{p.content_type.app_label}.{p.codename}" for p in group.permissions.select_related("content_type")}


def test_the_data_migration_makes_the_three_groups_with_their_permissions():
    assert {"referee", "committee", "administrator"} <= set(Group.objects.values_list("name", flat=True))
    assert perms("referee") == {"cases.add_savedcase", "cases.change_savedcase", "appeals.lodge_appeal"}
    committee_only = {"cases.view_savedcase", "cases.adopt_savedcase", "appeals.decide_appeal"}
    assert committee_only | {"decisions.add_decisionlink"} <= perms("committee")
    assert not committee_only & perms("referee")
    assert perms("committee") < perms("administrator")
    assert "auth.add_user" in perms("administrator")


def test_ensure_roles_is_idempotent():
    before = {g: perms(g) for g in ("referee", "committee", "administrator")}
    ensure_roles()
    ensure_roles()
    assert {g: perms(g) for g in before} == before


def test_role_of(referee, committee, administrator, reader_account):
    assert role_of(AnonymousUser()) == "reader"
    assert role_of(reader_account) == "reader"
    assert role_of(referee) == "referee"
    assert role_of(committee) == "committee"
    assert role_of(administrator) == "administrator"


def test_a_referee_has_the_permissions_of_his_role(referee, committee):
    assert referee.has_perm("cases.add_savedcase")
    assert not referee.has_perm("cases.adopt_savedcase")
    assert committee.has_perm("cases.adopt_savedcase")


def test_create_user_with_a_password_on_stdin(monkeypatch, client):
    monkeypatch.setattr("sys.stdin", io.StringIO("eldest hand leads\n"))
    out = io.StringIO()
    call_command("create_user", "alice", "--role", "referee", "--password-stdin", stdout=out)
    assert "Created 'alice' as referee" in out.getvalue()
    alice = get_user_model().objects.get(username="alice")
    assert list(alice.groups.values_list("name", flat=True)) == ["referee"]
    assert alice.check_password("eldest hand leads")
    r = client.post("/accounts/login/", {"username": "alice", "password": "eldest hand leads"})
    assert r.status_code == 302


def test_create_user_administrator_gets_the_admin_site():
    call_command(
        "create_user", "root2", "--role", "administrator", "--password", "turned and quitted", stdout=io.StringIO()
    )
    user = get_user_model().objects.get(username="root2")
    assert user.is_staff and not user.is_superuser
    assert user.has_perm("cases.adopt_savedcase")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["bob", "--role", "umpire", "--password", "x"],
            "Unknown role 'umpire': the roles are referee, committee, administrator",
        ),
        (["bob", "--role", "reader", "--password", "x"], "A reader needs no account"),
        (["bob", "--role", "referee", "--password", ""], "The password is empty"),
    ],
)
def test_create_user_refuses_bad_input_with_a_clear_message(args, message):
    with pytest.raises(CommandError, match=message):
        call_command("create_user", *args)
    assert not get_user_model().objects.filter(username="bob").exists()


def test_create_user_without_a_password_and_no_terminal(monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    with pytest.raises(CommandError, match="No password"):
        call_command("create_user", "carol", "--role", "committee")


def test_create_user_refuses_an_existing_username(referee):
    with pytest.raises(CommandError, match="exists already"):
        call_command("create_user", referee.username, "--role", "committee", "--password", "x")


def test_create_user_dry_run_creates_nothing():
    out = io.StringIO()
    call_command(
        "create_user", "dave", "--role", "committee", "--password", "turned and quitted", "--dry-run", stdout=out
    )
    assert "Dry run" in out.getvalue()
    assert not get_user_model().objects.filter(username="dave").exists()


def test_login_page_and_login(client, referee):
    page = client.get("/accounts/login/")
    assert page.status_code == 200
    assert 'name="csrfmiddlewaretoken"' in page.content.decode()
    r = client.post("/accounts/login/", {"username": "ref", "password": "pw-ref", "next": "/cases/new/"})
    assert r.status_code == 302 and r["Location"] == "/cases/new/"
    assert "Log out ref" in client.get("/").content.decode()


def test_bad_login_says_so(client, referee):
    r = client.post("/accounts/login/", {"username": "ref", "password": "wrong"})
    assert r.status_code == 200
    assert "Please enter a correct username and password" in r.content.decode()


def test_logout_is_a_post_with_csrf(client, referee):
    client.force_login(referee)
    page = client.get("/accounts/logout/")
    assert page.status_code == 200 and 'name="csrfmiddlewaretoken"' in page.content.decode()
    assert client.post("/accounts/logout/").status_code == 302
    assert "Log in" in client.get("/").content.decode()


def test_nav_links_to_the_case_builder_and_login(client):
    html = client.get("/").content.decode()
    assert '<a href="/cases/new/">Case builder</a>' in html
    assert 'href="/accounts/login/?next=/"' in html
