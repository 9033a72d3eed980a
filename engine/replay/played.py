"""The play as the replay keeps it: the tricks, the trick in progress, every card played, and their indexes.

The indexes (by card, by seat) grow as each card is played, so no event rescans the plays before it; reading
them changes nothing (a card is played a few times at most, and few of a seat's cards are taken back).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..format.cards import Card
from ..format.seats import ROTATION, Seat
from .records import PlayRecord, TrickRecord
from .sealed import Sealed


def _seats() -> dict[Seat, list[PlayRecord]]:
    return {seat: [] for seat in ROTATION}  # the seats' tuple: iterating the enum itself is slower


@dataclass(eq=False)
class PlayLog(Sealed):
    next_leader: Seat  # who leads the next trick
    tricks: tuple[TrickRecord, ...] = ()  # the complete tricks, in order
    current: TrickRecord | None = None  # the trick in progress
    plays: tuple[PlayRecord, ...] = ()  # every card put to a trick, in the order of events
    _by_card: dict[Card, list[PlayRecord]] = field(default_factory=dict)
    _by_seat: dict[Seat, list[PlayRecord]] = field(default_factory=_seats)

    def add(self, record: PlayRecord) -> None:
        """A card put to a trick: kept in the order of events, and in the indexes by card and by seat."""
        self.plays += (record,)
        self._by_card.setdefault(record.card, []).append(record)
        self._by_seat[record.seat].append(record)

    def plays_of_card(self, card: Card) -> Sequence[PlayRecord]:
        """Every play of the card, taken back or not, in the order of events."""
        return self._by_card.get(card, ())

    def plays_of_seat(self, seat: Seat) -> Sequence[PlayRecord]:
        """Every play by the seat, taken back or not, in the order of events."""
        return self._by_seat[seat]

    def standing_plays(self) -> list[PlayRecord]:
        return [p for p in self.plays if p.stands]

    def last_standing_play(self, seat: Seat) -> PlayRecord | None:
        """The seat's last card played and not taken back."""
        return next((p for p in reversed(self._by_seat[seat]) if p.stands), None)

    def on_table(self, card: Card) -> PlayRecord | None:
        """The play of the card that stands, if it was played and not taken back: its last play, since a card is
        played again only once taken back (the replay refuses a card already on the table)."""
        plays = self._by_card.get(card)
        last = plays[-1] if plays else None
        return last if last is not None and last.stands else None
