"""What every ruler reads: the case, its law table, the replayed hand and what each seat is known to hold.

One context serves every code. A code with more to its hand (euchre's making and lone hand) names its own
table, hand and holdings as the type parameters of `Ruled`, in a subclass that adds no behaviour, so its own
rulers can read them; `Context` is the context of the whist codes, and every ruler's parameter.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Final, Generic, TypeVar

from ..codes.table import LawTable
from ..format.cards import Card, pack
from ..format.case import Case
from ..format.seats import Seat, Side, Tally
from ..format.tricks import CardOrder
from . import HandState
from .knowledge import Holdings
from .records import PlayRecord, TrickRecord, Withdrawn

_SIDE_WORDS = {side: side.words for side in Side}  # "N and S", composed once

# Read-only (Final), so a euchre context is a context (covariant).
TableT = TypeVar("TableT", bound=LawTable, covariant=True)
StateT = TypeVar("StateT", bound=HandState, covariant=True)
HoldingsT = TypeVar("HoldingsT", bound=Holdings, covariant=True)


class Ruled(Generic[TableT, StateT, HoldingsT]):
    def __init__(self, case: Case, table: TableT, state: StateT, holdings: HoldingsT) -> None:
        self.case: Final = case
        self.table: Final[TableT] = table
        self.state: Final[StateT] = state
        self.holdings: Final[HoldingsT] = holdings
        # Made once, the replay being over: what several rulers ask of the hand.
        self._leads: dict[Side, list[PlayRecord]] = {Side.NS: [], Side.EW: []}
        for play in state.played.plays:
            if play.led is None:
                self._leads[play.seat.side].append(play)
        suit = state.order.suit
        self._renounces = [p for p in state.played.plays if p.led is not None and suit(p.card) is not p.led]
        self._tricks_won = state.tricks_won()

    @property
    def end(self) -> int:
        """An event number after every event of the case."""
        return len(self.case.events)

    @property
    def order(self) -> CardOrder:
        """Which suit a card belongs to and which card wins (euchre: the bowers)."""
        return self.state.order

    @property
    def lone(self) -> Seat | None:
        """The player playing alone, while he plays alone (euchre); None at whist."""
        return self.state.lone

    @property
    def out(self) -> Seat | None:
        """The lone player's partner, out of the play."""
        return self.state.out

    def words(self, side: Side) -> str:
        """The side that chooses, in a referee's words: against a lone hand the lone player alone chooses,
        his partner being out of the play (euchre 101, 105)."""
        if self.lone is not None and side is self.lone.side:
            return f"{self.lone} (playing alone)"
        return _SIDE_WORDS[side]

    def cards_on_the_table(self, seats: tuple[Seat, ...], event: int) -> tuple[Card, ...]:
        """The cards these seats lay on the table at `event` (euchre 105): those known in their hands, and,
        where a hand is not given whole, every card of the pack the case does not place elsewhere."""
        known: set[Card] = set()
        for seat in seats:
            known |= self.holdings.held_at(seat, event)
        if any(self.case.hands.get(s) is None or not self.case.hands[s].whole for s in seats):
            elsewhere = {c for s, held in self.holdings.dealt.items() if s not in seats for c in held}
            gone = {p.card for p in self.state.played.plays if p.event < event and p.stands} | self.state.out_of_play()
            known |= {c for c in pack(self.table.lowest_rank) if c not in elsewhere and c not in gone}
        return tuple(sorted(known, key=lambda c: (c.suit.value, c.rank)))

    def leads_by(self, side: Side, after: int) -> list[PlayRecord]:
        """Leads by either player of `side` after an event, in order (hasty leads taken back excluded)."""
        leads = self._leads[side]  # in the order of events: search, do not rescan every play
        return [p for p in leads[bisect_right(leads, after, key=_event) :] if p.withdrawn_how != Withdrawn.HURRIED_LEAD]

    def tricks_won(self) -> Tally:
        """The tricks each side won in play (or as the hand_over records them)."""
        return self._tricks_won

    def renounces(self) -> list[PlayRecord]:
        """The cards played to a trick not of the suit led, in order: the only plays a revoke can be; the revoke's
        questions about what a hand held are asked of these alone."""
        return self._renounces

    def next_play_of(self, seat: Seat, after: int, trick: TrickRecord | None = None) -> PlayRecord | None:
        plays = self.state.played.plays_of_seat(seat)  # in the order of events: search, do not rescan
        for i in range(bisect_right(plays, after, key=_event), len(plays)):
            if trick is None or plays[i].trick is trick:
                return plays[i]
        return None

    def played_after(self, card: Card, after: int) -> PlayRecord | None:
        plays = self.state.played.plays_of_card(card)
        i = bisect_right(plays, after, key=_event)
        return plays[i] if i < len(plays) else None


Context = Ruled[LawTable, HandState, Holdings]


def _event(play: PlayRecord) -> int:
    return play.event
