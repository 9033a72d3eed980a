"""The case format's vocabulary, said once: every event type, its fields and their allowed values.

The parser (case.py) reads events field by field from these definitions, and schema.py makes the
JSON Schema the builder, the API and the docs are generated from. A value, field or event type added
here is at once parsed, served in the schema and listed in the docs' tables. `extension` marks what
the project adds to the shared core format (../shared/case-format.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Kind(StrEnum):
    """How a field is written in JSON, and so how the parser reads it and the schema describes it."""

    SEAT = "seat"  # "N", "E", "S" or "W"
    SIDE = "side"  # "NS" or "EW"
    SEAT_OR_SIDE = "seat_or_side"
    CARD = "card"  # rank then suit: "10S", "QH"
    CARDS = "cards"  # a list of one or more cards, each once
    SEATS = "seats"  # a list of one or more seats
    SUIT = "suit"
    CHOICE = "choice"  # one of the field's terms
    COUNT = "count"  # a whole number from `low` to `high`
    FLAG = "flag"  # true or false
    TRICKS = "tricks"  # {"NS": n, "EW": m}, adding up to the tricks of a whole hand


@dataclass(frozen=True)
class Term:
    """An allowed value of a field, with the words a referee knows it by."""

    id: str
    title: str
    description: str = ""
    extension: bool = False


@dataclass(frozen=True)
class Field:
    name: str
    kind: Kind
    description: str
    required: bool = False
    # Required only when another field has one of some values: (("what", ("card",)),) for a call of a card.
    required_when: tuple[tuple[str, tuple[str, ...]], ...] = ()
    terms: tuple[Term, ...] = ()
    low: int = 0
    high: int = 0
    default: bool | None = None  # flags only
    extension: bool = False
    # The allowed values, read at every event the parser reads: made once (a frozen value cannot cache).
    values: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", tuple(t.id for t in self.terms))

    @property
    def title(self) -> str:
        """The field's label for a form: its name in words."""
        return self.name.replace("_", " ").capitalize()


@dataclass(frozen=True)
class EventType:
    type: str
    title: str
    description: str
    fields: tuple[Field, ...] = ()
    extension: bool = False

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)


def _seat(description: str, required: bool = True, extension: bool = False) -> Field:
    return Field("seat", Kind.SEAT, description, required=required, extension=extension)


SEAT_TERMS = (
    Term("N", "North", "partner of South"),
    Term("E", "East", "partner of West"),
    Term("S", "South", "partner of North"),
    Term("W", "West", "partner of East"),
)
SIDE_TERMS = (Term("NS", "North and South"), Term("EW", "East and West"))
SUIT_TERMS = (Term("S", "Spades"), Term("H", "Hearts"), Term("D", "Diamonds"), Term("C", "Clubs"))

CLAIM_KINDS = (
    Term("revoke", "A revoke", "the claimant says an adversary revoked"),
    Term("honours", "Honours", "the claimants say they held honours (Club Code 3, 6, 7)"),
    Term("game", "The game", "the claimant says the remaining tricks or the game are his"),
    Term("new_deal", "A new deal", "the claimant asks for the cards to be dealt again"),
    Term("misdeal", "A misdeal", "the claimant says the dealer misdealt"),
)
CALL_KINDS = (
    Term("card", "A card", "an exposed card called to be played"),
    Term("suit", "A suit", "a suit called to be led, or not to be led"),
    Term("highest", "The highest", "the highest card of the suit led"),
    Term("lowest", "The lowest", "the lowest card of the suit led"),
    Term("win", "To win", "the player is called on to win the trick"),
    Term("lose", "To lose", "the player is called on not to win the trick"),
)
ASK_ANSWERS = (
    Term("none", "He has none", "the partner says he has none of the suit"),
    Term("has", "He has one", "the partner finds he has one of the suit"),
)
ASK_QUESTIONS = (
    Term("none_of_the_suit", "Has he none of the suit?", "Law 74: the question to the partner (the default)"),
    Term(
        "suit_led",
        "What suit was led?",
        "the player's own question, to anyone; a trick quitted after it does not bar his correction"
        " (McIntosh under 72)",
        extension=True,
    ),
)
DEAL_FACTS = (
    Term("card_exposed", "A card exposed in dealing", "with the seat that exposed it"),
    Term("card_faced_in_pack", "A card faced in the pack"),
    Term("two_cards_to_one_hand", "Two cards dealt to one hand", "the seat is the hand"),
    Term("dealer_counted_cards", "The dealer counted the cards on the table"),
    Term("pack_not_cut", "The pack was not cut"),
    Term("dealt_out_of_turn", "Dealt out of turn", "the seat is the player whose deal it was"),
    Term("trump_turned", "The trump card was turned", "the deal is complete", extension=True),
    Term(
        "cards_touched",
        "Cards touched",
        "a player touched or took up his cards; taking up counts as looking (McIntosh under 37)",
        extension=True,
    ),
    Term("trump_card_face_down", "The trump card dealt face down", "Club Code 44 II", extension=True),
    Term("trump_card_out_of_order", "The trump card out of order", "Club Code 44 III", extension=True),
    Term("not_in_rotation", "Not dealt in rotation", "Club Code 44 I", extension=True),
    Term("hand_missed", "A hand missed", "Club Code 44 I; the seat is the hand", extension=True),
    Term("trump_card_seen", "The trump card seen", "Club Code 41; American 2", extension=True),
    Term("card_from_other_pack", "A card from the other pack", "Club Code 42", extension=True),
    Term(
        "adversary_card_taken",
        "An adversary's card taken up",
        "a player took up a card dealt to an adversary (McIntosh under 37)",
        extension=True,
    ),
    Term(
        "dealer_interrupted",
        "The dealer interrupted",
        "Club Code 50; the seat is the adversary who interrupted",
        extension=True,
    ),
    Term("pack_imperfect", "The pack imperfect", "Club Code 37 I, 47", extension=True),
)
DEAL_CORRECTED = (
    Term("one_card", "One card", "the dealer put right a single card (44 VI)"),
    Term("more", "More than one card", "more than one card was out of place"),
)
DEAL_ABOUT = (
    Term("score", "The score", "the adversaries questioned the score (50)"),
    Term("turn", "Whose deal", "the adversaries questioned whose deal it was (50)"),
)
TRUMP_CARD_ACTIONS = (
    Term("taken_up", "Taken up", "taken into the dealer's hand"),
    Term("left", "Left on the table", "still on the table"),
    Term("shown", "Another card shown", "a card shown when the dealer was desired to lay the trump card down (54)"),
    Term("named", "Named", "the trump card named by a player (53)"),
    Term("asked", "Asked for", "a player asked what the trump card was (53)"),
    Term("forgotten", "Forgotten", "the dealer forgot the trump card (55)"),
)
EXPOSE_HOW = (
    Term("dropped", "Dropped face up"),
    Term("shown", "Shown"),
    Term("named", "Named", "a card named by the player as in his hand"),
    Term("played_together", "Played with another", "two cards played at once"),
    Term("detached", "Detached", "a card detached from the hand (Club Code 60)", extension=True),
    Term("floor", "Dropped on the floor", "not an exposure (Club Code 56)", extension=True),
    Term("lowered", "Hand lowered", "the Portland Club case of the lowered hand", extension=True),
    Term(
        "drawn",
        "Drawn and replaced",
        "drawn almost to the table and replaced, seen but not named (Drayton's Case XIV)",
        extension=True,
    ),
)
ATTENTION_HOW = (
    Term("says_his", "Says the trick is his"),
    Term("names_card", "Names his card"),
    Term("draws_trick", "Draws the trick towards him"),
)
BID_ACTIONS = (
    Term("pass", "Pass"),
    Term("order_up", "Order up", "an adversary of the dealer orders up the turned card"),
    Term("assist", "Assist", "the dealer's partner assists"),
    Term("take_up", "Take up", "the dealer takes the turned card up"),
    Term("make", "Make", "in the second round, the player makes a suit trumps (with suit)"),
)
OPTION_IDS = (
    Term("take_three_tricks", "Take three tricks from the offenders"),
    Term("deduct_three", "Deduct three points from the offenders' score"),
    Term("add_three", "Add three points to their own score"),
    Term("add_points", "Add points to their own score", "the number is the option's n"),
    Term("deduct_points", "Deduct points from the offenders' score", "the number is the option's n"),
    Term("call_card", "Call the exposed card"),
    Term("call_suit", "Call a suit"),
    Term("call_highest", "Call the highest card of the suit"),
    Term("call_lowest", "Call the lowest card of the suit"),
    Term("call_win", "Call on him to win the trick"),
    Term("call_lose", "Call on him to lose the trick"),
    Term("new_deal", "A new deal"),
    Term(
        "trump_stands",
        "The trump stands",
        "euchre: the adversaries elect that a trump ordered up after passing be played (Law 80)",
        extension=True,
    ),
    Term(
        "alone_stands",
        "The lone hand stands",
        "euchre: the adversaries elect that a lone player whose partner played to the first lead play alone"
        " after all (Law 100)",
        extension=True,
    ),
    Term(
        "draw_card",
        "Draw a card",
        "draw a card from the hand that took up an adversary's card (McIntosh under 37)",
        extension=True,
    ),
)

EVENTS: tuple[EventType, ...] = (
    EventType(
        "play",
        "A card played",
        "A card played to the trick in progress; the first card of a trick is a lead.",
        (_seat("the player"), Field("card", Kind.CARD, "the card played", required=True)),
    ),
    EventType(
        "quit",
        "A trick turned and quitted",
        "The last complete trick was turned and quitted by this seat.",
        (_seat("who turned and quitted it"),),
    ),
    EventType(
        "expose",
        "Cards exposed",
        "Cards exposed other than by playing them: dropped face up, shown, named, two played at once.",
        (
            _seat("whose cards were exposed"),
            Field("how", Kind.CHOICE, "how the cards came to be seen", terms=EXPOSE_HOW, extension=True),
            Field("cards", Kind.CARDS, "the cards exposed", required=True),
            Field(
                "unidentified",
                Kind.COUNT,
                "cards exposed besides these that no one identified (Clay's Case 17): they cannot be called",
                low=0,
                high=13,
                extension=True,
            ),
        ),
    ),
    EventType(
        "correct",
        "A card taken back",
        "The player takes back his last card played in error and plays this card instead.",
        (_seat("the player"), Field("card", Kind.CARD, "the card played instead", required=True)),
    ),
    EventType(
        "ask",
        "A question to the partner",
        "A player asks his partner whether he has none of the suit renounced (Law 74).",
        (
            _seat("who asks"),
            Field("to", Kind.SEAT, "who is asked: the partner, unless the question is suit_led", required=True),
            Field("answer", Kind.CHOICE, "the answer", terms=ASK_ANSWERS),
            Field("question", Kind.CHOICE, "the question asked", terms=ASK_QUESTIONS, extension=True),
        ),
    ),
    EventType(
        "claim",
        "A claim",
        "A claim put to the referee.",
        (
            _seat("who claims"),
            Field("kind", Kind.CHOICE, "what is claimed", required=True, terms=CLAIM_KINDS),
            Field("against", Kind.SEAT_OR_SIDE, "the seat or side claimed against"),
            Field(
                "count",
                Kind.COUNT,
                "honours: how many honours the claimants say they held, where the hands do not show all four",
                low=0,
                high=4,
                extension=True,
            ),
        ),
    ),
    EventType(
        "consult",
        "Partners consulted",
        "Those partners consulted each other on which penalty to exact.",
        (Field("side", Kind.SIDE, "the partners who consulted", required=True),),
    ),
    EventType(
        "call",
        "A penalty called",
        "A penalty demanded by a player.",
        (
            _seat("who calls"),
            Field("what", Kind.CHOICE, "what is called", required=True, terms=CALL_KINDS),
            Field("card", Kind.CARD, "the card called", required_when=(("what", ("card",)),)),
            Field("suit", Kind.SUIT, "the suit called", required_when=(("what", ("suit",)),)),
            Field("to", Kind.SEAT, "the player called on, where it is not plain from the penalty", extension=True),
        ),
    ),
    EventType(
        "elect",
        "An option chosen",
        "The side entitled to choose says which option it takes.",
        (
            Field("side", Kind.SIDE, "the side that chooses", required=True),
            Field("option", Kind.CHOICE, "the option taken", required=True, terms=OPTION_IDS),
        ),
    ),
    EventType(
        "throw_down",
        "Cards thrown down",
        "Cards thrown face up on the table (the game claimed or given up).",
        (Field("seats", Kind.SEATS, "whose cards were thrown down", required=True),),
    ),
    EventType(
        "hand_over",
        "The hand played out",
        "The hand was played out without all the plays being entered.",
        (
            Field(
                "tricks",
                Kind.TRICKS,
                "the tricks each side took in the whole hand, those entered included; they add up to the"
                " tricks of a hand (13 at whist, 5 at euchre)",
                required=True,
            ),
        ),
    ),
    EventType(
        "cut_next",
        "The cut for the next deal",
        "The cards were cut for the following deal.",
        (
            _seat("who cut", required=False, extension=True),
            Field(
                "presented",
                Kind.FLAG,
                "false when he cut without the dealer presenting the pack (McIntosh under 78)",
                default=True,
                extension=True,
            ),
        ),
    ),
    EventType("next_trump_turned", "The next trump turned", "The trump card of the following deal was turned up."),
    EventType(
        "deal",
        "A fact of the deal",
        "Something that happened while dealing.",
        (
            Field("fact", Kind.CHOICE, "what happened", required=True, terms=DEAL_FACTS),
            _seat(
                "card_exposed: who exposed it; two_cards_to_one_hand, hand_missed: the hand; dealt_out_of_turn:"
                " the player whose deal it was; dealer_interrupted: the adversary who interrupted",
                required=False,
            ),
            Field("corrected", Kind.CHOICE, "how the dealer put it right", terms=DEAL_CORRECTED, extension=True),
            Field("last", Kind.FLAG, "the card was the last, the trump card", default=False, extension=True),
            Field("about", Kind.CHOICE, "what the adversaries questioned", terms=DEAL_ABOUT, extension=True),
            Field(
                "established",
                Kind.FLAG,
                "dealer_interrupted: the adversaries made their claim good (50)",
                default=False,
                extension=True,
            ),
            Field(
                "consent",
                Kind.FLAG,
                "dealt_out_of_turn by the partner of the player whose deal it was, by consent (49)",
                default=False,
                extension=True,
            ),
        ),
    ),
    EventType(
        "bid",
        "A bid",
        "Euchre: making the trump.",
        (
            _seat("who bids"),
            Field("action", Kind.CHOICE, "the bid", required=True, terms=BID_ACTIONS),
            Field("suit", Kind.SUIT, "the suit made trumps", required_when=(("action", ("make",)),)),
            Field("alone", Kind.FLAG, "the declaration to play alone", default=False),
        ),
    ),
    EventType(
        "discard",
        "The dealer's discard",
        "Euchre: the dealer's discard; a second discard is a change (86).",
        (_seat("the dealer"), Field("card", Kind.CARD, "the card discarded")),
    ),
    EventType(
        "discover",
        "An irregularity pointed out",
        "An irregularity was pointed out at the table; a lead out of turn still in progress is then taken"
        " back (Law 63).",
        (_seat("who pointed it out", required=False),),
        extension=True,
    ),
    EventType(
        "attention_to_trick",
        "Attention called to the trick",
        "Law 86: a player calls attention to the trick before his partner has played.",
        (_seat("who called attention"), Field("how", Kind.CHOICE, "how he did it", terms=ATTENTION_HOW)),
        extension=True,
    ),
    EventType(
        "cards_mixed",
        "Played cards mixed",
        "Law 77: the played cards were mixed by this seat.",
        (_seat("who mixed them"),),
        extension=True,
    ),
    EventType(
        "trump_card",
        "The trump card",
        "What became of the trump card during the play (Club Code 52-55; American 6).",
        (
            Field("action", Kind.CHOICE, "what became of it", required=True, terms=TRUMP_CARD_ACTIONS),
            Field(
                "seat",
                Kind.SEAT,
                "who named or asked for it; else the dealer",
                required_when=(("action", ("named", "asked")),),
            ),
            Field("card", Kind.CARD, "the card shown", required_when=(("action", ("shown",)),)),
        ),
        extension=True,
    ),
    EventType(
        "imperfect_trick",
        "A trick gathered without a card",
        "Law 69: the trick in progress is gathered without this seat's card.",
        (_seat("whose card is missing"),),
        extension=True,
    ),
    EventType(
        "card_mixed_with_trick",
        "A card mixed with a trick",
        "Law 70: a card of his went unnoticed into a trick where it does not belong; it counts as his for any"
        " revoke that follows.",
        (_seat("whose card it was"), Field("card", Kind.CARD, "the card")),
        extension=True,
    ),
)

EVENT_BY_TYPE: dict[str, EventType] = {e.type: e for e in EVENTS}
EVENT_TYPES: tuple[str, ...] = tuple(EVENT_BY_TYPE)

# What a finding is about (the ruling's `kind`).
FINDING_KINDS = (
    Term("revoke", "Revoke"),
    Term("lead_out_of_turn", "Lead out of turn"),
    Term("play_out_of_turn", "Play out of turn"),
    Term("exposed_card", "Exposed card"),
    Term("misdeal", "Misdeal"),
    Term("new_deal", "New deal"),
    Term("honours", "Honours", "a claim of honours ruled on"),
    Term("wrong_number_of_cards", "Wrong number of cards"),
    Term("claim", "Claim", "any other claim ruled on"),
    Term("attention_to_trick", "Attention called to the trick", "Law 86", extension=True),
    Term(
        "call",
        "Call or election",
        "a call or election ruled on: a wrong card named, a call no open penalty allows, a called card not played",
        extension=True,
    ),
    Term("not_ruled", "Not ruled on", "a fact the engine records but does not rule on yet", extension=True),
    Term("deal", "The deal", "a fact of the deal that leaves the deal standing", extension=True),
    Term("trump_card", "The trump card", "taken up too soon, named, asked for or forgotten", extension=True),
    Term(
        "cards_thrown_down", "Cards thrown down", "cards thrown face upwards, or laid down with a claim", extension=True
    ),
    Term("bid", "The making of the trump", "euchre", extension=True),
    Term("lone_hand", "The lone hand", "euchre", extension=True),
    Term("discard", "The discard", "euchre: the dealer's discard", extension=True),
    Term("imperfect_trick", "Imperfect trick", "euchre Law 60", extension=True),
    Term("card_mixed_with_trick", "Card mixed with a trick", "euchre Law 61", extension=True),
)

# Limits on what the engine reads: a whist hand has at most a few dozen events.
MAX_EVENTS = 1000
MAX_ERRORS = 100
