"""Every API error as JSON with a message naming what is wrong; never an HTML page."""

from __future__ import annotations

import math
from typing import Any

from django.http import Http404
from rest_framework.exceptions import Throttled
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from accounts.committee import MotionNeeded, MotionRefused


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, MotionNeeded | MotionRefused):
        # A write only a meeting makes while the quorum is above one, or the motion a write alone is refused its
        # effect: a 400 that says so, from every endpoint.
        return Response({"detail": str(exc)}, status=400)
    response = drf_exception_handler(exc, context)
    if response is not None and isinstance(exc, Http404) and str(exc):
        response.data = {"detail": str(exc)}
    if response is not None and isinstance(exc, Throttled):
        # Retry-After is set by DRF; the body says the same for a client that reads only JSON.
        seconds = max(1, math.ceil(exc.wait or 1))
        response.data = {
            "detail": f"Too many requests from this address: try again in {seconds} seconds.",
            "retry_after": seconds,
        }
        response["Retry-After"] = str(seconds)
    return response
