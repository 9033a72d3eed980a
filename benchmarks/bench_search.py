"""Search: relevance over the judged queries (precision at 3, mean reciprocal rank),
and latency on 50 fixed queries over the corpus and over the corpus with every
decision repeated a hundredfold (the recipe of benchmarks/fixture.py), against
SQLite FTS5 over the same documents.

Each timed call is one query of the 50, in turn, answered the way the API answers
it: the query read, every match counted into facets, the first page of 20 ranked and
given snippets. FTS5 does the same work: one pass counting the matches by type, code
and authority, and one page. "warm" keeps whoosh's searcher between queries, as a web
node does; "cold" opens a new searcher before each query (untimed), so every term is
read from the index afresh. Ours warm, ours cold and FTS5 answer each
query in turn, one after the other, round after round: the verdicts are their ratios.
Nothing here touches the database's rows: the corpus is read once, the indexes and
the FTS5 tables are built in a temporary directory.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from itertools import cycle
from pathlib import Path
from typing import Any

from django.test import override_settings

from benchmarks import Figure, Score, Verdict, alternate, measure, verdict
from benchmarks.search_queries import JUDGED, Judged, scored
from benchmarks.search_queries_players import PLAYERS
from search import index, ranked, service, sync
from search.documents import all_documents
from search.query import ParsedQuery, parse
from search.results import Filters

TARGET_CORPUS_P95_MS = 10.0
ENLARGE = 100
# The bound: a query's p95 within 3 times FTS5's on the same documents, ranked by whoosh's own searcher.
FTS5_LIMIT = 3.0
PAGE_SIZE = 20

# (query, filters): words, stems, old spellings, phrases, law numbers, exclusions, filters.
QUERIES: list[tuple[str, dict[str, str]]] = [
    ("revoke", {}),
    ("revoking", {}),
    ("revoke after the cut", {}),
    ("lowered hand", {}),
    ('"lowered hand"', {}),
    ("law 72", {}),
    ("rule 72", {}),
    ("72", {}),
    ("club 44 VI", {}),
    ("Law 44 (paragraph 6)", {}),
    ("honour", {}),
    ("honors", {}),
    ("knave", {}),
    ("jack", {}),
    ("colour", {}),
    ("misdeal", {}),
    ("exposed card", {}),
    ('"exposed card"', {}),
    ("lead out of turn", {}),
    ('"turned and quitted"', {}),
    ("trump card", {}),
    ("dealer", {"type": "law"}),
    ("dealer", {"type": "decision"}),
    ("revoke", {"code": "euchre-1888"}),
    ("revoke", {"authority": "mcintosh"}),
    ("score", {"code": "club-1864", "type": "decision"}),
    ("partner", {}),
    ("penalty", {}),
    ("game", {}),
    ("rubber", {}),
    ("cut for partners", {}),
    ("new cards", {}),
    ("lone hand", {}),
    ("bower", {}),
    ("euchre", {}),
    ("dummy", {}),
    ("double dummy", {}),
    ("revoke -dummy", {}),
    ("honours claimed", {}),
    ("search the tricks", {}),
    ("law 3", {}),
    ("law 56", {}),
    ("american 8", {}),
    ("euchre law 70", {}),
    ("laws 71 and 72", {}),
    ("adversaries may call", {}),
    ("face downwards", {}),
    ("fourteen cards", {}),
    ("mistake", {}),
    ("the dealer deals two cards at once", {}),
]
assert len(QUERIES) == 50


def _documents() -> list[dict[str, Any]]:
    return list(all_documents())


def _enlarged(documents: list[dict[str, Any]], factor: int) -> list[dict[str, Any]]:
    """The recipe of benchmarks/fixture.py on documents: every decision repeated `factor` times over,
    the copies citing and printed under the same laws, after the originals in printed order."""
    out = list(documents)
    decisions = [d for d in documents if d["type"] == "decision"]
    for n in range(1, factor):
        out += [
            {
                **d,
                "id": f"{d['id']}-copy-{n}",
                "slug": f"{d['slug']}-copy-{n}",
                "url": f"/decisions/{d['slug']}-copy-{n}/",
                "order": d["order"] + n * 10**9,
            }
            for d in decisions
        ]
    return out


def _build(path: Path, documents: list[dict[str, Any]]) -> None:
    index.rebuild(path, documents, applied=lambda: 0, database="bench", timeout=5)


def _codes(documents: list[dict[str, Any]]) -> list[str]:
    return sorted({d["code"] for d in documents if d["code"]})


def _index_search(path: Path, codes: list[str], cold: bool = False) -> tuple[Callable[[], None], Callable[[], object]]:
    """(prepare, call): one query of the 50 per call on a searcher kept open, as a web node keeps it.

    Cold: a new searcher is opened before each query (untimed), so every query reads its
    terms from the index as if no query had come before it."""
    searcher, _ = index.searcher(path, "bench")
    parsed = [(parse(q, codes), Filters(**f)) for q, f in QUERIES]
    turn = cycle(parsed)
    kept = [searcher]

    def prepare() -> None:
        if cold:
            kept[0].close()
            kept[0] = index.open_index(path).searcher()

    def one() -> object:
        query, filters = next(turn)
        return ranked.search(kept[0], query, filters, 1, PAGE_SIZE)

    return prepare, one


# --- SQLite FTS5 over the same documents

FTS_COLUMNS = ("title", "text", "section")
FACETS = ("type", "code", "authority")


def _fts_build(path: Path, documents: list[dict[str, Any]]) -> sqlite3.Connection:
    db = sqlite3.connect(path, check_same_thread=False)
    db.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(title, text, section, type UNINDEXED, code UNINDEXED, "
        "authority UNINDEXED, url UNINDEXED, tokenize='porter unicode61')"
    )
    db.executemany(
        "INSERT INTO docs (title, text, section, type, code, authority, url) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(d["title"], d["text"], d["section"], d["type"], d["code"], d["authority"], d["url"]) for d in documents],
    )
    db.commit()
    return db


def _fts_match(parsed: ParsedQuery) -> str:
    """The same query in FTS5 syntax: every word, each phrase, not the excluded; a law number as its phrases."""

    def quoted(words: str) -> str:
        return '"' + words.replace('"', " ") + '"'

    parts = [quoted(w) for w in parsed.words] + [quoted(p) for p in parsed.phrase_texts]
    if parsed.laws and not parts:
        parts = ["(" + " OR ".join(f'"{w} {t.number}"' for t in parsed.laws for w in ("law", "rule")) + ")"]
    match = " AND ".join(parts)
    for w in parsed.excluded_words:
        match += f" NOT {quoted(w)}"
    return match


def _fts_search(db: sqlite3.Connection, codes: list[str]) -> Callable[[], object]:
    """One query of the 50 per call, as ours answers it: one pass counting every match by type, code
    and authority (the facets, each with the other filters applied, summed from it), and one page."""
    prepared = []
    for q, f in QUERIES:
        parsed = parse(q, codes)
        where = "".join(f" AND {name} = ?" for name in f)
        prepared.append((_fts_match(parsed), f, where, list(f.values())))
    turn = cycle(prepared)

    def one() -> object:
        match, filters, where, values = next(turn)
        rows = db.execute(
            "SELECT type, code, authority, count(*) FROM docs WHERE docs MATCH ? GROUP BY type, code, authority",
            [match],
        ).fetchall()
        facets: dict[str, dict[str, int]] = {name: {} for name in FACETS}
        for row in rows:
            values_of = dict(zip(FACETS, row[:3], strict=True))
            for i, name in enumerate(FACETS):
                if all(values_of[o] == v for o, v in filters.items() if o != name) and row[i]:
                    facets[name][row[i]] = facets[name].get(row[i], 0) + row[3]
        page = db.execute(
            f"SELECT url, title, snippet(docs, 1, '<mark>', '</mark>', ' … ', 40), bm25(docs, 2.0, 1.0, 1.0) AS score "
            f"FROM docs WHERE docs MATCH ?{where} ORDER BY score LIMIT {PAGE_SIZE}",
            [match, *values],
        ).fetchall()
        return facets, page

    return one


def judged_scores(searcher: Any, judged_set: list[Judged]) -> tuple[float, float]:
    """Precision at 3 and mean reciprocal rank over a judged set, as the API answers each query."""
    precision, reciprocal = [], []
    for judged in judged_set:
        results = service.answer(searcher, judged.q, Filters(**judged.filters), 1, PAGE_SIZE)
        p, rr = scored(judged, [h.url for h in results.hits], [h.type for h in results.hits], results.matched)
        precision.append(p)
        reciprocal.append(rr)
    n = len(judged_set)
    return round(sum(precision) / n, 4), round(sum(reciprocal) / n, 4)


def _judged(path: Path, codes: list[str]) -> list[Score]:
    """Precision at 3 and mean reciprocal rank over the judged queries and the players' queries, on the corpus's index."""
    searcher, _ = index.searcher(path, "bench")
    out = []
    for name, judged_set in (("judged queries", JUDGED), ("players' queries", PLAYERS)):
        precision, reciprocal = judged_scores(searcher, judged_set)
        n = len(judged_set)
        out += [
            Score(f"search: precision at 3 over {n} {name}", precision),
            Score(f"search: mean reciprocal rank over {n} {name}", reciprocal),
        ]
    return out


def run() -> list[Figure | Verdict | Score]:
    out: list[Figure | Verdict | Score] = []
    workdir = Path(tempfile.mkdtemp(prefix="bench-search-"))
    try:
        documents = _documents()
        codes = _codes(documents)
        corpus_ix, enlarged_ix = workdir / "corpus", workdir / "enlarged"
        _build(corpus_ix, documents)
        enlarged = _enlarged(documents, ENLARGE)
        started = time.perf_counter()
        _build(enlarged_ix, enlarged)
        build_s = time.perf_counter() - started
        out += _judged(corpus_ix, codes)
        # Warm and cold each on their own copy of the index.
        shutil.copytree(corpus_ix, workdir / "corpus-cold")
        shutil.copytree(enlarged_ix, workdir / "enlarged-cold")

        fts_corpus = _fts_search(_fts_build(workdir / "corpus.db", documents), codes)
        fts_big = _fts_search(_fts_build(workdir / "enlarged.db", enlarged), codes)
        nothing: Callable[[], None] = lambda: None  # noqa: E731
        for label, ix, fts, runs in (
            (f"corpus ({len(documents)} docs)", corpus_ix, fts_corpus, 500),
            (f"×{ENLARGE} ({len(enlarged)} docs)", enlarged_ix, fts_big, 300),
        ):
            figures = alternate(
                {
                    f"search warm, {label}": _index_search(ix, codes),
                    f"search cold, {label}": _index_search(ix.with_name(ix.name + "-cold"), codes, cold=True),
                    f"fts5, {label}": (nothing, fts),
                },
                runs=runs,
                warmup=len(QUERIES),
            )
            warm, cold, peer = figures.values()
            out += [warm, cold, peer]
            for name, ours in (
                (f"search cold p95 / FTS5 p95, {label}", cold),
                (f"search warm p95 / FTS5 p95, {label}", warm),
            ):
                ratio = verdict(name, ours, peer, FTS5_LIMIT, stat="p95")
                if ix is enlarged_ix:
                    out.append(ratio)
                else:  # the bound is at ×100; at the corpus's size a query is a few milliseconds either way
                    out.append(Score(f"{name} (CPU; no bound at this size)", ratio.cpu_ratio or ratio.ratio))
        out.append(Score(f"search: ×{ENLARGE} index built, seconds", round(build_s, 1)))

        # The whole service as the API calls it (filters checked, catch-up, database fallback ready) on this node's index.
        with override_settings(SEARCH_INDEX_DIR=str(workdir / "service"), SEARCH_CATCH_UP_SECONDS=2.0):
            sync.rebuild_from_database(workdir / "service")
            turn = cycle([{"q": q, **f} for q, f in QUERIES])
            out.append(
                measure(
                    "search service: 50 queries, corpus",
                    lambda: service.search(next(turn)),
                    runs=500,
                    target_ms=TARGET_CORPUS_P95_MS,
                    target_stat="p95",
                )
            )
            index.drop_searchers(workdir / "service")
        for path in (corpus_ix, enlarged_ix, workdir / "corpus-cold", workdir / "enlarged-cold"):
            index.drop_searchers(path)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return out
