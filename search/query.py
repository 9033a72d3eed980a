"""What the user typed, understood: laws cited, the game named, phrases, words, exclusions.

- Laws cited, in every form a reader types: citations.py ("law 72", "§ 44", "#72", "Law XLIV",
  "law sixty-two", "72.V", "72 (5)", "law seventy-two, clause five", "Dummy, Law II", "72" alone).
- The game or code named (games.py: "whist", "short whist", "Portland", "euchre", "Somerset"): the
  codes the answer is scoped to; a name is no word to search for unless it is all the query says.
- "Phrases in quotes", -excluded words, and the remaining words.
- The words a referee types that the books print otherwise ("spectator"), and the
  books' words searched beside them ("bystander"), from the game's thesaurus.

Words become index terms through the same analyzer as the documents (lemmas, stems,
old spellings). Only plain words and phrases are understood: no field syntax,
no wildcards, so no query can be slow by construction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from . import citations, games, thesaurus
from .analysis import WORD_RE, phrase_terms, terms, word_terms

MAX_LENGTH = 200

PHRASE_RE = re.compile(r"[\"“”]([^\"“”]*)(?:[\"“”]|$)")


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
    # The codes the game named scopes the answer to ("whist": the Club Code and the American laws).
    codes_named: tuple[str, ...] = field(default=())
    # The laws cited, as read ("Law 72, clause V").
    citation: str = ""
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
        return frozenset(t for g in self.groups for b in g.books for t in word_terms(b))

    @property
    def also_searched(self) -> tuple[str, ...]:
        """The books' words searched beside the typed ones ("bystander" for "spectator")."""
        return _unique(b for g in self.groups for b in g.books)


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(i for i in items if i))


def _checked(text: str | None) -> str:
    text = (text or "").strip()
    if not text:
        raise QueryError(
            "q", 'q is empty: give words, a "phrase in quotes", or a law such as "law 72" or "club 44 VI".'
        )
    if len(text) > MAX_LENGTH:
        raise QueryError("q", f"q is {len(text)} characters long; at most {MAX_LENGTH} are searched.")
    return text


@dataclass(frozen=True)
class _Read:
    """The query read: its phrases, the laws cited, the codes scoped, and the rest, the words."""

    phrase_texts: list[str]
    cited: tuple[citations.Cited, ...]
    scoped: tuple[str, ...]
    rest: str


def _read(text: str, codes: Iterable[str]) -> _Read:
    phrase_texts = [m.group(1).strip() for m in PHRASE_RE.finditer(text)]
    outside = PHRASE_RE.sub(" ", text)
    game = games.named(outside, codes)
    reading = citations.read(outside, alone=game.rest)
    # A name alone ("euchre") is a word to search for; beside other words or a law, the game they are about.
    scoped = game.codes if reading.cited or terms(game.rest) or phrase_texts else ()
    rest = games.named(reading.rest, codes).rest if scoped else reading.rest
    return _Read(phrase_texts, reading.cited, scoped, rest)


def _words(rest: str) -> tuple[list[str], list[str]]:
    """The words to search for and the words excluded ("-dummy")."""
    words, excluded = [], []
    for token in rest.split():
        if token.startswith("-") and len(token) > 1:
            excluded += WORD_RE.findall(token[1:])
        else:
            words += WORD_RE.findall(token)
    return words, excluded


def _laws(read: _Read) -> tuple[LawTarget, ...]:
    """Each law cited, in each code scoped (or in any code, when the query names none)."""
    return tuple(
        dict.fromkeys(LawTarget(c.number, c.clause, code) for c in read.cited for code in read.scoped or ("",))
    )


def _word_terms(words: list[str]) -> tuple[str, ...]:
    """The words' terms; a hyphenated word's is the word joined ("mis-deal": "misdeal"), not its parts."""
    return _unique(t for w in words for t in terms(w)[:1])


def parse(text: str, codes: Iterable[str] = (), everyday: thesaurus.Table | None = None) -> ParsedQuery:
    """Understand a query; QueryError("q", ...) when there is nothing to search for.

    `everyday` is the thesaurus to apply (thesaurus.site_table); corpus/thesaurus.list's alone when None."""
    text = _checked(text)
    read = _read(text, codes)
    plain_words, excluded_words = _words(read.rest)
    kept = [(p, t) for t in read.phrase_texts if (p := tuple(terms(t)))]
    groups = _groups(plain_words, everyday) + [_quoted(t) for _, t in kept]
    parsed = ParsedQuery(
        text=text,
        laws=_laws(read),
        terms=_word_terms(plain_words),
        words=_unique(w for w in plain_words if terms(w)),
        phrases=tuple(p for p, _ in kept),
        phrase_texts=tuple(t for _, t in kept),
        excluded=_unique(t for w in excluded_words for t in terms(w)),
        excluded_words=_unique(w for w in excluded_words if terms(w)),
        codes_named=read.scoped,
        citation="; ".join(str(c) for c in read.cited),
        groups=tuple(g for g in groups if g.alternatives),
    )
    if not parsed.laws and not parsed.has_text:
        raise QueryError(
            "q", f"q ({text!r}) has no word to search for: only common words such as “the” or punctuation."
        )
    return parsed


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
