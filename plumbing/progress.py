"""A progress bar for the management commands that read or write many rows (rebuild_index, backup, restore)."""

from __future__ import annotations

import time
from collections.abc import Callable


class ProgressBar:
    """`[#####.....]  120/334 documents` on one line, redrawn at most ten times a second."""

    def __init__(self, total: int, write: Callable[[str], None], width: int = 30, label: str = "documents") -> None:
        self.total, self.write, self.width, self.label = max(total, 1), write, width, label
        self.shown_at = 0.0

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and now - self.shown_at < 0.1:
            return
        self.shown_at = now
        filled = min(self.width, self.width * done // self.total)
        self.write(
            f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done:>{len(str(self.total))}}/{self.total} {self.label}"
        )

    def close(self) -> None:
        self.write("\n")
