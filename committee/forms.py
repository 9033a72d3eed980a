"""The committee's forms: a text with the version it started from, a statute, a revert, a withdrawal."""

from __future__ import annotations

from django import forms

from decisions.markdown import MARKDOWN_HELP, validate_markdown
from engine import MOMENT, NUMBER, STRUCK, value_problem

from .models import MAX_MESSAGE, MAX_TEXT
from .statutes import Amendable


class TextForm(forms.Form):
    title = forms.CharField(max_length=300, required=False, label="Title of the decision")
    text = forms.CharField(
        max_length=MAX_TEXT,
        required=False,
        strip=False,
        label="Text (Markdown)",
        widget=forms.Textarea(attrs={"rows": 14}),
        help_text=MARKDOWN_HELP + ' "Law 72" becomes a link to the law.',
        validators=[validate_markdown],
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


class StatuteForm(TextForm):
    """The club's statute on a law: its words, and the amendment the engine rules by.

    The value's field follows the kind of what the law provides (amendments.py): a number, a moment to
    choose, or nothing at all for a law struck out. The engine's own check decides what is allowed."""

    provision = forms.ChoiceField(label="What the statute amends")
    value = forms.CharField(max_length=30, required=False, label="The club's number")

    def __init__(self, *args: object, amendable: list[Amendable], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.amendable = {a.provision.id: a for a in amendable}
        self.fields["provision"].choices = [
            (a.provision.id, f"{a.provision.title} (printed: {a.printed})") for a in amendable
        ]
        kinds = {a.provision.kind for a in amendable}
        if kinds == {MOMENT}:
            moments = {k: w for a in amendable for k, w in a.provision.choices.items()}
            self.fields["value"] = forms.ChoiceField(
                label="The club's time to claim", choices=[(k, f"Until {w}") for k, w in moments.items()]
            )
        elif kinds == {STRUCK}:
            self.fields["value"].widget = forms.HiddenInput()
            self.fields["provision"].label = "What the statute does"
        elif kinds == {NUMBER}:
            self.fields["value"].widget = forms.NumberInput()
            self.fields["value"].help_text = "The printed law's number is given beside each."
        self.fields["text"].label = "The club's words for the statute (Markdown)"

    def clean(self) -> dict[str, object]:
        data = super().clean()
        chosen = self.amendable.get(str(data.get("provision") or ""))
        if chosen is None:
            return data
        text = str(data.get("value") or "").strip()
        value: object = text or None
        if chosen.provision.kind == NUMBER:
            value = int(text) if text.isascii() and text.isdigit() else text or None
        elif chosen.provision.kind == STRUCK:
            value = None
        problem = value_problem(chosen.provision, value)
        if problem:
            self.add_error("value", problem)
        data["value"] = "" if value is None else str(value)
        return data


class ThesaurusEntryForm(forms.Form):
    """An entry of the game's thesaurus, as a line of corpus/thesaurus.list reads."""

    everyday = forms.CharField(
        max_length=300,
        label="The referee's words",
        help_text="Separated by commas; a few words together are a phrase: spectator, onlooker, can't remember.",
    )
    books = forms.CharField(
        max_length=300,
        label="The books' words for them",
        help_text="As the laws print them, separated by commas: bystander.",
    )
    example = forms.CharField(
        max_length=60, label="A law printing them", help_text="Its code and number: club-1864:88."
    )
    message = forms.CharField(
        max_length=MAX_MESSAGE, required=False, label="What you changed", help_text="Shown in the history."
    )
    version = forms.IntegerField(min_value=0, widget=forms.HiddenInput)


class ThesaurusWithdrawForm(forms.Form):
    message = forms.CharField(
        max_length=MAX_MESSAGE, label="Why the entry is withdrawn", help_text="Shown in the history."
    )
    version = forms.IntegerField(min_value=0, widget=forms.HiddenInput)
