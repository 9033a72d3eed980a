"""The game a query names, and the codes it scopes the answer to, by the one table of the codes' names
(laws/code_names.py)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from laws.code_names import GAMES, table

__all__ = ["GAMES", "Named", "named", "table"]


@dataclass(frozen=True)
class Named:
    """The codes the names in a query scope to, in the order named, and the text without the names."""

    codes: tuple[str, ...]
    rest: str
    names: tuple[str, ...] = ()


@lru_cache(maxsize=16)
def _pattern(codes: tuple[str, ...]) -> tuple[dict[str, tuple[str, ...]], re.Pattern[str] | None]:
    """The names of the codes and the expression finding them, made once for each set of codes."""
    names = table(codes)
    if not names:
        return names, None
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return names, re.compile(r"(?<![\w-])(" + alternatives + r")(?![\w-])", re.IGNORECASE)


def named(text: str, codes: Iterable[str]) -> Named:
    """The codes a text names ("euchre", "whist", "Portland"), and the text without their names."""
    names, pattern = _pattern(tuple(codes))
    if pattern is None:
        return Named((), text)
    found = [m.group(1) for m in pattern.finditer(text)]
    scoped = tuple(dict.fromkeys(c for name in found for c in names[name.lower()]))
    return Named(scoped, pattern.sub(" ", text), tuple(found))
