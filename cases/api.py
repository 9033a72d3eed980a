"""The builder's API: a case posted and its ruling, and the JSON Schemas of the case and of the ruling."""

from __future__ import annotations

from functools import cache
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.parsers import BaseParser
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from committee.statutes import under_statutes
from decisions.rulings import ruling_for_read_case
from engine import MAX_TEXT, UnreadableCase, case_schema, read_case_text, rule_text, ruling_schema
from plumbing.api.schema import RETRY_AFTER, THROTTLED
from plumbing.api.throttles import AnonymousRulings

from .api_schema import CaseDocument, RulingDocument
from .forms import UNDER_CASE, UNDER_PRINTED, UNDER_STATUTES


class RawJSONParser(BaseParser):
    """Hands the body over as bytes, at most one byte past the engine's limit: the engine reads it."""

    media_type = "*/*"

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> bytes:
        return stream.read(MAX_TEXT * 4 + 1) if stream else b""  # UTF-8 takes at most 4 bytes a character


RULING_WITH_DETAIL = {
    "allOf": [
        {"$ref": "#/components/schemas/Ruling"},
        {"type": "object", "required": ["detail"], "properties": {"detail": {"type": "string"}}},
    ]
}


UNDER = OpenApiParameter(
    "under",
    OpenApiTypes.STR,
    enum=[UNDER_CASE, UNDER_STATUTES, UNDER_PRINTED],
    description="`case` (the default): the case as it is, with the amendments it carries; `statutes`: under the"
    " club's statutes in force the day its hand was played (`played_on`, today where it names none, and the"
    ' case then says so), as the builder\'s "Rule the case" does; `printed`: under the printed code.',
)


class RulingCreate(APIView):
    """POST a case (the shared case format) and get the ruling.

    200 for any JSON body; 400 with a JSON `detail` (and the ruling's shape) for a body the engine cannot
    read: not UTF-8, not JSON, text that is not valid Unicode, or too large; 400 naming `under` for a choice
    that is none of case, statutes, printed. With `?under=statutes` the case is ruled under the club's statutes
    in force the day it was played (`played_on`).
    """

    nul_allowed = True  # stores nothing: any JSON gets a ruling, a NUL in a text too (plumbing/odd_input.py)
    parser_classes = [RawJSONParser]
    permission_classes = [AllowAny]
    authentication_classes: list[type] = []  # a ruling changes nothing, so no session and no CSRF
    throttle_classes = [AnonymousRulings]

    @extend_schema(
        request={"application/json": CaseDocument},
        parameters=[UNDER, RETRY_AFTER],
        responses={
            200: RulingDocument,
            400: OpenApiResponse(RULING_WITH_DETAIL, description="A body the engine cannot read, said in `detail`."),
            429: THROTTLED,
        },
    )
    def post(self, request: Request) -> Response:
        under = request.query_params.get("under", UNDER_CASE)
        if under not in (UNDER_CASE, UNDER_STATUTES, UNDER_PRINTED):
            said = f"under: {under!r} is none of case, statutes, printed."
            # The ruling's shape, as for a body the engine cannot read, its one error the parameter's.
            refused = {**rule_text(b"null"), "errors": [{"event": None, "field": "under", "message": said}]}
            return Response({"detail": said, **refused}, status=400)
        body = request.data if isinstance(request.data, bytes) else b""
        try:
            document = read_case_text(body)
        except UnreadableCase as exc:
            ruling = rule_text(body)  # the same words, in the ruling's shape
            return Response({"detail": str(exc), **ruling}, status=400)
        if under != UNDER_CASE and isinstance(document, dict):
            document = under_statutes(document, statutes=under == UNDER_STATUTES)
        return Response(ruling_for_read_case(document), status=200)


@cache
def _made(make: Any) -> dict[str, Any]:
    """Each schema is made once per process: it changes only with the engine's code."""
    schema: dict[str, Any] = make()
    return schema


class SchemaView(APIView):
    """A JSON Schema (draft 2020-12) the engine makes from its own vocabulary; it reads no database."""

    permission_classes = [AllowAny]
    authentication_classes: list[type] = []
    make_schema: Any = None

    @extend_schema(
        tags=["case format"],
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT, description="A JSON Schema, draft 2020-12.")},
    )
    def get(self, request: Request) -> Response:
        response = Response(_made(self.make_schema))
        response["Cache-Control"] = "public, max-age=3600"
        return response


class CaseSchema(SchemaView):
    """The case format: every event type, field and allowed value the engine reads, with descriptions."""

    make_schema = staticmethod(case_schema)


class RulingSchema(SchemaView):
    """The ruling the engine answers with: findings, options, results, errors."""

    make_schema = staticmethod(ruling_schema)
