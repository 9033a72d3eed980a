"""The casebook's pages. Reading only; what a reader sees is decided in records.py (public cases only, but the
committee's decisions always)."""

from __future__ import annotations

from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from plumbing.api.throttles import AnonymousPrints, rationed

from . import records
from .printing import book_pdf

FIRST_YEAR, LAST_YEAR = 1, 9998  # the years a date can hold, with a year after it


def _book(request: HttpRequest, year: int) -> records.Casebook:
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise Http404("No casebook for that year.")
    book = records.casebook(year, records.audience_of(request.user))
    if not book.records:
        raise Http404(f"The committee decided no appeal and adopted no decision in {year}.")
    return book


@require_GET
def years(request: HttpRequest) -> HttpResponse:
    return render(request, "casebook/years.html", {"years": records.years()})


@require_GET
def year(request: HttpRequest, year: int) -> HttpResponse:
    return render(request, "casebook/year.html", {"book": _book(request, year)})


@require_GET
@rationed(AnonymousPrints)
def year_pdf(request: HttpRequest, year: int) -> HttpResponse:
    book = _book(request, year)
    response = FileResponse(book_pdf(book), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="casebook-{year}.pdf"'
    return response
