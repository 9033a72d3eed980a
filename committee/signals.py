"""Each version of a text rendered when it is saved. The search outbox follows what the committee writes:
published commentary is a document of its own; a withdrawal takes its decision out of the index (documents.py leaves withdrawn ones out)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_delete, post_save, pre_save

from laws.linking import Linker
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


def _commentary_saving(sender: type, instance: Any, **kw: Any) -> None:
    """Each version rendered once, when saved (and each historical version when a backup is restored)."""
    from .rendering import render_commentary

    if not instance.text:
        instance.html = ""
        return
    code = instance.law.code.slug if instance.law_id else instance.decision.home_code
    instance.html = str(render_commentary(instance.text, Linker.for_code(code)))


def _version_restoring(sender: type, instance: Any, raw: bool = False, **kw: Any) -> None:
    # A version the history makes copies the HTML just rendered; one read from a backup is rendered anew.
    if raw:
        _commentary_saving(sender, instance)


_UID = "committee.search."
post_save.connect(_commentary_saved, sender="committee.Commentary", dispatch_uid=_UID + "commentary_saved")
post_delete.connect(_commentary_deleted, sender="committee.Commentary", dispatch_uid=_UID + "commentary_deleted")
post_save.connect(_withdrawal_changed, sender="committee.Withdrawal", dispatch_uid=_UID + "withdrawal_saved")
post_delete.connect(_withdrawal_changed, sender="committee.Withdrawal", dispatch_uid=_UID + "withdrawal_deleted")
pre_save.connect(_commentary_saving, sender="committee.Commentary", dispatch_uid="committee.rendered.commentary")
pre_save.connect(
    _version_restoring, sender="committee.HistoricalCommentary", dispatch_uid="committee.rendered.historical"
)
