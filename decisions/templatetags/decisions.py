"""The decisions shown on pages of other apps: those under a law, on the law's page."""

from __future__ import annotations

from typing import Any

from django import template

from laws.models import Law

from ..models import Decision

register = template.Library()

# The law page shows this many decisions; the decisions list, paginated, shows them all.
FIRST_DECISIONS = 10


@register.inclusion_tag("decisions/_under_law.html")
def decisions_under(law: Law) -> dict[str, Any]:
    """The first decisions under the law and how many there are."""
    first = Decision.objects.first_under_law(law, FIRST_DECISIONS)
    count = Decision.objects.count_under_law(law) if len(first) == FIRST_DECISIONS else len(first)
    return {"law": law, "decisions": first, "decisions_count": count}
