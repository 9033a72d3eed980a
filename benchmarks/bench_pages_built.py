"""The pages people read most, built (no page cache), each beside the lightest view, `GET /api/v1/codes/`, in one
process (issue 39).

Every request of the list is made once per round, in turn, round after round (`alternate`), through Django's test
Client on the dev database `make bench` sets up, with `DEBUG` off as in production (Django then keeps no query log;
the other settings are the dev ones, which need no collected static files). No page cache is on: every page is built
at each request, from what is stored. Before each request, untimed, the throttles' counts are emptied (as
bench_rulings does). Bound: each page's CPU median within 3 times the codes list's. Each page's queries are
counted once beside it.

`python -m benchmarks.profile_pages` profiles the same requests under the production settings (cProfile).
"""

from __future__ import annotations

from collections.abc import Callable

from django.core.cache import cache
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from benchmarks import Figure, Score, Verdict, alternate
from benchmarks.bench_engine import HAND

RUNS = 100
CPU_RATIO_LIMIT = 3.0
LIGHTEST = "GET /api/v1/codes/"
PAGES = {
    "law page /laws/club-1864/72/": "/laws/club-1864/72/",
    "code page /laws/club-1864/": "/laws/club-1864/",
    "decision page /decisions/mcintosh-72-1/": "/decisions/mcintosh-72-1/",
    "decisions under Club Law 72": "/decisions/?law=club-1864:72",
    "search page ?q=revoke": "/search/?q=revoke",
}
RULINGS = "POST /api/v1/rulings/ (13 tricks, a revoke)"
# Measured beside the others, with no bound: the issue bounds the law, code and decision pages, search and rulings.
UNBOUNDED = {"decisions under Club Law 72"}


def _requests(client: Client) -> dict[str, Callable[[], object]]:
    hand = HAND.read_text()

    def get(url: str) -> Callable[[], object]:
        def call() -> object:
            response = client.get(url)
            assert response.status_code == 200, (url, response.status_code)
            return response

        return call

    def ruling() -> object:
        response = client.post("/api/v1/rulings/", data=hand, content_type="application/json")
        assert response.status_code == 200 and response.json()["precedents"], response.content[:200]
        return response

    return {LIGHTEST: get("/api/v1/codes/"), **{name: get(url) for name, url in PAGES.items()}, RULINGS: ruling}


def run() -> list[Figure | Verdict | Score]:
    out: list[Figure | Verdict | Score] = []
    # Built at every request: the reader pages' cache off, as the issue measures "built".
    with override_settings(DEBUG=False, READER_PAGES_CACHED=False):
        client = Client(HTTP_HOST="localhost")
        calls = _requests(client)
        queries: dict[str, int] = {}
        for name, call in calls.items():
            cache.clear()
            with CaptureQueriesContext(connection) as ctx:
                call()
            queries[name] = len(ctx)
        figures = alternate({f"built: {name}": (cache.clear, call) for name, call in calls.items()}, runs=RUNS)
    base = figures[f"built: {LIGHTEST}"]
    assert base.cpu_median_ms is not None
    for name in calls:
        figure = figures[f"built: {name}"]
        assert figure.cpu_median_ms is not None
        figure.note = (
            f"{queries[name]} queries, {figure.cpu_median_ms / base.cpu_median_ms:.2f} × the codes list's CPU "
            f"({connection.vendor}, cache off, DEBUG off)"
        )
        out.append(figure)
    for name in calls:
        if name == LIGHTEST or name in UNBOUNDED:
            continue
        ours = figures[f"built: {name}"]
        assert ours.cpu_median_ms is not None and base.cpu_median_ms is not None
        cpu = round(ours.cpu_median_ms / base.cpu_median_ms, 2)
        out.append(
            Verdict(
                f"{name} / {LIGHTEST}, CPU median, alternating",
                cpu,
                CPU_RATIO_LIMIT,
                cpu_ratio=cpu,
                note=f"CPU {ours.cpu_median_ms:.2f} against {base.cpu_median_ms:.2f} ms; "
                f"wall-time ratio {ours.median_ms / base.median_ms:.2f}",
            )
        )
    return out
