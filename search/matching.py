"""Matching and ranking from posting maps.

For each term, a dict from document number to its BM25 score in that field,
the same score whoosh's BM25F gives; read from the index once per searcher
(that is, once per index version and thread) and kept, within a bound, for the
queries after. A query is then set algebra in C over the dicts' keys — AND is
an intersection, NOT a difference, a filter or a facet value another
intersection — and only the documents that pass are ranked, by summing their
scores. Counting and faceting every match costs no Python per document.

Phrases are matched the same way: the index holds each two neighbouring terms of a
title or text as one pair term (schema.PAIR_FIELDS), so "exposed card", and the
"Law 72" a law-number query looks for, are one posting map each; a longer phrase is
the intersection of its pairs, with the pairs' positions read for those documents
alone. The word fields keep no positions, so reading a word reads no positions.
"""

from __future__ import annotations

import heapq
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import accumulate
from typing import Any

from whoosh.matching.wrappers import FilterMatcher
from whoosh.reading import TermNotFound
from whoosh.searching import Searcher

from .analysis import pair
from .schema import PAIR_FIELDS

K1 = 1.2
B = 0.75
TEXT_FIELDS = ("title", "text", "section")
PHRASE_FIELDS = ("title", "text")
# At most this many (document, score) pairs are kept per searcher (about 45 MB, docs/search.md); the least recently used terms go first.
MAX_KEPT = 500_000

Scores = dict[int, float]
# A document number (int) and a score (float) as Python objects, beside the dict's own slots.
PAIR_OBJECTS_BYTES = sys.getsizeof(10**6) + sys.getsizeof(1.5)


def _read_ids(matcher: Any) -> None:
    """What whoosh3's own _read_ids does, the ids' differences summed by itertools.accumulate in C
    where whoosh sums them in a Python generator (numlists.delta_decode)."""
    if matcher._data is None:
        matcher._read_data()
    ids = matcher._data[0]
    matcher._ids = ids if matcher._byteids else tuple(accumulate(ids))


def _live_postings(reader: Any, field: str, text: str) -> Iterator[tuple[Any, int, Sequence[int], Sequence[float]]]:
    """The term's postings in each segment, a block at a time, deleted documents left out: (the segment, its
    first document's number in the whole index, the segment's document numbers, their weights)."""
    for leaf, offset in reader.leaf_readers():
        try:
            matcher = leaf.postings(field, text)
        except TermNotFound:
            continue
        deleted = leaf.deleted_docs_set
        for ids, tfs in _blocks(matcher):
            if deleted:
                kept = [(d, tf) for d, tf in zip(ids, tfs, strict=False) if d not in deleted]
                ids, tfs = [d for d, _ in kept], [tf for _, tf in kept]
            yield leaf, offset, ids, tfs


def _blocks(matcher: Any) -> Iterator[tuple[Sequence[int], Sequence[float]]]:
    """(documents, weights) of the postings, a block at a time where the codec allows it."""
    if isinstance(matcher, FilterMatcher):
        matcher = matcher.child  # deletions are left out by the caller
    if all(hasattr(matcher, a) for a in ("_read_data", "_byteids", "_read_weights", "_next_block", "_i")):
        # whoosh3's block postings: whole blocks of ids and weights, not one posting per call.
        while matcher.is_active():
            if matcher._ids is None:
                _read_ids(matcher)
            if matcher._weights is None:
                matcher._read_weights()
            start = matcher._i
            yield matcher._ids[start:], matcher._weights[start:]
            matcher._next_block()
        return
    while matcher.is_active():
        yield (matcher.id(),), (matcher.weight(),)
        matcher.next()


def _postings(matcher: Any) -> Iterator[tuple[int, float]]:
    """(document, weight) of every posting."""
    for ids, weights in _blocks(matcher):
        yield from zip(ids, weights, strict=False)


class Postings:
    """The posting maps of one searcher's index."""

    def __init__(self, searcher: Searcher, max_kept: int = MAX_KEPT) -> None:
        self.searcher = searcher
        self.reader = searcher.reader()
        self.max_kept = max_kept
        self.kept = 0
        self._maps: OrderedDict[tuple[str, ...], Scores] = OrderedDict()
        self._norms: dict[str, list[float]] = {}
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
        """Drop every map kept (the field lengths, as norms(), stay): the next queries read the index afresh."""
        with self._lock:
            self._maps.clear()
            self.kept = 0

    def norms(self, field: str) -> list[float]:
        """Per document, BM25's length term for the field: k1 * (1 - b + b * length / average length).

        Read once per searcher, as the field lengths it is made of; dropped by nothing."""
        norms = self._norms.get(field)
        if norms is None:
            avg = self.searcher.avg_field_length(field) or 1.0
            per_length, fixed = K1 * B / avg, K1 * (1 - B)
            norms = []
            for leaf, _ in self.reader.leaf_readers():
                length = leaf.doc_field_length
                norms += [fixed + per_length * length(d, field, 0) for d in range(leaf.doc_count_all())]
            self._norms[field] = norms
        return norms

    def term(self, field: str, text: str) -> Scores:
        """Document -> BM25 score of the term in the field."""
        return self._remember((field, text), lambda: self._read(field, text))

    def _read(self, field: str, text: str) -> Scores:
        if self.reader.doc_frequency(field, text) == 0:
            return {}
        scale = self.searcher.idf(field, text) * (K1 + 1)
        norms = self.norms(field)
        out: Scores = {}
        for leaf, offset, ids, tfs in _live_postings(self.reader, field, text):
            local = norms[offset : offset + leaf.doc_count_all()] if offset else norms
            # One comprehension a block: the score of every posting without a Python call each.
            out.update({d + offset: scale * tf / (tf + local[d]) for d, tf in zip(ids, tfs, strict=False)})
        return out

    def any_field(self, text: str) -> Scores:
        """Document -> score of the term in the title, the text and the section, summed."""

        def merge() -> Scores:
            maps = sorted((self.term(f, text) for f in TEXT_FIELDS), key=len, reverse=True)
            out = dict(maps[0])
            for other in maps[1:]:
                if other:
                    get = out.get
                    out.update({d: get(d, 0.0) + s for d, s in other.items()})
            return out

        return self._remember(("*", text), merge)

    def docs(self, field: str, text: str) -> Scores:
        """The documents holding the term in the field, unscored (each 0.0)."""

        def read() -> Scores:
            out: Scores = {}
            for _, offset, ids, _ in _live_postings(self.reader, field, text):
                out.update(dict.fromkeys((d + offset for d in ids), 0.0))
            return out

        return self._remember(("docs", field, text), read)

    def phrase(self, words: tuple[str, ...]) -> Scores:
        """Documents with the words side by side in the title or text, scored as the words."""
        if len(words) == 1:
            return self.any_field(words[0])

        def find() -> Scores:
            maps = [self.any_field(w) for w in words]
            found: set[int] = set()
            for field in PHRASE_FIELDS:
                found |= self.phrase_in(field, words)
            return {d: sum(m.get(d, 0.0) for m in maps) for d in found}

        return self._remember(("phrase", *words), find)

    def phrase_in(self, field: str, words: tuple[str, ...]) -> set[int]:
        """Documents with the words side by side in one field, as whoosh's Phrase would find them.

        Two words are one pair term (schema.PAIR_FIELDS); a longer phrase is first narrowed to the
        documents holding each of its pairs, and only those have their pairs' positions read."""
        if len(words) < 2:
            return set(self.term(field, words[0])) if words else set()
        field = PAIR_FIELDS[field]
        pairs = [pair(a, b) for a, b in zip(words, words[1:], strict=False)]
        found = match_all([self.docs(field, p) for p in pairs])
        if len(pairs) > 1 and found:
            found = self._consecutive(field, pairs, found)
        return found

    def _consecutive(self, field: str, pairs: list[str], candidates: set[int]) -> set[int]:
        """The candidates whose field has the pairs at consecutive positions: the words in one run."""
        out: set[int] = set()
        ordered = sorted(candidates)
        for leaf, offset in self.reader.leaf_readers():
            local = [d - offset for d in ordered if offset <= d < offset + leaf.doc_count_all()]
            if not local:
                continue
            try:
                matchers = [leaf.postings(field, p) for p in pairs]
            except TermNotFound:
                continue
            for d in local:
                starts: set[int] = set()
                for i, m in enumerate(matchers):
                    if m.is_active() and m.id() < d:
                        m.skip_to(d)
                    if not m.is_active() or m.id() != d:
                        starts = set()
                        break
                    at = {p - i for p in m.value_as("positions")}
                    starts = at if i == 0 else starts & at
                    if not starts:
                        break
                if starts:
                    out.add(d + offset)
        return out


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
    """The k best documents by score, ties in printed order.

    The k-th best score is found among bare floats; only the documents scoring at least that much
    (k and those tied with the last) are sorted."""
    if k <= 0:
        return []
    score = score_of(maps)
    scores = {d: score(d) for d in docs}
    if len(scores) > k:
        cut = heapq.nlargest(k, scores.values())[-1]
        scores = {d: s for d, s in scores.items() if s >= cut}
    best = sorted(scores.items(), key=lambda ds: (-ds[1], order[ds[0]]))
    return best[:k]
