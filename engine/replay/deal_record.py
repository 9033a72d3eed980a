"""The deal as the replay records it: each fact of the deal in order, and the first of each kind the rulers
ask for (the first touch, interruption, imperfect pack and partner's deal), kept as the facts come."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..format.events import Deal
from ..format.seats import Seat, Side
from ..format.vocabulary import DealAbout, DealFact
from .sealed import Sealed


@dataclass(eq=False)
class DealRecord(Sealed):
    dealer: Seat
    facts: tuple[tuple[int, Deal], ...] = ()
    first_touch: tuple[int, Seat] | None = None  # the first cards_touched by a player not the dealer
    first_interruption: tuple[int, Deal] | None = None  # of the dealer by an adversary (Club 50)
    first_pack_imperfect: int | None = None
    first_partner_deal: Deal | None = None  # dealt out of turn by the dealer's partner (Club 51)

    def add(self, index: int, fact: Deal) -> None:
        self.facts += ((index, fact),)
        dealer = self.dealer
        if fact.fact == DealFact.CARDS_TOUCHED and fact.seat is not None and fact.seat is not dealer:
            self.first_touch = self.first_touch or (index, fact.seat)
        elif fact.fact == DealFact.DEALER_INTERRUPTED and fact.seat is not None and fact.seat.side is not dealer.side:
            if not (fact.about == DealAbout.TURN and fact.established):
                self.first_interruption = self.first_interruption or (index, fact)
        elif fact.fact == DealFact.PACK_IMPERFECT and self.first_pack_imperfect is None:
            self.first_pack_imperfect = index
        elif fact.fact == DealFact.DEALT_OUT_OF_TURN and fact.seat is dealer.partner:
            self.first_partner_deal = self.first_partner_deal or fact

    @cached_property
    def touch_by_seat(self) -> dict[Seat, int]:
        """The first event at which each player touched his cards during the deal."""
        first: dict[Seat, int] = {}
        for index, fact in self.facts:
            if fact.fact == DealFact.CARDS_TOUCHED and fact.seat is not None:
                first.setdefault(fact.seat, index)
        return first

    @cached_property
    def unestablished_interruption(self) -> int | None:
        """The first interruption of the dealer whose claim was not made good (Club 50; Euchre 44)."""
        return next(
            (i for i, fact in self.facts if fact.fact == DealFact.DEALER_INTERRUPTED and not fact.established),
            None,
        )

    @cached_property
    def touch_by_side(self) -> dict[Side, int]:
        """The first event at which a player of each side touched his cards during the deal."""
        first: dict[Side, int] = {}
        for index, fact in self.facts:
            if fact.fact == DealFact.CARDS_TOUCHED and fact.seat is not None:
                first.setdefault(fact.seat.side, index)
        return first
