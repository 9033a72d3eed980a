"""Reading a case: the parsed JSON value becomes a typed Case, or InvalidCase listing every problem found.

Only what cannot be replayed as given is an error (format: "valid"); a hand of the wrong size, a
card played out of turn or a revoke are left for the rulers to find.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from .cards import Card, CardSyntaxError, Suit, parse_card, parse_suit
from .codes import KNOWN_CODES, TABLES
from .errors import CaseError, InvalidCase, describe, event_of
from .events import (
    ASK_ANSWERS,
    ASK_QUESTIONS,
    ATTENTION_HOW,
    BID_ACTIONS,
    CALL_KINDS,
    CLAIM_KINDS,
    DEAL_ABOUT,
    DEAL_CORRECTED,
    DEAL_FACTS,
    EVENT_TYPES,
    EXPOSE_HOW,
    OPTION_IDS,
    TRUMP_CARD_ACTIONS,
    Ask,
    AttentionToTrick,
    Bid,
    Call,
    CardMixedWithTrick,
    CardsMixed,
    Claim,
    Consult,
    Correct,
    CutNext,
    Deal,
    Discard,
    Discover,
    Elect,
    Event,
    Expose,
    HandOver,
    ImperfectTrick,
    NextTrumpTurned,
    Play,
    Quit,
    ThrowDown,
    TrumpCard,
)
from .seats import Seat, Side, Tally

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

    @property
    def trump_suit(self) -> Suit:
        return self.trump.suit


class _Reader:
    """Walks the document, collecting every problem with its dotted path."""

    def __init__(self, lowest_rank: int) -> None:
        self.errors: list[CaseError] = []
        self.lowest_rank = lowest_rank

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
        return self.parsed(value, path, what, lambda s: Seat(s.strip().upper()), "a seat: N, E, S or W")

    def side(self, value: object, path: str, what: str) -> Side | None:
        return self.parsed(value, path, what, lambda s: Side(s.strip().upper()), "a side: NS or EW")

    def card(self, value: object, path: str, what: str) -> Card | None:
        return self.parsed(
            value, path, what, lambda s: parse_card(s, self.lowest_rank), "a card, like 10S or QH"
        )

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
            self.error(path, f"{what} must be from {low} to {high}, not {number}.")
            return None
        return number

    def choice(self, value: object, path: str, what: str, allowed: tuple[str, ...]) -> str | None:
        if not isinstance(value, str) or value not in allowed:
            self.error(path, f"{what} is {describe(value)}; it must be one of: {', '.join(allowed)}.")
            return None
        return value


def parse_case(document: object) -> Case:
    """The typed case, or InvalidCase with every problem in the document."""
    if not isinstance(document, dict):
        raise InvalidCase(
            [
                CaseError(
                    None,
                    "",
                    "The case must be a JSON object with code, dealer, trump and events, not"
                    f" {describe(document)}.",
                )
            ]
        )
    code_value = document.get("code")
    table = TABLES.get(code_value) if isinstance(code_value, str) else None
    lowest_rank = 7 if code_value == "euchre-1888" else 2
    reader = _Reader(table.lowest_rank if table else lowest_rank)
    _check_code(reader, document)
    event_types = table.event_types if table else frozenset(EVENT_TYPES)
    game_points = table.scoring.game if table else 100
    rubber_games = table.scoring.rubber_games if table else 100
    hand_size = table.hand_size if table else 13

    dealer_value, trump_value = document.get("dealer"), document.get("trump")
    if dealer_value is None:
        reader.error("dealer", "The dealer is missing.")
    if trump_value is None:
        reader.error("trump", "The trump card is missing.")
    dealer = None if dealer_value is None else reader.seat(dealer_value, "dealer", "The dealer")
    trump = None if trump_value is None else reader.card(trump_value, "trump", "The trump card")
    title = document.get("title") if isinstance(document.get("title"), str) else None
    hands = _hands(reader, document.get("hands"))
    score = _tally(reader, document.get("score"), "score", "The score", game_points - 1)
    games = _tally(reader, document.get("games"), "games", "The games won", rubber_games - 1)
    game_values = _game_values(reader, document.get("game_values"), games)
    events = _events(
        reader, document.get("events", _MISSING), event_types, hand_size, table.name if table else ""
    )
    if dealer is not None and trump is not None and hands is not None:
        _check_places(reader, dealer, trump, hands, events, table.trump_card_in_hand if table else True)
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
    )


def _check_code(reader: _Reader, document: dict[str, object]) -> None:
    code = document.get("code")
    known = ", ".join(KNOWN_CODES)
    if code is None:
        reader.error("code", f"The code of laws is missing; it must be one of: {known}.")
    elif not isinstance(code, str) or code not in KNOWN_CODES:
        reader.error(
            "code", f"{describe(code)} is not a code of laws the case format knows; codes are {known}."
        )
    elif code not in TABLES:
        supported = ", ".join(TABLES)
        reader.error(
            "code",
            f"The engine does not rule yet on cases under {code} ({KNOWN_CODES[code]}); it rules on"
            f" {supported}.",
        )


def _hands(reader: _Reader, value: object) -> dict[Seat, Hand] | None:
    if value is None:
        return {}
    if not isinstance(value, dict):
        reader.error(
            "hands", f"The hands must be an object with a hand for each seat given, not {describe(value)}."
        )
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
            reader.card(c, f"{list_path}.{i}", f"A card in the hand of {key}") for i, c in enumerate(listed)
        ]
        if seat is not None:
            if seat in hands:
                reader.error(path, f"The hand of {seat} is given twice.")
            hands[seat] = Hand(tuple(c for c in cards if c is not None), whole)
    return hands


def _tally(reader: _Reader, value: object, path: str, what: str, high: int) -> Tally:
    if value is None:
        return Tally()
    if not isinstance(value, dict):
        reader.error(path, f'{what} must be an object like {{"NS": 0, "EW": 0}}, not {describe(value)}.')
        return Tally()
    numbers = {}
    for side in (Side.NS, Side.EW):
        item = value.get(side.value)
        numbers[side] = (
            0 if item is None else reader.count(item, f"{path}.{side}", f"{what} of {side}", 0, high) or 0
        )
    for key in value:
        if key not in ("NS", "EW"):
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
        parsed = [
            reader.count(v, f"{path}.{i}", f"A game value of {side}", 1, 3) for i, v in enumerate(items)
        ]
        if len(items) != games.of(side):
            reader.error(
                path, f"{side} have won {games.of(side)} games, but {len(items)} game values are given."
            )
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
    return [_event(reader, item, i, event_types, hand_size, code_name) for i, item in enumerate(value)]


def _event(
    reader: _Reader, item: object, i: int, event_types: frozenset[str], hand_size: int, code_name: str
) -> Event | None:
    path = f"events.{i}"
    if not isinstance(item, dict):
        reader.error(path, f"Event {i} must be an object with a type, not {describe(item)}.")
        return None
    kind = item.get("type")
    if kind is None:
        reader.error(f"{path}.type", f"Event {i} has no type.")
        return None
    if not isinstance(kind, str) or kind not in EVENT_TYPES:
        reader.error(
            f"{path}.type",
            f"Event {i}: {describe(kind)} is not a type of event; types are {', '.join(EVENT_TYPES)}.",
        )
        return None
    if kind not in event_types:
        reader.error(f"{path}.type", f"Event {i}: a {kind} has no place in a hand played under {code_name}.")
        return None
    name = f"Event {i} ({kind})"
    before = len(reader.errors)

    def get(key: str, required: bool = True) -> object:
        value = item.get(key, _MISSING)
        if value is _MISSING or value is None:
            if required:
                reader.error(f"{path}.{key}", f'{name} has no "{key}".')
            return _MISSING
        return value

    def seat(key: str, required: bool = True) -> Seat | None:
        value = get(key, required)
        return None if value is _MISSING else reader.seat(value, f"{path}.{key}", f"{name}: the {key}")

    def side(key: str) -> Side | None:
        value = get(key)
        return None if value is _MISSING else reader.side(value, f"{path}.{key}", f"{name}: the {key}")

    def card(key: str, required: bool = True) -> Card | None:
        value = get(key, required)
        return None if value is _MISSING else reader.card(value, f"{path}.{key}", f"{name}: the {key}")

    def choice(key: str, allowed: tuple[str, ...], required: bool = True) -> str | None:
        value = get(key, required)
        return (
            None
            if value is _MISSING
            else reader.choice(value, f"{path}.{key}", f"{name}: the {key}", allowed)
        )

    def flag(key: str) -> bool:
        value = item.get(key, False)
        if not isinstance(value, bool):
            reader.error(f"{path}.{key}", f"{name}: {key} must be true or false, not {describe(value)}.")
            return False
        return value

    event: Event | None = None
    if kind == "play":
        s, c = seat("seat"), card("card")
        event = Play(s, c) if s and c else None
    elif kind == "quit":
        s = seat("seat")
        event = Quit(s) if s else None
    elif kind == "expose":
        s = seat("seat")
        how = choice("how", EXPOSE_HOW, required=False)
        cards = _card_list(reader, get("cards"), f"{path}.cards", name)
        unidentified_value = get("unidentified", False)
        unidentified = (
            0
            if unidentified_value is _MISSING
            else reader.count(unidentified_value, f"{path}.unidentified", f"{name}: unidentified", 0, 13) or 0
        )
        event = Expose(s, cards, how, unidentified) if s and cards else None
    elif kind == "correct":
        s, c = seat("seat"), card("card")
        event = Correct(s, c) if s and c else None
    elif kind == "ask":
        s, to = seat("seat"), seat("to")
        answer = choice("answer", ASK_ANSWERS, required=False)
        question = choice("question", ASK_QUESTIONS, required=False)
        if s and to and to is s:
            reader.error(f"{path}.to", f"{name}: {s} cannot ask himself.")
        elif s and to and to is not s.partner and question != "suit_led":
            reader.error(
                f"{path}.to", f"{name}: a player asks his partner (Law 74); {to} is not the partner of {s}."
            )
        event = Ask(s, to, answer, question) if s and to else None
    elif kind == "claim":
        s = seat("seat")
        claim_kind = choice("kind", CLAIM_KINDS)
        against = _seat_or_side(reader, get("against", False), f"{path}.against", name)
        count_value = get("count", False)
        count = (
            None
            if count_value is _MISSING
            else reader.count(count_value, f"{path}.count", f"{name}: the count", 0, 4)
        )
        event = Claim(s, claim_kind, against, count) if s and claim_kind else None
    elif kind == "consult":
        sd = side("side")
        event = Consult(sd) if sd else None
    elif kind == "call":
        s = seat("seat")
        what = choice("what", CALL_KINDS)
        c = card("card", required=what == "card")
        suit_value = get("suit", required=what == "suit")
        su = None if suit_value is _MISSING else reader.suit(suit_value, f"{path}.suit", f"{name}: the suit")
        to = seat("to", required=False)
        event = Call(s, what, c, su, to) if s and what else None
    elif kind == "elect":
        sd = side("side")
        option = choice("option", OPTION_IDS)
        event = Elect(sd, option) if sd and option else None
    elif kind == "throw_down":
        seats_value = get("seats")
        seats = (
            _seat_list(reader, seats_value, f"{path}.seats", name) if seats_value is not _MISSING else None
        )
        event = ThrowDown(seats) if seats else None
    elif kind == "hand_over":
        event = _hand_over(reader, get("tricks"), f"{path}.tricks", name, hand_size)
    elif kind == "cut_next":
        presented = item.get("presented", True)
        if not isinstance(presented, bool):
            reader.error(f"{path}.presented", f"{name}: presented must be true or false, not {describe(presented)}.")
        event = CutNext(seat("seat", required=False), presented is not False)
    elif kind == "next_trump_turned":
        event = NextTrumpTurned()
    elif kind == "deal":
        fact = choice("fact", DEAL_FACTS)
        s = seat("seat", required=False)
        corrected = choice("corrected", DEAL_CORRECTED, required=False)
        about = choice("about", DEAL_ABOUT, required=False)
        extras = (flag("last"), flag("established"), flag("consent"))
        event = Deal(fact, s, corrected, extras[0], about, extras[1], extras[2]) if fact else None
    elif kind == "bid":
        s = seat("seat")
        action = choice("action", BID_ACTIONS)
        suit_value = get("suit", required=action == "make")
        su = None if suit_value is _MISSING else reader.suit(suit_value, f"{path}.suit", f"{name}: the suit")
        event = Bid(s, action, su, item.get("alone") is True) if s and action else None
    elif kind == "discard":
        s = seat("seat")
        c = card("card", required=False)
        event = Discard(s, c) if s else None
    elif kind == "discover":
        event = Discover(seat("seat", required=False))
    elif kind == "attention_to_trick":
        s = seat("seat")
        how = choice("how", ATTENTION_HOW, required=False)
        event = AttentionToTrick(s, how) if s else None
    elif kind == "cards_mixed":
        s = seat("seat")
        event = CardsMixed(s) if s else None
    elif kind == "trump_card":
        action = choice("action", TRUMP_CARD_ACTIONS)
        s = seat("seat", required=action in ("named", "asked"))
        c = card("card", required=action == "shown")
        event = TrumpCard(s, action, c) if action else None
    elif kind == "imperfect_trick":
        s = seat("seat")
        event = ImperfectTrick(s) if s else None
    elif kind == "card_mixed_with_trick":
        s = seat("seat")
        c = card("card", required=False)
        event = CardMixedWithTrick(s, c) if s else None
    return event if len(reader.errors) == before else None


def _card_list(reader: _Reader, value: object, path: str, name: str) -> tuple[Card, ...] | None:
    if value is _MISSING:
        return None
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
    if value is _MISSING:
        return None
    if isinstance(value, str) and value.strip().upper() in ("NS", "EW"):
        return Side(value.strip().upper())
    return reader.seat(value, path, f"{name}: against (a seat, or a side NS or EW)")


def _hand_over(reader: _Reader, value: object, path: str, name: str, hand_size: int) -> HandOver | None:
    if value is _MISSING:
        return None
    if not isinstance(value, dict):
        reader.error(
            path, f'{name}: the tricks must be an object like {{"NS": 7, "EW": 6}}, not {describe(value)}.'
        )
        return None
    numbers = []
    for side in (Side.NS, Side.EW):
        item = value.get(side.value, _MISSING)
        if item is _MISSING:
            reader.error(f"{path}.{side}", f"{name}: the tricks of {side} are missing.")
            return None
        numbers.append(reader.count(item, f"{path}.{side}", f"{name}: the tricks of {side}", 0, hand_size))
    ns, ew = numbers
    if ns is None or ew is None:
        return None
    if ns + ew != hand_size:
        reader.error(path, f"{name}: the tricks of the whole hand must add up to {hand_size}, not {ns + ew}.")
        return None
    return HandOver(Tally(ns, ew))


def _check_places(
    reader: _Reader,
    dealer: Seat,
    trump: Card,
    hands: dict[Seat, Hand],
    events: list[Event | None],
    trump_card_in_hand: bool = True,
) -> None:
    """One card, one place: a card given in a hand, turned as trump, played or shown belongs to one seat."""
    owner: dict[Card, tuple[Seat, str]] = {}

    def place(card: Card, seat: Seat, path: str, where: str) -> None:
        held = owner.get(card)
        if held is None:
            hand = hands.get(seat)
            if hand is not None and hand.whole and card not in hand.cards and not path.startswith("hands"):
                reader.error(
                    path, f"{card} is {where}, but it is not in the hand of {seat} as dealt (hands.{seat})."
                )
            owner[card] = (seat, path)
        elif held[0] is not seat:
            reader.error(path, f"{card} is in two places: {where}, and with {held[0]} ({held[1]}).")

    for seat, hand in hands.items():
        seen: set[Card] = set()
        prefix = f"hands.{seat}" if hand.whole else f"hands.{seat}.known"
        for i, card in enumerate(hand.cards):
            if card in seen:
                reader.error(f"{prefix}.{i}", f"{card} is given twice in the hand of {seat}.")
            seen.add(card)
            place(card, seat, f"{prefix}.{i}", f"in the hand of {seat}")
    dealer_hand = hands.get(dealer)
    turned_down = dealer_hand is not None and dealer_hand.whole and trump not in dealer_hand.cards
    if turned_down and not trump_card_in_hand:
        # Euchre: the turn-up was turned down (or taken up and discarded); no other hand may hold it.
        held = owner.get(trump)
        if held is not None:
            reader.error(held[1], f"{trump} is in two places: in the hand of {held[0]}, and turned up (trump).")
        owner[trump] = (dealer, "trump")
    elif turned_down:
        reader.error(
            "trump",
            f"The trump card {trump} belongs to the dealer's hand, but it is not in the hand of {dealer} as"
            " given.",
        )
    else:
        place(trump, dealer, "trump", f"the trump card turned up by the dealer {dealer}")
    for i, event in enumerate(events):
        if isinstance(event, Play | Correct):
            place(event.card, event.seat, f"events.{i}.card", f"played by {event.seat} at event {i}")
        elif isinstance(event, Expose):
            for j, card in enumerate(event.cards):
                place(card, event.seat, f"events.{i}.cards.{j}", f"exposed by {event.seat} at event {i}")
        elif isinstance(event, CardMixedWithTrick) and event.card is not None:
            place(event.card, event.seat, f"events.{i}.card", f"mixed with a trick by {event.seat} at event {i}")
        elif isinstance(event, TrumpCard) and event.card is not None:
            place(event.card, dealer, f"events.{i}.card", f"shown by the dealer {dealer} at event {i}")
