"""The parts of the OpenAPI description that many endpoints share: the error bodies and the throttle's answer."""

from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework import serializers


class DetailSerializer(serializers.Serializer[dict[str, str]]):
    """An error: what is wrong, in words."""

    detail = serializers.CharField()


class ThrottledSerializer(DetailSerializer):
    retry_after = serializers.IntegerField(help_text="Seconds to wait before asking again (as Retry-After says).")


# A bad request names what is wrong: `detail`, or the parameter or field as the key.
PROBLEM = {
    "type": "object",
    "description": "What is wrong: `detail`, or each bad parameter or field with its message(s).",
    "properties": {"detail": {"type": "string"}},
    "additionalProperties": True,
}
BAD_REQUEST = OpenApiResponse(PROBLEM, description="A parameter or field that cannot be understood, named.")
NOT_FOUND = OpenApiResponse(DetailSerializer, description="Nothing at this address: `detail` names what is missing.")
THROTTLED = OpenApiResponse(
    ThrottledSerializer,
    description="Too many requests from one address without an account; `Retry-After` says when to ask again.",
)
RETRY_AFTER = OpenApiParameter(
    "Retry-After",
    OpenApiTypes.INT,
    OpenApiParameter.HEADER,
    response=[429],
    description="Seconds to wait before asking again.",
)


UNAUTHENTICATED = (
    "Neither a token nor a session: `detail` says whether the token is not one the site holds (or was revoked) "
    "or has expired, and where a new one is made."
)


def _response(description: str, ref: str) -> dict[str, object]:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": ref}}}}


def common_answers(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """Postprocessing hook: the answers every endpoint may give that no view states itself.

    A 404 where the address names something or a page is asked for (an unknown law, decision or page
    number); a 400 where there are query parameters (a bad filter, named); a 413 for a body over 1 MiB; a 401 for
    a write that authenticates (every write but a ruling's), and for a read open to members only (what one follows).
    """
    detail = "#/components/schemas/Detail"
    for item in result.get("paths", {}).values():
        for method, operation in item.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            answers = operation["responses"]
            params = operation.get("parameters", [])
            if any(p.get("in") == "path" for p in params) or any(p.get("name") == "page" for p in params):
                answers.setdefault("404", _response("Nothing at this address, or no such page: `detail` says.", detail))
            if any(p.get("in") == "query" for p in params):
                answers.setdefault(
                    "400",
                    {"description": BAD_REQUEST.description, "content": {"application/json": {"schema": PROBLEM}}},
                )
            if method in ("post", "put", "patch"):
                answers.setdefault("413", _response("A body over 1 MiB.", detail))
            if method in ("post", "put", "patch", "delete") and operation.get("security", [{}]) != [{}]:
                answers.setdefault("401", _response(UNAUTHENTICATED, detail))
            if method == "get" and {} not in operation.get("security", [{}]):  # a read for members only
                answers.setdefault("401", _response(UNAUTHENTICATED, detail))
    return result
