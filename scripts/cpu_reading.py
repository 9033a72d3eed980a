"""A fixed piece of pure-Python work timed in CPU seconds, for reading a run's minutes against the machine's speed.

scripts/test-suites.sh prints it before the runs start and after they end, when nothing else of the suite runs.
A machine shared with others may give the same work half again as much CPU time in one period as in another,
and the suite's minutes follow: the reading says which speed a run had (docs/benchmarks.md gives both).
"""

from __future__ import annotations

import time

ROUNDS = 20_000_000


def reading() -> float:
    """CPU seconds for ROUNDS additions in a Python loop (about half a second on a machine at its usual speed)."""
    start = time.process_time()
    total = 0
    for i in range(ROUNDS):
        total += i
    return time.process_time() - start


if __name__ == "__main__":
    print(f"{reading():.2f} s of CPU for a fixed piece of work")
