"""A law's witnesses, and a printed decision's or a text's one witness, set beside the edition's text.

The witnesses' lines come from corpus/witnesses/ (copied from the seeds by `copy_witness_lines`), so a
deployed site shows them without the seeds. Each witness comes with the notes that explain where the
edition departs from it: for the copy-text the law's correction and damage notes, for another witness
its variant readings.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from corpus.provenance import SourceRef, parse_source
from decisions.models import Decision
from laws.linking import Linker
from laws.models import Code, GlossaryTerm, Law, Section

from .beside import Beside, set_beside
from .models import Passage

# Our notes that say why the edition's text departs from its copy-text's scan.
DEPARTURE_NOTES = {"correction", "damage", "conjecture"}


@dataclass
class WitnessBeside:
    role: str  # "Copy-text", "Witness", or "The printed text" for a decision's one witness
    beside: Beside
    notes: list[object] = field(default_factory=list)
    variants: list[object] = field(default_factory=list)
    label: str = ""  # a glossary's headword, where one page sets many entries beside their lines
    anchor: str = ""


@dataclass(frozen=True)
class Departure:
    """A note kept as a field of its entry (a glossary term's, a heading's), shown as the law's notes are."""

    kind: str
    text: str


def _paragraphs(*texts: str) -> list[str]:
    return [p for text in texts if text for p in text.split("\n\n")]


def _role(copy_text: bool, alone: bool) -> str:
    if alone:
        return "The printed text"
    return "Copy-text" if copy_text else "Witness"


def law_witnesses(request: HttpRequest, code: str, number: str) -> HttpResponse:
    law = get_object_or_404(
        Law.objects.select_related("code", "section").prefetch_related("clauses", "notes", "variants", "sources"),
        code__slug=code,
        number=number,
    )
    clauses = [f"{c.label}. {c.text}" for c in law.clauses.all()]
    paragraphs = _paragraphs(law.text, *clauses, law.continued)
    sources = list(law.sources.all())
    witnesses = []
    for source in sources:
        ref = SourceRef(source.seed, source.line_start, source.line_end, source.page)
        copy_text = source.position == 0
        witnesses.append(
            WitnessBeside(
                role=_role(copy_text, alone=len(sources) == 1),
                beside=set_beside(paragraphs, ref),
                notes=[n for n in law.notes.all() if n.kind in DEPARTURE_NOTES] if copy_text else [],
                variants=[v for v in law.variants.all() if v.witness == source.seed],
            )
        )
    return render(
        request,
        "edition/witnesses.html",
        {
            "subject": law,
            "heading": law.heading,
            "code": law.code,
            "back": law.get_absolute_url(),
            "witnesses": witnesses,
            "linker": Linker.for_code(law.code.slug),
        },
    )


def decision_witness(request: HttpRequest, slug: str) -> HttpResponse:
    decision = get_object_or_404(Decision.objects.select_related("under__code").prefetch_related("notes"), slug=slug)
    if not decision.seed or decision.line_start is None or decision.line_end is None:
        raise Http404("This decision was made by the committee: it has no printed witness.")
    ref = SourceRef(decision.seed, decision.line_start, decision.line_end, decision.page)
    code = decision.under.code if decision.under else None
    witness = WitnessBeside(
        role="The printed text",
        beside=set_beside(_paragraphs(decision.text), ref),
        notes=[n for n in decision.notes.all() if n.kind in DEPARTURE_NOTES],
    )
    return render(
        request,
        "edition/witnesses.html",
        {
            "subject": decision,
            "heading": decision.title,
            "code": code,
            "back": decision.get_absolute_url(),
            "witnesses": [witness],
            "linker": Linker.for_code(code.slug if code else "club-1864"),
        },
    )


def passage_witness(request: HttpRequest, slug: str) -> HttpResponse:
    passage = get_object_or_404(Passage.objects.select_related("code").prefetch_related("notes"), slug=slug)
    paragraphs = _paragraphs(passage.text)
    notes = [n for n in passage.notes.all() if n.kind in DEPARTURE_NOTES]
    witnesses = [
        WitnessBeside(role="The printed text", beside=set_beside(paragraphs, parse_source(line)), notes=notes)
        for line in passage.sources()
    ]
    return render(
        request,
        "edition/witnesses.html",
        {
            "subject": passage,
            "heading": passage.title,
            "code": passage.code,
            "back": passage.get_absolute_url(),
            "witnesses": witnesses,
            "linker": Linker.for_code(passage.code.slug),
        },
    )


def glossary_witness(request: HttpRequest, code: str, heading: str = "") -> HttpResponse:
    """A glossary of a code, heading and entries, each beside its lines (one witness: the book that prints it).
    A code may print more than one, each under its heading; without one named, the last (at the code's #glossary)."""
    code_obj = get_object_or_404(Code, slug=code)
    glossaries = code_obj.sections.filter(terms__isnull=False).distinct().order_by("-position")
    last = glossaries.first()
    chosen = glossaries.filter(slug=heading).first() if heading else last
    if heading and chosen is None:
        raise Http404("This code prints no glossary under that heading.")
    rows = chosen.terms.all() if chosen is not None else code_obj.terms.filter(glossary__isnull=True)
    terms = [t for t in rows if t.seed and t.line_start is not None and t.line_end is not None]
    if not terms:
        raise Http404("This code has no glossary printed in a witness.")
    entries = []
    if chosen is not None and chosen.source:
        for line in chosen.source.splitlines():
            entries.append(
                WitnessBeside(
                    role="The heading",
                    beside=set_beside([chosen.title], parse_source(line)),
                    notes=[Departure("damage", chosen.damage)] if chosen.damage else [],
                    label=chosen.title,
                    anchor="heading",
                )
            )
    for term in terms:
        ref = SourceRef(term.seed, term.line_start or 0, term.line_end or 0, term.page)  # both set: filtered above
        entries.append(
            WitnessBeside(
                role="Term",
                beside=set_beside([term.title, term.text], ref),
                notes=_term_notes(term),
                label=term.title,
                anchor=f"term-{term.slug}",
            )
        )
    return render(
        request,
        "edition/glossary_witness.html",
        {
            "code": code_obj,
            "heading": chosen.title if chosen is not None else "Technical terms",
            "book": terms[0].seed,
            "back": f"{code_obj.get_absolute_url()}#{_anchor(chosen, last)}",
            "entries": entries,
            "linker": Linker.for_code(code_obj.slug),
        },
    )


def _term_notes(term: GlossaryTerm) -> list[object]:
    return [Departure(kind, getattr(term, kind)) for kind in ("damage", "conjecture") if getattr(term, kind)]


def _anchor(heading: Section | None, last: Section | None) -> str:
    """Where the glossary stands on the code's page: the last at #glossary, another at its heading's slug."""
    return heading.slug if heading is not None and heading != last else "glossary"
