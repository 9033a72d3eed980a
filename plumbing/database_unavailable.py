"""The database out of reach answers 503 (a page, or JSON on /api/), never a 500 with a traceback.

A database that refuses connections, drops one mid-request or is locked past its timeout raises
OperationalError or InterfaceError. That is a fault of the moment, not of the request: the reader
is told to try again (with Retry-After) and the operator finds the cause logged. The page is drawn
from `templates/unavailable.html`, which reads nothing from the database (not even the account of
the person signed in, whose session lives there).

The middleware answers for views; `laws.views.server_error` asks `response_for` too, for a fault
raised outside a view (a middleware saving the session), which reaches Django's handler500.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string

STATUS = 503
RETRY_AFTER_SECONDS = 30
DETAIL = "The site cannot reach its database just now. Nothing you saved was lost; try again in a minute."
UNREACHABLE = (OperationalError, InterfaceError)

log = logging.getLogger("config.database")


def response_for(request: HttpRequest, exception: BaseException | None) -> HttpResponse | None:
    """The 503 for an exception that says the database is out of reach; None for any other."""
    if not isinstance(exception, UNREACHABLE):
        return None
    log.error("database unavailable on %s %s: %s", request.method, request.path, exception, exc_info=exception)
    response: HttpResponse
    if request.path.startswith("/api/"):
        response = JsonResponse({"detail": DETAIL}, status=STATUS)
    else:
        # No request passed: the context processors would read the session and the account.
        response = HttpResponse(render_to_string("unavailable.html", {"detail": DETAIL}), status=STATUS)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        return response_for(request, exception)
