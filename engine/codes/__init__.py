"""The codes of laws the case format knows, and the law table of each code the engine rules on."""

from __future__ import annotations

from . import american_1890, club_1864, euchre_1888
from .table import LawTable

# Every code the case format names, with the words a referee knows it by.
KNOWN_CODES: dict[str, str] = {
    "club-1864": "the Club Code of 1864 (short whist)",
    "american-1890": "the Laws of American Whist, 1890",
    "euchre-1888": "the Laws of Euchre of the Somerset Club, 1888",
}

# Each code as a description citing a law of all three names it: "Law 74 of the Club Code, 8 of the American
# laws, 65 of euchre" (format/schema.py).
CITED_AS: dict[str, str] = {
    "club-1864": "the Club Code",
    "american-1890": "the American laws",
    "euchre-1888": "euchre",
}

TABLES: dict[str, LawTable] = {
    club_1864.CODE: club_1864.TABLE,
    american_1890.CODE: american_1890.TABLE,
    euchre_1888.CODE: euchre_1888.TABLE,
}

SUPPORTED_CODES: tuple[str, ...] = tuple(TABLES)
