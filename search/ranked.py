"""Searching the whoosh index with whoosh's own searcher, in the order of ranking.py.

The words become whoosh's query classes (Term, Phrase, And, Or, AndNot), matched and ranked by its BM25F;
ranking.py weighs the kinds and puts the codes the game named first. The facets are counted from the
documents matched, by one column keying each document's type, code and authority together
(grouped_by_facets). When no document holds every word, those holding at least two of them answer, and
single-word matches only when the reader asks; when none does, the answer is "nothing here", with the
nearest matters (nearest.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import islice

from whoosh.query import And, AndNot, Phrase, Query, Term
from whoosh.query.compound import DefaultOr as Or
from whoosh.searching import Results, Searcher

from . import definitions, nearest, suggestions
from .analysis import terms
from .query import Alternative, LawTarget, ParsedQuery, WordGroup
from .ranking import Scope, citing_key, defining_key, held, least_held, ranked_head, weight
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


# --- what answers


@dataclass
class Matches:
    """The documents answering beside those put first: whoosh's results, the documents counted (all of them,
    or those holding enough of the words), how they matched, and whether they are in printed order."""

    results: Results | None = None
    docs: set[int] = field(default_factory=set)
    # How many of the query's words each document holds, when not every word had to match.
    held: dict[int, int] = field(default_factory=dict)
    words: int = 0
    matched: str = "all"
    in_order: bool = False


@dataclass
class First:
    """The documents put first, in their fixed order, with why (`law`, `cites`, `defines`), the laws cited
    and the relevance of those the words matched."""

    docs: list[tuple[int, str]] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    scores: dict[int, float] = field(default_factory=dict)


def _first(searcher: Searcher, parsed: ParsedQuery, groups: list[Query], scope: Scope) -> First:
    if parsed.laws:
        refs, law_docs = _named_laws(searcher, parsed.laws)
        cited, scores = _citing(searcher, refs, parsed, groups)
        return First([(d, "law") for d in law_docs] + [(d, "cites") for d in cited], refs, scores)
    if groups:
        excluded = excluded_query(parsed)
        out = _docs(searcher, excluded) if excluded is not None else set()
        return First([(d, "defines") for d in _defining(searcher, parsed, scope) if d not in out])
    return First()


def _matches(searcher: Searcher, parsed: ParsedQuery, groups: list[Query], first: First, any_word: bool) -> Matches:
    excluded = excluded_query(parsed)
    if not groups:
        q = _mentions(first.refs, parsed.laws)
        if q is None:
            return Matches()
        results = searcher.search(q, limit=None, sortedby="order")
        return Matches(results, results.docs(), in_order=True)
    results = searcher.search(without(And(groups) if len(groups) > 1 else groups[0], excluded), limit=None)
    if not results.is_empty() or first.docs:
        return Matches(results, results.docs())
    if len(groups) == 1 and not any_word:
        return Matches(matched="none")
    # No document holds every word: those holding enough of them, ranked by BM25F alone.
    results = searcher.search(without(Or(groups), excluded), limit=None)
    holding = [_docs(searcher, g) for g in groups]
    least = least_held(any_word)
    held = {d: n for d in results.docs() if (n := sum(d in h for h in holding)) >= least}
    return Matches(results, set(held), held, len(groups), matched="any" if held else "none")


# --- the search


def search(
    searcher: Searcher,
    parsed: ParsedQuery,
    filters: Filters,
    page: int,
    page_size: int,
    suggestion: str | None = None,
    any_word: bool = False,
) -> SearchResults:
    """The page of results; `suggestion` is the "did you mean" when the caller has looked for one already;
    `any_word` shows the documents holding a single one of the words when none holds more."""
    scope = Scope(frozenset(parsed.codes_named))
    groups = [group_query(g) for g in parsed.groups]
    first = _first(searcher, parsed, groups, scope)
    matches = _matches(searcher, parsed, groups, first, any_word)
    if matches.results is not None and any(g.quoted for g in parsed.groups) and not parsed.laws:
        # A quoted phrase binds the definitions too: they must hold every word of the query.
        first.docs = [(d, m) for d, m in first.docs if d in matches.docs]
    found = _answer(searcher, parsed, filters, page, page_size, first, matches, scope)
    found.suggestion = _suggestion(searcher, parsed, suggestion)
    if found.matched == "none":
        found.nearest = nearest.matters(parsed)
    return found


def _suggestion(searcher: Searcher, parsed: ParsedQuery, suggestion: str | None) -> str:
    if suggestion is not None:
        return suggestion
    return suggestions.suggest(searcher, parsed) if parsed.words else ""


def _answer(
    searcher: Searcher,
    parsed: ParsedQuery,
    filters: Filters,
    page: int,
    page_size: int,
    first: First,
    matches: Matches,
    scope: Scope,
) -> SearchResults:
    """The page: the documents put first and the head of the rest, within the filters, and the facets."""
    offset = (page - 1) * page_size
    wanted = offset + page_size + len(first.docs)
    column = searcher.reader().column_reader("facets", translate=True)
    taken = {d for d, _ in first.docs}
    rest_groups = grouped_by_facets(searcher, matches.docs)
    counts = {key: len(docs) - len(taken.intersection(docs)) for key, docs in rest_groups.items()}
    first_keys = {d: column[d] for d in taken}
    for key in first_keys.values():
        counts[key] = counts.get(key, 0) + 1
    passing = _passing(counts, filters)
    head = [(d, m) for d, m in first.docs if passing is None or first_keys[d] in passing]
    allowed = {d for key in passing for d in rest_groups.get(key, ())} if passing is not None else None
    rest = _rest(searcher, matches, column, scope, wanted, taken, allowed)
    scores = {**first.scores, **_scores_of(matches, taken)}
    scores.update({d: s for d, s in rest if s is not None})
    chosen = [(d, m, scores.get(d)) for d, m in head] + [(d, "text", s) for d, s in rest]
    return SearchResults(
        query=parsed.text,
        count=_count(counts, passing),
        hits=[_hit(searcher, d, m, s, parsed) for d, m, s in chosen[offset : offset + page_size]],
        facets=facet_counts(counts, filters),
        page=page,
        page_size=page_size,
        laws=first.refs,
        matched=matches.matched,
        also_searched=list(parsed.also_searched),
    )


def _count(counts: dict[str, int], passing: set[str] | None) -> int:
    return sum(n for key, n in counts.items() if passing is None or key in passing)


def _scores_of(matches: Matches, taken: set[int]) -> dict[int, float]:
    """The relevance of the documents put first, where the words matched them too."""
    if not taken or matches.results is None or matches.in_order or matches.matched != "all":
        return {}
    return {d: s for d, s in matches.results.items() if d in taken and s is not None}


def _rest(
    searcher: Searcher,
    matches: Matches,
    column,  # type: ignore[no-untyped-def]
    scope: Scope,
    wanted: int,
    taken: set[int],
    allowed: set[int] | None,
) -> list[tuple[int, float | None]]:
    """The head of the documents not put first: in printed order for a law's mentions, else by ranking.py."""
    if matches.results is None:
        return []
    items = (
        (d, s)
        for d, s in matches.results.items()
        if d not in taken and d in matches.docs and (allowed is None or d in allowed)
    )
    if matches.in_order:
        return [(d, None) for d, _ in islice(items, wanted)]

    def about(d: int) -> tuple[str, str]:
        values = facet_values(column[d])
        return values["type"], values["code"]

    def weigh(d: int) -> tuple[int, float]:
        kind, code = about(d)
        share = held(matches.held[d], matches.words) if matches.held else 1.0
        return scope.tier(code), weight(kind) * share

    return ranked_head(items, weigh, wanted)  # type: ignore[return-value]


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


def _defining(searcher: Searcher, parsed: ParsedQuery, scope: Scope) -> list[int]:
    """The entries defining the words, in ranking.py's order."""
    found = definitions.defining(searcher, definitions.wanted_terms(parsed))
    players_words = not found and len(parsed.groups) == 1
    if players_words:
        # An everyday word alone ("renege"): the entries defining the books' words for it ("revoke").
        for book in parsed.groups[0].books:
            found += [dc for dc in definitions.defining(searcher, frozenset(terms(book))) if dc not in found]
    keyed = []
    for d, closeness in found:
        stored = searcher.stored_fields(d)
        code, order = stored.get("code") or "", stored.get("order", 0)
        keyed.append((defining_key(closeness, stored.get("type", ""), code, scope, order, players_words), d))
    return [d for _, d in sorted(keyed)]


def _citing(
    searcher: Searcher, refs: list[str], parsed: ParsedQuery, groups: list[Query]
) -> tuple[list[int], dict[int, float]]:
    """Decisions under or citing the laws, in ranking.py's order, and their relevance to the words."""
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
    return sorted(docs, key=lambda d: citing_key(d in on_clause, scores.get(d, 0.0), d in under, column[d])), scores


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
