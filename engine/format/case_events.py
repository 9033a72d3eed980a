"""Reading a case's events: each field as the vocabulary describes it, with the words for what is wrong."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .cards import Card
from .errors import describe
from .events import EVENT_BY_TYPE, EVENT_CLASSES, EVENT_TYPES, Event
from .reader import MISSING, Reader
from .seats import SIDE_NAMES, Seat, Side, Tally
from .vocabulary import MAX_EVENTS, AskQuestion, EventKind, Field, Kind


def read_events(
    reader: Reader, value: object, event_types: frozenset[str], hand_size: int, code_name: str
) -> list[Event | None]:
    if value is MISSING or value is None:
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
    reader: Reader, item: object, i: int, event_types: frozenset[str], hand_size: int, code_name: str
) -> Event | None:
    """One event, read field by field as the vocabulary describes it, with the words for what is wrong."""
    if not isinstance(item, dict):
        reader.error(f"events.{i}", f"Event {i} must be an object with a type, not {describe(item)}.")
        return None
    kind = item.get("type")
    if kind is None:
        reader.error(f"events.{i}.type", f"Event {i} has no type.")
        return None
    if not isinstance(kind, str) or kind not in EVENT_BY_TYPE:
        reader.error(
            f"events.{i}.type",
            f"Event {i}: {describe(kind)} is not a type of event; types are {', '.join(EVENT_TYPES)}.",
        )
        return None
    if kind not in event_types:
        reader.error(f"events.{i}.type", f"Event {i}: a {kind} has no place in a hand played under {code_name}.")
        return None
    before = len(reader.errors)
    values = _fields(reader, item, i, kind, hand_size)
    check = _CHECKS.get(kind)
    if check is not None:
        check(reader, values, f"events.{i}", f"Event {i} ({kind})")
    if len(reader.errors) != before:
        return None
    return EVENT_CLASSES[kind](**values)


def _fields(reader: Reader, item: dict[str, object], i: int, kind: str, hand_size: int) -> dict[str, object]:
    """The event's fields that can be read; a field written as the format writes it is read by `_quick`, and
    the words and path for an error are made only where a field is missing or must be read with care."""
    values: dict[str, object] = {}
    for spec in EVENT_BY_TYPE[kind].fields:
        raw = item.get(spec.name)
        if raw is None:
            if spec.required or any(item.get(other) in allowed for other, allowed in spec.required_when):
                reader.error(f"events.{i}.{spec.name}", f'Event {i} ({kind}) has no "{spec.name}".')
            continue
        value = _quick(spec, raw, reader.spellings)
        if value is MISSING:
            value = _field(reader, spec, raw, f"events.{i}.{spec.name}", f"Event {i} ({kind})", hand_size)
        if value is not None:
            values[spec.name] = value
    return values


def _quick(spec: Field, value: object, spellings: Mapping[Kind, Mapping[str, object]]) -> object:
    """The field's value when it is written exactly as the format writes it ("N", "10S", one of the allowed
    values, a number in range, true): nearly every field of every case. Anything else is MISSING, left to
    `_field`, which reads a looser spelling (" qh", "n") or says what is wrong, with the path to it.

    A seat or a card is found in the reader's spellings by the field's kind, a choice in its own allowed values:
    naming an enum's member (Kind.SEAT) goes through the enum's metaclass, slower than a lookup, so a member is
    named only where no spelling serves."""
    if type(value) is str:
        names = spellings.get(spec.kind)
        if names is None:
            names = spec.members if spec.kind is Kind.CHOICE else {}
        return names.get(value, MISSING)
    if type(value) is int:
        return value if spec.kind is Kind.COUNT and spec.low <= value <= spec.high else MISSING
    if type(value) is bool and spec.kind is Kind.FLAG:
        return value
    return MISSING


def _field(reader: Reader, spec: Field, value: object, path: str, name: str, hand_size: int) -> object:
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


def _check_ask(reader: Reader, values: dict[str, object], path: str, name: str) -> None:
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


# The events read with a check across their fields, once each field is read.
_CHECKS: dict[str, Callable[[Reader, dict[str, object], str, str], None]] = {EventKind.ASK: _check_ask}


def _card_list(reader: Reader, value: object, path: str, name: str) -> tuple[Card, ...] | None:
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


def _seat_list(reader: Reader, value: object, path: str, name: str) -> tuple[Seat, ...] | None:
    if not isinstance(value, list) or not value:
        reader.error(path, f"{name}: the seats must be a list of one or more seats, not {describe(value)}.")
        return None
    seats = [reader.seat(s, f"{path}.{i}", f"{name}: a seat") for i, s in enumerate(value)]
    if any(s is None for s in seats):
        return None
    return tuple(dict.fromkeys(s for s in seats if s is not None))


def _seat_or_side(reader: Reader, value: object, path: str, name: str) -> Seat | Side | None:
    if isinstance(value, str) and value.isascii() and value.strip().upper() in SIDE_NAMES:
        return Side(value.strip().upper())
    return reader.seat(value, path, f"{name}: against (a seat, or a side NS or EW)")


def _tricks(reader: Reader, value: object, path: str, name: str, hand_size: int) -> Tally | None:
    if not isinstance(value, dict):
        reader.error(path, f'{name}: the tricks must be an object like {{"NS": 7, "EW": 6}}, not {describe(value)}.')
        return None
    numbers = []
    for side in (Side.NS, Side.EW):
        item = value.get(side.value, MISSING)
        if item is MISSING:
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
