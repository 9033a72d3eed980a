"""Pages for reading the codes: the list of codes, a code, a law."""

from __future__ import annotations

import sys

from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from config import database_unavailable

from .linking import Linker
from .models import Code, CrossReference, Law


def home(request: HttpRequest) -> HttpResponse:
    codes = Code.objects.in_order().prefetch_related("laws")
    return render(request, "laws/home.html", {"codes": codes})


def code_detail(request: HttpRequest, code: str) -> HttpResponse:
    code_obj = get_object_or_404(Code, slug=code)
    sections = code_obj.sections.prefetch_related(
        Prefetch(
            "laws",
            queryset=Law.objects.select_related("code").order_by("position").prefetch_related("clauses", "notes"),
            to_attr="law_list",
        )
    )
    unsectioned = code_obj.laws.filter(section__isnull=True).select_related("code").prefetch_related("clauses", "notes")
    sections_list, terms = list(sections), list(code_obj.terms.all())
    # Where the book heads its list of terms itself (a last section of technical terms, without laws), the terms
    # go under that heading.
    last = sections_list[-1] if sections_list else None
    glossary_section = last if terms and last is not None and not last.law_list and "terms" in last.slug else None
    return render(
        request,
        "laws/code.html",
        {
            "code": code_obj,
            "sections": sections_list,
            "unsectioned": unsectioned,
            "terms": terms,
            "glossary_section": glossary_section,
            "linker": Linker.for_code(code_obj.slug),
        },
    )


def law_detail(request: HttpRequest, code: str, number: str) -> HttpResponse:
    law = get_object_or_404(
        Law.objects.select_related("code", "section").prefetch_related("clauses", "notes", "variants", "sources"),
        code__slug=code,
        number=number,
    )
    siblings = Law.objects.filter(code=law.code).select_related("code")
    previous = siblings.filter(position__lt=law.position).order_by("-position").first()
    following = siblings.filter(position__gt=law.position).order_by("position").first()
    refers_to = CrossReference.objects.filter(from_law=law).select_related("to_law__code")
    referred_by = CrossReference.objects.filter(to_law=law).select_related("from_law__code")
    context = {
        "law": law,
        "code": law.code,
        "previous": previous,
        "next": following,
        "refers_to": _unique(refers_to, "to_law"),
        "referred_by": _unique(referred_by, "from_law"),
        "linker": Linker.for_code(law.code.slug),
    }
    context.update(_law_extras(law))
    return render(request, "laws/law.html", context)


def _unique(refs: object, attr: str) -> list[Law]:
    seen: dict[int, Law] = {}
    for ref in refs:  # type: ignore[attr-defined]
        target = getattr(ref, attr)
        seen.setdefault(target.pk, target)
    return list(seen.values())


def _law_extras(law: Law) -> dict[str, object]:
    """The same matter in other codes (the decisions under the law are the decisions app's tag, on the page)."""
    same_matter = (
        Law.objects.filter(matters__in=law.matters.all())
        .exclude(code=law.code)
        .select_related("code")
        .order_by("code__position", "position")
        .distinct()
    )
    matters = list(law.matters.all())
    return {
        "matters": matters,
        "same_matter": same_matter,
    }


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
