"""Template filters that render printed text with its law references linked."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from laws.linking import Linker

register = template.Library()


@register.filter
def linked(text: str, linker: Linker) -> SafeString:
    """{{ law.text|linked:linker }}: paragraphs with law references as links, all else escaped."""
    return linker.paragraphs(text or "")


@register.simple_tag
def linked_law_text(text: str, linker: Linker, law: object) -> SafeString:
    corrections = law.corrections() if hasattr(law, "corrections") else None
    return linker.paragraphs(text or "", corrections)
