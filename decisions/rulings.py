"""A ruling with its precedents: the engine's answer plus the decisions in the knowledge base on the laws it cites.

Precedents are ordered as the case format asks: decisions sharing most cited laws
first, and among those, decisions citing them explicitly before inferred ones. The
decisions a finding names itself (the engine's `decisions` extension, e.g. Clay's
Case 7 for a revoke the adversary quitted) come before all of them.
"""

from __future__ import annotations

import json
from typing import Any

from django.urls import reverse

from engine import cited_laws, rule, rule_read, rule_text, stamp
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


def stamped(ruling: dict[str, Any], document: object) -> dict[str, Any]:
    """The ruling as the site gives it: with what it was ruled under (the engine's release and digests, the
    statutes and the day played), beside the engine's answer and never inside it (docs/engine.md, "The stamp")."""
    ruling["stamp"] = stamp(document)
    return ruling


def _document(text: str | bytes) -> object:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None  # the ruling's errors say what is wrong with it; the stamp names the engine alone


def ruling_for_text(text: str | bytes) -> dict[str, Any]:
    return stamped(with_precedents(rule_text(text)), _document(text))


def ruling_for_document(document: object) -> dict[str, Any]:
    return stamped(with_precedents(rule(document)), document)


def ruling_for_read_case(document: object) -> dict[str, Any]:
    """The ruling for the value engine.read_case_text returned (its Unicode already checked)."""
    return stamped(with_precedents(rule_read(document)), document)
