"""The meetings as other pages show them: who sat on an appeal and who dissented; stored HTML shown as it was
rendered and sanitised at save."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.safestring import SafeString, mark_safe

from ..links import vote_url
from ..models import Motion

register = template.Library()


@register.filter
def stored_html(html: str) -> SafeString:
    # Rendered from Markdown and sanitised with nh3 when the row was saved (meetings/signals.py).
    return mark_safe(html)  # noqa: S308


@register.inclusion_tag("meetings/_sat.html")
def sat_on(appeal: Any) -> dict[str, Any]:
    """The meeting that decided the appeal: the members who sat, the votes and any dissent."""
    motion = (
        Motion.objects.filter(appeal=appeal, state=Motion.CARRIED)
        .select_related("meeting")
        .prefetch_related("meeting__present", "votes__member")
        .first()
    )
    if motion is None:
        return {"motion": None}
    votes = sorted(motion.votes.all(), key=lambda v: v.member.get_username())
    return {
        "motion": motion,
        "sat": sorted(m.get_username() for m in motion.meeting.present.all()),
        "votes": votes,
        "tally": motion.tally(),
        "dissents": [v for v in votes if v.is_dissent],
    }


@register.simple_tag
def vote_link(motion: Motion, member: Any) -> str:
    """The member's own link to his vote on the motion, absolute, for his notice (signed for him and it)."""
    return vote_url(member.pk, motion.pk)
