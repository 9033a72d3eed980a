"""Filtering decisions by law, authority and type: one FilterSet for the page and the API."""

from __future__ import annotations

import re

import django_filters
from django import forms
from drf_spectacular.utils import extend_schema_field

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


class LawsNamedField(forms.CharField):
    """A law as a reader writes it, cleaned to the laws it names (a ValidationError naming what is wrong)."""

    def clean(self, value: str | None) -> list[Law]:  # type: ignore[override]
        ref = (super().clean(value) or "").strip()
        if not ref:
            return []
        try:
            return laws_named(ref)
        except DecisionFilterError as exc:
            raise forms.ValidationError(str(exc)) from None


@extend_schema_field(
    {
        "type": "string",
        "description": "club-1864:72, club 72, law 72 or 72 (Law 72 of every code); those printed under it first.",
    }
)
class LawsNamedFilter(django_filters.Filter):
    field_class = LawsNamedField


TYPE_NAMES = ", ".join(t for t, _ in Decision.TYPES)


class DecisionFilter(django_filters.FilterSet):
    """Decisions by law, authority and type: the decisions page and GET /api/v1/decisions/."""

    law = LawsNamedFilter(method="filter_law", label="Law")
    authority = django_filters.CharFilter(field_name="authority__slug", label="Authority", help_text="By its slug.")
    type = django_filters.ChoiceFilter(
        choices=Decision.TYPES,
        label="Type",
        error_messages={"invalid_choice": f"type=%(value)r: the types are {TYPE_NAMES}"},
    )

    class Meta:
        model = Decision
        fields = ["law", "authority", "type"]

    def filter_law(self, qs: DecisionQuerySet, name: str, laws: list[Law]) -> DecisionQuerySet:
        return qs.under_laws(laws) if laws else qs

    def one_law(self) -> Law | None:
        """The law the list is filtered by, when it names one law (the page's heading)."""
        laws = self.form.cleaned_data.get("law") or [] if self.is_valid() else []
        return laws[0] if len(laws) == 1 else None
