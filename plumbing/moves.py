"""Moving a model from one app to another without moving its data.

The model keeps its table (db_table); the migrations change only Django's picture of it
(SeparateDatabaseAndState) and rename its content type, so the permissions granted on it, and
everything else that names the content type, follow it to its new app.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.contenttypes.models import ContentType
from django.db import migrations


def rename_content_types(old_app: str, new_app: str, models: tuple[str, ...]) -> migrations.RunPython:
    """The content types of `models` (lower-case names) move from `old_app` to `new_app`, and back on reverse."""

    def forward(apps: Any, schema_editor: Any) -> None:
        _rename(apps, schema_editor.connection.alias, old_app, new_app, models)

    def backward(apps: Any, schema_editor: Any) -> None:
        _rename(apps, schema_editor.connection.alias, new_app, old_app, models)

    return migrations.RunPython(forward, backward, elidable=False)


def _rename(apps: Any, using: str, source: str, target: str, models: tuple[str, ...]) -> None:
    content_types = apps.get_model("contenttypes", "ContentType").objects.db_manager(using)
    for model in models:
        old = content_types.filter(app_label=source, model=model).first()
        if old is None:
            continue  # a fresh database: post_migrate or the roles' migration makes it under its new app
        new = content_types.filter(app_label=target, model=model).first()
        if new is not None:
            # Made under the new label already (the roles' migration, run first, asked for it): its
            # permissions and whoever holds them join the old one's before it goes.
            _merge_permissions(apps, using, keep=old, drop=new)
            new.delete()
        old.app_label = target
        old.save(update_fields=["app_label"])
    # The live registry caches content types by label: drop what it read before the rename.
    ContentType.objects.clear_cache()


def _merge_permissions(apps: Any, using: str, keep: Any, drop: Any) -> None:
    permissions = apps.get_model("auth", "Permission").objects.db_manager(using)
    groups = apps.get_model("auth", "Group").objects.db_manager(using)
    users = apps.get_model(settings.AUTH_USER_MODEL).objects.db_manager(using)
    for dropped in permissions.filter(content_type=drop):
        kept = permissions.filter(content_type=keep, codename=dropped.codename).first()
        if kept is None:
            dropped.content_type = keep
            dropped.save(update_fields=["content_type"])
            continue
        for group in groups.filter(permissions=dropped):
            group.permissions.add(kept)
        for user in users.filter(user_permissions=dropped):
            user.user_permissions.add(kept)
