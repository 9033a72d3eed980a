"""Reading a case: the parsed JSON value becomes a typed Case, or InvalidCase listing every problem found.

Only what cannot be replayed as given is an error (format: "valid"); a hand of the wrong size, a
card played out of turn or a revoke are left for the rulers to find.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from functools import cached_property
from typing import Any, TypeVar

from ..codes import KNOWN_CODES, TABLES
from ..codes.table import LawTable
from .amendments import Amendment, amend, read_amendments
from .cards import Card, Suit
from .case_events import read_events
from .errors import CaseError, InvalidCase, describe
from .events import EVENT_TYPES, Event
from .games import FOUR_HANDED, Played, read_game
from .places import check_places
from .reader import MISSING, Reader
from .seats import SIDE_NAMES, Seat, Side, Tally

E = TypeVar("E", bound=Event)


@dataclass(frozen=True)
class Hand:
    """A seat's cards as the case gives them: the whole hand as dealt, or only cards known to be in it."""

    cards: tuple[Card, ...]
    whole: bool


@dataclass(frozen=True)
class Case:
    code: str
    title: str | None
    dealer: Seat
    trump: Card
    hands: dict[Seat, Hand]
    score: Tally
    games: Tally
    game_values: dict[Side, tuple[int, ...]] | None
    events: tuple[Event, ...]
    amendments: tuple[Amendment, ...] = ()  # the club's statutes the case is ruled under (amendments.py)
    game: Played = FOUR_HANDED  # four-handed whist, Dummy or Double Dummy (games.py)

    @property
    def trump_suit(self) -> Suit:
        return self.trump.suit

    def events_of(self, *kinds: type[E]) -> list[tuple[int, E]]:
        """The events of these kinds with their indexes, in the order of events. Most kinds are absent from most
        hands, and several rulers ask for one kind each: the events are sorted by kind once per case, not read
        through by each ruler."""
        if len(kinds) == 1:
            return list(self._by_kind.get(kinds[0], ()))
        return sorted((found for kind in kinds for found in self._by_kind.get(kind, ())), key=_index)

    @cached_property
    def _by_kind(self) -> dict[type, list[tuple[int, Any]]]:
        by_kind: dict[type, list[tuple[int, Any]]] = {}
        for index, event in enumerate(self.events):
            by_kind.setdefault(type(event), []).append((index, event))
        return by_kind


def _index(found: tuple[int, object]) -> int:
    return found[0]


def parse_case(document: object) -> Case:
    """The typed case, or InvalidCase with every problem in the document."""
    if not isinstance(document, dict):
        raise InvalidCase(
            [
                CaseError(
                    None,
                    "",
                    f"The case must be a JSON object with code, dealer, trump and events, not {describe(document)}.",
                )
            ]
        )
    code_value = document.get("code")
    table = TABLES.get(code_value) if isinstance(code_value, str) else None
    # An unknown code is reported by _check_code; its cards are read as whist's meanwhile (two to the ace).
    reader = Reader(table.lowest_rank if table else 2, table)
    _check_code(reader, document)
    amendments = read_amendments(document.get("amendments"), table, reader.error)
    if table is not None:
        table = amend(table, amendments)  # a club's game of seven allows a score of six
    game = _Game.of(table)
    dealer, trump = _dealer_and_trump(reader, document)
    title = document.get("title") if isinstance(document.get("title"), str) else None
    _check_played_on(reader, document.get("played_on", MISSING))
    hands = _hands(reader, document.get("hands"))
    score = _tally(reader, document.get("score"), "score", "The score", game.points - 1)
    games = _tally(reader, document.get("games"), "games", "The games won", game.rubber_games - 1)
    game_values = _game_values(reader, document.get("game_values"), games)
    events = read_events(reader, document.get("events", MISSING), game.event_types, game.hand_size, game.name)
    played = read_game(document, reader.error)
    if dealer is not None and trump is not None and hands is not None:
        check_places(reader.error, dealer, trump, hands, events, game.trump_card_in_hand)
    if reader.errors:
        raise InvalidCase(reader.errors)
    assert dealer is not None and trump is not None and hands is not None and isinstance(code_value, str)
    return Case(
        code=code_value,
        title=title,
        dealer=dealer,
        trump=trump,
        hands=hands,
        score=score,
        games=games,
        game_values=game_values,
        events=tuple(e for e in events if e is not None),
        amendments=amendments,
        game=played,
    )


def _check_played_on(reader: Reader, value: object) -> None:
    """The day the hand was played, a calendar date written YYYY-MM-DD; the engine rules the same on any day."""
    if value is MISSING:
        return
    try:
        if isinstance(value, str) and len(value) == 10:
            datetime.date.fromisoformat(value)
            return
    except ValueError:
        pass
    reader.error("played_on", f"The day the hand was played is {describe(value)}; write a date as 2026-05-01.")


@dataclass(frozen=True)
class _Game:
    """What the code's table says the case may hold; a case of an unknown code is read as whist's meanwhile."""

    event_types: frozenset[str]
    points: int
    rubber_games: int
    hand_size: int
    name: str
    trump_card_in_hand: bool

    @classmethod
    def of(cls, table: LawTable | None) -> _Game:
        if table is None:
            return cls(frozenset(EVENT_TYPES), 100, 100, 13, "", True)
        scoring = table.scoring
        return cls(
            table.event_types,
            scoring.game,
            scoring.rubber_games,
            table.hand_size,
            table.name,
            table.trump_card_in_hand,
        )


def _dealer_and_trump(reader: Reader, document: dict[str, object]) -> tuple[Seat | None, Card | None]:
    dealer_value, trump_value = document.get("dealer"), document.get("trump")
    if dealer_value is None:
        reader.error("dealer", "The dealer is missing.")
    if trump_value is None:
        reader.error("trump", "The trump card is missing.")
    dealer = None if dealer_value is None else reader.seat(dealer_value, "dealer", "The dealer")
    trump = None if trump_value is None else reader.card(trump_value, "trump", "The trump card")
    return dealer, trump


def _check_code(reader: Reader, document: dict[str, object]) -> None:
    code = document.get("code")
    known = ", ".join(KNOWN_CODES)
    if code is None:
        reader.error("code", f"The code of laws is missing; it must be one of: {known}.")
    elif not isinstance(code, str) or code not in KNOWN_CODES:
        reader.error("code", f"{describe(code)} is not a code of laws the case format knows; codes are {known}.")
    elif code not in TABLES:
        supported = ", ".join(TABLES)
        reader.error(
            "code",
            f"The engine does not rule yet on cases under {code} ({KNOWN_CODES[code]}); it rules on {supported}.",
        )


def _hands(reader: Reader, value: object) -> dict[Seat, Hand] | None:
    if value is None:
        return {}
    if not isinstance(value, dict):
        reader.error("hands", f"The hands must be an object with a hand for each seat given, not {describe(value)}.")
        return None
    hands: dict[Seat, Hand] = {}
    for key, hand_value in value.items():
        path = f"hands.{key}"
        seat = reader.seat(key, path, f'The hand "{key}"')
        whole = isinstance(hand_value, list)
        listed: object = hand_value
        list_path = path
        if isinstance(hand_value, dict):
            listed = hand_value.get("known", MISSING)
            list_path = f"{path}.known"
            if listed is MISSING:
                reader.error(list_path, f'The hand of {key} must be a list of cards or {{"known": [cards]}}.')
                continue
        if not isinstance(listed, list):
            reader.error(list_path, f"The hand of {key} must be a list of cards, not {describe(listed)}.")
            continue
        named = reader.pack_names
        cards = [
            named[c] if type(c) is str and c in named else _hand_card(reader, c, list_path, i, key)
            for i, c in enumerate(listed)
        ]
        if seat is not None:
            if seat in hands:
                reader.error(path, f"The hand of {seat} is given twice.")
            hands[seat] = Hand(tuple(c for c in cards if c is not None), whole)
    return hands


def _hand_card(reader: Reader, value: object, path: str, i: int, key: object) -> Card | None:
    """A card of a hand not written as the pack names it: read with care, and the error worded if it is none."""
    return reader.card(value, f"{path}.{i}", f"A card in the hand of {key}")


def _tally(reader: Reader, value: object, path: str, what: str, high: int) -> Tally:
    if value is None:
        return Tally()
    if not isinstance(value, dict):
        reader.error(path, f'{what} must be an object like {{"NS": 0, "EW": 0}}, not {describe(value)}.')
        return Tally()
    numbers = {}
    for side in (Side.NS, Side.EW):
        item = value.get(side.value)
        numbers[side] = 0 if item is None else reader.count(item, f"{path}.{side}", f"{what} of {side}", 0, high) or 0
    for key in value:
        if key not in SIDE_NAMES:
            reader.error(f"{path}.{key}", f'"{key}" is not a side; the sides are NS and EW.')
    return Tally(numbers[Side.NS], numbers[Side.EW])


def _game_values(reader: Reader, value: object, games: Tally) -> dict[Side, tuple[int, ...]] | None:
    """Extension: the value of each game already won in the rubber, so the rubber's points can be reckoned."""
    if value is None:
        return None
    if not isinstance(value, dict):
        reader.error(
            "game_values",
            f'The game values must be an object like {{"NS": [2], "EW": []}}, not {describe(value)}.',
        )
        return None
    values: dict[Side, tuple[int, ...]] = {}
    for side in (Side.NS, Side.EW):
        items = value.get(side.value, [])
        path = f"game_values.{side}"
        if not isinstance(items, list):
            reader.error(path, f"The game values of {side} must be a list of numbers, not {describe(items)}.")
            continue
        parsed = [reader.count(v, f"{path}.{i}", f"A game value of {side}", 1, 3) for i, v in enumerate(items)]
        if len(items) != games.of(side):
            reader.error(path, f"{side} have won {games.of(side)} games, but {len(items)} game values are given.")
        values[side] = tuple(v for v in parsed if v is not None)
    return values
