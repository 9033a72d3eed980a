"""Cards and suits: parsing a card as a referee writes it, naming it as a ruling writes it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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
_RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_WORDS = {11: "knave", 12: "queen", 13: "king", 14: "ace"}
_RANKS_BY_NAME = {"J": JACK, "Q": QUEEN, "K": KING, "A": ACE, "T": 10}


class CardSyntaxError(ValueError):
    """Text that does not name a card; the message says why in a referee's words."""


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A card of the pack: a rank and a suit, compared by value (ordered by rank, then suit)."""

    rank: int
    suit: Suit

    def __str__(self) -> str:
        """The card as the case format writes it: "10S", "QH"."""
        return _RANK_NAMES.get(self.rank, str(self.rank)) + self.suit  # a StrEnum is its letter: no `.value` lookup

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


def named_card(text: str) -> Card | None:
    """The card of the whist pack the text names exactly as the format writes it ("10S", "QH"), or None."""
    return _BY_NAME.get(text)


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


HONOUR_RANKS = (ACE, KING, QUEEN, JACK)
_BY_NAME = {str(card): card for card in pack()}  # "10S", "QH": each card by the name the format gives it
