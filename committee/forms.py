"""The committee's forms: a text with the version it started from, a revert, a withdrawal."""

from __future__ import annotations

from django import forms

from .models import MAX_MESSAGE, MAX_TEXT


class TextForm(forms.Form):
    title = forms.CharField(max_length=300, required=False, label="Title of the decision")
    text = forms.CharField(
        max_length=MAX_TEXT,
        required=False,
        strip=False,
        label="Text (Markdown)",
        widget=forms.Textarea(attrs={"rows": 14}),
        help_text='Markdown: *emphasis*, **strong**, lists, links. "Law 72" becomes a link to the law.',
    )
    message = forms.CharField(
        max_length=MAX_MESSAGE, required=False, label="What you changed", help_text="Shown in the history."
    )
    version = forms.IntegerField(min_value=0, widget=forms.HiddenInput)

    def __init__(self, *args: object, holding: bool = False, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.holding = holding
        if not holding:
            del self.fields["title"]
        else:
            self.fields["text"].label = "The committee's holding (Markdown)"

    def clean(self) -> dict[str, object]:
        data = super().clean() or {}
        if self.holding and not str(data.get("text") or "").strip():
            self.add_error("text", "The holding is empty: a decision of the committee states what it holds.")
        if self.holding and "title" in data and not str(data.get("title") or "").strip():
            self.add_error("title", "The title is empty.")
        return data


class RevertForm(forms.Form):
    to = forms.IntegerField(min_value=1)
    version = forms.IntegerField(min_value=0)


class WithdrawForm(forms.Form):
    reason = forms.CharField(
        max_length=MAX_MESSAGE,
        label="Why the committee withdraws it",
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="Shown to readers on the decision's page.",
    )
