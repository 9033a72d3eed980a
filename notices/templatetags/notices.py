"""{% follow_button law %} (or a decision, or an appeal): the follow form on that thing's page, for a member
signed in; nothing for a reader who is not."""

from __future__ import annotations

from typing import Any

from django import template

from appeals.models import Appeal
from decisions.models import Decision
from laws.models import Law

from ..models import Following

register = template.Library()


@register.inclusion_tag("notices/_follow.html", takes_context=True)
def follow_button(context: dict[str, Any], thing: Law | Decision | Appeal) -> dict[str, Any]:
    request = context.get("request")
    user = getattr(request, "user", None)
    out: dict[str, Any] = {"user": user, "request": request}
    if user is None or not user.is_authenticated:
        return out
    if isinstance(thing, Law):
        field, value, name = "law", thing.ref, "this law"
    elif isinstance(thing, Decision):
        field, value, name = "decision", thing.slug, "this decision"
    else:
        field, value, name = "appeal", str(thing.pk), "this appeal"
    followed = Following.objects.filter(user=user, **{field: thing}).exists()
    out.update(field=field, value=value, name=name, followed=followed)  # Django passes the CSRF token on
    return out
