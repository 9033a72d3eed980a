"""The worst CPU of each door a reader without an account may knock at, against the floor of the same door.

The largest case the engine accepts (1,000 events, benchmarks/bench_largest.py: the kind of event whose
ruling is largest) is ruled on the builder's page (`POST /cases/rule/`) and by the API, saved public and
opened as its page (built, not served from the reader cache) and its slip; a search of 28 misspelt six-letter
words (200 characters, the longest a query may be) is searched by the API. Each is timed in turn with the same
door given a normal request (a hand of 13 tricks with a revoke; a search for "revoke"): the verdict is the
ratio of their CPU medians, target within 50 times. The rations are raised for the run: a bench is not a person;
the suggester's kept answers and the reader cache are dropped before each run, so each pays for its work.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import string
import tempfile
from collections.abc import Callable
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.cache import caches
from django.db import connections
from django.test import Client, override_settings

from benchmarks import Figure, Verdict, alternate
from benchmarks.bench_engine import HAND
from benchmarks.bench_largest import REPEATED, _case
from cases.models import SavedCase
from engine import MAX_EVENTS, rule
from search import suggestions

RATIO_LIMIT = 50.0
RUNS = 7
RAISED = {
    "API_THROTTLE_ANON_RULINGS": "1000000/minute",
    "API_THROTTLE_ANON_SEARCH": "1000000/minute",
    "API_THROTTLE_ANON_PRINTS": "1000000/minute",
    "READER_PAGES_CACHED": False,
    "ALLOWED_HOSTS": ["localhost"],
}


def misspelt_query(words: int = 28) -> str:
    draw = random.Random(49)
    return " ".join("".join(draw.choice(string.ascii_lowercase) for _ in range(6)) for _ in range(words))


def _largest_case() -> dict[str, object]:
    """The 1,000-event case whose ruling holds the most text."""
    cases = [_case("club-1864", make, MAX_EVENTS) for make in REPEATED.values()]
    return max(cases, key=lambda case: len(json.dumps(rule(case))))


def _doors(client: Client, large: SavedCase, small: SavedCase) -> dict[str, tuple[Callable[[], object], ...]]:
    def post(url: str, body: str, form: bool) -> Callable[[], object]:
        def call() -> object:
            if form:
                response = client.post(url, {"case": body, "under": "case"})
            else:
                response = client.post(url, body, content_type="application/json")
            assert response.status_code == 200, (url, response.status_code)
            return response

        return call

    def get(url: str, **params: str) -> Callable[[], object]:
        def call() -> object:
            response = client.get(url, params)
            assert response.status_code == 200, (url, response.status_code)
            return b"".join(response.streaming_content) if response.streaming else response.content

        return call

    big, hand = json.dumps(large.case), json.dumps(small.case)
    return {
        "builder page (POST /cases/rule/)": (post("/cases/rule/", big, True), post("/cases/rule/", hand, True)),
        "API ruling (POST /api/v1/rulings/)": (
            post("/api/v1/rulings/", big, False),
            post("/api/v1/rulings/", hand, False),
        ),
        "case page": (get(f"/cases/{large.pk}/"), get(f"/cases/{small.pk}/")),
        "slip (PDF)": (get(f"/cases/{large.pk}/slip.pdf"), get(f"/cases/{small.pk}/slip.pdf")),
        "search (API)": (get("/api/v1/search/", q=misspelt_query()), get("/api/v1/search/", q="revoke")),
    }


def _forget() -> None:
    """Each run pays for its answer: the suggester's kept answers and the reader pages' cache dropped."""
    suggestions._answers.clear()
    caches["readers"].clear()


def run() -> list[Figure | Verdict]:
    source = connections["default"].settings_dict["NAME"]
    if connections["default"].vendor != "sqlite":
        print("bench_doors: made on a copy of the SQLite database; skipped on", connections["default"].vendor)
        return []
    workdir = Path(tempfile.mkdtemp(prefix="bench-doors-"))
    copy = workdir / "doors.sqlite3"
    out: list[Figure | Verdict] = []
    try:
        connections["default"].close()
        with sqlite3.connect(source) as src, sqlite3.connect(copy) as dst:
            src.backup(dst)
        connections["default"].settings_dict["NAME"] = str(copy)
        owner, _ = get_user_model().objects.get_or_create(username="bench-doors-referee")
        largest = _largest_case()
        hand = json.loads(HAND.read_text())
        large = SavedCase.objects.create(owner=owner, title="Largest", code="club-1864", case=largest, ruling=rule(largest), public=True)  # fmt: skip
        small = SavedCase.objects.create(owner=owner, title="A revoke", code=hand["code"], case=hand, ruling=rule(hand), public=True)  # fmt: skip
        with override_settings(**RAISED):
            client = Client(HTTP_HOST="localhost")
            for name, (worst, floor) in _doors(client, large, small).items():
                timed = alternate({f"{name}, worst": (_forget, worst), f"{name}, floor": (_forget, floor)}, runs=RUNS, warmup=1)  # fmt: skip
                high, low = timed[f"{name}, worst"], timed[f"{name}, floor"]
                out += [high, low]
                ratio = (high.cpu_median_ms or 0.0) / max(low.cpu_median_ms or 0.0, 1e-3)
                out.append(Verdict(f"anonymous door, {name}: worst CPU / floor CPU", round(ratio, 2), RATIO_LIMIT, round(ratio, 2), f"worst {high.cpu_median_ms:.0f} ms of CPU, floor {low.cpu_median_ms:.0f} ms"))  # fmt: skip
    finally:
        connections["default"].close()
        connections["default"].settings_dict["NAME"] = source
        shutil.rmtree(workdir, ignore_errors=True)
    return out
