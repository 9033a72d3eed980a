"""What each seat is known to have held at euchre: the shared Holdings, with the turn-up where it belongs.

The turn-up is the dealer's only when it is made the trump (86); turned down, or discarded, it is out of
play. Suits are reckoned in the euchre order, so the left bower is known as a trump, not a card of its
printed suit.
"""

from __future__ import annotations

from ...format.case import Case
from ...replay.knowledge import Holdings
from .hand import EuchreHand


class EuchreHoldings(Holdings):
    def __init__(self, case: Case, state: EuchreHand) -> None:
        super().__init__(case, state)
        dealer, turn_up = case.dealer, case.trump
        hand = case.hands.get(dealer)
        given = hand is not None and turn_up in hand.cards
        shown = any(p.seat is dealer for p in state.played.plays_of_card(turn_up)) or any(
            turn_up in e.cards for e in state.incidents.exposures if e.seat is dealer
        )
        out_of_play = state.making.round == 2 or state.discarded_card == turn_up
        if (out_of_play or (hand is not None and hand.whole and not given)) and not shown:
            self.dealt[dealer].discard(turn_up)
