"""The order of the cards at euchre: the right bower, the left bower, then ace, king, queen, ten, nine, eight, seven.

The left bower (the knave of the other suit of the trump's colour) belongs to the trump suit for every
purpose: it is led and followed as a trump, and it is not a card of its printed suit ("Technical Terms":
right bower, left bower).
"""

from __future__ import annotations

from ...format.cards import JACK, Card, Suit, pack
from ...format.tricks import CardOrder

LOWEST_RANK = 7  # the pack of 32 cards, seven to ace
RIGHT_RANK = 16  # above the ace (14)
LEFT_RANK = 15

_COLOUR_MATE = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}


def same_colour(suit: Suit) -> Suit:
    """The other suit of the same colour: "next" when the trump is turned down (Technical Terms)."""
    return _COLOUR_MATE[suit]


def right_bower(trump: Suit) -> Card:
    return Card(JACK, trump)


def left_bower(trump: Suit) -> Card:
    return Card(JACK, same_colour(trump))


def euchre_pack() -> tuple[Card, ...]:
    return pack(LOWEST_RANK)


class BowerOrder(CardOrder):
    """The trump suit with both bowers at its head; the left bower is no longer a card of its printed suit."""

    def __init__(self, trump: Suit) -> None:
        super().__init__(trump)
        self.right = right_bower(trump)
        self.left = left_bower(trump)

    def suit(self, card: Card) -> Suit:
        return self.trump if card == self.left else card.suit

    def rank(self, card: Card) -> int:
        if card == self.right:
            return RIGHT_RANK
        if card == self.left:
            return LEFT_RANK
        return card.rank

    def suit_name(self, suit: Suit) -> str:
        """Euchre says "a trump lead": the left bower belongs to it, whatever its printed suit."""
        return "trump" if suit is self.trump else suit.noun

    def name(self, card: Card) -> str:
        """A card in a referee's words, the bowers named as such."""
        if card == self.right:
            return f"the right bower ({card})"
        if card == self.left:
            return f"the left bower ({card})"
        return f"the {card}"
