"""The committee's parts of the law and decision pages, as inclusion tags: the pages include one line each."""

from __future__ import annotations

from typing import Any

from django import template
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe

from accounts.permissions import can_withdraw_decision, can_write_commentary
from decisions.models import Decision
from laws.models import Law

from ..consolidated import in_force_on, law_history
from ..models import Commentary, Draft, Withdrawal
from ..statutes import amendable, amendment_words, in_force_words, printed_words
from ..subjects import Subject

register = template.Library()


def _stored_html(kept: Commentary | None) -> SafeString | str:
    """The published text as rendered when it was saved (signals.py): reading never renders."""
    return mark_safe(kept.html) if kept and kept.version else ""  # noqa: S308 - nh3-clean, linked at save


def _law_texts(law: Law) -> list[Commentary]:
    """The committee's texts a law's page shows, read once for its two tags: the law's commentary and statute, and
    the published commentary on other texts that cites the law."""
    if not hasattr(law, "_committee_texts"):
        law._committee_texts = list(  # type: ignore[attr-defined]
            Commentary.objects.filter(
                Q(law=law, kind__in=[Commentary.COMMENTARY, Commentary.STATUTE])
                | Q(kind=Commentary.COMMENTARY, version__gt=0, citations__law=law)
            )
            .distinct()
            .select_related("author", "law__code", "decision")
        )
    return law._committee_texts  # type: ignore[attr-defined,no-any-return]


@register.inclusion_tag("committee/_commentary.html", takes_context=True)
def committee_commentary(context: dict[str, Any], target: Law | Decision) -> dict[str, Any]:
    """The published commentary on a law or decision; for a law, the commentary that cites it too."""
    is_law = isinstance(target, Law)
    subject = Subject(Commentary.COMMENTARY, law=target) if is_law else Subject(Commentary.COMMENTARY, decision=target)
    user = context["request"].user
    if is_law:
        found = _law_texts(target)
        kept = next((c for c in found if c.law_id == target.pk and c.kind == Commentary.COMMENTARY), None)
        citing = [c for c in found if c.law_id != target.pk]
    else:
        kept = Commentary.objects.filter(**subject.lookup).select_related("author").first()
        citing = []
    can_write = can_write_commentary(user)
    return {
        "request": context["request"],
        # A law's page shows the notices here; a decision's page and an appeal's record show them at the top.
        "messages": context.get("messages") if is_law else None,
        "kept": kept,
        "html": _stored_html(kept),
        "can_write": can_write,
        "has_draft": bool(kept and can_write and Draft.objects.filter(commentary=kept, owner=user).exists()),
        "subject_edit": subject.url("edit"),
        "subject_history": subject.url("history"),
        "citing": citing,
    }


@register.filter
def amendment(provision: str, value: object) -> str:
    """A statute's amendment in words: "The penalty of a revoke: 2", "The law is struck out"."""
    return amendment_words(provision, None if value is None else str(value))


@register.filter
def amendment_in_words(amendment: dict[str, Any]) -> str:
    """An amendment of the case format in words; a law struck out has no value, so none is asked for."""
    value = amendment.get("value")
    return amendment_words(str(amendment.get("provision", "")), None if value is None else str(value))


@register.inclusion_tag("committee/_statute.html", takes_context=True)
def committee_statute(context: dict[str, Any], law: Law) -> dict[str, Any]:
    """The club's statute amending this law, beside the printed text; for the committee, the link to write one."""
    can_write = can_write_commentary(context["request"].user)
    if not amendable(law):
        return {"shown": False}
    subject = Subject(Commentary.STATUTE, law=law)
    kept = next((c for c in _law_texts(law) if c.law_id == law.pk and c.kind == Commentary.STATUTE), None)
    published = kept is not None and kept.version > 0
    history = law_history(law) if published else []
    return {
        "shown": published or can_write,
        "printed": printed_words(law),
        # As printed, then as amended and from when (committee.consolidated).
        "history": history,
        "standing": in_force_on(history, timezone.localdate()),
        "today": timezone.localdate(),
        "as_amended": reverse("committee:code-as-amended", args=[law.code.slug]),
        "kept": kept if published else None,
        "html": _stored_html(kept) if published else "",
        "can_write": can_write,
        "subject": subject,
    }


@register.inclusion_tag("committee/_decision_status.html", takes_context=True)
def committee_decision_status(context: dict[str, Any], decision: Decision) -> dict[str, Any]:
    """The withdrawn notice, and for the committee the links to edit or withdraw its own decision."""
    user = context["request"].user
    adopted = decision.origin == Decision.ORIGIN_COMMITTEE
    return {
        "adopted": adopted,
        "withdrawal": Withdrawal.objects.filter(decision=decision).first() if adopted else None,
        "can_write": can_write_commentary(user),
        "can_withdraw": can_withdraw_decision(user),
        "holding_edit": reverse("committee:decision-holding-edit", args=[decision.slug]),
        "holding_history": reverse("committee:decision-holding-history", args=[decision.slug]),
        "withdraw_url": reverse("committee:decision-withdraw", args=[decision.slug]),
    }


@register.filter
def in_force(version: Any) -> str:
    """The day a statute's version takes (or took) force, in words, as its history's column shows it."""
    return in_force_words(version)
