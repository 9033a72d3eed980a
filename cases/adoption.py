"""The committee adopts a saved case as a decision: one service for the write across several models.

The decision is made under the club committee's authority (settings.CLUB_COMMITTEE_AUTHORITY),
cites the laws of the saved ruling explicitly, and keeps the committee's holding in Markdown;
it then appears under those laws like any printed precedent.
"""

from __future__ import annotations

import datetime
from typing import Any

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils import timezone

from accounts.committee import MOTION_ADOPT_CASE, carried_alone, motion_needed
from committee.services import holding_adopted
from decisions.case_display import describe_event, ruling_laws
from decisions.models import Authority, Citation, Decision
from decisions.precedent_profiles import refresh_profiles
from laws.models import Law

from .events import decision_adopted
from .models import SavedCase

ADOPT_PERMISSION = "cases.adopt_savedcase"
# Adopted decisions are listed after the printed ones under a law.
COMMITTEE_COLLECTION_POSITION = 10_000


class AdoptionError(ValueError):
    """The case cannot be adopted as it stands; the message says why in the committee's words."""


def committee_authority() -> Authority:
    authority, _ = Authority.objects.get_or_create(
        slug=settings.CLUB_COMMITTEE_AUTHORITY,
        defaults={"name": settings.CLUB_COMMITTEE_NAME, "position": COMMITTEE_COLLECTION_POSITION},
    )
    return authority


@transaction.atomic
def decision_adopt(
    *,
    case: SavedCase,
    by: Any,
    holding_markdown: str,
    title: str,
    on: datetime.date | None = None,
    at_meeting: bool = False,
) -> Decision:
    """Make the committee's decision from a saved case; raises AdoptionError with the reason when it cannot.

    With a quorum above one, only a motion carried at a meeting adopts (meetings.services, `at_meeting`); with a
    quorum of one, a member's adoption is recorded as a motion carried at once (accounts.committee)."""
    if not by.has_perm(ADOPT_PERMISSION):
        raise PermissionDenied("Only the committee adopts cases.")
    if not at_meeting:
        if motion_needed("adopt the case"):
            raise AdoptionError(motion_needed("adopt the case"))
        # A committee of one: a motion carried at once, whose effect is this very service (at_meeting).
        terms = {"title": title, **({"on": on.isoformat()} if on else {})}
        carried_alone(MOTION_ADOPT_CASE, by=by, text=holding_markdown, terms=terms, case=case)
        return SavedCase.objects.select_related("decision").get(pk=case.pk).decision  # type: ignore[return-value]
    case = SavedCase.objects.select_for_update().get(pk=case.pk)
    title, holding_markdown = title.strip(), holding_markdown.strip()
    slug = _free_slug(case)
    refs, laws = _adoptable(case, title, holding_markdown)
    decision = _decision_made(case, slug, title, holding_markdown, refs, laws, on or timezone.localdate())
    refresh_profiles([decision.pk])  # a bulk write: the ranking is told
    case.decision = decision
    case.save(update_fields=["decision", "updated"])
    holding_adopted(decision=decision, by=by, message=f"Adopted from case {case.pk}")
    decision_adopted.send(sender=SavedCase, case=case, decision=decision)
    return decision


def _adoptable(case: SavedCase, title: str, holding_markdown: str) -> tuple[list[tuple[str, str]], dict[str, Law]]:
    """The laws the case's ruling cites, found in its code; AdoptionError naming every reason it cannot be adopted."""
    problems = []
    if case.decision_id:
        problems.append(f"case {case.pk} was adopted already, as \u201c{case.decision.title}\u201d")
    if not title:
        problems.append("the title is empty")
    if not holding_markdown:
        problems.append("the holding is empty")
    ruling = case.ruling or {}
    if not ruling.get("valid"):
        problems.append(f"the ruling of case {case.pk} is not valid: the case has errors to correct first")
    refs = ruling_laws(ruling)
    if ruling.get("valid") and not refs:
        problems.append(f"the ruling of case {case.pk} cites no law, so the decision would stand under none")
    laws = {law.number: law for law in Law.objects.filter(code__slug=case.code, number__in={n for n, _ in refs})}
    missing = [n for n, _ in refs if n not in laws]
    if missing:
        problems.append(f"the code {case.code} has no law {', '.join(sorted(set(missing)))}")
    if problems:
        raise AdoptionError("Cannot adopt: " + "; ".join(problems) + ".")
    return refs, laws


def _decision_made(
    case: SavedCase,
    slug: str,
    title: str,
    holding_markdown: str,
    refs: list[tuple[str, str]],
    laws: dict[str, Law],
    on: datetime.date,
) -> Decision:
    """The committee's decision, under the first law the ruling cites, citing every one."""
    summaries = [f.get("summary", "") for f in (case.ruling or {}).get("findings") or [] if f.get("summary")]
    decision = Decision.objects.create(
        slug=slug,
        origin=Decision.ORIGIN_COMMITTEE,
        collection="",
        collection_position=COMMITTEE_COLLECTION_POSITION,
        position=case.pk,
        authority=committee_authority(),
        type="case",
        title=title,
        under=laws[refs[0][0]],
        facts=case_facts(case),
        holding=holding_markdown,
        text="\n\n".join(summaries) or case.title,
        source_text=f"adopted from case {case.pk} on {on.isoformat()}",
        created=timezone.now(),
    )
    Citation.objects.bulk_create(
        Citation(
            decision=decision,
            law=laws[number],
            clause=clause,
            kind=Citation.EXPLICIT,
            reason=f"cited by the ruling of case {case.pk}",
            position=i,
        )
        for i, (number, clause) in enumerate(refs)
    )
    return decision


def _free_slug(case: SavedCase) -> str:
    """committee-case-N; a case adopted again after a withdrawal gets committee-case-N-2, -3 …"""
    slug, n = f"committee-case-{case.pk}", 1
    while Decision.objects.filter(slug=slug).exists():
        n += 1
        slug = f"committee-case-{case.pk}-{n}"
    return slug


def case_facts(case: SavedCase) -> str:
    """The case in words: the deal, then the events numbered as the ruling numbers them."""
    doc = case.case
    lines = [f"Dealer {doc.get('dealer')}, trump card {doc.get('trump')} ({case.code})."]
    trump = str(doc.get("trump") or "")
    lines += [f"{i}. {describe_event(e, case.code, trump)}" for i, e in enumerate(doc.get("events") or [])]
    return f"{case.title}\n\n" + "\n".join(lines)
