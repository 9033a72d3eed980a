"""The reader pages served from the node's cache (plumbing/readercache), beside the lightest view the site has.

In process through Django's test Client on the dev database, with the site's own page cache (files under
var/reader-pages, as a node keeps them). Each page is read once to be kept, then the lightest view
(`GET /api/v1/codes/`: one query, a few rows of JSON) and each kept page are timed in turn, round after round,
so a loaded machine slows them alike. Every timed read of a page must say it came from the cache; the
page's first read, which builds it, is what bench_pages measures. The bound (issue 39): each within 1.5× the
lightest view, on wall time; CPU time beside it.
"""

from __future__ import annotations

from collections.abc import Callable

from django.core.cache import caches
from django.db import reset_queries
from django.test import Client, override_settings

from benchmarks import Figure, Verdict, alternate, verdict
from plumbing.readercache.middleware import CACHE, SERVED

RUNS = 200
LIMIT = 1.5
LIGHTEST = "GET /api/v1/codes/"
PAGES = {
    "law page, Club Law 72, from the cache": "/laws/club-1864/72/",
    "code page, Club Code, from the cache": "/laws/club-1864/",
    "decision page, Clay case 7, from the cache": "/decisions/clay-case-7/",
}
CONDITIONAL = "law page, Club Law 72, answered 304"


def _get(client: Client, url: str, served: str | None = None, **headers: str) -> Callable[[], object]:
    def call() -> object:
        response = client.get(url, headers=headers)
        assert response.status_code in (200, 304), (url, response.status_code)
        assert served is None or response[SERVED] == served, (url, response.get(SERVED))
        reset_queries()  # DEBUG keeps every query otherwise
        return response

    return call


def run() -> list[Figure | Verdict]:
    # The production footing: development turns the reader pages' cache off (config/settings/dev.py).
    with override_settings(ALLOWED_HOSTS=["localhost"], READER_PAGES_CACHED=True):
        client = Client(HTTP_HOST="localhost")
        caches[CACHE].clear()
        for url in PAGES.values():
            assert client.get(url)[SERVED] == "miss", url  # built once and kept
        etag = client.get("/laws/club-1864/72/")["ETag"]
        nothing = lambda: None  # noqa: E731
        contenders = {LIGHTEST: (nothing, _get(client, "/api/v1/codes/"))}
        contenders |= {name: (nothing, _get(client, url, "hit")) for name, url in PAGES.items()}
        contenders[CONDITIONAL] = (nothing, _get(client, "/laws/club-1864/72/", If_None_Match=etag))
        figures = alternate(contenders, runs=RUNS)
    base = figures[LIGHTEST]
    out: list[Figure | Verdict] = list(figures.values())
    for name in [*PAGES, CONDITIONAL]:
        out.append(verdict(f"{name} / {LIGHTEST} (median)", figures[name], base, LIMIT))
    return out
