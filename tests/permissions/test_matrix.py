"""Every row of the permission matrix (matrix.py), for every role."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth.models import Group

from decisions.models import Decision, SavedCase
from decisions.rulings import ruling_for_document

from .matrix import ADMIN_LOGIN, LOGIN, MATRIX, REVOKE_CASE, ROLES, Row

pytestmark = pytest.mark.django_db

PASSWORD = "the eldest hand leads"


def make_account(django_user_model: Any, username: str, role: str | None) -> Any:
    user = django_user_model.objects.create_user(username=username, password=PASSWORD)
    if role:
        user.groups.add(Group.objects.get(name=role))
    if role == "administrator":
        user.is_staff = True
        user.save(update_fields=["is_staff"])
    return user


def saved_case(owner: Any, public: bool) -> SavedCase:
    return SavedCase.objects.create(
        owner=owner,
        title=REVOKE_CASE["title"],
        code=REVOKE_CASE["code"],
        case=REVOKE_CASE,
        ruling=ruling_for_document(REVOKE_CASE),
        public=public,
    )


@pytest.fixture
def world(django_user_model) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    accounts = {
        role: make_account(django_user_model, role.replace("_", "-"), None if role == "no_role" else role)
        for role in ROLES[1:]
    }
    other = make_account(django_user_model, "other-referee", "referee")
    return {
        "accounts": accounts,
        "own_private": saved_case(accounts["referee"], public=False).pk,
        "others_private": saved_case(other, public=False).pk,
        "public": saved_case(other, public=True).pk,
        "decision": Decision.objects.printed().order_by("pk").values_list("slug", flat=True).first(),
    }


def send(client: Any, row: Row, world: dict[str, Any]) -> Any:
    path = row.path.format(**world)
    if row.method == "GET":
        return client.get(path)
    if row.json:
        return client.post(path, json.dumps(row.data), content_type="application/json")
    data = {k: json.dumps(REVOKE_CASE) if v == "REVOKE_CASE" else v for k, v in row.data.items()}
    return client.post(path, data)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("row", MATRIX, ids=[f"{r.method} {r.name}" for r in MATRIX])
def test_permission_matrix(client, world, row, role):
    if role != "anonymous":
        client.force_login(world["accounts"][role])
    response = send(client, row, world)
    expected = row.answer_for(role)
    where = f"{row.method} {row.path} as {role}"
    if expected == LOGIN:
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), where
    elif expected == ADMIN_LOGIN:
        assert response.status_code == 302 and response["Location"].startswith("/admin/login/"), where
    else:
        assert response.status_code == expected, f"{where}: {response.status_code}"
