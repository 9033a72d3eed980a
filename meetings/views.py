"""The meeting pages: the list, holding a meeting, its minutes, a motion moved on an appeal, the votes.

The minutes are read by everyone, as the decisions they make are; a motion on an appeal on a private case shows
its subject only to those who may read that case. Writes go through meetings.services, which checks the role
again.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Count, Prefetch
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods

from accounts.permissions import HOLD_MEETING, can_hold_meeting, can_view_case, permission_required
from appeals.models import Appeal

from .forms import AppealMotionForm, MeetingForm, VoteForm, VotesForm
from .links import BadVoteLink, read_vote_token
from .models import Meeting, Motion, Vote, secretary_records, voting_time
from .services import (
    MeetingError,
    meeting_hold,
    motion_move,
    motion_put,
    motion_seen,
    parties,
    vote_cast,
    voters,
    votes_record,
)
from .terms import terms_in_words


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
                    by=request.user,
                    held_on=form.cleaned_data["held_on"],
                    present=form.cleaned_data["present"],
                    secretary=form.cleaned_data["secretary"],
                )
            except (MeetingError, PermissionDenied) as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(request, f"The {meeting.named} is opened; its minutes follow.")
                return redirect(meeting)
        return render(request, "meetings/new.html", {"form": form}, status=400)
    return render(request, "meetings/new.html", {"form": form})


def _meeting(pk: int) -> Meeting:
    votes = Vote.objects.select_related("member", "recorded_by").order_by("member__username")
    motions = Motion.objects.select_related(
        "appeal__case", "case", "decision", "law__code", "moved_by"
    ).prefetch_related(Prefetch("votes", queryset=votes))
    return get_object_or_404(
        Meeting.objects.select_related("convened_by", "secretary").prefetch_related(
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
        terms = terms_in_words(motion) if seen else []
        motions.append({"motion": motion, "seen": seen, "tally": motion.tally(), "terms": terms})
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


def _motion(**where: Any) -> Motion:
    return get_object_or_404(
        Motion.objects.select_related(
            "meeting__secretary", "appeal__case", "case", "decision", "law__code", "moved_by"
        ),
        **where,
    )


def _votes_context(request: HttpRequest, motion: Motion, **forms: Any) -> dict[str, Any]:
    """What the votes page shows: the motion and its terms, who votes and who has, the forms the member may use."""
    cast = {v.member_id: v for v in motion.votes.select_related("member", "recorded_by")}
    present, party = list(motion.meeting.present.all()), parties(motion)
    voting = sorted((m for m in present if m.pk not in party), key=lambda m: m.get_username())
    user = request.user
    is_voter = any(m.pk == user.pk for m in voting)
    recording = secretary_records() and motion.meeting.secretary_id == user.pk
    due = motion.moved_at + voting_time()
    return {
        "motion": motion,
        "terms": terms_in_words(motion),
        "rows": [(m, cast.get(m.pk)) for m in voting],
        "parties": sorted(m.get_username() for m in present if m.pk in party),
        "own": forms.get("own") or (VoteForm(initial=_initial(cast.get(user.pk))) if is_voter else None),
        "record": forms.get("record") or (VotesForm(members=voting) if recording else None),
        "may_put": motion.moved_by_id == user.pk and timezone.now() >= due,
        "due": due,
        "not_yet": timezone.localdate() < motion.meeting.held_on,
    }


def _initial(vote: Vote | None) -> dict[str, str]:
    return {"choice": vote.choice, "reasons": vote.reasons} if vote else {}


def _vote_posted(request: HttpRequest, motion: Motion) -> tuple[Motion | None, dict[str, Any]]:
    """The POST of the votes page: the member's own vote, the secretary's record, or the mover putting it."""
    action = request.POST.get("action", "cast")
    if action == "put":
        return motion_put(motion=motion, by=request.user), {}
    if action == "record":
        record = VotesForm(request.POST, members=voters(motion))
        if not record.is_valid():
            return None, {"record": record}
        return votes_record(motion=motion, by=request.user, votes=record.votes()), {}
    own = VoteForm(request.POST)
    if not own.is_valid():
        return None, {"own": own}
    data = own.cleaned_data
    return vote_cast(motion=motion, by=request.user, choice=data["choice"], reasons=data["reasons"] or ""), {}


def _voted(request: HttpRequest, motion: Motion) -> HttpResponse:
    """After a vote: the minutes where the motion was put by it, else the votes page, saying which."""
    if motion.state != Motion.OPEN:
        messages.success(request, f"Motion {motion.number} is {motion.get_state_display().lower()}.")
        return redirect(motion)
    messages.success(request, "Your vote is recorded; you may change it until the motion is put.")
    return redirect("meetings:votes", motion.meeting_id, motion.number)


@require_http_methods(["GET", "POST"])
@permission_required(HOLD_MEETING)
def votes(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    motion = _motion(meeting_id=pk, number=number)
    if not motion_seen(request.user, motion):
        raise Http404("No such page.")
    if motion.state != Motion.OPEN:
        messages.info(request, f"Motion {motion.number} was put to the vote already: it is {motion.state}.")
        return redirect(motion)
    if request.method == "GET":
        return render(request, "meetings/votes.html", _votes_context(request, motion))
    error, forms = "", {}
    try:
        done, forms = _vote_posted(request, motion)
    except (MeetingError, PermissionDenied) as exc:
        done, error = None, str(exc)
    if done is not None:
        return _voted(request, done)
    context = {**_votes_context(request, motion, **forms), "error": error}
    return render(request, "meetings/votes.html", context, status=400)


@require_http_methods(["GET", "POST"])
def vote_by_link(request: HttpRequest, token: str) -> HttpResponse:
    """The link in a member's notice of a motion: the page that asks him to confirm his vote. A GET casts nothing;
    the link opens only his own vote, signed in as himself."""
    try:
        member_id, motion_id = read_vote_token(token)
    except BadVoteLink as exc:
        return render(request, "meetings/vote_link.html", {"error": str(exc)}, status=400)
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if request.user.pk != member_id:
        raise PermissionDenied("This link is for another member's vote: each member casts only his own.")
    motion = _motion(pk=motion_id)
    if not motion_seen(request.user, motion) or not can_hold_meeting(request.user):
        raise Http404("No such page.")
    if motion.state != Motion.OPEN:
        messages.info(request, f"Motion {motion.number} was put to the vote already: it is {motion.state}.")
        return redirect(motion)
    form = VoteForm(request.POST or None)
    error = ""
    if request.method == "POST" and form.is_valid():
        try:
            data = form.cleaned_data
            done = vote_cast(motion=motion, by=request.user, choice=data["choice"], reasons=data["reasons"] or "")
        except (MeetingError, PermissionDenied) as exc:
            error = str(exc)
        else:
            return _voted(request, done)
    context = {**_votes_context(request, motion, own=form), "error": error, "token": token}
    return render(request, "meetings/vote_link.html", context, status=400 if request.method == "POST" else 200)
