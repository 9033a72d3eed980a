"""Searching the database while the index is missing or damaged: slower and
plainer, never failing.

Each word must occur (icontains) in one of the fields the index holds, as typed,
as its stem ("revok" finds "revoking") or in an old spelling ("honour"); phrases
as typed; an everyday word of the game's thesaurus (the file's entries and the committee's)
also as the books print it. Law-number queries keep their order: the law, the decisions under it
or citing it, then the rest. There are no scores; the rest is in printed order.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import and_, or_

from django.db.models import Exists, OuterRef, Q

from decisions.models import Citation, Decision
from edition.models import Passage, PassageNote
from laws.models import Clause, GlossaryTerm, Law, LawNote, Variant

from .analysis import normalize, spellings
from .definitions import closeness, decode, wanted_terms
from .documents import documents_for, law_defines, matters_opened, term_defines
from .query import ParsedQuery
from .results import Filters, Hit, SearchResults, facet_counts
from .schema import DECISION, LAW, PASSAGE, TERM
from .snippets import snippet

Key = tuple[str, int]


def variants(word: str) -> set[str]:
    """The strings whose presence counts as the word: as typed, its stem and its old spellings."""
    term = normalize(word)
    found = {word.lower()}
    for spelling in spellings(term) if term else set():
        if len(spelling) >= 3:
            found.add(spelling)
    return found


def _law_has(text: str) -> Q:
    return (
        Q(title__icontains=text)
        | Q(text__icontains=text)
        | Q(continued__icontains=text)
        | Q(section__title__icontains=text)
        | Q(Exists(Clause.objects.filter(law=OuterRef("pk"), text__icontains=text)))
        | Q(Exists(LawNote.objects.filter(law=OuterRef("pk"), text__icontains=text)))
        | Q(Exists(Variant.objects.filter(law=OuterRef("pk"), reading__icontains=text)))
    )


def _term_has(text: str) -> Q:
    return Q(title__icontains=text) | Q(text__icontains=text)


def _defining(parsed: ParsedQuery) -> list[Key]:
    """The entries defining the words, in the index's order (definitions.py)."""
    wanted = wanted_terms(parsed)
    if not wanted:
        return []
    named = set(parsed.codes_named)
    found: list[tuple[tuple[int, bool, int], Key]] = []
    opened = matters_opened()
    for pk, code, code_position, position in Law.objects.filter(pk__in=opened).values_list(
        "pk", "code__slug", "code__position", "position"
    ):
        c = closeness(decode("|".join(law_defines(opened[pk]))), wanted)
        if c is not None:
            found.append(((c, code not in named, code_position * 1_000_000 + position), (LAW, pk)))
    for pk, code, code_position, position, title in GlossaryTerm.objects.values_list(
        "pk", "code__slug", "code__position", "position", "title"
    ):
        c = closeness(decode("|".join(term_defines(title))), wanted)
        if c is not None:
            found.append(((c, code not in named, code_position * 1_000_000 + position), (TERM, pk)))
    return [key for _, key in sorted(found)]


def _decision_has(text: str) -> Q:
    return (
        Q(title__icontains=text)
        | Q(facts__icontains=text)
        | Q(question__icontains=text)
        | Q(holding__icontains=text)
        | Q(text__icontains=text)
    )


def _passage_has(text: str) -> Q:
    return (
        Q(title__icontains=text)
        | Q(text__icontains=text)
        | Q(Exists(PassageNote.objects.filter(passage=OuterRef("pk"), text__icontains=text)))
    )


def _any(has, strings: Iterable[str]) -> Q:  # type: ignore[no-untyped-def]
    return reduce(or_, (has(s) for s in strings))


def _word_parts(has, parsed: ParsedQuery) -> list[Q]:  # type: ignore[no-untyped-def]
    """Each word as typed (stem, old spellings); an everyday word of the thesaurus also as the books print it."""
    parts: list[Q] = []
    covered: set[str] = set()
    for group in parsed.groups:
        if group.books and not group.quoted:
            typed = group.typed.split()
            own = reduce(and_, (_any(has, variants(w)) for w in typed))
            parts.append(own | _any(has, group.books))
            covered.update(typed)
    return parts + [_any(has, variants(w)) for w in parsed.words if w not in covered]


def _text_q(has, parsed: ParsedQuery, relaxed: bool = False) -> Q | None:  # type: ignore[no-untyped-def]
    parts = _word_parts(has, parsed) + [has(p) for p in parsed.phrase_texts]
    if not parts:
        return None
    q = reduce(or_ if relaxed else and_, parts)
    for w in parsed.excluded_words:
        q &= ~_any(has, variants(w))
    return q


def _mentions_q(has, numbers: list[str]) -> Q:  # type: ignore[no-untyped-def]
    return _any(has, [f"{word} {n}" for n in numbers for word in ("law", "rule")])


def search(parsed: ParsedQuery, filters: Filters, page: int, page_size: int) -> SearchResults:
    laws = Law.objects.all()
    decisions = Decision.objects.all()
    first: list[tuple[Key, str]] = []
    refs: list[str] = []
    law_ids: list[int] = []
    if parsed.laws:
        named = reduce(or_, (Q(number=t.number, **({"code__slug": t.code} if t.code else {})) for t in parsed.laws))
        for pk, code, number in (
            laws.filter(named).order_by("code__position", "position").values_list("pk", "code__slug", "number")
        ):
            law_ids.append(pk)
            refs.append(f"{code}:{number}")
            first.append(((LAW, pk), "law"))
        citing = decisions.filter(Q(under__in=law_ids) | Q(citations__law__in=law_ids)).distinct()
        clauses = Q()
        for t in parsed.laws:
            if t.clause:
                clauses |= Q(law__number=t.number, clause=t.clause, **({"law__code__slug": t.code} if t.code else {}))
        on_clause = (
            set(Citation.objects.filter(clauses, law__in=law_ids).values_list("decision_id", flat=True))
            if clauses
            else set()
        )
        rows = citing.values_list("pk", "under_id", "collection_position", "position")
        ordered = sorted(rows, key=lambda r: (r[0] not in on_clause, r[1] not in law_ids, r[2], r[3]))
        first += [((DECISION, r[0]), "cites") for r in ordered]
        bearing = Passage.objects.filter(cites__law__in=law_ids).distinct().order_by("collection_position", "position")
        first += [((PASSAGE, pk), "cites") for pk in bearing.values_list("pk", flat=True)]

    elif parsed.has_text:
        first += [(key, "defines") for key in _defining(parsed)]

    matched = "all"
    rest = _rest(parsed, laws, decisions, law_ids, relaxed=False)
    taken = {k for k, _ in first}
    rest = [k for k in rest if k not in taken]
    if parsed.has_text and not rest and not first and len(parsed.words) + len(parsed.phrase_texts) > 1:
        rest = _rest(parsed, laws, decisions, law_ids, relaxed=True)
        matched = "any"

    keys = [k for k, _ in first] + rest
    facets, passing = facet_counts(_facet_values(keys).items(), filters)
    chosen = [(k, m) for k, m in first if k in passing] + [(k, "text") for k in rest if k in passing]
    offset = (page - 1) * page_size
    page_keys = chosen[offset : offset + page_size]
    docs, _ = documents_for((t, str(pk)) for (t, pk), _ in page_keys)
    by_id = {d["id"]: d for d in docs}
    hits = []
    for (doc_type, pk), match in page_keys:
        d = by_id.get(f"{doc_type}:{pk}")
        if d is None:
            continue
        marks = parsed.laws if match != "text" or not parsed.has_text else ()
        hits.append(
            Hit(
                type=d["type"],
                code=d["code"],
                title=d["title"],
                snippet=snippet(d["text"], parsed.highlight_terms, marks),
                url=d["url"],
                score=None,
                match=match,
                number=d["number"],
                slug=d["slug"],
                authority=d["authority"],
                section=d["section"],
            )
        )
    return SearchResults(
        query=parsed.text,
        count=len(chosen),
        hits=hits,
        facets=facets,
        page=page,
        page_size=page_size,
        laws=refs,
        matched=matched,
        also_searched=list(parsed.also_searched),
    )


def _rest(parsed: ParsedQuery, laws, decisions, law_ids: list[int], relaxed: bool) -> list[Key]:  # type: ignore[no-untyped-def]
    term_keys: list[Key] = []
    if parsed.has_text:
        law_q, decision_q = _text_q(_law_has, parsed, relaxed), _text_q(_decision_has, parsed, relaxed)
        term_q = _text_q(_term_has, parsed, relaxed)
        term_keys = [
            (TERM, pk)
            for pk in GlossaryTerm.objects.filter(term_q)
            .order_by("code__position", "position")
            .values_list("pk", flat=True)
        ]
        passage_q = _text_q(_passage_has, parsed, relaxed)
    elif parsed.laws:
        numbers = list(dict.fromkeys(t.number for t in parsed.laws))
        law_q = _mentions_q(_law_has, numbers) | Q(references__to_law__in=law_ids)
        decision_q = _mentions_q(_decision_has, numbers)
        passage_q = _mentions_q(_passage_has, numbers)
    else:
        return []
    law_keys = [
        (LAW, pk) for pk in laws.filter(law_q).order_by("code__position", "position").values_list("pk", flat=True)
    ]
    decision_keys = [
        (DECISION, pk)
        for pk in decisions.filter(decision_q).order_by("collection_position", "position").values_list("pk", flat=True)
    ]
    passages = Passage.objects.filter(passage_q).order_by("collection_position", "position")
    passage_keys = [(PASSAGE, pk) for pk in passages.values_list("pk", flat=True)]
    return list(dict.fromkeys(law_keys + term_keys + decision_keys + passage_keys))


def _facet_values(keys: list[Key]) -> dict[Key, dict[str, str]]:
    values: dict[Key, dict[str, str]] = {}
    law_ids = [pk for t, pk in keys if t == LAW]
    decision_ids = [pk for t, pk in keys if t == DECISION]
    codes = dict(Law.objects.filter(pk__in=law_ids).values_list("pk", "code__slug"))
    passage_ids = [pk for t, pk in keys if t == PASSAGE]
    for pk, code in Passage.objects.filter(pk__in=passage_ids).values_list("pk", "code__slug"):
        values[(PASSAGE, pk)] = {"type": PASSAGE, "code": code, "authority": ""}
    for t, pk in keys:
        if t == LAW:
            values[(t, pk)] = {"type": LAW, "code": codes.get(pk, ""), "authority": ""}
    term_ids = [pk for t, pk in keys if t == TERM]
    for pk, code in GlossaryTerm.objects.filter(pk__in=term_ids).values_list("pk", "code__slug"):
        values[(TERM, pk)] = {"type": TERM, "code": code, "authority": ""}
    cited: dict[int, str] = {}
    for decision_id, code in (
        Citation.objects.filter(decision__in=decision_ids)
        .order_by("position")
        .values_list("decision_id", "law__code__slug")
    ):
        cited.setdefault(decision_id, code)
    for pk, under_code, authority in Decision.objects.filter(pk__in=decision_ids).values_list(
        "pk", "under__code__slug", "authority__slug"
    ):
        values[(DECISION, pk)] = {"type": DECISION, "code": under_code or cited.get(pk, ""), "authority": authority}
    return {k: values[k] for k in keys if k in values}
