"""The commentary API (a fixed contract): GET and PUT a text, its history, a diff, a revert.

For laws at /api/v1/laws/<code>/<number>/commentary/ and decisions at
/api/v1/decisions/<slug>/commentary/. Reading is open; writing is for the committee,
by session (with CSRF) or by token (the API tokens page, or manage.py create_token USER).
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, permissions, status
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from accounts.permissions import can_write_commentary
from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, RETRY_AFTER, THROTTLED, DetailSerializer
from plumbing.api.throttles import AnonymousDiffs

from .diff import word_diff
from .models import Commentary
from .serializers import (
    CommentaryStateSerializer,
    CommentaryWriteSerializer,
    ConflictSerializer,
    RevertSerializer,
    VersionSerializer,
    WordDiffSerializer,
)
from .services import Conflict, UnknownVersion, commentary_revert, commentary_save, current, version_of, versions
from .subjects import Subject, decision_subject, law_subject


class CommitteeWrites(permissions.BasePermission):
    """Anyone reads; only the committee writes."""

    message = "Only the committee writes commentary: this needs an account with the committee role."

    def has_permission(self, request: Request, view: Any) -> bool:
        return request.method in permissions.SAFE_METHODS or can_write_commentary(request.user)


class SubjectMixin:
    """Finds the law or decision from the address (404 with a `detail` naming it)."""

    permission_classes = [CommitteeWrites]
    kwargs: dict[str, Any]
    kind = Commentary.COMMENTARY  # the club's statutes use the same history, diff and revert (statute_api.py)

    def subject(self) -> Subject:
        if "slug" in self.kwargs:
            return decision_subject(self.kwargs["slug"], self.kind)
        return law_subject(self.kwargs["code"], self.kwargs["number"], self.kind)

    def present(self, subject: Subject, kept: Commentary | None) -> dict[str, Any]:
        """The text as the API answers it after a write or with a conflict."""
        return state(subject, kept)


WRITE_REFUSED = OpenApiResponse(DetailSerializer, description="Not signed in, or not of the committee.")
CONFLICT = OpenApiResponse(ConflictSerializer, description="Another member saved first: merge and save again.")


def versioned_write_answers(saved: type[Serializer[Any]]) -> dict[int, Any]:
    """What a write against a version answers: the text as saved, or why it was not."""
    return {
        200: saved,
        400: BAD_REQUEST,
        401: WRITE_REFUSED,
        403: WRITE_REFUSED,
        404: NOT_FOUND,
        409: CONFLICT,
    }


def state(subject: Subject, kept: Commentary | None) -> dict[str, Any]:
    kept = kept or Commentary(**subject.lookup)
    return dict(CommentaryStateSerializer(kept).data)


def conflict_response(
    subject: Subject, conflict: Conflict, their_text: str, current: dict[str, Any] | None = None
) -> Response:
    body = {
        "detail": str(conflict),
        "current": current if current is not None else state(subject, conflict.current),
        "diff": word_diff(conflict.current.text, their_text),
    }
    return Response(body, status=status.HTTP_409_CONFLICT)


class CommentaryDetail(SubjectMixin, AnsweredInItsTransaction):
    """The committee's commentary: GET the current text; PUT a new version from the one you started with."""

    @extend_schema(responses={200: CommentaryStateSerializer, 404: NOT_FOUND})
    def get(self, request: Request, **kwargs: Any) -> Response:
        subject = self.subject()
        return Response(state(subject, current(subject)))

    @extend_schema(
        request=CommentaryWriteSerializer,
        responses=versioned_write_answers(CommentaryStateSerializer),
    )
    def put(self, request: Request, **kwargs: Any) -> Response:
        subject = self.subject()
        data = CommentaryWriteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            kept = commentary_save(subject=subject, by=request.user, **data.validated_data)
        except Conflict as conflict:
            return conflict_response(subject, conflict, data.validated_data["text"])
        return Response(state(subject, kept))


class CommentaryHistory(SubjectMixin, generics.ListAPIView):
    """Every version, newest first: version, author, time, message; paginated."""

    serializer_class = VersionSerializer

    def get_queryset(self) -> QuerySet[Any]:
        if getattr(self, "swagger_fake_view", False):  # the schema is made without a subject
            return Commentary.history.none()
        return versions(self.subject())


DIFF_PARAMETERS = [
    OpenApiParameter("from", OpenApiTypes.INT, required=True, description="The older version."),
    OpenApiParameter("to", OpenApiTypes.INT, required=True, description="The newer version."),
    RETRY_AFTER,
]
DIFF_ANSWERS = {400: BAD_REQUEST, 404: NOT_FOUND, 429: THROTTLED}


class CommentaryDiff(SubjectMixin, APIView):
    """Version `from` against version `to`, word by word; 400 for a version that does not exist."""

    throttle_classes = [AnonymousDiffs]

    @extend_schema(parameters=DIFF_PARAMETERS, responses={**DIFF_ANSWERS, 200: WordDiffSerializer})
    def get(self, request: Request, **kwargs: Any) -> Response:
        subject = self.subject()
        numbers = {}
        for name in ("from", "to"):
            raw = request.query_params.get(name, "")
            if not (raw.isascii() and raw.isdigit()):
                raise ValidationError({name: [f"Give the version number as ?{name}=N."]})
            numbers[name] = int(raw)
        found = {}
        for name, number in numbers.items():
            try:
                found[name] = version_of(subject, number)
            except UnknownVersion as exc:
                raise ValidationError({name: [str(exc)]}) from None
        return Response({**numbers, **self.compare(found["from"], found["to"])})

    def compare(self, old: Any, new: Any) -> dict[str, Any]:
        """What the answer says of two versions besides their numbers: their words, compared."""
        return {"diff": word_diff(old.text, new.text)}


class CommentaryRevert(SubjectMixin, AnsweredInItsTransaction):
    """A new version with the text of version `to`, from the version you started with (409 as for PUT)."""

    @extend_schema(
        request=RevertSerializer,
        responses=versioned_write_answers(CommentaryStateSerializer),
    )
    def post(self, request: Request, **kwargs: Any) -> Response:
        subject = self.subject()
        data = RevertSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            kept = commentary_revert(subject=subject, by=request.user, **data.validated_data)
        except UnknownVersion as exc:
            raise ValidationError({"to": [str(exc)]}) from None
        except Conflict as conflict:
            their_text = version_of(subject, data.validated_data["to"]).text
            return conflict_response(subject, conflict, their_text, self.present(subject, conflict.current))
        return Response(self.present(subject, kept))


def urls(of: str) -> list[Any]:
    """The four addresses under …/commentary/, named `<of>-commentary`, `<of>-commentary-history` …"""
    from django.urls import path

    return [
        path("", CommentaryDetail.as_view(), name=f"{of}-commentary"),
        path("history/", CommentaryHistory.as_view(), name=f"{of}-commentary-history"),
        path("diff/", CommentaryDiff.as_view(), name=f"{of}-commentary-diff"),
        path("revert/", CommentaryRevert.as_view(), name=f"{of}-commentary-revert"),
    ]
