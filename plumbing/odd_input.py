"""Input no page or API can hold, refused with 400 and a message naming where it is, before any view reads it.

A NUL character cannot be stored in PostgreSQL's text or JSON (it raised a 500 wherever a law number, a query
parameter or a case carried one); an Authorization header whose bytes are not UTF-8 text cannot be read as a
token. Each is refused here once, for every page and API, rather than at each door. So is a page's number that
is none (`?page=²`, which Django's paginator took for the first page, or `?page=٣`, which `int()` reads as 3):
the pages' here, the API's by its paginator (plumbing/api/pagination.py), in the API's own shape.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse, QueryDict
from django.shortcuts import render

STATUS = 400
NUL = "\x00"
# A JSON string's escape for NUL, not itself escaped (`\\u0000` is a backslash and the letters u0000).
_JSON_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000", re.IGNORECASE)
_FORMS = ("application/x-www-form-urlencoded", "multipart/form-data")


def _in_parameters(where: str, parameters: QueryDict) -> str | None:
    for key, values in parameters.lists():
        if NUL in key or any(NUL in value for value in values):
            return f"The {where} {key.replace(NUL, '%00')!r} holds a NUL character (%00), which nothing here can hold."
    return None


def _in_body(request: HttpRequest) -> str | None:
    kind = request.content_type or ""
    if request.method not in ("POST", "PUT", "PATCH"):
        return None
    if kind in _FORMS:
        return _in_parameters("field", request.POST)
    if kind.endswith("json") and (b"\x00" in request.body or _JSON_NUL.search(request.body)):
        return "The JSON sent holds a NUL character (\\u0000) in a text, which nothing here can hold."
    return None


def _in_authorization(request: HttpRequest) -> str | None:
    header = str(request.META.get("HTTP_AUTHORIZATION", ""))
    try:
        # WSGI hands a header over as Latin-1: its bytes are what the client sent.
        header.encode("latin-1").decode("utf-8")
    except UnicodeError:
        return "The Authorization header is not UTF-8 text: send the token as the site gave it."
    return None


def whole_number_problem(name: str, raw: str) -> str | None:
    """What is wrong with `raw` as the query parameter `name`, a whole number from 1 in the digits 0 to 9."""
    if raw.isascii() and raw.isdigit() and int(raw) >= 1:
        return None
    return f"{name} must be a whole number from 1, not {raw!r}."


def _in_page_number(request: HttpRequest) -> str | None:
    raw = request.GET.get("page", "")
    if not raw or request.path_info.startswith("/api/"):
        return None
    return whole_number_problem("page", raw)


def odd_input(request: HttpRequest) -> str | None:
    """What no page or API can hold in the request's address and headers, said for the person who sent it."""
    if NUL in request.path_info:
        return "The address holds a NUL character (%00): nothing on this site is named with one."
    return _in_parameters("query parameter", request.GET) or _in_authorization(request) or _in_page_number(request)


def _allows_nul(view_func: Any) -> bool:
    """A view that stores nothing of its body says so (`nul_allowed = True`, the rulings API's)."""
    return bool(
        getattr(view_func, "nul_allowed", False) or getattr(getattr(view_func, "cls", None), "nul_allowed", False)
    )


def _refused(request: HttpRequest, problem: str) -> HttpResponse:
    if request.path_info.startswith("/api/"):
        return JsonResponse({"detail": problem}, status=STATUS)
    return render(request, "400.html", {"detail": problem}, status=STATUS)


class OddInputMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        problem = odd_input(request)
        return self.get_response(request) if problem is None else _refused(request, problem)

    def process_view(self, request: HttpRequest, view_func: Any, args: Any, kwargs: Any) -> HttpResponse | None:
        # The body once the view is known: a view that stores nothing of it may take a NUL (any JSON gets a ruling).
        problem = None if _allows_nul(view_func) else _in_body(request)
        return None if problem is None else _refused(request, problem)
