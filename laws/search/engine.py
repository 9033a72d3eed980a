"""Searching the whoosh index.

The order of an answer: for a query naming a law, that law first; then the
decisions under it or citing it (those citing the named clause, then by
relevance to the words, then those printed under the law, then printed order); then
the rest, by relevance to the words — or, with no words, the laws and texts that
mention the law, in printed order.

Facets and filters are counted over every match from the type, code and
authority columns, read once per searcher.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from whoosh.query import And, AndNot, Or, Phrase, Query, Term
from whoosh.searching import Searcher

from .analysis import terms
from .query import LawTarget, ParsedQuery
from .results import FACETS, Filters, Hit, SearchResults, facet_counts
from .schema import DECISION, LAW
from .snippets import snippet

TEXT_FIELDS = ("title", "text", "section")
PHRASE_FIELDS = ("title", "text")


@dataclass
class Columns:
    """Per document number: type, code, authority and printed order."""

    type: list[str]
    code: list[str]
    authority: list[str]
    order: list[int]

    def values(self, docnum: int) -> dict[str, str]:
        return {"type": self.type[docnum], "code": self.code[docnum], "authority": self.authority[docnum]}


def _column(searcher: Searcher, name: str) -> list[Any]:
    reader = searcher.reader()
    return list(reader.column_reader(name, translate=True))


def columns(searcher: Searcher) -> Columns:
    cached: Columns | None = getattr(searcher, "_laws_columns", None)
    if cached is None:
        cached = Columns(*(_column(searcher, name) for name in (*FACETS, "order")))
        searcher._laws_columns = cached  # type: ignore[attr-defined]
    return cached


def indexed_codes(searcher: Searcher) -> list[str]:
    """The codes the index holds, for reading "club 44 VI"."""
    cached: list[str] | None = getattr(searcher, "_laws_codes", None)
    if cached is None:
        cached = sorted({c for c in columns(searcher).code if c})
        searcher._laws_codes = cached  # type: ignore[attr-defined]
    return cached


# --- queries


def _term(term: str) -> Query:
    return Or([Term(f, term) for f in TEXT_FIELDS])


def _phrase(words: tuple[str, ...]) -> Query:
    if len(words) == 1:
        return _term(words[0])
    return Or([Phrase(f, list(words)) for f in PHRASE_FIELDS])


def text_query(parsed: ParsedQuery, relaxed: bool = False) -> Query:
    """Every word and phrase (or, relaxed, any of them), less the excluded words."""
    parts = [_term(t) for t in parsed.terms] + [_phrase(p) for p in parsed.phrases]
    q: Query = parts[0] if len(parts) == 1 else (Or(parts) if relaxed else And(parts))
    if parsed.excluded:
        q = AndNot(q, Or([_term(t) for t in parsed.excluded]))
    return q


def _law_query(target: LawTarget) -> Query:
    if target.code:
        return Term("ref", f"{target.code}:{target.number}")
    return And([Term("type", LAW), Term("number", target.number)])


def _mentions_query(refs: list[str], targets: tuple[LawTarget, ...]) -> Query:
    """Laws whose text refers to the law, and texts naming it ("Law 72", "Rule 72")."""
    parts: list[Query] = [Term("refers", ref) for ref in refs]
    for number in dict.fromkeys(t.number for t in targets):
        for word in ("law", "rule"):
            parts.append(Phrase("text", terms(f"{word} {number}")))
    return Or(parts)


# --- the search


def search(searcher: Searcher, parsed: ParsedQuery, filters: Filters, page: int, page_size: int) -> SearchResults:
    cols = columns(searcher)
    order = cols.order
    scores: dict[int, float] = {}
    first: list[tuple[int, str]] = []  # (docnum, match) in their fixed order
    refs: list[str] = []
    text_q = text_query(parsed) if parsed.has_text else None

    if parsed.laws:
        law_docs = sorted(set(searcher.docs_for_query(Or([_law_query(t) for t in parsed.laws]))), key=order.__getitem__)
        refs = [searcher.stored_fields(d)["ref"] for d in law_docs]
        first += [(d, "law") for d in law_docs]
        first += [(d, "cites") for d in _citing(searcher, refs, parsed, text_q, scores)]

    taken = {d for d, _ in first}
    rest_q = text_q or (_mentions_query(refs, parsed.laws) if parsed.laws else None)
    rest = set(searcher.docs_for_query(rest_q)) - taken if rest_q is not None else set()
    matched = "all"
    if text_q is not None and not rest and not first and len(parsed.terms) + len(parsed.phrases) > 1:
        rest_q = text_query(parsed, relaxed=True)
        rest = set(searcher.docs_for_query(rest_q))
        matched = "any"

    facets, passing = facet_counts(((d, cols.values(d)) for d in (*taken, *rest)), filters)
    head = [(d, m) for d, m in first if d in passing]
    rest &= passing
    offset = (page - 1) * page_size
    chosen: list[tuple[int, str]] = head[offset : offset + page_size]
    wanted = offset + page_size - len(head)
    if wanted > 0 and rest and rest_q is not None:
        if text_q is not None:
            ranked = []
            for hit in searcher.search(rest_q, limit=wanted, filter=rest):
                scores[hit.docnum] = hit.score
                ranked.append(hit.docnum)
        else:
            ranked = sorted(rest, key=order.__getitem__)[:wanted]
        skip = max(0, offset - len(head))
        chosen += [(d, "text") for d in ranked[skip : skip + page_size - len(chosen)]]

    return SearchResults(
        query=parsed.text,
        count=len(head) + len(rest),
        hits=[_hit(searcher, d, match, scores.get(d), parsed) for d, match in chosen],
        facets=facets,
        page=page,
        page_size=page_size,
        laws=refs,
        matched=matched,
    )


def _citing(
    searcher: Searcher, refs: list[str], parsed: ParsedQuery, text_q: Query | None, scores: dict[int, float]
) -> list[int]:
    """Decisions under or citing the laws: those citing the named clause, then by relevance to the words, then those printed under the law, then in printed order."""
    if not refs:
        return []
    docs = set(searcher.docs_for_query(Or([Term("under", r) for r in refs] + [Term("cites", r) for r in refs])))
    if not docs:
        return []
    clauses = [f"{ref}.{t.clause}" for ref in refs for t in parsed.laws if t.clause and ref.endswith(f":{t.number}")]
    on_clause = set(searcher.docs_for_query(Or([Term("cites", c) for c in clauses]))) if clauses else set()
    under = set(searcher.docs_for_query(Or([Term("under", r) for r in refs])))
    if text_q is not None:
        for hit in searcher.search(text_q, limit=None, filter=docs):
            scores[hit.docnum] = hit.score
    order = columns(searcher).order
    return sorted(docs, key=lambda d: (d not in on_clause, -scores.get(d, 0.0), d not in under, order[d]))


def _hit(searcher: Searcher, docnum: int, match: str, score: float | None, parsed: ParsedQuery) -> Hit:
    f = searcher.stored_fields(docnum)
    return Hit(
        type=f["type"],
        code=f.get("code", ""),
        title=f.get("title", ""),
        snippet=snippet(f.get("text", ""), parsed.highlight_terms, parsed.laws if match != "text" or not parsed.has_text else ()),
        url=f.get("url", ""),
        score=score,
        match=match,
        number=f.get("number", "") if f["type"] == LAW else "",
        slug=f.get("slug", "") if f["type"] == DECISION else "",
        authority=f.get("authority", ""),
        section=f.get("section", ""),
    )
