"""What every ruler reads: the case, its law table, the replayed hand and what each seat is known to hold."""

from __future__ import annotations

from bisect import bisect_right
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
        plays = self.state.plays_of_seat(seat)  # in the order of events: search, do not rescan
        for i in range(bisect_right(plays, after, key=_event), len(plays)):
            if trick is None or plays[i].trick is trick:
                return plays[i]
        return None

    def played_after(self, card: Card, after: int) -> PlayRecord | None:
        plays = self.state.plays_of_card(card)
        i = bisect_right(plays, after, key=_event)
        return plays[i] if i < len(plays) else None


def _event(play: PlayRecord) -> int:
    return play.event
