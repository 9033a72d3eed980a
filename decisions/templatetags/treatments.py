"""The treatments panel of a decision's page: how it treats others, how it is treated, the form to record one."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.safestring import mark_safe

from accounts.permissions import can_record_treatment

from ..models import Decision
from ..pages import stored_page
from ..treatment_forms import TreatmentForm

register = template.Library()


@register.inclusion_tag("appeals/_treatments.html", takes_context=True)
def treatments_panel(context: dict[str, Any], decision: Decision) -> dict[str, Any]:
    """How this decision treats others and is treated, and the committee's form to record one."""
    user = context["request"].user
    allowed = can_record_treatment(user)
    page = stored_page(decision)
    return {
        "decision": decision,
        "treated": page.treated,
        "treatments_html": mark_safe(page.treatments_html),  # noqa: S308 - our template's escaped output (pages.py)
        "form": TreatmentForm(decision=decision) if allowed else None,
        "csrf_token": context.get("csrf_token"),
    }
