"""Words for the account pages."""

from __future__ import annotations

import datetime

from django import template

register = template.Library()


@register.filter
def duration_words(delta: datetime.timedelta | None) -> str:
    """'1 hour', '1 hour 30 minutes', '45 minutes' for a lockout's length."""
    if not delta:
        return ""
    minutes = round(delta.total_seconds() / 60)
    hours, minutes = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} hour{'s' if hours != 1 else ''}")
    if minutes or not hours:
        parts.append(f"{minutes} minute{'s' if minutes != 1 else ''}")
    return " ".join(parts)
