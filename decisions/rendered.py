"""Markdown rendered once, when a row is saved: the stored HTML is what pages, the API and the feeds read.

On pre_save, so a restored backup's rows (saved raw, without `save()`) are rendered from their own text too,
and a row's HTML can never disagree with its Markdown. Each app renders its own models' texts with
decisions/markdown.py: the ruling given in cases/signals.py, the appeal in appeals/signals.py.
"""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from .markdown import render_markdown


def _decision_saving(sender: type, instance: Any, **kw: Any) -> None:
    # Only the committee writes its holdings in Markdown; printed holdings are plain text.
    committee = instance.origin == "committee"
    instance.holding_html = str(render_markdown(instance.holding)) if committee and instance.holding else ""


_UID = "decisions.rendered."
pre_save.connect(_decision_saving, sender="decisions.Decision", dispatch_uid=_UID + "decision")
