"""One card, one place: a card given in a hand, turned as trump, played or shown belongs to one seat; each
card placed twice is an error naming both places."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import Card
from .events import CardMixedWithTrick, Correct, Event, Expose, Play, TrumpCard
from .seats import Seat

if TYPE_CHECKING:
    from .case import Hand


def check_places(
    error: Callable[[str, str], None],
    dealer: Seat,
    trump: Card,
    hands: dict[Seat, Hand],
    events: list[Event | None],
    trump_card_in_hand: bool = True,
) -> None:
    """One card, one place: a card given in a hand, turned as trump, played or shown belongs to one seat."""
    places = _Places(error, hands)
    places.hands()
    places.trump(dealer, trump, trump_card_in_hand)
    places.events(dealer, events)


@dataclass
class _Places:
    """Each card's seat, and where the case puts a card it does not give in a hand; the path of a card given in a
    hand is found only when a message needs it."""

    error: Callable[[str, str], None]
    given: dict[Seat, Hand]
    owner: dict[Card, Seat] = field(default_factory=dict)
    placed: dict[Card, str] = field(default_factory=dict)

    def path_of(self, card: Card) -> str:
        where = self.placed.get(card)
        if where is not None:
            return where
        hand = self.given[self.owner[card]]
        return f"{_hand_path(self.owner[card], hand)}.{hand.cards.index(card)}"

    def place(self, card: Card, seat: Seat, path: str, where: str) -> None:
        held = self.owner.get(card)
        if held is None:
            hand = self.given.get(seat)
            if hand is not None and hand.whole and card not in hand.cards and not path.startswith("hands"):
                self.error(path, f"{card} is {where}, but it is not in the hand of {seat} as dealt (hands.{seat}).")
            self.owner[card] = seat
            self.placed[card] = path
        elif held is not seat:
            self.error(path, f"{card} is in two places: {where}, and with {held} ({self.path_of(card)}).")

    def hands(self) -> None:
        for seat, hand in self.given.items():
            cards = hand.cards
            if len(set(cards)) == len(cards) and self.owner.keys().isdisjoint(cards):
                self.owner.update(dict.fromkeys(cards, seat))  # the commonest case, each card given once only
                continue
            prefix = _hand_path(seat, hand)
            seen: set[Card] = set()
            for i, card in enumerate(cards):
                if card in seen:
                    self.error(f"{prefix}.{i}", f"{card} is given twice in the hand of {seat}.")
                seen.add(card)
                self.place(card, seat, f"{prefix}.{i}", f"in the hand of {seat}")

    def trump(self, dealer: Seat, trump: Card, trump_card_in_hand: bool) -> None:
        dealer_hand = self.given.get(dealer)
        turned_down = dealer_hand is not None and dealer_hand.whole and trump not in dealer_hand.cards
        if turned_down and not trump_card_in_hand:
            # Euchre: the turn-up was turned down (or taken up and discarded); no other hand may hold it.
            held = self.owner.get(trump)
            if held is not None:
                self.error(
                    self.path_of(trump), f"{trump} is in two places: in the hand of {held}, and turned up (trump)."
                )
            self.owner[trump], self.placed[trump] = dealer, "trump"
        elif turned_down:
            self.error(
                "trump",
                f"The trump card {trump} belongs to the dealer's hand, but it is not in the hand of {dealer} as given.",
            )
        else:
            self.place(trump, dealer, "trump", f"the trump card turned up by the dealer {dealer}")

    def events(self, dealer: Seat, events: list[Event | None]) -> None:
        for i, event in enumerate(events):
            kind = type(event)
            if kind is Play or kind is Correct:
                assert isinstance(event, Play | Correct)
                card, seat = event.card, event.seat
                if self.owner.get(card) is seat:
                    continue  # the card given in his hand, played by him: the commonest case, and nothing to say
                self.place(card, seat, f"events.{i}.card", f"played by {seat} at event {i}")
            elif isinstance(event, Expose):
                for j, card in enumerate(event.cards):
                    self.place(card, event.seat, f"events.{i}.cards.{j}", f"exposed by {event.seat} at event {i}")
            elif isinstance(event, CardMixedWithTrick) and event.card is not None:
                where = f"mixed with a trick by {event.seat} at event {i}"
                self.place(event.card, event.seat, f"events.{i}.card", where)
            elif isinstance(event, TrumpCard) and event.card is not None:
                self.place(event.card, dealer, f"events.{i}.card", f"shown by the dealer {dealer} at event {i}")


def _hand_path(seat: Seat, hand: Hand) -> str:
    return f"hands.{seat}" if hand.whole else f"hands.{seat}.known"
