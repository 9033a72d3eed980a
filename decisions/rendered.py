"""Markdown rendered once, when a row is saved: the stored HTML is what pages, the API and the feeds read.

On pre_save, so a restored backup's rows (saved raw, without `save()`) are rendered from their own text too,
and a row's HTML can never disagree with its Markdown.
"""

from __future__ import annotations

from typing import Any

from django.db.models.signals import pre_save

from laws.linking import Linker

from .markdown import render_linked, render_markdown


def _linked(text: str, linker: Linker) -> str:
    return str(render_linked(text, linker)) if text else ""


def _ruling_given_saving(sender: type, instance: Any, **kw: Any) -> None:
    # "Law 72" in the referee's words links to the law of the case's code, as in commentary.
    instance.words_html = _linked(instance.words, Linker.for_code(instance.case.code))


def _appeal_saving(sender: type, instance: Any, **kw: Any) -> None:
    linker = Linker.for_code(instance.case.code)
    instance.grounds_html = _linked(instance.grounds, linker)
    instance.reasons_html = _linked(instance.reasons, linker)
    instance.words_html = _linked(instance.words, linker)


def _decision_saving(sender: type, instance: Any, **kw: Any) -> None:
    # Only the committee writes its holdings in Markdown; printed holdings are plain text.
    committee = instance.origin == "committee"
    instance.holding_html = str(render_markdown(instance.holding)) if committee and instance.holding else ""


_UID = "decisions.rendered."
pre_save.connect(_ruling_given_saving, sender="decisions.RulingGiven", dispatch_uid=_UID + "ruling_given")
pre_save.connect(_appeal_saving, sender="decisions.Appeal", dispatch_uid=_UID + "appeal")
pre_save.connect(_decision_saving, sender="decisions.Decision", dispatch_uid=_UID + "decision")
