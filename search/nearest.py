"""The nearest matters, shown with an honest "nothing here" when no law or decision holds the query's words:
the glossary's entries and the codes' sections whose names are nearest the words typed (difflib's ratio over
their letters), and else the codes' contents, where a reader finds the matter under its own name.

Read from the database (three small queries), only when nothing answers."""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from django.urls import reverse

from laws.models import Code, GlossaryTerm, Section

from .analysis import WORD_RE
from .query import ParsedQuery

# How near a name's word must be to a word typed, by difflib's ratio (1 = the same letters).
NEAR = 0.75
MOST = 6


@dataclass(frozen=True)
class Nearest:
    """A matter to look at: its name as the code prints it, the code's title, and where it is."""

    title: str
    code: str
    url: str
    kind: str  # "term" (a glossary entry), "section" (a part of a code's contents), "contents" (a code's)


def _closeness(typed: list[str], name: str) -> float:
    words = [w.lower() for w in WORD_RE.findall(name) if len(w) > 2]
    if not words or not typed:
        return 0.0
    return max(SequenceMatcher(None, t, w).ratio() for t in typed for w in words)


def matters(parsed: ParsedQuery) -> list[Nearest]:
    """The glossary entries and sections nearest the words, nearest first; else each code's contents."""
    typed = [w.lower() for w in (*parsed.words, *parsed.phrase_texts) for w in WORD_RE.findall(w) if len(w) > 2]
    found: list[tuple[float, int, Nearest]] = []
    fields = ("code__slug", "code__title", "slug", "title")
    for code, code_title, slug, title in Section.objects.order_by("code__position", "position").values_list(*fields):
        url = reverse("laws:code", args=[code]) + f"#{slug}"
        found.append((_closeness(typed, title), len(found), Nearest(title, code_title, url, "section")))
    for code, code_title, slug, title in GlossaryTerm.objects.order_by("code__position", "position").values_list(
        *fields
    ):
        name = title.strip(' ,.;:"“”')
        url = reverse("laws:code", args=[code]) + f"#term-{slug}"
        found.append((_closeness(typed, name), len(found), Nearest(name, code_title, url, "term")))
    near = [n for c, _, n in sorted(found, key=lambda f: (-f[0], f[1])) if c >= NEAR][:MOST]
    if near:
        return near
    return [Nearest("Contents", code.title, code.get_absolute_url(), "contents") for code in Code.objects.in_order()]
