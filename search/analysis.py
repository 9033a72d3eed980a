"""How text becomes index terms: words, lower case, a hyphenated word joined, lemmas
(lemmas.py: "dealt" is "deal", "threw" "throw"), English stems, and the old spellings of
the books folded into one term (honour/honor, knave/jack).

The same analyzer reads the documents and the user's query, so "revoking" finds
"revoke", "honours" finds "honors" and "mis-deal" finds "misdeal". `normalize()` gives
the term of one word for the snippet marker and the database fallback.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
from whoosh.analysis.filters import STOP_WORDS, Filter
from whoosh.analysis.tokenizers import Token
from whoosh.lang.porter import stem

from .lemmas import HyphenFilter, LemmaFilter, lemma

# Words joined by an apostrophe or a hyphen stay one word ("dealer’s", "o'clock", "mis-deal").
WORD_PATTERN = r"\w+(?:['’-]\w+)*"
WORD_RE = re.compile(WORD_PATTERN)

# "not" decides many laws ("may not"), so it stays searchable. A player asks in his own words ("I dropped a card,
# who wins the trick?", "what happens if my partner leads?"): the words of a question, of who did it and of when
# are in nearly every law or none ("happen" is in three places of the books), and, each word being required, one
# of them kept out the laws the question is about. Stop words are dropped before the lemmas are taken: each form
# is listed.
QUESTION_WORDS = frozenset(
    "i me my mine he him his she her they them their who whom whose what which how why where"
    " am was were do does did should would could there happen happens happened".split()
)
STOP = frozenset(STOP_WORDS - {"not"}) | QUESTION_WORDS

# The books' spellings and words, each pair folded to the second.
OLD_SPELLINGS: dict[str, str] = {
    "honour": "honor",
    "colour": "color",
    "favour": "favor",
    "behaviour": "behavior",
    "labour": "labor",
    "neighbour": "neighbor",
    "rigour": "rigor",
    "offence": "offense",
    "defence": "defense",
    "pretence": "pretense",
    "practise": "practice",
    "centre": "center",
    "recognise": "recognize",
    "judgement": "judgment",
    "connexion": "connection",
    "shew": "show",
    "shewn": "shown",
    "despatch": "dispatch",
    "knave": "jack",
}

# The same pairs between stems, so that plurals and tenses fold too ("honours", "knaves").
STEM_SYNONYMS: dict[str, str] = {stem(lemma(old)): stem(lemma(new)) for old, new in OLD_SPELLINGS.items()}


class PossessiveFilter(Filter):
    """Drops the possessive ending ("dealer’s" -> "dealer") and makes apostrophes plain."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            text = t.text.replace("’", "'")
            if text.endswith("'s"):
                text = text[:-2]
            t.text = text
            yield t


class OldSpellingFilter(Filter):
    """Folds the stem of an old spelling into the modern one; runs after stemming."""

    def __init__(self, synonyms: dict[str, str] | None = None) -> None:
        self.synonyms = dict(STEM_SYNONYMS if synonyms is None else synonyms)

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        synonyms = self.synonyms
        for t in tokens:
            t.text = synonyms.get(t.text, t.text)
            yield t


def text_analyzer():  # type: ignore[no-untyped-def]
    """The analyzer of every full-text field; single letters and digits stay (clause "a", law "8")."""
    return (
        RegexTokenizer(WORD_PATTERN)
        | LowercaseFilter()
        | PossessiveFilter()
        | HyphenFilter()
        | StopFilter(stoplist=STOP, minsize=1)
        | LemmaFilter()
        | StemFilter(cachesize=-1)
        | OldSpellingFilter()
    )


ANALYZER = text_analyzer()


def index_analyzer():  # type: ignore[no-untyped-def]
    """The analyzer of the titles and texts as indexed: every word kept, common ones too, so that a
    quoted phrase ("turned and quitted") is matched word for word by whoosh's Phrase over positions."""
    return (
        RegexTokenizer(WORD_PATTERN)
        | LowercaseFilter()
        | PossessiveFilter()
        | HyphenFilter()
        | LemmaFilter()
        | StemFilter(cachesize=-1)
        | OldSpellingFilter()
    )


INDEX_ANALYZER = index_analyzer()


def terms(text: str) -> list[str]:
    """The index terms of a text, in order (stop words dropped)."""
    return [t.text for t in ANALYZER(text)]


def word_terms(text: str) -> list[str]:
    """The index terms of a text's words, a hyphenated word by its joined term alone ("re-entry": "reentri",
    not "re" and "entri" too): the words a query or a defined name is made of."""
    return [t for word in WORD_RE.findall(text) for t in terms(word)[:1]]


def phrase_terms(text: str) -> list[str]:
    """The index terms of a phrase, every word kept, as the titles and texts are indexed."""
    return [t.text for t in INDEX_ANALYZER(text)]


@lru_cache(maxsize=100_000)
def normalize(word: str) -> str:
    """The index term of one word, or "" for a stop word."""
    found = terms(word)
    return found[0] if found else ""


def spellings(term: str) -> set[str]:
    """Stems that fold into a term: itself and its old spellings ("honor" -> {"honor", "honour"})."""
    return {term} | {old for old, new in STEM_SYNONYMS.items() if new == term}
