"""Searching the whoosh index with whoosh's own searcher.

The order of an answer: for a query naming a law, that law first; then the
decisions under it or citing it (those citing the named clause, then by
relevance to the words, then those printed under the law, then printed order); then
the rest. For words alone, the entries defining them come first (definitions.py):
"bower" gives the glossary's right and left bower, "revoke" the law opening the
revoke in each code.

Everything else is whoosh's: the words become its query classes (Term, Phrase, And,
Or, AndNot), matched and ranked by its BM25F. The facets are counted from the documents
it matched, by one column keying each document's type, code and authority together
(grouped_by_facets). What is ours is a layer over its hits: when no document holds
every word, those holding more of them come first (coordination), then BM25.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice

from whoosh.query import And, AndNot, Phrase, Query, Term
from whoosh.query.compound import DefaultOr as Or
from whoosh.searching import Results, Searcher

from . import definitions, suggestions
from .analysis import terms
from .query import Alternative, LawTarget, ParsedQuery, WordGroup
from .results import FACETS, Filters, Hit, SearchResults
from .schema import DECISION, LAW, PASSAGE, POSITIONS, TERM, facet_values
from .snippets import snippet

# whoosh's Or as a tree of unions (its DefaultOr), the matcher it chooses itself above 5,000 documents; below, it
# would read every posting of an Or into arrays the size of the index first (PreloadedOr), which measures slower at
# a club's size: "revoke" 2.2 ms against 2.0, "spectator" 1.9 against 1.1, the same hits and scores.

# The fields a word is looked for in, and those a phrase is: the title and text again, with positions
# (schema.py; the section title keeps none).
WORD_FIELDS = ("title", "text", "section")
PHRASE_FIELDS = (POSITIONS["title"], POSITIONS["text"])


def indexed_codes(searcher: Searcher) -> list[str]:
    """The codes the index holds, for reading "club 44 VI"."""
    return sorted(c for c in searcher.reader().field_terms("code") if c)


# --- the words as whoosh queries


def word_query(term: str) -> Query:
    return Or([Term(f, term) for f in WORD_FIELDS])


def alternative_query(a: Alternative) -> Query:
    if a.phrase:
        return Or([Phrase(f, list(a.terms)) for f in PHRASE_FIELDS])
    return And([word_query(t) for t in a.terms]) if len(a.terms) > 1 else word_query(a.terms[0])


def group_query(group: WordGroup) -> Query:
    found = [alternative_query(a) for a in group.alternatives]
    return found[0] if len(found) == 1 else Or(found)


def excluded_query(parsed: ParsedQuery) -> Query | None:
    return Or([word_query(t) for t in parsed.excluded]) if parsed.excluded else None


def without(q: Query, excluded: Query | None) -> Query:
    return AndNot(q, excluded) if excluded is not None else q


def _docs(searcher: Searcher, q: Query) -> set[int]:
    return set(searcher.docs_for_query(q))


def _any_of(field: str, values: Iterable[str]) -> Query | None:
    found = [Term(field, v) for v in values]
    return Or(found) if found else None


# --- the search


def search(
    searcher: Searcher,
    parsed: ParsedQuery,
    filters: Filters,
    page: int,
    page_size: int,
    suggestion: str | None = None,
) -> SearchResults:
    """The page of results; `suggestion` is the "did you mean" when the caller has looked for one already."""
    groups = [group_query(g) for g in parsed.groups]
    excluded = excluded_query(parsed)
    excluded_docs = _docs(searcher, excluded) if excluded is not None else set()
    first: list[tuple[int, str]] = []  # (docnum, match) in their fixed order
    refs: list[str] = []
    scores: dict[int, float] = {}  # relevance to the words, where they matched

    if parsed.laws:
        refs, law_docs = _named_laws(searcher, parsed.laws)
        first += [(d, "law") for d in law_docs]
        cited, scores = _citing(searcher, refs, parsed, groups)
        first += [(d, "cites") for d in cited]

    if groups and not parsed.laws:
        first += [(d, "defines") for d in _defining(searcher, parsed) if d not in excluded_docs]

    # The facets count every match, so whoosh matches, scores and ranks every one (limit=None: its
    # collector keeps the set of matched documents, which a limited one does not); only the head of its
    # ranking is read here (the page's worth, and the scores of the documents put first). With a filter
    # chosen, the head within the filter is read from the same ranking: the matches are not matched and
    # scored a second time for it.
    offset = (page - 1) * page_size
    wanted = offset + page_size + len(first)
    filtered = bool(filters.active())
    matched = "all"
    rest_q: Query | None = None
    sortedby: str | None = None
    results: Results | None = None
    ranked: list[tuple[int, float | None]] = []
    if groups:
        rest_q = without(And(groups) if len(groups) > 1 else groups[0], excluded)
        results = searcher.search(rest_q, limit=None)
        if any(g.quoted for g in parsed.groups) and not parsed.laws:
            # A quoted phrase binds the definitions too: they must hold every word of the query.
            holding = results.docs()
            first = [(d, m) for d, m in first if d in holding]
        if results.is_empty() and not first and len(groups) > 1:
            rest_q = without(Or(groups), excluded)
            results = searcher.search(rest_q, limit=None)
            matched = "any"
            ranked = _coordinated(searcher, results, groups)
        else:
            ranked = list(islice(results.items(), wanted))
    elif parsed.laws:
        rest_q, sortedby = _mentions(refs, parsed.laws), "order"
        if rest_q is not None:
            # Sorted, whoosh keeps every match's number whatever the limit.
            results = searcher.search(rest_q, limit=None if filtered else wanted, sortedby=sortedby)
            ranked = [(d, None) for d, _ in results.items()]
    rest_groups = grouped_by_facets(searcher, results.docs()) if results is not None else {}
    taken = {d for d, _ in first}
    scores.update({d: s for d, s in ranked if s is not None})
    if taken and results is not None and sortedby is None and matched == "all":
        scores.update({d: s for d, s in results.items() if d in taken and s is not None})

    # Every document answering, once: the matches not put first, by their facets' key, and those put first.
    rest_by_key = (
        {key: [d for d in docs if d not in taken] for key, docs in rest_groups.items()} if taken else rest_groups
    )
    column = searcher.reader().column_reader("facets", translate=True)
    first_keys = {d: column[d] for d in taken}
    counts = {key: len(docs) for key, docs in rest_by_key.items()}
    for key in first_keys.values():
        counts[key] = counts.get(key, 0) + 1
    facets = facet_counts(counts, filters)
    passing = _passing(counts, filters)
    passing_docs: set[int] = set()
    if passing is not None:
        passing_docs = {d for key in passing for d in rest_groups.get(key, ())}
        if results is not None and matched == "all":
            # The filters chosen: the head of whoosh's ranking of every match, within the documents passing them.
            within = islice(((d, s) for d, s in results.items() if d in passing_docs), wanted)
            ranked = [(d, s if sortedby is None else None) for d, s in within]
            scores.update({d: s for d, s in ranked if s is not None})
    head = [(d, m) for d, m in first if passing is None or first_keys[d] in passing]
    rest = [(d, s) for d, s in ranked if d not in taken and (passing is None or d in passing_docs)]
    count = len(head) + sum(len(docs) for key, docs in rest_by_key.items() if passing is None or key in passing)
    chosen = [(d, m, scores.get(d)) for d, m in head] + [(d, "text", s) for d, s in rest]
    return SearchResults(
        query=parsed.text,
        count=count,
        hits=[_hit(searcher, d, m, s, parsed) for d, m, s in chosen[offset : offset + page_size]],
        facets=facets,
        page=page,
        page_size=page_size,
        laws=refs,
        matched=matched,
        suggestion=suggestion
        if suggestion is not None
        else suggestions.suggest(searcher, parsed)
        if parsed.words
        else "",
        also_searched=list(parsed.also_searched),
    )


def grouped_by_facets(searcher: Searcher, docs: Iterable[int]) -> dict[str, list[int]]:
    """The matched documents by their facets' key ("decision|club-1864|clay", schema.facet_key).

    One read of the `facets` column per match, as FTS5's `GROUP BY type, code, authority` reads its
    columns; the keys (a few dozen) are decoded once each. Whoosh's `groupedby` did the same through its
    facet collector, at about a tenth more of the whole search (docs/benchmarks.md)."""
    column = searcher.reader().column_reader("facets", translate=False)
    by_key: dict[bytes, list[int]] = {}
    for d in docs:
        by_key.setdefault(column[d], []).append(d)
    return {key.decode("utf-8"): found for key, found in by_key.items()}


def _coordinated(searcher: Searcher, results: Results, groups: list[Query]) -> list[tuple[int, float | None]]:
    """Documents holding more of the query's words first, then by whoosh's BM25."""
    holding = [_docs(searcher, g) for g in groups]
    items = list(results.items())
    return sorted(items, key=lambda ds: (-sum(ds[0] in h for h in holding), -ds[1]))  # type: ignore[return-value]


def facet_counts(counts: dict[str, int], filters: Filters) -> dict[str, dict[str, int]]:
    """Counts by type, code and authority, each with the other two filters applied (so a reader sees
    what choosing another value would give), from the number of documents answering under each facets'
    key: a few dozen keys, whatever the number of documents."""
    wanted = filters.active()
    facets: dict[str, dict[str, int]] = {}
    for name in FACETS:
        found: dict[str, int] = {}
        for key, n in counts.items():
            values = facet_values(key)
            if values[name] and all(values[other] == v for other, v in wanted.items() if other != name):
                found[values[name]] = found.get(values[name], 0) + n
        facets[name] = dict(sorted(((v, n) for v, n in found.items() if n), key=lambda kv: (-kv[1], kv[0])))
    return facets


def _passing(counts: dict[str, int], filters: Filters) -> set[str] | None:
    """The facets' keys passing every filter chosen; None when none is."""
    wanted = filters.active()
    if not wanted:
        return None
    return {key for key in counts if all(facet_values(key)[name] == v for name, v in wanted.items())}


def _named_laws(searcher: Searcher, targets: tuple[LawTarget, ...]) -> tuple[list[str], list[int]]:
    """The laws named, in printed order, and their references."""
    own = Or([Term("ref", f"{t.code}:{t.number}") if t.code else Term("number", t.number) for t in targets])
    results = searcher.search(And([Term("type", LAW), own]), limit=None, sortedby="order")
    docs = [d for d, _ in results.items()]
    return [searcher.stored_fields(d)["ref"] for d in docs], docs


def _mentions(refs: list[str], targets: tuple[LawTarget, ...]) -> Query | None:
    """Laws whose text refers to the law, and texts naming its number ("Law 72", "Rule 72")."""
    found: list[Query] = [Term("refers", r) for r in refs]
    found += [Term("mentions", number) for number in dict.fromkeys(t.number for t in targets)]
    return Or(found) if found else None


def _defining(searcher: Searcher, parsed: ParsedQuery) -> list[int]:
    """The entries defining the words: exact names before parts of names, the codes the query names
    first, then in printed order."""
    found = definitions.defining(searcher, definitions.wanted_terms(parsed))
    if not found and len(parsed.groups) == 1:
        # An everyday word alone ("renege"): the entries defining the books' words for it ("revoke").
        for book in parsed.groups[0].books:
            found += [dc for dc in definitions.defining(searcher, frozenset(terms(book))) if dc not in found]
    named = set(parsed.codes_named)
    keyed = []
    for d, closeness in found:
        stored = searcher.stored_fields(d)
        keyed.append(((closeness, stored.get("code") not in named, stored.get("order", 0)), d))
    return [d for _, d in sorted(keyed)]


def _citing(
    searcher: Searcher, refs: list[str], parsed: ParsedQuery, groups: list[Query]
) -> tuple[list[int], dict[int, float]]:
    """Decisions under or citing the laws: those citing the named clause, then by relevance to the words
    (any of them), then those printed under the law, then in printed order; and their relevance."""
    under_q, cites_q = _any_of("under", refs), _any_of("cites", refs)
    if under_q is None or cites_q is None:
        return [], {}
    under = _docs(searcher, under_q)
    docs = under | _docs(searcher, cites_q)
    if not docs:
        return [], {}
    clauses = [f"{ref}.{t.clause}" for ref in refs for t in parsed.laws if t.clause and ref.endswith(f":{t.number}")]
    clauses_q = _any_of("cites", clauses)
    on_clause = _docs(searcher, clauses_q) if clauses_q is not None else set()
    scores: dict[int, float] = {}
    if groups:
        scores = dict(searcher.search(Or(groups), filter=docs, limit=None).items())
    column = searcher.reader().column_reader("order", translate=True)
    order = {d: column[d] for d in docs}
    return sorted(docs, key=lambda d: (d not in on_clause, -scores.get(d, 0.0), d not in under, order[d])), scores


def _hit(searcher: Searcher, docnum: int, match: str, score: float | None, parsed: ParsedQuery) -> Hit:
    f = searcher.stored_fields(docnum)
    marks = parsed.laws if match != "text" or not parsed.has_text else ()
    return Hit(
        type=f["type"],
        code=f.get("code", ""),
        title=f.get("title", ""),
        snippet=snippet(f.get("text", ""), parsed.highlight_terms, marks),
        url=f.get("url", ""),
        score=score if score else None,
        match=match,
        number=f.get("number", "") if f["type"] == LAW else "",
        slug=f.get("slug", "") if f["type"] in (DECISION, TERM, PASSAGE) else "",
        authority=f.get("authority", ""),
        section=f.get("section", ""),
    )
