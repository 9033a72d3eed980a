"""The deal as a casebook prints it: the four hands round the table, each by suit, highest card first.

A saved case knows some hands whole, some only in the cards seen; a seat of which nothing is known is
printed as such. Cards the engine cannot read are printed as written, after the suits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# The case format writes a card as rank then suit ("10S", "QH"); the site reads only the engine's public API
# (tests/engine/test_import_contract.py), which keeps its card reader to itself, so the book reads them here.
SUIT_ORDER = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_PLURALS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {14: "A", 13: "K", 12: "Q", 11: "J"}
RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, **{str(n): n for n in range(2, 11)}}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


@dataclass(frozen=True)
class SuitHolding:
    suit: str  # "spades"
    symbol: str  # "♠"
    ranks: str  # "A Q 10 4", or "—" for a void in a hand known whole


@dataclass(frozen=True)
class Hand:
    seat: str  # "N"
    name: str  # "North"
    known: str  # "whole" | "partly" | "unknown"
    suits: tuple[SuitHolding, ...]
    unread: tuple[str, ...]  # cards written in a way the engine does not read


@dataclass(frozen=True)
class Deal:
    hands: dict[str, Hand]
    dealer: str
    trump: str


def _hand(seat: str, value: Any) -> Hand:
    if isinstance(value, list):
        cards, known = value, "whole"
    elif isinstance(value, dict) and value.get("known"):
        cards, known = value.get("known") or [], "partly"
    else:
        return Hand(seat, SEAT_NAMES[seat], "unknown", (), ())
    by_suit: dict[str, list[int]] = {suit: [] for suit in SUIT_ORDER}
    unread = []
    for text in cards:
        written = str(text).strip().upper()
        suit, rank = written[-1:], RANKS.get(written[:-1])
        if suit not in by_suit or rank is None:
            unread.append(str(text))
            continue
        by_suit[suit].append(rank)
    suits = tuple(
        SuitHolding(
            SUIT_PLURALS[suit],
            SUIT_SYMBOLS[suit],
            " ".join(RANK_NAMES.get(r, str(r)) for r in sorted(by_suit[suit], reverse=True))
            or ("—" if known == "whole" else ""),
        )
        for suit in SUIT_ORDER
        if by_suit[suit] or known == "whole"
    )
    return Hand(seat, SEAT_NAMES[seat], known, suits, tuple(unread))


def deal_of(case: dict[str, Any]) -> Deal:
    """The deal of a case in the shared case format."""
    hands = case.get("hands") if isinstance(case.get("hands"), dict) else {}
    return Deal(
        hands={seat: _hand(seat, hands.get(seat)) for seat in SEAT_NAMES},
        dealer=SEAT_NAMES.get(str(case.get("dealer") or ""), str(case.get("dealer") or "")),
        trump=str(case.get("trump") or ""),
    )
