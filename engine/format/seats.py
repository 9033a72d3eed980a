"""Seats at the table and the two sides: N and S against E and W; play goes to the left."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Seat(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def left(self) -> Seat:
        """The next seat to play or deal: N, E, S, W, N ..."""
        return _LEFT[self]

    @property
    def partner(self) -> Seat:
        return _PARTNER[self]

    @property
    def side(self) -> Side:
        return _SIDE[self]

    def after(self, other: Seat) -> int:
        """How many places to the left of `other` this seat sits: 0 for the same seat."""
        return (_PLACE[self] - _PLACE[other]) % 4


ROTATION = (Seat.N, Seat.E, Seat.S, Seat.W)
# Each seat's place, left hand and partner, as tables.
_PLACE = {seat: i for i, seat in enumerate(ROTATION)}
_LEFT = {seat: ROTATION[(i + 1) % 4] for i, seat in enumerate(ROTATION)}
_PARTNER = {seat: ROTATION[(i + 2) % 4] for i, seat in enumerate(ROTATION)}


class Side(StrEnum):
    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        return _OTHER[self]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return _SEATS_OF[self]

    @property
    def words(self) -> str:
        """'N and S', as a referee says it."""
        first, second = self.seats
        return f"{first} and {second}"


# The sides as the case format writes them.
SIDE_NAMES = frozenset(side.value for side in Side)


# The sides' seats and adversaries, as tables like the seats' above: naming an enum's member (Side.NS) is several
# times the cost of a lookup, and the rulers ask these of a side many times a ruling.
_SIDE = {Seat.N: Side.NS, Seat.S: Side.NS, Seat.E: Side.EW, Seat.W: Side.EW}
_SEATS_OF = {Side.NS: (Seat.N, Seat.S), Side.EW: (Seat.E, Seat.W)}
_OTHER = {Side.NS: Side.EW, Side.EW: Side.NS}
_SEATS = {seat.value: seat for seat in Seat}
_SIDES = {side.value: side for side in Side}


def eldest_hand(dealer: Seat) -> Seat:
    """The player on the dealer's left, who leads to the first trick."""
    return dealer.left


def parse_seat(text: str) -> Seat:
    """A seat as the format writes it, in either case ("N", "e"); KeyError for anything else ("ſ".upper() is "S",
    but not a seat)."""
    return _SEATS[text.strip().upper() if text.isascii() else text]


def parse_side(text: str) -> Side:
    """A side ("NS", "ew"); KeyError for anything else."""
    return _SIDES[text.strip().upper() if text.isascii() else text]


@dataclass(frozen=True)
class Tally:
    """A number for each side: points, tricks or games."""

    ns: int = 0
    ew: int = 0

    def of(self, side: Side) -> int:
        return self.ns if side is Side.NS else self.ew

    def with_(self, side: Side, value: int) -> Tally:
        return Tally(value, self.ew) if side is Side.NS else Tally(self.ns, value)

    def plus(self, side: Side, n: int) -> Tally:
        return self.with_(side, self.of(side) + n)

    def to_json(self) -> dict[str, int]:
        return {"NS": self.ns, "EW": self.ew}
