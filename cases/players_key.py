"""The players' key to one saved ruling: a link (`/ruling/<key>`) that opens that ruling alone to whoever holds it.

A case is saved private by default, and its short address (/r/<code>, seven letters, about 32 bits) is for those
who may read the case: too few letters to be the key to a private case. The key is 128 random bits, in the
letters and digits of a web address (22 of them), carried by the QR code on the ruling page and the slip. The
referee revokes it (the link then answers 404, as a case that does not exist) or draws a new one.

It is kept as it is, not hashed as the API tokens are: every slip printed prints it again, and whoever can read
the database reads the ruling itself.
"""

from __future__ import annotations

import secrets
import string

BITS = 128
LENGTH = 22  # secrets.token_urlsafe(16): 16 random bytes in base64 without its padding
LETTERS = frozenset(string.ascii_letters + string.digits + "-_")


def new_players_key() -> str:
    return secrets.token_urlsafe(BITS // 8)


def is_players_key(text: str) -> bool:
    return len(text) == LENGTH and set(text) <= LETTERS
