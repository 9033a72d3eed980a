"""Filtering laws by code: the FilterSet of GET /api/v1/laws/."""

from __future__ import annotations

import django_filters
from django import forms
from drf_spectacular.utils import extend_schema_field

from .models import Code, Law


class CodeSlugField(forms.CharField):
    def clean(self, value: str | None) -> Code | None:  # type: ignore[override]
        slug = (super().clean(value) or "").strip()
        if not slug:
            return None
        code = Code.objects.filter(slug=slug).first()
        if code is None:
            known = ", ".join(Code.objects.in_order().values_list("slug", flat=True))
            raise forms.ValidationError(
                "There is no code %(slug)s. The codes are: %(known)s.", params={"slug": repr(slug), "known": known}
            )
        return code


@extend_schema_field({"type": "string", "description": "Keep one code, by its slug (club-1864, euchre-1888 …)."})
class CodeFilter(django_filters.Filter):
    field_class = CodeSlugField


class LawFilter(django_filters.FilterSet):
    code = CodeFilter(field_name="code", label="Code")

    class Meta:
        model = Law
        fields = ["code"]
