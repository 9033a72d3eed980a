"""Find references to laws in printed text: "Law 18", "Laws 71 and 72", "L. 8",
"Rule 72", "vide Law 34", "Law 44 (paragraph 6)", "44 VI".

References to other codes and books ("Hoyle, law 18", "Law 26, New Cavendish",
"Rule 51 of the Washington Club") are found too and marked external: they are
recorded as printed and never linked to a law of ours. Pure Python; the linker
that turns these into HTML links lives in laws/linking.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]

_NUM = r"(\d{1,3})"
_CLAUSE = r"(?:\s*\((?:paragraph|par\.|para\.|clause)\s*(\d{1,2})\)|,?\s+(?:paragraph|par\.)\s+(\d{1,2})\b|(?:,?\s+|\.)([IVX]{1,4})\b(?![a-z']))"
_HEAD = r"\b(?P<word>(?i:laws?|rules?)|L\.)\s*"
_SEP = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to)\s+|\s*[-–]\s*)"
LIST_RE = re.compile(
    _HEAD + _NUM + r"(?:" + _CLAUSE + r")?" + r"(?P<rest>(?:" + _SEP + r"\d{1,3}(?:" + _CLAUSE + r")?)*)"
)
ITEM_RE = re.compile(r"(?P<sep>" + _SEP + r")?" + _NUM + r"(?:" + _CLAUSE + r")?")
# "44 VI": a bare number with a clause numeral, only when both exist (checked by the resolver).
BARE_CLAUSE_RE = re.compile(r"(?<![\w.])(\d{1,2}) ([IVX]{1,4})\b(?![a-z'])")

# "Dummy, Law II": the laws of Dummy that close the Club Code, numbered in the corpus "dummy-1" to "dummy-3".
DUMMY_RE = re.compile(r"\bDummy,\s+Law\s+(III|II|I)\b(?![a-z'])")

EXTERNAL_BEFORE = re.compile(
    r"(?:Hoyle|Cavendish|Illus\.?|Illustrated|Drayton|Jones|Pole|Clay|Deschapelles|Washington Club[^.;]*?|"
    r"Portland Club|French code|Am\. Whist[^.;]*?)\s*[,.]?\s*(?:see\s+|vide\s+)?$"
)
EXTERNAL_AFTER = re.compile(
    r"^\s*,?\s*(?:of\s+|in\s+)?(?:the\s+)?(?:New\s+Cavendish|Cavendish|Washington\s+Club|Hoyle|Am\.\s+Whist|"
    r"American\s+Whist\s+Illustrated|French\s+code|Deschapelles|Edit\.)"
)


@dataclass(frozen=True)
class LawRef:
    """One law referred to: its number and clause, and the characters that name it."""

    start: int
    end: int
    number: str
    clause: str = ""


@dataclass(frozen=True)
class Reference:
    """A reference as printed: one or more laws ("Laws 71 and 72"), possibly external."""

    start: int
    end: int
    printed: str
    laws: tuple[LawRef, ...]
    external: bool = False


def _clause(paragraph: str | None, para2: str | None, roman: str | None) -> str:
    n = paragraph or para2
    if n:
        i = int(n)
        return ROMAN[i - 1] if 1 <= i <= len(ROMAN) else ""
    return roman or ""


def _is_external(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 40) : start]
    after = text[end : end + 50]
    return bool(EXTERNAL_BEFORE.search(before) or EXTERNAL_AFTER.match(after))


def find_references(text: str, bare_clauses: frozenset[tuple[str, str]] = frozenset()) -> list[Reference]:
    """Every reference in the text, in order.

    `bare_clauses` lists the (number, clause) pairs that exist, so that "44 VI"
    without "Law" is taken as a reference only where Law 44 has a clause VI.
    """
    refs: list[Reference] = []
    taken: list[tuple[int, int]] = []
    for m in LIST_RE.finditer(text):
        laws: list[LawRef] = []
        first_end = m.end(2)
        for g in (3, 4, 5):
            if m.group(g):
                first_end = m.end(g) + (1 if g in (3,) and text[m.end(g) : m.end(g) + 1] == ")" else 0)
        first_clause = _clause(m.group(3), m.group(4), m.group(5))
        laws.append(LawRef(m.start(), first_end, m.group(2), first_clause))
        rest_start = m.start("rest")
        for item in ITEM_RE.finditer(m.group("rest")):
            s = rest_start + item.start(2)
            e = rest_start + item.end()
            number = item.group(2)
            sep = (item.group("sep") or "").strip()
            if sep in ("-", "–", "to") and laws and laws[-1].number.isdigit():
                # A range: "Laws 71-82" names every law between.
                lo, hi = int(laws[-1].number), int(number)
                if 0 < hi - lo <= 30:
                    laws.extend(LawRef(s, e, str(n)) for n in range(lo + 1, hi))
            laws.append(LawRef(s, e, number, _clause(item.group(3), item.group(4), item.group(5))))
        start, end = m.start(), m.end()
        # A trailing "." of "L. 8." is sentence punctuation, already outside the match.
        refs.append(Reference(start, end, text[start:end], tuple(laws), _is_external(text, start, end)))
        taken.append((start, end))
    for m in BARE_CLAUSE_RE.finditer(text):
        if (m.group(1), m.group(2)) not in bare_clauses:
            continue
        if any(s <= m.start() < e for s, e in taken):
            continue
        refs.append(Reference(m.start(), m.end(), m.group(0), (LawRef(m.start(), m.end(), m.group(1), m.group(2)),)))
    for m in DUMMY_RE.finditer(text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        number = f"dummy-{ROMAN.index(m.group(1)) + 1}"
        refs.append(Reference(m.start(), m.end(), m.group(0), (LawRef(m.start(), m.end(), number),)))
    refs.sort(key=lambda r: r.start)
    return refs
