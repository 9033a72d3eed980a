"""The treatments panel of a decision's page: how it treats others, how it is treated, the form to record one."""

from __future__ import annotations

from typing import Any

from django import template

from accounts.permissions import can_record_treatment

from ..models import Decision
from ..treatment_forms import TreatmentForm

register = template.Library()


@register.inclusion_tag("appeals/_treatments.html", takes_context=True)
def treatments_panel(context: dict[str, Any], decision: Decision) -> dict[str, Any]:
    """How this decision treats others and is treated, and the committee's form to record one."""
    user = context["request"].user
    allowed = can_record_treatment(user)
    return {
        "decision": decision,
        "outgoing": decision.links.all(),
        "incoming": decision.linked_from.all(),
        "form": TreatmentForm(decision=decision) if allowed else None,
        "csrf_token": context.get("csrf_token"),
    }
