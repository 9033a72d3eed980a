"""The search outbox follows what the committee writes: published commentary is a document of
its own; a withdrawal takes its decision out of the index (documents.py leaves withdrawn ones out)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_delete, post_save

from laws.search.outbox import record
from laws.search.schema import COMMENTARY, DECISION

UPSERT = "upsert"
DELETE = "delete"


def _commentary_saved(sender: type, instance: Any, using: str, **kw: Any) -> None:
    if instance.kind == "commentary":
        record(COMMENTARY, instance.pk, UPSERT, using)


def _commentary_deleted(sender: type, instance: Any, using: str, **kw: Any) -> None:
    if instance.kind == "commentary":
        record(COMMENTARY, instance.pk, DELETE, using)


def _withdrawal_changed(sender: type, instance: Any, using: str, **kw: Any) -> None:
    record(DECISION, instance.decision_id, UPSERT, using)


_UID = "committee.search."
post_save.connect(_commentary_saved, sender="committee.Commentary", dispatch_uid=_UID + "commentary_saved")
post_delete.connect(_commentary_deleted, sender="committee.Commentary", dispatch_uid=_UID + "commentary_deleted")
post_save.connect(_withdrawal_changed, sender="committee.Withdrawal", dispatch_uid=_UID + "withdrawal_saved")
post_delete.connect(_withdrawal_changed, sender="committee.Withdrawal", dispatch_uid=_UID + "withdrawal_deleted")
