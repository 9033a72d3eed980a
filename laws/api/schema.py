"""The parts of the OpenAPI description that many endpoints share: the error bodies and the throttle's answer."""

from __future__ import annotations

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
