"""The names a reader gives a game or a code, and the codes each names: one table, for the search on the server
(search/games.py) and the laws kept on a phone (offline/library.py).

"whist" is the Club Code and the American laws; "short whist", "the Club Code" and the clubs that adopted
it (Arlington, Portland) are the Club Code (corpus/codes/club-1864.txt: "adopted by the Arlington and
Portland Clubs"); "American" the American laws; "euchre" and the Somerset Club that adopted its laws
(corpus/codes/euchre-1888.txt) are euchre. A code is also named by its slug ("club-1864").
"""

from __future__ import annotations

from collections.abc import Iterable

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


def table(codes: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """The names of the codes that exist: the table's, and each code's slug."""
    known = list(codes)
    names = {name: tuple(c for c in scoped if c in known) for name, scoped in GAMES.items()}
    names.update({c.lower(): (c,) for c in known})
    return {name: scoped for name, scoped in names.items() if scoped}
