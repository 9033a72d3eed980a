"""A short passage of a document around what the query found, the text escaped and
each hit wrapped in <mark>.

Hits are the words whose index term is one of the query's (so "revoking" is
marked for "revoke", "honours" for "honor"), the law named ("Law 72") and, for a
clause query, the clause's label. Words are found by a regular expression built
from the terms' stems and then confirmed by the analyzer: no document is run
through the analyzer whole.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from functools import lru_cache
from html import escape

from django.utils.safestring import SafeString, mark_safe

from .analysis import normalize, spellings
from .query import LawTarget

WIDTH = 240
SPACE_RE = re.compile(r"\s+")


@lru_cache(maxsize=1024)
def _term_re(terms: frozenset[str]) -> re.Pattern[str] | None:
    prefixes: set[str] = set()
    for term in terms:
        for spelling in spellings(term):
            # Stems are not always prefixes of the word ("happi" of "happy"): one letter less is.
            prefixes.add(spelling[:-1] if len(spelling) > 3 else spelling)
    if not prefixes:
        return None
    alternatives = "|".join(re.escape(p) for p in sorted(prefixes, key=len, reverse=True))
    return re.compile(r"(?<!\w)(?:" + alternatives + r")\w*(?:['’]\w+)*", re.IGNORECASE)


def _law_res(laws: Sequence[LawTarget]) -> list[re.Pattern[str]]:
    out = []
    for law in laws:
        out.append(re.compile(r"\b(?:Laws?|Rules?|L\.)\s*" + re.escape(law.number) + r"\b", re.IGNORECASE))
        if law.clause:
            out.append(re.compile(r"(?m)^" + re.escape(law.clause) + r"\.(?=\s)"))
    return out


def hits(text: str, terms: frozenset[str], laws: Sequence[LawTarget] = ()) -> list[tuple[int, int]]:
    """The (start, end) of every hit, in order, not overlapping."""
    spans: list[tuple[int, int]] = []
    term_re = _term_re(terms)
    if term_re is not None:
        spans += [m.span() for m in term_re.finditer(text) if normalize(m.group(0)) in terms]
    for law_re in _law_res(laws):
        spans += [m.span() for m in law_re.finditer(text)]
    spans.sort()
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and start < out[-1][1]:
            continue
        out.append((start, end))
    return out


def _clause_start(text: str, laws: Sequence[LawTarget]) -> int | None:
    for law in laws:
        if law.clause:
            m = re.search(r"(?m)^" + re.escape(law.clause) + r"\.(?=\s)", text)
            if m:
                return m.start()
    return None


def _window(text: str, spans: list[tuple[int, int]], focus: int | None, width: int) -> tuple[int, int]:
    if focus is None and spans:
        # Where the most hits fall within one window.
        starts = [s for s, _ in spans]
        best, best_count = starts[0], 0
        for i, start in enumerate(starts):
            count = bisect_left(starts, start + width * 3 // 4) - i
            if count > best_count:
                best, best_count = start, count
        focus = best
    if focus is None:
        focus = 0
    start = max(0, focus - width // 5)
    if start > 0:
        space = text.rfind(" ", 0, start)
        start = space + 1 if space >= 0 and start - space < 30 else start
    end = min(len(text), start + width)
    if end < len(text):
        space = text.find(" ", end)
        end = space if 0 <= space < end + 30 else end
    return start, end


def _piece(text: str) -> str:
    # html.escape is what django.utils.html.escape calls, without its lazy-string wrapper: the pieces
    # are joined and marked safe once, in snippet().
    return escape(SPACE_RE.sub(" ", text))


def snippet(text: str, terms: Iterable[str] = (), laws: Sequence[LawTarget] = (), width: int = WIDTH) -> SafeString:
    """About `width` characters of the text around its hits, escaped, hits in <mark>."""
    text = text or ""
    spans = hits(text, frozenset(terms), laws)
    start, end = _window(text, spans, _clause_start(text, laws), width)
    out = ["… " if start > 0 else ""]
    at = start
    for s, e in spans:
        if s < start or e > end:
            continue
        out.append(_piece(text[at:s]))
        out.append(f"<mark>{escape(text[s:e])}</mark>")
        at = e
    out.append(_piece(text[at:end]))
    out.append(" …" if end < len(text) else "")
    return mark_safe("".join(out).strip())  # every piece of the document's text is escaped above
