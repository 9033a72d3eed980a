"""Input the engine cannot understand: each problem names its event and the dotted path into the case."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .vocabulary import MAX_ERRORS


@dataclass(frozen=True)
class CaseError:
    event: int | None
    field: str
    message: str

    def to_json(self) -> dict[str, object]:
        return {"event": self.event, "field": self.field, "message": self.message}


class InvalidCase(ValueError):
    """Raised with every problem found, never just the first, so the referee can fix them all at once."""

    def __init__(self, errors: list[CaseError]) -> None:
        super().__init__("; ".join(f"{e.field or 'case'}: {e.message}" for e in errors))
        self.errors = errors


_EVENT_PATH = re.compile(r"events\.(\d+)(?:\.|$)")


def event_of(path: str) -> int | None:
    """The event number in a path like 'events.3.card'."""
    found = _EVENT_PATH.match(path)
    return int(found.group(1)) if found else None


def describe(value: object) -> str:
    """A short, safe rendering of a JSON value for an error message (never a huge or nested repr)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        text = value if len(value) <= 40 else value[:37] + "..."
        return f'"{text}"'
    if isinstance(value, int):
        return str(value) if abs(value) < 10**12 else "a very large number"
    if isinstance(value, float):
        return repr(value) if abs(value) < 1e12 else "a very large number"
    if isinstance(value, list):
        return "a list" if value else "an empty list"  # "not a list" would deny what the referee sent
    if isinstance(value, dict):
        return "an object" if value else "an empty object"
    return "a value of an unknown kind"


def capped(errors: list[CaseError], limit: int = MAX_ERRORS) -> list[CaseError]:
    """At most `limit` errors; past that the last one says how many more were found (an extension)."""
    if len(errors) <= limit:
        return errors
    more = len(errors) - (limit - 1)
    return [*errors[: limit - 1], CaseError(None, "", f"... and {more} more problems were found, not listed here.")]
