"""What the user typed, understood: laws named by number, phrases, words, exclusions.

- Law numbers: anything laws/citations.py reads as a reference ("law 72",
  "rule 72", "Law 44 (paragraph 6)", "laws 71 and 72", "L. 8"), a bare number
  ("72", "44 VI") when it is the whole query, and a code named anywhere beside
  it ("club 44 VI", "law 72 euchre").
  "Law No. 14", "No. 14", "44 (vii)", "law 44, clause V" and "clause V of law 44" are
  written as the reference finder reads them first.
- "Phrases in quotes", -excluded words, and the remaining words.
- The words a referee types that the books print otherwise ("spectator"), and the
  books' words searched beside them ("bystander"), from the game's thesaurus.

Words become index terms through the same analyzer as the documents (stems,
old spellings). Only plain words and phrases are understood: no field syntax,
no wildcards, so no query can be slow by construction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from laws.citations import BARE_CLAUSE_RE, find_references

from . import thesaurus
from .analysis import WORD_RE, phrase_terms, terms

MAX_LENGTH = 200

PHRASE_RE = re.compile(r"[\"“”]([^\"“”]*)(?:[\"“”]|$)")
# "44 vi" typed in lower case: the clause numeral after a number, made upper case for the reference finder.
LOWER_CLAUSE_RE = re.compile(r"(\d{1,3})(\s*[.,]?\s*)([ivx]{1,4})\b(?![\w'])", re.IGNORECASE)
# The ways a reader writes a law's number beside those the reference finder reads.
LAW_FORMS: list[tuple[re.Pattern[str], str]] = [
    # "clause V of law 44" -> "law 44 V"
    (re.compile(r"\bclause\s+([ivx]{1,4})\s+of\s+(?:law|rule)\s+(\d{1,3})\b", re.I), r"law \2 \1"),
    # "Law No. 14", "rule no 14" -> "law 14"; "No. 14" -> "law 14"
    (re.compile(r"\b(?:(?:law|rule)\s+)?no\.?\s*(\d{1,3})\b", re.I), r"law \1"),
    # "44 (vii)", "44, clause vii", "44 clause 7" is not a clause: only roman numerals are
    (re.compile(r"\b(\d{1,3})\s*(?:\(\s*([ivx]{1,4})\s*\)|,?\s*clause\s+([ivx]{1,4})\b)", re.I), r"\1 \2\3"),
]
BARE_NUMBER_RE = re.compile(r"^\s*(\d{1,3})(?:\s*[.,]?\s*([IVX]{1,4}))?\s*$")


class QueryError(ValueError):
    """A parameter of a search that cannot be understood; `param` names it."""

    def __init__(self, param: str, message: str) -> None:
        super().__init__(message)
        self.param = param
        self.message = message


@dataclass(frozen=True)
class LawTarget:
    """A law the query names: its number, the clause if any, the code if the query names one."""

    number: str
    clause: str = ""
    code: str = ""

    def __str__(self) -> str:
        ref = f"{self.code}:{self.number}" if self.code else self.number
        return f"{ref}.{self.clause}" if self.clause else ref


@dataclass(frozen=True)
class Alternative:
    """One way a document can hold a word of the query: all of `terms`, or `terms` as a phrase."""

    terms: tuple[str, ...]
    phrase: bool = False


@dataclass(frozen=True)
class WordGroup:
    """A word (or quoted phrase, or everyday phrase) of the query, and the ways a document may hold it:
    as typed, or as the books print it (`books`, from the thesaurus)."""

    typed: str
    alternatives: tuple[Alternative, ...]
    books: tuple[str, ...] = ()
    # Typed in quotes: a document must hold it, whatever else puts the document first.
    quoted: bool = False


@dataclass(frozen=True)
class ParsedQuery:
    text: str
    laws: tuple[LawTarget, ...] = ()
    # Index terms of the words, in order, each once; the words as typed, for the database fallback.
    terms: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    # Each phrase as its index terms, and as typed.
    phrases: tuple[tuple[str, ...], ...] = ()
    phrase_texts: tuple[str, ...] = ()
    excluded: tuple[str, ...] = ()
    excluded_words: tuple[str, ...] = ()
    codes_named: tuple[str, ...] = field(default=())
    # What a document must hold, word by word (or phrase by phrase), each with its alternatives.
    groups: tuple[WordGroup, ...] = ()

    @property
    def has_text(self) -> bool:
        return bool(self.terms or self.phrases)

    @property
    def highlight_terms(self) -> frozenset[str]:
        return frozenset(self.terms) | frozenset(t for p in self.phrases for t in p) | self.book_terms

    @property
    def book_terms(self) -> frozenset[str]:
        """The terms of the books' words the thesaurus added, for marking them in snippets."""
        return frozenset(t for g in self.groups for b in g.books for t in terms(b))

    @property
    def also_searched(self) -> tuple[str, ...]:
        """The books' words searched beside the typed ones ("bystander" for "spectator")."""
        return _unique(b for g in self.groups for b in g.books)


def code_aliases(codes: Iterable[str]) -> dict[str, str]:
    """Names a query may give a code by: the slug, and its first word where no other code shares it."""
    codes = list(codes)
    aliases = {c.lower(): c for c in codes}
    firsts: dict[str, list[str]] = {}
    for c in codes:
        firsts.setdefault(c.split("-")[0].lower(), []).append(c)
    for first, owners in firsts.items():
        if len(owners) == 1:
            aliases.setdefault(first, owners[0])
    return aliases


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(i for i in items if i))


def parse(text: str, codes: Iterable[str] = (), everyday: thesaurus.Table | None = None) -> ParsedQuery:
    """Understand a query; QueryError("q", ...) when there is nothing to search for.

    `everyday` is the thesaurus to apply (thesaurus.site_table); corpus/thesaurus.list's alone when None."""
    text = (text or "").strip()
    if not text:
        raise QueryError(
            "q", 'q is empty: give words, a "phrase in quotes", or a law such as "law 72" or "club 44 VI".'
        )
    if len(text) > MAX_LENGTH:
        raise QueryError("q", f"q is {len(text)} characters long; at most {MAX_LENGTH} are searched.")

    phrase_texts = [m.group(1).strip() for m in PHRASE_RE.finditer(text)]
    rest = PHRASE_RE.sub(" ", text)
    for form, written in LAW_FORMS:
        rest = form.sub(written, rest)
    rest = LOWER_CLAUSE_RE.sub(lambda m: m.group(1) + m.group(2) + m.group(3).upper(), rest)

    aliases = code_aliases(codes)
    alias_re = (
        re.compile(
            r"(?<![\w-])(" + "|".join(map(re.escape, sorted(aliases, key=len, reverse=True))) + r")(?![\w-])", re.I
        )
        if aliases
        else None
    )
    named = [aliases[m.group(1).lower()] for m in alias_re.finditer(rest)] if alias_re else []
    code = named[0] if len(set(named)) == 1 else ""

    laws, rest = _law_targets(rest, alias_re, code)
    if laws and alias_re:
        rest = alias_re.sub(" ", rest)

    words, excluded_words = [], []
    for token in rest.split():
        if token.startswith("-") and len(token) > 1:
            excluded_words.append(token[1:])
        else:
            words.append(token)
    plain_words = [w for token in words for w in WORD_RE.findall(token)]
    phrases = [tuple(terms(p)) for p in phrase_texts]
    kept = [(p, t) for p, t in zip(phrases, phrase_texts, strict=True) if p]
    groups = _groups(plain_words, everyday) + [_quoted(t) for _, t in kept]
    parsed = ParsedQuery(
        text=text,
        laws=tuple(laws),
        terms=_unique(t for w in plain_words for t in terms(w)),
        words=_unique(w for w in plain_words if terms(w)),
        phrases=tuple(p for p, _ in kept),
        phrase_texts=tuple(t for _, t in kept),
        excluded=_unique(t for w in excluded_words for t in terms(w)),
        excluded_words=_unique(w for token in excluded_words for w in WORD_RE.findall(token) if terms(w)),
        codes_named=_unique(named),
        groups=tuple(g for g in groups if g.alternatives),
    )
    if not parsed.laws and not parsed.has_text:
        raise QueryError(
            "q", f"q ({text!r}) has no word to search for: only common words such as “the” or punctuation."
        )
    return parsed


def _law_targets(rest: str, alias_re: re.Pattern[str] | None, code: str) -> tuple[list[LawTarget], str]:
    """The laws named in the text, and the text without them."""
    bare = frozenset(BARE_CLAUSE_RE.findall(rest))
    laws: list[LawTarget] = []
    cut: list[tuple[int, int]] = []
    for ref in find_references(rest, bare):
        if ref.external:
            continue
        laws += [LawTarget(law.number, law.clause, code) for law in ref.laws]
        cut.append((ref.start, ref.end))
    if not laws:
        # A number alone ("72", "44 VI"), perhaps beside a code ("club 72").
        without_codes = alias_re.sub(" ", rest) if alias_re else rest
        m = BARE_NUMBER_RE.match(without_codes)
        if m:
            return [LawTarget(m.group(1), m.group(2) or "", code)], ""
    for start, end in reversed(cut):
        rest = rest[:start] + " " + rest[end:]
    return list(dict.fromkeys(laws)), rest


def _books_alternative(words: str) -> Alternative:
    found = tuple(phrase_terms(words))
    return Alternative(found, phrase=len(found) > 1)


def _groups(words: list[str], known: thesaurus.Table | None = None) -> list[WordGroup]:
    """Each word a group of its own; an everyday word or phrase of the thesaurus one group, searched
    as typed or as the books print it."""
    everyday = {start: (end, books) for start, end, books in thesaurus.find(words, known)}
    out: list[WordGroup] = []
    seen: set[tuple[Alternative, ...]] = set()
    i = 0
    while i < len(words):
        if i in everyday:
            end, books = everyday[i]
            typed = words[i:end]
            own = tuple(t for w in typed for t in terms(w))
            alternatives = ((Alternative(own),) if own else ()) + tuple(_books_alternative(b) for b in books)
            group = WordGroup(" ".join(typed), tuple(dict.fromkeys(a for a in alternatives if a.terms)), books)
            i = end
        else:
            group = WordGroup(words[i], tuple(Alternative((t,)) for t in terms(words[i])[:1]))
            i += 1
        if group.alternatives and group.alternatives not in seen:
            seen.add(group.alternatives)
            out.append(group)
    return out


def _quoted(text: str) -> WordGroup:
    """A quoted phrase: every word of it, common ones too, side by side."""
    found = tuple(phrase_terms(text))
    return WordGroup(text, (Alternative(found, phrase=len(found) > 1),), quoted=True)
