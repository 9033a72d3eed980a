"""The committee's form for a treatment between two decisions."""

from __future__ import annotations

from typing import Any

from django import forms

from . import treatment_vocabulary
from .models import Decision


class DecisionChoiceField(forms.ModelChoiceField):  # type: ignore[type-arg]
    def label_from_instance(self, obj: Decision) -> str:
        return f"{obj.title} ({obj.authority.name})"


class TreatmentForm(forms.Form):
    relation = forms.ChoiceField(choices=treatment_vocabulary.CHOICES, label="This decision")
    to_decision = DecisionChoiceField(
        queryset=Decision.objects.none(), to_field_name="slug", label="The decision it treats"
    )
    reason = forms.CharField(label="Why", widget=forms.Textarea(attrs={"rows": 3}), max_length=5_000)

    def __init__(self, *args: Any, decision: Decision, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.fields["to_decision"].queryset = (  # type: ignore[attr-defined]
            Decision.objects.exclude(pk=decision.pk).select_related("authority").order_by("title")
        )
