"""The precedent ranking follows every write through the models that can move a decision in it: its
citations, its book order, its withdrawal, its deletion. Bulk writes call refresh_profiles() themselves."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_delete, post_save

from .precedent_profiles import refresh_profiles

# Fields of a decision its place among the precedents depends on; a save of other fields alone moves nothing.
RANKED_FIELDS = {"collection_position", "position"}


def _decision_saved(sender: type, instance: Any, update_fields: Any = None, **kw: Any) -> None:
    if update_fields is None or RANKED_FIELDS & set(update_fields):
        refresh_profiles([instance.pk])


def _decision_deleted(sender: type, instance: Any, **kw: Any) -> None:
    refresh_profiles([], [instance.profile_id])


def _cited_or_withdrawn(sender: type, instance: Any, **kw: Any) -> None:
    refresh_profiles([instance.decision_id])


_UID = "decisions.precedents."
post_save.connect(_decision_saved, sender="decisions.Decision", dispatch_uid=_UID + "decision_saved")
post_delete.connect(_decision_deleted, sender="decisions.Decision", dispatch_uid=_UID + "decision_deleted")
for _model in ("decisions.Citation", "committee.Withdrawal"):
    post_save.connect(_cited_or_withdrawn, sender=_model, dispatch_uid=_UID + _model + "_saved")
    post_delete.connect(_cited_or_withdrawn, sender=_model, dispatch_uid=_UID + _model + "_deleted")
