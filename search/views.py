"""The search page: /search/?q=&code=&type=&authority=&page="""

from __future__ import annotations

from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render

from decisions.models import Authority
from laws.models import Code, etiquette_heading
from plumbing.api.throttles import AnonymousSearch, rationed

from . import service
from .query import QueryError
from .results import FACETS, Hit, SearchResults
from .schema import COMMENTARY, LAW, PASSAGE, TERM

FACET_LABELS = {"type": "Type", "code": "Code", "authority": "Authority"}
TYPE_LABELS = {
    "law": "Laws",
    "decision": "Decisions",
    "term": "Glossary",
    "commentary": "Commentary",
    "passage": "Front matter and passages",
}


@dataclass(frozen=True)
class FacetValue:
    value: str
    label: str
    count: int
    url: str
    active: bool


@dataclass(frozen=True)
class Facet:
    name: str
    label: str
    values: list[FacetValue]
    clear_url: str


def _url(params: QueryDict, **changes: str) -> str:
    """The query string of this search with some parameters changed; a new filter starts at page 1."""
    out = params.copy()
    if "page" not in changes:
        out.pop("page", None)
    for name, value in changes.items():
        if value:
            out[name] = value
        else:
            out.pop(name, None)
    return "?" + out.urlencode()


@dataclass(frozen=True)
class Row:
    hit: Hit
    about: str  # what the result is, after its title: "Club Code, 1864, law 72", "decision of McIntosh" …


def _law_named(number: str) -> str:
    """A law as the book names it: "law 72", a rule of etiquette (number "etiquette-7") "etiquette 7"; a law kept
    under a word ("dummy-1", "proposed") is named by its title, the result's link, so nothing here."""
    if number.startswith("etiquette-"):
        return etiquette_heading(number).lower()
    return f"law {number}" if number.isdigit() else ""


def _about(hit: Hit, code: str, authority: str) -> str:
    """The line under a result's title saying what it is and why it came (said here, not in the template: twenty
    rows of a page's nested conditions were a fifth of the page's cost)."""
    if hit.type == LAW:
        about = ", ".join(part for part in (code, _law_named(hit.number)) if part)
    elif hit.type == TERM:
        about = f"technical term, {code}"
    elif hit.type == COMMENTARY:
        about = "the committee’s commentary" + (f", {code}" if code else "")
    elif hit.type == PASSAGE:
        about = hit.section.lower() + (f", {code}" if code else "")
    else:
        about = "decision" + (f" of {authority}" if authority else "") + (f", {code}" if code else "")
    if hit.match == "cites":
        about += "; under or citing the law"
    elif hit.match == "defines":
        about += "; defines it"
    return about


def _labels() -> dict[str, dict[str, str]]:
    return {
        "type": TYPE_LABELS,
        "code": {slug: f"{title}, {year}" for slug, title, year in Code.objects.values_list("slug", "title", "year")},
        "authority": dict(Authority.objects.values_list("slug", "name")),
    }


def _facets(results: SearchResults, params: QueryDict, labels: dict[str, dict[str, str]]) -> list[Facet]:
    facets = []
    for name in FACETS:
        chosen = params.get(name, "")
        values = [
            FacetValue(
                value,
                labels[name].get(value, value),
                count,
                _url(params, **{name: "" if value == chosen else value}),
                value == chosen,
            )
            for value, count in results.facets.get(name, {}).items()
        ]
        if values:
            facets.append(Facet(name, FACET_LABELS[name], values, _url(params, **{name: ""})))
    return facets


def search_page(request: HttpRequest) -> HttpResponse:
    params = request.GET
    context: dict[str, object] = {"q": params.get("q", "")}
    if not params.get("q", "").strip():
        return render(request, "search/results.html", context)
    return _searched(request, params, context)


@rationed(AnonymousSearch)
def _searched(request: HttpRequest, params: QueryDict, context: dict[str, object]) -> HttpResponse:
    try:
        results = service.search(params)
    except QueryError as exc:
        context["error"] = exc.message
        return render(request, "search/results.html", context, status=400)
    labels = _labels()
    context.update(
        results=results,
        rows=[
            Row(h, _about(h, labels["code"].get(h.code, h.code), labels["authority"].get(h.authority, h.authority)))
            for h in results.hits
        ],
        facets=_facets(results, params, labels),
        scoped=[labels["code"].get(c, c) for c in results.codes],
        first=(results.page - 1) * results.page_size + 1,
        suggestion_url=_url(params, q=results.suggestion) if results.suggestion else "",
        as_typed_url=_url(params, as_typed="1") if results.corrected else "",
        any_word_url=_url(params, any_word="1") if results.matched == "none" and params.get("any_word") != "1" else "",
        previous_url=_url(params, page=str(results.page - 1)) if 1 < results.page <= results.pages else "",
        next_url=_url(params, page=str(results.page + 1)) if results.page < results.pages else "",
    )
    return render(request, "search/results.html", context)
