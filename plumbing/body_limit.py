"""Refuse request bodies over settings.MAX_REQUEST_BODY_BYTES with 413, before anything reads them.

The API answers JSON with a `detail`; the site answers a page saying what the limit is. A body
sent without Content-Length is not read by Django at all (the WSGI stream is empty), and Django's
own DATA_UPLOAD_MAX_MEMORY_SIZE is set to the same figure, so this check is the one that matters.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render

STATUS = 413


def describe_limit() -> str:
    limit = settings.MAX_REQUEST_BODY_BYTES
    return f"{limit:,} bytes ({limit / 1_048_576:g} MiB)"


def too_large(request: HttpRequest, size: int | None) -> HttpResponse:
    said = f"The request body is {size:,} bytes; " if size is not None else "The request body is too large; "
    detail = f"{said}the limit is {describe_limit()}. Nothing was saved."
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": detail}, status=STATUS)
    return render(request, "413.html", {"detail": detail, "limit": describe_limit()}, status=STATUS)


class RequestBodyLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        size = _content_length(request)
        if size is not None and size > settings.MAX_REQUEST_BODY_BYTES:
            return too_large(request, size)
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        # Django's own limit on a body it had to read to the end (DATA_UPLOAD_MAX_MEMORY_SIZE).
        if isinstance(exception, RequestDataTooBig):
            return too_large(request, _content_length(request))
        return None


def _content_length(request: HttpRequest) -> int | None:
    try:
        return int(request.META.get("CONTENT_LENGTH") or "")
    except ValueError:
        return None
