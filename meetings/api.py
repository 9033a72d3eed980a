"""The meetings API: the minutes for everyone (a motion on an appeal on a private case shows its subject and
terms only to those who may read the case); holding a meeting, moving a motion and recording the votes for the
committee, with a token or a session, through the same services as the pages."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Prefetch
from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from appeals.models import Appeal
from cases.models import SavedCase
from decisions.markdown import validate_markdown
from decisions.models import Decision
from laws.models import Law
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, DetailSerializer

from .models import Meeting, Motion, Vote
from .services import MeetingError, meeting_hold, motion_move, motion_seen, votes_record

REFUSED = OpenApiResponse(DetailSerializer, description="Not signed in, or not in the committee.")


class VoteSerializer(serializers.ModelSerializer[Vote]):
    member = serializers.CharField(source="member.get_username")
    dissent = serializers.BooleanField(source="is_dissent")

    class Meta:
        model = Vote
        fields = ["member", "choice", "reasons", "dissent"]


class MotionSerializer(serializers.ModelSerializer[Motion]):
    """A motion; its subject, terms and reasons are left out (null) where it decides an appeal on a case the
    reader may not read."""

    moved_by = serializers.CharField(source="moved_by.get_username", default=None)
    votes = VoteSerializer(many=True)
    subject = serializers.SerializerMethodField()
    terms = serializers.SerializerMethodField()
    text = serializers.SerializerMethodField()

    class Meta:
        model = Motion
        fields = ["number", "kind", "subject", "terms", "text", "moved_by", "state", "put_at", "votes"]

    def _seen(self, motion: Motion) -> bool:
        request = self.context.get("request")
        return request is not None and motion_seen(request.user, motion)

    def get_subject(self, motion: Motion) -> str | None:
        """`appeal:<id>`, `case:<id>`, `decision:<slug>` or `law:<code>:<number>`."""
        if not self._seen(motion):
            return None
        if motion.appeal_id:
            return f"appeal:{motion.appeal_id}"
        if motion.case_id:
            return f"case:{motion.case_id}"
        if motion.decision is not None:
            return f"decision:{motion.decision.slug}"
        return f"law:{motion.law.code.slug}:{motion.law.number}" if motion.law is not None else None

    def get_terms(self, motion: Motion) -> dict[str, Any] | None:
        # In the order of their names: PostgreSQL's jsonb keeps no order of its own.
        return dict(sorted(motion.terms.items())) if self._seen(motion) else None

    def get_text(self, motion: Motion) -> str | None:
        return motion.text if self._seen(motion) else None


class MeetingSummarySerializer(serializers.ModelSerializer[Meeting]):
    present = serializers.SerializerMethodField()
    url = serializers.CharField(source="get_absolute_url")

    class Meta:
        model = Meeting
        fields = ["id", "held_on", "quorum", "present", "url"]

    def get_present(self, meeting: Meeting) -> list[str]:
        return sorted(m.get_username() for m in meeting.present.all())


class MeetingSerializer(MeetingSummarySerializer):
    motions = MotionSerializer(many=True)

    class Meta(MeetingSummarySerializer.Meta):
        fields = MeetingSummarySerializer.Meta.fields + ["motions"]


class HoldSerializer(serializers.Serializer[dict[str, Any]]):
    held_on = serializers.DateField(required=False, help_text="The day the committee met (default today).")
    present = serializers.ListField(
        child=serializers.CharField(max_length=150), min_length=1, max_length=100, help_text="Usernames."
    )


class MoveSerializer(serializers.Serializer[dict[str, Any]]):
    kind = serializers.ChoiceField(choices=Motion.KINDS)
    subject = serializers.CharField(
        max_length=80,
        help_text="What the motion is about: `appeal:<id>` (decide_appeal), `case:<id>` (adopt_case),"
        " `decision:<slug>` (withdraw_decision, amend_holding), `law:<code>:<number>` (adopt_statute).",
    )
    terms = serializers.DictField(
        required=False,
        default=dict,
        help_text="decide_appeal: outcome, elections, words, added_laws, statutes (as POST appeals/<id>/decision/);"
        " adopt_case: title; adopt_statute: provision, value, in_force_from (default the meeting's day);"
        " amend_holding: title (default the decision's own).",
    )
    text = serializers.CharField(
        max_length=20_000,
        validators=[validate_markdown],
        help_text="The motion's reasons (Markdown): the decision's reasons, the holding (adopted or amended),"
        " the reason for a withdrawal, or the statute's words.",
    )


class CastSerializer(serializers.Serializer[dict[str, Any]]):
    member = serializers.CharField(max_length=150)
    choice = serializers.ChoiceField(choices=Vote.CHOICES)
    reasons = serializers.CharField(
        max_length=20_000, required=False, default="", allow_blank=True, validators=[validate_markdown]
    )


class VotesSerializer(serializers.Serializer[dict[str, Any]]):
    votes = CastSerializer(many=True, help_text="One for each member present.")


def _valid(serializer_class: type[serializers.Serializer[dict[str, Any]]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def _meetings() -> Any:
    votes = Vote.objects.select_related("member", "motion").order_by("member__username")
    motions = Motion.objects.select_related(
        "appeal__case", "case", "decision", "law__code", "moved_by"
    ).prefetch_related(Prefetch("votes", queryset=votes))
    return Meeting.objects.prefetch_related("present", Prefetch("motions", queryset=motions)).order_by(
        "-held_on", "-pk"
    )


def _members(names: list[str]) -> list[Any]:
    found = {u.get_username(): u for u in get_user_model().objects.filter(username__in=names)}
    unknown = [n for n in names if n not in found]
    if unknown:
        raise ValidationError({"present": f"No account is named {', '.join(unknown)}."})
    return [found[n] for n in names]


class MeetingList(generics.ListAPIView[Meeting]):
    """The committee's meetings, newest first; POST `{"held_on": "2026-05-01", "present": ["ada", "bea"]}` holds
    one (the committee only). The quorum is the club's (`COMMITTEE_QUORUM`), kept with the meeting."""

    serializer_class = MeetingSummarySerializer
    permission_classes = [IsAuthenticatedOrReadOnly]

    def get_queryset(self) -> Any:
        return Meeting.objects.prefetch_related("present").order_by("-held_on", "-pk")

    @extend_schema(request=HoldSerializer, responses={201: MeetingSerializer, 400: BAD_REQUEST, 403: REFUSED})
    def post(self, request: Request) -> Response:
        data = _valid(HoldSerializer, request.data)
        try:
            meeting = meeting_hold(by=request.user, held_on=data.get("held_on"), present=_members(data["present"]))
        except MeetingError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        body = MeetingSerializer(_meetings().get(pk=meeting.pk), context={"request": request}).data
        return Response(body, status.HTTP_201_CREATED)


class MeetingDetail(generics.RetrieveAPIView[Meeting]):
    """The minutes: those present, each motion, its votes and any dissent with its reasons."""

    serializer_class = MeetingSerializer

    def get_object(self) -> Meeting:
        meeting = _meetings().filter(pk=self.kwargs["pk"]).first()
        if meeting is None:
            raise Http404(f"There is no meeting {self.kwargs['pk']}.")
        return meeting


def _subject(kind: str, subject: str, request: Request) -> dict[str, Any]:
    """The motion's subject from `appeal:<id>` and the like, or a 400 naming `subject`."""
    what, _, rest = subject.partition(":")
    wanted = {
        Motion.DECIDE_APPEAL: "appeal",
        Motion.ADOPT_CASE: "case",
        Motion.WITHDRAW_DECISION: "decision",
        Motion.ADOPT_STATUTE: "law",
        Motion.AMEND_HOLDING: "decision",
    }[kind]
    if what != wanted:
        raise ValidationError({"subject": f"A motion of kind {kind} names a {wanted}, as `{wanted}:…`."})
    found: Any = None
    if what == "appeal" and rest.isascii() and rest.isdigit():
        found = Appeal.objects.visible_to(request.user).filter(pk=int(rest)).first()
    elif what == "case" and rest.isascii() and rest.isdigit():
        found = SavedCase.objects.visible_to(request.user).filter(pk=int(rest)).first()
    elif what == "decision":
        found = Decision.objects.filter(slug=rest).first()
    elif what == "law":
        code, _, number = rest.partition(":")
        found = Law.objects.select_related("code").filter(code__slug=code, number=number).first()
    if found is None:
        raise ValidationError({"subject": f"There is no {subject!r} you can read."})
    return {what: found}


class MotionCreate(APIView):
    """POST a motion at the meeting (the committee; the mover is among those present). Its terms are checked
    now by the service that carries them out; nothing changes for readers until the votes carry it."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=MoveSerializer, responses={201: MotionSerializer, 400: BAD_REQUEST, 403: REFUSED, 404: NOT_FOUND}
    )
    def post(self, request: Request, pk: int) -> Response:
        meeting = Meeting.objects.filter(pk=pk).first()
        if meeting is None:
            raise Http404(f"There is no meeting {pk}.")
        data = _valid(MoveSerializer, request.data)
        subject = _subject(data["kind"], data["subject"], request)
        try:
            motion = motion_move(
                meeting=meeting, by=request.user, kind=data["kind"], terms=data["terms"], text=data["text"], **subject
            )
        except MeetingError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        motion = Motion.objects.select_related("appeal__case", "case", "decision", "law__code", "moved_by").get(
            pk=motion.pk
        )
        return Response(MotionSerializer(motion, context={"request": request}).data, status.HTTP_201_CREATED)


class MotionVotes(APIView):
    """POST the votes of every member present: `{"votes": [{"member": "ada", "choice": "for"}, {"member":
    "cy", "choice": "against", "reasons": "…"}]}`. The motion carries by a majority of the votes cast with a
    quorum present, and then takes effect; the answer is the motion with its state (`carried` or `lost`)."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=VotesSerializer, responses={200: MotionSerializer, 400: BAD_REQUEST, 403: REFUSED, 404: NOT_FOUND}
    )
    def post(self, request: Request, pk: int, number: int) -> Response:
        motion = Motion.objects.select_related("appeal__case").filter(meeting_id=pk, number=number).first()
        if motion is None or not motion_seen(request.user, motion):
            raise Http404(f"There is no motion {number} at meeting {pk}.")
        data = _valid(VotesSerializer, request.data)
        names = [v["member"] for v in data["votes"]]
        if len(set(names)) != len(names):
            raise ValidationError({"votes": "Each member votes once."})
        members = {u.get_username(): u.pk for u in get_user_model().objects.filter(username__in=names)}
        unknown = [n for n in names if n not in members]
        if unknown:
            raise ValidationError({"votes": f"No account is named {', '.join(unknown)}."})
        votes = {members[v["member"]]: (v["choice"], v["reasons"]) for v in data["votes"]}
        try:
            votes_record(motion=motion, by=request.user, votes=votes)
        except MeetingError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        motion = (
            Motion.objects.select_related("appeal__case", "case", "decision", "law__code", "moved_by")
            .prefetch_related("votes__member")
            .get(pk=motion.pk)
        )
        return Response(MotionSerializer(motion, context={"request": request}).data)
