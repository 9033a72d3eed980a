"""An appeal's Markdown (grounds, reasons, the committee's words) rendered once, when it is saved, on
pre_save, so a restored backup's rows are rendered from their own text too (as decisions/rendered.py)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from decisions.markdown import render_markdown

from .models import Appeal


def _appeal_saving(sender: type, instance: Appeal, **kw: Any) -> None:
    instance.grounds_html = str(render_markdown(instance.grounds))
    instance.reasons_html = str(render_markdown(instance.reasons))
    instance.words_html = str(render_markdown(instance.words))


def connect() -> None:
    pre_save.connect(_appeal_saving, sender=Appeal, dispatch_uid="appeals.rendered.appeal")
