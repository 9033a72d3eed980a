"""Filtering decisions by law, authority and type: shared by the page and the API."""

from __future__ import annotations

import re
from collections.abc import Mapping

from laws.models import Code, Law

from .models import Decision, DecisionQuerySet

# "72", "law 72", "club 72", "club law 72", "euchre 52 II": a code by its slug or first word, then the number.
LAW_WORDS_RE = re.compile(
    r"^(?:(?P<code>[a-z][a-z0-9-]*)\s+)?(?:(?:law|rule)s?\.?\s*)?(?P<number>\d{1,3})(?:\s*[.,]?\s*[ivx]{1,4})?$", re.I
)


class DecisionFilterError(ValueError):
    """A filter value that names nothing; the message says which."""


def laws_named(ref: str) -> list[Law]:
    """The laws a filter names: "club-1864:72", "club 72", "law 72" or "72"
    (Law 72 of every code)."""
    code, sep, number = ref.partition(":")
    if sep:
        if not number:
            raise DecisionFilterError(f"law={ref!r}: write the law as CODE:NUMBER, for example club-1864:56")
        number = number.split(".")[0]
        law = Law.objects.filter(code__slug=code, number=number).select_related("code").first()
        if law is None:
            raise DecisionFilterError(f"law={ref!r}: there is no law {number} in the code {code!r}")
        return [law]
    match = LAW_WORDS_RE.match(ref)
    if not match:
        raise DecisionFilterError(f"law={ref!r}: give a law as 72, law 72, club 72 or CODE:NUMBER (club-1864:72)")
    laws = Law.objects.filter(number=match["number"]).select_related("code").order_by("code__year")
    if match["code"] and match["code"].lower() not in ("law", "rule", "laws", "rules"):
        named = match["code"].lower()
        slugs = [c for c in Code.objects.values_list("slug", flat=True) if named in (c, c.split("-")[0])]
        if not slugs:
            raise DecisionFilterError(
                f"law={ref!r}: {match['code']!r} is not a code; the codes are club, american and euchre"
            )
        laws = laws.filter(code__slug__in=slugs)
    found = list(laws)
    if not found:
        raise DecisionFilterError(f"law={ref!r}: no code has a law {match['number']}")
    return found


def filter_decisions(qs: DecisionQuerySet, params: Mapping[str, str]) -> tuple[DecisionQuerySet, Law | None]:
    """The decisions the parameters select, and the law they are filtered by when it is one law."""
    law = None
    ref = params.get("law", "").strip()
    if ref:
        laws = laws_named(ref)
        qs = qs.under_laws(laws)
        law = laws[0] if len(laws) == 1 else None
    authority = params.get("authority", "").strip()
    if authority:
        qs = qs.filter(authority__slug=authority)
    kind = params.get("type", "").strip()
    if kind:
        if kind not in {t for t, _ in Decision.TYPES}:
            raise DecisionFilterError(f"type={kind!r}: the types are " + ", ".join(t for t, _ in Decision.TYPES))
        qs = qs.filter(type=kind)
    return qs, law
