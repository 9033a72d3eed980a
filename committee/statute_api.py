"""The club's statutes in the API: every statute in force (per code), and one law's statute to read and, for
the committee, to write with the same version check, history, diff and revert as commentary (api.py).

GET /api/v1/statutes/?code=<code>; GET and PUT /api/v1/laws/<code>/<number>/statute/, with history/,
diff/ and revert/ beneath. A law whose printed text provides nothing a statute could amend answers 404.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import django_filters
from django.db.models import QuerySet
from django.http import Http404
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import generics
from rest_framework.request import Request
from rest_framework.response import Response

from accounts.committee import AS_A_MOTION, MOTION_ADOPT_STATUTE, carried_motion
from laws.models import Code
from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import NOT_FOUND, DetailSerializer

from .api import (
    DIFF_ANSWERS,
    DIFF_PARAMETERS,
    CommentaryDiff,
    CommentaryHistory,
    CommentaryRevert,
    SubjectMixin,
    conflict_response,
    versioned_write_answers,
)
from .models import Commentary
from .serializers import (
    RevertSerializer,
    StatuteDiffSerializer,
    StatuteSerializer,
    StatuteVersionSerializer,
    StatuteWriteSerializer,
    StatuteWrittenSerializer,
)
from .services import Conflict, commentary_save, current
from .statutes import amendable, amendment_words, case_value
from .subjects import Subject


def statute_state(subject: Subject, kept: Commentary | None) -> dict[str, Any]:
    kept = kept or Commentary(**subject.lookup)
    kept.law = subject.law  # already read, with its code
    return dict(StatuteSerializer(kept).data)


class StatuteMixin(SubjectMixin):
    kind = Commentary.STATUTE

    def subject(self) -> Subject:
        subject = super().subject()
        if subject.law is None or not amendable(subject.law):
            raise Http404("The engine knows no provision of this law that a club's statute could amend.")
        return subject

    def present(self, subject: Subject, kept: Commentary | None) -> dict[str, Any]:
        return statute_state(subject, kept)


PUT_WORDS = (
    "A new version of the club's statute on the law, from the one you started with: `text`, `message`,"
    " `version`, `provision` and `value` (409 with `current` when someone saved first; 400 naming the field when"
    " the engine refuses the amendment). At a meeting the motion is of kind `adopt_statute`.\n\n" + AS_A_MOTION
)
REVERT_WORDS = (
    "A new version of the statute with the words and the amendment of version `to`, from the version you started"
    " with (409 as for PUT).\n\n" + AS_A_MOTION
)
MOTION_REFUSED = OpenApiResponse(
    DetailSerializer,
    description="The input named in the answer is wrong, or the quorum is above one: a meeting and a motion are"
    " needed (`detail` says so).",
)


def by_motion_answers() -> dict[int, Any]:
    """What a write that is a motion answers: the statute and its motion, or why not."""
    return {**versioned_write_answers(StatuteWrittenSerializer), 400: MOTION_REFUSED}


class StatuteDetail(StatuteMixin, AnsweredInItsTransaction):
    """The club's statute on a law: GET it as it stands (version 0 when there is none); PUT a new version
    from the one you started with (a motion, carried at once when the quorum is one; 400 above one)."""

    @extend_schema(responses={200: StatuteSerializer, 404: NOT_FOUND})
    def get(self, request: Request, **kwargs: Any) -> Response:
        subject = self.subject()
        return Response(self.present(subject, current(subject)))

    @extend_schema(
        summary="Adopt or amend the statute (a motion, carried at once when the quorum is one)",
        description=PUT_WORDS,
        request=StatuteWriteSerializer,
        responses=by_motion_answers(),
    )
    def put(self, request: Request, **kwargs: Any) -> Response:
        subject = self.subject()
        data = StatuteWriteSerializer(data=request.data, context={"law": subject.law})
        data.is_valid(raise_exception=True)
        fields = dict(data.validated_data)
        amendment = (fields.pop("provision"), fields.pop("value"))
        try:
            kept = commentary_save(subject=subject, by=request.user, amendment=amendment, **fields)
        except Conflict as conflict:
            answer = conflict_response(subject, conflict, fields["text"], self.present(subject, conflict.current))
            # The amendment you sent is not saved either: set it again from `current` if you still mean it.
            answer.data["your_amendment"] = amendment_of(SimpleNamespace(provision=amendment[0], value=amendment[1]))
            return answer
        return Response(written(request, subject, self.present(subject, kept)))


class StatuteHistory(StatuteMixin, CommentaryHistory):
    """Every version of the statute, newest first, with the day each takes (or took) force; paginated."""

    serializer_class = StatuteVersionSerializer


def amendment_of(version: Any) -> dict[str, Any]:
    """A version's amendment as the case format has it, and in words (a saved version or a form's values)."""
    return {
        "provision": version.provision,
        "value": case_value(version.provision, version.value),
        "words": amendment_words(version.provision, version.value),
    }


class StatuteDiff(StatuteMixin, CommentaryDiff):
    """The club's words in version `from` against version `to`, and the amendment each version makes
    (`amendment.from`, `amendment.to`, `amendment.changed`): a version may change the amendment alone."""

    @extend_schema(parameters=DIFF_PARAMETERS, responses={**DIFF_ANSWERS, 200: StatuteDiffSerializer})
    def get(self, request: Request, **kwargs: Any) -> Response:
        return super().get(request, **kwargs)

    def compare(self, old: Any, new: Any) -> dict[str, Any]:
        before, after = amendment_of(old), amendment_of(new)
        return {
            **super().compare(old, new),
            "amendment": {"from": before, "to": after, "changed": before["words"] != after["words"]},
        }


def written(request: Request, subject: Subject, answer: dict[str, Any]) -> dict[str, Any]:
    """The statute as written, with the address of the motion carried that made its version."""
    motion = carried_motion(subject.law, kind=MOTION_ADOPT_STATUTE, statute_version=answer["version"])
    return {**answer, "motion": request.build_absolute_uri(motion.get_absolute_url()) if motion else None}


class StatuteRevert(StatuteMixin, CommentaryRevert):
    """A new version with the words and the amendment of version `to`: a motion, carried at once when the quorum
    is one; 400 above one (a statute changes only by a motion carried at a meeting)."""

    @extend_schema(
        summary="Revert the statute (a motion, carried at once when the quorum is one)",
        description=REVERT_WORDS,
        request=RevertSerializer,
        responses=by_motion_answers(),
    )
    def post(self, request: Request, **kwargs: Any) -> Response:
        answer = super().post(request, **kwargs)
        if answer.status_code == 200:
            answer.data = written(request, self.subject(), answer.data)
        return answer


class StatuteFilter(django_filters.FilterSet):
    code = django_filters.ModelChoiceFilter(
        field_name="law__code", to_field_name="slug", queryset=Code.objects.all(), help_text="A code's slug."
    )

    class Meta:
        model = Commentary
        fields = ["code"]


class StatuteList(generics.ListAPIView):
    """The club's statutes, by code and in the order of the laws, each as its latest version stands: from when
    (`in_force_from`), in force now or from a later day (`state`); `?code=` for one code."""

    serializer_class = StatuteSerializer
    filter_backends = [DjangoFilterBackend]
    filterset_class = StatuteFilter

    def get_queryset(self) -> QuerySet[Commentary]:
        return (
            Commentary.objects.published()
            .filter(kind=Commentary.STATUTE)
            .exclude(provision="")
            .select_related("law__code", "author")
            .order_by("law__code__slug", "law__position", "pk")
        )


def urls() -> list[Any]:
    """The four addresses under …/statute/."""
    from django.urls import path

    return [
        path("", StatuteDetail.as_view(), name="law-statute"),
        path("history/", StatuteHistory.as_view(), name="law-statute-history"),
        path("diff/", StatuteDiff.as_view(), name="law-statute-diff"),
        path("revert/", StatuteRevert.as_view(), name="law-statute-revert"),
    ]
