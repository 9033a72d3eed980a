"""What happened at the table beside the cards played to tricks, as the replay keeps it for the rulers: leads
and plays out of turn, cards taken back, exposed or mixed, tricks turned and quitted, the trump card."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..format.cards import Card
from ..format.events import CardMixedWithTrick, TrumpCard
from ..format.seats import Seat
from .records import Attention, Correction, Exposure, ExtraCard, FalseLead, OutOfTurn, Quitting
from .sealed import Sealed


@dataclass(eq=False)
class Incidents(Sealed):
    false_leads: tuple[FalseLead, ...] = ()
    out_of_turn: tuple[OutOfTurn, ...] = ()
    extra_cards: tuple[ExtraCard, ...] = ()
    corrections: tuple[Correction, ...] = ()
    exposures: tuple[Exposure, ...] = ()
    quittings: tuple[Quitting, ...] = ()
    attentions: tuple[Attention, ...] = ()
    attention_at: dict[int, Attention] = field(default_factory=dict)
    mixes: tuple[tuple[int, Seat], ...] = ()  # a hand's cards mixed with others
    mixed_with_tricks: tuple[tuple[int, CardMixedWithTrick], ...] = ()  # Club Code 70
    trump_card_events: tuple[tuple[int, TrumpCard], ...] = ()

    @cached_property
    def cards_exposed_by(self) -> dict[Seat, frozenset[Card]]:
        """Every card each seat exposed at one time or another (read once the replay is over)."""
        exposed: dict[Seat, set[Card]] = {seat: set() for seat in Seat}
        for exposure in self.exposures:
            exposed[exposure.seat].update(exposure.cards)
        return {seat: frozenset(cards) for seat, cards in exposed.items()}
