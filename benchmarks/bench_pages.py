"""Pages and the rulings API on the knowledge base as loaded (×1) and with every decision
repeated a hundredfold under the same laws (×100, benchmarks/fixture.py), in-process
through Django's test Client.

Both databases are copies of the dev database in a temporary directory; the ×1 and
×100 requests are timed in turn, one of each per round (the database switched
untimed between them), so the verdicts — ×100 over ×1 — hold on a loaded machine.
The code pages' queries are counted at ×100.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path

from django.db import connections, reset_queries
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from benchmarks import Figure, Verdict, alternate, verdict
from benchmarks.bench_engine import HAND
from benchmarks.fixture import repeat_decisions

TIMES = 100
RUNS = 60
# The bounds: at ×100, the rulings API and the law page within 1.5 times their ×1 time,
# and every code page within 15 queries.
RATIO_LIMIT = 1.5
CODE_PAGE_QUERIES = 15
CODES = ("club-1864", "american-1890", "euchre-1888")


def _use(path: Path) -> None:
    """Point the default connection at another SQLite file (closed, so the next query opens it)."""
    conn = connections["default"]
    if conn.settings_dict["NAME"] != str(path):
        conn.close()
        conn.settings_dict["NAME"] = str(path)


def _copy(source: str, target: Path) -> None:
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)


def _requests(client: Client) -> dict[str, Callable[[], object]]:
    hand = HAND.read_text()

    def get(url: str) -> Callable[[], object]:
        def call() -> object:
            response = client.get(url)
            assert response.status_code == 200, (url, response.status_code)
            reset_queries()  # DEBUG keeps every query otherwise
            return response

        return call

    def ruling() -> object:
        response = client.post("/api/v1/rulings/", data=hand, content_type="application/json")
        assert response.status_code == 200 and response.json()["precedents"], response.content[:200]
        reset_queries()
        return response

    return {
        "POST /api/v1/rulings/ (13 tricks, a revoke)": ruling,
        "law page, Club Law 72": get("/laws/club-1864/72/"),
        "decisions under Club Law 72, first page": get("/decisions/?law=club-1864:72"),
        "API decisions under Club Law 72, first page": get("/api/v1/decisions/?law=club-1864:72"),
        "code page, Club Code": get("/laws/club-1864/"),
    }


def _queries_and_size(client: Client, url: str) -> tuple[int, int]:
    with CaptureQueriesContext(connections["default"]) as ctx:
        response = client.get(url)
    return len(ctx), len(response.content)


def run() -> list[Figure | Verdict]:
    source = connections["default"].settings_dict["NAME"]
    if connections["default"].vendor != "sqlite":
        print(
            "bench_pages: the ×1/×100 copies are made of a SQLite database; skipped on", connections["default"].vendor
        )
        return []
    workdir = Path(tempfile.mkdtemp(prefix="bench-pages-"))
    small, large = workdir / "x1.sqlite3", workdir / f"x{TIMES}.sqlite3"
    out: list[Figure | Verdict] = []
    try:
        connections["default"].close()
        _copy(source, small)
        _copy(source, large)
        _use(large)
        made = repeat_decisions(TIMES)
        with override_settings(SEARCH_APPLY_ON_COMMIT=False, ALLOWED_HOSTS=["localhost"]):
            client = Client(HTTP_HOST="localhost")
            sizes: dict[str, dict[str, tuple[int, int]]] = {}
            for label, path in (("×1", small), (f"×{TIMES}", large)):
                _use(path)
                sizes[label] = {
                    url: _queries_and_size(client, url)
                    for url in ("/laws/club-1864/72/", *(f"/laws/{c}/" for c in CODES))
                }
            for name, call in _requests(client).items():
                figures = alternate(
                    {
                        f"{name}, ×1": (lambda: _use(small), call),
                        f"{name}, ×{TIMES}": (lambda: _use(large), call),
                    },
                    runs=RUNS,
                )
                one, hundred = figures[f"{name}, ×1"], figures[f"{name}, ×{TIMES}"]
                out += [one, hundred]
                if name.startswith(("POST", "law page")):
                    out.append(verdict(f"{name}: ×{TIMES} / ×1 median", hundred, one, RATIO_LIMIT))
        queries, size = sizes[f"×{TIMES}"]["/laws/club-1864/72/"]
        law_page = next(f for f in out if isinstance(f, Figure) and f.name == f"law page, Club Law 72, ×{TIMES}")
        law_page.note = (
            f"{size / 1024:.0f} KB and {queries} queries at ×{TIMES} "
            f"({sizes['×1']['/laws/club-1864/72/'][1] / 1024:.0f} KB at ×1); {made} decisions added"
        )
        for code in CODES:
            n, _ = sizes[f"×{TIMES}"][f"/laws/{code}/"]
            out.append(Verdict(f"code page {code}: queries at ×{TIMES} (a count)", n, CODE_PAGE_QUERIES))
    finally:
        _use(Path(source))
        shutil.rmtree(workdir, ignore_errors=True)
    return out
