"""The `source:` field: seed file, line range and printed page."""

from __future__ import annotations

import re
from dataclasses import dataclass

SOURCE_RE = re.compile(r"^(?P<seed>\S+) lines (?P<start>\d+)-(?P<end>\d+)(?: page (?P<page>\S+))?$")


@dataclass(frozen=True)
class SourceRef:
    seed: str
    line_start: int
    line_end: int
    page: str = ""

    def __str__(self) -> str:
        page = f" page {self.page}" if self.page else ""
        return f"{self.seed} lines {self.line_start}-{self.line_end}{page}"


def parse_source(value: str) -> SourceRef:
    m = SOURCE_RE.match(value)
    if not m:
        raise ValueError(f"source {value!r} is not 'SEED lines A-B' with an optional ' page N'")
    start, end = int(m["start"]), int(m["end"])
    if end < start:
        raise ValueError(f"source {value!r}: the line range ends before it starts")
    return SourceRef(m["seed"], start, end, m["page"] or "")
