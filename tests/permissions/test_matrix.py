"""Every row of the permission matrix (matrix.py), for every role.

The world the addresses name is built once for the module, inside a transaction rolled back at its end; each
test runs in a savepoint within it (pytest-django's), so what one row's write changes the next never sees."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import transaction

from accounts.tokens import token_make
from tests.factories import permission_world

from .matrix import ADMIN_LOGIN, LOGIN, MATRIX, REVOKE_CASE, ROLES, Row

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def world(django_db_setup, django_db_blocker) -> Iterator[dict[str, Any]]:  # type: ignore[no-untyped-def]
    with django_db_blocker.unblock(), transaction.atomic():
        yield permission_world()
        transaction.set_rollback(True)


def send(client: Any, row: Row, world: dict[str, Any], **headers: str) -> Any:
    path = row.path.format(**world)
    if row.method == "GET":
        return client.get(path)
    if row.json:
        send_json = client.put if row.method == "PUT" else client.post
        data = {
            k: json.dumps(REVOKE_CASE) if v == "REVOKE_CASE" else v.format(**world) if isinstance(v, str) else v
            for k, v in row.data.items()
        }
        return send_json(path, json.dumps(data), content_type="application/json", **headers)
    data = {  # a form's field may be named by an account ("vote-<id>")
        k.format(**world): json.dumps(REVOKE_CASE)
        if v == "REVOKE_CASE"
        else v.format(**world)
        if isinstance(v, str)
        else v
        for k, v in row.data.items()
    }
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


API_WRITES = [r for r in MATRIX if r.json and r.path.startswith("/api/") and r.method != "GET"]


@pytest.mark.parametrize("role", ROLES[1:])
@pytest.mark.parametrize("row", API_WRITES, ids=[f"{r.method} {r.name}" for r in API_WRITES])
def test_every_api_write_takes_a_token_as_it_takes_a_session(client, world, row, role):
    """Tools outside the site write with a token (docs/committee-guide.md): each write answers a token as it answers a session."""
    _, token = token_make(user=world["accounts"][role], lifetime=None)
    response = send(client, row, world, HTTP_AUTHORIZATION=f"Token {token}")
    assert response.status_code == row.answer_for(role), f"{row.method} {row.path} with a token as {role}"
