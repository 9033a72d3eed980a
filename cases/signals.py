"""The ruling given's words rendered once, when saved (as decisions/rendered.py does for decisions); and
what the cases do when the committee acts: a withdrawn decision lets go of the saved case it was adopted
from, so the case may be adopted again."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_save, pre_save

from committee.models import Withdrawal
from decisions.markdown import render_linked
from laws.linking import Linker

from .models import RulingGiven, SavedCase


def _ruling_given_saving(sender: type, instance: RulingGiven, **kw: Any) -> None:
    # "Law 72" in the referee's words links to the law of the case's code, as in commentary.
    words = instance.words
    instance.words_html = str(render_linked(words, Linker.for_code(instance.case.code))) if words else ""


def _decision_withdrawn(sender: type, instance: Withdrawal, created: bool, using: str, **kw: Any) -> None:
    if not created:
        return
    for case in SavedCase.objects.using(using).select_for_update().filter(decision_id=instance.decision_id):
        case.decision = None
        case.save(update_fields=["decision", "updated"])


def connect() -> None:
    pre_save.connect(_ruling_given_saving, sender=RulingGiven, dispatch_uid="cases.rendered.ruling_given")
    post_save.connect(_decision_withdrawn, sender=Withdrawal, dispatch_uid="cases.decision_withdrawn")
