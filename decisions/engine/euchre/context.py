"""What every euchre ruler reads: the case, the law table, the hand replayed and what each seat held.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..context import Context
from ..seats import Seat
from .bowers import euchre_pack
from .hand import EuchreHand
from .knowledge import EuchreHoldings
from .table import EuchreTable


@dataclass(frozen=True)
class Euchre(Context):
    """The shared context, its table and hand typed as euchre's so the euchre rulers can read them."""

    table: EuchreTable
    state: EuchreHand
    holdings: EuchreHoldings


def cards_on_the_table(e: Euchre, seats: tuple[Seat, ...], event: int) -> tuple[Card, ...]:
    """The cards these seats lay on the table at `event`: those known in their hands, and, where a hand is
    not given whole, every card the case does not place elsewhere."""
    known: set[Card] = set()
    for seat in seats:
        known |= e.holdings.held_at(seat, event)
    if any(e.case.hands.get(s) is None or not e.case.hands[s].whole for s in seats):
        elsewhere = {c for s, held in e.holdings.dealt.items() if s not in seats for c in held}
        gone = {p.card for p in e.state.plays if p.event < event and p.stands}
        if e.state.making.round == 2:
            gone.add(e.case.trump)  # turned down: out of play
        if e.state.discarded_card is not None:
            gone.add(e.state.discarded_card)
        known |= {c for c in euchre_pack() if c not in elsewhere and c not in gone}
    return tuple(sorted(known, key=lambda c: (c.suit.value, c.rank)))
