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
    # Extensions (docs/engine.md, "The deal"): facts of the deal the codes rule on besides the core ones.
    "trump_turned",
    "cards_touched",
    "trump_card_face_down",
    "trump_card_out_of_order",
    "not_in_rotation",
    "hand_missed",
    "trump_card_seen",
    "card_from_other_pack",
    "adversary_card_taken",
    "dealer_interrupted",
    "pack_imperfect",
)
DEAL_CORRECTED = ("one_card", "more")  # how the dealer rectified two cards dealt to one hand (44 VI)
DEAL_ABOUT = ("score", "turn")  # what the adversaries questioned when they interrupted the dealer (50)
TRUMP_CARD_ACTIONS = ("taken_up", "left", "shown", "named", "asked", "forgotten")
ASK_QUESTIONS = ("none_of_the_suit", "suit_led")
# How a card came to be exposed (project extension; see docs/engine.md).
EXPOSE_HOW = ("dropped", "shown", "named", "played_together", "detached", "floor", "lowered", "drawn")
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
    unidentified: int = 0  # extension: cards exposed besides `cards` that no one could identify (Clay's Case 17)


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
    question: str | None = None  # extension: "suit_led", the player's own question (McIntosh under Law 72)


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
    seat: Seat | None = None  # extension: who cut
    presented: bool = True  # extension: false when he cut without the dealer presenting the pack (McIntosh, 78)


@dataclass(frozen=True)
class NextTrumpTurned:
    TYPE: ClassVar[str] = "next_trump_turned"


@dataclass(frozen=True)
class Deal:
    TYPE: ClassVar[str] = "deal"
    fact: str
    seat: Seat | None = None
    # Extensions (docs/engine.md, "The deal"):
    corrected: str | None = None  # two cards to one hand, a hand missed: "one_card" or "more" (44 VI)
    last: bool = False  # the card was the last, the trump card (37 II, 40, 44 II; Clay's Case 4)
    about: str | None = None  # dealer_interrupted: "score" or "turn" (50; Clay's Case 10)
    established: bool = False  # dealer_interrupted: the adversaries made their claim good (50)
    consent: bool = False  # dealt_out_of_turn by the partner of the player whose deal it was, by consent (49)


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
class TrumpCard:
    """Extension: what became of the trump card during the play (Club Code 52-55, American Law 6)."""

    TYPE: ClassVar[str] = "trump_card"
    seat: Seat | None
    action: str
    card: Card | None = None  # "shown": the card the dealer showed when desired to lay the trump card down


@dataclass(frozen=True)
class ImperfectTrick:
    """Extension: the trick in progress was gathered without this seat's card (Club Code 69)."""

    TYPE: ClassVar[str] = "imperfect_trick"
    seat: Seat


@dataclass(frozen=True)
class CardMixedWithTrick:
    """Extension: a card of this seat went unnoticed into a trick where it does not belong (Club Code 70)."""

    TYPE: ClassVar[str] = "card_mixed_with_trick"
    seat: Seat
    card: Card | None = None


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
    | TrumpCard
    | ImperfectTrick
    | CardMixedWithTrick
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
    "trump_card",
    "imperfect_trick",
    "card_mixed_with_trick",
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
    # Euchre extensions (docs/engine.md): the adversaries elect that a trump ordered up after passing be
    # played (Law 80), or that a lone hand whose partner played to the first lead be played alone (Law 100).
    "trump_stands",
    "alone_stands",
    "draw_card",  # extension: draw a card from the hand holding an adversary's card (McIntosh under Law 37)
)
