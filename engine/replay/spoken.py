"""What the players said at the table, in order of events: questions, calls, elections, consultations, claims,
and the false lead pointed out."""

from __future__ import annotations

from dataclasses import dataclass

from ..format.events import Ask, Call, Claim, Consult, Elect
from ..format.seats import Seat
from .sealed import Sealed


@dataclass(eq=False)
class Spoken(Sealed):
    asks: tuple[tuple[int, Ask], ...] = ()
    calls: tuple[tuple[int, Call], ...] = ()
    elects: tuple[tuple[int, Elect], ...] = ()
    consults: tuple[tuple[int, Consult], ...] = ()
    claims: tuple[tuple[int, Claim], ...] = ()
    discovers: tuple[tuple[int, Seat | None], ...] = ()
    decisions: tuple[int, ...] = ()  # events at which the adversaries spoke to a penalty (Case 9)
