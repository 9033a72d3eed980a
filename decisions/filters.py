"""Filtering decisions by law, authority and type: shared by the page and the API."""

from __future__ import annotations

from collections.abc import Mapping

from laws.models import Law

from .models import Decision, DecisionQuerySet


class DecisionFilterError(ValueError):
    """A filter value that names nothing; the message says which."""


def filter_decisions(qs: DecisionQuerySet, params: Mapping[str, str]) -> tuple[DecisionQuerySet, Law | None]:
    law = None
    ref = params.get("law", "").strip()
    if ref:
        code, sep, number = ref.partition(":")
        if not sep or not number:
            raise DecisionFilterError(f"law={ref!r}: write the law as CODE:NUMBER, for example club-1864:56")
        number = number.split(".")[0]
        law = Law.objects.filter(code__slug=code, number=number).select_related("code").first()
        if law is None:
            raise DecisionFilterError(f"law={ref!r}: there is no law {number} in the code {code!r}")
        qs = qs.under_law(law)
    authority = params.get("authority", "").strip()
    if authority:
        qs = qs.filter(authority__slug=authority)
    kind = params.get("type", "").strip()
    if kind:
        if kind not in {t for t, _ in Decision.TYPES}:
            raise DecisionFilterError(f"type={kind!r}: the types are " + ", ".join(t for t, _ in Decision.TYPES))
        qs = qs.filter(type=kind)
    return qs, law
