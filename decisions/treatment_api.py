"""The treatments API: the committee records how one decision treats another."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from plumbing.api.one_transaction import AnsweredInItsTransaction
from plumbing.api.schema import BAD_REQUEST, NOT_FOUND, DetailSerializer

from . import treatment_vocabulary
from .models import Decision
from .treatments import TreatmentError, treatment_record


class TreatmentInputSerializer(serializers.Serializer[dict[str, Any]]):
    relation = serializers.ChoiceField(choices=treatment_vocabulary.CHOICES)
    decision = serializers.SlugField(max_length=80, help_text="The slug of the decision treated.")
    reason = serializers.CharField(max_length=5_000)


class TreatmentRecordedSerializer(serializers.Serializer[dict[str, Any]]):
    relation = serializers.ChoiceField(choices=treatment_vocabulary.CHOICES)
    label = serializers.CharField(help_text="The relation in words.")
    decision = serializers.CharField(help_text="The slug of the decision treated.")
    reason = serializers.CharField()


class DecisionTreatmentCreate(AnsweredInItsTransaction):
    """POST how this decision treats another (the committee): `relation` (follows, concurs, distinguishes,
    rejects, dissents, superseded_by), `decision` (the slug of the other), `reason`. 201 with the treatment."""

    permission_classes = [IsAuthenticated]  # 401 without a token or a session; the committee is checked below

    @extend_schema(
        request=TreatmentInputSerializer,
        responses={
            201: TreatmentRecordedSerializer,
            400: BAD_REQUEST,
            403: OpenApiResponse(DetailSerializer, description="Not signed in, or not of the committee."),
            404: NOT_FOUND,
        },
    )
    def post(self, request: Request, slug: str) -> Response:
        serializer = TreatmentInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        decisions = {d.slug: d for d in Decision.objects.filter(slug__in=[slug, data["decision"]])}
        for wanted in (slug, data["decision"]):
            if wanted not in decisions:
                raise Http404(f"There is no decision {wanted!r}.")
        try:
            link = treatment_record(
                from_decision=decisions[slug],
                to_decision=decisions[data["decision"]],
                relation=data["relation"],
                reason=data["reason"],
                by=request.user,
            )
        except TreatmentError as exc:
            raise ValidationError({"detail": str(exc)}) from None
        body = TreatmentRecordedSerializer(
            {
                "relation": link.relation,
                "label": link.get_relation_display(),
                "decision": data["decision"],
                "reason": link.reason,
            }
        )
        return Response(body.data, status.HTTP_201_CREATED)
