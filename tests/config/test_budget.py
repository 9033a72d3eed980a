"""The CPU budget (plumbing/budget.py) holds whatever the work does with the exception it raises."""

from __future__ import annotations

import hashlib
import threading
import time

import pytest

from plumbing.budget import OverBudget, cpu_budget

GIVE_UP_S = 5.0  # CPU seconds: far past the budget, so a budget that never fires fails the test, never hangs it


def _work_that_swallows_its_failures() -> None:
    """Busy work with a broad `except Exception` around every step, as Python-Markdown has in places."""
    clock = time.process_time if threading.current_thread() is threading.main_thread() else time.thread_time
    started = clock()
    while clock() - started < GIVE_UP_S:
        try:
            sum(range(10_000))
        except Exception:  # noqa: BLE001, S112 - the point of the test: work that goes on after any failure
            continue


def test_on_the_main_thread_the_budget_is_not_swallowed_by_the_work() -> None:
    with pytest.raises(OverBudget), cpu_budget(0.05):
        _work_that_swallows_its_failures()


def test_on_another_thread_the_budget_is_not_swallowed_by_the_work() -> None:
    raised: list[BaseException] = []

    def run() -> None:
        try:
            with cpu_budget(0.05):
                _work_that_swallows_its_failures()
        except OverBudget as exc:
            raised.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert raised and isinstance(raised[0], OverBudget)


def test_work_within_its_budget_is_left_alone() -> None:
    with cpu_budget(5.0):
        assert sum(range(1000)) == 499500


def test_on_the_main_thread_only_the_works_own_cpu_counts() -> None:
    # A thread beside the work (a search index rebuilt after a save) adds to the process's CPU time, never to the
    # work's: hashing a large buffer lets go of the interpreter's lock, so both use a core at once.
    done = threading.Event()

    def beside() -> None:
        block = b"x" * 20_000_000
        while not done.is_set():
            hashlib.sha256(block).digest()

    thread = threading.Thread(target=beside)
    thread.start()
    try:
        # Counted by the process's CPU time, this block overruns its budget (the thread beside it doubles it).
        with cpu_budget(0.4):
            started = time.thread_time()
            while time.thread_time() - started < 0.25:
                sum(range(10_000))
    finally:
        done.set()
        thread.join()
