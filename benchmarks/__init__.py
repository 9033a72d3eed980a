"""`make bench`: every benchmark module here, figures written to var/bench.json and shown as a table.

Each module named bench_*.py has a `run() -> list[Figure]`. Figures are timings of
real work on the real corpus; nothing here is asserted, targets are reported.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass


@dataclass
class Figure:
    name: str
    runs: int
    median_ms: float
    p95_ms: float
    target_ms: float | None = None
    target_stat: str = "median"
    note: str = ""
    ratio: float | None = None  # ours over a peer, or over a smaller size: the verdict where one is given
    ratio_target: float | None = None

    @property
    def met(self) -> bool | None:
        if self.ratio_target is not None and self.ratio is not None:
            return self.ratio <= self.ratio_target
        if self.target_ms is None:
            return None
        value = self.median_ms if self.target_stat == "median" else self.p95_ms
        return value <= self.target_ms

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "met": self.met}


def measure(name: str, fn: Callable[[], object], runs: int = 200, warmup: int = 5, **kw: object) -> Figure:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return Figure(name, runs, round(statistics.median(times), 4), round(p95, 4), **kw)  # type: ignore[arg-type]
