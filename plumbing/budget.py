"""A hard budget of CPU time on one piece of work, enforced where the work runs.

Checks made before the work (lengths, nesting) bound what they foresee; the budget bounds what they do not.
On the main thread (gunicorn's synchronous workers, management commands) a profiling timer (SIGPROF)
interrupts the work wherever it is, a regular expression included: CPython's regular expression engine checks
for signals as it matches. The timer counts the CPU time of the whole process; the budget is the work's own, so
each signal reads the thread's CPU clock and lets the work go on while it is within its budget (a background
thread of the same process, a search index rebuilt after a save, is not the work's cost). On another thread (the development server, the browser
tests' live server) signals cannot be set, so a profile hook reads the thread's own CPU clock at each call
and return of Python code; a single call of C code is not interrupted there.
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any


class OverBudget(BaseException):
    """The work took more CPU time than its budget allowed.

    A BaseException, as KeyboardInterrupt is: it is raised wherever the work happens to be, and a library's own
    `except Exception` there (Python-Markdown has several) would otherwise take it for its own failure and go on.
    The code that sets a budget catches it by name."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"more than {seconds:g} s of CPU")
        self.seconds = seconds


@contextmanager
def cpu_budget(seconds: float) -> Iterator[None]:
    """Raise OverBudget inside the block once it has used `seconds` of CPU time."""
    if threading.current_thread() is threading.main_thread():
        with _profiling_timer(seconds):
            yield
    else:
        with _profile_hook(seconds):
            yield


REPEAT_S = 0.01


@contextmanager
def _profiling_timer(seconds: float) -> Iterator[None]:
    outer_left, _ = signal.getitimer(signal.ITIMER_PROF)
    outer_handler = signal.getsignal(signal.SIGPROF)
    allowed = min(seconds, outer_left) if outer_left > 0 else seconds

    started = time.process_time()
    deadline = time.thread_time() + allowed

    def over(signum: int, frame: FrameType | None) -> None:
        if time.thread_time() >= deadline:
            raise OverBudget(seconds if allowed == seconds else allowed)

    signal.signal(signal.SIGPROF, over)
    # The process's CPU time is never less than the thread's, so the first signal never comes early. Again every
    # REPEAT_S after it: until the work has used its own budget, and should a bare `except:` in the work swallow
    # the exception, the next one comes.
    signal.setitimer(signal.ITIMER_PROF, allowed, REPEAT_S)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, outer_handler)
        if outer_left > 0:
            # An enclosing budget goes on counting what this one used (at least a microsecond is left to it).
            signal.setitimer(signal.ITIMER_PROF, max(outer_left - (time.process_time() - started), 1e-6), REPEAT_S)


@contextmanager
def _profile_hook(seconds: float) -> Iterator[None]:
    deadline = time.thread_time() + seconds
    outer = sys.getprofile()

    def check(frame: FrameType, event: str, arg: Any) -> None:
        if time.thread_time() > deadline:
            sys.setprofile(outer)
            raise OverBudget(seconds)

    sys.setprofile(check)
    try:
        yield
    finally:
        sys.setprofile(outer)
