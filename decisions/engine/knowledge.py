"""What each seat is known to have held: the hands given, and every card it played or showed.

A card played proves it was in that hand from the deal (case format), so a later diamond proves an
earlier renounce of diamonds was a revoke. Knowledge is positive only: a card not known is not held.
"""

from __future__ import annotations

from collections import defaultdict

from .cards import Card, Suit
from .case import Case
from .seats import ROTATION, Seat
from .state import HandState, PlayRecord


class Holdings:
    def __init__(self, case: Case, state: HandState) -> None:
        self.order = state.order  # which suit a card belongs to (euchre: the left bower is a trump)
        self.dealt: dict[Seat, set[Card]] = {seat: set() for seat in ROTATION}
        self.source: dict[Card, str] = {}
        for seat, hand in case.hands.items():
            for card in hand.cards:
                self._know(seat, card, "his hand as given")
        self._know(case.dealer, case.trump, "the trump card turned up")
        self.records: dict[Card, list[PlayRecord]] = defaultdict(list)
        for record in state.plays:
            self.records[record.card].append(record)
            if record.card not in self.dealt[record.seat]:  # most were given in his hand: no words to compose
                self._know(record.seat, record.card, f"played by him at event {record.event}")
        for exposure in state.exposures:
            for card in exposure.cards:
                self._know(exposure.seat, card, f"exposed by him at event {exposure.event}")
        for extra in state.extra_cards:
            self._know(extra.seat, extra.card, f"put on the table by him at event {extra.event}")
        for index, mixed in state.mixed_with_tricks:
            if mixed.card is not None:  # Club 70: still his for any revoke it would have saved
                self._know(mixed.seat, mixed.card, f"his card mixed with a trick at event {index}")

    def _know(self, seat: Seat, card: Card, how: str) -> None:
        if card not in self.dealt[seat]:
            self.dealt[seat].add(card)
            self.source[card] = how

    def held_at(self, seat: Seat, event: int) -> set[Card]:
        """Cards known to be in the seat's hand just before `event` (an exposed card is still in the hand)."""
        return {card for card in self.dealt[seat] if self._in_hand(card, event)}

    def _in_hand(self, card: Card, event: int) -> bool:
        records = self.records.get(card)
        return records is None or not any(record.on_table_at(event) for record in records)

    def held_of_suit(self, seat: Seat, event: int, suit: Suit) -> list[Card]:
        """Cards of the suit, as the game reckons it, known in the seat's hand just before `event`."""
        # The suit first: a renounce asks about a few cards of one suit, not the whole hand.
        order = self.order
        return order.of_suit([c for c in self.dealt[seat] if order.suit(c) is suit and self._in_hand(c, event)], suit)

    def proof(self, card: Card) -> str:
        """How the case shows the card was in that hand, for the summary."""
        return self.source.get(card, "")

    def holders(self, cards: list[Card]) -> dict[Card, Seat]:
        return {card: seat for seat, held in self.dealt.items() for card in held if card in cards}
