"""The decisions shown on pages of other apps: those under a law, on the law's page."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from laws.models import Law

from ..under_law import list_under

register = template.Library()


@register.simple_tag
def decisions_under(law: Law) -> SafeString:
    """The first decisions under the law and how many there are, as stored when they were written (under_law.py)."""
    return list_under(law)
