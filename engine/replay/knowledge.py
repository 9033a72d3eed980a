"""What each seat is known to have held: the hands given, and every card it played or showed.

A card played proves it was in that hand from the deal (case format), so a later diamond proves an
earlier renounce of diamonds was a revoke. Knowledge is positive only: a card not known is not held.

The holdings are made for every ruling, and most hands have no revoke to prove: what each seat held
is gathered once, and the questions a renounce asks (the cards of one suit still in one hand) are
answered from it when asked, not prepared beforehand.
"""

from __future__ import annotations

from operator import attrgetter

from ..format.cards import Card, Suit
from ..format.case import Case
from ..format.seats import ROTATION, Seat
from . import HandState

_GIVEN = "his hand as given"
_card = attrgetter("card")
_SUITS = tuple(Suit)


class Holdings:
    def __init__(self, case: Case, state: HandState) -> None:
        self.order = state.order  # which suit a card belongs to (euchre: the left bower is a trump)
        self.state = state
        self.dealt: dict[Seat, set[Card]] = {seat: set() for seat in ROTATION}
        self.source: dict[Card, str] = {}
        self._suits: dict[tuple[Seat, Suit], list[Card]] | None = None  # made when a renounce first asks
        dealt, source = self.dealt, self.source
        for seat, hand in case.hands.items():
            dealt[seat].update(hand.cards)
            source.update(dict.fromkeys(hand.cards, _GIVEN))
        self._know(case.dealer, case.trump, "the trump card turned up")
        # Most hands are given whole: every card played was already known, and each seat is checked at once.
        if not all(dealt[seat].issuperset(map(_card, state.played.plays_of_seat(seat))) for seat in ROTATION):
            for record in state.played.plays:
                if record.card not in dealt[record.seat]:
                    self._know(record.seat, record.card, f"played by him at event {record.event}")
        for exposure in state.incidents.exposures:
            for card in exposure.cards:
                self._know(exposure.seat, card, f"exposed by him at event {exposure.event}")
        for extra in state.incidents.extra_cards:
            self._know(extra.seat, extra.card, f"put on the table by him at event {extra.event}")
        for index, mixed in state.incidents.mixed_with_tricks:
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
        for record in self.state.played.plays_of_card(card):  # the replay's own index: a card is played once or twice
            if record.on_table_at(event):
                return False
        return True

    def held_of_suit(self, seat: Seat, event: int, suit: Suit) -> list[Card]:
        """Cards of the suit, as the game reckons it, known in the seat's hand just before `event`."""
        # The suit first: a renounce asks about a few cards of one suit, not the whole hand.
        held = [c for c in self._of_suit(seat, suit) if self._in_hand(c, event)]
        return self.order.of_suit(held, suit) if held else held

    def _of_suit(self, seat: Seat, suit: Suit) -> list[Card]:
        """The cards of the suit known in the seat's hand at one time or another (sorted out when first asked,
        once the holdings are complete)."""
        if self._suits is None:
            self._suits = {}
        if (seat, suit) not in self._suits:  # the seat's cards sorted by suit, the first time he renounces
            suit_of = self.order.suit
            mine: dict[Suit, list[Card]] = {s: [] for s in _SUITS}
            for card in self.dealt[seat]:
                mine[suit_of(card)].append(card)
            for s, cards in mine.items():
                self._suits[seat, s] = cards
        return self._suits[seat, suit]

    def proof(self, card: Card) -> str:
        """How the case shows the card was in that hand, for the summary."""
        return self.source.get(card, "")

    def holders(self, cards: list[Card]) -> dict[Card, Seat]:
        """Who is known to hold each of these cards (cards compared as sets: a list's `in` compares one by one)."""
        wanted = set(cards)
        return {card: seat for seat, held in self.dealt.items() for card in held if card in wanted}
