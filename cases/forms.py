"""The forms of the case pages: the case as JSON (typed or uploaded) and the committee's adoption."""

from __future__ import annotations

import json
from typing import Any

from django import forms
from django.conf import settings

from decisions.markdown import MARKDOWN_HELP, validate_markdown
from plumbing.body_limit import describe_limit

# A case file may be as large as a whole request may be (settings.MAX_REQUEST_BODY_BYTES, 1 MiB).
MAX_UPLOAD_BYTES: int = settings.MAX_REQUEST_BODY_BYTES


UNDER_STATUTES, UNDER_PRINTED, UNDER_CASE = "statutes", "printed", "case"


class CaseForm(forms.Form):
    """The case as JSON text, or a file in the shared format; a file, when given, is used instead of the text."""

    case = forms.CharField(
        required=False, strip=False, widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false"})
    )
    case_file = forms.FileField(required=False, label=f"Or upload a case file (.json, at most {describe_limit()})")
    under = forms.ChoiceField(
        required=False,
        label="Rule the case",
        choices=[
            (UNDER_STATUTES, "Under the club's statutes (the printed laws as the committee has amended them)"),
            (UNDER_PRINTED, "Under the printed code"),
            (UNDER_CASE, "As the case document says (its own amendments, if it has any)"),
        ],
        widget=forms.RadioSelect,
    )
    public = forms.BooleanField(
        required=False, label="Public: anyone may read it (otherwise only you and the committee)"
    )

    def clean_case_file(self) -> str | None:
        upload = self.cleaned_data.get("case_file")
        if not upload:
            return None
        name = upload.name
        if upload.size > MAX_UPLOAD_BYTES:
            raise forms.ValidationError(
                f"The file {name} is {upload.size:,} bytes; a case file is at most {describe_limit()}."
            )
        try:
            text: str = upload.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            raise forms.ValidationError(
                "The file %(name)s is not text in UTF-8: is it a case file?", params={"name": name}
            ) from None
        try:
            document = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise forms.ValidationError(
                "The file %(name)s is not JSON: %(where)s. Nothing was changed.",
                params={"name": name, "where": _where(exc)},
            ) from None
        if not isinstance(document, dict):
            raise forms.ValidationError(
                "The file %(name)s holds JSON but not a case: a case is an object { … }.", params={"name": name}
            )
        return text

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if self.errors:
            return data
        text = data.get("case_file") or data.get("case") or ""
        if not text.strip():
            raise forms.ValidationError(
                "The case is empty: build it above, type its JSON in the box, or upload a file."
            )
        if holds_nul(text):
            raise forms.ValidationError(NUL_IN_CASE)
        data["text"] = text
        return data


NUL_IN_CASE = "The case holds a NUL character (\\u0000) in a text: nothing saved can hold one. Remove it."


def holds_nul(text: str) -> bool:
    """Whether a case's JSON holds a NUL in any of its texts (PostgreSQL's JSON cannot store one)."""
    if "\x00" in text:
        return True
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):  # nested too deeply is not JSON the engine reads either
        return False  # not JSON: the engine says where
    waiting = [document]
    while waiting:
        value = waiting.pop()
        if isinstance(value, str) and "\x00" in value:
            return True
        if isinstance(value, dict):
            waiting.extend([*value.keys(), *value.values()])
        elif isinstance(value, list):
            waiting.extend(value)
    return False


class AdoptForm(forms.Form):
    title = forms.CharField(max_length=300, label="Title of the decision")
    holding = forms.CharField(
        label="The committee's holding (Markdown)",
        widget=forms.Textarea(attrs={"rows": 10}),
        help_text=MARKDOWN_HELP,
        validators=[validate_markdown],
    )


def _where(exc: ValueError | RecursionError) -> str:
    """'line 3, column 7: Expecting value' from a JSONDecodeError."""
    if isinstance(exc, json.JSONDecodeError):
        return f"line {exc.lineno}, column {exc.colno}: {exc.msg}"
    if isinstance(exc, RecursionError):
        return "it is nested too deeply to read"
    return str(exc)
