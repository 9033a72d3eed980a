"""The case format's vocabulary, said once: the game's words as enums, each allowed value with its title, and
the shape of an event type's description (`EventType`, `Field`).

The event types themselves are declared in events.py, each a dataclass whose fields carry their words; the
parser (case.py) reads events field by field from the `EventType`s made of them, and schema.py makes the
JSON Schema the builder, the API and the docs are generated from. A value, field or event type added
is at once parsed, served in the schema and listed in the docs' tables. `extension` marks what
the project adds to the shared core format (../shared/case-format.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from . import cited

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..codes.law_number import LawNumber
    from ..codes.table import LawTable

    # The laws a description cites, read from a code's table (none where the code has no such law): the schema
    # writes each code's own numbers where the description says `{laws}` (schema.py).
    Cites = Callable[[LawTable], Sequence[LawNumber]]


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

    id: str  # a choice's member of its enum (DealFact.CARD_EXPOSED), equal to the JSON's string; a seat's letter
    title: str
    description: str = ""
    extension: bool = False
    cites: Cites | None = None


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
    # Each allowed value's member, so that the parser hands the rulers the game's word, not a string.
    members: dict[str, StrEnum] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", tuple(str(t.id) for t in self.terms))
        object.__setattr__(self, "members", {str(t.id): t.id for t in self.terms if isinstance(t.id, StrEnum)})

    @property
    def title(self) -> str:
        """The field's label for a form: its name in words."""
        return self.name.replace("_", " ").capitalize()


@dataclass(frozen=True)
class EventType:
    type: EventKind
    title: str
    description: str
    fields: tuple[Field, ...] = ()
    extension: bool = False
    cites: Cites | None = None

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)


class ClaimKind(StrEnum):
    """What a claim is of."""

    REVOKE = "revoke"
    HONOURS = "honours"
    GAME = "game"
    NEW_DEAL = "new_deal"
    MISDEAL = "misdeal"


class CallKind(StrEnum):
    """What a penalty call demands."""

    CARD = "card"
    SUIT = "suit"
    HIGHEST = "highest"
    LOWEST = "lowest"
    WIN = "win"
    LOSE = "lose"


class AskAnswer(StrEnum):
    """The partner's answer to Law 74's question."""

    NONE = "none"
    HAS = "has"


class AskQuestion(StrEnum):
    """The question asked."""

    NONE_OF_THE_SUIT = "none_of_the_suit"
    SUIT_LED = "suit_led"


class DealFact(StrEnum):
    """A fact of the deal."""

    CARD_EXPOSED = "card_exposed"
    CARD_FACED_IN_PACK = "card_faced_in_pack"
    TWO_CARDS_TO_ONE_HAND = "two_cards_to_one_hand"
    DEALER_COUNTED_CARDS = "dealer_counted_cards"
    PACK_NOT_CUT = "pack_not_cut"
    DEALT_OUT_OF_TURN = "dealt_out_of_turn"
    TRUMP_TURNED = "trump_turned"
    CARDS_TOUCHED = "cards_touched"
    TRUMP_CARD_FACE_DOWN = "trump_card_face_down"
    TRUMP_CARD_OUT_OF_ORDER = "trump_card_out_of_order"
    NOT_IN_ROTATION = "not_in_rotation"
    HAND_MISSED = "hand_missed"
    TRUMP_CARD_SEEN = "trump_card_seen"
    CARD_FROM_OTHER_PACK = "card_from_other_pack"
    ADVERSARY_CARD_TAKEN = "adversary_card_taken"
    DEALER_INTERRUPTED = "dealer_interrupted"
    PACK_IMPERFECT = "pack_imperfect"


class DealCorrected(StrEnum):
    """How the dealer put a card dealt wrongly right (44 VI)."""

    ONE_CARD = "one_card"
    MORE = "more"


class DealAbout(StrEnum):
    """What the adversaries questioned when they interrupted the dealer (50)."""

    SCORE = "score"
    TURN = "turn"


class TrumpCardAction(StrEnum):
    """What became of the trump card during the play."""

    TAKEN_UP = "taken_up"
    LEFT = "left"
    SHOWN = "shown"
    NAMED = "named"
    ASKED = "asked"
    FORGOTTEN = "forgotten"


class ExposeHow(StrEnum):
    """How cards came to be exposed."""

    DROPPED = "dropped"
    SHOWN = "shown"
    NAMED = "named"
    PLAYED_TOGETHER = "played_together"
    DETACHED = "detached"
    FLOOR = "floor"
    LOWERED = "lowered"
    DRAWN = "drawn"


class AttentionHow(StrEnum):
    """How a player called attention to the trick (86)."""

    SAYS_HIS = "says_his"
    NAMES_CARD = "names_card"
    DRAWS_TRICK = "draws_trick"


class DisputeAbout(StrEnum):
    """What a dispute the engine does not rule on is about (`dispute`): the engine names the laws to read."""

    CUTTING = "cutting"
    BYSTANDERS = "bystanders"
    NEW_CARDS = "new_cards"
    LAST_TRICK = "last_trick"
    MISSING_CARD = "missing_card"
    SEVERAL_RENOUNCES = "several_renounces"
    HONOURS_AFTER_NEXT_TRUMP = "honours_after_next_trump"
    CONVERSATION = "conversation"
    SCORE_MISCOUNTED = "score_miscounted"
    TURN_UP_EXPOSED = "turn_up_exposed"
    PARTNERS_DEAL_MISDEALT = "partners_deal_misdealt"
    CARDS_PLACED = "cards_placed"
    FOURTH_GAME = "fourth_game"


class BidAction(StrEnum):
    """A bid in the making of the trump (euchre)."""

    PASS = "pass"
    ORDER_UP = "order_up"
    ASSIST = "assist"
    TAKE_UP = "take_up"
    MAKE = "make"


class OptionId(StrEnum):
    """An option a law gives the innocent side."""

    TAKE_THREE_TRICKS = "take_three_tricks"
    DEDUCT_THREE = "deduct_three"
    ADD_THREE = "add_three"
    ADD_POINTS = "add_points"
    DEDUCT_POINTS = "deduct_points"
    CALL_CARD = "call_card"
    CALL_SUIT = "call_suit"
    CALL_HIGHEST = "call_highest"
    CALL_LOWEST = "call_lowest"
    CALL_WIN = "call_win"
    CALL_LOSE = "call_lose"
    NEW_DEAL = "new_deal"
    TRUMP_STANDS = "trump_stands"
    ALONE_STANDS = "alone_stands"
    DRAW_CARD = "draw_card"


class RulingOption(StrEnum):
    """An option a ruling offers that no event of the case elects: the side takes it up at the table."""

    RESHUFFLE = "reshuffle"  # the dealer compelled to re-shuffle (Club Code 32)


class FindingKind(StrEnum):
    """What a finding is about (the ruling's `kind`)."""

    REVOKE = "revoke"
    LEAD_OUT_OF_TURN = "lead_out_of_turn"
    PLAY_OUT_OF_TURN = "play_out_of_turn"
    EXPOSED_CARD = "exposed_card"
    MISDEAL = "misdeal"
    NEW_DEAL = "new_deal"
    HONOURS = "honours"
    WRONG_NUMBER_OF_CARDS = "wrong_number_of_cards"
    CLAIM = "claim"
    ATTENTION_TO_TRICK = "attention_to_trick"
    CALL = "call"
    NOT_RULED = "not_ruled"
    NOT_COVERED = "not_covered"
    STATUTE = "statute"
    DEAL = "deal"
    TRUMP_CARD = "trump_card"
    CARDS_THROWN_DOWN = "cards_thrown_down"
    BID = "bid"
    LONE_HAND = "lone_hand"
    DISCARD = "discard"
    IMPERFECT_TRICK = "imperfect_trick"
    CARD_MIXED_WITH_TRICK = "card_mixed_with_trick"
    # Before the deal and around the rubber: cutting for partners and deal, the table, the score.
    CUT = "cut"
    TABLE = "table"
    SCORE = "score"
    # Shuffling, the cut of the pack and around the play.
    SHUFFLE = "shuffle"
    CUT_PACK = "cut_pack"
    NEW_CARDS = "new_cards"
    REQUEST = "request"
    BYSTANDER = "bystander"
    BET = "bet"
    ETIQUETTE = "etiquette"


class EventKind(StrEnum):
    """An event's type, as the case format writes it."""

    PLAY = "play"
    QUIT = "quit"
    EXPOSE = "expose"
    CORRECT = "correct"
    ASK = "ask"
    CLAIM = "claim"
    CONSULT = "consult"
    CALL = "call"
    ELECT = "elect"
    THROW_DOWN = "throw_down"
    HAND_OVER = "hand_over"
    CUT_NEXT = "cut_next"
    NEXT_TRUMP_TURNED = "next_trump_turned"
    DEAL = "deal"
    BID = "bid"
    DISCARD = "discard"
    DISCOVER = "discover"
    ATTENTION_TO_TRICK = "attention_to_trick"
    CARDS_MIXED = "cards_mixed"
    TRUMP_CARD = "trump_card"
    IMPERFECT_TRICK = "imperfect_trick"
    CARD_MIXED_WITH_TRICK = "card_mixed_with_trick"
    DISPUTE = "dispute"
    # Before the deal and around the rubber (Club Code 11-25; American 1; euchre 5-21).
    CUT_FOR_TABLE = "cut_for_table"
    TABLE = "table"
    SCORE_ERROR = "score_error"
    # Shuffling, the cut of the pack and around the play (Club 26-36, 80-91; American 3, 11; euchre 22-32, 72-84).
    SHUFFLE = "shuffle"
    CUT_PACK = "cut_pack"
    NEW_CARDS = "new_cards"
    CARD_DAMAGED = "card_damaged"
    REQUEST = "request"
    BYSTANDER = "bystander"
    BET = "bet"


SEAT_TERMS = (
    Term("N", "North", "partner of South"),
    Term("E", "East", "partner of West"),
    Term("S", "South", "partner of North"),
    Term("W", "West", "partner of East"),
)
SIDE_TERMS = (Term("NS", "North and South"), Term("EW", "East and West"))
SUIT_TERMS = (Term("S", "Spades"), Term("H", "Hearts"), Term("D", "Diamonds"), Term("C", "Clubs"))

CLAIM_KINDS = (
    Term(ClaimKind.REVOKE, "A revoke", "the claimant says an adversary revoked"),
    Term(ClaimKind.HONOURS, "Honours", "the claimants say they held honours (Club Code 3, 6, 7)"),
    Term(ClaimKind.GAME, "The game", "the claimant says the remaining tricks or the game are his"),
    Term(ClaimKind.NEW_DEAL, "A new deal", "the claimant asks for the cards to be dealt again"),
    Term(ClaimKind.MISDEAL, "A misdeal", "the claimant says the dealer misdealt"),
)
CALL_KINDS = (
    Term(CallKind.CARD, "A card", "an exposed card called to be played"),
    Term(CallKind.SUIT, "A suit", "a suit called to be led, or not to be led"),
    Term(CallKind.HIGHEST, "The highest", "the highest card of the suit led"),
    Term(CallKind.LOWEST, "The lowest", "the lowest card of the suit led"),
    Term(CallKind.WIN, "To win", "the player is called on to win the trick"),
    Term(CallKind.LOSE, "To lose", "the player is called on not to win the trick"),
)
ASK_ANSWERS = (
    Term(AskAnswer.NONE, "He has none", "the partner says he has none of the suit"),
    Term(AskAnswer.HAS, "He has one", "the partner finds he has one of the suit"),
)
ASK_QUESTIONS = (
    Term(
        AskQuestion.NONE_OF_THE_SUIT,
        "Has he none of the suit?",
        "the question to the partner, the default ({laws})",
        cites=cited.revoke_question,
    ),
    Term(
        AskQuestion.SUIT_LED,
        "What suit was led?",
        "the player's own question, to anyone; a trick quitted after it does not bar his correction"
        " (McIntosh under 72)",
        extension=True,
    ),
)
DEAL_FACTS = (
    Term(DealFact.CARD_EXPOSED, "A card exposed in dealing", "with the seat that exposed it"),
    Term(DealFact.CARD_FACED_IN_PACK, "A card faced in the pack"),
    Term(DealFact.TWO_CARDS_TO_ONE_HAND, "Two cards dealt to one hand", "the seat is the hand"),
    Term(DealFact.DEALER_COUNTED_CARDS, "The dealer counted the cards on the table"),
    Term(DealFact.PACK_NOT_CUT, "The pack was not cut"),
    Term(DealFact.DEALT_OUT_OF_TURN, "Dealt out of turn", "the seat is the player whose deal it was"),
    Term(DealFact.TRUMP_TURNED, "The trump card was turned", "the deal is complete", extension=True),
    Term(
        DealFact.CARDS_TOUCHED,
        "Cards touched",
        "a player touched or took up his cards; taking up counts as looking (McIntosh under 37)",
        extension=True,
    ),
    Term(DealFact.TRUMP_CARD_FACE_DOWN, "The trump card dealt face down", "Club Code 44 II", extension=True),
    Term(DealFact.TRUMP_CARD_OUT_OF_ORDER, "The trump card out of order", "Club Code 44 III", extension=True),
    Term(DealFact.NOT_IN_ROTATION, "Not dealt in rotation", "Club Code 44 I", extension=True),
    Term(DealFact.HAND_MISSED, "A hand missed", "Club Code 44 I; the seat is the hand", extension=True),
    Term(DealFact.TRUMP_CARD_SEEN, "The trump card seen", "Club Code 41; American 2", extension=True),
    Term(DealFact.CARD_FROM_OTHER_PACK, "A card from the other pack", "Club Code 42", extension=True),
    Term(
        DealFact.ADVERSARY_CARD_TAKEN,
        "An adversary's card taken up",
        "a player took up a card dealt to an adversary (McIntosh under 37)",
        extension=True,
    ),
    Term(
        DealFact.DEALER_INTERRUPTED,
        "The dealer interrupted",
        "Club Code 50; the seat is the adversary who interrupted",
        extension=True,
    ),
    Term(DealFact.PACK_IMPERFECT, "The pack imperfect", "Club Code 37 I, 47", extension=True),
)
DEAL_CORRECTED = (
    Term(DealCorrected.ONE_CARD, "One card", "the dealer put right a single card (44 VI)"),
    Term(DealCorrected.MORE, "More than one card", "more than one card was out of place"),
)
DEAL_ABOUT = (
    Term(DealAbout.SCORE, "The score", "the adversaries questioned the score (50)"),
    Term(DealAbout.TURN, "Whose deal", "the adversaries questioned whose deal it was (50)"),
)
TRUMP_CARD_ACTIONS = (
    Term(TrumpCardAction.TAKEN_UP, "Taken up", "taken into the dealer's hand; at euchre, lifted from the pack (91)"),
    Term(TrumpCardAction.LEFT, "Left on the table", "still on the table"),
    Term(
        TrumpCardAction.SHOWN,
        "Another card shown",
        "a card shown when the dealer was desired to lay the trump card down (54)",
    ),
    Term(TrumpCardAction.NAMED, "Named", "the trump card named by a player (53)"),
    Term(
        TrumpCardAction.ASKED,
        "Asked for",
        "a player asked what the trump card was (53); at euchre, what card was turned up (92)",
    ),
    Term(TrumpCardAction.FORGOTTEN, "Forgotten", "the dealer forgot the trump card (55)"),
)
EXPOSE_HOW = (
    Term(ExposeHow.DROPPED, "Dropped face up"),
    Term(ExposeHow.SHOWN, "Shown"),
    Term(ExposeHow.NAMED, "Named", "a card named by the player as in his hand"),
    Term(ExposeHow.PLAYED_TOGETHER, "Played with another", "two cards played at once"),
    Term(ExposeHow.DETACHED, "Detached", "a card detached from the hand (Club Code 60)", extension=True),
    Term(ExposeHow.FLOOR, "Dropped on the floor", "not an exposure (Club Code 56)", extension=True),
    Term(ExposeHow.LOWERED, "Hand lowered", "the Portland Club case of the lowered hand", extension=True),
    Term(
        ExposeHow.DRAWN,
        "Drawn and replaced",
        "drawn almost to the table and replaced, seen but not named (Drayton's Case XIV)",
        extension=True,
    ),
)
ATTENTION_HOW = (
    Term(AttentionHow.SAYS_HIS, "Says the trick is his"),
    Term(AttentionHow.NAMES_CARD, "Names his card"),
    Term(AttentionHow.DRAWS_TRICK, "Draws the trick towards him"),
)
DISPUTE_ABOUT = (
    Term(
        DisputeAbout.CUTTING,
        "Cutting, the table, shuffling",
        "cutting for partners and deal, forming the table, shuffling",
        extension=True,
    ),
    Term(DisputeAbout.BYSTANDERS, "Bystanders, bets and etiquette", extension=True),
    Term(DisputeAbout.NEW_CARDS, "New cards", "fresh cards called for, cards torn or marked", extension=True),
    Term(DisputeAbout.LAST_TRICK, "Seeing the last trick", extension=True),
    Term(DisputeAbout.MISSING_CARD, "A card missing", "a hand short of a card the case does not show", extension=True),
    Term(
        DisputeAbout.SEVERAL_RENOUNCES,
        "Several cards renounced",
        'McIntosh under Club 76: "play small one" is no call',
        extension=True,
    ),
    Term(
        DisputeAbout.HONOURS_AFTER_NEXT_TRUMP,
        "Honours after the next trump card",
        "McIntosh under Club 7: the next trump card turned up and quitted",
        extension=True,
    ),
    Term(DisputeAbout.CONVERSATION, "Conversation or intimation during the play", extension=True),
    Term(DisputeAbout.SCORE_MISCOUNTED, "Points miscounted", extension=True),
    Term(DisputeAbout.TURN_UP_EXPOSED, "A card exposed in turning the trump", "euchre 39", extension=True),
    Term(
        DisputeAbout.PARTNERS_DEAL_MISDEALT, "A misdeal by the partner who took the deal", "euchre 45", extension=True
    ),
    Term(DisputeAbout.CARDS_PLACED, "Cards placed before their players", "euchre 84", extension=True),
    Term(DisputeAbout.FOURTH_GAME, "The rubber's fourth game", "euchre 1: a lap in the third game", extension=True),
)
BID_ACTIONS = (
    Term(BidAction.PASS, "Pass"),
    Term(BidAction.ORDER_UP, "Order up", "an adversary of the dealer orders up the turned card"),
    Term(BidAction.ASSIST, "Assist", "the dealer's partner assists"),
    Term(BidAction.TAKE_UP, "Take up", "the dealer takes the turned card up"),
    Term(BidAction.MAKE, "Make", "in the second round, the player makes a suit trumps (with suit)"),
)
OPTION_IDS = (
    Term(OptionId.TAKE_THREE_TRICKS, "Take three tricks from the offenders"),
    Term(OptionId.DEDUCT_THREE, "Deduct three points from the offenders' score"),
    Term(OptionId.ADD_THREE, "Add three points to their own score"),
    Term(OptionId.ADD_POINTS, "Add points to their own score", "the number is the option's n"),
    Term(OptionId.DEDUCT_POINTS, "Deduct points from the offenders' score", "the number is the option's n"),
    Term(OptionId.CALL_CARD, "Call the exposed card"),
    Term(OptionId.CALL_SUIT, "Call a suit"),
    Term(OptionId.CALL_HIGHEST, "Call the highest card of the suit"),
    Term(OptionId.CALL_LOWEST, "Call the lowest card of the suit"),
    Term(OptionId.CALL_WIN, "Call on him to win the trick"),
    Term(OptionId.CALL_LOSE, "Call on him to lose the trick"),
    Term(OptionId.NEW_DEAL, "A new deal"),
    Term(
        OptionId.TRUMP_STANDS,
        "The trump stands",
        "euchre: the adversaries elect that a trump ordered up after passing be played ({laws})",
        extension=True,
        cites=cited.trump_stands,
    ),
    Term(
        OptionId.ALONE_STANDS,
        "The lone hand stands",
        "euchre: the adversaries elect that a lone player whose partner played to the first lead play alone"
        " after all ({laws})",
        extension=True,
        cites=cited.alone_stands,
    ),
    Term(
        OptionId.DRAW_CARD,
        "Draw a card",
        "draw a card from the hand that took up an adversary's card (McIntosh under 37)",
        extension=True,
    ),
)

# -- Shuffling, the cut of the pack, and around the play: the words of their events and findings. --


class ShuffleHow(StrEnum):
    """How the pack was shuffled, where the laws forbid it (Club 26-28; euchre 22, 23)."""

    BELOW_TABLE = "below_table"
    CARD_SEEN = "card_seen"
    DURING_HAND = "during_hand"
    INTO_PACKETS = "into_packets"
    ACROSS_TABLE = "across_table"


class DamagedHow(StrEnum):
    """What is wrong with a card (Club 90; euchre 73)."""

    TORN = "torn"
    MARKED = "marked"


class Replaced(StrEnum):
    """What the players did about a torn or marked card."""

    BY_AGREEMENT = "by_agreement"
    NEW_CARDS = "new_cards"


class RequestWhat(StrEnum):
    """What a player asked to see or know during the play (Club 85, 91; American 11; euchre 84)."""

    LAST_TRICK = "last_trick"
    EARLIER_TRICK = "earlier_trick"
    CARDS_PLACED = "cards_placed"
    WHO_PLAYED = "who_played"


class BystanderWhat(StrEnum):
    """What a bystander did (Club 88, 89)."""

    REMARK = "remark"
    DECIDED = "decided"


class BetOn(StrEnum):
    """What a bet was on (Club 80)."""

    ODD_TRICK = "odd_trick"
    SCORE = "score"


SHUFFLE_HOW = (
    Term(ShuffleHow.BELOW_TABLE, "Below the table", extension=True),
    Term(ShuffleHow.CARD_SEEN, "So that the face of a card was seen", extension=True),
    Term(ShuffleHow.DURING_HAND, "During the play of the hand", extension=True),
    Term(ShuffleHow.INTO_PACKETS, "By dealing it into packets", "a pack that has been played with", extension=True),
    Term(ShuffleHow.ACROSS_TABLE, "Across the table", "a pack that has been played with", extension=True),
)
DAMAGED_HOW = (
    Term(DamagedHow.TORN, "Torn", extension=True),
    Term(DamagedHow.MARKED, "Marked", extension=True),
)
REPLACED = (
    Term(Replaced.BY_AGREEMENT, "Replaced by agreement", "the players agreed on how to replace it", extension=True),
    Term(Replaced.NEW_CARDS, "New cards called", "at the expense of the table", extension=True),
)
REQUEST_WHAT = (
    Term(RequestWhat.LAST_TRICK, "To see the last trick turned", extension=True),
    Term(RequestWhat.EARLIER_TRICK, "To see a trick before the last", extension=True),
    Term(
        RequestWhat.CARDS_PLACED,
        "That the cards be placed",
        "before their respective players, the four cards of the trick",
        extension=True,
    ),
    Term(RequestWhat.WHO_PLAYED, "Who played a particular card", extension=True),
)
BYSTANDER_WHAT = (
    Term(
        BystanderWhat.REMARK,
        "A remark",
        "calling the attention of a player to an oversight affecting the score",
        extension=True,
    ),
    Term(BystanderWhat.DECIDED, "Decided a question", "a question put to him at the table", extension=True),
)
BET_ON = (
    Term(BetOn.ODD_TRICK, "The odd trick", extension=True),
    Term(BetOn.SCORE, "The amount of score", extension=True),
)
PACK_FINDING_KINDS = (
    Term(FindingKind.SHUFFLE, "Shuffling", "Club 26-32, 36; American 3; euchre 22-27, 31", extension=True),
    Term(FindingKind.CUT_PACK, "The cut of the pack", "Club 34, 35; American 2; euchre 29, 30", extension=True),
    Term(FindingKind.NEW_CARDS, "New cards", "fresh cards called for; torn or marked cards", extension=True),
    Term(
        FindingKind.REQUEST,
        "A request during the play",
        "to see the last trick, that the cards be placed, who played a card",
        extension=True,
    ),
    Term(FindingKind.BYSTANDER, "A bystander", "a remark, or a question decided", extension=True),
    Term(FindingKind.BET, "Bets", "Club 80: bets on a hand in which a revoke was proved", extension=True),
    Term(
        FindingKind.ETIQUETTE,
        "Etiquette",
        "etiquette is not law: the engine points to it and rules nothing under it",
        extension=True,
    ),
)


# What a finding is about (the ruling's `kind`).
FINDING_KINDS = (
    Term(FindingKind.REVOKE, "Revoke"),
    Term(FindingKind.LEAD_OUT_OF_TURN, "Lead out of turn"),
    Term(FindingKind.PLAY_OUT_OF_TURN, "Play out of turn"),
    Term(FindingKind.EXPOSED_CARD, "Exposed card"),
    Term(FindingKind.MISDEAL, "Misdeal"),
    Term(FindingKind.NEW_DEAL, "New deal"),
    Term(FindingKind.HONOURS, "Honours", "a claim of honours ruled on"),
    Term(FindingKind.WRONG_NUMBER_OF_CARDS, "Wrong number of cards"),
    Term(FindingKind.CLAIM, "Claim", "any other claim ruled on"),
    Term(
        FindingKind.ATTENTION_TO_TRICK,
        "Attention called to the trick",
        "{laws}",
        extension=True,
        cites=cited.attention_to_trick,
    ),
    Term(
        FindingKind.CALL,
        "Call or election",
        "a call or election ruled on: a wrong card named, a call no open penalty allows, a called card not played",
        extension=True,
    ),
    Term(FindingKind.NOT_RULED, "Not ruled on", "a fact the engine records but does not rule on yet", extension=True),
    Term(
        FindingKind.NOT_COVERED,
        "Not covered by the engine",
        "a game the engine does not play, or a situation it does not rule on: the laws to read are named, and"
        " nothing else is ruled",
        extension=True,
    ),
    Term(
        FindingKind.STATUTE,
        "A club's statute",
        "a statute of the club on the score that decided the result, where no other finding names it",
        extension=True,
    ),
    Term(FindingKind.DEAL, "The deal", "a fact of the deal that leaves the deal standing", extension=True),
    Term(FindingKind.TRUMP_CARD, "The trump card", "taken up too soon, named, asked for or forgotten", extension=True),
    Term(
        FindingKind.CARDS_THROWN_DOWN,
        "Cards thrown down",
        "cards thrown face upwards, or laid down with a claim",
        extension=True,
    ),
    Term(FindingKind.BID, "The making of the trump", "euchre", extension=True),
    Term(FindingKind.LONE_HAND, "The lone hand", "euchre", extension=True),
    Term(FindingKind.DISCARD, "The discard", "euchre: the dealer's discard", extension=True),
    Term(FindingKind.IMPERFECT_TRICK, "Imperfect trick", "{laws}", extension=True, cites=cited.imperfect_trick),
    Term(
        FindingKind.CARD_MIXED_WITH_TRICK,
        "Card mixed with a trick",
        "{laws}",
        extension=True,
        cites=cited.card_mixed_with_trick,
    ),
    Term(FindingKind.CUT, "Cutting for the table", "who plays, who partners whom, who deals", extension=True),
    Term(FindingKind.TABLE, "The table", "admission, cutting out, quitting, breaking up", extension=True),
    Term(FindingKind.SCORE, "An error in the score", "corrected, or standing", extension=True),
    *PACK_FINDING_KINDS,
)


# Before the deal and around the rubber: the table and the score (Club Code 11-25; American 1; euchre 5-21).
class TableWhat(StrEnum):
    """What happened about the table (`table`)."""

    ADMISSION = "admission"
    FRESH_TABLE = "fresh_table"
    SUBSTITUTE = "substitute"
    RETIRED = "retired"
    CUT_INTO_OTHER = "cut_into_other"
    BROKEN_UP = "broken_up"


class ScoreWhen(StrEnum):
    """Where an error in the score was made (`score_error`)."""

    THIS_HAND = "this_hand"
    BEFORE_HAND = "before_hand"
    EARLIER_GAME = "earlier_game"


TABLE_WHAT = (
    Term(
        TableWhat.ADMISSION,
        "Admission claimed at the end of a rubber",
        "one or two candidates claim to enter: who goes out (Club Code 20, 21; euchre 15, 16)",
    ),
    Term(
        TableWhat.FRESH_TABLE,
        "A fresh table formed",
        "candidates who have belonged to no other table enter first (Club Code 22; euchre 17)",
    ),
    Term(
        TableWhat.SUBSTITUTE,
        "A substitute for a player quitting",
        "a player quits before the rubber ends and names a substitute (Club Code 23; euchre 18)",
    ),
    Term(
        TableWhat.RETIRED,
        "A player left the table",
        "who takes his place (Club Code 17; euchre 19)",
    ),
    Term(
        TableWhat.CUT_INTO_OTHER,
        "Cut into another table",
        "a player belonging to one table cut into another (Club Code 24; euchre 20)",
    ),
    Term(
        TableWhat.BROKEN_UP,
        "The table broken up",
        "a player broke up the table: the others' right of entry elsewhere (Club Code 25; euchre 21)",
    ),
)
SCORE_WHEN = (
    Term(ScoreWhen.THIS_HAND, "In scoring this hand", "the points of this hand were scored wrong"),
    Term(
        ScoreWhen.BEFORE_HAND,
        "In the score brought to this hand",
        "the side's points in this game before the hand were wrong; `proved` is the right figure",
    ),
    Term(ScoreWhen.EARLIER_GAME, "In an earlier game of the rubber", "a game already concluded"),
)

# Limits on what the engine reads: a whist hand has at most a few dozen events.
MAX_EVENTS = 1000
MAX_ERRORS = 100
