"""Cards and suits: parsing a card as a referee writes it, naming it as a ruling writes it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, total_ordering
from types import MappingProxyType


class Suit(StrEnum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def noun(self) -> str:
        """The suit in words, singular: 'a spade', 'the spade suit'."""
        return _SUIT_NOUNS[self]

    @property
    def plural(self) -> str:
        return _SUIT_NOUNS[self] + "s"


_SUIT_NOUNS = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}
_SUIT_SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}

JACK, QUEEN, KING, ACE = 11, 12, 13, 14
_CARDS: dict[tuple[int, Suit], Card] = {}  # each card made, by its rank and suit: the one Card of that card
_RANK_NAMES = {**{rank: str(rank) for rank in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_WORDS = {11: "knave", 12: "queen", 13: "king", 14: "ace"}
_RANKS_BY_NAME = {"J": JACK, "Q": QUEEN, "K": KING, "A": ACE, "T": 10}


class CardSyntaxError(ValueError):
    """Text that does not name a card; the message says why in a referee's words."""


@total_ordering
@dataclass(frozen=True, eq=False, slots=True)
class Card:
    """A card of the pack: a rank and a suit, ordered by rank, then suit.

    There is one Card for each card: Card(rank, suit) is the same object however and wherever the card was made
    (a copy and a pickle too), so that two cards are equal when they are the same object, and a card hashes as
    any object does, at no cost; a ruling looks cards up in its sets and dicts some hundreds of times."""

    rank: int
    suit: Suit

    def __new__(cls, rank: int, suit: Suit) -> Card:
        card = _CARDS.get((rank, suit))
        if card is None:  # a card not made before (the pack is made on import): made once, even by two threads
            card = _CARDS.setdefault((rank, suit), object.__new__(cls))
        return card

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit]]:
        return Card, (self.rank, self.suit)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) < (other.rank, other.suit)

    def __str__(self) -> str:
        """The card as the case format writes it: "10S", "QH"."""
        # Each rank's name made once; a StrEnum is its letter, with no `.value` lookup.
        return (_RANK_NAMES.get(self.rank) or str(self.rank)) + self.suit

    @property
    def words(self) -> str:
        """'the queen of diamonds', for summaries read out at the table."""
        rank = _RANK_WORDS.get(self.rank, str(self.rank))
        return f"the {rank} of {self.suit.plural}"


def parse_suit(text: str) -> Suit:
    """A suit written as a letter (S H D C, any case) or a symbol (♠ ♥ ♦ ♣)."""
    value = text.strip()
    if value in _SUIT_SYMBOLS:
        return _SUIT_SYMBOLS[value]
    try:
        if not value.isascii():  # "ſ".upper() is "S": only the letters the case format lists
            raise ValueError(value)
        return Suit(value.upper())
    except ValueError:
        raise CardSyntaxError(f'"{text}" is not a suit; write S, H, D or C (or ♠ ♥ ♦ ♣)') from None


def parse_card(text: str, lowest_rank: int = 2) -> Card:
    """A card written rank then suit ('10S', 'tS', 'Q♦'); lowest_rank is 7 for the euchre pack."""
    card = _BY_NAME.get(text) or _read_card(text)
    if card.rank < lowest_rank:
        raise CardSyntaxError(f'"{text}" is not in the pack of this game, which runs from the {lowest_rank} up')
    return card


def _read_card(text: str) -> Card:
    """A card written otherwise than the pack names it (" qh", "T♠")."""
    value = text.strip()
    if len(value) < 2:
        raise CardSyntaxError(f'"{text}" is not a card; write the rank then the suit, like 10S or QH')
    rank_text, suit_text = value[:-1].upper(), value[-1]
    try:
        suit = parse_suit(suit_text)
    except CardSyntaxError:
        raise CardSyntaxError(
            f'"{text}" is not a card: "{suit_text}" is not a suit; write the rank then the suit, like 10S or QH'
        ) from None
    rank = _RANKS_BY_NAME.get(rank_text) if rank_text.isascii() else None
    if rank is None and rank_text.isascii() and rank_text.isdigit() and not rank_text.startswith("0"):
        rank = int(rank_text) if 2 <= int(rank_text) <= 10 else None
    if rank is None:
        raise CardSyntaxError(
            f'"{text}" is not a card: "{rank_text}" is not a rank; ranks are 2 to 10 (or T), J, Q, K and A'
        )
    return Card(rank, suit)


def pack(lowest_rank: int = 2) -> tuple[Card, ...]:
    """The whist pack of 52 cards, or the euchre pack of 32 with lowest_rank=7."""
    return tuple(Card(rank, suit) for suit in Suit for rank in range(lowest_rank, ACE + 1))


@cache
def pack_names(lowest_rank: int = 2) -> Mapping[str, Card]:
    """Each card of the pack by the name the format gives it ("10S", "QH"): what nearly every case writes."""
    return MappingProxyType({str(card): card for card in pack(lowest_rank)})


HONOUR_RANKS = (ACE, KING, QUEEN, JACK)
_BY_NAME = pack_names()
