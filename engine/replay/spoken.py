"""What the players said at the table, in order of events: questions, calls, elections, consultations, claims,
and the false lead pointed out."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..format.events import Ask, Call, Claim, Consult, Elect
from ..format.seats import Seat
from .sealed import Sealed


@dataclass(eq=False)
class Spoken(Sealed):
    asks: list[tuple[int, Ask]] = field(default_factory=list)
    calls: list[tuple[int, Call]] = field(default_factory=list)
    elects: list[tuple[int, Elect]] = field(default_factory=list)
    consults: list[tuple[int, Consult]] = field(default_factory=list)
    claims: list[tuple[int, Claim]] = field(default_factory=list)
    discovers: list[tuple[int, Seat | None]] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)  # events at which the adversaries spoke to a penalty (Case 9)
