"""API tokens stored hashed: each of Django REST framework's plain tokens becomes a knox token (the SHA-512 of
the same text, so the tool holding it goes on working), the plain ones are deleted, and administrators may
see and revoke tokens in the admin.

The old table (authtoken_token) is read with SQL, because its app is no longer installed; it is left empty,
not dropped, so the migrations Django recorded for it still describe the database.
"""

import datetime
import hashlib

from django.db import migrations
from django.utils.dateparse import parse_datetime

OLD_TABLE = "authtoken_token"
PREFIX_LENGTH = 15  # knox's CONSTANTS.TOKEN_KEY_LENGTH


def _aware(value):
    # SQLite hands back text, PostgreSQL a datetime; the column was written in UTC either way.
    moment = parse_datetime(value) if isinstance(value, str) else value
    if moment is not None and moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    return moment


def hash_plain_tokens(apps, schema_editor):
    connection = schema_editor.connection
    if OLD_TABLE not in connection.introspection.table_names():
        return
    auth_token = apps.get_model("knox", "AuthToken")
    with connection.cursor() as cursor:
        cursor.execute(f'SELECT "key", "user_id", "created" FROM {OLD_TABLE}')
        plain = cursor.fetchall()
    for key, user_id, created in plain:
        digest = hashlib.sha512(key.encode()).hexdigest()
        auth_token(digest=digest, token_key=key[:PREFIX_LENGTH], user_id=user_id, expiry=None).save(force_insert=True)
        # `created` is set on insert (auto_now_add): the token's own date is written after.
        auth_token._default_manager.filter(digest=digest).update(created=_aware(created))
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {OLD_TABLE}")


def update_roles(apps, schema_editor):
    from accounts.roles import ensure_roles

    ensure_roles(apps)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0002_appeal_roles"),
        ("knox", "0009_extend_authtoken_field"),
    ]

    operations = [
        migrations.RunPython(hash_plain_tokens, migrations.RunPython.noop),
        migrations.RunPython(update_roles, migrations.RunPython.noop),
    ]
