"""“Did you mean”: a misspelt word replaced by the nearest word the index holds.

A word is misspelt when its term is in no document. The nearest terms come from
the index's own term list (the fewest edits, then the most documents);
the term is a stem ("revok"), so the word shown is the form the books print
nearest to what was typed ("revoke"), read from the documents holding it.
"""

from __future__ import annotations

from collections import Counter

from whoosh.searching import Searcher

from .analysis import WORD_RE, normalize
from .matching import TEXT_FIELDS, Postings

MAX_DISTANCE = 2
# How many documents holding a term are read for the printed forms of it.
SAMPLE = 5


def distance(a: str, b: str) -> int:
    """Levenshtein distance between two short words."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def _printed_form(searcher: Searcher, p: Postings, term: str, typed: str) -> str:
    """The word of the books whose term is `term`, nearest to what was typed, then most frequent."""
    docs = sorted(p.any_field(term))[:SAMPLE]
    forms: Counter[str] = Counter()
    for d in docs:
        fields = searcher.stored_fields(d)
        for word in WORD_RE.findall(f"{fields.get('title', '')} {fields.get('text', '')}"):
            if normalize(word) == term:
                forms[word.lower()] += 1
    if not forms:
        return term
    return min(forms, key=lambda w: (distance(w, typed.lower()), -forms[w], w))


def _nearest_term(searcher: Searcher, p: Postings, term: str) -> str:
    """The index term nearest the misspelt one: the fewest edits, then the most documents."""
    reader = searcher.reader()
    for maxdist in range(1, MAX_DISTANCE + 1):
        candidates = {c for field in ("text", "title") for c in reader.terms_within(field, term, maxdist) if c != term}
        found = [(len(p.any_field(c)), c) for c in candidates]
        found = [(n, c) for n, c in found if n]
        if found:
            return max(found, key=lambda nc: (nc[0], [-ord(ch) for ch in nc[1]]))[1]
    return ""


def suggest(searcher: Searcher, p: Postings, words: tuple[str, ...], text: str) -> str:
    """The query with each misspelt word replaced, or "" when every word is in the index."""
    suggestion = text
    changed = False
    for word in words:
        term = normalize(word)
        if not term or any(p.term(f, term) for f in TEXT_FIELDS):
            continue
        nearest = _nearest_term(searcher, p, term)
        if not nearest:
            continue
        suggestion = suggestion.replace(word, _printed_form(searcher, p, nearest, word), 1)
        changed = True
    return suggestion if changed else ""
