"""Laws, glossary terms, decisions and passages (front matter, treatises on the laws) as index documents: one dict
of field values each.

A law's text is its body, clauses, continuation, notes and variant readings; a
decision's is its facts, question, holding and printed text. Both are read with
their related rows prefetched, so a rebuild is a handful of queries.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import nh3
from django.db.models import Prefetch, QuerySet

from committee.models import Commentary, ThesaurusEntry
from decisions.markdown import render_markdown
from decisions.models import Citation, Collection, Decision
from edition.models import Passage
from laws.books import in_book_words
from laws.models import CrossReference, GlossaryTerm, Law, MatterLaw

from .definitions import MATTER, NAME, decode, encode, glossary_names
from .schema import COMMENTARY, DECISION, LAW, PASSAGE, TERM, THESAURUS

Document = dict[str, Any]

# Decisions sort after every law in the printed order, passages after the decisions.
DECISION_ORDER_BASE = 10**12
PASSAGE_ORDER_BASE = 3 * 10**12  # after the committee's commentary (2 * 10**12 + id)


def markdown_as_text(text: str) -> str:
    """Commentary's Markdown as the words a reader sees, no markup: what is searched and shown in a snippet."""
    return html.unescape(nh3.clean(str(render_markdown(text)), tags=set())).strip()


def doc_id(doc_type: str, key: object) -> str:
    return f"{doc_type}:{key}"


def law_title(law: Law) -> str:
    """The heading, and the section when the law has no title of its own: "Law 72 — The Revoke"."""
    if not law.title and law.section_id and law.section:
        return f"{law.heading} — {law.section.title}"
    return law.heading


def laws_queryset() -> QuerySet[Law]:
    return (
        Law.objects.select_related("code", "section")
        .prefetch_related(
            "clauses",
            "notes",
            "variants",
            Prefetch("references", queryset=CrossReference.objects.select_related("to_law__code")),
        )
        .order_by("code__position", "position")
    )


def decisions_queryset() -> QuerySet[Decision]:
    """Decisions in force: a decision the committee withdrew leaves the index."""
    return (
        Decision.objects.filter(withdrawal__isnull=True)
        .select_related("authority", "under__code")
        .prefetch_related(Prefetch("citations", queryset=Citation.objects.select_related("law__code")))
        .order_by("collection_position", "position")
    )


def law_text(law: Law) -> str:
    parts = [law.full_text()]
    parts += [n.text for n in law.notes.all() if n.text]
    # A witness named as the edition names it (the book's title), never by its seed file.
    parts += [f"{in_book_words(v.witness)}: {v.reading}" for v in law.variants.all() if v.reading]
    return "\n\n".join(p for p in parts if p)


def matters_opened() -> dict[int, list[str]]:
    """Law id -> titles of the concordance matters the law opens in its code (the first of the code's laws listed)."""
    opened: dict[int, list[str]] = {}
    seen: set[tuple[int, int]] = set()
    rows = MatterLaw.objects.order_by("matter__position", "position").values_list(
        "matter_id", "matter__title", "law_id", "law__code_id"
    )
    for matter_id, title, law_id, code_id in rows:
        if (matter_id, code_id) not in seen:
            seen.add((matter_id, code_id))
            opened.setdefault(law_id, []).append(title)
    return opened


def law_defines(titles: list[str]) -> list[str]:
    return encode(MATTER, titles)


def term_defines(title: str) -> list[str]:
    return encode(NAME, glossary_names(title))


def _defines(entries: list[str]) -> Document:
    if not entries:
        return {}
    defined = sorted({t for e in decode("|".join(entries)) for t in e.terms})
    return {"defined": " ".join(defined), "defines": "|".join(entries)}


def law_document(law: Law, opened: dict[int, list[str]] | None = None) -> Document:
    refers = sorted({r.to_law.ref for r in law.references.all()})
    return {
        "id": doc_id(LAW, law.pk),
        "type": LAW,
        "code": law.code.slug,
        "number": law.number,
        "slug": "",
        "authority": "",
        "section": law.section.title if law.section else "",
        "title": law_title(law),
        "text": law_text(law),
        "url": law.get_absolute_url(),
        "ref": law.ref,
        "under": "",
        "cites": "",
        "refers": ",".join(refers),
        "order": law.code.position * 1_000_000 + law.position,
        **_defines(law_defines((opened or {}).get(law.pk, []))),
    }


def terms_queryset() -> QuerySet[GlossaryTerm]:
    return GlossaryTerm.objects.select_related("code").order_by("code__position", "position")


def term_document(term: GlossaryTerm) -> Document:
    return {
        "id": doc_id(TERM, term.pk),
        "type": TERM,
        "code": term.code.slug,
        "number": "",
        "slug": term.slug,
        "authority": "",
        "section": "Technical terms",
        "title": term.title,
        "text": term.text,
        "url": f"{term.code.get_absolute_url()}#term-{term.slug}",
        "ref": "",
        "under": "",
        "cites": "",
        "refers": "",
        # In the printed order of its code file, among the laws.
        "order": term.code.position * 1_000_000 + term.position,
        **_defines(term_defines(term.title)),
    }


def decision_code(decision: Decision) -> str:
    """The code a decision belongs to: the law it is printed under, else the first law it cites."""
    if decision.under:
        return decision.under.code.slug
    for c in decision.citations.all():
        return c.law.code.slug
    return ""


def decision_text(decision: Decision) -> str:
    """Facts, question and holding where the printed text does not already hold them, then the text."""
    printed = decision.text or ""
    parts = [p for p in (decision.facts, decision.question, decision.holding) if p and p.strip() not in printed]
    return "\n\n".join([*parts, printed])


def decision_cites(decision: Decision) -> list[str]:
    refs: list[str] = []
    for c in decision.citations.all():
        for ref in (c.law.ref, f"{c.law.ref}.{c.clause}" if c.clause else ""):
            if ref and ref not in refs:
                refs.append(ref)
    return refs


def decision_document(decision: Decision, collections: dict[str, str] | None = None) -> Document:
    section = (collections or {}).get(decision.collection, "")
    return {
        "id": doc_id(DECISION, decision.pk),
        "type": DECISION,
        "code": decision_code(decision),
        "number": "",
        "slug": decision.slug,
        "authority": decision.authority.slug,
        "section": section,
        "title": decision.title,
        "text": decision_text(decision),
        "url": decision.get_absolute_url(),
        "ref": "",
        "under": decision.under.ref if decision.under else "",
        "cites": ",".join(decision_cites(decision)),
        "refers": "",
        "order": DECISION_ORDER_BASE + decision.collection_position * 1_000_000 + decision.position,
    }


def passages_queryset() -> QuerySet[Passage]:
    return (
        Passage.objects.select_related("code")
        .prefetch_related("notes", "cites__law__code")
        .order_by("collection_position", "position")
    )


def passage_document(passage: Passage) -> Document:
    """Front matter and passages: found by their words, and by the laws they bear on ("club-1864:74")."""
    cites = [c.ref for c in passage.cites.all()]
    text = "\n\n".join([passage.text, *(n.text for n in passage.notes.all())])
    return {
        "id": doc_id(PASSAGE, passage.pk),
        "type": PASSAGE,
        "code": passage.code.slug,
        "number": "",
        "slug": passage.slug,
        "authority": "",
        "section": passage.get_kind_display(),
        "title": passage.title,
        "text": text,
        "url": passage.get_absolute_url(),
        "ref": "",
        "under": "",
        "cites": ",".join(dict.fromkeys(cites)),
        "refers": "",
        "order": PASSAGE_ORDER_BASE + passage.collection_position * 1_000_000 + passage.position,
    }


def commentary_queryset() -> QuerySet[Any]:
    """The committee's published commentary (holdings of its decisions are in the decisions' documents)."""
    return (
        Commentary.objects.published()
        .filter(kind=Commentary.COMMENTARY)
        .select_related("law__code", "decision__under__code")
        .prefetch_related("citations__law__code")
        .order_by("pk")
    )


def commentary_document(commentary: Any) -> Document:
    law, decision = commentary.law, commentary.decision
    cites = sorted({c.law.ref for c in commentary.citations.all()})
    if law is not None:
        title, code, url, under = f"Commentary on {law_title(law)}", law.code.slug, law.get_absolute_url(), law.ref
    else:
        code = decision.under.code.slug if decision.under else ""
        title, url, under = f"Commentary on {decision.title}", decision.get_absolute_url(), ""
    return {
        "id": doc_id(COMMENTARY, commentary.pk),
        "type": COMMENTARY,
        "code": code,
        "number": "",
        "slug": "",
        "authority": "",
        "section": "",
        "title": title,
        "text": markdown_as_text(commentary.text),
        "url": url + "#commentary",
        "ref": "",
        "under": under,
        "cites": ",".join(cites),
        "refers": "",
        "order": 2 * DECISION_ORDER_BASE + commentary.pk,
    }


def thesaurus_queryset() -> QuerySet[ThesaurusEntry]:
    return ThesaurusEntry.objects.standing()


def thesaurus_document(entry: ThesaurusEntry) -> Document:
    """A standing entry of the committee's: no words of its own to be found by, only the entry, for the query."""
    return {
        "id": doc_id(THESAURUS, entry.pk),
        "type": THESAURUS,
        "title": "",
        "text": "",
        "section": "",
        "code": "",
        "authority": "",
        "url": "",
        "order": 4 * 10**12 + entry.pk,
        "entry": {"everyday": entry.everyday, "books": entry.books},
    }


def collection_titles() -> dict[str, str]:
    return dict(Collection.objects.values_list("slug", "title"))


def count_documents() -> int:
    return (
        Law.objects.count()
        + GlossaryTerm.objects.count()
        + decisions_queryset().count()
        + commentary_queryset().count()
        + Passage.objects.count()
        + thesaurus_queryset().count()
    )


def all_documents(chunk: int = 500) -> Iterator[Document]:
    """Every document, laws, glossary terms, then decisions, read in chunks."""
    opened = matters_opened()
    for law in laws_queryset().iterator(chunk_size=chunk):
        yield law_document(law, opened)
    for term in terms_queryset().iterator(chunk_size=chunk):
        yield term_document(term)
    collections = collection_titles()
    for decision in decisions_queryset().iterator(chunk_size=chunk):
        yield decision_document(decision, collections)
    for commentary in commentary_queryset().iterator(chunk_size=chunk):
        yield commentary_document(commentary)
    for passage in passages_queryset().iterator(chunk_size=chunk):
        yield passage_document(passage)
    for entry in thesaurus_queryset().iterator(chunk_size=chunk):
        yield thesaurus_document(entry)


def _law_maker() -> Callable[[Any], Document]:
    opened = matters_opened()
    return lambda law: law_document(law, opened)


def _decision_maker() -> Callable[[Any], Document]:
    collections = collection_titles()
    return lambda decision: decision_document(decision, collections)


# Each type: its queryset, and (made once a call, with what every document of the type shares) its document.
MAKERS: dict[str, tuple[Callable[[], Any], Callable[[], Callable[[Any], Document]]]] = {
    LAW: (laws_queryset, _law_maker),
    DECISION: (decisions_queryset, _decision_maker),
    TERM: (terms_queryset, lambda: term_document),
    COMMENTARY: (commentary_queryset, lambda: commentary_document),
    PASSAGE: (passages_queryset, lambda: passage_document),
    THESAURUS: (thesaurus_queryset, lambda: thesaurus_document),
}


def documents_for(keys: Iterable[tuple[str, str]]) -> tuple[list[Document], list[str]]:
    """The documents of (type, key) pairs as they are now: those to write, and the ids of those gone."""
    wanted: dict[str, set[int]] = {doc_type: set() for doc_type in MAKERS}
    gone: list[str] = []
    for doc_type, key in keys:
        if doc_type in wanted and key.isascii() and key.isdigit():
            wanted[doc_type].add(int(key))
        else:
            gone.append(doc_id(doc_type, key))
    docs: list[Document] = []
    for doc_type, pks in wanted.items():
        if not pks:
            continue
        queryset, maker = MAKERS[doc_type]
        found = {row.pk: row for row in queryset().filter(pk__in=pks)}
        document = maker()
        docs += [document(found[pk]) for pk in sorted(found)]
        gone += [doc_id(doc_type, pk) for pk in sorted(pks - set(found))]
    return docs, gone
