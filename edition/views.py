"""A text of the edition on its own page: front matter or a passage bearing on the laws; the errata."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from laws.linking import Linker

from .errata import current_errata
from .models import Passage


def passage_detail(request: HttpRequest, slug: str) -> HttpResponse:
    passage = get_object_or_404(
        Passage.objects.select_related("code").prefetch_related("cites__law__code", "notes"), slug=slug
    )
    return render(request, "edition/passage.html", {"passage": passage, "linker": Linker.for_code(passage.code.slug)})


def errata(request: HttpRequest) -> HttpResponse:
    """What this edition changed since the last, dated, item by item (corpus/errata.blocks)."""
    return render(request, "edition/errata.html", {"errata": current_errata()})
