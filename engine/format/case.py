"""Reading a case: the parsed JSON value becomes a typed Case, or InvalidCase listing every problem found.

Only what cannot be replayed as given is an error (format: "valid"); a hand of the wrong size, a
card played out of turn or a revoke are left for the rulers to find.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from ..codes import KNOWN_CODES, TABLES
from ..codes.table import LawTable
from .amendments import Amendment, amend, read_amendments
from .cards import Card, CardSyntaxError, Suit, named_card, parse_card, parse_suit
from .errors import CaseError, InvalidCase, describe, event_of
from .events import EVENT_BY_TYPE, EVENT_CLASSES, EVENT_TYPES, Event
from .games import FOUR_HANDED, Played, read_game
from .places import check_places
from .seats import SIDE_NAMES, Seat, Side, Tally, parse_seat, parse_side
from .vocabulary import MAX_EVENTS, AskQuestion, EventKind, Field, Kind

T = TypeVar("T")
_MISSING = object()


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


class _Reader:
    """Walks the document, collecting every problem with its dotted path."""

    def __init__(self, lowest_rank: int, table: LawTable | None = None) -> None:
        self.errors: list[CaseError] = []
        self.lowest_rank = lowest_rank
        self.table = table  # the code's words, where an error of the case cites one of its laws

    def error(self, path: str, message: str) -> None:
        self.errors.append(CaseError(event_of(path), path, message))

    def parsed(self, value: object, path: str, what: str, parse: Callable[[str], T], hint: str) -> T | None:
        if not isinstance(value, str):
            self.error(path, f"{what} must be written as text ({hint}), not {describe(value)}.")
            return None
        try:
            return parse(value)
        except (ValueError, KeyError) as exc:
            message = str(exc) if isinstance(exc, CardSyntaxError) else f'"{value}" is not {hint}'
            self.error(path, f"{what}: {message}.")
            return None

    def seat(self, value: object, path: str, what: str) -> Seat | None:
        return self.parsed(value, path, what, parse_seat, "a seat: N, E, S or W")

    def side(self, value: object, path: str, what: str) -> Side | None:
        return self.parsed(value, path, what, parse_side, "a side: NS or EW")

    def card(self, value: object, path: str, what: str) -> Card | None:
        return self.parsed(value, path, what, self._card_of, "a card, like 10S or QH")

    def _card_of(self, text: str) -> Card:
        return parse_card(text, self.lowest_rank)

    def suit(self, value: object, path: str, what: str) -> Suit | None:
        return self.parsed(value, path, what, parse_suit, "a suit: S, H, D or C")

    def count(self, value: object, path: str, what: str, low: int, high: int) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.error(path, f"{what} must be a whole number, not {describe(value)}.")
            return None
        if isinstance(value, float) and not value.is_integer():
            self.error(path, f"{what} must be a whole number, not {describe(value)}.")
            return None
        number = int(value)
        if not low <= number <= high:
            self.error(path, f"{what} must be from {low} to {high}, not {describe(number)}.")
            return None
        return number

    def choice(self, value: object, path: str, what: str, allowed: dict[str, StrEnum]) -> StrEnum | None:
        """The allowed value's member of its enum (a DealFact, a BidAction ...)."""
        if not isinstance(value, str) or value not in allowed:
            self.error(path, f"{what} is {describe(value)}; it must be one of: {', '.join(allowed)}.")
            return None
        return allowed[value]


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
    reader = _Reader(table.lowest_rank if table else 2, table)
    _check_code(reader, document)
    amendments = read_amendments(document.get("amendments"), table, reader.error)
    if table is not None:
        table = amend(table, amendments)  # a club's game of seven allows a score of six
    game = _Game.of(table)
    dealer, trump = _dealer_and_trump(reader, document)
    title = document.get("title") if isinstance(document.get("title"), str) else None
    _check_played_on(reader, document.get("played_on", _MISSING))
    hands = _hands(reader, document.get("hands"))
    score = _tally(reader, document.get("score"), "score", "The score", game.points - 1)
    games = _tally(reader, document.get("games"), "games", "The games won", game.rubber_games - 1)
    game_values = _game_values(reader, document.get("game_values"), games)
    events = _events(reader, document.get("events", _MISSING), game.event_types, game.hand_size, game.name)
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


def _check_played_on(reader: _Reader, value: object) -> None:
    """The day the hand was played, a calendar date written YYYY-MM-DD; the engine rules the same on any day."""
    if value is _MISSING:
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


def _dealer_and_trump(reader: _Reader, document: dict[str, object]) -> tuple[Seat | None, Card | None]:
    dealer_value, trump_value = document.get("dealer"), document.get("trump")
    if dealer_value is None:
        reader.error("dealer", "The dealer is missing.")
    if trump_value is None:
        reader.error("trump", "The trump card is missing.")
    dealer = None if dealer_value is None else reader.seat(dealer_value, "dealer", "The dealer")
    trump = None if trump_value is None else reader.card(trump_value, "trump", "The trump card")
    return dealer, trump


def _check_code(reader: _Reader, document: dict[str, object]) -> None:
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


def _hands(reader: _Reader, value: object) -> dict[Seat, Hand] | None:
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
            listed = hand_value.get("known", _MISSING)
            list_path = f"{path}.known"
            if listed is _MISSING:
                reader.error(list_path, f'The hand of {key} must be a list of cards or {{"known": [cards]}}.')
                continue
        if not isinstance(listed, list):
            reader.error(list_path, f"The hand of {key} must be a list of cards, not {describe(listed)}.")
            continue
        cards = [
            _named_card(c, reader.lowest_rank) or _hand_card(reader, c, list_path, i, key) for i, c in enumerate(listed)
        ]
        if seat is not None:
            if seat in hands:
                reader.error(path, f"The hand of {seat} is given twice.")
            hands[seat] = Hand(tuple(c for c in cards if c is not None), whole)
    return hands


def _hand_card(reader: _Reader, value: object, path: str, i: int, key: object) -> Card | None:
    """A card of a hand not written as the pack names it: read with care, and the error worded if it is none."""
    return reader.card(value, f"{path}.{i}", f"A card in the hand of {key}")


def _tally(reader: _Reader, value: object, path: str, what: str, high: int) -> Tally:
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


def _game_values(reader: _Reader, value: object, games: Tally) -> dict[Side, tuple[int, ...]] | None:
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


def _events(
    reader: _Reader, value: object, event_types: frozenset[str], hand_size: int, code_name: str
) -> list[Event | None]:
    if value is _MISSING or value is None:
        reader.error("events", "The events are missing; give a list, which may be empty.")
        return []
    if not isinstance(value, list):
        reader.error("events", f"The events must be a list, not {describe(value)}.")
        return []
    if len(value) > MAX_EVENTS:
        # A whist hand has at most a few dozen events; more is not a hand, and reading it is unbounded work.
        reader.error(
            "events",
            f"The case has {len(value)} events; the engine reads at most {MAX_EVENTS} (a hand has a few dozen).",
        )
        return []
    return [_event(reader, item, i, event_types, hand_size, code_name) for i, item in enumerate(value)]


def _event(
    reader: _Reader, item: object, i: int, event_types: frozenset[str], hand_size: int, code_name: str
) -> Event | None:
    """One event, read field by field as the vocabulary describes it, with the words for what is wrong."""
    path = f"events.{i}"
    if not isinstance(item, dict):
        reader.error(path, f"Event {i} must be an object with a type, not {describe(item)}.")
        return None
    kind = item.get("type")
    if kind is None:
        reader.error(f"{path}.type", f"Event {i} has no type.")
        return None
    if not isinstance(kind, str) or kind not in EVENT_BY_TYPE:
        reader.error(
            f"{path}.type",
            f"Event {i}: {describe(kind)} is not a type of event; types are {', '.join(EVENT_TYPES)}.",
        )
        return None
    if kind not in event_types:
        reader.error(f"{path}.type", f"Event {i}: a {kind} has no place in a hand played under {code_name}.")
        return None
    before = len(reader.errors)
    values = _fields(reader, item, i, kind, hand_size)
    if kind == EventKind.ASK:
        _check_ask(reader, values, path, f"Event {i} ({kind})")
    if len(reader.errors) != before:
        return None
    return EVENT_CLASSES[kind](**values)


def _fields(reader: _Reader, item: dict[str, object], i: int, kind: str, hand_size: int) -> dict[str, object]:
    """The event's fields that can be read; a field written as the format writes it is read by `_quick`, and
    the words and path for an error are made only where a field is missing or must be read with care."""
    values: dict[str, object] = {}
    for spec in EVENT_BY_TYPE[kind].fields:
        raw = item.get(spec.name)
        if raw is None:
            if spec.required or any(item.get(other) in allowed for other, allowed in spec.required_when):
                reader.error(f"events.{i}.{spec.name}", f'Event {i} ({kind}) has no "{spec.name}".')
            continue
        value = _quick(spec, raw, reader.lowest_rank)
        if value is _MISSING:
            value = _field(reader, spec, raw, f"events.{i}.{spec.name}", f"Event {i} ({kind})", hand_size)
        if value is not None:
            values[spec.name] = value
    return values


_SEAT_NAMES = {seat.value: seat for seat in Seat}


def _named_card(value: object, lowest_rank: int) -> Card | None:
    """The card of the game's pack written exactly as the format writes it ("10S", "QH"), or None."""
    card = named_card(value) if type(value) is str else None
    return card if card is not None and card.rank >= lowest_rank else None


def _quick(spec: Field, value: object, lowest_rank: int) -> object:
    """The field's value when it is written exactly as the format writes it ("N", "10S", one of the allowed
    values, a number in range, true): nearly every field of every case. Anything else is _MISSING, left to
    `_field`, which reads a looser spelling (" qh", "n") or says what is wrong, with the path to it."""
    kind = spec.kind
    if type(value) is str:
        if kind is Kind.SEAT:
            return _SEAT_NAMES.get(value, _MISSING)
        if kind is Kind.CARD:
            card = _named_card(value, lowest_rank)
            return _MISSING if card is None else card
        if kind is Kind.CHOICE:
            return spec.members.get(value, _MISSING)
    elif type(value) is int:
        if kind is Kind.COUNT and spec.low <= value <= spec.high:
            return value
    elif type(value) is bool and kind is Kind.FLAG:
        return value
    return _MISSING


def _field(reader: _Reader, spec: Field, value: object, path: str, name: str, hand_size: int) -> object:
    """A field's value read as its kind says; None (with the error recorded) when it cannot be read."""
    what = f"{name}: the {spec.name}"
    if spec.kind is Kind.SEAT:
        return reader.seat(value, path, what)
    if spec.kind is Kind.SIDE:
        return reader.side(value, path, what)
    if spec.kind is Kind.CARD:
        return reader.card(value, path, what)
    if spec.kind is Kind.SUIT:
        return reader.suit(value, path, what)
    if spec.kind is Kind.CHOICE:
        return reader.choice(value, path, what, spec.members)
    if spec.kind is Kind.COUNT:
        return reader.count(value, path, what, spec.low, spec.high)
    if spec.kind is Kind.FLAG:
        if not isinstance(value, bool):
            reader.error(path, f"{name}: {spec.name} must be true or false, not {describe(value)}.")
            return None
        return value
    if spec.kind is Kind.CARDS:
        return _card_list(reader, value, path, name)
    if spec.kind is Kind.SEATS:
        return _seat_list(reader, value, path, name)
    if spec.kind is Kind.SEAT_OR_SIDE:
        return _seat_or_side(reader, value, path, name)
    return _tricks(reader, value, path, name, hand_size)


def _check_ask(reader: _Reader, values: dict[str, object], path: str, name: str) -> None:
    seat, to = values.get("seat"), values.get("to")
    if not isinstance(seat, Seat) or not isinstance(to, Seat):
        return
    if to is seat:
        reader.error(f"{path}.to", f"{name}: {seat} cannot ask himself.")
    elif to is not seat.partner and values.get("question") != AskQuestion.SUIT_LED:
        if reader.table is not None:
            said = reader.table.says("ask_not_the_partner", name=name, to=to, seat=seat)
        else:
            said = f"{name}: a player asks his partner; {to} is not the partner of {seat}."
        reader.error(f"{path}.to", said)


def _card_list(reader: _Reader, value: object, path: str, name: str) -> tuple[Card, ...] | None:
    if not isinstance(value, list) or not value:
        reader.error(path, f"{name}: the cards must be a list of one or more cards, not {describe(value)}.")
        return None
    cards = [reader.card(c, f"{path}.{i}", f"{name}: a card") for i, c in enumerate(value)]
    if any(c is None for c in cards):
        return None
    if len(set(cards)) != len(cards):
        reader.error(path, f"{name}: the same card is listed twice.")
        return None
    return tuple(c for c in cards if c is not None)


def _seat_list(reader: _Reader, value: object, path: str, name: str) -> tuple[Seat, ...] | None:
    if not isinstance(value, list) or not value:
        reader.error(path, f"{name}: the seats must be a list of one or more seats, not {describe(value)}.")
        return None
    seats = [reader.seat(s, f"{path}.{i}", f"{name}: a seat") for i, s in enumerate(value)]
    if any(s is None for s in seats):
        return None
    return tuple(dict.fromkeys(s for s in seats if s is not None))


def _seat_or_side(reader: _Reader, value: object, path: str, name: str) -> Seat | Side | None:
    if isinstance(value, str) and value.isascii() and value.strip().upper() in SIDE_NAMES:
        return Side(value.strip().upper())
    return reader.seat(value, path, f"{name}: against (a seat, or a side NS or EW)")


def _tricks(reader: _Reader, value: object, path: str, name: str, hand_size: int) -> Tally | None:
    if not isinstance(value, dict):
        reader.error(path, f'{name}: the tricks must be an object like {{"NS": 7, "EW": 6}}, not {describe(value)}.')
        return None
    numbers = []
    for side in (Side.NS, Side.EW):
        item = value.get(side.value, _MISSING)
        if item is _MISSING:
            reader.error(f"{path}.{side}", f"{name}: the tricks of {side} are missing.")
            return None
        numbers.append(reader.count(item, f"{path}.{side}", f"{name}: the tricks of {side}", 0, hand_size))
    ns, ew = numbers
    for key in value:
        if key not in SIDE_NAMES:
            reader.error(f"{path}.{key}", f'{name}: "{key}" is not a side; the sides are NS and EW.')
            return None
    if ns is None or ew is None:
        return None
    if ns + ew != hand_size:
        reader.error(path, f"{name}: the tricks of the whole hand must add up to {hand_size}, not {ns + ew}.")
        return None
    return Tally(ns, ew)
