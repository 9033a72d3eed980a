"""Forms of the meeting pages: holding a meeting, the motions (an appeal decided, a case adopted, a decision
withdrawn, a statute adopted, a holding amended), the votes. The services check the substance again."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils import timezone

from accounts.committee import committee_members
from appeals.forms import DecideForm
from committee.forms import StatuteForm
from committee.models import MAX_TEXT
from decisions.markdown import MARKDOWN_HELP, validate_markdown

from .models import Vote


class MemberChoice(forms.ModelMultipleChoiceField):
    def label_from_instance(self, obj: Any) -> str:
        return str(obj.get_username())


class MemberSecretary(forms.ModelChoiceField):
    def label_from_instance(self, obj: Any) -> str:
        return str(obj.get_username())


class MeetingForm(forms.Form):
    held_on = forms.DateField(
        label="The day the committee met",
        initial=timezone.localdate,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        help_text="A day still ahead calls the meeting: each member named below is told by email.",
    )
    present = MemberChoice(
        queryset=committee_members(), widget=forms.CheckboxSelectMultiple, label="The members present"
    )
    secretary = MemberSecretary(
        queryset=committee_members(),
        required=False,
        label="The secretary of the meeting",
        help_text="The member present who keeps the minutes.",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["present"].queryset = committee_members()  # type: ignore[attr-defined]
        self.fields["secretary"].queryset = committee_members()  # type: ignore[attr-defined]


class AppealMotionForm(DecideForm):
    """The motion that the appeal be decided: the terms of a decision, as the decide page asks them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["reasons"].label = "The motion's reasons (Markdown)"

    def terms(self) -> dict[str, Any]:
        return {
            "outcome": self.cleaned_data["outcome"],
            "elections": self.elections(),
            "words": self.cleaned_data["words"],
            "added_laws": self.law_numbers(),
            "statutes": self.cleaned_data["statutes"] or "as_ruled",
        }


class VoteForm(forms.Form):
    """A member's own vote: for, against or abstains, and his reasons (printed as his dissent where he dissents)."""

    choice = forms.ChoiceField(choices=Vote.CHOICES, widget=forms.RadioSelect, label="Your vote")
    reasons = forms.CharField(
        required=False,
        label="Your reasons (Markdown)",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )


class VotesForm(forms.Form):
    """The meeting's secretary records each member's vote (COMMITTEE_SECRETARY_RECORDS): for, against or
    abstains, and his reasons (printed as his dissent where he dissents)."""

    def __init__(self, *args: Any, members: list[Any], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.members = members
        for member in members:
            name = member.get_username()
            self.fields[f"vote-{member.pk}"] = forms.ChoiceField(
                choices=Vote.CHOICES, widget=forms.RadioSelect, label=f"The vote of {name}"
            )
            self.fields[f"reasons-{member.pk}"] = forms.CharField(
                required=False,
                label=f"Reasons of {name} (Markdown)",
                widget=forms.Textarea(attrs={"rows": 3}),
                help_text=MARKDOWN_HELP,
                validators=[validate_markdown],
            )

    def rows(self) -> list[tuple[Any, forms.BoundField, forms.BoundField]]:
        return [(m, self[f"vote-{m.pk}"], self[f"reasons-{m.pk}"]) for m in self.members]

    def votes(self) -> dict[int, tuple[str, str]]:
        return {
            m.pk: (self.cleaned_data[f"vote-{m.pk}"], self.cleaned_data.get(f"reasons-{m.pk}") or "")
            for m in self.members
        }


class CaseMotionForm(forms.Form):
    """The motion that a saved case be adopted as a decision: its title, and the holding (the motion's reasons)."""

    title = forms.CharField(max_length=300, label="Title of the decision")
    reasons = forms.CharField(
        max_length=MAX_TEXT,
        label="The committee's holding, the motion's reasons (Markdown)",
        widget=forms.Textarea(attrs={"rows": 8}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )

    def terms(self) -> dict[str, Any]:
        return {"title": self.cleaned_data["title"]}


class WithdrawalMotionForm(forms.Form):
    """The motion that a decision of the committee be withdrawn: why (shown to readers on its page)."""

    reasons = forms.CharField(
        max_length=MAX_TEXT,
        label="Why the committee withdraws it, the motion's reasons (Markdown)",
        widget=forms.Textarea(attrs={"rows": 5}),
        help_text="Shown to readers on the decision's page if the motion carries.",
        validators=[validate_markdown],
    )

    def terms(self) -> dict[str, Any]:
        return {}


class HoldingMotionForm(CaseMotionForm):
    """The motion that the holding of a decision of the committee be amended: the holding as amended (the
    motion's reasons) and its title; the case's motion but for what its reasons are."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["reasons"].label = "The holding as amended, the motion's reasons (Markdown)"


class StatuteMotionForm(StatuteForm):
    """The motion that the club adopt (or amend) its statute on a law: the amendment, the club's words (the
    motion's reasons) and the day it takes force (the day the motion carries unless another is given)."""

    in_force_from = forms.DateField(
        required=False,
        label="In force from",
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        help_text="Leave empty for the day the motion carries. Hands played before this day are ruled as before.",
    )
    retroactive = forms.BooleanField(
        required=False,
        label="Retroactive",
        help_text="The statute takes force from the day above though it is before the day the motion carries;"
        " the law's page says so.",
    )
    replaces = forms.ChoiceField(
        required=False,
        label="This motion replaces",
        help_text="Another motion on this law before the committee, or the statute carried for the same day.",
    )

    def __init__(self, *args: Any, replaceable: list[tuple[str, str]] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["replaces"].choices = [("", "Nothing")] + list(replaceable or [])
        if not replaceable:
            del self.fields["replaces"]
        del self.fields["version"], self.fields["message"]
        self.fields["text"].required = True
        self.fields["text"].label = "The club's words for the statute, the motion's reasons (Markdown)"

    def terms(self) -> dict[str, Any]:
        day = self.cleaned_data.get("in_force_from")
        terms: dict[str, Any] = {"provision": self.cleaned_data["provision"], "value": self.cleaned_data["value"]}
        if day:
            terms["in_force_from"] = day.isoformat()
        if self.cleaned_data.get("retroactive"):
            terms["retroactive"] = True
        if self.cleaned_data.get("replaces"):
            terms["replaces"] = self.cleaned_data["replaces"]
        return terms
