"""An appeal's Markdown (grounds, reasons, the committee's words) rendered once, when it is saved, on
pre_save, so a restored backup's rows are rendered from their own text too (as decisions/rendered.py)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from decisions.markdown import render_linked
from laws.linking import Linker

from .models import Appeal


def _linked(text: str, linker: Linker) -> str:
    return str(render_linked(text, linker)) if text else ""


def _appeal_saving(sender: type, instance: Appeal, **kw: Any) -> None:
    # "Law 72" in the grounds, the reasons and the words links to the law of the case's code.
    linker = Linker.for_code(instance.case.code)
    instance.grounds_html = _linked(instance.grounds, linker)
    instance.reasons_html = _linked(instance.reasons, linker)
    instance.words_html = _linked(instance.words, linker)


def connect() -> None:
    pre_save.connect(_appeal_saving, sender=Appeal, dispatch_uid="appeals.rendered.appeal")
