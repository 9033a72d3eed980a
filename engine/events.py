"""What happened at the table, one frozen value per event of the case format (core and the project's own)."""

from __future__ import annotations

from dataclasses import dataclass

from . import vocabulary
from .cards import Card, Suit
from .seats import Seat, Side, Tally
from .vocabulary import (
    AskAnswer,
    AskQuestion,
    AttentionHow,
    BidAction,
    CallKind,
    ClaimKind,
    DealAbout,
    DealCorrected,
    DealFact,
    ExposeHow,
    OptionId,
    TrumpCardAction,
)

_EVENT = vocabulary.EVENT_BY_TYPE

# The allowed values, as the vocabulary gives them (vocabulary.py is the one place they are listed).
CLAIM_KINDS = _EVENT["claim"].field("kind").values
CALL_KINDS = _EVENT["call"].field("what").values
ASK_ANSWERS = _EVENT["ask"].field("answer").values
ASK_QUESTIONS = _EVENT["ask"].field("question").values
DEAL_FACTS = _EVENT["deal"].field("fact").values
DEAL_CORRECTED = _EVENT["deal"].field("corrected").values  # two cards to one hand put right (44 VI)
DEAL_ABOUT = _EVENT["deal"].field("about").values  # what the adversaries questioned (50)
TRUMP_CARD_ACTIONS = _EVENT["trump_card"].field("action").values
EXPOSE_HOW = _EVENT["expose"].field("how").values
ATTENTION_HOW = _EVENT["attention_to_trick"].field("how").values
BID_ACTIONS = _EVENT["bid"].field("action").values
OPTION_IDS = _EVENT["elect"].field("option").values
EVENT_TYPES = vocabulary.EVENT_TYPES


@dataclass(frozen=True)
class Play:
    seat: Seat
    card: Card


@dataclass(frozen=True)
class Quit:
    """The last complete trick was turned and quitted by this seat."""

    seat: Seat


@dataclass(frozen=True)
class Expose:
    seat: Seat
    cards: tuple[Card, ...]
    how: ExposeHow | None = None
    unidentified: int = 0  # extension: cards exposed besides `cards` that no one could identify (Clay's Case 17)


@dataclass(frozen=True)
class Correct:
    """The player takes back his last card played and plays `card` instead."""

    seat: Seat
    card: Card


@dataclass(frozen=True)
class Ask:
    """Law 74's question: has the partner none of the suit he renounced?"""

    seat: Seat
    to: Seat
    answer: AskAnswer | None = None
    question: AskQuestion | None = None  # extension: "suit_led", the player's own question (McIntosh under Law 72)


@dataclass(frozen=True)
class Claim:
    seat: Seat
    kind: ClaimKind
    against: Seat | Side | None = None
    count: int | None = None  # honours: how many the claimants say they held (extension)


@dataclass(frozen=True)
class Consult:
    side: Side


@dataclass(frozen=True)
class Call:
    """A penalty demanded by `seat`; `to` (extension) names the player called on when it is not plain."""

    seat: Seat
    what: CallKind
    card: Card | None = None
    suit: Suit | None = None
    to: Seat | None = None


@dataclass(frozen=True)
class Elect:
    side: Side
    option: OptionId


@dataclass(frozen=True)
class ThrowDown:
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class HandOver:
    tricks: Tally


@dataclass(frozen=True)
class CutNext:
    seat: Seat | None = None  # extension: who cut
    presented: bool = True  # extension: false when he cut without the dealer presenting the pack (McIntosh, 78)


@dataclass(frozen=True)
class NextTrumpTurned:
    """The trump card of the following deal was turned up."""


@dataclass(frozen=True)
class Deal:
    fact: DealFact
    seat: Seat | None = None
    # Extensions (docs/engine.md, "The deal"):
    corrected: DealCorrected | None = None  # two cards to one hand, a hand missed: "one_card" or "more" (44 VI)
    last: bool = False  # the card was the last, the trump card (37 II, 40, 44 II; Clay's Case 4)
    about: DealAbout | None = None  # dealer_interrupted: "score" or "turn" (50; Clay's Case 10)
    established: bool = False  # dealer_interrupted: the adversaries made their claim good (50)
    consent: bool = False  # dealt_out_of_turn by the partner of the player whose deal it was, by consent (49)


@dataclass(frozen=True)
class Bid:
    seat: Seat
    action: BidAction
    suit: Suit | None = None
    alone: bool = False


@dataclass(frozen=True)
class Discard:
    seat: Seat
    card: Card | None = None


@dataclass(frozen=True)
class Discover:
    """Extension: an irregularity was pointed out at the table (ends a false lead in progress, Law 63)."""

    seat: Seat | None = None


@dataclass(frozen=True)
class AttentionToTrick:
    """Extension: Law 86, a player calls attention to the trick before his partner has played."""

    seat: Seat
    how: AttentionHow | None = None


@dataclass(frozen=True)
class TrumpCard:
    """Extension: what became of the trump card during the play (Club Code 52-55, American Law 6)."""

    action: TrumpCardAction
    seat: Seat | None = None
    card: Card | None = None  # "shown": the card the dealer showed when desired to lay the trump card down


@dataclass(frozen=True)
class ImperfectTrick:
    """Extension: the trick in progress was gathered without this seat's card (Club Code 69)."""

    seat: Seat


@dataclass(frozen=True)
class CardMixedWithTrick:
    """Extension: a card of this seat went unnoticed into a trick where it does not belong (Club Code 70)."""

    seat: Seat
    card: Card | None = None


@dataclass(frozen=True)
class CardsMixed:
    """Extension: Law 77, the played cards were mixed by this seat."""

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

# The class of each event type: the parser builds it from the fields the vocabulary reads. The type is
# kept here, not as an attribute of the class, so that the frozen values hold only what happened.
EVENT_CLASSES: dict[str, type[Event]] = {
    "play": Play,
    "quit": Quit,
    "expose": Expose,
    "correct": Correct,
    "ask": Ask,
    "claim": Claim,
    "consult": Consult,
    "call": Call,
    "elect": Elect,
    "throw_down": ThrowDown,
    "hand_over": HandOver,
    "cut_next": CutNext,
    "next_trump_turned": NextTrumpTurned,
    "deal": Deal,
    "bid": Bid,
    "discard": Discard,
    "discover": Discover,
    "attention_to_trick": AttentionToTrick,
    "cards_mixed": CardsMixed,
    "trump_card": TrumpCard,
    "imperfect_trick": ImperfectTrick,
    "card_mixed_with_trick": CardMixedWithTrick,
}
_TYPE_OF: dict[type[Event], str] = {cls: kind for kind, cls in EVENT_CLASSES.items()}


def event_type(event: Event) -> str:
    """The event's type as the case format writes it ("play", "deal" ...)."""
    return _TYPE_OF[type(event)]
