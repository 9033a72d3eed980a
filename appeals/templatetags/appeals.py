"""Template pieces the appeals add to pages others own: the law page's figures, a case's appeal, feed links.

Kept as tags so the law, case and decision pages only include them.
"""

from __future__ import annotations

from typing import Any

from django import template
from django.db.models import Count, Q
from django.urls import reverse

from accounts.permissions import can_change_case, can_lodge_appeal
from appeals.models import Appeal
from cases.models import RulingGiven
from decisions.case_display import option_label
from laws.models import Law

register = template.Library()


@register.filter
def elected_label(finding: dict[str, Any]) -> str:
    """The option a finding's side elected, in the ruling's words (its number as the ruling gives it)."""
    chosen = next((o for o in finding.get("options") or [] if o.get("id") == finding.get("elected")), None)
    if chosen is None:
        return str(finding.get("elected") or "").replace("_", " ")
    words = option_label(chosen)
    return words[:1].lower() + words[1:]


@register.inclusion_tag("appeals/_law_figures.html")
def appeal_figures(law: Law) -> dict[str, Any]:
    """Heard, upheld, varied, reversed: the decided appeals filed under the law."""
    # Counted over the join on the decision's citations of the law: an appeal is counted once, whichever way it
    # cites the law (a decision cites a law at most once per clause).
    figures = (
        Appeal.objects.decided()
        .filter(decision__citations__law=law)
        .aggregate(
            heard=Count("pk", distinct=True),
            upheld=Count("pk", filter=Q(outcome=Appeal.UPHELD), distinct=True),
            varied=Count("pk", filter=Q(outcome=Appeal.VARIED), distinct=True),
            reversed=Count("pk", filter=Q(outcome=Appeal.REVERSED), distinct=True),
        )
    )
    return {
        "law": law,
        "figures": figures,
        "list_url": reverse("appeals:list") + f"?law={law.ref}",
        "feed_url": reverse("feeds:law", args=[law.code.slug, law.number]),
    }


@register.inclusion_tag("appeals/_case_panel.html", takes_context=True)
def case_appeal_panel(context: dict[str, Any], case: Any) -> dict[str, Any]:
    """On a saved case: the ruling given, its appeals, and what the reader may do next."""
    user = context["request"].user
    given = RulingGiven.objects.filter(case=case).first()
    appeals = list(case.appeals.all())
    # Any appeal closes the door: an open one is heard first, a decided one is final.
    closed = bool(appeals)
    return {
        "saved": case,
        "given": given,
        "appeals": appeals,
        "can_record": can_change_case(user, case) and not appeals,
        "can_lodge": bool(given) and not closed and can_lodge_appeal(user, case),
    }
