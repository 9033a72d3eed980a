"""The printed parts of the law and code pages, rendered when the corpus is loaded and stored (LawPage, CodePage).

A law page's text, clauses, notes, variants, cross-references, sources, concordance, passages and worked cases are
drawn only from rows `load_corpus` writes, and a code page is all printed matter: rendering them at every request
(linking each law reference, a template include per law) was most of those pages' cost. `store_pages` renders, at
the end of every load (backup/corpus_load.py), the pages whose inputs changed (laws/digests.py); a printed row written
outside a load deletes them (decisions/printed_writes.py). A law or code without a stored page is rendered from its
rows at the request instead, by the same functions, so the two can never differ.

Why the stored HTML may be marked safe: it is the output of the site's own templates with autoescaping on, and every
text in it passes through the Linker (laws/linking.py), which escapes all it does not make a link of; nothing is
stored that a template did not escape.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from django.db.models import Prefetch
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe

from .linking import Linker
from .models import Code, CodePage, CrossReference, GlossaryTerm, Law, LawPage
from .term_uses import laws_using

PARTS = ("body_html", "printed_html", "edition_html", "concordance_html", "sources_html")


class AroundTheLaws:
    """What the pages of some laws show beside their own rows, read for all of them at once (a load renders many):
    the laws each refers to and is referred to by, its neighbours, its matters and the same matter in the other
    codes, the passages bearing on it and the worked cases turning on it. Seven queries, however many laws; each
    list in the order the page prints it."""

    def __init__(self, laws: list[Law]) -> None:
        from django.apps import apps

        from .models import MatterLaw

        # The edition's and the worked cases' rows, by name: those apps stand above this one (docs/layout.md).
        passage_cite, turns_on = apps.get_model("edition", "PassageCite"), apps.get_model("worked", "TurnsOn")

        ids = [law.pk for law in laws]
        self.siblings: dict[int, list[Law]] = defaultdict(list)
        for law in Law.objects.filter(code_id__in={law.code_id for law in laws}).select_related("code"):
            self.siblings[law.code_id].append(law)  # in the code's order (Law.Meta)
        refs = CrossReference.objects.select_related("to_law__code", "from_law__code")
        self.refers_to = self._unique(refs.filter(from_law__in=ids), "from_law_id", "to_law")
        self.referred_by = self._unique(refs.filter(to_law__in=ids), "to_law_id", "from_law")
        self.matters: dict[int, list[Any]] = defaultdict(list)
        for row in MatterLaw.objects.filter(law__in=ids).select_related("matter").order_by("matter__position"):
            self.matters[row.law_id].append(row.matter)
        self.laws_of_matter: dict[int, list[Law]] = defaultdict(list)
        matter_ids = {m.pk for ms in self.matters.values() for m in ms}
        for row in MatterLaw.objects.filter(matter__in=matter_ids).select_related("law__code"):
            self.laws_of_matter[row.matter_id].append(row.law)
        self.passages = self._unique(
            passage_cite.objects.filter(law__in=ids).select_related("passage"), "law_id", "passage"
        )
        for passages in self.passages.values():
            passages.sort(key=lambda p: (p.collection_position, p.position, p.pk))
        turning = turns_on.objects.filter(law__in=ids).select_related("case__decision", "case__book")
        self.worked_cases = self._unique(turning, "law_id", "case")
        for cases in self.worked_cases.values():
            cases.sort(key=lambda c: (c.book.position, c.position, c.pk))

    @staticmethod
    def _unique(rows: Any, key: str, attr: str) -> dict[int, list[Any]]:
        """Each law's related objects, once each, in the rows' order."""
        found: dict[int, dict[int, Any]] = defaultdict(dict)
        for row in rows:
            target = getattr(row, attr)
            found[getattr(row, key)].setdefault(target.pk, target)
        return defaultdict(list, {law: list(targets.values()) for law, targets in found.items()})

    def context(self, law: Law) -> dict[str, object]:
        siblings = self.siblings[law.code_id]
        at = next(i for i, sibling in enumerate(siblings) if sibling.pk == law.pk)
        matters = self.matters.get(law.pk, [])
        same: dict[int, Law] = {}
        for matter in matters:
            for other in self.laws_of_matter[matter.pk]:
                if other.code_id != law.code_id:
                    same.setdefault(other.pk, other)
        return {
            "refers_to": self.refers_to[law.pk],
            "referred_by": self.referred_by[law.pk],
            "previous": siblings[at - 1] if at else None,
            "next": siblings[at + 1] if at + 1 < len(siblings) else None,
            "matters": matters,
            "same_matter": sorted(same.values(), key=lambda o: (o.code.position, o.position)),
            "passages": self.passages[law.pk],
            "worked_cases": self.worked_cases[law.pk],
        }


def render_law_page(law: Law, linker: Linker | None = None, around: AroundTheLaws | None = None) -> LawPage:
    """The printed parts of the law's page, from its rows (not saved)."""
    linker = linker or Linker.for_code(law.code.slug)
    around = around or AroundTheLaws([law])
    context = {"law": law, "code": law.code, "linker": linker, **around.context(law)}
    return LawPage(
        law=law,
        body_html=render_to_string("laws/_law_body.html", context),
        printed_html=render_to_string("laws/_law_printed.html", context),
        edition_html=render_to_string("laws/_law_edition_tag.html", context),
        concordance_html=render_to_string("laws/_law_concordance.html", context),
        sources_html=render_to_string("laws/_law_sources.html", context),
    )


def render_code_page(code: Code, linker: Linker | None = None) -> CodePage:
    """The code's page below its title, from its rows (not saved)."""
    linker = linker or Linker.for_code(code.slug)
    laws = Law.objects.select_related("code").order_by("position").prefetch_related("clauses", "notes")
    sections = list(code.sections.prefetch_related(Prefetch("laws", queryset=laws, to_attr="law_list")))
    unsectioned = list(
        code.laws.filter(section__isnull=True).select_related("code").prefetch_related("clauses", "notes")
    )
    # A glossary is a section without laws that heads terms (a code may print more than one: McIntosh's and
    # Clay's); terms under no such heading are listed at the end as the code's technical terms.
    by_heading: dict[int | None, list[GlossaryTerm]] = {}
    code_terms = list(code.terms.all())
    # The laws the page already holds, with their clauses: every law of the code, in printed order.
    every_law = sorted([*unsectioned, *(law for s in sections for law in s.law_list)], key=lambda law: law.position)  # type: ignore[attr-defined]
    uses = laws_using(code_terms, every_law)
    for term in code_terms:
        term.uses = uses.get(term.pk)  # type: ignore[attr-defined]
        by_heading.setdefault(term.glossary_id, []).append(term)
    for section in sections:
        section.term_list = [] if section.law_list else by_heading.pop(section.pk, [])  # type: ignore[attr-defined]
    terms = [t for rest in by_heading.values() for t in rest]
    # The last glossary answers at #glossary, the address the other codes link to.
    glossaries = [s for s in sections if s.term_list]  # type: ignore[attr-defined]
    glossary_section = glossaries[-1] if glossaries else None
    context = {
        "code": code,
        "sections": sections,
        "unsectioned": unsectioned,
        "terms": terms,
        "glossary_section": glossary_section,
        "linker": linker,
    }
    return CodePage(code=code, content_html=render_to_string("laws/_code_content.html", context))


def law_page(law: Law) -> dict[str, SafeString]:
    """The law's stored printed parts, or, where none is stored, rendered now: {part: HTML}."""
    try:
        page = law.page
    except LawPage.DoesNotExist:
        page = render_law_page(law)
    # Safe: rendered by our templates, every text escaped by them or by the Linker (module docstring).
    return {part: mark_safe(getattr(page, part)) for part in PARTS}  # noqa: S308


def code_page(code: Code) -> SafeString:
    try:
        page = code.page
    except CodePage.DoesNotExist:
        page = render_code_page(code)
    return mark_safe(page.content_html)  # noqa: S308 - rendered by our templates, escaped (module docstring)


def _chunks(ids: list[int], size: int = 500) -> list[list[int]]:
    return [ids[i : i + size] for i in range(0, len(ids), size)]


def store_pages() -> int:
    """Render and store the law and code pages whose inputs changed since they were stored (laws/digests.py), and
    those not stored yet; the number of pages rendered. A law or code gone takes its page with it (CASCADE)."""
    from .digests import law_and_code_digests

    laws, codes = law_and_code_digests()
    stored_laws = dict(LawPage.objects.values_list("law_id", "digest"))
    stored_codes = dict(CodePage.objects.values_list("code_id", "digest"))
    stale_laws = sorted(pk for pk, digest in laws.items() if stored_laws.get(pk) != digest)
    stale_codes = sorted(pk for pk, digest in codes.items() if stored_codes.get(pk) != digest)
    for chunk in _chunks(stale_laws):
        LawPage.objects.filter(law_id__in=chunk).delete()
    CodePage.objects.filter(code_id__in=stale_codes).delete()
    linkers: dict[str, Linker] = {}
    pages: list[LawPage] = []
    for chunk in _chunks(stale_laws):
        rows = Law.objects.filter(pk__in=chunk).select_related("code", "section")
        chosen = list(rows.prefetch_related("clauses", "notes", "variants", "sources"))
        around = AroundTheLaws(chosen)
        for law in chosen:
            linker = linkers.get(law.code.slug) or linkers.setdefault(law.code.slug, Linker.for_code(law.code.slug))
            page = render_law_page(law, linker, around)
            page.digest = laws[law.pk]
            pages.append(page)
    LawPage.objects.bulk_create(pages, batch_size=200)
    for code in Code.objects.filter(pk__in=stale_codes):
        linker = linkers.get(code.slug) or linkers.setdefault(code.slug, Linker.for_code(code.slug))
        page = render_code_page(code, linker)
        page.digest = codes[code.pk]
        page.save()
    return len(stale_laws) + len(stale_codes)
