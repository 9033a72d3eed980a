"""The pages that move a motion other than on an appeal: that a saved case be adopted, that a decision of the
committee be withdrawn, that the club adopt (or amend) its statute on a law, that a decision's holding be amended.

Each is a GET with its subject named in the address (`?case=`, `?decision=`, `?law=<code>:<number>`), or a
choice of the subjects when none is named; the POST moves the motion through meetings.services, which checks
the role again and tries the motion's effect, so a motion that could not carry is refused at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django import forms
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_http_methods

from accounts.permissions import HOLD_MEETING, can_view_case, permission_required
from cases.models import SavedCase
from committee.statutes import amendable
from decisions.models import Decision
from engine import PROVISIONS, TABLES
from laws.models import Law

from .conflicts import address
from .forms import CaseMotionForm, HoldingMotionForm, StatuteMotionForm, WithdrawalMotionForm
from .models import Meeting, Motion
from .services import MeetingError, motion_move

CHOICES = 200  # the most subjects a choice lists


@dataclass(frozen=True)
class Chosen:
    """The motion's subject, as the service takes it (`field` = the object), and how the page names it."""

    field: str
    subject: Any
    named: str
    url: str


def _case(request: HttpRequest, raw: str) -> Chosen:
    case = get_object_or_404(SavedCase, pk=int(raw)) if raw.isascii() and raw.isdigit() else None
    if case is None or not can_view_case(request.user, case):
        raise Http404("No such case.")
    return Chosen("case", case, f"case {case.pk}, \u201c{case.title}\u201d", case.get_absolute_url())


def _decision(request: HttpRequest, raw: str) -> Chosen:
    decision = get_object_or_404(Decision, slug=raw)
    return Chosen("decision", decision, f"\u201c{decision.title}\u201d", decision.get_absolute_url())


def _law(request: HttpRequest, raw: str) -> Chosen:
    code, _, number = raw.partition(":")
    law = get_object_or_404(Law.objects.select_related("code"), code__slug=code, number=number)
    if not amendable(law):
        raise Http404("The engine knows no provision of this law that a club's statute could amend.")
    return Chosen("law", law, f"Law {law.number} of {law.code.title}", law.get_absolute_url())


def _cases(request: HttpRequest) -> list[tuple[str, str]]:
    found = SavedCase.objects.visible_to(request.user).filter(decision__isnull=True).order_by("-pk")[:CHOICES]
    return [(str(c.pk), f"Case {c.pk}: {c.title}") for c in found]


def _decisions(request: HttpRequest) -> list[tuple[str, str]]:
    found = Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE, withdrawal__isnull=True).order_by("-pk")
    return [(d.slug, d.title) for d in found[:CHOICES]]


def _laws(request: HttpRequest) -> list[tuple[str, str]]:
    """The laws whose printed text provides something a club's statute could amend, code by code."""
    wanted = {(slug, n) for slug, table in TABLES.items() for p in PROVISIONS.values() for n in p.laws_of(table)}
    laws = Law.objects.select_related("code").filter(code__slug__in={slug for slug, _ in wanted})
    found = sorted((law for law in laws if (law.code.slug, law.number) in wanted), key=lambda law: law.pk)
    return [(f"{law.code.slug}:{law.number}", f"{law.code.title}, Law {law.number}: {law.heading}") for law in found]


@dataclass(frozen=True)
class Kind:
    """One kind of motion: its subject's parameter, how the subject is found and chosen, and its form."""

    motion: str
    param: str
    find: Any
    choices: Any
    form: type[forms.Form]
    heading: str  # "Move that {subject} …"
    choose: str  # the label of the choice
    lede: str


KINDS = {
    "case": Kind(
        Motion.ADOPT_CASE,
        "case",
        _case,
        _cases,
        CaseMotionForm,
        "Move that {} be adopted as a decision of the committee",
        "Move that a saved case be adopted",
        "The motion gives the decision's title and the committee's holding. Nothing is published until the"
        " motion carries; then the case becomes a decision, with the ruling it was saved with.",
    ),
    "withdrawal": Kind(
        Motion.WITHDRAW_DECISION,
        "decision",
        _decision,
        _decisions,
        WithdrawalMotionForm,
        "Move that {} be withdrawn",
        "Move that a decision of the committee be withdrawn",
        "The motion says why. The decision stands until the motion carries; then it keeps its address and"
        " history, leaves the precedents and search, and its case may be adopted again.",
    ),
    "statute": Kind(
        Motion.ADOPT_STATUTE,
        "law",
        _law,
        _laws,
        StatuteMotionForm,
        "Move the club's statute on {}",
        "Move that the club adopt or amend its statute on a law",
        "The motion states what the statute amends, the club's words, and the day it takes force. The law"
        " stands as before until the motion carries; hands played before that day are ruled as before.",
    ),
    "holding": Kind(
        Motion.AMEND_HOLDING,
        "decision",
        _decision,
        _decisions,
        HoldingMotionForm,
        "Move that the holding of {} be amended",
        "Move that the holding of a decision of the committee be amended",
        "The motion gives the holding as amended, and its title if that changes too. The decision holds what it"
        " held until the motion carries; its history keeps each version.",
    ),
}


def replaceable_on(law: Law) -> list[tuple[str, str]]:
    """The motions on the law a statute's motion may replace: those before the committee, and those that made
    a version still to take force (one for the same day would never take force beside it)."""
    found = Motion.objects.filter(law=law, kind=Motion.ADOPT_STATUTE).select_related("meeting").order_by("-pk")
    today = timezone.localdate()
    wanted = [
        m
        for m in found.filter(state__in=[Motion.OPEN, Motion.CARRIED])[:CHOICES]
        if m.state == Motion.OPEN or str(m.terms.get("in_force_from") or "") >= today.isoformat()
    ]
    return [(address(m), f"Motion {m.number} of the {m.meeting.named}") for m in wanted]


def _form(kind: Kind, chosen: Chosen, data: Any = None) -> forms.Form:
    if kind.form is StatuteMotionForm:
        replaceable = replaceable_on(chosen.subject)
        return StatuteMotionForm(
            data, amendable=amendable(chosen.subject), initial={"text": ""}, replaceable=replaceable
        )
    if kind.form is HoldingMotionForm:  # the holding as it stands, to amend
        return HoldingMotionForm(data, initial={"title": chosen.subject.title, "reasons": chosen.subject.holding})
    return kind.form(data)


@require_http_methods(["GET", "POST"])
@permission_required(HOLD_MEETING)
def motion_page(request: HttpRequest, pk: int, kind: str) -> HttpResponse:
    if kind not in KINDS:
        raise Http404("No such kind of motion.")
    meeting = get_object_or_404(Meeting, pk=pk)
    what = KINDS[kind]
    raw = request.GET.get(what.param) or request.POST.get(what.param) or ""
    if not raw:
        context = {"meeting": meeting, "kind": kind, "what": what, "choices": what.choices(request)}
        return render(request, "meetings/choose.html", context, status=200 if request.method == "GET" else 400)
    chosen = what.find(request, raw)
    form = _form(what, chosen, request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                motion = motion_move(
                    meeting=meeting,
                    by=request.user,
                    kind=what.motion,
                    terms=form.terms(),  # type: ignore[attr-defined]
                    text=form.cleaned_data["reasons" if "reasons" in form.fields else "text"],
                    **{chosen.field: chosen.subject},
                )
            except (MeetingError, PermissionDenied) as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, f"Motion {motion.number} is moved; the members present vote on it.")
                return redirect("meetings:votes", meeting.pk, motion.number)
        status = 400
    context = {
        "meeting": meeting,
        "kind": kind,
        "what": what,
        "chosen": chosen,
        "raw": raw,
        "heading": what.heading.format(chosen.named),
        "form": form,
    }
    return render(request, "meetings/motion.html", context, status=status)
