"""Reading a case's document: each problem collected with its dotted path and a referee's words for it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import TypeVar

from ..codes.table import LawTable
from .cards import Card, CardSyntaxError, Suit, pack_names, parse_card, parse_suit
from .errors import CaseError, describe, event_of
from .seats import Seat, Side, parse_seat, parse_side
from .vocabulary import Kind

T = TypeVar("T")
_SEATS = {seat.value: seat for seat in Seat}
MISSING = object()  # a field the document does not give at all (null is given)


class Reader:
    """Walks the document, collecting every problem with its dotted path."""

    def __init__(self, lowest_rank: int, table: LawTable | None = None) -> None:
        self.errors: list[CaseError] = []
        self.lowest_rank = lowest_rank
        self.pack_names = pack_names(lowest_rank)  # the cards of the game's pack as the format writes them
        # The seats and the cards by the names the format writes: what nearly every field of a case holds.
        self.spellings: dict[Kind, Mapping[str, object]] = {Kind.SEAT: _SEATS, Kind.CARD: self.pack_names}
        self.table = table  # the code's words, where an error of the case cites one of its laws

    def error(self, path: str, message: str) -> None:
        self.errors.append(CaseError(event_of(path), path, message))

    def parsed(self, value: object, path: str, what: str, parse: Callable[[str], T], hint: str) -> T | None:
        if not isinstance(value, str):
            self.error(path, f"{what} must be written as text ({hint}), not {describe(value)}.")
            return None
        try:
            return parse(value)
        except (ValueError, KeyError) as exc:
            message = str(exc) if isinstance(exc, CardSyntaxError) else f'"{value}" is not {hint}'
            self.error(path, f"{what}: {message}.")
            return None

    def seat(self, value: object, path: str, what: str) -> Seat | None:
        return self.parsed(value, path, what, parse_seat, "a seat: N, E, S or W")

    def side(self, value: object, path: str, what: str) -> Side | None:
        return self.parsed(value, path, what, parse_side, "a side: NS or EW")

    def card(self, value: object, path: str, what: str) -> Card | None:
        return self.parsed(value, path, what, self._card_of, "a card, like 10S or QH")

    def _card_of(self, text: str) -> Card:
        return parse_card(text, self.lowest_rank)

    def suit(self, value: object, path: str, what: str) -> Suit | None:
        return self.parsed(value, path, what, parse_suit, "a suit: S, H, D or C")

    def count(self, value: object, path: str, what: str, low: int, high: int) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.error(path, f"{what} must be a whole number, not {describe(value)}.")
            return None
        if isinstance(value, float) and not value.is_integer():
            self.error(path, f"{what} must be a whole number, not {describe(value)}.")
            return None
        number = int(value)
        if not low <= number <= high:
            self.error(path, f"{what} must be from {low} to {high}, not {describe(number)}.")
            return None
        return number

    def choice(self, value: object, path: str, what: str, allowed: dict[str, StrEnum]) -> StrEnum | None:
        """The allowed value's member of its enum (a DealFact, a BidAction ...)."""
        if not isinstance(value, str) or value not in allowed:
            self.error(path, f"{what} is {describe(value)}; it must be one of: {', '.join(allowed)}.")
            return None
        return allowed[value]
