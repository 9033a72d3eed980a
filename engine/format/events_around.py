"""The events before the deal and around the rubber: cutting for the table, the table itself, and the score
(Club Code 11-25; American 1; euchre 5-21). Declared as events.py declares the others, and listed in its `Event`
union; ruled by rulers/cutting.py, rulers/admission.py and rulers/score_error.py.
"""

from __future__ import annotations

from typing import Annotated

from .cards import Card
from .declaring import About, event
from .seats import Seat, Side
from .vocabulary import SCORE_WHEN, TABLE_WHAT, EventKind, ScoreWhen, TableWhat


# Candidates are numbered 1, 2, ... in the order of the cut's cards: those first in the
# room first (Club Code 16).
@event(
    EventKind.CUT_FOR_TABLE,
    "A cut for the table, partners and deal",
    "The candidates cut: with more than four, who plays (and who belongs to the table); with four, who partners"
    " whom and who deals. A cut again, after equal cards, gives the new cards of those who were equal.",
    extension=True,
)
class CutForTable:
    cards: Annotated[
        tuple[Card, ...],
        About(
            "the cards cut, one for each candidate in turn (candidate 1 first, those first in the room first); a cut"
            " again: one for each candidate cutting again, in their order; a cut for partners after the players were"
            " chosen: one for each of the four, in their order",
            extension=True,
        ),
    ]
    again: Annotated[
        bool, About("a cut again by the candidates the cut before left equal (Club Code 18, 19)", extension=True)
    ] = False
    exposed: Annotated[
        int,
        About("the candidate (by number) who exposed more than one card in cutting; 0: none", high=20, extension=True),
    ] = 0
    other_pack: Annotated[
        int,
        About("the candidate (by number) who cut from another pack than the others; 0: none", high=20, extension=True),
    ] = 0


@event(
    EventKind.TABLE,
    "The table",
    "Who enters, who goes out, who takes a place: admission at the end of a rubber, a fresh table, a player quitting"
    " with a substitute, a player leaving, cutting into another table, a table broken up.",
    extension=True,
)
class Table:
    what: Annotated[TableWhat, About("what happened", TABLE_WHAT, extension=True)]
    seat: Annotated[
        Seat | None,
        About(
            "the player who quits, leaves, cuts into another table or breaks up the table",
            required_when=(
                (
                    "what",
                    (TableWhat.SUBSTITUTE, TableWhat.RETIRED, TableWhat.CUT_INTO_OTHER, TableWhat.BROKEN_UP),
                ),
            ),
            extension=True,
        ),
    ] = None
    candidates: Annotated[
        int | None,
        About(
            "admission: the candidates claiming to enter (one or two); broken_up: the players left who seek entry"
            " to another table",
            low=1,
            high=20,
            required_when=(("what", (TableWhat.ADMISSION, TableWhat.BROKEN_UP)),),
            extension=True,
        ),
    ] = None
    late: Annotated[
        bool,
        About("admission: the candidate declared his wish to enter only after a player had cut a card", extension=True),
    ] = False
    longest: Annotated[
        tuple[Seat, ...],
        About(
            "admission: the players who have played a greater number of consecutive rubbers than the others",
            extension=True,
        ),
    ] = ()
    cards: Annotated[
        tuple[Card, ...] | None,
        About(
            "admission: the cards cut to decide who goes out, by the players who cut, in the order N, E, S, W",
            extension=True,
        ),
    ] = None
    fresh: Annotated[
        int | None,
        About(
            "fresh_table: the candidates who have neither belonged to nor played at any other table",
            high=20,
            required_when=(("what", (TableWhat.FRESH_TABLE,)),),
            extension=True,
        ),
    ] = None
    others: Annotated[
        int, About("fresh_table: the other candidates (who belonged to another table)", high=20, extension=True)
    ] = 0
    places: Annotated[
        int | None,
        About(
            "fresh_table: the places at the fresh table; broken_up: the vacancies at the other table",
            high=20,
            required_when=(("what", (TableWhat.FRESH_TABLE, TableWhat.BROKEN_UP)),),
            extension=True,
        ),
    ] = None
    consent: Annotated[
        bool, About("substitute: the other three players consented to the substitute", extension=True)
    ] = False
    rubbers: Annotated[
        int,
        About(
            "retired: the consecutive rubbers he had played at a full table (euchre 19: one of the two)",
            high=20,
            extension=True,
        ),
    ] = 0


@event(
    EventKind.SCORE_ERROR,
    "An error in the score proved",
    "A side's score was proved wrong: in scoring this hand, in the score brought to it, or in an earlier game.",
    extension=True,
)
class ScoreError:
    side: Annotated[Side, About("the side whose score was wrong", extension=True)]
    when: Annotated[ScoreWhen, About("where the error was made", SCORE_WHEN, extension=True)]
    proved: Annotated[
        int | None,
        About(
            "before_hand: the side's right points in this game before the hand",
            high=99,
            required_when=(("when", (ScoreWhen.BEFORE_HAND,)),),
            extension=True,
        ),
    ] = None
    affects_rubber: Annotated[
        bool,
        About("the error changes the value of a game or of the rubber (Club Code 12)", extension=True),
    ] = False
    unannounced: Annotated[bool, About("the points were scored without being announced (euchre 6)", extension=True)] = (
        False
    )
    seat: Annotated[Seat | None, About("who proved it", extension=True)] = None
