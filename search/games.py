"""The game a query names, and the codes it scopes the answer to: one table.

"whist" is the Club Code and the American laws; "short whist", "the Club Code" and the clubs that adopted
it (Arlington, Portland) are the Club Code (corpus/codes/club-1864.txt: "adopted by the Arlington and
Portland Clubs"); "American" the American laws; "euchre" and the Somerset Club that adopted its laws
(corpus/codes/euchre-1888.txt) are euchre. A code is also named by its slug ("club-1864").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

CLUB, AMERICAN, EUCHRE = "club-1864", "american-1890", "euchre-1888"

# The names a reader gives a game or a code, and the codes each scopes to. The longest name is read first
# ("short whist" before "whist").
GAMES: dict[str, tuple[str, ...]] = {
    "whist": (CLUB, AMERICAN),
    "short whist": (CLUB,),
    "club code": (CLUB,),
    "the club code": (CLUB,),
    "club": (CLUB,),
    "arlington": (CLUB,),
    "portland": (CLUB,),
    "american": (AMERICAN,),
    "american whist": (AMERICAN,),
    "american laws": (AMERICAN,),
    "euchre": (EUCHRE,),
    "somerset": (EUCHRE,),
}


@dataclass(frozen=True)
class Named:
    """The codes the names in a query scope to, in the order named, and the text without the names."""

    codes: tuple[str, ...]
    rest: str
    names: tuple[str, ...] = ()


def table(codes: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """The names of the codes that exist: the table's, and each code's slug."""
    known = list(codes)
    names = {name: tuple(c for c in scoped if c in known) for name, scoped in GAMES.items()}
    names.update({c.lower(): (c,) for c in known})
    return {name: scoped for name, scoped in names.items() if scoped}


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
