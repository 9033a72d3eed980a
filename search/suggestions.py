"""“Did you mean”, and the misspelt word searched as the word meant.

A word is misspelt when its term is in no document, it is no everyday word of the
thesaurus, and it is no ordinary English word (pyspellchecker's English word list):
"spectator" or "middle" are words the books do not print, not misspellings of "special"
or "meddle". The nearest terms come from whoosh's own term list
(`IndexReader.terms_within`: the fewest edits, at most two, then the most documents);
the term is a stem ("revok"), so the word shown is the form the books print nearest to
what was typed ("revoke"), read from the documents holding it.

A suggestion is close when each word's term is one edit from the one typed, or two
for a word of six letters or more: then the suggestion is searched in its place
(service.py), saying so, with a link to search as typed.

Bounded per query: only the first MAX_WORDS misspelt words are looked for, each among the index's terms
within its edits (whoosh's own automaton), and the whole look-up within SUGGEST_BUDGET_S of CPU (a query of
28 misspelt words cost 2.9 to 5.5 s, and again when repeated); what was found by then is the suggestion. The
answers are kept per index generation and query (the last ANSWERS_KEPT), so a query asked again costs a look-up.
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from dataclasses import dataclass
from functools import cache

from spellchecker import SpellChecker
from whoosh.query import Or, Term
from whoosh.searching import Searcher

from plumbing.budget import OverBudget, cpu_budget

from . import citations, thesaurus
from .analysis import WORD_RE, normalize
from .query import ParsedQuery

MAX_DISTANCE = 2
# The misspelt words of one query looked for: more than a person misspells in one search.
MAX_WORDS = 4
# CPU for one query's look-up, whatever its words (a normal search costs 0.02 s all told).
SUGGEST_BUDGET_S = 0.25
ANSWERS_KEPT = 512
# How many documents holding a term are read for the printed forms of it.
SAMPLE = 5
FIELDS = ("title", "text", "section")


@dataclass(frozen=True)
class Suggestion:
    text: str
    # Every replaced word within a small edit distance of the word typed: searched in its place.
    close: bool


@cache
def english() -> SpellChecker:
    """The English word list, loaded once per process."""
    return SpellChecker(language="en", distance=1)


def is_english(word: str) -> bool:
    return word.lower() in english()


def distance(a: str, b: str) -> int:
    """Levenshtein distance between two short words."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def _frequency(searcher: Searcher, term: str) -> int:
    return sum(searcher.doc_frequency(f, term) for f in FIELDS)


def _printed_form(searcher: Searcher, term: str, typed: str) -> str:
    """The word of the books whose term is `term`, nearest to what was typed, then most frequent."""
    docs = sorted(searcher.docs_for_query(Or([Term(f, term) for f in FIELDS])))[:SAMPLE]
    forms: Counter[str] = Counter()
    for d in docs:
        fields = searcher.stored_fields(d)
        for word in WORD_RE.findall(f"{fields.get('title', '')} {fields.get('text', '')}"):
            if normalize(word) == term:
                forms[word.lower()] += 1
    if not forms:
        return term
    return min(forms, key=lambda w: (distance(w, typed.lower()), -forms[w], w))


def _nearest_term(searcher: Searcher, term: str) -> tuple[str, int]:
    """The index term nearest the misspelt one and its distance: the fewest edits, then the most documents."""
    reader = searcher.reader()
    for maxdist in range(1, MAX_DISTANCE + 1):
        candidates = {c for field in ("text", "title") for c in reader.terms_within(field, term, maxdist) if c != term}
        # A common word ("the") is in the index for phrases, but no word a misspelling is meant as.
        found = [(_frequency(searcher, c), c) for c in candidates if normalize(c)]
        found = [(n, c) for n, c in found if n]
        if found:
            return max(found, key=lambda nc: (nc[0], [-ord(ch) for ch in nc[1]]))[1], maxdist
    return "", 0


def misspelt(searcher: Searcher, word: str) -> bool:
    term = normalize(word)
    # A roman numeral ("XLIV", "xiv") is a number as the old books print it, never a misspelt word.
    return (
        bool(term)
        and not citations.is_roman(word)
        and not _frequency(searcher, term)
        and not is_english(word)
        and not thesaurus.find([word], thesaurus.site_table(searcher))
    )


# Misspelt words looked for among the index's terms since the process began: the bound per query seen from outside.
_looked_up: Counter[str] = Counter()


def words_looked_up() -> int:
    """How many misspelt words this process has looked for among the index's terms (a kept answer looks for none)."""
    return _looked_up["words"]


_answers: OrderedDict[tuple[object, str], Suggestion | None] = OrderedDict()
_answers_lock = threading.Lock()


def _generation(searcher: Searcher) -> object:
    reader = searcher.reader()
    generation = getattr(reader, "generation", None)
    return (id(searcher.schema), generation() if callable(generation) else None)


def suggest_query(searcher: Searcher, parsed: ParsedQuery) -> Suggestion | None:
    """The query with each misspelt word replaced, or None when no word is misspelt; kept per index generation."""
    key = (_generation(searcher), parsed.text)
    with _answers_lock:
        if key in _answers:
            _answers.move_to_end(key)
            return _answers[key]
    found = _looked_for(searcher, parsed)
    with _answers_lock:
        _answers[key] = found
        while len(_answers) > ANSWERS_KEPT:
            _answers.popitem(last=False)
    return found


def _looked_for(searcher: Searcher, parsed: ParsedQuery) -> Suggestion | None:
    suggestion = parsed.text
    changed = False
    close = True
    looked = 0
    english()  # the word list, loaded once a process: no query's cost, so outside its budget
    try:
        with cpu_budget(SUGGEST_BUDGET_S):
            for word in parsed.words:
                if looked == MAX_WORDS:
                    break
                if not misspelt(searcher, word):
                    continue
                looked += 1
                _looked_up["words"] += 1
                nearest, edits = _nearest_term(searcher, normalize(word))
                if not nearest:
                    continue
                printed = _printed_form(searcher, nearest, word)
                suggestion = suggestion.replace(word, printed, 1)
                changed = True
                close = close and (edits <= 1 or (edits == 2 and len(word) >= 6))
    except OverBudget:
        pass  # the words replaced so far are the suggestion
    return Suggestion(suggestion, close) if changed else None


def suggest(searcher: Searcher, parsed: ParsedQuery) -> str:
    found = suggest_query(searcher, parsed)
    return found.text if found else ""
