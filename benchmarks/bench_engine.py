"""The rules engine: a ruling from a parsed case (the API's requests are in bench_rulings.py).

- Every case file under tests/engine/cases and corpus/cases: each timed call is `rule(document)` on one
  case, the JSON already parsed, in turn over all files; median and p95 over all calls (and the
  slowest file, in the note).
- A whole hand: 13 tricks with three irregularities (an exposed card, a lead out of turn that all
  follow, a revoke claimed and penalised), bound: under 1 ms of CPU, median.
"""

from __future__ import annotations

import json
import statistics
import time
from itertools import cycle
from pathlib import Path

from benchmarks import Figure, measure
from engine import rule

TESTS = Path(__file__).resolve().parent.parent / "tests" / "engine"
HAND = TESTS / "cases" / "thirteen-tricks-three-irregularities.case.json"
TARGET_HAND_CPU_MS = 1.0


WORKED = Path(__file__).resolve().parent.parent / "corpus" / "cases"


def _folder(folder: str) -> Path:
    return WORKED if folder == "corpus/cases" else TESTS / folder


def _documents(folder: str) -> list[tuple[str, object]]:
    paths = sorted(_folder(folder).glob("*.case.json"))
    return [(p.name[: -len(".case.json")], json.loads(p.read_text())) for p in paths]


def _slowest(documents: list[tuple[str, object]], runs: int = 20) -> tuple[str, float]:
    timings = []
    for name, document in documents:
        times = []
        for _ in range(runs):
            t0 = time.perf_counter()
            rule(document)
            times.append((time.perf_counter() - t0) * 1000)
        timings.append((statistics.median(times), name))
    worst = max(timings)
    return worst[1], worst[0]


def _every_file(folder: str) -> Figure:
    documents = _documents(folder)
    turn = cycle(documents)
    figure = measure(
        f"engine: a ruling for each case file in {_folder(folder).relative_to(WORKED.parent.parent)}/ ({len(documents)} files)",
        lambda: rule(next(turn)[1]),
        runs=20 * len(documents),
        warmup=len(documents),
    )
    name, ms = _slowest(documents)
    figure.note = f"per case, over all files in turn; slowest file {name} ({ms:.3f} ms median)"
    return figure


def run() -> list[Figure]:
    hand = json.loads(HAND.read_text())
    ruling = rule(hand)
    assert ruling["valid"] and len(ruling["findings"]) == 3, ruling
    figures = [_every_file("cases"), _every_file("corpus/cases")]
    whole = measure(
        "engine: a 13-trick hand with three irregularities",
        lambda: rule(hand),
        runs=1000,
        warmup=20,
        target_ms=TARGET_HAND_CPU_MS,
        target_stat="cpu_median",
    )
    whole.note = "rule(document): validation, replay, rulers, scoring; the JSON already parsed; bound on CPU"
    figures.append(whole)
    return figures
