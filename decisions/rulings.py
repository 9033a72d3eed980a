"""A ruling with its precedents: the engine's answer plus the decisions in the knowledge base on the laws it cites.

Precedents are ordered as the case format asks: decisions sharing most cited laws
first, and among those, decisions citing them explicitly before inferred ones. The
decisions a finding names itself (the engine's `decisions` extension, e.g. Clay's
Case 7 for a revoke the adversary quitted) come before all of them.
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from engine import cited_laws, rule, rule_read, rule_text
from laws.models import Law

from .models import Decision


def named_decisions(ruling: dict[str, Any]) -> list[str]:
    """Slugs of the decisions the findings name, each once, in order."""
    named: list[str] = []
    for finding in ruling.get("findings") or []:
        for slug in finding.get("decisions") or [] if isinstance(finding, dict) else []:
            if isinstance(slug, str) and slug not in named:
                named.append(slug)
    return named


def precedents_for(
    laws: list[tuple[str, str]], named: list[str] | None = None, limit: int = 20
) -> list[dict[str, Any]]:
    """The top `limit` precedents, in three queries whatever the size of the knowledge base."""
    named = named or []
    numbers = {(code, number.split(".")[0]) for code, number in laws}
    if not numbers and not named:
        return []
    # One plain IN over the codes and numbers, the pairs kept here: a ruling cites few laws of one code, and
    # an OR of a condition per law costs more to compile than the rows it reads.
    candidates = Law.objects.filter(
        code__slug__in={code for code, _ in numbers}, number__in={number for _, number in numbers}
    ).values_list("pk", "number", "code__slug")
    law_ids = {pk: number for pk, number, code in candidates if (code, number) in numbers}
    return [
        {
            "id": p.slug,
            "authority": {"slug": p.authority_slug, "name": p.authority_name},
            "title": p.title,
            "holding": p.summary,
            "laws": sorted({law_ids[pk] for pk in p.law_ids}, key=lambda n: (len(n), n)),
            "url": reverse("decisions:decision", args=[p.slug]),
        }
        for p in Decision.objects.precedents(list(law_ids), named, limit)
    ]


def with_precedents(ruling: dict[str, Any]) -> dict[str, Any]:
    if ruling.get("valid"):
        ruling["precedents"] = precedents_for(cited_laws(ruling), named_decisions(ruling))
    return ruling


def ruling_for_text(text: str | bytes) -> dict[str, Any]:
    return with_precedents(rule_text(text))


def ruling_for_document(document: object) -> dict[str, Any]:
    return with_precedents(rule(document))


def ruling_for_read_case(document: object) -> dict[str, Any]:
    """The ruling for the value engine.read_case_text returned (its Unicode already checked)."""
    return with_precedents(rule_read(document))
