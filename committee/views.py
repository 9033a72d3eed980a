"""The committee's pages: write a text (or keep a draft), its history, a diff, a revert, a withdrawal.

Readers see the history and diffs of published versions; only the committee writes
(accounts.permissions). A save against a version that is no longer current shows the
writer his text, the current text and the difference, and nothing is lost.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.committee import MotionNeeded, MotionRefused, motion_needed
from accounts.permissions import WITHDRAW_DECISION, WRITE_COMMENTARY, can_write_commentary, permission_required
from decisions.models import Decision

from .diff import diff_html, word_diff
from .forms import RevertForm, StatuteForm, TextForm, WithdrawForm
from .models import Commentary
from .services import (
    MOTIONS,
    Conflict,
    UnknownVersion,
    WithdrawalError,
    commentary_revert,
    commentary_save,
    current,
    decision_withdraw,
    draft_discard,
    draft_of,
    draft_save,
    version_of,
    versions,
)
from .statutes import amendable
from .subjects import Subject, decision_subject, law_subject

LAW, DECISION, HOLDING, STATUTE = "law", "decision", "holding", "statute"


def _subject(of: str, kwargs: dict[str, Any]) -> Subject:
    if of in (LAW, STATUTE):
        subject = law_subject(
            kwargs["code"], kwargs["number"], Commentary.STATUTE if of == STATUTE else Commentary.COMMENTARY
        )
        if of == STATUTE and not amendable(subject.law):  # type: ignore[arg-type]
            raise Http404("The engine knows no provision of this law that a club's statute could amend.")
        return subject
    return decision_subject(kwargs["slug"], Commentary.HOLDING if of == HOLDING else Commentary.COMMENTARY)


def _back(subject: Subject) -> str:
    anchor = {Commentary.HOLDING: "", Commentary.STATUTE: "#statute"}.get(subject.kind, "#commentary")
    return subject.target.get_absolute_url() + anchor


def _form(subject: Subject, *args: Any, **kwargs: Any) -> TextForm:
    if subject.kind == Commentary.STATUTE:
        return StatuteForm(*args, amendable=amendable(subject.law), **kwargs)  # type: ignore[arg-type]
    return TextForm(*args, holding=subject.kind == Commentary.HOLDING, **kwargs)


def _edit_page(request: HttpRequest, subject: Subject, form: TextForm, status: int = 200, **extra: Any) -> HttpResponse:
    context = {"subject": subject, "form": form, "kept": current(subject), "draft": draft_of(subject, request.user)}
    if subject.kind in MOTIONS:  # a statute or a holding: said before the member writes it
        context["motion_needed"] = motion_needed(MOTIONS[subject.kind])
    context.update(extra)
    return render(request, "committee/edit.html", context, status=status)


@require_http_methods(["GET", "POST"])
@permission_required(WRITE_COMMENTARY)
def edit(request: HttpRequest, of: str, **kwargs: Any) -> HttpResponse:
    subject = _subject(of, kwargs)
    if request.method == "GET":
        return _edit_page(request, subject, _form(subject, initial=_start_from(subject, request.user)))
    form = _form(subject, request.POST)
    action = request.POST.get("action", "publish")
    statute = subject.kind == Commentary.STATUTE
    if statute and action == "draft":  # a draft keeps words only; a statute's amendment is published whole
        messages.error(request, "A statute is not kept as a draft: publish it when the committee has agreed it.")
        return redirect(subject.url("edit"))
    if action == "discard":
        draft_discard(subject=subject, by=request.user)
        messages.success(request, "Your draft is discarded.")
        return redirect(subject.url("edit"))
    if not form.is_valid():
        return _edit_page(request, subject, form, status=400)
    data = form.cleaned_data
    if subject.kind == Commentary.HOLDING and data["version"] == 0 and current(subject) is None:
        data["version"] = 1  # a holding adopted before it had a history starts at version 1, as adopted
    fields = {"text": data["text"], "message": data["message"], "title": data.get("title") or ""}
    if action == "draft":
        draft_save(subject=subject, by=request.user, base_version=data["version"], **fields)
        messages.success(request, "Draft kept. Only you can see it; publish it when it is ready.")
        return redirect(subject.url("edit"))
    amendment = (data["provision"], data["value"]) if statute else None
    try:
        kept = commentary_save(subject=subject, by=request.user, version=data["version"], amendment=amendment, **fields)
    except (MotionNeeded, MotionRefused) as exc:
        form.add_error(None, str(exc))
        return _edit_page(request, subject, form, status=400)
    except Conflict as conflict:
        return _conflict_page(request, subject, conflict, fields, data["text"], amendment)
    messages.success(request, f"Version {kept.version} of {subject.what} is published.")
    return redirect(_back(subject))


def _start_from(subject: Subject, user: Any) -> dict[str, Any]:
    """The form as the member left it: his draft, else the version kept, else (a holding) the decision's own."""
    kept, draft = current(subject), draft_of(subject, user)
    start: Any = draft or kept
    initial = {
        "text": start.text if start else "",
        "title": start.title if start and start.title else (subject.decision.title if subject.decision else ""),
        "version": draft.base_version if draft else (kept.version if kept else 0),
        "message": draft.message if draft else "",
        "provision": kept.provision if kept else "",
        "value": kept.value if kept else "",
    }
    if subject.kind == Commentary.HOLDING and not kept:
        initial.update({"text": subject.decision.holding, "version": 0})  # type: ignore[union-attr]
    return initial


def _conflict_page(
    request: HttpRequest,
    subject: Subject,
    conflict: Conflict,
    fields: dict[str, Any],
    your_text: str,
    your_amendment: tuple[str, str] | None,
) -> HttpResponse:
    """Another member saved first: the form starts from his version, yours beside it with the difference."""
    theirs = conflict.current
    merged = _form(
        subject,
        initial={
            **fields,
            "version": theirs.version,
            "title": fields["title"] or theirs.title,
            # The amendment as the current version has it, never the stale form's: merging the words and
            # publishing must not undo what the other member amended. Yours is shown beside it, to set again.
            "provision": theirs.provision,
            "value": theirs.value,
        },
    )
    return _edit_page(
        request,
        subject,
        merged,
        status=409,
        conflict=conflict,
        your_text=your_text,
        your_amendment=your_amendment,
        difference=diff_html(word_diff(theirs.text, your_text)),
    )


@require_GET
def history(request: HttpRequest, of: str, **kwargs: Any) -> HttpResponse:
    subject = _subject(of, kwargs)
    page = Paginator(versions(subject), 50).get_page(request.GET.get("page"))
    kept = current(subject)
    return render(
        request,
        "committee/history.html",
        {"subject": subject, "page": page, "kept": kept, "can_write": can_write_commentary(request.user)},
    )


@require_GET
def diff(request: HttpRequest, of: str, **kwargs: Any) -> HttpResponse:
    subject = _subject(of, kwargs)
    raw = {name: request.GET.get(name, "") for name in ("from", "to")}
    context: dict[str, Any] = {"subject": subject, "raw": raw}
    try:
        if not all(v.isascii() and v.isdigit() for v in raw.values()):
            raise UnknownVersion("Choose two versions to compare, by number.")
        old, new = version_of(subject, int(raw["from"])), version_of(subject, int(raw["to"]))
    except UnknownVersion as exc:
        context["error"] = str(exc)
        return render(request, "committee/diff.html", context, status=400)
    context.update({"old": old, "new": new, "difference": diff_html(word_diff(old.text, new.text))})
    return render(request, "committee/diff.html", context)


@require_POST
@permission_required(WRITE_COMMENTARY)
def revert(request: HttpRequest, of: str, **kwargs: Any) -> HttpResponse:
    subject = _subject(of, kwargs)
    form = RevertForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Nothing was reverted: the form lacks the version to go back to.")
        return redirect(subject.url("history"))
    try:
        kept = commentary_revert(subject=subject, by=request.user, **form.cleaned_data)
    except (UnknownVersion, MotionNeeded, MotionRefused) as exc:
        messages.error(request, f"Nothing was reverted: {exc}")
    except Conflict as conflict:
        messages.error(
            request,
            f"Nothing was reverted: version {conflict.current.version} was saved since you opened the history. "
            "Look at it first, then revert again if you still mean to.",
        )
    else:
        messages.success(request, f"Version {kept.version} restores the text of version {form.cleaned_data['to']}.")
    return redirect(subject.url("history"))


@require_http_methods(["GET", "POST"])
@permission_required(WITHDRAW_DECISION)
def withdraw(request: HttpRequest, slug: str) -> HttpResponse:
    subject = decision_subject(slug, Commentary.HOLDING)
    decision: Decision = subject.decision  # type: ignore[assignment]
    form = WithdrawForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                decision_withdraw(decision=decision, by=request.user, reason=form.cleaned_data["reason"])
            except (WithdrawalError, MotionRefused) as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, "The decision is withdrawn. Its case may be adopted again.")
                return redirect(decision)
        status = 400
    context = {"decision": decision, "form": form, "motion_needed": motion_needed("withdraw the decision")}
    return render(request, "committee/withdraw.html", context, status=status)
