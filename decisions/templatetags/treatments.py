"""The treatments panel of a decision's page: how it treats others, how it is treated, the form to record one."""

from __future__ import annotations

from typing import Any

from django import template
from django.db.models import Q

from accounts.permissions import can_record_treatment

from ..models import Decision, DecisionLink
from ..treatment_forms import TreatmentForm

register = template.Library()


@register.inclusion_tag("appeals/_treatments.html", takes_context=True)
def treatments_panel(context: dict[str, Any], decision: Decision) -> dict[str, Any]:
    """How this decision treats others and is treated, and the committee's form to record one."""
    user = context["request"].user
    allowed = can_record_treatment(user)
    # Both ways in one query, each way in the links' own order (by the treating decision, then position).
    links = list(
        DecisionLink.objects.filter(Q(from_decision=decision) | Q(to_decision=decision)).select_related(
            "from_decision__authority", "to_decision__authority"
        )
    )
    return {
        "decision": decision,
        "outgoing": [t for t in links if t.from_decision_id == decision.pk],
        "incoming": [t for t in links if t.to_decision_id == decision.pk],
        "form": TreatmentForm(decision=decision) if allowed else None,
        "csrf_token": context.get("csrf_token"),
    }
