"""The book's small pieces of wording."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


@register.filter
def stored_html(html: str) -> SafeString:
    """A Markdown text as rendered and cleaned with nh3 when its row was saved (committee/signals.py,
    decisions/rendered.py): the book never renders, and never trusts anything else."""
    return mark_safe(html)  # noqa: S308 - sanitised with nh3 at save


@register.filter
def outcome_words(outcome: str) -> str:
    return {"upheld": "Ruling upheld", "varied": "Ruling varied", "reversed": "Ruling reversed"}.get(outcome, "")
