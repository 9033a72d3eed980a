"""The short address of a saved case, `/r/<code>`: a few letters a player can type or scan from the slip.

The letters are drawn at random (not counted up), so the address of one case does not lead to the next; a
private case's short address still answers only those who may read the case. Letters that are mistaken for
one another when read off paper (i, l, o) are left out, and the address is read in either case.
"""

from __future__ import annotations

import secrets

ALPHABET = "abcdefghjkmnpqrstuvwxyz"  # 23 letters: no i, l or o
LENGTH = 7  # 23**7, about 3.4 thousand million addresses


def new_short_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def is_short_code(text: str) -> bool:
    return len(text) == LENGTH and all(letter in ALPHABET for letter in text)
