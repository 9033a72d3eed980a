"""The printed parts of the law and code pages, rendered once when the corpus is loaded and stored (LawPage, CodePage).

A law page's text, clauses, notes, variants, cross-references, sources, concordance, passages and worked cases are
drawn only from rows `load_corpus` writes, and a code page is all printed matter: rendering them at every request
(linking each law reference, a template include per law) was most of those pages' cost. `store_pages` renders them
after every load (corpus/load.py); a law or code without a stored page (one made by hand, outside a load) is
rendered from its rows at the request instead, by the same functions, so the two can never differ.

Why the stored HTML may be marked safe: it is the output of the site's own templates with autoescaping on, and every
text in it passes through the Linker (laws/linking.py), which escapes all it does not make a link of; nothing is
stored that a template did not escape.
"""

from __future__ import annotations

from django.db.models import Prefetch
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe

from .linking import Linker
from .models import Code, CodePage, CrossReference, Law, LawPage

PARTS = ("body_html", "printed_html", "edition_html", "concordance_html", "sources_html")


def _unique(refs: object, attr: str) -> list[Law]:
    seen: dict[int, Law] = {}
    for ref in refs:  # type: ignore[attr-defined]
        target = getattr(ref, attr)
        seen.setdefault(target.pk, target)
    return list(seen.values())


def render_law_page(law: Law, linker: Linker | None = None) -> LawPage:
    """The printed parts of the law's page, from its rows (not saved)."""
    linker = linker or Linker.for_code(law.code.slug)
    siblings = Law.objects.filter(code=law.code).select_related("code")
    matters = list(law.matters.all())
    context = {
        "law": law,
        "code": law.code,
        "linker": linker,
        "refers_to": _unique(CrossReference.objects.filter(from_law=law).select_related("to_law__code"), "to_law"),
        "referred_by": _unique(CrossReference.objects.filter(to_law=law).select_related("from_law__code"), "from_law"),
        "previous": siblings.filter(position__lt=law.position).order_by("-position").first(),
        "next": siblings.filter(position__gt=law.position).order_by("position").first(),
        "matters": matters,
        "same_matter": Law.objects.filter(matters__in=matters)
        .exclude(code=law.code)
        .select_related("code")
        .order_by("code__position", "position")
        .distinct(),
    }
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
    unsectioned = code.laws.filter(section__isnull=True).select_related("code").prefetch_related("clauses", "notes")
    terms = list(code.terms.all())
    # Where the book heads its list of terms itself (a last section of technical terms, without laws), the terms
    # go under that heading.
    last = sections[-1] if sections else None
    glossary_section = last if terms and last is not None and not last.law_list and "terms" in last.slug else None
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
        for law in rows.prefetch_related("clauses", "notes", "variants", "sources"):
            linker = linkers.get(law.code.slug) or linkers.setdefault(law.code.slug, Linker.for_code(law.code.slug))
            page = render_law_page(law, linker)
            page.digest = laws[law.pk]
            pages.append(page)
    LawPage.objects.bulk_create(pages, batch_size=200)
    for code in Code.objects.filter(pk__in=stale_codes):
        linker = linkers.get(code.slug) or linkers.setdefault(code.slug, Linker.for_code(code.slug))
        page = render_code_page(code, linker)
        page.digest = codes[code.pk]
        page.save()
    return len(stale_laws) + len(stale_codes)
