"""Where a reader page's time goes: each page of issue 39 profiled (cProfile, CPU time) under the production settings.

    .venv/bin/python -m benchmarks.profile_pages [ROUNDS] [TOP]

Not a bench part (its name does not start with bench_): it prints, for each request, its CPU median beside
`GET /api/v1/codes/` (alternating, one process) and the functions costing the most CPU over ROUNDS requests.
The production settings need collected static files for `{% static %}`; here the plain static storage stands in
for the manifest (a dictionary look-up per file), so no `collectstatic` is needed. The database is the dev one
(`make setup`); the throttles' counts are emptied before each request, untimed, as bench_rulings does.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import secrets
import sys
import time

os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.prod"
os.environ.setdefault("DJANGO_SECRET_KEY", secrets.token_urlsafe(50))
os.environ.setdefault("DJANGO_ALLOWED_HOSTS", "localhost")
os.environ.setdefault("LAWS_PLAIN_HTTP", "1")

import django  # noqa: E402

django.setup()

from django.core.cache import cache  # noqa: E402
from django.test import Client, override_settings  # noqa: E402

from benchmarks import alternate  # noqa: E402
from benchmarks.bench_engine import HAND  # noqa: E402

PAGES = {
    "GET /api/v1/codes/ (the lightest view)": "/api/v1/codes/",
    "law page /laws/club-1864/72/": "/laws/club-1864/72/",
    "code page /laws/club-1864/": "/laws/club-1864/",
    "decision page /decisions/mcintosh-72-1/": "/decisions/mcintosh-72-1/",
    "decisions under Club Law 72": "/decisions/?law=club-1864:72",
    "search page ?q=revoke": "/search/?q=revoke",
    "POST /api/v1/rulings/": "POST",
}
PLAIN_STATIC = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


def requests(client: Client) -> dict[str, object]:
    hand = HAND.read_text()

    def call(url: str):  # type: ignore[no-untyped-def]
        def go() -> None:
            if url == "POST":
                response = client.post("/api/v1/rulings/", data=hand, content_type="application/json")
            else:
                response = client.get(url)
            assert response.status_code == 200, (url, response.status_code)

        return go

    return {name: call(url) for name, url in PAGES.items()}


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    with override_settings(STORAGES=PLAIN_STATIC):
        client = Client(HTTP_HOST="localhost")
        calls = requests(client)
        figures = alternate({name: (cache.clear, fn) for name, fn in calls.items()}, runs=rounds)  # type: ignore[misc]
        base = figures[next(iter(PAGES))]
        print(f"{'request':<45} {'CPU ms':>8} {'wall ms':>8} {'× codes CPU':>12}")
        for name, f in figures.items():
            assert f.cpu_median_ms is not None and base.cpu_median_ms is not None
            print(
                f"{name:<45} {f.cpu_median_ms:>8.2f} {f.median_ms:>8.2f} {f.cpu_median_ms / base.cpu_median_ms:>12.2f}"
            )
        for name, fn in calls.items():
            profile = cProfile.Profile(time.process_time)
            for _ in range(rounds):
                cache.clear()
                profile.runcall(fn)  # type: ignore[arg-type]
            out = io.StringIO()
            stats = pstats.Stats(profile, stream=out).strip_dirs().sort_stats("tottime")
            print(f"\n## {name}: {rounds} requests, top {top} by own CPU time")
            stats.print_stats(top)
            print("\n".join(line for line in out.getvalue().splitlines() if line.strip())[:20000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
