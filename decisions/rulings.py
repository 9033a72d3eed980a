"""A ruling with its precedents: the engine's answer plus the decisions in the knowledge base on the laws it cites.

Precedents are ordered as the case format asks: decisions sharing most cited laws
first, and among those, decisions citing them explicitly before inferred ones. The
decisions a finding names itself (the engine's `decisions` extension, e.g. Clay's
Case 7 for a revoke the adversary quitted) come before all of them.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.db.models import Q

from decisions.engine import cited_laws, rule, rule_text

from .models import Citation


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
    named = named or []
    if not laws and not named:
        return []
    numbers = {(code, number.split(".")[0]) for code, number in laws}
    query = Q(decision__slug__in=named)
    for code, number in numbers:
        query |= Q(law__code__slug=code, law__number=number)
    shared: dict[int, set[tuple[str, str]]] = defaultdict(set)
    explicit: dict[int, int] = defaultdict(int)
    decisions = {}
    for c in Citation.objects.filter(query).select_related("decision__authority", "law__code"):
        if (c.law.code.slug, c.law.number) in numbers:
            shared[c.decision_id].add((c.law.code.slug, c.law.number))
        explicit[c.decision_id] += c.kind == Citation.EXPLICIT
        decisions[c.decision_id] = c.decision
    rank = {slug: i for i, slug in enumerate(named)}
    order = sorted(
        decisions,
        key=lambda pk: (
            rank.get(decisions[pk].slug, len(rank)),
            -len(shared[pk]),
            -explicit[pk],
            decisions[pk].collection_position,
            decisions[pk].position,
        ),
    )
    return [
        {
            "id": decisions[pk].slug,
            "authority": {"slug": decisions[pk].authority.slug, "name": decisions[pk].authority.name},
            "title": decisions[pk].title,
            "holding": decisions[pk].summary,
            "laws": sorted((n for _, n in shared[pk]), key=lambda n: (len(n), n)),
            "url": decisions[pk].get_absolute_url(),
        }
        for pk in order[:limit]
    ]


def with_precedents(ruling: dict[str, Any]) -> dict[str, Any]:
    if ruling.get("valid"):
        ruling["precedents"] = precedents_for(cited_laws(ruling), named_decisions(ruling))
    return ruling


def ruling_for_text(text: str | bytes) -> dict[str, Any]:
    return with_precedents(rule_text(text))


def ruling_for_document(document: object) -> dict[str, Any]:
    return with_precedents(rule(document))
