"""Each version of a text rendered when it is saved (and each historical version when a backup is restored).
The search outbox's receivers for commentary and withdrawals are search's own (search/signals.py)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from laws.linking import Linker

from .models import Commentary
from .rendering import render_commentary


def _commentary_saving(sender: type, instance: Any, **kw: Any) -> None:
    if not instance.text:
        instance.html = ""
        return
    code = instance.law.code.slug if instance.law_id else instance.decision.home_code
    instance.html = str(render_commentary(instance.text, Linker.for_code(code)))


def _version_restoring(sender: type, instance: Any, raw: bool = False, **kw: Any) -> None:
    # A version the history makes copies the HTML just rendered; one read from a backup is rendered anew.
    if raw:
        _commentary_saving(sender, instance)


def connect() -> None:
    pre_save.connect(_commentary_saving, sender=Commentary, dispatch_uid="committee.rendered.commentary")
    pre_save.connect(_version_restoring, sender=Commentary.history.model, dispatch_uid="committee.rendered.historical")
