"""The notices API, for the member signed in (token or session): what he follows, and which kinds of
notice he is told. The same services as the pages."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import generics, serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, DetailSerializer

from .kinds import Kind
from .models import Following
from .services import NoticeError, follow, kind_of, kinds_for, resume, stop, target_of

REFUSED = OpenApiResponse(DetailSerializer, description="Not signed in.")
TAGGED = extend_schema(tags=["notices"])


class FollowingSerializer(serializers.ModelSerializer[Following]):
    law = serializers.CharField(source="law.ref", default=None, read_only=True, help_text="code:number")
    decision = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    appeal = serializers.PrimaryKeyRelatedField(read_only=True)
    url = serializers.SerializerMethodField(help_text="The page of what is followed.")

    class Meta:
        model = Following
        fields = ["id", "law", "decision", "appeal", "since", "url"]

    def get_url(self, following: Following) -> str:
        return following.target.get_absolute_url()


class FollowInputSerializer(serializers.Serializer[dict[str, Any]]):
    law = serializers.CharField(required=False, default="", allow_blank=True, max_length=60, help_text="code:number")
    decision = serializers.CharField(required=False, default="", allow_blank=True, max_length=200)
    appeal = serializers.CharField(required=False, default="", allow_blank=True, max_length=20)


class KindSerializer(serializers.Serializer[dict[str, Any]]):
    kind = serializers.ChoiceField(choices=Kind.choices, read_only=True)
    label = serializers.CharField(read_only=True)
    on = serializers.BooleanField(help_text="false: this kind of notice is stopped.")


def _checked(serializer_class: type[serializers.Serializer[dict[str, Any]]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


@extend_schema_view(get=TAGGED, post=TAGGED)
class FollowingList(AnsweredInItsTransaction, generics.ListAPIView[Following]):
    """What the member follows; POST `{"law": "club-1864:72"}` (or `decision`, or `appeal`) follows one more."""

    serializer_class = FollowingSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self) -> Any:
        return (
            Following.objects.filter(user=self.request.user)
            .select_related("law__code", "decision", "appeal")
            .order_by("-since", "-pk")
        )

    @extend_schema(request=FollowInputSerializer, responses={201: FollowingSerializer, 400: BAD_REQUEST, 401: REFUSED})
    def post(self, request: Request) -> Response:
        data = _checked(FollowInputSerializer, request.data)
        try:
            target = target_of(request.user, **data)
        except NoticeError as e:
            raise ValidationError({e.field: [str(e)]}) from None
        following = follow(request.user, target)
        return Response(FollowingSerializer(following).data, status=status.HTTP_201_CREATED)


@extend_schema_view(get=TAGGED, delete=TAGGED)
class FollowingDetail(AnsweredInItsTransaction, generics.RetrieveDestroyAPIView[Following]):
    """One thing the member follows; DELETE stops following it."""

    serializer_class = FollowingSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self) -> Any:
        return Following.objects.filter(user=self.request.user).select_related("law__code", "decision", "appeal")


@extend_schema_view(get=TAGGED)
class KindList(APIView):
    """The kinds of notice and whether the member is told each."""

    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: KindSerializer(many=True), 401: REFUSED})
    def get(self, request: Request) -> Response:
        return Response(kinds_for(request.user))


@extend_schema_view(put=TAGGED)
class KindDetail(AnsweredInItsTransaction):
    """PUT `{"on": false}` stops one kind of notice; `{"on": true}` starts it again."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=KindSerializer, responses={200: KindSerializer, 400: BAD_REQUEST, 401: REFUSED, 404: NOT_FOUND}
    )
    def put(self, request: Request, kind: str) -> Response:
        try:
            chosen = kind_of(kind)
        except NoticeError as e:
            raise Http404(str(e)) from None
        data = _checked(KindSerializer, request.data)
        (resume if data["on"] else stop)(request.user.pk, chosen)
        return Response(next(k for k in kinds_for(request.user) if k["kind"] == chosen.value))
