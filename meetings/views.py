"""The meeting pages: the list, holding a meeting, its minutes, a motion moved on an appeal, the votes.

The minutes are read by everyone, as the decisions they make are; a motion on an appeal on a private case shows
its subject only to those who may read that case. Writes go through meetings.services, which checks the role
again.
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Count, Prefetch
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from accounts.permissions import HOLD_MEETING, can_hold_meeting, can_view_case, permission_required
from appeals.models import Appeal

from .forms import AppealMotionForm, MeetingForm, VotesForm
from .models import Meeting, Motion, Vote
from .services import MeetingError, meeting_hold, motion_move, motion_seen, votes_record


@require_GET
def meeting_list(request: HttpRequest) -> HttpResponse:
    meetings = Meeting.objects.annotate(
        members=Count("present", distinct=True), motion_count=Count("motions", distinct=True)
    ).order_by("-held_on", "-pk")
    page = Paginator(meetings, 50).get_page(request.GET.get("page"))
    return render(request, "meetings/list.html", {"page": page, "can_hold": can_hold_meeting(request.user)})


@require_http_methods(["GET", "POST"])
@permission_required(HOLD_MEETING)
def meeting_new(request: HttpRequest) -> HttpResponse:
    form = MeetingForm(request.POST or None)
    if request.method == "POST":
        if form.is_valid():
            try:
                meeting = meeting_hold(
                    by=request.user, held_on=form.cleaned_data["held_on"], present=form.cleaned_data["present"]
                )
            except (MeetingError, PermissionDenied) as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, f"The {meeting} is opened; its minutes follow.")
                return redirect(meeting)
        return render(request, "meetings/new.html", {"form": form}, status=400)
    return render(request, "meetings/new.html", {"form": form})


def _meeting(pk: int) -> Meeting:
    votes = Vote.objects.select_related("member").order_by("member__username")
    motions = Motion.objects.select_related(
        "appeal__case", "case", "decision", "law__code", "moved_by"
    ).prefetch_related(Prefetch("votes", queryset=votes))
    return get_object_or_404(
        Meeting.objects.select_related("convened_by").prefetch_related(
            "present", Prefetch("motions", queryset=motions)
        ),
        pk=pk,
    )


@require_GET
def minutes(request: HttpRequest, pk: int) -> HttpResponse:
    meeting = _meeting(pk)
    present = sorted(meeting.present.all(), key=lambda m: m.get_username())
    motions = []
    for motion in meeting.motions.all():
        # A motion on a private case (or an appeal on one) names its subject only to those who may read the case.
        seen = motion_seen(request.user, motion)
        motions.append({"motion": motion, "seen": seen, "tally": motion.tally()})
    can_hold = can_hold_meeting(request.user)
    context = {
        "meeting": meeting,
        "present": present,
        "motions": motions,
        "quorate": len(present) >= meeting.quorum,
        "can_hold": can_hold,
        "open_appeals": _open_appeals(request) if can_hold else [],
    }
    return render(request, "meetings/minutes.html", context)


def _open_appeals(request: HttpRequest) -> list[Appeal]:
    """The open appeals the member may read, for the choice of the appeal a motion decides."""
    return list(Appeal.objects.visible_to(request.user).filter(outcome=Appeal.OPEN).select_related("case")[:200])


@require_http_methods(["GET", "POST"])
@permission_required(HOLD_MEETING)
def motion_on_appeal(request: HttpRequest, pk: int) -> HttpResponse:
    meeting = get_object_or_404(Meeting, pk=pk)
    chosen = request.GET.get("appeal") or request.POST.get("appeal") or ""
    if not (chosen.isascii() and chosen.isdigit()):
        context = {"meeting": meeting, "open_appeals": _open_appeals(request)}
        return render(request, "meetings/choose_appeal.html", context, status=200 if request.method == "GET" else 400)
    appeal = get_object_or_404(Appeal.objects.select_related("case__ruling_given"), pk=int(chosen))
    if not can_view_case(request.user, appeal.case):
        raise Http404("No such page.")
    form = AppealMotionForm(request.POST or None, ruling=appeal.case.ruling, elected=appeal.case.ruling_given.elections)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                motion = motion_move(
                    meeting=meeting,
                    by=request.user,
                    kind=Motion.DECIDE_APPEAL,
                    appeal=appeal,
                    terms=form.terms(),
                    text=form.cleaned_data["reasons"],
                )
            except (MeetingError, PermissionDenied) as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, f"Motion {motion.number} is moved; the members present vote on it.")
                return redirect("meetings:votes", meeting.pk, motion.number)
        status = 400
    context = {"meeting": meeting, "appeal": appeal, "form": form}
    return render(request, "meetings/motion_on_appeal.html", context, status=status)


@require_http_methods(["GET", "POST"])
@permission_required(HOLD_MEETING)
def votes(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    motion = get_object_or_404(
        Motion.objects.select_related("meeting", "appeal__case", "case", "law__code"), meeting_id=pk, number=number
    )
    if not motion_seen(request.user, motion):
        raise Http404("No such page.")
    if motion.state != Motion.OPEN:
        messages.info(request, f"Motion {motion.number} was put to the vote already: it is {motion.state}.")
        return redirect(motion)
    members = sorted(motion.meeting.present.all(), key=lambda m: m.get_username())
    form = VotesForm(request.POST or None, members=members)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                motion = votes_record(motion=motion, by=request.user, votes=form.votes())
            except (MeetingError, PermissionDenied) as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, f"Motion {motion.number} is {motion.get_state_display().lower()}.")
                return redirect(motion)
        status = 400
    return render(request, "meetings/votes.html", {"motion": motion, "form": form}, status=status)
