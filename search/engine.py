"""Searching the whoosh index.

The order of an answer: for a query naming a law, that law first; then the
decisions under it or citing it (those citing the named clause, then by
relevance to the words, then those printed under the law, then printed order); then
the rest, by relevance to the words — or, with no words, the laws and texts that
mention the law, in printed order. For words alone, the entries defining them
come first (definitions.py): "bower" gives the glossary's right and left bower,
"revoke" the law opening the revoke in each code.

Matching, ranking, filters and facets are set algebra over posting maps and
over the documents of each type, code and authority (matching.py), read once
per searcher.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from whoosh.searching import Searcher

from . import definitions, suggestions
from .analysis import terms
from .matching import Postings, Scores, match_all, match_any, postings, score_of, top
from .query import LawTarget, ParsedQuery
from .results import FACETS, Filters, Hit, SearchResults
from .schema import DECISION, LAW, PASSAGE, TERM
from .snippets import snippet


@dataclass
class Columns:
    """Per document number: type, code, authority and printed order; and the documents of each value."""

    type: list[str]
    code: list[str]
    authority: list[str]
    order: list[int]
    live: set[int]
    by_value: dict[str, dict[str, set[int]]]


def _column(searcher: Searcher, name: str) -> list[Any]:
    return list(searcher.reader().column_reader(name, translate=True))


def columns(searcher: Searcher) -> Columns:
    cached: Columns | None = getattr(searcher, "_laws_columns", None)
    if cached is None:
        values = {name: _column(searcher, name) for name in (*FACETS, "order")}
        live = set(searcher.reader().all_doc_ids())
        by_value: dict[str, dict[str, set[int]]] = {}
        for name in FACETS:
            groups: dict[str, set[int]] = {}
            column = values[name]
            for d in live:
                groups.setdefault(column[d], set()).add(d)
            by_value[name] = groups
        cached = Columns(values["type"], values["code"], values["authority"], values["order"], live, by_value)
        searcher._laws_columns = cached  # type: ignore[attr-defined]
    return cached


def indexed_codes(searcher: Searcher) -> list[str]:
    """The codes the index holds, for reading "club 44 VI"."""
    return sorted(c for c in columns(searcher).by_value["code"] if c)


def facets_and_filter(cols: Columns, matched: set[int], filters: Filters) -> tuple[dict[str, dict[str, int]], set[int]]:
    """Counts by type, code and authority, each with the other two filters applied; and the documents passing all."""
    wanted = {name: cols.by_value[name].get(value, set()) for name, value in filters.active().items()}
    passing = set(matched)
    for allowed in wanted.values():
        passing &= allowed
    facets: dict[str, dict[str, int]] = {}
    for name in FACETS:
        base = matched
        for other, allowed in wanted.items():
            if other != name:
                base = base & allowed
        counts = {value: len(base & docs) for value, docs in cols.by_value[name].items() if value}
        facets[name] = dict(sorted(((v, n) for v, n in counts.items() if n), key=lambda kv: (-kv[1], kv[0])))
    return facets, passing


# --- queries


def _law_docs(p: Postings, target: LawTarget) -> Scores:
    """The documents whose own number is the law's: its reference with a code named, else the number."""
    if target.code:
        return p.docs("ref", f"{target.code}:{target.number}")
    return p.docs("number", target.number)


def _any_of(p: Postings, field: str, values: list[str]) -> set[int]:
    """The documents holding any of the values in the field (an exact keyword each)."""
    return match_any([p.docs(field, v) for v in values]) if values else set()


def _text_maps(p: Postings, parsed: ParsedQuery) -> list[Scores]:
    return [p.any_field(t) for t in parsed.terms] + [p.phrase(words) for words in parsed.phrases]


def _mentions(p: Postings, refs: list[str], targets: tuple[LawTarget, ...]) -> set[int]:
    """Laws whose text refers to the law, and texts naming it ("Law 72", "Rule 72")."""
    found = _any_of(p, "refers", refs)
    for number in dict.fromkeys(t.number for t in targets):
        for word in ("law", "rule"):
            found |= p.phrase_in("text", tuple(terms(f"{word} {number}")))
    return found


def _defining(searcher: Searcher, cols: Columns, parsed: ParsedQuery, excluded: list[Scores]) -> list[int]:
    """The entries defining the words: exact names before parts of names, the codes the query names
    first, then in printed order."""
    found = definitions.defining(searcher, definitions.wanted_terms(parsed))
    named = set(parsed.codes_named)
    return [
        d
        for d, closeness in sorted(found, key=lambda dc: (dc[1], cols.code[dc[0]] not in named, cols.order[dc[0]]))
        if d in cols.live and not any(d in m for m in excluded)
    ]


# --- the search


def search(searcher: Searcher, parsed: ParsedQuery, filters: Filters, page: int, page_size: int) -> SearchResults:
    cols = columns(searcher)
    p = postings(searcher)
    maps = _text_maps(p, parsed) if parsed.has_text else []
    excluded = [p.any_field(t) for t in parsed.excluded]
    first: list[tuple[int, str]] = []  # (docnum, match) in their fixed order
    refs: list[str] = []

    if parsed.laws:
        law_docs = {d for d in match_any([_law_docs(p, t) for t in parsed.laws]) if cols.type[d] == LAW}
        ordered_laws = sorted(law_docs, key=cols.order.__getitem__)
        refs = [searcher.stored_fields(d)["ref"] for d in ordered_laws]
        first += [(d, "law") for d in ordered_laws]
        first += [(d, "cites") for d in _citing(p, refs, parsed, maps, cols)]

    elif maps:
        first += [(d, "defines") for d in _defining(searcher, cols, parsed, excluded)]

    taken = {d for d, _ in first}
    matched = "all"
    if maps:
        rest = match_all(maps, excluded) - taken
        if not rest and not first and len(maps) > 1:
            rest, matched = match_any(maps, excluded), "any"
    elif parsed.laws:
        rest = _mentions(p, refs, parsed.laws) - taken
    else:
        rest = set()
    rest &= cols.live

    facets, passing = facets_and_filter(cols, taken | rest, filters)
    head = [(d, m) for d, m in first if d in passing]
    rest &= passing
    offset = (page - 1) * page_size
    chosen: list[tuple[int, str, float | None]] = [(d, m, None) for d, m in head[offset : offset + page_size]]
    wanted = offset + page_size - len(head)
    if wanted > 0 and rest:
        if maps:
            ranked = top(rest, maps, wanted, cols.order)
        else:
            ranked = [(d, None) for d in sorted(rest, key=cols.order.__getitem__)[:wanted]]  # type: ignore[misc]
        skip = max(0, offset - len(head))
        chosen += [(d, "text", s) for d, s in ranked[skip : skip + page_size - len(chosen)]]

    score = score_of(maps) if maps else None
    return SearchResults(
        query=parsed.text,
        count=len(head) + len(rest),
        hits=[
            _hit(searcher, d, m, s if s is not None or score is None or m == "law" else (score(d) or None), parsed)
            for d, m, s in chosen
        ],
        facets=facets,
        page=page,
        page_size=page_size,
        laws=refs,
        matched=matched,
        suggestion=suggestions.suggest(searcher, p, parsed.words, parsed.text) if parsed.words else "",
    )


def _citing(p: Postings, refs: list[str], parsed: ParsedQuery, maps: list[Scores], cols: Columns) -> list[int]:
    """Decisions under or citing the laws: those citing the named clause, then by relevance to the words,
    then those printed under the law, then in printed order."""
    if not refs:
        return []
    under = _any_of(p, "under", refs)
    docs = (under | _any_of(p, "cites", refs)) & cols.live
    if not docs:
        return []
    clauses = [f"{ref}.{t.clause}" for ref in refs for t in parsed.laws if t.clause and ref.endswith(f":{t.number}")]
    on_clause = _any_of(p, "cites", clauses)
    score = score_of(maps) if maps else (lambda d: 0.0)
    return sorted(docs, key=lambda d: (d not in on_clause, -score(d), d not in under, cols.order[d]))


def _hit(searcher: Searcher, docnum: int, match: str, score: float | None, parsed: ParsedQuery) -> Hit:
    f = searcher.stored_fields(docnum)
    marks = parsed.laws if match != "text" or not parsed.has_text else ()
    return Hit(
        type=f["type"],
        code=f.get("code", ""),
        title=f.get("title", ""),
        snippet=snippet(f.get("text", ""), parsed.highlight_terms, marks),
        url=f.get("url", ""),
        score=score,
        match=match,
        number=f.get("number", "") if f["type"] == LAW else "",
        slug=f.get("slug", "") if f["type"] in (DECISION, TERM, PASSAGE) else "",
        authority=f.get("authority", ""),
        section=f.get("section", ""),
    )
