"""What happened at the table, one frozen value per event of the case format (core and the project's own)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .cards import Card, Suit
from .seats import Seat, Side, Tally

CLAIM_KINDS = ("revoke", "honours", "game", "new_deal", "misdeal")
CALL_KINDS = ("card", "suit", "highest", "lowest", "win", "lose")
ASK_ANSWERS = ("none", "has")
DEAL_FACTS = (
    "card_exposed",
    "card_faced_in_pack",
    "two_cards_to_one_hand",
    "dealer_counted_cards",
    "pack_not_cut",
    "dealt_out_of_turn",
)
# How a card came to be exposed (project extension; see docs/engine.md).
EXPOSE_HOW = ("dropped", "shown", "named", "played_together", "detached", "floor", "lowered")
ATTENTION_HOW = ("says_his", "names_card", "draws_trick")
BID_ACTIONS = ("pass", "order_up", "assist", "take_up", "make")


@dataclass(frozen=True)
class Play:
    TYPE: ClassVar[str] = "play"
    seat: Seat
    card: Card


@dataclass(frozen=True)
class Quit:
    """The last complete trick was turned and quitted by this seat."""

    TYPE: ClassVar[str] = "quit"
    seat: Seat


@dataclass(frozen=True)
class Expose:
    TYPE: ClassVar[str] = "expose"
    seat: Seat
    cards: tuple[Card, ...]
    how: str | None = None


@dataclass(frozen=True)
class Correct:
    """The player takes back his last card played and plays `card` instead."""

    TYPE: ClassVar[str] = "correct"
    seat: Seat
    card: Card


@dataclass(frozen=True)
class Ask:
    """Law 74's question: has the partner none of the suit he renounced?"""

    TYPE: ClassVar[str] = "ask"
    seat: Seat
    to: Seat
    answer: str | None = None


@dataclass(frozen=True)
class Claim:
    TYPE: ClassVar[str] = "claim"
    seat: Seat
    kind: str
    against: Seat | Side | None = None
    count: int | None = None  # honours: how many the claimants say they held (extension)


@dataclass(frozen=True)
class Consult:
    TYPE: ClassVar[str] = "consult"
    side: Side


@dataclass(frozen=True)
class Call:
    """A penalty demanded by `seat`; `to` (extension) names the player called on when it is not plain."""

    TYPE: ClassVar[str] = "call"
    seat: Seat
    what: str
    card: Card | None = None
    suit: Suit | None = None
    to: Seat | None = None


@dataclass(frozen=True)
class Elect:
    TYPE: ClassVar[str] = "elect"
    side: Side
    option: str


@dataclass(frozen=True)
class ThrowDown:
    TYPE: ClassVar[str] = "throw_down"
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class HandOver:
    TYPE: ClassVar[str] = "hand_over"
    tricks: Tally


@dataclass(frozen=True)
class CutNext:
    TYPE: ClassVar[str] = "cut_next"


@dataclass(frozen=True)
class NextTrumpTurned:
    TYPE: ClassVar[str] = "next_trump_turned"


@dataclass(frozen=True)
class Deal:
    TYPE: ClassVar[str] = "deal"
    fact: str
    seat: Seat | None = None


@dataclass(frozen=True)
class Bid:
    TYPE: ClassVar[str] = "bid"
    seat: Seat
    action: str
    suit: Suit | None = None
    alone: bool = False


@dataclass(frozen=True)
class Discard:
    TYPE: ClassVar[str] = "discard"
    seat: Seat
    card: Card | None = None


@dataclass(frozen=True)
class Discover:
    """Extension: an irregularity was pointed out at the table (ends a false lead in progress, Law 63)."""

    TYPE: ClassVar[str] = "discover"
    seat: Seat | None = None


@dataclass(frozen=True)
class AttentionToTrick:
    """Extension: Law 86, a player calls attention to the trick before his partner has played."""

    TYPE: ClassVar[str] = "attention_to_trick"
    seat: Seat
    how: str | None = None


@dataclass(frozen=True)
class CardsMixed:
    """Extension: Law 77, the played cards were mixed by this seat."""

    TYPE: ClassVar[str] = "cards_mixed"
    seat: Seat


Event = (
    Play
    | Quit
    | Expose
    | Correct
    | Ask
    | Claim
    | Consult
    | Call
    | Elect
    | ThrowDown
    | HandOver
    | CutNext
    | NextTrumpTurned
    | Deal
    | Bid
    | Discard
    | Discover
    | AttentionToTrick
    | CardsMixed
)

EVENT_TYPES: tuple[str, ...] = (
    "play",
    "quit",
    "expose",
    "correct",
    "ask",
    "claim",
    "consult",
    "call",
    "elect",
    "throw_down",
    "hand_over",
    "cut_next",
    "next_trump_turned",
    "deal",
    "bid",
    "discard",
    "discover",
    "attention_to_trick",
    "cards_mixed",
)

OPTION_IDS = (
    "take_three_tricks",
    "deduct_three",
    "add_three",
    "add_points",
    "deduct_points",
    "call_card",
    "call_suit",
    "call_highest",
    "call_lowest",
    "call_win",
    "call_lose",
    "new_deal",
)
