"""Which card wins a trick: the highest trump, else the highest card of the suit led."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Suit


def beats(card: Card, best: Card, trump: Suit) -> bool:
    """Whether `card` beats `best`, the card winning the trick so far."""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump


def winning_index(cards: Sequence[Card], trump: Suit) -> int:
    """The position of the winning card; cards[0] is the lead."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def could_win(holding: Sequence[Card], on_table: Sequence[Card], trump: Suit) -> list[Card]:
    """The cards of `holding` a player may lawfully play that would win the trick at the moment he plays."""
    if not on_table:
        return list(holding)
    led = on_table[0].suit
    following = [c for c in holding if c.suit is led]
    lawful = following or list(holding)
    best = on_table[winning_index(on_table, trump)]
    return [c for c in lawful if beats(c, best, trump)]


class CardOrder:
    """Which suit a card belongs to and how it ranks in it: whist's order as printed, the trump above the rest.

    A game with another order (euchre's bowers) overrides `suit` and `rank`; the replay asks its order
    which card wins a trick and which suit was led.
    """

    def __init__(self, trump: Suit) -> None:
        self.trump = trump

    def suit(self, card: Card) -> Suit:
        return card.suit

    def rank(self, card: Card) -> int:
        return card.rank

    def beats(self, card: Card, best: Card) -> bool:
        """Whether `card` beats `best`, the card winning the trick so far."""
        if self.suit(card) is self.suit(best):
            return self.rank(card) > self.rank(best)
        return self.suit(card) is self.trump

    def winning_index(self, cards: Sequence[Card]) -> int:
        """The position of the winning card; cards[0] is the lead.

        The highest trump wins, else the highest card of the suit led: each card is reckoned once, a trump
        above every card of the suit led and a card of neither suit below both (as `beats` has it)."""
        trump, led = self.trump, self.suit(cards[0])
        best, top = 0, -1
        for i, card in enumerate(cards):
            suit = self.suit(card)
            if suit is trump:
                score = 100 + self.rank(card)
            elif suit is led:
                score = self.rank(card)
            else:
                continue
            if score > top:
                best, top = i, score
        return best

    def of_suit(self, cards: set[Card] | list[Card], suit: Suit) -> list[Card]:
        """The cards of a suit as the game reckons it, highest first."""
        return sorted((c for c in cards if self.suit(c) is suit), key=self.rank, reverse=True)

    def name(self, card: Card) -> str:
        """A card in a referee's words."""
        return f"the {card}"

    def suit_name(self, suit: Suit) -> str:
        """A suit led, in a referee's words ("a diamond lead")."""
        return suit.noun


def lawful(holding: Sequence[Card], on_table: Sequence[Card]) -> list[Card]:
    """The cards a player may play without renouncing."""
    if not on_table:
        return list(holding)
    following = [c for c in holding if c.suit is on_table[0].suit]
    return following or list(holding)
