"""Forms of the appeal pages: the ruling given, lodging, deciding. The services check the substance."""

from __future__ import annotations

from typing import Any

from django import forms

from decisions.case_display import SIDE_WORDS, kind_words, option_label
from decisions.markdown import MARKDOWN_HELP, validate_markdown

from .models import SIDES, Appeal


class ElectionsForm(forms.Form):
    """One choice per finding that offers options, named elect-<finding>; blank means no election."""

    def __init__(self, *args: Any, ruling: dict[str, Any], elected: list[dict[str, Any]] | None = None, **kw: Any):
        super().__init__(*args, **kw)
        chosen = {e["finding"]: e["option"] for e in elected or []}
        self.election_fields: list[str] = []
        for i, finding in enumerate(ruling.get("findings") or []):
            options = finding.get("options") or []
            if not options:
                continue
            name = f"elect-{i}"
            kind = kind_words(finding.get("kind")).lower()
            self.fields[name] = forms.ChoiceField(
                label=f"Finding {i + 1} ({kind}): the option elected",
                required=False,
                choices=[("", "No election")]
                + [
                    (
                        str(o["id"]),
                        f"{option_label(o)} ({SIDE_WORDS.get(str(o.get('chooser')), o.get('chooser'))} choose)",
                    )
                    for o in options
                ],
                initial=chosen.get(i, ""),
            )
            self.election_fields.append(name)

    def elections(self) -> list[dict[str, Any]]:
        return [
            {"finding": int(name.split("-")[1]), "option": self.cleaned_data[name]}
            for name in self.election_fields
            if self.cleaned_data.get(name)
        ]

    def election_boundfields(self) -> list[forms.BoundField]:
        return [self[name] for name in self.election_fields]


class RulingGivenForm(ElectionsForm):
    departed = forms.BooleanField(
        required=False, label="I departed from the engine's proposal (say below what I ruled)"
    )
    words = forms.CharField(
        required=False,
        label="The ruling in my own words (Markdown)",
        widget=forms.Textarea(attrs={"rows": 5}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )


class LodgeForm(forms.Form):
    side = forms.ChoiceField(choices=SIDES, label="The side that appeals")
    grounds = forms.CharField(
        label="Grounds of the appeal (Markdown)",
        widget=forms.Textarea(attrs={"rows": 6}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )


class DecideForm(ElectionsForm):
    outcome = forms.ChoiceField(choices=Appeal.OUTCOMES, widget=forms.RadioSelect, label="The committee's decision")
    statutes = forms.ChoiceField(
        choices=Appeal.STATUTES,
        initial=Appeal.AS_RULED,
        widget=forms.RadioSelect,
        label="The laws the appeal is decided under",
        required=False,
        help_text="Unless the committee says otherwise, under the statutes the case was ruled under.",
    )
    reasons = forms.CharField(
        label="Reasons (Markdown)",
        widget=forms.Textarea(attrs={"rows": 8}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )
    words = forms.CharField(
        required=False,
        label="The ruling that stands, in the committee's words (required to reverse; optional to vary)",
        widget=forms.Textarea(attrs={"rows": 5}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )
    added_laws = forms.CharField(
        required=False,
        max_length=200,
        label="Other laws of the case's code the decision rests on",
        help_text="Law numbers separated by commas, for example 72, 84.",
    )

    def law_numbers(self) -> list[str]:
        return [n.strip() for n in self.cleaned_data.get("added_laws", "").split(",") if n.strip()]
