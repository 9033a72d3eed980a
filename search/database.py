"""Searching the database while the index is missing or damaged: slower and plainer, never failing, in the
order of ranking.py.

Each word must occur (icontains) in one of the fields the index holds, as typed, in the forms of its lemma
("dealt" finds "deal"), as its stem ("revok" finds "revoking") or in an old spelling ("honour"); phrases as
typed; an everyday word of the game's thesaurus (the file's entries and the committee's) also as the books
print it. There are no scores: the documents put first are those of ranking.py, and the rest is in its
unscored order (the codes the game named first, the laws before the decisions before the passages, then
printed order).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import and_, or_

from django.db.models import Exists, OuterRef, Q

from decisions.models import Citation, Decision
from edition.models import Passage, PassageNote
from laws.models import Clause, GlossaryTerm, Law, LawNote, Variant

from . import lemmas, nearest
from .analysis import normalize, spellings
from .definitions import closeness, decode, wanted_terms
from .documents import documents_for, law_defines, matters_opened, term_defines
from .query import ParsedQuery
from .ranking import Scope, citing_key, defining_key, least_held, unscored_key
from .results import Filters, Hit, SearchResults, facet_counts
from .schema import DECISION, LAW, PASSAGE, TERM
from .snippets import snippet

Key = tuple[str, int]


def variants(word: str) -> set[str]:
    """The strings whose presence counts as the word: as typed, its stem and its old spellings, and the forms
    of its lemma the corpus prints ("throw": "threw", "thrown")."""
    term = normalize(word)
    found = {word.lower()}
    for spelling in spellings(term) if term else set():
        if len(spelling) >= 3:
            found.add(spelling)
            found |= lemmas.forms(spelling)
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


def _defining(parsed: ParsedQuery, scope: Scope) -> list[Key]:
    """The entries defining the words, in ranking.py's order (definitions.py)."""
    wanted = wanted_terms(parsed)
    if not wanted:
        return []
    found: list[tuple[tuple[int, int, int, int], Key]] = []
    opened = matters_opened()
    for pk, code, code_position, position in Law.objects.filter(pk__in=opened).values_list(
        "pk", "code__slug", "code__position", "position"
    ):
        c = closeness(decode("|".join(law_defines(opened[pk]))), wanted)
        if c is not None:
            found.append((defining_key(c, LAW, code, scope, code_position * 1_000_000 + position), (LAW, pk)))
    for pk, code, code_position, position, title in GlossaryTerm.objects.values_list(
        "pk", "code__slug", "code__position", "position", "title"
    ):
        c = closeness(decode("|".join(term_defines(title))), wanted)
        if c is not None:
            found.append((defining_key(c, TERM, code, scope, code_position * 1_000_000 + position), (TERM, pk)))
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


def _parts(has, parsed: ParsedQuery) -> list[Q]:  # type: ignore[no-untyped-def]
    """What a document must hold, word by word (or phrase by phrase)."""
    return _word_parts(has, parsed) + [has(p) for p in parsed.phrase_texts]


def _without_excluded(has, parsed: ParsedQuery, q: Q) -> Q:  # type: ignore[no-untyped-def]
    for w in parsed.excluded_words:
        q &= ~_any(has, variants(w))
    return q


def _mentions_q(has, numbers: list[str]) -> Q:  # type: ignore[no-untyped-def]
    return _any(has, [f"{word} {n}" for n in numbers for word in ("law", "rule")])


KINDS = {
    LAW: (Law.objects.order_by("code__position", "position"), _law_has),
    TERM: (GlossaryTerm.objects.order_by("code__position", "position"), _term_has),
    DECISION: (Decision.objects.order_by("collection_position", "position"), _decision_has),
    PASSAGE: (Passage.objects.order_by("collection_position", "position"), _passage_has),
}


def search(parsed: ParsedQuery, filters: Filters, page: int, page_size: int, any_word: bool = False) -> SearchResults:
    scope = Scope(frozenset(parsed.codes_named))
    first, refs, law_ids = _first(parsed, scope)
    rest, matched = _rest(parsed, law_ids, any_word, bool(first))
    taken = {k for k, _ in first}
    values = _facet_values([k for k, _ in first] + [k for k in rest if k not in taken])
    # _rest gives each kind in printed order: ranking.py's tiers and kinds over it, printed order kept within them.
    rest = [k for k in rest if k not in taken and k in values]
    printed = {k: i for i, k in enumerate(rest)}
    rest.sort(key=lambda k: unscored_key(k[0], values[k]["code"], scope, printed[k]))
    facets, passing = facet_counts([(k, values[k]) for k in [k for k, _ in first] + rest if k in values], filters)
    chosen = [(k, m) for k, m in first if k in passing] + [(k, "text") for k in rest if k in passing]
    offset = (page - 1) * page_size
    return SearchResults(
        query=parsed.text,
        count=len(chosen),
        hits=_hits(parsed, chosen[offset : offset + page_size]),
        facets=facets,
        page=page,
        page_size=page_size,
        laws=refs,
        matched=matched,
        also_searched=list(parsed.also_searched),
        nearest=nearest.matters(parsed) if matched == "none" else [],
    )


def _first(parsed: ParsedQuery, scope: Scope) -> tuple[list[tuple[Key, str]], list[str], list[int]]:
    """The documents put first (ranking.py): the laws cited and what cites them, or the entries defining the
    words; the laws' references and keys."""
    if parsed.laws:
        return _cited(parsed)
    if parsed.has_text:
        return [(key, "defines") for key in _defining(parsed, scope)], [], []
    return [], [], []


def _cited(parsed: ParsedQuery) -> tuple[list[tuple[Key, str]], list[str], list[int]]:
    named = reduce(or_, (Q(number=t.number, **({"code__slug": t.code} if t.code else {})) for t in parsed.laws))
    rows = list(
        Law.objects.filter(named).order_by("code__position", "position").values_list("pk", "code__slug", "number")
    )
    law_ids = [pk for pk, _, _ in rows]
    first: list[tuple[Key, str]] = [((LAW, pk), "law") for pk in law_ids]
    first += [((DECISION, pk), "cites") for pk in _citing(parsed, law_ids)]
    bearing = Passage.objects.filter(cites__law__in=law_ids).distinct().order_by("collection_position", "position")
    first += [((PASSAGE, pk), "cites") for pk in bearing.values_list("pk", flat=True)]
    return first, [f"{code}:{number}" for _, code, number in rows], law_ids


def _citing(parsed: ParsedQuery, law_ids: list[int]) -> list[int]:
    """The decisions under or citing the laws, in ranking.py's order (no scores here)."""
    citing = Decision.objects.filter(Q(under__in=law_ids) | Q(citations__law__in=law_ids)).distinct()
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
    return [
        r[0]
        for r in sorted(
            rows, key=lambda r: citing_key(r[0] in on_clause, 0.0, r[1] in law_ids, r[2] * 1_000_000 + r[3])
        )
    ]


def _rest(parsed: ParsedQuery, law_ids: list[int], any_word: bool, put_first: bool) -> tuple[list[Key], str]:
    """The documents holding every word (or naming the laws cited); when none does and nothing is put first,
    those holding enough of the words; "none" when nothing holds them."""
    if not parsed.has_text:
        return (_mentioning(parsed, law_ids) if parsed.laws else []), "all"
    every = _holding(parsed, lambda parts: reduce(and_, parts))
    if every or put_first:
        return every, "all"
    parts_count = len(_parts(_term_has, parsed))
    if parts_count < 2 and not any_word:
        return [], "none"
    held: dict[Key, int] = {}
    for i in range(parts_count):
        for key in _holding(parsed, lambda parts, i=i: parts[i]):
            held[key] = held.get(key, 0) + 1
    enough = [k for k, n in held.items() if n >= least_held(any_word)]
    return enough, "any" if enough else "none"


def _holding(parsed: ParsedQuery, combine) -> list[Key]:  # type: ignore[no-untyped-def]
    keys: list[Key] = []
    for kind, (rows, has) in KINDS.items():
        q = _without_excluded(has, parsed, combine(_parts(has, parsed)))
        keys += [(kind, pk) for pk in rows.filter(q).values_list("pk", flat=True)]
    return list(dict.fromkeys(keys))


def _mentioning(parsed: ParsedQuery, law_ids: list[int]) -> list[Key]:
    """The laws referring to the laws cited, and the texts naming their numbers ("Law 72", "Rule 72")."""
    numbers = list(dict.fromkeys(t.number for t in parsed.laws))
    keys: list[Key] = []
    for kind, (rows, has) in KINDS.items():
        if kind == TERM:
            continue
        q = _mentions_q(has, numbers)
        if kind == LAW:
            q |= Q(references__to_law__in=law_ids)
        keys += [(kind, pk) for pk in rows.filter(q).values_list("pk", flat=True)]
    return list(dict.fromkeys(keys))


def _hits(parsed: ParsedQuery, page_keys: list[tuple[Key, str]]) -> list[Hit]:
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
    return hits


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
