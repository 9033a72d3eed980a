"""The worked cases: the list, one case with its printed text and the engine's stored ruling."""

from __future__ import annotations

import json

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from decisions.case_display import ruling_context

from .audit import audit_of
from .engine_version import engine_version
from .models import CaseBook, WorkedCase


def worked_list(request: HttpRequest) -> HttpResponse:
    books = CaseBook.objects.prefetch_related("cases__code", "cases__decision")
    return render(request, "worked/list.html", {"books": books})


def worked_case(request: HttpRequest, slug: str) -> HttpResponse:
    case = get_object_or_404(
        WorkedCase.objects.select_related("book", "code", "decision__authority", "printed"), slug=slug
    )
    context = ruling_context(json.loads(case.case_text), case.ruling)
    laws = [t.law for t in case.turns_on.select_related("law__code").order_by("law__position")]
    context.update(
        {
            "worked": case,
            "turns_on": laws,
            "printed_text": case.printed_text(),
            "printed_source": case.printed_source(),
            "ruling_is_current": case.engine_version == engine_version(),
            "audit": audit_of(case.case_text),
        }
    )
    return render(request, "worked/case.html", context)
