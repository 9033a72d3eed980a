"""The migration accounts 0003 on a database that held Django REST framework's plain tokens: each becomes a
hashed token that the same tool, sending the same key, goes on using; the plain table is left empty.

The old table is made here as Django REST framework's migrations made it (its app is no longer installed),
inside the test's transaction, which drops it again at the end."""

from __future__ import annotations

import datetime
import importlib
import types

import pytest
from django.apps import apps
from django.db import connection
from knox.models import AuthToken
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

migration = importlib.import_module("accounts.migrations.0003_tokens_hashed")

OLD_KEY = "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b"  # the form of a DRF token: 40 hex digits
MADE = datetime.datetime(2025, 6, 1, 12, 30, 15, tzinfo=datetime.UTC)


def old_table_with(user_id: int) -> None:
    timestamp = "timestamp with time zone" if connection.vendor == "postgresql" else "datetime"
    with connection.cursor() as cursor:
        cursor.execute(
            f'CREATE TABLE authtoken_token ("key" varchar(40) PRIMARY KEY, "created" {timestamp} NOT NULL, '
            '"user_id" integer NOT NULL UNIQUE)'
        )
        cursor.execute(
            'INSERT INTO authtoken_token ("key", "created", "user_id") VALUES (%s, %s, %s)', [OLD_KEY, MADE, user_id]
        )


def migrate_tokens() -> None:
    migration.hash_plain_tokens(apps, types.SimpleNamespace(connection=connection))


def test_a_plain_token_keeps_working_hashed_and_the_plain_table_is_emptied(account) -> None:  # type: ignore[no-untyped-def]
    member = account("comm", "committee")
    old_table_with(member.pk)
    migrate_tokens()

    hashed = AuthToken.objects.get()
    assert (hashed.user, hashed.token_key, hashed.created, hashed.expiry) == (member, OLD_KEY[:15], MADE, None)
    assert hashed.digest != OLD_KEY and OLD_KEY not in hashed.digest
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM authtoken_token")
        assert cursor.fetchone() == (0,)

    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {OLD_KEY}")
    answer = api.put("/api/v1/laws/club-1864/72/commentary/", {"text": "Still mine.", "message": "", "version": 0})
    assert answer.status_code == 200, answer.content


def test_a_database_that_never_held_plain_tokens_is_left_alone(account) -> None:  # type: ignore[no-untyped-def]
    assert "authtoken_token" not in connection.introspection.table_names()
    migrate_tokens()
    assert not AuthToken.objects.exists()


def test_administrators_may_see_and_revoke_tokens_and_no_one_else(account) -> None:  # type: ignore[no-untyped-def]
    administrator, member = account("admin1", "administrator"), account("comm", "committee")
    assert administrator.has_perm("knox.view_authtoken") and administrator.has_perm("knox.delete_authtoken")
    assert not administrator.has_perm("knox.add_authtoken") and not administrator.has_perm("knox.change_authtoken")
    assert not member.has_perm("knox.view_authtoken")
