"""The shape of the euchre law table: the shared LawTable, plus what euchre has and whist has not.

The shared fields carry the laws euchre took from whist (the lead out of turn, exposed cards, the
revoke's establishment ...) under their euchre numbers; the fields below carry the making of the trump,
the discard, the lone hand, the deal and the points of a hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..codes.table import LawTable, OptionRule


@dataclass(frozen=True)
class HandPoints:
    """Laws 2 and 3 (with 50 and 102): what a hand scores."""

    point: int  # three or four tricks, with a partner or alone
    march: int  # five tricks with a partner
    euchre: int  # the makers fail to take three tricks: the adversaries score
    lone_march: int  # five tricks alone
    lone_euchre: int  # a lone hand euchred
    lone_abandoned: int  # 50: an adversary abandons his hand against a lone hand
    lone_march_partner_exposed: int  # 102: the lone player's partner exposed a card
    cite: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class EuchreTable(LawTable):
    points: HandPoints
    lone_revoke: OptionRule  # 63: five points in a lone hand
    wrong_number_points: tuple[int, int]  # 90: forfeits two, or four if a lone hand is played
    # the making of the trump (74-82), the lone hand (93-105), the discard (86-90) and the deal (33-45) are
    # in the shared table's `rules`
