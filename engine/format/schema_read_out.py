"""The ruling's read-out beside its result, as JSON Schema: what is settled now and what waits on a side's choice
(rulers/read_out.py makes them; schema.py places them in the ruling's schema)."""

from __future__ import annotations

from typing import Any

Schema = dict[str, Any]

SETTLED: Schema = {
    "type": "object",
    "description": "what is settled now, whatever choices are still open (beside `result`, which stays null while"
    " one is): the new deal and its dealer, the penalties of points already elected, and their sentences",
    "required": ["new_deal", "points", "says"],
    "properties": {
        "new_deal": {
            "anyOf": [
                {
                    "type": "object",
                    "required": ["dealer", "same_dealer"],
                    "properties": {
                        "dealer": {"anyOf": [{"$ref": "#/$defs/seat"}, {"type": "null"}]},
                        "same_dealer": {"type": "boolean"},
                    },
                    "additionalProperties": False,
                },
                {"type": "null"},
            ]
        },
        "points": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["finding", "option", "side", "n"],
                "properties": {
                    "finding": {"type": "integer", "minimum": 0, "description": "the finding's place in `findings`"},
                    "option": {"$ref": "#/$defs/option_id"},
                    "side": {"$ref": "#/$defs/side", "description": "the side that elected it"},
                    "n": {"type": "integer", "minimum": 1},
                },
                "additionalProperties": False,
            },
        },
        "says": {"type": "array", "items": {"type": "string"}, "description": "the settled points, in words"},
    },
    "additionalProperties": False,
}

WAITING: Schema = {
    "type": "object",
    "description": "a choice the ruling waits on: the finding, the side that chooses, its options, and the sentence",
    "required": ["finding", "side", "options", "claim", "says"],
    "properties": {
        "finding": {"type": "integer", "minimum": 0, "description": "the finding's place in `findings`"},
        "side": {"$ref": "#/$defs/side"},
        "options": {"type": "array", "items": {"$ref": "#/$defs/option_id"}},
        "claim": {"type": "boolean", "description": "true while a revoke waits to be claimed before its penalty"},
        "says": {"type": "string"},
    },
    "additionalProperties": False,
}
