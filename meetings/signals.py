"""A motion's reasons and a member's reasons for his vote rendered once, when saved (as appeals/signals.py)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from decisions.markdown import render_linked
from laws.linking import Linker

from .models import Motion, Vote


def _rendered(text: str, code: str) -> str:
    return str(render_linked(text, Linker.for_code(code))) if text else ""


def _motion_saving(sender: type, instance: Motion, **kw: Any) -> None:
    instance.text_html = _rendered(instance.text, instance.code)


def _vote_saving(sender: type, instance: Vote, **kw: Any) -> None:
    instance.reasons_html = _rendered(instance.reasons, instance.motion.code)


def connect() -> None:
    pre_save.connect(_motion_saving, sender=Motion, dispatch_uid="meetings.rendered.motion")
    pre_save.connect(_vote_saving, sender=Vote, dispatch_uid="meetings.rendered.vote")
