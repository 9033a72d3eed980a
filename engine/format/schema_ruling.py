"""Parts of the ruling's JSON Schema that are plain literals: the problems found, the tricks as replayed, a hand's
result, the precedents and the stamp of what a ruling was ruled under (schema.py puts them together)."""

from __future__ import annotations

from typing import Any

from .vocabulary import MAX_ERRORS

Schema = dict[str, Any]
RULING_CARD = r"^(?:10|[2-9JQKA])[SHDC]$"  # as a ruling writes it


def _ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


NULLABLE_SEAT: Schema = {"anyOf": [_ref("seat"), {"type": "null"}]}

ERRORS: Schema = {
    "type": "array",
    "maxItems": MAX_ERRORS,
    "description": f"every problem found, at most {MAX_ERRORS}: past that the last one says how many more were found",
    "items": {
        "type": "object",
        "required": ["event", "field", "message"],
        "properties": {
            "event": {"type": ["integer", "null"]},
            "field": {"type": "string", "description": "a dotted path into the case"},
            "message": {"type": "string"},
        },
        "additionalProperties": False,
    },
}

TRICKS: Schema = {
    "type": "array",
    "items": {
        "type": "object",
        "required": ["leader", "cards", "winner"],
        "properties": {
            "leader": _ref("seat"),
            "cards": {
                "type": "object",
                "propertyNames": _ref("seat"),
                "additionalProperties": {"type": "string", "pattern": RULING_CARD},
            },
            "winner": NULLABLE_SEAT,
        },
        "additionalProperties": False,
    },
}

RESULT: Schema = {
    "type": "object",
    "required": ["score", "game"],
    "properties": {
        "score": _ref("tally"),
        "game": {
            "anyOf": [
                {
                    "type": "object",
                    "required": ["winner", "value"],
                    "properties": {
                        "winner": _ref("side"),
                        "value": {"type": "integer", "minimum": 1, "maximum": 3},
                    },
                    "additionalProperties": False,
                },
                {"type": "null"},
            ]
        },
        "rubber": {
            "anyOf": [
                {
                    "type": "object",
                    "required": ["winner", "points"],
                    "properties": {"winner": _ref("side"), "points": {"type": ["integer", "null"]}},
                    "additionalProperties": False,
                },
                {"type": "null"},
            ]
        },
        "new_deal": {
            "type": "object",
            "required": ["dealer", "same_dealer"],
            "properties": {"dealer": NULLABLE_SEAT, "same_dealer": {"type": "boolean"}},
            "additionalProperties": False,
            "x-extension": True,
        },
        "lap": {**_ref("tally"), "x-extension": True},
    },
    "additionalProperties": False,
}


def stamp_schema() -> Schema:
    """What a ruling was ruled under (engine/source.py): added by the site's doors, never by `rule` itself."""
    digest = {"type": "string", "pattern": "^[0-9a-f]{16}$"}
    return {
        "type": "object",
        "description": "what the ruling was ruled under, added where the site gives it (the API, the pages, the"
        " slip, the casebook, the phone): the engine's release and its date, the digest of its code (as the"
        " phone's engine archive is named) and of its law tables, the club's statutes applied and the day played."
        " A stored ruling whose stamp differs from today's engine was ruled by an earlier engine.",
        "required": ["release", "released", "source", "tables", "statutes", "played_on"],
        "properties": {
            "release": {"type": "string", "description": "the engine's release, for people", "examples": ["2026.12"]},
            "released": {"type": "string", "format": "date", "description": "the day the release was made"},
            "source": {**digest, "description": "the SHA-256 of the engine's modules, its first 16 hex digits"},
            "tables": {**digest, "description": "the SHA-256 of the law tables (engine/codes/), its first 16 digits"},
            "statutes": {
                "type": "array",
                "description": "the club's statutes the case was ruled under (the case's amendments)",
                "items": {"type": "object"},
            },
            "played_on": {"type": ["string", "null"], "description": "the day the hand was played, as the case gives"},
        },
        "x-extension": True,
    }


def precedents_schema(laws: Schema) -> Schema:
    """The decisions of the knowledge base on the laws a ruling cites (added by the site, never by `rule`)."""
    return {
        "type": "array",
        "items": {
            "type": "object",
            "required": ["id", "authority", "title", "laws"],
            "properties": {
                "id": {"type": "string"},
                "authority": {
                    "type": "object",
                    "properties": {"slug": {"type": "string"}, "name": {"type": "string"}},
                },
                "title": {"type": "string"},
                "laws": laws,
            },
        },
    }
