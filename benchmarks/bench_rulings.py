"""POST /api/v1/rulings/ in one process, through Django's test Client on the dev database `make bench` sets up.

- The 13-trick hand with three irregularities posted as text: the engine, the precedents from the knowledge
  base and the JSON response; target 20 ms p95 (wall).
- The same request beside GET /api/v1/codes/, the API's lightest read, alternating one call each round
  after round: the ruling's CPU time is bounded at three times the list's, so the engine stays a small part
  of a request (the rest is Django, REST framework and the database, which both requests pay). Before each
  request, untimed, the throttles' counts are emptied: a referee posts a few cases a minute, where the bench
  posts hundreds, and a history of hundreds would be read and written back at every request.
"""

from __future__ import annotations

from django.core.cache import cache
from django.db import connection, reset_queries
from django.test import Client

from benchmarks import Figure, Verdict, alternate, measure
from benchmarks.bench_engine import HAND

TARGET_API_P95_MS = 20.0
CPU_RATIO_LIMIT = 3.0


def _post(client: Client, text: str) -> None:
    response = client.post("/api/v1/rulings/", data=text, content_type="application/json")
    assert response.status_code == 200 and response.json()["precedents"], response.content[:200]
    reset_queries()  # the dev settings run with DEBUG on, which would keep every query


def _get_codes(client: Client) -> None:
    response = client.get("/api/v1/codes/")
    assert response.status_code == 200 and response.json(), response.content[:200]
    reset_queries()


def _alone(client: Client, text: str) -> Figure:
    figure = measure(
        "api: POST /api/v1/rulings/, the 13-trick hand, with precedents",
        lambda: _post(client, text),
        runs=300,
        warmup=10,
        target_ms=TARGET_API_P95_MS,
        target_stat="p95",
    )
    figure.note = f"Django test Client on the dev database ({connection.vendor})"
    return figure


def _beside_codes(client: Client, text: str) -> list[Figure | Verdict]:
    post, codes = "api: POST /api/v1/rulings/ (alternating)", "api: GET /api/v1/codes/ (alternating)"
    figures = alternate(
        {post: (cache.clear, lambda: _post(client, text)), codes: (cache.clear, lambda: _get_codes(client))},
        runs=400,
        warmup=10,
    )
    ours, base = figures[post], figures[codes]
    assert ours.cpu_median_ms is not None and base.cpu_median_ms is not None
    cpu = round(ours.cpu_median_ms / base.cpu_median_ms, 2)
    verdict = Verdict(
        "POST /api/v1/rulings/ / GET /api/v1/codes/, CPU median, one process, alternating",
        cpu,
        CPU_RATIO_LIMIT,
        cpu_ratio=cpu,
        note=f"CPU {ours.cpu_median_ms:.2f} ms against {base.cpu_median_ms:.2f} ms; wall-time ratio "
        f"{ours.median_ms / base.median_ms:.2f} ({connection.vendor})",
    )
    return [ours, base, verdict]


def run() -> list[Figure | Verdict]:
    client = Client(HTTP_HOST="localhost")
    text = HAND.read_text()
    _post(client, text)
    return [_alone(client, text), *_beside_codes(client, text)]
