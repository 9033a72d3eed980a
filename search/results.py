"""The answer to a search, the same whether the index or the database gave it:
hits of one page, the count, facet counts, and the state of the index."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.utils.safestring import SafeString

FACETS = ("type", "code", "authority")


@dataclass(frozen=True)
class Filters:
    type: str = ""
    code: str = ""
    authority: str = ""

    def get(self, name: str) -> str:
        return str(getattr(self, name))

    def active(self) -> dict[str, str]:
        return {name: self.get(name) for name in FACETS if self.get(name)}


@dataclass(frozen=True)
class Hit:
    type: str
    code: str
    title: str
    snippet: SafeString
    url: str
    # Relevance where the words matched; None where the law number alone put it here.
    score: float | None
    # Why it is here: "law" (the law named), "cites" (a decision under or citing it),
    # "defines" (it defines the words), "text".
    match: str
    number: str = ""
    slug: str = ""
    authority: str = ""
    section: str = ""

    @property
    def rounded_score(self) -> float | None:
        return None if self.score is None else round(self.score, 4)


@dataclass
class SearchResults:
    query: str
    count: int
    hits: list[Hit]
    facets: dict[str, dict[str, int]]
    page: int
    page_size: int
    laws: list[str] = field(default_factory=list)
    # "all" when every word had to match; "any" when none held all and those holding enough of them answer
    # (two, or one when the reader asks); "none" when nothing holds them: "nothing here", with `nearest`.
    matched: str = "all"
    # The matters nearest the words (search/nearest.py's Nearest), when nothing holds them.
    nearest: list[Any] = field(default_factory=list)
    # The query with its misspelt words replaced by the nearest the index holds; "" when none is.
    suggestion: str = ""
    # True when these are the suggestion's results, searched in place of the query as typed.
    corrected: bool = False
    # The books' words searched beside the typed ones, from the game's thesaurus ("bystander").
    also_searched: list[str] = field(default_factory=list)
    # The laws the query cites, as read ("Law 72, clause V"), and the codes the game it names scopes to.
    citation: str = ""
    codes: list[str] = field(default_factory=list)
    # "ready", or why the database answered: "rebuilding" (with `reason`: missing, stale, damaged).
    index: str = "ready"
    reason: str = ""

    @property
    def degraded(self) -> bool:
        return self.index != "ready"

    @property
    def pages(self) -> int:
        return max(1, -(-self.count // self.page_size))


def facet_counts(
    rows: Iterable[tuple[Any, dict[str, str]]], filters: Filters
) -> tuple[dict[str, dict[str, int]], set[Any]]:
    """Counts by type, code and authority, each counted with the other two filters applied
    (so a reader sees what choosing another value would give), and the keys passing all filters."""
    counts: dict[str, dict[str, int]] = {name: {} for name in FACETS}
    wanted = filters.active()
    passing: set[Any] = set()
    for key, values in rows:
        failed = [name for name, value in wanted.items() if values.get(name, "") != value]
        if not failed:
            passing.add(key)
        for name in FACETS:
            if failed and failed != [name]:
                continue
            value = values.get(name, "")
            if value:
                counts[name][value] = counts[name].get(value, 0) + 1
    return {name: dict(sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))) for name, c in counts.items()}, passing
