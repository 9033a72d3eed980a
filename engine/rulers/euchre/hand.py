"""A hand of euchre replayed on the shared HandState: the making, the discard, the lone hand, the bowers.

The shared replay keeps the tricks, leads out of turn, cards taken back and the rest; this subclass
feeds the bids to the making (bidding.py), sets the order of the cards once the trump is made (the left
bower is a trump), plays three to a trick when a lone hand is played, and keeps the euchre incidents:
the dealer's discard (86-90) and the lone player's partner (100-102). It judges nothing: an incident is
kept with the table's sentences that word it, and an error is worded by the euchre table it is given.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...codes.table import LawTable
from ...format.cards import Card
from ...format.case import Case
from ...format.events import Bid, Discard, Elect, Event, Play
from ...format.seats import Seat
from ...format.vocabulary import OptionId
from ...replay import HandState
from ...replay.records import Exposure, OutOfTurn, OutOfTurnKind, PlayRecord, TrickRecord, Withdrawn
from .bidding import Incident, Making, MakingRule, worded
from .bowers import BowerOrder

HAND_SIZE = 5


@dataclass(frozen=True)
class DiscardRecord:
    event: int
    card: Card | None
    after_lead: bool  # the eldest hand had led before it (87)


class EuchreHand(HandState):
    def __init__(self, case: Case, table: LawTable, hand_size: int = HAND_SIZE) -> None:
        super().__init__(case, hand_size)
        self.table = table  # words the errors that cite a law
        self.making = Making(case.dealer, case.trump)
        self.order = BowerOrder(self.trump)
        self.lone = None  # the player playing alone, while he plays alone
        self.lone_declared = None  # the player who declared it, even if the hand was lost (100)
        self.out = None  # the lone player's partner, whose cards lie face down (101)
        self.play_began: int | None = None
        self.discards: tuple[DiscardRecord, ...] = ()
        self.first_lead_before_discard: PlayRecord | None = None  # 87, 89
        self.neglected_discard: int | None = None  # 90: the dealer played before discarding
        self.lone_lost_at: int | None = None  # 100: the partner played to the first lead
        self.lone_restored_at: int | None = None  # 100: the adversaries elected that he play alone
        self.partner_shown: tuple[int, ...] = ()  # 102: events at which the lone player's partner showed a card

    @classmethod
    def replay_euchre(cls, case: Case, table: LawTable) -> EuchreHand:
        state = cls(case, table)
        for index, event in enumerate(case.events):
            state.apply(index, event)
        state.close_making(len(case.events), played=state.end.hand_over is not None)
        state.seal()
        return state

    # -- what the rulers read --

    @property
    def discard_due(self) -> bool:
        return self.making.turn_up_taken

    @property
    def discarded_card(self) -> Card | None:
        return self.discards[-1].card if self.discards else None

    def out_of_play(self) -> set[Card]:
        """The turn-up turned down (round two of the making), and the dealer's discard."""
        gone = {self.case.trump} if self.making.round == 2 else set()
        if self.discarded_card is not None:
            gone.add(self.discarded_card)
        return gone

    @property
    def active_seats(self) -> tuple[Seat, ...]:
        start = self.case.dealer.left
        seats = [start, start.left, start.left.left, start.left.left.left]
        return tuple(s for s in seats if s is not self.out)

    def note(self, rule: MakingRule, event: int | None, seat: Seat | None, **facts: object) -> None:
        """An incident of the discard or the play, worded by the table's sentence named after its rule."""
        self.making.record(Incident(rule, event, seat, (worded(rule),), {"seat": seat, "event": event, **facts}))

    # -- applying events --

    def apply(self, index: int, event: Event) -> None:
        if isinstance(event, Play) and self.play_began is not None:  # most events: a card of the play
            self._play(index, event.seat, event.card)
        elif isinstance(event, Bid):
            self._bid(index, event)
        elif isinstance(event, Discard):
            self._discard(index, event)
        elif isinstance(event, Play) and self.play_began is None:
            self.close_making(index)
            self.play_began = index
            self._play(index, event.seat, event.card)
        else:
            if isinstance(event, Elect) and event.option == OptionId.TRUMP_STANDS and self.play_began is None:
                self.making.elect_trump_stands(index, event.side)
            if isinstance(event, Elect) and event.option == OptionId.ALONE_STANDS:
                self._restore_lone(index, event)
            super().apply(index, event)

    def _bid(self, index: int, bid: Bid) -> None:
        if self.play_began is not None:
            if bid.alone and self.making.partner_offers_after_lead(index, bid.seat, bool(self.played.tricks)):
                if not self.played.tricks:
                    self._end_lone_hand()
                return
            self.note(MakingRule.DECLARED_AFTER_PLAY, index, bid.seat, began=self.play_began)
            return
        exposed = {e.seat for e in self.incidents.exposures}
        self.making.declare(index, bid, exposed, bool(self.discards))

    def close_making(self, index: int, played: bool = True) -> None:
        """The trump is settled when the play begins: the order of the cards, the lone hand, the leader."""
        if self.play_began is not None:
            return
        self.making.close(index, played)
        if self.making.trump is not None and self.making.trump is not self.trump:
            self.trump = self.making.trump
        self.order = BowerOrder(self.trump)
        if self.making.alone is not None:
            self.lone = self.lone_declared = self.making.alone
            self.out = self.lone.partner
            self.trick_size = 3
            if self.played.next_leader is self.out:
                self.played.next_leader = self.out.left  # the eldest hand sits out: the next player leads (89)

    def _end_lone_hand(self) -> None:
        """99: neither can play alone; no trick being complete, the partner takes up his cards and plays."""
        self.lone, self.lone_declared, self.out, self.trick_size = None, None, None, 4

    def _discard(self, index: int, event: Discard) -> None:
        dealer = self.case.dealer
        if event.seat is not dealer:
            self.note(MakingRule.DISCARD_BY_OTHER, index, event.seat)
            return
        if self.making.over and not self.discard_due:
            self.note(MakingRule.DISCARD_NOT_DUE, index, dealer)
            return
        card = event.card
        if card is not None and not self._discard_can_be(index, card):
            return
        # 89: the third hand playing alone, the dealer may have had to play to the first trick before discarding.
        third_hand_alone = self.lone is not None and self.lone is dealer.left.left.left
        dealer_played = any(
            p.seat is dealer and not (third_hand_alone and self.played.tricks and p.trick is self.played.tricks[0])
            for p in self.played.plays
        )
        if self.discards and not dealer_played:
            first = self.discards[0]
            if not first.after_lead and self.first_lead_before_discard is None:
                self.note(MakingRule.DISCARD_CHANGED, index, dealer, first=first.event)
                return
        if dealer_played:
            self.note(MakingRule.DISCARD_AFTER_PLAYING, index, dealer)
            return
        self.discards += (DiscardRecord(index, card, self.play_began is not None),)

    def _discard_can_be(self, index: int, card: Card) -> bool:
        """A card discarded must be one the dealer held: not in the hand given after the discard, not in another
        hand, not played; otherwise the case cannot be replayed."""
        dealer = self.case.dealer
        hand = self.case.hands.get(dealer)
        if hand is not None and card in hand.cards:
            self.error(
                index,
                ".card",
                f"Event {index}: the dealer's hand is given after his discard (hands.{dealer}), so it cannot"
                f" still hold {card}, which he discards.",
            )
            return False
        for seat, other in self.case.hands.items():
            if seat is not dealer and card in other.cards:
                self.error(index, ".card", f"Event {index}: {card} is in the hand of {seat}, not the dealer's.")
                return False
        if any(p.card == card for p in self.played.plays):
            self.error(index, ".card", f"Event {index}: {card} was already played; it cannot be discarded.")
            return False
        return True

    def _play(self, index: int, seat: Seat, card: Card) -> None:
        if self.making.ended_at is not None:
            self.error(index, "", self.table.says("played_after_all_passed", event=index, ended=self.making.ended_at))
            return
        if card == self.case.trump and self.making.round == 2:
            self.error(index, ".card", self.table.says("turned_down_card_played", event=index, card=card))
            return
        if card == self.discarded_card:
            self.error(index, ".card", self.table.says("discard_played", event=index, card=card))
            return
        if self.out is not None and seat is self.out:
            self._partner_plays(index, seat, card)
            return
        first_lead = self.played.current is None and not self.played.tricks and not self.played.plays
        if seat is self.case.dealer and self.discard_due and not self.discards and self.neglected_discard is None:
            # 89: the third hand playing alone, a lead before the discard obliges the dealer to play to it first.
            third_hand_alone = self.lone is not None and self.lone is self.case.dealer.left.left.left
            if not (third_hand_alone and not self.played.tricks):
                self.neglected_discard = index
        super()._play(index, seat, card)
        if first_lead and self.discard_due and not self.discards and self.played.plays:
            self.first_lead_before_discard = self.played.plays[0]

    def _partner_plays(self, index: int, seat: Seat, card: Card) -> None:
        """100: the partner playing upon the first lead; after it, his cards are face down (101, 102)."""
        if not self.played.tricks:
            self.lone_lost_at = index
            self.lone, self.out, self.trick_size = None, None, 4
            super()._play(index, seat, card)
            return
        self.partner_shown += (index,)
        self.incidents.exposures += (Exposure(index, seat, (card,), "shown"),)

    def _restore_lone(self, index: int, event: Elect) -> None:
        """100: the adversaries elect that he play it alone: the partner's card goes back, face down."""
        lone = self.lone_declared
        if self.lone_lost_at is None or self.lone is not None or lone is None or event.side is not lone.side.other:
            return
        if len(self.played.tricks) > 1 or (self.played.tricks and self.played.current is not None):
            return  # the second trick has begun: too late (the ruler says so)
        trick = self.played.tricks[0] if self.played.tricks else self.played.current
        partner = lone.partner
        record = next((p for p in trick.plays if p.seat is partner), None) if trick is not None else None
        self.lone, self.out, self.trick_size = lone, partner, 3
        self.lone_restored_at = index
        if trick is None or record is None:
            return
        record.withdrawn_at, record.withdrawn_how = index, Withdrawn.LONE_PARTNER
        trick.plays.remove(record)
        if trick.completed_at is not None or len(trick.plays) == self.trick_size:
            self._complete(index, trick)

    # -- the lone hand's rotation --

    def _next_in_rotation(self, trick: TrickRecord) -> Seat:
        seat = trick.next_in_rotation()
        return seat.left if seat is self.out else seat

    def _check_turn(self, index: int, seat: Seat, trick: TrickRecord, record: PlayRecord) -> None:
        if self.out is None:
            super()._check_turn(index, seat, trick, record)
            return
        order = [trick.leader, trick.leader.left, trick.leader.left.left, trick.leader.left.left.left]
        active = [s for s in order if s is not self.out]
        if seat not in active:
            return
        position = active.index(seat)
        played = {active.index(p.seat) for p in trick.plays if p.seat in active}
        expected = min((k for k in (1, 2) if k not in played), default=position)
        if position == expected:
            return
        kind = (
            OutOfTurnKind.BEFORE_TURN_TO_LONE_LEAD if trick.leader is self.lone else OutOfTurnKind.THIRD_BEFORE_SECOND
        )
        self.incidents.out_of_turn += (OutOfTurn(index, seat, kind, trick, record),)
