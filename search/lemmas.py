"""A word's lemma, so that a player's tense meets the book's: "dealt" and "deal", "threw" and "throw",
"quitted" and "quit" (simplemma, its English data shipped inside the package: no download, works offline).

The analyzer (analysis.py) takes the lemma before the stem, in the index and the query alike. The database
fallback matches by substring, so it needs the other way too: the forms of a term as the books print them
(`forms`: "throw" -> "threw", "thrown", "throws"), a table read once from the corpus's texts.

A hyphenated word is one word, written without its hyphen ("mis-deal" is "misdeal", "by-stander"
"bystander"), as the modern spelling joins it; its parts are indexed beside it, so "right hand" still meets
"right-hand".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path

import simplemma
from whoosh.analysis.filters import Filter
from whoosh.analysis.tokenizers import Token

# Words whose lemma would lose what the laws mean by them: "best card" is not "good card", a "lay card" (the
# euchre glossary's) is no card that lies.
KEPT_AS_PRINTED = frozenset({"best", "better", "worse", "worst", "lay", "least", "less", "more", "most"})
CORPUS = Path(__file__).resolve().parent.parent / "corpus"


@lru_cache(maxsize=100_000)
def lemma(word: str) -> str:
    """The lemma of a lower-case word ("dealt" -> "deal"); the word itself where simplemma knows none."""
    if word in KEPT_AS_PRINTED or not word.isalpha():
        return word
    return simplemma.lemmatize(word, lang="en").lower() or word


class LemmaFilter(Filter):
    """Each token's text replaced by its lemma; runs after lower-casing, before stemming."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            t.text = lemma(t.text)
            yield t


class HyphenFilter(Filter):
    """A hyphenated word as one word without its hyphens, and its parts after it; with positions, the parts
    take the positions after the joined word's and every later token is moved on by as many."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        shift = 0
        for t in tokens:
            if t.positions:
                t.pos += shift
            if "-" not in t.text:
                yield t
                continue
            parts = [p for p in t.text.split("-") if p]
            start = t.pos if t.positions else 0
            t.text = "".join(parts)
            yield t
            for i, part in enumerate(parts if len(parts) > 1 else ()):
                t.text = part
                if t.positions:
                    t.pos = start + i + 1
                yield t
            if t.positions and len(parts) > 1:
                shift += len(parts)


@cache
def _forms() -> dict[str, frozenset[str]]:
    """Every word of the corpus's texts by its term: the table the database fallback widens a word with."""
    from .analysis import normalize

    table: dict[str, set[str]] = {}
    for path in sorted(CORPUS.glob("*/*.txt")):
        for word in set(re.findall(r"\w+(?:['’-]\w+)*", path.read_text(encoding="utf-8").lower())):
            term = normalize(word)
            if term:
                table.setdefault(term, set()).add(word)
    return {term: frozenset(words) for term, words in table.items()}


def forms(term: str) -> frozenset[str]:
    """The forms of a term the corpus prints ("throw" -> "threw", "thrown", "throws", "throw")."""
    return _forms().get(term, frozenset())
