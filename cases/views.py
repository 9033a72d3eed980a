"""The case pages: the builder, a ruling (tried or saved), download and upload, saving, adoption.

Anyone may try a case; saving needs a referee, adopting the committee (accounts.permissions).
Every page works without JavaScript: the builder's form carries the case as JSON.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.committee import MotionRefused, motion_needed
from accounts.permissions import (
    ADOPT_CASE,
    CHANGE_CASE,
    SAVE_CASE,
    can_adopt_case,
    can_change_case,
    can_save_case,
    can_view_case,
    login_or_forbidden,
    permission_required,
)
from committee.statutes import has_statutes, under_statutes
from decisions.case_display import ruling_context
from decisions.rulings import ruling_for_document, ruling_for_text
from decisions.stamps import stamp_shown
from engine import UnreadableCase, read_case_text
from laws.models import Code
from plumbing.api.throttles import AnonymousRulings, rationed
from plumbing.days import day_words
from worked.models import WorkedCase

from .adoption import AdoptionError, decision_adopt
from .again import ruling_difference
from .forms import UNDER_CASE, UNDER_PRINTED, UNDER_STATUTES, AdoptForm, CaseForm
from .models import SavedCase
from .slip import sharing_context

PRIVATE = "No such case."


def _builder(
    request: HttpRequest, form: CaseForm, errors: list[dict[str, Any]] | None = None, status: int = 200
) -> HttpResponse:
    return render(
        request,
        "cases/builder.html",
        {
            "form": form,
            "engine_errors": errors or [],
            "codes": Code.objects.in_order(),
            "can_save": can_save_case(request.user),
        },
        status=status,
    )


def _under(text: str, under: str) -> str:
    """The case as it is to be ruled: carrying the club's statutes as they stand now, none, or its own.

    A saved case keeps the amendments it was ruled under, so a later change of the statutes never alters it."""
    if under not in (UNDER_STATUTES, UNDER_PRINTED):
        return text
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):  # nested too deeply to read: the engine says so
        return text  # the engine names what is wrong with it
    if not isinstance(document, dict):
        return text
    # The statutes in force the day the hand was played (default: today, and the case then says so), or none.
    return _pretty(under_statutes(document, statutes=under == UNDER_STATUTES))


def _initial(text: str) -> dict[str, str]:
    return {"case": text, "under": UNDER_STATUTES if has_statutes() else UNDER_CASE}


def _visible_case(request: HttpRequest, pk: int) -> tuple[SavedCase, HttpResponse | None]:
    saved = get_object_or_404(SavedCase.objects.select_related("owner", "decision"), pk=pk)
    if not can_view_case(request.user, saved):
        raise Http404(PRIVATE)  # as if it did not exist: a 403 would tell that it exists
    return saved, None


def _plain_number(text: str) -> bool:
    # str.isdigit() alone takes "²", which int() refuses.
    return text.isascii() and text.isdigit()


def _pretty(document: Any) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False)


@require_http_methods(["GET", "POST"])
def case_new(request: HttpRequest) -> HttpResponse:
    """The builder: empty, a copy of a saved case (?from=N), a worked case (?worked=slug), or a case posted back."""
    text = ""
    if request.method == "POST":
        text = request.POST.get("case", "")
    elif _plain_number(request.GET.get("from", "")):
        saved, refused = _visible_case(request, int(request.GET["from"]))
        if refused:
            return refused
        text = _pretty(saved.case)
    elif request.GET.get("worked"):
        worked = get_object_or_404(WorkedCase, slug=request.GET["worked"])
        text = worked.case_text
    return _builder(request, CaseForm(initial=_initial(text)))


@require_POST
@rationed(AnonymousRulings)
def case_rule(request: HttpRequest) -> HttpResponse:
    """Try a case without saving it: the ruling page, or the builder again with what is wrong."""
    form = CaseForm(request.POST, request.FILES)
    if not form.is_valid():
        return _builder(request, form, status=400)
    text = _under(form.cleaned_data["text"], form.cleaned_data.get("under") or UNDER_CASE)
    ruling = ruling_for_text(text)
    if not ruling.get("valid"):
        return _builder(request, CaseForm(initial={"case": text}), ruling.get("errors") or [], status=400)
    context = ruling_context(json.loads(text), ruling)
    context.update({"saved": None, "text": text, "can_save": can_save_case(request.user), "stamp": stamp_shown(ruling)})
    return render(request, "cases/ruling.html", context)


@require_POST
@permission_required(SAVE_CASE)
def case_save(request: HttpRequest) -> HttpResponse:
    form = CaseForm(request.POST, request.FILES)
    if not form.is_valid():
        return _builder(request, form, status=400)
    text = _under(form.cleaned_data["text"], form.cleaned_data.get("under") or UNDER_CASE)
    ruling = ruling_for_text(text)
    if not ruling.get("valid"):
        messages.error(
            request, "The case was not saved: the engine cannot replay it. Correct what is listed and save again."
        )
        return _builder(request, CaseForm(initial={"case": text}), ruling.get("errors") or [], status=400)
    document = json.loads(text)
    title = str(document.get("title") or "").strip() or f"Case of {day_words(timezone.localdate())}"
    saved = SavedCase.objects.create(
        owner=request.user,
        title=title[:300],
        code=str(document.get("code"))[:40],
        case=document,
        ruling=ruling,
        public=form.cleaned_data["public"],
    )
    messages.success(request, f"Saved as case {saved.pk}.")
    return redirect(saved)


@require_GET
def case_detail(request: HttpRequest, pk: int) -> HttpResponse:
    saved, refused = _visible_case(request, pk)
    if refused:
        return refused
    context = ruling_context(saved.case, saved.ruling)
    context.update(
        {
            "saved": saved,
            "stamp": stamp_shown(saved.ruling, stored=True),
            "again_url": reverse("cases:again", args=[saved.pk]),
            "text": _pretty(saved.case),
            "can_save": False,
            "can_change": can_change_case(request.user, saved),
            "can_adopt": can_adopt_case(request.user) and not saved.decision_id,
            **sharing_context(request, saved),
        }
    )
    return render(request, "cases/ruling.html", context)


@require_GET
@rationed(AnonymousRulings)
def case_again(request: HttpRequest, pk: int) -> HttpResponse:
    """A saved case ruled again under today's engine, beside what differs from the ruling saved. The saved ruling
    is never changed here: a referee who wants today's saves a copy from the builder."""
    saved, refused = _visible_case(request, pk)
    if refused:
        return refused
    today = ruling_for_document(saved.case)
    context = ruling_context(saved.case, today)
    context.update(
        {
            "saved": saved,
            "stamp": stamp_shown(today),
            "earlier": stamp_shown(saved.ruling, stored=True),
            "difference": ruling_difference(saved.ruling, today),
        }
    )
    return render(request, "cases/again.html", context)


@require_GET
def case_json(request: HttpRequest, pk: int) -> HttpResponse:
    saved, refused = _visible_case(request, pk)
    if refused:
        return refused
    response = JsonResponse(saved.case, json_dumps_params={"indent": 1, "ensure_ascii": False})
    response["Content-Disposition"] = f'attachment; filename="case-{saved.pk}.json"'
    return response


@require_POST
def case_download(request: HttpRequest) -> HttpResponse:
    """A case tried but not saved, handed back as a file (no JavaScript needed)."""
    form = CaseForm(request.POST, request.FILES)
    if not form.is_valid():
        return _builder(request, form, status=400)
    try:
        document = read_case_text(form.cleaned_data["text"])
    except UnreadableCase as exc:
        form.add_error("case", str(exc))
        return _builder(request, form, status=400)
    response = JsonResponse(document, safe=False, json_dumps_params={"indent": 1, "ensure_ascii": False})
    response["Content-Disposition"] = 'attachment; filename="case.json"'
    return response


@require_POST
@permission_required(CHANGE_CASE)
def case_publish(request: HttpRequest, pk: int) -> HttpResponse:
    saved, refused = _visible_case(request, pk)
    if refused:
        return refused
    if not can_change_case(request.user, saved):
        return login_or_forbidden(request, "Only the referee who saved this case can change it.")
    saved.public = request.POST.get("public") == "1"
    saved.save(update_fields=["public", "updated"])
    messages.success(request, "The case is now public." if saved.public else "The case is now private.")
    return redirect(saved)


@require_http_methods(["GET", "POST"])
@permission_required(ADOPT_CASE)
def case_adopt(request: HttpRequest, pk: int) -> HttpResponse:
    saved, refused = _visible_case(request, pk)
    if refused:
        return refused
    if saved.decision_id and request.method == "GET":
        return redirect(saved.decision)
    form = AdoptForm(request.POST or None, initial={"title": saved.title})
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                decision = decision_adopt(
                    case=saved,
                    by=request.user,
                    holding_markdown=form.cleaned_data["holding"],
                    title=form.cleaned_data["title"],
                )
            except (AdoptionError, MotionRefused) as exc:
                form.add_error(None, str(exc))
            else:
                return redirect(decision)
        saved.refresh_from_db()
        # Another member adopted it first: say so, and keep this member's holding in the form.
        status = 409 if saved.decision_id else 400
    context = ruling_context(saved.case, saved.ruling)
    context.update({"saved": saved, "form": form, "motion_needed": motion_needed("adopt the case")})
    return render(request, "cases/adopt.html", context, status=status)


@require_GET
def case_list(request: HttpRequest) -> HttpResponse:
    cases = SavedCase.objects.visible_to(request.user).select_related("owner", "decision")
    page = Paginator(cases, 50).get_page(request.GET.get("page"))
    return render(request, "cases/list.html", {"page": page, "can_save": can_save_case(request.user)})
