"""The game being played: four-handed whist, Dummy or Double Dummy (an extension of the case format).

The Club Code ends with the laws of Dummy ("played by three players. One hand, called Dummy's, lies exposed
on the table") and of Double Dummy ("played by two players, each having a Dummy or exposed hand for his
partner"). A case says which is played with `game`, and names the dummies: `dummy` (one seat) or `dummies`
(one seat of each side). Dummy's hand is played by his partner; the laws are whist's with three exceptions,
and Double Dummy's special law besides (the rulers ask `Played` which seats they concern).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from .seats import Seat, parse_seat


class GameKind(StrEnum):
    """The game a case is played at (`game`)."""

    FOUR_HANDED = "four-handed"
    DUMMY = "dummy"
    DOUBLE_DUMMY = "double-dummy"


@dataclass(frozen=True)
class Played:
    """The game, its dummies, and whether the hand is the first deal of a rubber (Dummy, Law I)."""

    kind: GameKind = GameKind.FOUR_HANDED
    dummies: tuple[Seat, ...] = ()
    rubber_begins: bool = False

    def is_dummy(self, seat: Seat) -> bool:
        return seat in self.dummies

    def blind(self, seat: Seat) -> bool:
        """A dummy, or the player who plays dummy's hand: "Dummy being blind and deaf, his partner is not liable to
        any penalty for an error whence he can gain no advantage" (Dummy, Law III)."""
        return any(seat is d or seat is d.partner for d in self.dummies)

    def wrong_hand(self, offender: Seat, proper: Seat) -> bool:
        """A lead "from Dummy's hand when he should lead from his own, or vice versâ" (Dummy, Law III)."""
        return self.blind(offender) and proper is offender.partner


FOUR_HANDED = Played()

GAME_WORDS = {
    GameKind.FOUR_HANDED: "four-handed whist, the default",
    GameKind.DUMMY: "Dummy: three players, one hand (dummy's, named by `dummy`) exposed and played by his partner",
    GameKind.DOUBLE_DUMMY: "Double Dummy: two players, each with an exposed hand for his partner (`dummies`)",
}


def read_game(document: dict[str, object], error: Callable[[str, str], None]) -> Played:
    """The game of the case, or four-handed whist; each problem named by its field."""
    value = document.get("game", GameKind.FOUR_HANDED.value)
    rubber_begins = document.get("rubber_begins", False)
    if not isinstance(rubber_begins, bool):
        error("rubber_begins", "rubber_begins must be true or false.")
        rubber_begins = False
    allowed = ", ".join(f'"{k.value}"' for k in GameKind)
    if not isinstance(value, str) or value.strip().lower() not in {k.value for k in GameKind}:
        error("game", f"The game must be one of {allowed}.")
        return FOUR_HANDED
    kind = GameKind(value.strip().lower())
    if kind is GameKind.FOUR_HANDED:
        for key in ("dummy", "dummies"):
            if key in document:
                error(key, f"{key} is given only with the game of Dummy or Double Dummy.")
        return Played(rubber_begins=rubber_begins)
    if kind is GameKind.DUMMY:
        if "dummies" in document:
            error("dummies", 'dummies is for Double Dummy; at Dummy name dummy\'s seat with "dummy".')
        seat = _seat(document.get("dummy"), "dummy", error)
        return Played(kind, (seat,), rubber_begins) if seat is not None else FOUR_HANDED
    if "dummy" in document:
        error("dummy", 'At Double Dummy name both dummies with "dummies".')
    return _double(document.get("dummies"), rubber_begins, error)


def _double(value: object, rubber_begins: bool, error: Callable[[str, str], None]) -> Played:
    if not isinstance(value, list) or len(value) != 2:
        error("dummies", "Double Dummy needs both dummies: a list of two seats, one of each side.")
        return FOUR_HANDED
    seats = [_seat(v, f"dummies.{i}", error) for i, v in enumerate(value)]
    first, second = seats
    if first is None or second is None:
        return FOUR_HANDED
    if first.side is second.side:
        error("dummies", "The two dummies sit on different sides: each player has a dummy for his partner.")
        return FOUR_HANDED
    return Played(GameKind.DOUBLE_DUMMY, (first, second), rubber_begins)


def _seat(value: object, path: str, error: Callable[[str, str], None]) -> Seat | None:
    if value is None:
        error(path, "Dummy's seat is missing: N, E, S or W.")
        return None
    if not isinstance(value, str):
        error(path, "Dummy's seat must be written as text: N, E, S or W.")
        return None
    try:
        return parse_seat(value)
    except (ValueError, KeyError):
        error(path, f'Dummy\'s seat: "{value}" is not a seat: N, E, S or W.')
        return None


def game_properties(seat: dict[str, object]) -> dict[str, object]:
    """The case schema's fields of the game (schema.py)."""
    return {
        "game": {
            "oneOf": [
                {"const": k.value, "title": GAME_WORDS[k].split(":")[0].split(",")[0], "description": GAME_WORDS[k]}
                for k in GameKind
            ],
            "default": GameKind.FOUR_HANDED.value,
            "description": "the game played: four-handed whist (the default), Dummy or Double Dummy (the laws"
            " that close the Club Code)",
            "x-extension": True,
        },
        "dummy": {**seat, "description": "at Dummy: dummy's seat; his partner plays his hand", "x-extension": True},
        "dummies": {
            "type": "array",
            "items": seat,
            "minItems": 2,
            "maxItems": 2,
            "description": "at Double Dummy: both dummies, one of each side",
            "x-extension": True,
        },
        "rubber_begins": {
            "type": "boolean",
            "default": False,
            "description": "the hand is the first deal of a rubber (Dummy, Law I: Dummy deals at the commencement"
            " of each rubber)",
            "x-extension": True,
        },
    }


def game_rules() -> list[dict[str, object]]:
    """Dummy needs `dummy`, Double Dummy `dummies`; four-handed whist neither."""

    def game_is(kind: GameKind) -> dict[str, object]:
        return {"properties": {"game": {"const": kind.value}}, "required": ["game"]}

    return [
        {"if": game_is(GameKind.DUMMY), "then": {"required": ["dummy"], "not": {"required": ["dummies"]}}},
        {"if": game_is(GameKind.DOUBLE_DUMMY), "then": {"required": ["dummies"], "not": {"required": ["dummy"]}}},
        {
            "if": {
                "not": {
                    "properties": {"game": {"enum": [GameKind.DUMMY.value, GameKind.DOUBLE_DUMMY.value]}},
                    "required": ["game"],
                }
            },
            "then": {"allOf": [{"not": {"required": ["dummy"]}}, {"not": {"required": ["dummies"]}}]},
        },
    ]
