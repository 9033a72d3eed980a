"""Search latency on 50 fixed queries: on the corpus, on a corpus enlarged a
hundredfold with generated decisions, and the same queries against SQLite FTS5
over the same documents (as a ratio).

Each timed call is one query of the 50, in turn, answered the way the API
answers it: the query read, every match counted into facets, the first page of
20 ranked and given snippets. "search" keeps the searcher and its posting maps
between queries, as a web node does; "search cold" drops the maps before each
query (every term read from the index afresh: the first queries after a change). Nothing here touches the database's rows: the
corpus is read once, the enlarged index and the FTS5 tables are built in a
temporary directory from generated documents.
"""

from __future__ import annotations

import random
import re
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from itertools import cycle
from pathlib import Path
from typing import Any

from django.test import override_settings

from benchmarks import Figure, measure
from laws.search import engine, index, service, sync
from laws.search.documents import DECISION_ORDER_BASE, all_documents
from laws.search.matching import postings
from laws.search.query import ParsedQuery, parse
from laws.search.results import Filters

TARGET_CORPUS_P95_MS = 10.0
TARGET_ENLARGED_P95_MS = 50.0
ENLARGE = 100
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
    """The corpus and generated decisions making it `factor` times as many documents.

    Each generated decision takes its sentences from the corpus's own texts (so
    the words are the books' words, with their frequencies), its title from a
    real decision's, and cites one or two real laws."""
    rng = random.Random(1864)
    sentences = [s for d in documents for s in re.split(r"(?<=[.;:])\s+", d["text"]) if len(s) > 20]
    titles = [d["title"] for d in documents if d["type"] == "decision"]
    laws = [d for d in documents if d["type"] == "law"]
    authorities = sorted({d["authority"] for d in documents if d["authority"]})
    out = list(documents)
    for n in range(len(documents) * (factor - 1)):
        cited = rng.sample(laws, rng.choice((1, 1, 2)))
        text = " ".join(rng.sample(sentences, rng.randint(2, 6)))
        if rng.random() < 0.3:
            text += f" See Law {cited[0]['number']}."
        out.append(
            {
                "id": f"decision:gen{n}",
                "type": "decision",
                "code": cited[0]["code"],
                "number": "",
                "slug": f"generated-{n}",
                "authority": rng.choice(authorities),
                "section": "Generated",
                "title": f"{rng.choice(titles)} ({n})",
                "text": text,
                "url": f"/decisions/generated-{n}/",
                "ref": "",
                "under": cited[0]["ref"] if rng.random() < 0.5 else "",
                "cites": ",".join(c["ref"] for c in cited),
                "refers": "",
                "order": DECISION_ORDER_BASE + 10**9 + n,
            }
        )
    return out


def _build(path: Path, documents: list[dict[str, Any]]) -> None:
    index.rebuild(path, documents, applied=lambda: 0, database="bench", timeout=5)


def _codes(documents: list[dict[str, Any]]) -> list[str]:
    return sorted({d["code"] for d in documents if d["code"]})


def _index_search(path: Path, codes: list[str], cold: bool = False) -> Callable[[], object]:
    """One query of the 50 per call on a searcher kept open, as a web node keeps it.

    Cold: the posting maps are dropped before each query, so every query reads
    its terms from the index as if no query had come before it."""
    searcher, _ = index.searcher(path, "bench")
    parsed = [(parse(q, codes), Filters(**f)) for q, f in QUERIES]
    turn = cycle(parsed)
    maps = postings(searcher)
    for query, filters in parsed:  # the columns and field lengths, read once per index version
        engine.search(searcher, query, filters, 1, PAGE_SIZE)

    def one() -> object:
        query, filters = next(turn)
        if cold:
            maps.forget()
        return engine.search(searcher, query, filters, 1, PAGE_SIZE)

    return one


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
    prepared = []
    for q, f in QUERIES:
        parsed = parse(q, codes)
        where = "".join(f" AND {name} = ?" for name in f)
        prepared.append((_fts_match(parsed), where, list(f.values())))
    turn = cycle(prepared)

    def one() -> object:
        match, where, values = next(turn)
        counts = {
            name: db.execute(
                f"SELECT {name}, count(*) FROM docs WHERE docs MATCH ?{where} GROUP BY {name}", [match, *values]
            ).fetchall()
            for name in FACETS
        }
        page = db.execute(
            f"SELECT url, title, snippet(docs, 1, '<mark>', '</mark>', ' … ', 40), bm25(docs, 2.0, 1.0, 1.0) AS score "
            f"FROM docs WHERE docs MATCH ?{where} ORDER BY score LIMIT {PAGE_SIZE}",
            [match, *values],
        ).fetchall()
        return counts, page

    return one


def _ratio(ours: Figure, theirs: Figure) -> str:
    return f"×{ours.median_ms / theirs.median_ms:.1f} FTS5 median, ×{ours.p95_ms / theirs.p95_ms:.1f} p95"


def run() -> list[Figure]:
    figures: list[Figure] = []
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

        corpus = measure(
            f"search: 50 queries, corpus ({len(documents)} docs)",
            _index_search(corpus_ix, codes),
            runs=500,
            target_ms=TARGET_CORPUS_P95_MS,
            target_stat="p95",
        )
        corpus_cold = measure(
            f"search cold: 50 queries, corpus ({len(documents)} docs)",
            _index_search(corpus_ix, codes, cold=True),
            runs=500,
        )
        big = measure(
            f"search: 50 queries, corpus ×{ENLARGE} ({len(enlarged)} docs)",
            _index_search(enlarged_ix, codes),
            runs=500,
            target_ms=TARGET_ENLARGED_P95_MS,
            target_stat="p95",
        )
        big_cold = measure(
            f"search cold: 50 queries, corpus ×{ENLARGE}", _index_search(enlarged_ix, codes, cold=True), runs=250
        )
        fts_corpus = measure(
            "fts5: 50 queries, corpus", _fts_search(_fts_build(workdir / "corpus.db", documents), codes), runs=500
        )
        fts_big = measure(
            f"fts5: 50 queries, corpus ×{ENLARGE}",
            _fts_search(_fts_build(workdir / "enlarged.db", enlarged), codes),
            runs=500,
        )
        corpus.note = _ratio(corpus, fts_corpus)
        corpus_cold.note = _ratio(corpus_cold, fts_corpus)
        big.note = f"{_ratio(big, fts_big)}; index built in {build_s:.0f} s"
        big_cold.note = _ratio(big_cold, fts_big)
        figures += [corpus, corpus_cold, big, big_cold, fts_corpus, fts_big]

        # The whole service as the API calls it (filters checked, catch-up, database fallback ready) on this node's index.
        with override_settings(SEARCH_INDEX_DIR=str(workdir / "service"), SEARCH_CATCH_UP_SECONDS=2.0):
            sync.rebuild_from_database(workdir / "service")
            turn = cycle([{"q": q, **f} for q, f in QUERIES])
            figures.append(
                measure(
                    "search service: 50 queries, corpus",
                    lambda: service.search(next(turn)),
                    runs=500,
                    target_ms=TARGET_CORPUS_P95_MS,
                    target_stat="p95",
                )
            )
            index.drop_searchers(workdir / "service")
        for path in (corpus_ix, enlarged_ix):
            index.drop_searchers(path)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return figures
