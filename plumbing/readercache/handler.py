"""The one handler: a write to any model a reader page reads changes the site's version, in its transaction.

Inside a transaction the version is changed before the row is written (pre_save, pre_delete, m2m_changed's
pre_*), so a writer takes the version's row lock before the rows it writes (writers of followed rows queue
in that one order on PostgreSQL), and the new token commits with the change or not at all. A save made outside any transaction is committed by Django before its post_save, so the version follows
right after it (post_*): never before the change, where a reader could read the new version, build the page
from the old rows and keep that page under the new version.

Bulk writes send no signal: the corpus loader and the restore run inside `one_change()` and the migrations
end with `site_changed` (and `QuerySet.update` or `bulk_create` on a model in READ must be followed by it, in
the same transaction).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.apps import apps
from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models.signals import m2m_changed, post_delete, post_migrate, post_save, pre_delete, pre_save

from .models import SiteVersion
from .readers import READ, UNSEEN_FIELDS

UID = "readercache:"


def site_changed(using: str = DEFAULT_DB_ALIAS) -> None:
    """What readers see has changed: a new version, in the caller's transaction."""
    SiteVersion.bump(using)


@contextmanager
def one_change(using: str = DEFAULT_DB_ALIAS) -> Iterator[None]:
    """Many writes as one change to what readers see (loading the corpus saves some 2,000 rows): one
    transaction, the version changed once, first, and the writes inside send it no more."""
    connection = connections[using]
    with transaction.atomic(using=using):
        site_changed(using)
        outer = getattr(connection, "_readercache_one_change", False)
        connection._readercache_one_change = True  # type: ignore[attr-defined]
        try:
            yield
        finally:
            connection._readercache_one_change = outer  # type: ignore[attr-defined]


def _inside(using: str) -> bool:
    return connections[using].in_atomic_block


def _changed_already(using: str) -> bool:
    return bool(getattr(connections[using], "_readercache_one_change", False))


def _seen(sender: type, update_fields: frozenset[str] | None) -> bool:
    unseen = UNSEEN_FIELDS.get(sender._meta.label_lower)  # type: ignore[attr-defined]
    return not (unseen and update_fields and update_fields <= unseen)


def _before(sender: type, using: str = DEFAULT_DB_ALIAS, update_fields: Any = None, **kw: Any) -> None:
    if _inside(using) and _seen(sender, update_fields) and not _changed_already(using):
        site_changed(using)


def _after(sender: type, using: str = DEFAULT_DB_ALIAS, update_fields: Any = None, **kw: Any) -> None:
    if not _inside(using) and _seen(sender, update_fields):
        site_changed(using)


def _m2m(sender: type, action: str, using: str = DEFAULT_DB_ALIAS, **kw: Any) -> None:
    if action.startswith("pre_"):
        _before(sender, using)
    else:
        _after(sender, using)


def _migrated(sender: Any, using: str = DEFAULT_DB_ALIAS, **kw: Any) -> None:
    # A data migration may change any row with update() or SQL; once migrate is done the version moves on.
    if sender.label == "readercache":
        site_changed(using)


def followed() -> list[type]:
    """The models whose writes change the version: READ, named by label."""
    return [apps.get_model(label) for label in READ]


def connect() -> None:
    for model in followed():
        label = model._meta.label_lower
        pre_save.connect(_before, sender=model, dispatch_uid=f"{UID}pre_save:{label}")
        pre_delete.connect(_before, sender=model, dispatch_uid=f"{UID}pre_delete:{label}")
        post_save.connect(_after, sender=model, dispatch_uid=f"{UID}post_save:{label}")
        post_delete.connect(_after, sender=model, dispatch_uid=f"{UID}post_delete:{label}")
        # A relation's rows (a listed Model.field.through) change by add(), remove(), set() and clear().
        m2m_changed.connect(_m2m, sender=model, dispatch_uid=f"{UID}m2m:{label}")
    post_migrate.connect(_migrated, dispatch_uid=f"{UID}post_migrate")
