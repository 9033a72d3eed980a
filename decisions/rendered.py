"""Markdown rendered once, when a row is saved: the stored HTML is what pages, the API and the feeds read.

On pre_save, so a restored backup's rows (saved raw, without `save()`) are rendered from their own text too,
and a row's HTML can never disagree with its Markdown. Each app renders its own models' texts with
decisions/markdown.py: the ruling given in cases/signals.py, the appeal in appeals/signals.py.
"""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from laws.linking import Linker

from .markdown import render_linked


def _home_code(instance: Any) -> str:
    """The code whose laws "Law 72" in its texts means: the one it is filed under, else its first citation."""
    if instance.under_id:
        return str(instance.under.code.slug)
    return str(instance.home_code) if instance.pk else "club-1864"


def _decision_saving(sender: type, instance: Any, **kw: Any) -> None:
    # Only the committee writes its holdings and questions in Markdown; printed ones are plain text. The laws they
    # name are linked, as the help under the committee's forms says.
    if instance.origin != "committee" or not (instance.holding or instance.question):
        instance.holding_html = instance.question_html = ""
        return
    linker = Linker.for_code(_home_code(instance))
    instance.holding_html = str(render_linked(instance.holding, linker)) if instance.holding else ""
    instance.question_html = str(render_linked(instance.question, linker)) if instance.question else ""


_UID = "decisions.rendered."
pre_save.connect(_decision_saving, sender="decisions.Decision", dispatch_uid=_UID + "decision")
