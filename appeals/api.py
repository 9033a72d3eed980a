"""The appeals API: list and detail for everyone (appeals on private cases only for those who may read them);
the ruling given, lodging and deciding by role, through the same services as the pages."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import generics, serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.request import Request
from rest_framework.response import Response

from accounts.committee import AS_A_MOTION, MOTION_DECIDE_APPEAL, carried_motion
from cases.models import RulingGiven, SavedCase
from decisions.markdown import validate_markdown
from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, DetailSerializer

from .filters import AppealFilter
from .models import SIDES, Appeal
from .services import AppealError, appeal_decide, appeal_lodge, ruling_given_record


class ElectionSerializer(serializers.Serializer[dict[str, Any]]):
    finding = serializers.IntegerField(min_value=0, help_text="The index of the finding in the engine's ruling.")
    option = serializers.CharField(max_length=40, help_text="The id of one of that finding's options.")


class RulingGivenSerializer(serializers.ModelSerializer[RulingGiven]):
    given_by = serializers.CharField(source="given_by.get_username", default=None, read_only=True)

    class Meta:
        model = RulingGiven
        fields = ["given_by", "given_at", "elections", "departed", "words", "ruling"]


class CaseSummarySerializer(serializers.ModelSerializer[SavedCase]):
    url = serializers.CharField(source="get_absolute_url")

    class Meta:
        model = SavedCase
        fields = ["id", "title", "code", "url"]


class AppealSummarySerializer(serializers.ModelSerializer[Appeal]):
    case = CaseSummarySerializer()
    outcome = serializers.SerializerMethodField()
    decision = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    url = serializers.CharField(source="get_absolute_url")

    class Meta:
        model = Appeal
        fields = ["id", "case", "side", "lodged_at", "outcome", "decided_at", "decision", "url"]

    def get_outcome(self, appeal: Appeal) -> str:
        return appeal.outcome or "open"


class AppealSerializer(AppealSummarySerializer):
    """The casebook record: the case, the ruling given, the engine's proposal, the appeal, the decision."""

    proposal = serializers.JSONField(source="case.ruling")
    ruling_given = RulingGivenSerializer(source="case.ruling_given")
    lodged_by = serializers.CharField(source="lodged_by.get_username", default=None)
    decided_by = serializers.CharField(source="decided_by.get_username", default=None)
    added_laws = serializers.SlugRelatedField(slug_field="number", many=True, read_only=True)
    motion = serializers.SerializerMethodField(
        help_text="The motion carried that decided the appeal, its address in the minutes (at a meeting, or by one"
        " member alone at quorum one: a motion carried at once); null while the appeal is open."
    )

    class Meta(AppealSummarySerializer.Meta):
        fields = AppealSummarySerializer.Meta.fields + [
            "proposal",
            "ruling_given",
            "grounds",
            "lodged_by",
            "reasons",
            "elections",
            "ruling",
            "words",
            "added_laws",
            "decided_by",
            "statutes",
            "amendments",
            "motion",
        ]

    @extend_schema_field(OpenApiTypes.URI)
    def get_motion(self, appeal: Appeal) -> str | None:
        if appeal.is_open:
            return None
        motion = carried_motion(appeal, kind=MOTION_DECIDE_APPEAL)
        if motion is None:  # decided before the committee kept minutes
            return None
        request = self.context.get("request")
        url = motion.get_absolute_url()
        return request.build_absolute_uri(url) if request is not None else url


class LodgeSerializer(serializers.Serializer[dict[str, Any]]):
    case = serializers.IntegerField(help_text="The saved case whose ruling given is appealed.")
    side = serializers.ChoiceField(choices=SIDES)
    grounds = serializers.CharField(max_length=20_000, validators=[validate_markdown])


class DecideSerializer(serializers.Serializer[dict[str, Any]]):
    outcome = serializers.ChoiceField(choices=Appeal.OUTCOMES)
    reasons = serializers.CharField(max_length=20_000, validators=[validate_markdown])
    elections = ElectionSerializer(many=True, required=False, default=list)
    words = serializers.CharField(
        max_length=20_000, required=False, default="", allow_blank=True, validators=[validate_markdown]
    )
    added_laws = serializers.ListField(
        child=serializers.CharField(max_length=10), required=False, default=list, max_length=50
    )
    statutes = serializers.ChoiceField(
        choices=Appeal.STATUTES,
        required=False,
        default=Appeal.AS_RULED,
        help_text="as_ruled (the default): the statutes the case was ruled under; in_force: the club's statutes"
        " as they stand now; printed: the printed code.",
    )


class RulingGivenInputSerializer(serializers.Serializer[dict[str, Any]]):
    elections = ElectionSerializer(many=True, required=False, default=list)
    departed = serializers.BooleanField(required=False, default=False)
    words = serializers.CharField(
        max_length=20_000, required=False, default="", allow_blank=True, validators=[validate_markdown]
    )


REFUSED = OpenApiResponse(DetailSerializer, description="Not signed in, or not in a role that may do this.")


def _valid(serializer_class: type[serializers.Serializer[dict[str, Any]]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


def _visible_appeals(request: Request) -> Any:
    return Appeal.objects.visible_to(request.user).select_related(
        "case__ruling_given__given_by", "decision", "lodged_by", "decided_by"
    )


class AppealList(AnsweredInItsTransaction, generics.ListAPIView[Appeal]):
    """Appeals filtered by `law=CODE:NUMBER`, `outcome=open|upheld|varied|reversed`, `year=`; POST lodges one.

    POST `{"case": id, "side": "NS"|"EW", "grounds": "..."}`: by the referee of the case or the committee;
    the case needs its ruling given recorded, and no other appeal (one open at a time, a decided one is final).
    """

    serializer_class = AppealSummarySerializer
    filter_backends = [DjangoFilterBackend]
    filterset_class = AppealFilter
    permission_classes = [IsAuthenticatedOrReadOnly]  # reading is for all; lodging needs a token or a session

    def get_queryset(self) -> Any:
        return _visible_appeals(self.request)

    @extend_schema(
        request=LodgeSerializer,
        responses={201: AppealSerializer, 400: BAD_REQUEST, 403: REFUSED, 404: NOT_FOUND},
    )
    def post(self, request: Request) -> Response:
        data = _valid(LodgeSerializer, request.data)
        case = SavedCase.objects.visible_to(request.user).filter(pk=data["case"]).first()
        if case is None:
            raise Http404(f"There is no case {data['case']} you can read.")
        try:
            appeal = appeal_lodge(case=case, by=request.user, side=data["side"], grounds=data["grounds"])
        except AppealError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        return Response(AppealSerializer(_visible_appeals(request).get(pk=appeal.pk)).data, status.HTTP_201_CREATED)


class AppealDetail(generics.RetrieveAPIView[Appeal]):
    """One appeal in the casebook form."""

    serializer_class = AppealSerializer

    def get_object(self) -> Appeal:
        appeal = _visible_appeals(self.request).prefetch_related("added_laws").filter(pk=self.kwargs["pk"]).first()
        if appeal is None:
            raise Http404(f"There is no appeal {self.kwargs['pk']} you can read.")
        return appeal


DECIDE_WORDS = (
    "POST the committee's decision: `outcome` (upheld, varied, reversed), `reasons`, and for varied the"
    ' `elections` the engine replays (`[{"finding": 0, "option": "deduct_three"}]`), `words` (required to'
    " reverse), `added_laws` (numbers of the case's code), `statutes` (`as_ruled`, the default: the statutes the"
    " case was ruled under; `in_force`; `printed`). Final once made; the appeal records `statutes` and the"
    " `amendments` it was decided under. An appeal on a private case is answered with a `Warning` header"
    " saying that the decision published its facts.\n\n" + AS_A_MOTION
)
PRIVATE_PUBLISHED = '299 - "The case was private: deciding the appeal published its facts, the deal and every card."'


class AppealDecide(AnsweredInItsTransaction):
    """The committee's decision of an appeal, by one member: a motion carried at once when the quorum is one."""

    permission_classes = [IsAuthenticated]  # 401 without a token or a session; the committee is checked below

    @extend_schema(
        summary="Decide an appeal (a motion, carried at once when the quorum is one)",
        description=DECIDE_WORDS,
        request=DecideSerializer,
        responses={
            200: AppealSerializer,
            400: OpenApiResponse(
                DetailSerializer,
                description="The input named in the answer is wrong, or the quorum is above one: a meeting and a"
                " motion are needed (`detail` says so).",
            ),
            403: REFUSED,
            404: NOT_FOUND,
        },
    )
    def post(self, request: Request, pk: int) -> Response:
        data = _valid(DecideSerializer, request.data)
        appeal = _visible_appeals(request).filter(pk=pk).first()
        if appeal is None:
            raise Http404(f"There is no appeal {pk} you can read.")
        was_private = not appeal.case.public
        try:
            appeal_decide(appeal=appeal, by=request.user, **data)
        except AppealError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        decided = _visible_appeals(request).get(pk=pk)
        answer = Response(AppealSerializer(decided, context={"request": request}).data)
        if was_private:  # as the decision form warns before it is sent
            answer["Warning"] = PRIVATE_PUBLISHED
        return answer


class CaseRulingGiven(AnsweredInItsTransaction):
    """PUT the ruling the referee gave at the table on his saved case: `elections`, `departed`, `words`."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=RulingGivenInputSerializer,
        responses={200: RulingGivenSerializer, 400: BAD_REQUEST, 403: REFUSED, 404: NOT_FOUND},
    )
    def put(self, request: Request, pk: int) -> Response:
        data = _valid(RulingGivenInputSerializer, request.data)
        case = SavedCase.objects.visible_to(request.user).filter(pk=pk).first()
        if case is None:
            raise Http404(f"There is no case {pk} you can read.")
        try:
            given = ruling_given_record(case=case, by=request.user, **data)
        except AppealError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        return Response(RulingGivenSerializer(given).data)
