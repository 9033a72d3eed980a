"""`make bench`: every benchmark module here, figures written to var/bench.json and shown as a table.

Each module named bench_*.py has a `run() -> list[Figure | Verdict]`. Figures are
timings of real work on the real corpus, wall time with CPU time beside it; verdicts
are ratios of two figures timed in turn in one process (×100 over ×1, ours over
SQLite FTS5), so a loaded machine slows both sides alike. Nothing here is asserted:
targets and verdicts are reported.
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
    # CPU time of this process beside the wall time: a loaded machine stretches the one, not the other.
    cpu_median_ms: float | None = None
    cpu_p95_ms: float | None = None

    @property
    def met(self) -> bool | None:
        if self.target_ms is None:
            return None
        value = {"median": self.median_ms, "p95": self.p95_ms, "cpu_median": self.cpu_median_ms}[self.target_stat]
        return value is not None and value <= self.target_ms

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "met": self.met}


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def _figure(name: str, wall: list[float], cpu: list[float], **kw: object) -> Figure:
    return Figure(
        name,
        len(wall),
        round(statistics.median(wall), 4),
        round(_p95(wall), 4),
        cpu_median_ms=round(statistics.median(cpu), 4),
        cpu_p95_ms=round(_p95(cpu), 4),
        **kw,  # type: ignore[arg-type]
    )


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    c0, t0 = time.process_time(), time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000


def measure(name: str, fn: Callable[[], object], runs: int = 200, warmup: int = 5, **kw: object) -> Figure:
    for _ in range(warmup):
        fn()
    wall, cpu = [], []
    for _ in range(runs):
        w, c = _timed(fn)
        wall.append(w)
        cpu.append(c)
    return _figure(name, wall, cpu, **kw)


def alternate(
    contenders: dict[str, tuple[Callable[[], object], Callable[[], object]]], runs: int = 200, warmup: int = 5
) -> dict[str, Figure]:
    """Time each contender once per round, in turn, so that whatever else loads the machine loads them alike.

    Each contender is (prepare, call): `prepare` runs untimed before each of its calls (switching the
    database, dropping a cache); `call` is timed, wall and CPU."""
    for prepare, call in contenders.values():
        for _ in range(warmup):
            prepare()
            call()
    wall: dict[str, list[float]] = {name: [] for name in contenders}
    cpu: dict[str, list[float]] = {name: [] for name in contenders}
    for _ in range(runs):
        for name, (prepare, call) in contenders.items():
            prepare()
            w, c = _timed(call)
            wall[name].append(w)
            cpu[name].append(c)
    return {name: _figure(name, wall[name], cpu[name]) for name in contenders}


@dataclass
class Verdict:
    """A claim about speed as a ratio of two figures measured in turn in one process."""

    name: str
    ratio: float
    limit: float
    cpu_ratio: float | None = None
    note: str = ""

    @property
    def met(self) -> bool:
        return self.ratio <= self.limit

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "met": self.met}


def verdict(name: str, ours: Figure, base: Figure, limit: float, stat: str = "median", note: str = "") -> Verdict:
    """ours / base on the wall-time statistic `stat` ("median" or "p95"), with the same ratio of CPU times."""
    wall = getattr(ours, f"{stat}_ms") / getattr(base, f"{stat}_ms")
    ours_cpu, base_cpu = getattr(ours, f"cpu_{stat}_ms"), getattr(base, f"cpu_{stat}_ms")
    cpu = ours_cpu / base_cpu if ours_cpu is not None and base_cpu else None
    return Verdict(name, round(wall, 3), limit, None if cpu is None else round(cpu, 3), note)


@dataclass
class Score:
    """A measure that is not a time: precision, a count, a size."""

    name: str
    value: float
    note: str = ""

    def as_dict(self) -> dict[str, object]:
        return asdict(self)
