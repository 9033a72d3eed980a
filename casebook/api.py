"""The committee's record as data, through the API: the records of any period as JSON (with its JSON Schema
beside it) and as CSV. Readers get what the casebook shows them (records.py); the committee, every case."""

from __future__ import annotations

import datetime
from typing import Any

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from plumbing.api.schema import BAD_REQUEST

from . import records
from .data import RECORDS_SCHEMA, CasebookRecordsSerializer, rows_as_csv

FIRST_YEAR, LAST_YEAR = 1000, 9000


class PeriodSerializer(serializers.Serializer[dict[str, Any]]):
    """The period: a `year`, or `from` and `to` (days, both included); none of them, every year."""

    year = serializers.IntegerField(required=False, min_value=FIRST_YEAR, max_value=LAST_YEAR)

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        fields = super().get_fields()
        fields["from"] = serializers.DateField(required=False, help_text="The first day, as 2026-01-01.")
        fields["to"] = serializers.DateField(required=False, help_text="The last day, as 2026-12-31.")
        return fields

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        year = attrs.get("year")
        if year is not None and ("from" in attrs or "to" in attrs):
            raise serializers.ValidationError({"year": "Give a year, or from and to, not both."})
        if year is not None:
            return {"from": datetime.date(year, 1, 1), "to": datetime.date(year, 12, 31)}
        start = attrs.get("from") or datetime.date(FIRST_YEAR, 1, 1)
        end = attrs.get("to") or datetime.date(LAST_YEAR, 12, 31)
        for name, day in (("from", start), ("to", end)):
            if not FIRST_YEAR <= day.year <= LAST_YEAR:
                raise serializers.ValidationError({name: f"The year is between {FIRST_YEAR} and {LAST_YEAR}."})
        if start > end:
            raise serializers.ValidationError({"to": f"The period ends ({end}) before it begins ({start})."})
        return {"from": start, "to": end}


def _period(request: Request) -> tuple[datetime.date, datetime.date]:
    period = PeriodSerializer(data=request.query_params)
    period.is_valid(raise_exception=True)
    return period.validated_data["from"], period.validated_data["to"]


def _answer(request: Request) -> dict[str, Any]:
    start, end = _period(request)
    found = records.records_between(start, end, records.audience_of(request.user))
    data: dict[str, Any] = CasebookRecordsSerializer(
        {"from": start, "to": end, "count": len(found), "records": found}, context={"request": request}
    ).data
    return data


class CasebookRecords(APIView):
    """The appeals decided and the decisions adopted in a period, numbered as in their year's casebook.

    Readers get every record, and the parts of it drawn from a saved case only where the case is public;
    the committee gets them all. The JSON Schema of the answer is at /api/v1/casebook-schema.json.
    """

    permission_classes = [AllowAny]

    @extend_schema(
        tags=["casebook"],
        parameters=[PeriodSerializer],
        responses={200: CasebookRecordsSerializer, 400: BAD_REQUEST},
    )
    def get(self, request: Request) -> Response:
        return Response(_answer(request))


class CasebookCsv(APIView):
    """The same records as CSV: a header of the column names, one row per record, lists joined by "; "; UTF-8
    with a byte-order mark, a cell that would start a formula escaped with a single quote, as an attachment."""

    permission_classes = [AllowAny]

    @extend_schema(
        tags=["casebook"],
        parameters=[PeriodSerializer],
        responses={
            (200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="The rows of the JSON, as CSV."),
            400: BAD_REQUEST,
        },
    )
    def get(self, request: Request) -> HttpResponse:
        rows = _answer(request)["records"]
        response = HttpResponse(rows_as_csv(rows), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="casebook.csv"'
        return response


class CasebookSchema(APIView):
    """The JSON Schema (draft 2020-12) of /api/v1/casebook/'s answer; it reads no database."""

    permission_classes = [AllowAny]
    authentication_classes: list[type] = []

    @extend_schema(
        tags=["casebook"],
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT, description="A JSON Schema, draft 2020-12.")},
    )
    def get(self, request: Request) -> Response:
        response = Response(RECORDS_SCHEMA)
        response["Cache-Control"] = "public, max-age=3600"
        return response
