"""Matching and ranking from posting maps.

For each term, a dict from document number to its BM25 score in that field,
the same score whoosh's BM25F gives; read from the index once per searcher
(that is, once per index version and thread) and kept, within a bound, for the
queries after. A query is then set algebra in C over the dicts' keys — AND is
an intersection, NOT a difference, a filter or a facet value another
intersection — and only the documents that pass are ranked, by summing their
scores. Counting and faceting every match costs no Python per document.

Phrases are matched by whoosh (positions) and kept the same way.
"""

from __future__ import annotations

import heapq
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from whoosh.matching.wrappers import FilterMatcher
from whoosh.query import Or, Phrase
from whoosh.reading import TermNotFound
from whoosh.searching import Searcher

K1 = 1.2
B = 0.75
TEXT_FIELDS = ("title", "text", "section")
PHRASE_FIELDS = ("title", "text")
# At most this many (document, score) pairs are kept per searcher (about 45 MB, docs/search.md); the least recently used terms go first.
MAX_KEPT = 500_000

Scores = dict[int, float]
# A document number (int) and a score (float) as Python objects, beside the dict's own slots.
PAIR_OBJECTS_BYTES = sys.getsizeof(10**6) + sys.getsizeof(1.5)


def _postings(matcher: Any) -> Iterator[tuple[int, float]]:
    """(document, weight) of every posting, a block at a time where the codec allows it."""
    if isinstance(matcher, FilterMatcher):
        matcher = matcher.child  # deletions are left out by the caller
    if all(hasattr(matcher, a) for a in ("_read_ids", "_read_weights", "_next_block", "_i")):
        # whoosh3's block postings: whole blocks of ids and weights, not one posting per call.
        while matcher.is_active():
            if matcher._ids is None:
                matcher._read_ids()
            if matcher._weights is None:
                matcher._read_weights()
            start = matcher._i
            yield from zip(matcher._ids[start:], matcher._weights[start:], strict=False)
            matcher._next_block()
        return
    while matcher.is_active():
        yield matcher.id(), matcher.weight()
        matcher.next()


class Postings:
    """The posting maps of one searcher's index."""

    def __init__(self, searcher: Searcher, max_kept: int = MAX_KEPT) -> None:
        self.searcher = searcher
        self.reader = searcher.reader()
        self.max_kept = max_kept
        self.kept = 0
        self._maps: OrderedDict[tuple[str, ...], Scores] = OrderedDict()
        self._lengths: dict[str, list[int]] = {}
        self._lock = threading.RLock()  # making one map may make others (a phrase, its words)

    def _remember(self, key: tuple[str, ...], make: Callable[[], Scores]) -> Scores:
        found = self._maps.get(key)
        if found is not None:
            self._maps.move_to_end(key)
            return found
        with self._lock:
            scores = make()
            self._maps[key] = scores
            self.kept += len(scores)
            while self.kept > self.max_kept and len(self._maps) > 1:
                _, dropped = self._maps.popitem(last=False)
                self.kept -= len(dropped)
        return scores

    def memory_bytes(self) -> int:
        """About what the kept maps take: each dict, and an int and a float object per pair (an upper bound)."""
        with self._lock:
            return sum(sys.getsizeof(m) for m in self._maps.values()) + self.kept * PAIR_OBJECTS_BYTES

    def forget(self) -> None:
        """Drop every map kept (the field lengths stay): the next queries read the index afresh."""
        with self._lock:
            self._maps.clear()
            self.kept = 0

    def lengths(self, field: str) -> list[int]:
        lengths = self._lengths.get(field)
        if lengths is None:
            lengths = []
            for leaf, _ in self.reader.leaf_readers():
                length = leaf.doc_field_length
                lengths += [length(d, field, 0) for d in range(leaf.doc_count_all())]
            self._lengths[field] = lengths
        return lengths

    def term(self, field: str, text: str) -> Scores:
        """Document -> BM25 score of the term in the field."""
        return self._remember((field, text), lambda: self._read(field, text))

    def _read(self, field: str, text: str) -> Scores:
        if self.reader.doc_frequency(field, text) == 0:
            return {}
        idf = self.searcher.idf(field, text)
        avg = self.searcher.avg_field_length(field) or 1.0
        lengths = self.lengths(field)
        k1_plus_1, k1_b, k1_one_minus_b = K1 + 1, K1 * B / avg, K1 * (1 - B)
        out: Scores = {}
        for leaf, offset in self.reader.leaf_readers():
            try:
                matcher = leaf.postings(field, text)
            except TermNotFound:
                continue
            deleted = leaf.deleted_docs_set
            for docnum, tf in _postings(matcher):
                if deleted and docnum in deleted:
                    continue
                d = docnum + offset
                out[d] = idf * (tf * k1_plus_1) / (tf + k1_one_minus_b + k1_b * lengths[d])
        return out

    def any_field(self, text: str) -> Scores:
        """Document -> score of the term in the title, the text and the section, summed."""

        def merge() -> Scores:
            maps = sorted((self.term(f, text) for f in TEXT_FIELDS), key=len, reverse=True)
            out = dict(maps[0])
            for other in maps[1:]:
                for d, s in other.items():
                    out[d] = out.get(d, 0.0) + s
            return out

        return self._remember(("*", text), merge)

    def phrase(self, words: tuple[str, ...]) -> Scores:
        """Documents with the words side by side in the title or text, scored as the words."""
        if len(words) == 1:
            return self.any_field(words[0])

        def find() -> Scores:
            maps = [self.any_field(w) for w in words]
            found = self.searcher.docs_for_query(Or([Phrase(f, list(words)) for f in PHRASE_FIELDS]))
            return {d: sum(m.get(d, 0.0) for m in maps) for d in found}

        return self._remember(("phrase", *words), find)

    def phrase_in(self, field: str, words: tuple[str, ...]) -> set[int]:
        """Documents with the words side by side in one field (the unscored mentions of a law)."""
        found = self._remember(
            ("phrase-in", field, *words),
            lambda: dict.fromkeys(self.searcher.docs_for_query(Phrase(field, list(words))), 0.0),
        )
        return set(found)


def postings(searcher: Searcher) -> Postings:
    p: Postings | None = getattr(searcher, "_laws_postings", None)
    if p is None:
        p = Postings(searcher)
        searcher._laws_postings = p  # type: ignore[attr-defined]
    return p


def match_all(maps: list[Scores], excluded: Iterable[Scores] = ()) -> set[int]:
    """Documents in every map, in none of the excluded."""
    ordered = sorted(maps, key=len)
    found = set(ordered[0])
    for m in ordered[1:]:
        found.intersection_update(m)
        if not found:
            break
    for m in excluded:
        found.difference_update(m)
    return found


def match_any(maps: list[Scores], excluded: Iterable[Scores] = ()) -> set[int]:
    found: set[int] = set()
    for m in maps:
        found.update(m)
    for m in excluded:
        found.difference_update(m)
    return found


def score_of(maps: list[Scores]) -> Callable[[int], float]:
    """The score of a document: the sum of its scores in the maps."""
    if len(maps) == 1:
        only = maps[0]
        return lambda d: only.get(d, 0.0)
    if len(maps) == 2:
        a, b = maps
        return lambda d: a.get(d, 0.0) + b.get(d, 0.0)
    return lambda d: sum(m.get(d, 0.0) for m in maps)


def top(docs: Iterable[int], maps: list[Scores], k: int, order: list[int]) -> list[tuple[int, float]]:
    """The k best documents by score, ties in printed order."""
    score = score_of(maps)
    best = heapq.nsmallest(k, docs, key=lambda d: (-score(d), order[d]))
    return [(d, score(d)) for d in best]
