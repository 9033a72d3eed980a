"""Whether a card played can still be taken back, or why it is too late (Club Code 73, 74; Clay's Cases 7 and 8):
the cards thrown down, the trick turned and quitted, the next trick begun, the hand over."""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from ..format.seats import Seat
from ..format.vocabulary import AskAnswer, AskQuestion
from .records import PlayRecord

if TYPE_CHECKING:
    from .play import TrickPlay


def _event_number(entry: tuple[int, object]) -> int:
    return entry[0]


def too_late_to_correct(state: TrickPlay, seat: Seat, last: PlayRecord) -> str | None:
    """Why the card can no longer be taken back, or None (Laws 73, 74; Clay's Cases 7 and 8)."""
    trick = last.trick
    played, end = state.played, state.end
    # Only what came after his card counts: start there (each correction looks at its own stretch).
    for i in range(bisect_right(end.throw_downs, last.event, key=_event_number), len(end.throw_downs)):
        at, throw = end.throw_downs[i]
        if seat in throw.seats or seat.partner in throw.seats:
            who = "he" if seat in throw.seats else "his partner"
            return f"{who} had thrown his cards down at event {at}, which as against him is an act of playing"
    if trick is played.current:
        return None
    if played.tricks and trick is played.tricks[-1] and played.current is None and end.over_at is None:
        owners = {trick.winner.side if trick.winner else seat.side, seat.side}
        # Only each side's first quitting can bar him: a question asked before it is asked before the rest.
        for quit_at, quitter in sorted(trick.first_quits[side] for side in owners if side in trick.first_quits):
            asked = _asked_between(state, seat, last.event, quit_at)
            if quitter.side in owners and not asked:
                return f"the trick had been turned and quitted by {quitter} at event {quit_at}"
        return None
    if end.over_at is not None and trick is played.tricks[-1]:
        return f"the hand was over at event {end.over_at}"
    return "cards had been played to the following trick"


def _asked_between(state: TrickPlay, seat: Seat, after: int, before: int) -> bool:
    """The partner asked him Law 74's question, or he asked what suit was led (McIntosh under Law 72)."""
    asks = state.spoken.asks
    for i in range(bisect_right(asks, after, key=_event_number), len(asks)):
        at, ask = asks[i]
        if at >= before:
            return False
        if (ask.seat is seat.partner and ask.to is seat and ask.answer != AskAnswer.NONE) or (
            ask.seat is seat and ask.question == AskQuestion.SUIT_LED
        ):
            return True
    return False
