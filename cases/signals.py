"""What the cases do when the committee acts: a withdrawn decision lets go of the saved case it was
adopted from, so the case may be adopted again."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_save

from committee.models import Withdrawal

from .models import SavedCase


def _decision_withdrawn(sender: type, instance: Withdrawal, created: bool, using: str, **kw: Any) -> None:
    if not created:
        return
    for case in SavedCase.objects.using(using).select_for_update().filter(decision_id=instance.decision_id):
        case.decision = None
        case.save(update_fields=["decision", "updated"])


def connect() -> None:
    post_save.connect(_decision_withdrawn, sender=Withdrawal, dispatch_uid="cases.decision_withdrawn")
