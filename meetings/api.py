"""The meetings API: the minutes for everyone (a motion on an appeal on a private case shows its subject and
terms only to those who may read the case); holding a meeting, moving a motion and recording the votes for the
committee, with a token or a session, through the same services as the pages."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Prefetch
from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import generics, serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.request import Request
from rest_framework.response import Response

from appeals.models import Appeal
from cases.models import SavedCase
from decisions.markdown import validate_markdown
from decisions.models import Decision
from laws.models import Law
from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, DetailSerializer

from .models import Meeting, Motion, Vote
from .services import (
    ANY_KIND_TERMS,
    TERMS,
    MeetingError,
    meeting_hold,
    motion_move,
    motion_put,
    motion_seen,
    vote_cast,
)
from .terms import terms_in_words

REFUSED = OpenApiResponse(DetailSerializer, description="Not signed in, or not in the committee.")


class VoteSerializer(serializers.ModelSerializer[Vote]):
    member = serializers.CharField(source="member.get_username")
    dissent = serializers.BooleanField(source="is_dissent")
    recorded_by = serializers.CharField(
        source="recorded_by.get_username",
        default=None,
        help_text="The meeting's secretary where he recorded this vote (COMMITTEE_SECRETARY_RECORDS);"
        " null where the member cast it himself.",
    )

    class Meta:
        model = Vote
        fields = ["member", "choice", "reasons", "dissent", "recorded_by", "cast_at"]


class TermSerializer(serializers.Serializer[tuple[str, str]]):
    what = serializers.CharField(source="0")
    words = serializers.CharField(source="1")


class MotionSerializer(serializers.ModelSerializer[Motion]):
    """A motion; its subject, terms and reasons are left out (null) where it decides an appeal on a case the
    reader may not read."""

    moved_by = serializers.CharField(source="moved_by.get_username", default=None)
    votes = VoteSerializer(many=True)
    subject = serializers.SerializerMethodField()
    terms = serializers.SerializerMethodField()
    terms_in_words = serializers.SerializerMethodField()
    text = serializers.SerializerMethodField()

    class Meta:
        model = Motion
        fields = [
            "number",
            "kind",
            "subject",
            "terms",
            "terms_in_words",
            "text",
            "moved_by",
            "moved_at",
            "state",
            "put_at",
            "votes",
        ]

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

    @extend_schema_field(TermSerializer(many=True, allow_null=True))
    def get_terms_in_words(self, motion: Motion) -> list[dict[str, str]] | None:
        """The terms as the votes page and the minutes print them: the amendment, its value and its day; the
        outcome of an appeal and the elections of a variation."""
        if not self._seen(motion):
            return None
        return [{"what": what, "words": words} for what, words in terms_in_words(motion)]

    def get_text(self, motion: Motion) -> str | None:
        return motion.text if self._seen(motion) else None


class MeetingSummarySerializer(serializers.ModelSerializer[Meeting]):
    present = serializers.SerializerMethodField()
    secretary = serializers.CharField(source="secretary.get_username", default=None)
    named = serializers.CharField(help_text="The meeting by its day and its number among the meetings of that day.")
    url = serializers.CharField(source="get_absolute_url")

    class Meta:
        model = Meeting
        fields = ["id", "held_on", "number", "named", "quorum", "present", "secretary", "url"]

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
    secretary = serializers.CharField(
        max_length=150, required=False, help_text="The member present who keeps the minutes (a username)."
    )


def _terms_help() -> str:
    """The terms each kind of motion takes, as the service reads them (`TERMS`), with what they default to."""
    own = "; ".join(
        f"{kind}: {', '.join(sorted(TERMS[kind] - ANY_KIND_TERMS))}"
        for kind, _ in Motion.KINDS
        if TERMS[kind] - ANY_KIND_TERMS
    )
    return (
        f"{own}; any kind: {', '.join(sorted(ANY_KIND_TERMS))}. Any other term is refused. decide_appeal's terms are"
        " those of POST appeals/<id>/decision/; in_force_from defaults to the day the motion carries, amend_holding's"
        " title to the decision's own; replaces is `<meeting id>/<number>`, the motion on the same subject it replaces."
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
        help_text=_terms_help(),
    )
    text = serializers.CharField(
        max_length=20_000,
        validators=[validate_markdown],
        help_text="The motion's reasons (Markdown): the decision's reasons, the holding (adopted or amended),"
        " the reason for a withdrawal, or the statute's words.",
    )


class CastSerializer(serializers.Serializer[dict[str, Any]]):
    choice = serializers.ChoiceField(choices=Vote.CHOICES)
    reasons = serializers.CharField(
        max_length=20_000, required=False, default="", allow_blank=True, validators=[validate_markdown]
    )
    member = serializers.CharField(
        max_length=150,
        required=False,
        help_text="Whose vote: the member's own unless given. Another member's only for the meeting's secretary"
        " where the club lets him record the votes (COMMITTEE_SECRETARY_RECORDS); the vote is then marked as"
        " recorded by him, and its member is told.",
    )


def _valid(serializer_class: type[serializers.Serializer[dict[str, Any]]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def _meetings() -> Any:
    votes = Vote.objects.select_related("member", "motion", "recorded_by").order_by("member__username")
    motions = Motion.objects.select_related(
        "appeal__case", "case", "decision", "law__code", "moved_by"
    ).prefetch_related(Prefetch("votes", queryset=votes))
    return (
        Meeting.objects.select_related("secretary")
        .prefetch_related("present", Prefetch("motions", queryset=motions))
        .order_by("-held_on", "-number", "-pk")
    )


def _members(names: list[str]) -> list[Any]:
    found = {u.get_username(): u for u in get_user_model().objects.filter(username__in=names)}
    unknown = [n for n in names if n not in found]
    if unknown:
        raise ValidationError({"present": f"No account is named {', '.join(unknown)}."})
    return [found[n] for n in names]


class MeetingList(AnsweredInItsTransaction, generics.ListAPIView[Meeting]):
    """The committee's meetings, newest first; POST `{"held_on": "2026-05-01", "present": ["ada", "bea"]}` holds
    one (the committee only). The quorum is the club's (`COMMITTEE_QUORUM`), kept with the meeting."""

    serializer_class = MeetingSummarySerializer
    permission_classes = [IsAuthenticatedOrReadOnly]

    def get_queryset(self) -> Any:
        return (
            Meeting.objects.select_related("secretary")
            .prefetch_related("present")
            .order_by("-held_on", "-number", "-pk")
        )

    @extend_schema(request=HoldSerializer, responses={201: MeetingSerializer, 400: BAD_REQUEST, 403: REFUSED})
    def post(self, request: Request) -> Response:
        data = _valid(HoldSerializer, request.data)
        secretary = _members([data["secretary"]])[0] if data.get("secretary") else None
        try:
            meeting = meeting_hold(
                by=request.user, held_on=data.get("held_on"), present=_members(data["present"]), secretary=secretary
            )
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


class MotionCreate(AnsweredInItsTransaction):
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


def _motion_answer(motion: Motion, request: Request) -> dict[str, Any]:
    motion = (
        Motion.objects.select_related("appeal__case", "case", "decision", "law__code", "moved_by", "meeting")
        .prefetch_related("votes__member", "votes__recorded_by")
        .get(pk=motion.pk)
    )
    return dict(MotionSerializer(motion, context={"request": request}).data)


def _open_motion(request: Request, pk: int, number: int) -> Motion:
    motion = Motion.objects.select_related("appeal__case", "meeting").filter(meeting_id=pk, number=number).first()
    if motion is None or not motion_seen(request.user, motion):
        raise Http404(f"There is no motion {number} at meeting {pk}.")
    return motion


class MotionVotes(AnsweredInItsTransaction):
    """POST one vote, the member's own: `{"choice": "against", "reasons": "…"}`. He may change it until the
    motion is put: when every member present (but a party to the appeal) has voted it is put, and carries by a
    majority of the votes cast with a quorum voting, and then takes effect. The answer is the motion with its
    state (`open`, `carried` or `lost`). A member never casts another's vote: only the meeting's secretary,
    where the club lets him (COMMITTEE_SECRETARY_RECORDS), records one (`member`), marked as recorded by him."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=CastSerializer, responses={200: MotionSerializer, 400: BAD_REQUEST, 403: REFUSED, 404: NOT_FOUND}
    )
    def post(self, request: Request, pk: int, number: int) -> Response:
        motion = _open_motion(request, pk, number)
        data = _valid(CastSerializer, request.data)
        member = request.user
        if data.get("member") and data["member"] != request.user.get_username():
            member = get_user_model().objects.filter(username=data["member"]).first()
            if member is None:
                raise ValidationError({"member": f"No account is named {data['member']}."})
        try:
            vote_cast(motion=motion, by=request.user, member=member, choice=data["choice"], reasons=data["reasons"])
        except MeetingError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        return Response(_motion_answer(motion, request))


class MotionPut(AnsweredInItsTransaction):
    """POST (no body): the mover puts the motion with the votes cast, once the time the club allows for voting
    (`COMMITTEE_VOTING_HOURS`) has passed since it was moved."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: MotionSerializer, 400: BAD_REQUEST, 403: REFUSED, 404: NOT_FOUND})
    def post(self, request: Request, pk: int, number: int) -> Response:
        motion = _open_motion(request, pk, number)
        try:
            motion_put(motion=motion, by=request.user)
        except MeetingError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        return Response(_motion_answer(motion, request))
