"""No administrator can give anyone, himself included, a permission, a group or superuser status he does not hold."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Group, Permission

from accounts.grants import grantable_groups

pytestmark = pytest.mark.django_db


def perm(dotted: str) -> Permission:
    app_label, codename = dotted.split(".")
    return Permission.objects.get(content_type__app_label=app_label, codename=codename)


def change_form(user: Any, **changes: Any) -> dict[str, Any]:
    """What the admin's change form posts for `user`, with `changes` applied."""
    data: dict[str, Any] = {
        "username": user.username,
        "first_name": user.first_name,
        "last_name": user.last_name,
        "email": user.email,
        "is_active": "on",
        "groups": [g.pk for g in user.groups.all()],
        "user_permissions": [p.pk for p in user.user_permissions.all()],
        "date_joined_0": user.date_joined.strftime("%Y-%m-%d"),
        "date_joined_1": user.date_joined.strftime("%H:%M:%S"),
        "last_login_0": "",
        "last_login_1": "",
    }
    if user.is_staff:
        data["is_staff"] = "on"
    data.update(changes)
    return data


@pytest.fixture
def admin_client(client, account):  # type: ignore[no-untyped-def]
    boss = account("boss", "administrator")
    client.force_login(boss)
    client.boss = boss
    return client


@pytest.mark.parametrize("target_is_himself", [False, True])
def test_superuser_status_cannot_be_ticked_by_an_administrator(admin_client, account, target_is_himself):
    target = admin_client.boss if target_is_himself else account("ref", "referee")
    url = f"/admin/auth/user/{target.pk}/change/"
    page = admin_client.get(url).content.decode()
    assert 'name="is_superuser"' not in page  # shown read-only
    admin_client.post(url, change_form(target, is_superuser="on"))
    target.refresh_from_db()
    assert not target.is_superuser
    assert not target.has_perm("auth.change_group")


@pytest.mark.parametrize("target_is_himself", [False, True])
def test_a_permission_he_lacks_cannot_be_given(admin_client, account, target_is_himself):
    target = admin_client.boss if target_is_himself else account("ref", "referee")
    url = f"/admin/auth/user/{target.pk}/change/"
    r = admin_client.post(url, change_form(target, user_permissions=[perm("auth.change_group").pk]))
    assert r.status_code == 200 and "is not one of the available choices" in r.content.decode()
    assert not target.user_permissions.exists()


def test_a_group_with_a_permission_he_lacks_cannot_be_given(admin_client, account):
    stronger = Group.objects.create(name="keepers")
    stronger.permissions.add(perm("auth.delete_user"))
    target = account("ref", "referee")
    r = admin_client.post(
        f"/admin/auth/user/{target.pk}/change/",
        change_form(target, groups=[g.pk for g in target.groups.all()] + [stronger.pk]),
    )
    assert r.status_code == 200 and "is not one of the available choices" in r.content.decode()
    assert not target.groups.filter(name="keepers").exists()
    assert stronger not in grantable_groups(admin_client.boss)


def test_what_he_holds_he_may_give(admin_client, account):
    target = account("ref", "referee")
    committee = Group.objects.get(name="committee")
    r = admin_client.post(
        f"/admin/auth/user/{target.pk}/change/",
        change_form(target, groups=[committee.pk], user_permissions=[perm("cases.delete_savedcase").pk]),
    )
    assert r.status_code == 302, r.content.decode()[:2000]
    assert target.has_perm("cases.adopt_savedcase") and target.has_perm("cases.delete_savedcase")


def test_an_account_holding_more_than_he_does_cannot_be_changed(admin_client, account, django_user_model):
    root = django_user_model.objects.create_superuser("root", password="the eldest hand leads")
    keeper = account("keeper")
    keeper.user_permissions.add(perm("auth.delete_user"))
    for target in (root, keeper):
        page = admin_client.get(f"/admin/auth/user/{target.pk}/change/")
        assert page.status_code == 200 and 'name="_save"' not in page.content.decode()  # he may only view it
        assert admin_client.post(f"/admin/auth/user/{target.pk}/change/", change_form(target)).status_code == 403
        assert admin_client.post(f"/admin/auth/user/{target.pk}/password/", {}).status_code == 403
        r = admin_client.post(
            f"/admin/auth/user/{target.pk}/password/",
            {"password1": "a brand new secret", "password2": "a brand new secret"},
        )
        assert r.status_code == 403
        target.refresh_from_db()
        assert target.check_password("the eldest hand leads")


def test_a_superuser_may_grant_anything(client, django_user_model, account):
    root = django_user_model.objects.create_superuser("root", password="the eldest hand leads")
    client.force_login(root)
    target = account("ref", "referee")
    r = client.post(
        f"/admin/auth/user/{target.pk}/change/",
        change_form(target, is_superuser="on", user_permissions=[perm("auth.change_group").pk]),
    )
    assert r.status_code == 302
    target.refresh_from_db()
    assert target.is_superuser


def test_the_group_admin_offers_only_the_permissions_he_holds(client, account, django_user_model):
    keeper = account("keeper", "administrator")
    keeper.user_permissions.add(perm("auth.change_group"), perm("auth.add_group"))
    client.force_login(keeper)
    r = client.post("/admin/auth/group/add/", {"name": "wardens", "permissions": [perm("auth.delete_user").pk]})
    assert r.status_code == 200 and "is not one of the available choices" in r.content.decode()
    r = client.post("/admin/auth/group/add/", {"name": "wardens", "permissions": [perm("auth.view_user").pk]})
    assert r.status_code == 302
    assert list(Group.objects.get(name="wardens").permissions.all()) == [perm("auth.view_user")]
