"""The order of an answer, in one place for the index (ranked.py) and the database (database.py).

1. A law cited: that law (and its clause), then the decisions under it or citing it — those citing the
   clause named, then by relevance to the words, then those printed under the law, then printed order —
   then the texts naming it.
2. Words alone: the entries defining them (definitions.py) — exact names before parts of names, the
   codes the game named scopes to first, then printed order; reached through the player's own words (the
   thesaurus), the laws before the glossaries.
3. Then the rest: within the codes the game named (when it names one) first, every document ranked by
   whoosh's BM25F times the weight of its kind — the law and its decisions before the prefaces and
   histories that hold the same everyday words. The database,
   which has no scores, keeps the same tiers and kinds, in printed order within them.

No tiers by the number of the query's words a document holds: BM25F already sums what each word it
holds is worth, and a long passage holding many everyday words is weighed as the passage it is.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .schema import COMMENTARY, DECISION, LAW, PASSAGE, TERM

# What a reader wants first: the law and the glossary's definition, then the decisions on them, then the
# committee's commentary, then passages (prefaces, histories, a treatise's chapter).
KIND_WEIGHT: dict[str, float] = {LAW: 1.0, TERM: 1.0, DECISION: 0.9, COMMENTARY: 0.8, PASSAGE: 0.7}
# The order of the kinds where there is no score (the database).
KIND_ORDER: dict[str, int] = {LAW: 0, TERM: 1, DECISION: 2, COMMENTARY: 3, PASSAGE: 4}
# Without every word, a document must hold at least this many of the query's words, unless the reader asks
# for single-word matches.
LEAST_HELD = 2
# The share of the words held, cubed: measured over the judged queries, the square still put a short law holding
# five of seven words before the misdeal law holding six.
HELD_POWER = 3


@dataclass(frozen=True)
class Scope:
    """The codes the game named scopes the answer to; none named, every code is in scope."""

    codes: frozenset[str] = frozenset()

    def tier(self, code: str) -> int:
        """0 for a document of a code in scope (or of no one code), 1 for another code's."""
        return 0 if not self.codes or not code or code in self.codes else 1


def weight(kind: str) -> float:
    return KIND_WEIGHT.get(kind, KIND_WEIGHT[PASSAGE])


def ranked_head(
    items: Iterable[tuple[int, float]], weigh: Callable[[int], tuple[int, float]], wanted: int
) -> list[tuple[int, float]]:
    """The first `wanted` documents of a ranking by (tier, BM25F × weight).

    `items` is whoosh's ranking, best score first; `weigh(doc)` gives a document's tier (scope.tier) and the
    weight of its kind (times `held`, when not every word matched). The weights are at most 1, so once `wanted`
    documents in the first tier weigh more than the raw score being read, nothing further down can pass them:
    the ranking is read no further. The best `wanted` of the first tier are kept in a heap, their least on top."""
    found: list[tuple[int, float, int]] = []
    best: list[float] = []
    for doc, score in items:
        if len(best) >= wanted and best[0] >= score:
            break
        tier, w = weigh(doc)
        found.append((tier, score * w, doc))
        if tier == 0:
            (heapq.heappush if len(best) < wanted else heapq.heappushpop)(best, score * w)
    found.sort(key=lambda t: (t[0], -t[1]))
    return [(doc, s) for _, s, doc in found[:wanted]]


def held(count: int, words: int) -> float:
    """When no document holds every word: the share of the query's words a document holds, as a weight (at
    most 1; as Lucene's classic "coord", cubed) — BM25F sums what the words held are worth, and this keeps a
    document holding six of seven words before a short one holding five."""
    return (count / words) ** HELD_POWER if words else 1.0


def citing_key(on_clause: bool, score: float, under: bool, order: int) -> tuple[bool, float, bool, int]:
    """The decisions under or citing a law cited: those citing the clause named, then by relevance to the
    words, then those printed under the law, then printed order."""
    return (not on_clause, -score, not under, order)


def defining_key(
    closeness: int, kind: str, code: str, scope: Scope, order: int, players_words: bool = False
) -> tuple[int, int, int, int]:
    """The entries defining the words: exact names before parts of names, the codes named first, then printed
    order; where the entries were reached through the player's own words, the laws before the glossaries.

    A reader who types the books' word ("rubber") asks what it means: its definitions, laws and glossaries, in
    printed order. One who says what happened in his own words ("failed to follow suit", which the thesaurus
    reads as revoke and renounce) wants the law that governs it: with two glossaries printed with the Club Code,
    Clay's and McIntosh's, their four entries for revoke and renounce otherwise pushed the American and euchre
    laws on the revoke past the first three."""
    kind_first = KIND_ORDER.get(kind, len(KIND_ORDER)) if players_words else 0
    return (closeness, 0 if code in scope.codes else 1, kind_first, order)


def unscored_key(kind: str, code: str, scope: Scope, order: int) -> tuple[int, int, int]:
    """The rest, where there is no score (the database): the codes named first, then by kind, then printed
    order."""
    return (scope.tier(code), KIND_ORDER.get(kind, len(KIND_ORDER)), order)


def least_held(any_word: bool) -> int:
    """How many of the query's words a document must hold when none holds every word."""
    return 1 if any_word else LEAST_HELD
