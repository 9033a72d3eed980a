"""Template helpers for the edition's own pages: sources in words, worked cases and the engine on a law page."""

from __future__ import annotations

from django import template

from corpus.provenance import parse_source
from edition.models import Passage
from laws.models import Code, Law
from worked.coverage import named_not_ruled, not_for_ruling, ruled_laws
from worked.models import WorkedCase

register = template.Library()

# The seed files by the books they transcribe, as a reader cites them.
BOOKS = {
    "000_fc39cd461ed2bee3.txt": "A. J. McIntosh, The Laws of Whist (Utica, 1887)",
    "001_13e06e23340725e9.txt": "The Laws of Euchre, Leeds and Dwight (Boston, 1888)",
    "002_aaddb16163a7829c.txt": 'Encyclopaedia Britannica, 9th edition, "Whist"',
    "003_f012a884a77afba3.txt": "J. L. Baldwin, The Laws of Short Whist, with J. Clay, A Treatise on Short Whist (1870)",
    "004_026ade6361837aaf.txt": "Laws of American Whist, ed. J. S. L. (Chicago, 1890)",
}


@register.filter
def source_words(value: str) -> str:
    """'003_… lines 4194-4208 page 98' as 'J. L. Baldwin, …, page 98 (lines 4194–4208 of the transcription)'."""
    try:
        ref = parse_source(value)
    except ValueError:
        return value
    book = BOOKS.get(ref.seed, "the transcription")
    page = f", page {ref.page}" if ref.page else ""
    return f"{book}{page} (lines {ref.line_start}–{ref.line_end} of the transcription)"


@register.inclusion_tag("laws/_law_edition.html")
def law_edition(law: Law, worked_cases: object = None, passages: object = None) -> dict[str, object]:
    """The part of a law page this edition adds: passages bearing on it, whether the engine rules on it, worked cases
    (read here unless the caller read them for many laws at once: laws/pages.py)."""
    number = law.number
    return {
        "law": law,
        "engine_knows_code": bool(ruled_laws(law.code.slug)),
        "engine_rules": number in ruled_laws(law.code.slug),
        "engine_names": number in named_not_ruled(law.code.slug),
        "etiquette": law.kind == "etiquette",
        "not_for_ruling": not_for_ruling(law.code.slug).get(number, ""),
        "worked_cases": worked_cases if isinstance(worked_cases, list) else list(WorkedCase.objects.turning_on(law)),
        "passages": passages if isinstance(passages, list) else list(Passage.objects.bearing_on(law)),
    }


@register.inclusion_tag("laws/_code_front_matter.html")
def code_front_matter(code: object) -> dict[str, object]:
    """The code's front matter as printed, listed on the code's page; for a whist code without a glossary of its
    own, a link to the glossary of whist terms printed with the Club Code."""
    glossary = None
    if isinstance(code, Code) and code.game == "whist" and not code.terms.exists():
        glossary = Code.objects.filter(game="whist", terms__isnull=False).exclude(pk=code.pk).distinct().first()
    return {"passages": list(Passage.objects.front_matter_of(code)), "glossary": glossary}  # type: ignore[arg-type]
