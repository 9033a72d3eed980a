"""The hand replayed event by event: the cards played to tricks, and every other event kept for the rulers.

The replay judges nothing: it records what happened (a lead out of turn, a card taken back, a trick
turned and quitted) with the event numbers, and the rulers read that record against a law table.
Input that cannot be replayed (a card played twice, a play after the hand is over) is a CaseError.
What it keeps is grouped in small values: `played` (the tricks and the cards), `incidents`, `spoken`, `deal`
and `end`.
"""

from __future__ import annotations

from functools import cached_property

from ..format.cards import Card
from ..format.case import Case
from ..format.events import (
    Ask,
    AttentionToTrick,
    Bid,
    Call,
    CardMixedWithTrick,
    CardsMixed,
    Claim,
    Consult,
    Correct,
    CutNext,
    Deal,
    Discard,
    Discover,
    Elect,
    Event,
    Expose,
    HandOver,
    ImperfectTrick,
    NextTrumpTurned,
    Play,
    Quit,
    ThrowDown,
    TrumpCard,
    event_type,
)
from ..format.seats import Seat, Side, Tally
from ..format.vocabulary import DealFact
from .deal_record import DealRecord
from .play import TrickPlay
from .records import Attention, Exposure, Quitting, Withdrawn


class HandState(TrickPlay):
    """One hand of whist replayed from its case; `apply` takes the events in order."""

    def __init__(self, case: Case, hand_size: int = 13) -> None:
        super().__init__(case, hand_size)
        self.deal = DealRecord(case.dealer)  # the facts of the deal, and the first of each kind the rulers ask for

    @classmethod
    def replay(cls, case: Case, hand_size: int = 13) -> HandState:
        state = cls(case, hand_size)
        for index, event in enumerate(case.events):
            state.apply(index, event)
        state.seal()
        return state

    def seal(self) -> None:
        self.deal.seal()
        super().seal()

    # -- the record, read by the rulers --

    @cached_property
    def declarations(self) -> list[int]:
        """The events at which a card was played or a bid made, in order (searched, not rescanned)."""
        return [i for i, event in enumerate(self.case.events) if isinstance(event, Bid | Play)]

    @cached_property
    def trump_turned_at(self) -> int | None:
        """The first event showing the trump card turned: a bid, a card played, or the fact recorded."""
        return next(
            (
                i
                for i, event in enumerate(self.case.events)
                if isinstance(event, Bid | Play) or (isinstance(event, Deal) and event.fact == DealFact.TRUMP_TURNED)
            ),
            None,
        )

    def tricks_won(self) -> Tally:
        if self.end.hand_over is not None:
            return self.end.hand_over[1]
        sides = [trick.winner.side for trick in self.played.tricks if trick.winner is not None]
        return Tally(sides.count(Side.NS), sides.count(Side.EW))

    def out_of_play(self) -> set[Card]:
        """Cards of the pack dealt to no one and not in play (whist: none; euchre: the turn-up turned down)."""
        return set()

    # -- applying events --

    def apply(self, index: int, event: Event) -> None:
        """One event of the case, recorded by the method for its kind."""
        match event:
            case Play():
                self._play(index, event.seat, event.card)
            case Correct():
                self._correct(index, event.seat, event.card)
            case Quit():
                self._quit(index, event.seat)
            case Expose():
                exposure = Exposure(index, event.seat, event.cards, event.how, event.unidentified)
                self.incidents.exposures += (exposure,)
            case AttentionToTrick():
                self._attention(index, event)
            case Call() | Elect() | Consult():
                self._decision(index, event)
            case Discover():
                self.spoken.discovers += ((index, event.seat),)
                self._discovered_if_false_lead(index)
            case CutNext():
                self.end.cut_next(index, event)
            case NextTrumpTurned():
                self.end.next_trump_turned(index)
            case HandOver():
                self._hand_over(index, event.tricks)
            case Deal():
                self.deal.add(index, event)
            case ThrowDown():
                self.end.throw_down(index, event)
            case ImperfectTrick():
                self._imperfect(index, event.seat)
            case Bid() | Discard():
                self.error(index, ".type", f"Event {index}: a {event_type(event)} has no place in a hand of whist.")
            case _:
                self._record(index, event)

    def _record(self, index: int, event: Event) -> None:
        """Events kept as they are, in order, for the rulers to read."""
        match event:
            case Ask():
                self.spoken.asks += ((index, event),)
            case Claim():
                self.spoken.claims += ((index, event),)
            case CardsMixed():
                self.incidents.mixes += ((index, event.seat),)
            case TrumpCard():
                self.incidents.trump_card_events += ((index, event),)
            case CardMixedWithTrick():
                self.incidents.mixed_with_tricks += ((index, event),)

    def _attention(self, index: int, event: AttentionToTrick) -> None:
        trick = self.played.current
        partner_played = trick is not None and event.seat.partner in trick.seats
        attention = Attention(index, event.seat, event.how, trick, partner_played)
        self.incidents.attentions += (attention,)
        self.incidents.attention_at[index] = attention

    def _decision(self, index: int, event: Call | Elect | Consult) -> None:
        spoken = self.spoken
        side: Side
        match event:
            case Call():
                spoken.calls += ((index, event),)
                side = event.seat.side
            case Elect():
                spoken.elects += ((index, event),)
                side = event.side
            case Consult():
                spoken.consults += ((index, event),)
                side = event.side
        trick = self.played.current
        if trick is not None and trick.false_lead is not None and trick.false_lead.offender.side is side.other:
            self._discovered_if_false_lead(index)
        elif trick is not None and trick.hurried and len(trick.plays) == 1 and trick.leader.side is side.other:
            # Case 9: the adversaries keep their option; the hasty lead goes back into the hand, exposed.
            trick.plays[0].withdrawn_at = index
            trick.plays[0].withdrawn_how = Withdrawn.HURRIED_LEAD
            self.played.current = None
        spoken.decisions += (index,)

    def _quit(self, index: int, seat: Seat) -> None:
        tricks = self.played.tricks
        if not tricks:
            self.error(index, "", f"Event {index}: no trick is complete yet, so none can be turned and quitted.")
            return
        trick = tricks[-1]
        trick.quits.append((index, seat))
        trick.first_quits.setdefault(seat.side, (index, seat))
        self.incidents.quittings += (Quitting(index, seat, trick),)

    def _hand_over(self, index: int, tricks: Tally) -> None:
        replayed = Tally()
        for trick in self.played.tricks:
            if trick.winner is not None:
                replayed = replayed.plus(trick.winner.side, 1)
        for side in (Side.NS, Side.EW):
            if tricks.of(side) < replayed.of(side):
                self.error(
                    index,
                    f".tricks.{side}",
                    f"Event {index}: {side} took {replayed.of(side)} tricks in the play entered, more than"
                    f" the {tricks.of(side)} the hand_over gives them for the whole hand.",
                )
                return
        end = self.end
        if end.hand_over is not None:
            self.error(index, "", f"Event {index}: the hand was already declared over at event {end.hand_over[0]}.")
            return
        end.hand_over = (index, tricks)
        if end.over_at is None:
            end.over_at = index
