"""Every API error as JSON with a message naming what is wrong; never an HTML page."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    response = drf_exception_handler(exc, context)
    if response is not None and isinstance(exc, Http404) and str(exc):
        response.data = {"detail": str(exc)}
    return response
