"""What happened at the table: each event type of the case format (core and the project's own), declared once.

Each event is a frozen dataclass whose fields are annotated with their words (`About`): the field's type
says how it is written in JSON and read (a `Seat`, a `Card`, one of an enum's members ...), a field with no
default is required, and `About` gives the description, the allowed values with their titles, the bounds
of a count, and whether the project adds it to the shared core format. From these declarations come the
vocabulary the parser reads field by field (`EVENTS`), the classes it builds (`EVENT_CLASSES`), the
replay's `match` over the classes, and the JSON Schema (schema.py).
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from enum import StrEnum
from typing import Annotated, Union, get_args, get_origin, get_type_hints

from . import cited
from .cards import Card, Suit
from .declaring import About as About  # re-exported: the declarations' words, read by the tests
from .declaring import event as event
from .events_around import CutForTable as CutForTable
from .events_around import ScoreError as ScoreError
from .events_around import Table as Table
from .events_pack import Bet, Bystander, CardDamaged, CutPack, NewCards, Request, Shuffle
from .seats import Seat, Side, Tally
from .vocabulary import (
    ASK_ANSWERS,
    ASK_QUESTIONS,
    ATTENTION_HOW,
    BID_ACTIONS,
    CALL_KINDS,
    CLAIM_KINDS,
    DEAL_ABOUT,
    DEAL_CORRECTED,
    DEAL_FACTS,
    DISPUTE_ABOUT,
    EXPOSE_HOW,
    OPTION_IDS,
    TRUMP_CARD_ACTIONS,
    AskAnswer,
    AskQuestion,
    AttentionHow,
    BidAction,
    CallKind,
    ClaimKind,
    DealAbout,
    DealCorrected,
    DealFact,
    DisputeAbout,
    EventKind,
    EventType,
    ExposeHow,
    Field,
    Kind,
    OptionId,
    Term,
    TrumpCardAction,
)


@event(EventKind.PLAY, "A card played", "A card played to the trick in progress; the first card of a trick is a lead.")
class Play:
    seat: Annotated[Seat, About("the player")]
    card: Annotated[Card, About("the card played")]


@event(EventKind.QUIT, "A trick turned and quitted", "The last complete trick was turned and quitted by this seat.")
class Quit:
    seat: Annotated[Seat, About("who turned and quitted it")]


@event(
    EventKind.EXPOSE,
    "Cards exposed",
    "Cards exposed other than by playing them: dropped face up, shown, named, two played at once.",
)
class Expose:
    seat: Annotated[Seat, About("whose cards were exposed")]
    how: Annotated[ExposeHow | None, About("how the cards came to be seen", EXPOSE_HOW, extension=True)] = None
    cards: Annotated[tuple[Card, ...], About("the cards exposed")]
    unidentified: Annotated[
        int,
        About(
            "cards exposed besides these that no one identified (Clay's Case 17): they cannot be called",
            high=13,
            extension=True,
        ),
    ] = 0


@event(
    EventKind.CORRECT,
    "A card taken back",
    "The player takes back his last card played in error and plays this card instead.",
)
class Correct:
    seat: Annotated[Seat, About("the player")]
    card: Annotated[Card, About("the card played instead")]


@event(
    EventKind.ASK,
    "A question to the partner",
    "A player asks his partner whether he has none of the suit renounced ({laws}).",
    cites=cited.revoke_question,
)
class Ask:
    seat: Annotated[Seat, About("who asks")]
    to: Annotated[Seat, About("who is asked: the partner, unless the question is suit_led")]
    answer: Annotated[AskAnswer | None, About("the answer", ASK_ANSWERS)] = None
    # The player's own question, "suit_led" (McIntosh under Law 72), beside Law 74's.
    question: Annotated[AskQuestion | None, About("the question asked", ASK_QUESTIONS, extension=True)] = None


@event(EventKind.CLAIM, "A claim", "A claim put to the referee.")
class Claim:
    seat: Annotated[Seat, About("who claims")]
    kind: Annotated[ClaimKind, About("what is claimed", CLAIM_KINDS)]
    against: Annotated[Seat | Side | None, About("the seat or side claimed against")] = None
    count: Annotated[
        int | None,
        About(
            "honours: how many honours the claimants say they held, where the hands do not show all four",
            high=4,
            extension=True,
        ),
    ] = None


@event(EventKind.CONSULT, "Partners consulted", "Those partners consulted each other on which penalty to exact.")
class Consult:
    side: Annotated[Side, About("the partners who consulted")]


@event(EventKind.CALL, "A penalty called", "A penalty demanded by a player.")
class Call:
    seat: Annotated[Seat, About("who calls")]
    what: Annotated[CallKind, About("what is called", CALL_KINDS)]
    card: Annotated[Card | None, About("the card called", required_when=(("what", (CallKind.CARD,)),))] = None
    suit: Annotated[Suit | None, About("the suit called", required_when=(("what", (CallKind.SUIT,)),))] = None
    to: Annotated[
        Seat | None, About("the player called on, where it is not plain from the penalty", extension=True)
    ] = None


@event(EventKind.ELECT, "An option chosen", "The side entitled to choose says which option it takes.")
class Elect:
    side: Annotated[Side, About("the side that chooses")]
    option: Annotated[OptionId, About("the option taken", OPTION_IDS)]


@event(EventKind.THROW_DOWN, "Cards thrown down", "Cards thrown face up on the table (the game claimed or given up).")
class ThrowDown:
    seats: Annotated[tuple[Seat, ...], About("whose cards were thrown down")]


@event(EventKind.HAND_OVER, "The hand played out", "The hand was played out without all the plays being entered.")
class HandOver:
    tricks: Annotated[
        Tally,
        About(
            "the tricks each side took in the whole hand, those entered included; they add up to the"
            " tricks of a hand (13 at whist, 5 at euchre)"
        ),
    ]


@event(EventKind.CUT_NEXT, "The cut for the next deal", "The cards were cut for the following deal.")
class CutNext:
    seat: Annotated[Seat | None, About("who cut", extension=True)] = None
    presented: Annotated[
        bool, About("false when he cut without the dealer presenting the pack (McIntosh under 78)", extension=True)
    ] = True


@event(EventKind.NEXT_TRUMP_TURNED, "The next trump turned", "The trump card of the following deal was turned up.")
class NextTrumpTurned:
    pass


@event(EventKind.DEAL, "A fact of the deal", "Something that happened while dealing.")
class Deal:
    fact: Annotated[DealFact, About("what happened", DEAL_FACTS)]
    seat: Annotated[
        Seat | None,
        About(
            "card_exposed: who exposed it; two_cards_to_one_hand, hand_missed: the hand; dealt_out_of_turn:"
            " the player whose deal it was; dealer_interrupted: the adversary who interrupted"
        ),
    ] = None
    # Two cards to one hand, a hand missed: "one_card" or "more" (44 VI).
    corrected: Annotated[DealCorrected | None, About("how the dealer put it right", DEAL_CORRECTED, extension=True)] = (
        None
    )
    # The card was the last, the trump card (37 II, 40, 44 II; Clay's Case 4).
    last: Annotated[bool, About("the card was the last, the trump card", extension=True)] = False
    # dealer_interrupted: "score" or "turn" (50; Clay's Case 10).
    about: Annotated[DealAbout | None, About("what the adversaries questioned", DEAL_ABOUT, extension=True)] = None
    established: Annotated[
        bool, About("dealer_interrupted: the adversaries made their claim good (50)", extension=True)
    ] = False
    consent: Annotated[
        bool,
        About("dealt_out_of_turn by the partner of the player whose deal it was, by consent (49)", extension=True),
    ] = False


@event(EventKind.BID, "A bid", "Euchre: making the trump.")
class Bid:
    seat: Annotated[Seat, About("who bids")]
    action: Annotated[BidAction, About("the bid", BID_ACTIONS)]
    suit: Annotated[Suit | None, About("the suit made trumps", required_when=(("action", (BidAction.MAKE,)),))] = None
    alone: Annotated[bool, About("the declaration to play alone")] = False


@event(EventKind.DISCARD, "The dealer's discard", "Euchre: the dealer's discard; a second discard is a change (86).")
class Discard:
    seat: Annotated[Seat, About("the dealer")]
    card: Annotated[Card | None, About("the card discarded")] = None


@event(
    EventKind.DISCOVER,
    "An irregularity pointed out",
    "An irregularity was pointed out at the table; a lead out of turn still in progress is then taken back ({laws}).",
    extension=True,
    cites=cited.false_lead_taken_back,
)
class Discover:
    seat: Annotated[Seat | None, About("who pointed it out")] = None


@event(
    EventKind.ATTENTION_TO_TRICK,
    "Attention called to the trick",
    "A player calls attention to the trick before his partner has played ({laws}).",
    extension=True,
    cites=cited.attention_to_trick,
)
class AttentionToTrick:
    seat: Annotated[Seat, About("who called attention")]
    how: Annotated[AttentionHow | None, About("how he did it", ATTENTION_HOW)] = None


@event(
    EventKind.CARDS_MIXED,
    "Played cards mixed",
    "The played cards were mixed by this seat ({laws}).",
    extension=True,
    cites=cited.cards_mixed,
)
class CardsMixed:
    seat: Annotated[Seat, About("who mixed them")]


@event(
    EventKind.TRUMP_CARD,
    "The trump card",
    "What became of the trump card during the play (Club Code 52-55; American 6; euchre 91, 92).",
    extension=True,
)
class TrumpCard:
    action: Annotated[TrumpCardAction, About("what became of it", TRUMP_CARD_ACTIONS)]
    seat: Annotated[
        Seat | None,
        About(
            "who named or asked for it; else the dealer",
            required_when=(("action", (TrumpCardAction.NAMED, TrumpCardAction.ASKED)),),
        ),
    ] = None
    # "shown": the card the dealer showed when desired to lay the trump card down.
    card: Annotated[Card | None, About("the card shown", required_when=(("action", (TrumpCardAction.SHOWN,)),))] = None


@event(
    EventKind.IMPERFECT_TRICK,
    "A trick gathered without a card",
    "The trick in progress is gathered without this seat's card ({laws}).",
    extension=True,
    cites=cited.imperfect_trick,
)
class ImperfectTrick:
    seat: Annotated[Seat, About("whose card is missing")]


@event(
    EventKind.CARD_MIXED_WITH_TRICK,
    "A card mixed with a trick",
    "A card of his went unnoticed into a trick where it does not belong; it counts as his for any revoke that"
    " follows ({laws}).",
    extension=True,
    cites=cited.card_mixed_with_trick,
)
class CardMixedWithTrick:
    seat: Annotated[Seat, About("whose card it was")]
    card: Annotated[Card | None, About("the card")] = None


@event(
    EventKind.DISPUTE,
    "A dispute the engine does not rule on",
    "Something disputed at the table that the engine does not rule on: it answers with the laws to read, and rules"
    " on nothing else for it.",
    extension=True,
)
class Dispute:
    about: Annotated[DisputeAbout, About("what it is about", DISPUTE_ABOUT)]
    seat: Annotated[Seat | None, About("who raised it")] = None


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
    | Dispute
    | CutForTable
    | Table
    | ScoreError
    | Shuffle
    | CutPack
    | NewCards
    | CardDamaged
    | Request
    | Bystander
    | Bet
)

# How a field is written in JSON, from its type; a choice is any enum of the game's words.
_KINDS: dict[object, Kind] = {
    Seat: Kind.SEAT,
    Side: Kind.SIDE,
    Card: Kind.CARD,
    Suit: Kind.SUIT,
    Tally: Kind.TRICKS,
    bool: Kind.FLAG,
    int: Kind.COUNT,
    tuple[Card, ...]: Kind.CARDS,
    tuple[Seat, ...]: Kind.SEATS,
    Seat | Side: Kind.SEAT_OR_SIDE,
}


def _kind(hint: object, terms: tuple[Term, ...]) -> Kind:
    """The field's kind from its type (`X | None` read as X); a choice's terms are members of its enum."""
    if get_origin(hint) in (Union, types.UnionType):
        kept = tuple(a for a in get_args(hint) if a is not type(None))
        hint = kept[0] if len(kept) == 1 else Union[kept]  # noqa: UP007  # rebuilt from a tuple of types
    if hint in _KINDS:
        return _KINDS[hint]
    if not (
        isinstance(hint, type) and issubclass(hint, StrEnum) and terms and all(isinstance(t.id, hint) for t in terms)
    ):
        raise TypeError(f"{hint} is not a kind of field the case format has, or its terms are not its members")
    return Kind.CHOICE


def _field(spec: dataclasses.Field[object], hint: object) -> Field:
    value, (about,) = get_args(hint)[0], get_args(hint)[1:]
    assert isinstance(about, About), spec.name
    kind = _kind(value, about.terms)
    return Field(
        spec.name,
        kind,
        about.description,
        required=spec.default is dataclasses.MISSING,
        required_when=about.required_when,
        terms=about.terms,
        low=about.low,
        high=about.high,
        default=spec.default if isinstance(spec.default, bool) else None,  # a flag's
        extension=about.extension,
    )


def event_declaration(cls: type) -> EventType:
    """The event type as the parser reads it and the schema describes it, made from its declaration."""
    words = getattr(cls, "_words")  # noqa: B009  # set by @event
    hints = get_type_hints(cls, include_extras=True)
    fields = tuple(_field(spec, hints[spec.name]) for spec in dataclasses.fields(cls))
    return EventType(words.kind, words.title, words.description, fields, words.extension, words.cites)


# The Event union is the list of the event types, in the order the format and the schema give them.
_CLASSES: tuple[type, ...] = get_args(Event)
EVENTS: tuple[EventType, ...] = tuple(event_declaration(cls) for cls in _CLASSES)
EVENT_BY_TYPE: dict[str, EventType] = {e.type: e for e in EVENTS}
EVENT_TYPES: tuple[EventKind, ...] = tuple(e.type for e in EVENTS)
# The class of each event type, which the parser builds from the fields it read. The type is kept here, not as
# an attribute of the instances, so that the frozen values hold only what happened.
EVENT_CLASSES: dict[str, Callable[..., Event]] = {e.type: cls for e, cls in zip(EVENTS, _CLASSES, strict=True)}
_TYPE_OF: dict[type, EventKind] = {cls: e.type for e, cls in zip(EVENTS, _CLASSES, strict=True)}


def event_type(event: Event) -> EventKind:
    """The event's type as the case format writes it ("play", "deal" ...)."""
    return _TYPE_OF[type(event)]
