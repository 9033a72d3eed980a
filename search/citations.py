"""A law's citation as a reader types it, read as a grammar of its own (as eyecite reads a court's).

The forms, each with the law's number in figures ("44"), in words ("forty-four", text2num) or in
roman numerals ("XLIV", as the old books print them; the `roman` package):

- a word before the number: Law, Laws, L., Rule, No., Number, Art., Article, §, #, Section
  ("Law 72", "L. 8", "§ 44", "#72", "Art. XVIII", "Law No. 14", "law sixty-two");
- a list after it: "laws 71 and 72", "§§ 71, 72";
- a clause after the number: "44 VI", "72.V", "44 (vii)", "72 (5)", "Law 44 (paragraph 6)",
  "law 44, clause VII", "law seventy-two, clause five", "8 (a)" (the American laws' lettered clauses);
  or before it: "clause V of law 44";
- the laws of Dummy and of etiquette by their own numbers: "Dummy, Law II", "Etiquette 6";
- a number alone, or a roman numeral of two letters or more, when it is all the query says
  ("72", "44 VI", "XLIV").

No Django and no index here: the reading is a value (`Reading`), the search decides what to do with it.
A clause is written as the codes print it: roman for the Club Code and euchre ("V"), a letter for the
American laws ("a"); a clause in figures or words is read as the roman numeral of its number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import roman
from text_to_num import text2num

from laws.citations import EXTERNAL_AFTER, EXTERNAL_BEFORE

# The highest law number of any code is 116 (euchre's etiquette); a number far above it is no law.
MOST = 199

UNITS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
TENS = "twenty thirty forty fifty sixty seventy eighty ninety"
NUMBER_WORD = r"(?:" + "|".join(sorted((UNITS + " " + TENS + " hundred").split(), key=len, reverse=True)) + r")"
# "seventy-two", "seventy two", "one hundred and five": "and" only after "hundred", so "laws seventy-one and
# seventy-two" is two laws.
WORDS = rf"{NUMBER_WORD}(?:(?<=hundred)\s+and\s+{NUMBER_WORD}|[\s-]+{NUMBER_WORD})*"
ROMAN = r"[ivxlc]+"
FIGURES = r"\d{1,3}"
NUMBER = rf"(?:{FIGURES}|{WORDS}|{ROMAN})"
# A clause: roman up to X (the codes' clauses run to VII), a figure, a number word, or an American letter.
CLAUSE_ROMAN = r"[ivx]{1,4}"
CLAUSE = rf"(?:{CLAUSE_ROMAN}|\d{{1,2}}|{WORDS}|[a-f])"
CLAUSE_WORD = r"(?:clause|cl\.|paragraph|para\.?|par\.|¶|subsection)"

# Before a number in figures, roman numerals or words; "no" and "number" only before figures and roman numerals
# ("no one", "no two cards" are words).
PREFIX = r"(?:laws?|ll?\.|rules?|art(?:icle)?s?\.?|§§?|#|sections?|sec\.)"
NO = r"(?:nos?\.?|numbers?)"
# The clause after a number: "(5)", "(paragraph 6)", ", clause VII", ".V", " VI".
CLAUSE_AFTER = (
    rf"(?:\s*\(\s*(?:{CLAUSE_WORD}\s*)?(?P<clause_p>{CLAUSE})\s*\)"
    rf"|\s*,?\s*{CLAUSE_WORD}\s*(?P<clause_w>{CLAUSE})(?![\w-])"
    rf"|\s*\.\s*(?P<clause_d>{CLAUSE_ROMAN})(?![\w'’])"
    rf"|\s*,?\s+(?P<clause_r>{CLAUSE_ROMAN})(?![\w'’-]))"
)
ONE = rf"(?P<number>{NUMBER})(?![\w'’]){CLAUSE_AFTER}?"
FLAGS = re.IGNORECASE

ONE_FIGURED = rf"(?P<number>{FIGURES}|{ROMAN})(?![\w'’]){CLAUSE_AFTER}?"
CITED_RES = (
    re.compile(rf"(?<![\w#§.]){PREFIX}\s*(?:no\.?\s*|number\s+)?{ONE}", FLAGS),
    re.compile(rf"(?<![\w#§.]){NO}\s*{ONE_FIGURED}", FLAGS),
)
# More laws after the first: "and 72", ", 72", "& 72", "or 72".
MORE_RE = re.compile(rf"\s*(?:,|&|\band\b|\bor\b)\s*(?:{PREFIX}\s*)?{ONE}", FLAGS)
CLAUSE_FIRST_RE = re.compile(
    rf"(?<![\w-]){CLAUSE_WORD}\s*(?P<clause_w>{CLAUSE})\s+of\s+(?:the\s+)?{PREFIX}\s*(?:no\.?\s*)?"
    rf"(?P<number>{NUMBER})(?![\w'’])",
    FLAGS,
)
# The laws printed under a heading of their own, numbered apart: Dummy and etiquette ("Dummy, Law II").
OWN_NUMBERING_RE = re.compile(
    rf"(?<![\w-])(?P<kind>dummy|etiquette)\s*,?\s*(?:(?:law|rule|no\.?)\s*)?(?P<number>{NUMBER})(?![\w'’])", FLAGS
)
BARE_RE = re.compile(rf"^\s*(?P<number>{FIGURES}|(?-i:[IVXLC]{{2,}})){CLAUSE_AFTER}?\s*$", FLAGS)
ROMAN_WORD_RE = re.compile(rf"^{ROMAN}$", FLAGS)


@dataclass(frozen=True)
class Cited:
    """A law cited: its number ("72", "dummy-2"), the clause if any ("V", "a"), and the words as typed."""

    number: str
    clause: str = ""
    typed: str = ""

    def __str__(self) -> str:
        if self.number.startswith(("dummy-", "etiquette-")):
            kind, _, n = self.number.partition("-")
            law = f"{kind.title()}, Law {roman.toRoman(int(n))}" if kind == "dummy" else f"Etiquette {n}"
        else:
            law = f"Law {self.number}"
        return f"{law}, clause {self.clause}" if self.clause else law


@dataclass(frozen=True)
class Reading:
    """The laws a query cites, and what is left of it to search as words."""

    cited: tuple[Cited, ...]
    rest: str


def roman_value(text: str) -> int | None:
    """The value of a well-formed roman numeral ("XLIV" -> 44), or None."""
    try:
        value = roman.fromRoman(text.upper())
    except (roman.InvalidRomanNumeralError, ValueError):
        return None
    return value if 0 < value else None


def is_roman(word: str) -> bool:
    """A word that is a well-formed roman numeral: never a misspelling of another word."""
    return bool(ROMAN_WORD_RE.match(word)) and roman_value(word) is not None


def number_value(text: str) -> int | None:
    """A law's number typed in figures, words or roman numerals; None when it is none of these."""
    text = text.strip()
    if text.isdigit():
        value: int | None = int(text)
    elif ROMAN_WORD_RE.match(text):
        value = roman_value(text)
    else:
        try:
            value = int(text2num(re.sub(r"\s+and\s+", " ", text.lower()), "en"))
        except ValueError:
            return None
    return value if value is not None and 0 < value <= MOST else None


def clause_of(text: str) -> str:
    """A clause as the codes print it: roman ("V") for a roman numeral, figure or word, a letter as it is."""
    text = text.strip()
    if len(text) == 1 and text.lower() in "abcdef":
        return text.lower()
    value = number_value(text)
    return roman.toRoman(value) if value else ""


def _clause(m: re.Match[str]) -> str:
    for name in ("clause_p", "clause_w", "clause_d", "clause_r"):
        found = m.groupdict().get(name)
        if found:
            return clause_of(found)
    return ""


def _cited(m: re.Match[str], typed: str) -> Cited | None:
    value = number_value(m.group("number"))
    return Cited(str(value), _clause(m), typed.strip()) if value else None


def _spans(text: str) -> list[tuple[int, int, list[Cited]]]:
    """Every citation in the text: (start, end, the laws it cites), in order, not overlapping."""
    found: list[tuple[int, int, list[Cited]]] = []
    for m in CLAUSE_FIRST_RE.finditer(text):
        cited = _cited(m, m.group(0))
        if cited:
            found.append((m.start(), m.end(), [cited]))
    for m in OWN_NUMBERING_RE.finditer(text):
        value = number_value(m.group("number"))
        if value:
            found.append((m.start(), m.end(), [Cited(f"{m.group('kind').lower()}-{value}", "", m.group(0).strip())]))
    for m in (m for pattern in CITED_RES for m in pattern.finditer(text)):
        first = _cited(m, m.group(0))
        if not first:
            continue
        laws, end = [first], m.end()
        while more := MORE_RE.match(text, end):
            cited = _cited(more, more.group(0))
            if not cited:
                break
            laws.append(cited)
            end = more.end()
        found.append((m.start(), end, laws))
    return _not_overlapping(text, found)


def _external(text: str, start: int, end: int) -> bool:
    """Another book's law ("Hoyle, law 18", "Law 26, New Cavendish"): words, as the reference finder reads it."""
    return bool(EXTERNAL_BEFORE.search(text[max(0, start - 40) : start]) or EXTERNAL_AFTER.match(text[end : end + 50]))


def _not_overlapping(text: str, found: list[tuple[int, int, list[Cited]]]) -> list[tuple[int, int, list[Cited]]]:
    """The first-found of overlapping spans kept (the clause-first and Dummy forms before the plain one); another
    book's law is no citation of these codes."""
    kept: list[tuple[int, int, list[Cited]]] = []
    for span in found:
        if all(span[1] <= k[0] or span[0] >= k[1] for k in kept):
            kept.append(span)
    return sorted(span for span in kept if not _external(text, span[0], span[1]))


def read(text: str, alone: str | None = None) -> Reading:
    """The laws a query cites and the words left; a number alone is a law when it is all the text says
    (or all `alone` says: the text without the names of the codes, "Arlington 56")."""
    spans = _spans(text)
    if not spans:
        m = BARE_RE.match(text if alone is None else alone)
        cited = _cited(m, m.group(0)) if m else None
        return Reading((cited,), "") if cited else Reading((), text)
    cited: list[Cited] = []
    rest, at = [], 0
    for start, end, laws in spans:
        rest.append(text[at:start])
        cited += laws
        at = end
    rest.append(text[at:])
    return Reading(tuple(dict.fromkeys(cited)), " ".join(rest))
