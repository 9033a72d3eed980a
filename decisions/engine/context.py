"""What every ruler reads: the case, its law table, the replayed hand and what each seat is known to hold."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .case import Case
from .codes.table import LawTable
from .knowledge import Holdings
from .seats import Seat, Side
from .state import HandState, PlayRecord, TrickRecord


@dataclass(frozen=True)
class Context:
    case: Case
    table: LawTable
    state: HandState
    holdings: Holdings

    @property
    def end(self) -> int:
        """An event number after every event of the case."""
        return len(self.case.events)

    def leads_by(self, side: Side, after: int) -> list[PlayRecord]:
        """Leads by either player of `side` after an event, in order (hasty leads taken back excluded)."""
        return [
            p
            for p in self.state.plays
            if p.led is None and p.seat.side is side and p.event > after and p.withdrawn_how != "hurried_lead"
        ]

    def next_play_of(self, seat: Seat, after: int, trick: TrickRecord | None = None) -> PlayRecord | None:
        plays = [
            p
            for p in self.state.plays
            if p.seat is seat and p.event > after and (trick is None or p.trick is trick)
        ]
        return min(plays, key=lambda p: p.event) if plays else None

    def played_after(self, card: Card, after: int) -> PlayRecord | None:
        plays = [p for p in self.state.plays if p.card == card and p.event > after]
        return min(plays, key=lambda p: p.event) if plays else None
