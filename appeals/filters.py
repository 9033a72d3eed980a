"""Filtering appeals by law, outcome and year: one FilterSet for the page and the API."""

from __future__ import annotations

import django_filters
from django import forms
from django.db.models import QuerySet

from laws.models import Law

from .models import Appeal

OUTCOME_CHOICES = [("open", "Open"), *Appeal.OUTCOMES]


def law_for_ref(ref: str) -> Law:
    """`club-1864:72` to the law; a ValidationError naming what is wrong otherwise."""
    code, sep, number = ref.strip().partition(":")
    if not sep or not number:
        # The value goes in as a parameter: Django %-formats the message, and a value may hold "%".
        raise forms.ValidationError(
            "%(ref)s: write the law as CODE:NUMBER, for example club-1864:72.", params={"ref": repr(ref)}
        )
    law = Law.objects.filter(code__slug=code, number=number.split(".")[0]).first()
    if law is None:
        raise forms.ValidationError(
            "%(ref)s: there is no law %(number)s in the code %(code)s.",
            params={"ref": repr(ref), "number": number, "code": repr(code)},
        )
    return law


class LawRefField(forms.CharField):
    def clean(self, value: str | None) -> Law | None:  # type: ignore[override]
        value = super().clean(value)
        return law_for_ref(value) if value else None


class LawRefFilter(django_filters.Filter):
    field_class = LawRefField


class YearFilter(django_filters.Filter):
    field_class = forms.IntegerField


class AppealFilter(django_filters.FilterSet):
    law = LawRefFilter(method="filter_law", label="Law (CODE:NUMBER)")
    outcome = django_filters.ChoiceFilter(choices=OUTCOME_CHOICES, method="filter_outcome", label="Outcome")
    # A whole year: a decimal ("0.0") or a year past 9999 is a 400 naming it, never a query that fails.
    year = YearFilter(field_name="lodged_at", lookup_expr="year", label="Year lodged", min_value=1, max_value=9999)

    class Meta:
        model = Appeal
        fields = ["law", "outcome", "year"]

    def filter_law(self, qs: QuerySet[Appeal], name: str, value: Law | None) -> QuerySet[Appeal]:
        return qs.filter(decision__citations__law=value).distinct() if value else qs

    def filter_outcome(self, qs: QuerySet[Appeal], name: str, value: str) -> QuerySet[Appeal]:
        return qs.filter(outcome="" if value == "open" else value) if value else qs
