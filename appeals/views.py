"""The appeal pages: the ruling given on a case, lodging, the list, the casebook record, the decision.

Reading follows the case: an appeal on a private case is read by its referee and the committee
only. Writes go through appeals.services, which checks the role again.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET, require_http_methods

from accounts.committee import MOTION_DECIDE_APPEAL, MotionRefused, carried_motion, motion_needed
from accounts.permissions import (
    CHANGE_CASE,
    DECIDE_APPEAL,
    LODGE_APPEAL,
    can_change_case,
    can_decide_appeal,
    can_lodge_appeal,
    can_view_case,
    login_or_forbidden,
    permission_required,
)
from cases.models import RulingGiven, SavedCase
from decisions.case_display import ruling_context
from laws.models import Code

from .filters import AppealFilter
from .forms import DecideForm, LodgeForm, RulingGivenForm
from .models import Appeal
from .services import AppealError, appeal_decide, appeal_lodge, ruling_given_record

# A private case, and an appeal on one, answer 404 to all but its referee and the committee, like one that
# does not exist: a 403 would tell that it exists.
NOT_FOUND = "No such page."


def _case(request: HttpRequest, pk: int) -> tuple[SavedCase, HttpResponse | None]:
    case = get_object_or_404(SavedCase.objects.select_related("owner"), pk=pk)
    if not can_view_case(request.user, case):
        raise Http404(NOT_FOUND)  # as if it did not exist: a private case's existence is not told
    return case, None


@require_http_methods(["GET", "POST"])
@permission_required(CHANGE_CASE)
def ruling_given(request: HttpRequest, pk: int) -> HttpResponse:
    case, refused = _case(request, pk)
    if refused:
        return refused
    if not can_change_case(request.user, case):
        return login_or_forbidden(request, "Only the referee who saved this case records the ruling he gave.")
    given = RulingGiven.objects.filter(case=case).first()
    form = RulingGivenForm(
        request.POST or None,
        ruling=case.ruling,
        elected=given.elections if given else None,
        initial={"departed": given.departed, "words": given.words} if given else None,
    )
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                ruling_given_record(
                    case=case,
                    by=request.user,
                    elections=form.elections(),
                    departed=form.cleaned_data["departed"],
                    words=form.cleaned_data["words"],
                )
            except AppealError as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, "The ruling given at the table is recorded.")
                return redirect(case)
        status = 400
    context = ruling_context(case.case, case.ruling)
    context.update({"saved": case, "form": form})
    return render(request, "appeals/ruling_given.html", context, status=status)


@require_http_methods(["GET", "POST"])
@permission_required(LODGE_APPEAL)
def lodge(request: HttpRequest, pk: int) -> HttpResponse:
    case, refused = _case(request, pk)
    if refused:
        return refused
    if not can_lodge_appeal(request.user, case):
        return login_or_forbidden(
            request, "An appeal is lodged by the referee who gave the ruling or by the committee."
        )
    form = LodgeForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                appeal = appeal_lodge(
                    case=case, by=request.user, side=form.cleaned_data["side"], grounds=form.cleaned_data["grounds"]
                )
            except AppealError as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, f"Appeal {appeal.pk} is lodged with the committee.")
                return redirect(appeal)
        status = 400
    given = RulingGiven.objects.filter(case=case).first()
    return render(request, "appeals/lodge.html", {"saved": case, "given": given, "form": form}, status=status)


@require_GET
def appeal_list(request: HttpRequest) -> HttpResponse:
    visible = Appeal.objects.visible_to(request.user).select_related("case", "decision")
    filters = AppealFilter(request.GET, queryset=visible)
    valid = filters.is_valid()
    appeals = filters.qs if valid else Appeal.objects.none()
    page = Paginator(appeals, 50).get_page(request.GET.get("page"))
    return render(request, "appeals/list.html", {"filter": filters, "page": page}, status=200 if valid else 400)


def _visible_appeal(request: HttpRequest, pk: int) -> tuple[Appeal, HttpResponse | None]:
    appeal = (
        Appeal.objects.select_related("case__owner", "case__ruling_given", "decision", "lodged_by", "decided_by")
        .filter(pk=pk)
        .first()
    )
    if appeal is None or not can_view_case(request.user, appeal.case):
        if not request.user.is_authenticated:
            # A member signed out, following a mail's link to a private appeal, signs in and comes back; whether
            # there is such an appeal is told to nobody signed out (the same answer where there is none).
            return Appeal(pk=pk), redirect_to_login(request.get_full_path())
        raise Http404(NOT_FOUND)
    return appeal, None


@require_GET
def appeal_detail(request: HttpRequest, pk: int) -> HttpResponse:
    """The casebook record: facts, ruling given, engine's proposal, appeal, decision and reasons."""
    appeal, refused = _visible_appeal(request, pk)
    if refused:
        return refused
    return render(request, "appeals/detail.html", _record_context(request, appeal))


def _record_context(request: HttpRequest, appeal: Appeal) -> dict[str, object]:
    case = appeal.case
    given = case.ruling_given
    context = ruling_context(case.case, case.ruling)
    context.update(
        {
            "proposal": dict(context),
            "code_title": Code.objects.filter(slug=case.code).values_list("title", flat=True).first(),
            "appeal": appeal,
            "saved": case,
            "given": given,
            "given_context": ruling_context(case.case, given.ruling),
            # Rendered and sanitised when saved (rendered.py): a read never runs the renderer.
            "given_words_html": mark_safe(given.words_html),  # noqa: S308
            "grounds_html": mark_safe(appeal.grounds_html),  # noqa: S308
            "reasons_html": mark_safe(appeal.reasons_html),  # noqa: S308
            "words_html": mark_safe(appeal.words_html),  # noqa: S308
            "varied_context": ruling_context(case.case, appeal.ruling) if appeal.ruling else None,
            "can_decide": appeal.is_open and can_decide_appeal(request.user),
        }
    )
    return context


@require_http_methods(["GET", "POST"])
@permission_required(DECIDE_APPEAL)
def decide(request: HttpRequest, pk: int) -> HttpResponse:
    appeal, refused = _visible_appeal(request, pk)
    if refused:
        return refused
    if not appeal.is_open:
        messages.info(request, f"Appeal {appeal.pk} is decided; its decision is final.")
        return redirect(appeal)
    form = DecideForm(request.POST or None, ruling=appeal.case.ruling, elected=appeal.case.ruling_given.elections)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                appeal_decide(
                    appeal=appeal,
                    by=request.user,
                    outcome=form.cleaned_data["outcome"],
                    reasons=form.cleaned_data["reasons"],
                    elections=form.elections(),
                    words=form.cleaned_data["words"],
                    added_laws=form.law_numbers(),
                    statutes=form.cleaned_data["statutes"] or Appeal.AS_RULED,
                )
            except (AppealError, PermissionDenied, MotionRefused) as exc:
                form.add_error(None, str(exc))
            else:
                motion = carried_motion(appeal, kind=MOTION_DECIDE_APPEAL)
                messages.success(
                    request,
                    f"Appeal {appeal.pk} is decided, by motion {motion.number} of the {motion.meeting.named},"
                    " carried at once.",
                )
                return redirect(appeal)
        status = 400
    context = _record_context(request, appeal)
    context.update({"form": form, "motion_needed": motion_needed("decide the appeal")})
    return render(request, "appeals/decide.html", context, status=status)
