"""The events before the deal and around the play, declared as every event is (events.py lists them in its
union): shuffling, the cut of the pack, new and torn cards, requests during the play, bystanders and bets."""

from __future__ import annotations

from typing import Annotated

from .cards import Card
from .declaring import About, event
from .seats import Seat
from .vocabulary import (
    BET_ON,
    BYSTANDER_WHAT,
    DAMAGED_HOW,
    REPLACED,
    REQUEST_WHAT,
    SHUFFLE_HOW,
    BetOn,
    BystanderWhat,
    DamagedHow,
    EventKind,
    Replaced,
    RequestWhat,
    ShuffleHow,
)

# -- Shuffling, the cut of the pack, and around the play (Club 26-36, 80-91; American 2, 3, 11; euchre 22-32,
# 72, 73, 84). Shuffles and cuts before any card is dealt are of this deal (the case's dealer deals it).


@event(
    EventKind.SHUFFLE,
    "A shuffle",
    "A player shuffled the pack: before the cut, for the case's deal, or in a way the laws forbid.",
    extension=True,
)
class Shuffle:
    seat: Annotated[Seat, About("who shuffled")]
    how: Annotated[
        ShuffleHow | None, About("how, where the laws forbid it; left out for a fair shuffle", SHUFFLE_HOW)
    ] = None


@event(EventKind.CUT_PACK, "The cut of the pack", "The pack was cut for the deal.", extension=True)
class CutPack:
    seat: Annotated[Seat, About("who cut")]
    cards: Annotated[
        int | None, About("how many cards he lifted off the top (the other packet is the rest)", high=52)
    ] = None
    exposed: Annotated[bool, About("a card was exposed in cutting, or in replacing one packet on the other")] = False
    confused: Annotated[bool, About("a confusion of the cards, or a doubt where the pack was divided")] = False
    altered: Annotated[bool, About("having separated the pack, he re-shuffled or re-cut the cards")] = False


@event(EventKind.NEW_CARDS, "New cards called for", "A player called for fresh cards.", extension=True)
class NewCards:
    seat: Annotated[Seat, About("who called for them")]


@event(
    EventKind.CARD_DAMAGED,
    "A card torn or marked",
    "A card of the pack was found torn or marked.",
    extension=True,
)
class CardDamaged:
    how: Annotated[DamagedHow, About("what is wrong with it", DAMAGED_HOW)]
    card: Annotated[Card | None, About("the card")] = None
    seat: Annotated[Seat | None, About("who found it")] = None
    replaced: Annotated[Replaced | None, About("what the players did about it", REPLACED)] = None


@event(
    EventKind.REQUEST,
    "A request during the play",
    "A player asked to see a trick, that the cards be placed, or who played a card.",
    extension=True,
)
class Request:
    seat: Annotated[Seat, About("who asked")]
    what: Annotated[RequestWhat, About("what he asked", REQUEST_WHAT)]
    shown: Annotated[bool, About("what he asked was shown or told him")] = False


@event(
    EventKind.BYSTANDER,
    "A bystander",
    "A bystander remarked on an oversight affecting the score, or decided a question.",
    extension=True,
)
class Bystander:
    what: Annotated[BystanderWhat, About("what he did", BYSTANDER_WHAT)]
    agreed: Annotated[bool, About("decided: the players had agreed to refer the question to him")] = False
    seat: Annotated[Seat | None, About("the player whose attention was called, or who put the question")] = None


@event(EventKind.BET, "Bets on the hand", "Bets on the odd trick or on the score, to be decided.", extension=True)
class Bet:
    on: Annotated[BetOn, About("what was bet on", BET_ON)]
    seat: Annotated[Seat | None, About("who asks that they be decided")] = None
