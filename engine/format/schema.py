"""The case format and the ruling as JSON Schemas (draft 2020-12), made from the vocabulary the parser reads.

Served at /api/v1/case-schema.json and /api/v1/ruling-schema.json; the builder's form and the tables
in docs/engine.md come from them. Allowed values are `oneOf` lists of `const`, each with a `title` (the
words for a person) and a `description`; `x-extension: true` marks what the project adds to the shared
core format. The schema gives the canonical spelling (upper-case seats and suits); the engine also
reads lower case and surrounding spaces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..codes import CITED_AS, KNOWN_CODES, TABLES
from .amendments import MAX_AMENDMENTS, MOMENT, PROVISIONS, STRUCK
from .events import EVENTS
from .games import game_properties, game_rules
from .schema_read_out import SETTLED, WAITING
from .schema_ruling import ERRORS, RESULT, TRICKS, precedents_schema, stamp_schema
from .seats import Seat, Side
from .vocabulary import (
    FINDING_KINDS,
    MAX_EVENTS,
    OPTION_IDS,
    SEAT_TERMS,
    SIDE_TERMS,
    SUIT_TERMS,
    AskQuestion,
    EventKind,
    EventType,
    Field,
    Kind,
    Term,
)

if TYPE_CHECKING:
    from .vocabulary import Cites

DRAFT = "https://json-schema.org/draft/2020-12/schema"
Schema = dict[str, Any]

_SUIT_LETTERS = "SsHhDdCc♠♥♦♣"


def card_pattern(lowest_rank: int = 2) -> str:
    """A card as the engine reads it: rank then suit, any case, 10 or T, the suit as a letter or a symbol."""
    ranks = "".join(str(r) for r in range(max(lowest_rank, 2), 10)) + "TtJjQqKkAa"
    return rf"^\s*(?:10|[{ranks}])[{_SUIT_LETTERS}]\s*$"


RULING_CARD = r"^(?:10|[2-9JQKA])[SHDC]$"  # as a ruling writes it


def _numbers(laws: tuple[str, ...]) -> str:
    """ "74", "10 and 18", "72 I": as a sentence cites them, clauses after a space."""
    named = [law.replace(".", " ") for law in laws]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


def per_code(cites: Cites, event: EventKind | None = None) -> str:
    """The laws a description cites, each code's own from its table: "Law 74 of the Club Code, 8 of the American
    laws, 65 of euchre". A code without the law, or without the event described, is left out."""
    cited = [
        (tuple(laws), CITED_AS[code])
        for code, table in TABLES.items()
        if (event is None or event in table.event_types) and (laws := cites(table))
    ]
    said = [f"{_numbers(laws)} of {code}" for laws, code in cited]
    return f"Law{'s' if len(cited[0][0]) > 1 else ''} " + ", ".join(said) if said else ""


def _described(description: str, cites: Cites | None, event: EventKind | None = None) -> str:
    return description.format(laws=per_code(cites, event)) if cites is not None else description


def _ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


def _terms(terms: tuple[Term, ...]) -> Schema:
    one_of = []
    for term in terms:
        entry: Schema = {"const": term.id, "title": term.title}
        if term.description:
            entry["description"] = _described(term.description, term.cites)
        if term.extension:
            entry["x-extension"] = True
        one_of.append(entry)
    return {"type": "string", "oneOf": one_of}


def _tally(high: int, description: str) -> Schema:
    number = {"type": "integer", "minimum": 0, "maximum": high}
    schema: Schema = {
        "type": "object",
        "properties": {"NS": dict(number), "EW": dict(number)},
        "additionalProperties": False,
    }
    if description:
        schema["description"] = description
    return schema


def _field(spec: Field) -> Schema:
    if spec.kind is Kind.CHOICE:
        schema = _terms(spec.terms)
    elif spec.kind is Kind.COUNT:
        schema = {"type": "integer", "minimum": spec.low, "maximum": spec.high}
    elif spec.kind is Kind.FLAG:
        schema = {"type": "boolean", "default": spec.default}
    elif spec.kind is Kind.CARDS:
        schema = {"type": "array", "items": _ref("card"), "minItems": 1, "uniqueItems": True}
    elif spec.kind is Kind.SEATS:
        schema = {"type": "array", "items": _ref("seat"), "minItems": 1}  # a seat named twice is read once
    elif spec.kind is Kind.SEAT_OR_SIDE:
        schema = {"anyOf": [_ref("seat"), _ref("side")]}
    elif spec.kind is Kind.TRICKS:
        schema = _tally(13, "")
        schema["required"] = ["NS", "EW"]
    else:
        schema = _ref(spec.kind.value)  # seat, side, card, suit: shared definitions
    schema["title"] = spec.title
    schema["description"] = spec.description
    if spec.extension:
        schema["x-extension"] = True
    return schema


def _event(event: EventType) -> Schema:
    properties: Schema = {"type": {"const": event.type, "title": event.title}}
    properties.update({spec.name: _field(spec) for spec in event.fields})
    schema: Schema = {
        "type": "object",
        "title": event.title,
        "description": _described(event.description, event.cites, event.type),
        "properties": properties,
        "required": ["type", *(f.name for f in event.fields if f.required)],
    }
    conditions = [
        {
            "if": {"properties": {other: {"enum": list(allowed)}}, "required": [other]},
            "then": {"required": [spec.name]},
        }
        for spec in event.fields
        for other, allowed in spec.required_when
    ]
    if event.type == EventKind.ASK:
        conditions += _ask_rules()
    if conditions:
        schema["allOf"] = conditions
    if event.extension:
        schema["x-extension"] = True
    return schema


def _ask_rules() -> list[Schema]:
    """A player never asks himself, and asks his partner unless he asks what suit was led (Club 74, American 8,
    euchre 65): the parser's check (format/case.py), said in the schema."""
    out: list[Schema] = []
    for seat in Seat:
        asker = {"seat": {"const": seat.value}}
        out.append(
            {
                "if": {"properties": asker, "required": ["seat"]},
                "then": {"properties": {"to": {"not": {"const": seat.value}}}},
            }
        )
        of_the_suit = {**asker, "question": {"not": {"const": AskQuestion.SUIT_LED.value}}}
        out.append(
            {
                "if": {"properties": of_the_suit, "required": ["seat"]},
                "then": {"properties": {"to": {"const": seat.partner.value}}},
            }
        )
    return out


def _hand(card: Schema) -> Schema:
    cards = {"type": "array", "items": card}
    return {
        "oneOf": [
            {**cards, "title": "The whole hand", "description": "the whole hand as dealt"},
            {
                "type": "object",
                "title": "Cards known",
                "description": "only cards known to have been in that hand",
                "properties": {"known": cards},
                "required": ["known"],
            },
        ]
    }


def _printed_game(code: str) -> Schema:
    """Under the printed code a score is short of its game; a club's statutes may make the game longer."""
    game = TABLES[code].scoring.game
    return {
        "if": {"properties": {"code": {"const": code}}, "required": ["code"], "not": {"required": ["amendments"]}},
        "then": {"properties": {"score": _tally(game - 1, "")}},
    }


def _amendments() -> Schema:
    """A club's statutes (amendments.py): each names the law of the case's code it amends."""
    items = []
    for p in PROVISIONS.values():
        properties: Schema = {
            "law": {"type": "string", "minLength": 1, "description": "the number of the law amended"},
            "provision": {"const": p.id, "title": p.title, "description": p.description},
        }
        item: Schema = {"type": "object", "title": p.title, "required": ["law", "provision", "value"]}
        if p.kind == STRUCK:
            item = {
                "type": "object",
                "title": p.title,
                "required": ["law", "provision"],
                "not": {"required": ["value"]},
            }
        elif p.kind == MOMENT:
            words = "; ".join(f"{k}: until {w}" for k, w in p.choices.items())
            properties["value"] = {"enum": list(p.choices), "description": words}
        else:
            properties["value"] = {"type": "integer", "minimum": p.low, "maximum": p.high}
        items.append({**item, "properties": properties})
    return {
        "type": "array",
        "description": "the club's statutes the case is ruled under: changes to the printed laws of its code",
        "maxItems": MAX_AMENDMENTS,
        "items": {"oneOf": items},
        "x-extension": True,
    }


def _code_rules(code: str) -> Schema:
    """What a code narrows: its event types, its pack, its game and rubber."""
    table = TABLES[code]
    card = {"type": "string", "pattern": card_pattern(table.lowest_rank)}
    cards = {"type": "array", "items": card}
    hand = {"anyOf": [cards, {"type": "object", "properties": {"known": cards}}]}
    return {
        "if": {"properties": {"code": {"const": code}}, "required": ["code"]},
        "then": {
            "properties": {
                "trump": card,
                "hands": {"additionalProperties": hand},
                "games": _tally(table.scoring.rubber_games - 1, ""),
                "events": {
                    "items": {
                        "properties": {
                            "type": {"enum": [e.type for e in EVENTS if e.type in table.event_types]},
                            "card": card,
                            "cards": {"items": card},  # a list of cards, or a count (cut_pack) left to the event
                            "tricks": _whole_hand(table.hand_size),
                        }
                    }
                },
            }
        },
    }


def _whole_hand(hand_size: int) -> Schema:
    """The tricks of a whole hand: each side's from none to all, adding up to the hand's (format/case.py)."""
    return {
        **_tally(hand_size, ""),
        "anyOf": [
            {"properties": {"NS": {"const": ns}, "EW": {"const": hand_size - ns}}} for ns in range(hand_size + 1)
        ],
    }


def case_schema() -> Schema:
    """The case format (../shared/case-format.md and the extensions in docs/engine.md) as a JSON Schema."""
    codes = tuple(Term(code, KNOWN_CODES[code]) for code in TABLES)
    return {
        "$schema": DRAFT,
        "title": "A case: a disputed position at the card table",
        "description": "What happened at the table, replayed by the rules engine, which answers with a ruling."
        " Unknown top-level keys are ignored.",
        "type": "object",
        "required": ["code", "dealer", "trump", "events"],
        "properties": _case_properties(codes),
        "allOf": [_code_rules(code) for code in TABLES] + [_printed_game(code) for code in TABLES] + game_rules(),
        "$defs": {
            "seat": _terms(SEAT_TERMS),
            "side": _terms(SIDE_TERMS),
            "suit": _terms(SUIT_TERMS),
            "card": {
                "type": "string",
                "pattern": card_pattern(),
                "description": "rank then suit: ranks 2-10 (or T), J, Q, K, A; suits S H D C (or ♠ ♥ ♦ ♣)",
                "examples": ["10S", "QH"],
            },
            "hand": _hand(_ref("card")),
            **{f"event_{e.type}": _event(e) for e in EVENTS},
        },
    }


def _case_properties(codes: tuple[Term, ...]) -> Schema:
    """The case's top-level fields: the code, the deal, the score, the statutes, the game and its events."""
    rubber = max(t.scoring.rubber_games for t in TABLES.values())
    game_value = {"type": "integer", "minimum": 1, "maximum": 3}
    return {
        "code": {**_terms(codes), "description": "the code of laws that governs"},
        "title": {"type": "string", "description": "a few words for people"},
        "dealer": {**_ref("seat"), "description": "who dealt; the eldest hand, on his left, leads first"},
        "trump": {**_ref("card"), "description": "the trump card turned up (euchre: the turn-up card)"},
        "hands": {
            "type": "object",
            "description": "per seat: the whole hand as dealt, or the cards known to have been in it; a"
            " seat left out is unknown",
            "propertyNames": _ref("seat"),
            "additionalProperties": _ref("hand"),
        },
        "score": _tally(PROVISIONS["game"].high - 1, "points of each side before this hand"),
        "games": _tally(rubber, "games won by each side in the current rubber"),
        "game_values": {
            "type": "object",
            "description": "the value of each game already won in the rubber, one per game in games",
            "properties": {side.value: {"type": "array", "items": game_value} for side in Side},
            "additionalProperties": False,
            "x-extension": True,
        },
        "amendments": _amendments(),
        **game_properties(_ref("seat")),
        "played_on": {
            "type": "string",
            "format": "date",
            "pattern": r"^\d{4}-\d{2}-\d{2}$",
            "description": "the day the hand was played (YYYY-MM-DD): the site rules it under the club's"
            " statutes in force that day",
            "examples": ["2026-05-01"],
            "x-extension": True,
        },
        "events": {
            "type": "array",
            "description": "what happened, in order, numbered from 0",
            "maxItems": MAX_EVENTS,
            "items": {"oneOf": [_ref(f"event_{e.type}") for e in EVENTS]},
        },
    }


def ruling_schema() -> Schema:
    """The ruling the engine answers with, as a JSON Schema."""
    laws = {"type": "array", "items": {"type": "string", "minLength": 1}}
    return {
        "$schema": DRAFT,
        "title": "A ruling",
        "description": "The rules engine's answer to a case.",
        "type": "object",
        "required": ["code", "valid", "errors", "tricks", "tricks_won", "findings", "precedents", "result"],
        "properties": {
            "code": {"type": ["string", "null"]},
            "valid": {"type": "boolean", "description": "false only when the case cannot be replayed as given"},
            "stamp": stamp_schema(),
            "errors": ERRORS,
            "tricks": TRICKS,
            "tricks_won": _ref("tally"),
            "findings": {"type": "array", "items": _ref("finding")},
            "precedents": precedents_schema(laws),
            "result": {"anyOf": [_ref("result"), {"type": "null"}]},
            "settled": {**_ref("settled"), "x-extension": True},
            "waiting": {"type": "array", "items": _ref("waiting"), "x-extension": True},
        },
        "$defs": {
            "settled": SETTLED,
            "waiting": WAITING,
            "seat": _terms(SEAT_TERMS),
            "side": _terms(SIDE_TERMS),
            "tally": {
                "type": "object",
                "required": ["NS", "EW"],
                "properties": {"NS": {"type": "integer", "minimum": 0}, "EW": {"type": "integer", "minimum": 0}},
                "additionalProperties": False,
            },
            "option_id": _terms(OPTION_IDS),
            "finding": _finding_def(laws),
            "option": _option_def(laws),
            "result": RESULT,
        },
    }


def _finding_def(laws: Schema) -> Schema:
    """A finding: an irregularity found, or a claim ruled on, with its laws, its summary and its options."""
    return {
        "type": "object",
        "required": ["kind", "offender", "event", "laws", "summary", "options"],
        "properties": {
            "kind": _terms(FINDING_KINDS),
            "offender": {"anyOf": [_ref("seat"), _ref("side"), {"type": "null"}]},
            "event": {"type": ["integer", "null"], "minimum": 0},
            "laws": {**laws, "description": "law numbers of the case's code, clause after a dot"},
            "summary": {"type": "string"},
            "established": {"type": "boolean"},
            "claim_in_time": {"type": "boolean"},
            "options": {"type": "array", "items": _ref("option")},
            "elected": {**_ref("option_id"), "x-extension": True},
            "decisions": {"type": "array", "items": {"type": "string"}, "x-extension": True},
            "amended": {
                "const": True,
                "description": "decided by a law the club's statutes amend",
                "x-extension": True,
            },
            "read_out": {
                "type": "array",
                "items": {"type": "string"},
                "description": "the lines a referee reads out, in the code's words, in order: who offended (the"
                " lone player and his partner, dummy, named as such), what follows where no option is given"
                " (the penalty the law fixes, or that no penalty follows and why), who chooses among which"
                " options, each with its number, and last the summary (the facts and the law)",
                "x-extension": True,
            },
        },
        "additionalProperties": False,
    }


def _option_def(laws: Schema) -> Schema:
    """An option open to the innocent side, with what it produces."""
    return {
        "type": "object",
        "required": ["id", "chooser", "laws"],
        "properties": {
            "id": _ref("option_id"),
            "chooser": _ref("side"),
            "laws": laws,
            "n": {"type": "integer"},
            "result": _ref("result"),
            "summary": {"type": "string", "x-extension": True},
            "words": {
                "type": "string",
                "description": "the option in the code's words, its number written in as the club's statutes leave it",
                "x-extension": True,
            },
        },
        "additionalProperties": False,
    }
