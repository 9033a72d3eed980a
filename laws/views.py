"""Pages for reading the codes: the list of codes, a code, a law."""

from __future__ import annotations

import sys

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from plumbing import database_unavailable

from .models import Code, Law
from .pages import code_page, law_page


def home(request: HttpRequest) -> HttpResponse:
    codes = Code.objects.in_order().prefetch_related("laws")
    return render(request, "laws/home.html", {"codes": codes})


def code_detail(request: HttpRequest, code: str) -> HttpResponse:
    code_obj = get_object_or_404(Code.objects.select_related("page"), slug=code)
    # Everything below the code's title is printed matter, rendered when the corpus was loaded (laws/pages.py).
    return render(request, "laws/code.html", {"code": code_obj, "code_page": code_page(code_obj)})


def law_detail(request: HttpRequest, code: str, number: str) -> HttpResponse:
    law = get_object_or_404(Law.objects.select_related("code", "section", "page"), code__slug=code, number=number)
    # The printed parts were rendered when the corpus was loaded (laws/pages.py); the committee's parts (statute,
    # decisions, appeals, commentary) are the page's own tags, read at each request.
    return render(request, "laws/law.html", {"law": law, "code": law.code, "page": law_page(law)})


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse({"detail": "Not found: no such resource at this address."}, status=404)
    return render(request, "404.html", {"path": request.path}, status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    # Django calls this while handling the exception: one saying the database is out of reach is a 503.
    unavailable = database_unavailable.response_for(request, sys.exc_info()[1])
    if unavailable is not None:
        return unavailable
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse({"detail": "The server could not answer this request."}, status=500)
    return render(request, "500.html", status=500)
