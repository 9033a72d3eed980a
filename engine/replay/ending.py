"""How the hand ended, as the replay keeps it: the cards thrown down, the hand over, the cut and the trump card
of the following deal. After these no card can be played in this hand."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..format.events import CutNext, ThrowDown
from ..format.seats import Seat, Tally
from .sealed import Sealed


@dataclass(eq=False)
class Ending(Sealed):
    throw_downs: tuple[tuple[int, ThrowDown], ...] = ()
    _thrown: set[Seat] = field(default_factory=set)  # seats whose cards were thrown down
    abandoned_at: int | None = None  # all four threw their cards down (Club Code 59)
    cut_at: int | None = None
    cut_unpresented_by: Seat | None = None
    next_trump_at: int | None = None
    over_at: int | None = None
    hand_over: tuple[int, Tally] | None = None

    @property
    def thrown_seats(self) -> frozenset[Seat]:
        """The seats whose cards were thrown down, at one time or another."""
        return frozenset(self._thrown)

    @property
    def finished(self) -> bool:
        """The hand was played out: all its tricks, or a hand_over."""
        return self.over_at is not None

    def throw_down(self, index: int, event: ThrowDown) -> None:
        self.throw_downs += ((index, event),)
        self._thrown.update(event.seats)
        if len(self._thrown) == 4 and self.abandoned_at is None:
            self.abandoned_at = index  # the hands are abandoned; no one can take up his cards again (59)

    def cut_next(self, index: int, event: CutNext) -> None:
        if self.cut_at is None and not event.presented and event.seat is not None:
            self.cut_unpresented_by = event.seat  # McIntosh under 78: the dealer may still claim a revoke
        self.cut_at = index if self.cut_at is None else self.cut_at

    def next_trump_turned(self, index: int) -> None:
        self.next_trump_at = index if self.next_trump_at is None else self.next_trump_at
        self.cut_at = index if self.cut_at is None else self.cut_at  # the pack was cut before the deal

    def why_closed(self, index: int) -> str | None:
        """Why no card can be played at this event (the cut, the hand over, the hands abandoned), or None."""
        if self.cut_at is not None:
            return (
                f"Event {index}: the cards were cut for the following deal at event {self.cut_at}; no card"
                " can be played in this hand after that."
            )
        if self.over_at is not None:
            return f"Event {index}: the hand was over at event {self.over_at}; no card can be played after it."
        if self.abandoned_at is not None:
            return (
                f"Event {index}: all four players threw their cards down at event {self.abandoned_at}; the"
                " hands were abandoned, and no card can be played after that."
            )
        return None
