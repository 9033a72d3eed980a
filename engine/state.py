"""The hand replayed event by event: tricks, turns, cards taken back, and every incident kept for the rulers.

The replay judges nothing: it records what happened (a lead out of turn, a card taken back, a trick
turned and quitted) with the event numbers, and the rulers read that record against a law table.
Input that cannot be replayed (a card played twice, a play after the hand is over) is a CaseError.
"""

from __future__ import annotations

from functools import cached_property

from .cards import Card
from .case import Case
from .correction_time import too_late_to_correct
from .deal_record import DealRecord
from .errors import CaseError
from .events import (
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
from .records import (
    Attention,
    Correction,
    Exposure,
    ExtraCard,
    FalseLead,
    OutOfTurn,
    OutOfTurnKind,
    PlayRecord,
    Quitting,
    TrickRecord,
    Withdrawn,
)
from .seats import Seat, Side, Tally, eldest_hand
from .tricks import CardOrder
from .vocabulary import DealFact


class HandState:
    """One hand of whist replayed from its case; `apply` takes the events in order."""

    def __init__(self, case: Case, hand_size: int = 13) -> None:
        self.case = case
        self.hand_size = hand_size
        self.trump = case.trump_suit
        self.order = CardOrder(self.trump)  # which card wins; a game with another order replaces it
        self.trick_size = 4  # cards to a complete trick (euchre: three when a lone hand is played)
        self.lone: Seat | None = None  # the player playing alone, while he plays alone (euchre)
        self.out: Seat | None = None  # the lone player's partner, out of the play (euchre)
        self.lone_declared: Seat | None = None  # who declared a lone hand, even if it was lost (euchre)
        self.next_leader = eldest_hand(case.dealer)
        self.tricks: list[TrickRecord] = []
        self.current: TrickRecord | None = None
        self.plays: list[PlayRecord] = []
        # Indexes of self.plays, kept as each card is played (`_add`), so no event rescans the plays before it.
        self._standing_by_card: dict[Card, list[PlayRecord]] = {}  # pruned of withdrawn cards as it is read
        self._by_card: dict[Card, list[PlayRecord]] = {}
        self._by_seat: dict[Seat, list[PlayRecord]] = {seat: [] for seat in Seat}
        # The last stands; the withdrawn are popped off the end.
        self._standing_by_seat: dict[Seat, list[PlayRecord]] = {seat: [] for seat in Seat}
        self._thrown: set[Seat] = set()  # seats whose cards were thrown down
        self.false_leads: list[FalseLead] = []
        self.out_of_turn: list[OutOfTurn] = []
        self.extra_cards: list[ExtraCard] = []
        self.corrections: list[Correction] = []
        self.exposures: list[Exposure] = []
        self.quittings: list[Quitting] = []
        self.asks: list[tuple[int, Ask]] = []
        self.attentions: list[Attention] = []
        self.attention_at: dict[int, Attention] = {}
        self.calls: list[tuple[int, Call]] = []
        self.elects: list[tuple[int, Elect]] = []
        self.consults: list[tuple[int, Consult]] = []
        self.claims: list[tuple[int, Claim]] = []
        self.mixes: list[tuple[int, Seat]] = []
        self.deal = DealRecord(case.dealer)  # the facts of the deal, and the first of each kind the rulers ask for
        self.throw_downs: list[tuple[int, ThrowDown]] = []
        self.abandoned_at: int | None = None  # all four threw their cards down (Club Code 59)
        self.trump_card_events: list[tuple[int, TrumpCard]] = []
        self.mixed_with_tricks: list[tuple[int, CardMixedWithTrick]] = []  # Club Code 70
        self.discovers: list[tuple[int, Seat | None]] = []
        self.decisions: list[int] = []  # events at which the adversaries spoke to a penalty (Case 9)
        self.cut_at: int | None = None
        self.cut_unpresented_by: Seat | None = None
        self.next_trump_at: int | None = None
        self.over_at: int | None = None
        self.hand_over: tuple[int, Tally] | None = None
        self.errors: list[CaseError] = []

    @classmethod
    def replay(cls, case: Case, hand_size: int = 13) -> HandState:
        state = cls(case, hand_size)
        for index, event in enumerate(case.events):
            state.apply(index, event)
        return state

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

    @cached_property
    def cards_exposed_by(self) -> dict[Seat, frozenset[Card]]:
        """Every card each seat exposed at one time or another."""
        exposed: dict[Seat, set[Card]] = {seat: set() for seat in Seat}
        for exposure in self.exposures:
            exposed[exposure.seat].update(exposure.cards)
        return {seat: frozenset(cards) for seat, cards in exposed.items()}

    @property
    def thrown_seats(self) -> frozenset[Seat]:
        """The seats whose cards were thrown down, at one time or another."""
        return frozenset(self._thrown)

    @property
    def finished(self) -> bool:
        """The hand was played out: all its tricks, or a hand_over."""
        return self.over_at is not None

    def tricks_won(self) -> Tally:
        if self.hand_over is not None:
            return self.hand_over[1]
        sides = [trick.winner.side for trick in self.tricks if trick.winner is not None]
        return Tally(sides.count(Side.NS), sides.count(Side.EW))

    def standing_plays(self) -> list[PlayRecord]:
        return [p for p in self.plays if p.stands]

    def out_of_play(self) -> set[Card]:
        """Cards of the pack dealt to no one and not in play (whist: none; euchre: the turn-up turned down)."""
        return set()

    def error(self, index: int, path: str, message: str) -> None:
        self.errors.append(CaseError(index, f"events.{index}{path}", message))

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
                self.exposures.append(Exposure(index, event.seat, event.cards, event.how, event.unidentified))
            case AttentionToTrick():
                self._attention(index, event)
            case Call() | Elect() | Consult():
                self._decision(index, event)
            case Discover():
                self.discovers.append((index, event.seat))
                self._discovered_if_false_lead(index)
            case CutNext():
                self._cut_next(index, event)
            case NextTrumpTurned():
                self._next_trump_turned(index)
            case HandOver():
                self._hand_over(index, event.tricks)
            case Deal():
                self.deal.add(index, event)
            case ThrowDown():
                self._throw_down(index, event)
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
                self.asks.append((index, event))
            case Claim():
                self.claims.append((index, event))
            case CardsMixed():
                self.mixes.append((index, event.seat))
            case TrumpCard():
                self.trump_card_events.append((index, event))
            case CardMixedWithTrick():
                self.mixed_with_tricks.append((index, event))

    def _attention(self, index: int, event: AttentionToTrick) -> None:
        trick = self.current
        partner_played = trick is not None and event.seat.partner in trick.seats
        attention = Attention(index, event.seat, event.how, trick, partner_played)
        self.attentions.append(attention)
        self.attention_at[index] = attention

    def _cut_next(self, index: int, event: CutNext) -> None:
        if self.cut_at is None and not event.presented and event.seat is not None:
            self.cut_unpresented_by = event.seat  # McIntosh under 78: the dealer may still claim a revoke
        self.cut_at = index if self.cut_at is None else self.cut_at

    def _next_trump_turned(self, index: int) -> None:
        self.next_trump_at = index if self.next_trump_at is None else self.next_trump_at
        self.cut_at = index if self.cut_at is None else self.cut_at  # the pack was cut before the deal

    def _throw_down(self, index: int, event: ThrowDown) -> None:
        self.throw_downs.append((index, event))
        self._thrown.update(event.seats)
        if len(self._thrown) == 4 and self.abandoned_at is None:
            self.abandoned_at = index  # the hands are abandoned; no one can take up his cards again (59)

    def _closed(self, index: int) -> bool:
        """A card cannot be played once the hand is over or the next deal begun."""
        if self.cut_at is not None:
            self.error(
                index,
                "",
                f"Event {index}: the cards were cut for the following deal at event {self.cut_at}; no card"
                " can be played in this hand after that.",
            )
            return True
        if self.over_at is not None:
            self.error(
                index,
                "",
                f"Event {index}: the hand was over at event {self.over_at}; no card can be played after it.",
            )
            return True
        if self.abandoned_at is not None:
            self.error(
                index,
                "",
                f"Event {index}: all four players threw their cards down at event {self.abandoned_at}; the"
                " hands were abandoned, and no card can be played after that.",
            )
            return True
        return False

    def _add(self, record: PlayRecord) -> None:
        """A card put to a trick: kept in the order of events, and in the indexes by card and by seat."""
        self.plays.append(record)
        self._standing_by_card.setdefault(record.card, []).append(record)
        self._by_card.setdefault(record.card, []).append(record)
        self._by_seat[record.seat].append(record)
        self._standing_by_seat[record.seat].append(record)

    def plays_of_card(self, card: Card) -> list[PlayRecord]:
        """Every play of the card, taken back or not, in the order of events."""
        return self._by_card.get(card, [])

    def plays_of_seat(self, seat: Seat) -> list[PlayRecord]:
        """Every play by the seat, taken back or not, in the order of events."""
        return self._by_seat[seat]

    def last_standing_play(self, seat: Seat) -> PlayRecord | None:
        """The seat's last card played and not taken back."""
        mine = self._standing_by_seat[seat]
        while mine and not mine[-1].stands:  # a card taken back stays taken back: each is popped once
            mine.pop()
        return mine[-1] if mine else None

    def _on_table(self, card: Card) -> PlayRecord | None:
        records = self._standing_by_card.get(card)
        if not records:
            return None
        records[:] = [p for p in records if p.withdrawn_at is None]  # each record taken back is dropped once
        return records[0] if records else None

    def _play(self, index: int, seat: Seat, card: Card) -> None:
        if self._after_the_hand(index):
            return
        already = self._on_table(card) if card in self._standing_by_card else None
        if already is not None:
            self.error(
                index,
                ".card",
                f"Event {index}: {card} was already played by {already.seat} at event {already.event}.",
            )
            return
        trick = self.current
        if trick is not None and self._proper_leader_leads(index, seat, trick):
            trick = None
        if trick is None:
            self._lead(index, seat, card)
            return
        plays = trick.plays
        own = next((p for p in plays if p.seat is seat), None)
        if own is not None:
            self._extra_card(index, seat, card, trick, own)
            return
        if trick.omitted is seat:
            trick.omitted = None  # he supplies the card he had omitted, before the trick is gathered (69)
        record = PlayRecord(index, seat, card, trick, trick.led)
        if trick.omitted is not None or plays[-1].seat.left is not seat or seat.after(trick.leader) != len(plays):
            # Not the next seat after cards played in rotation from the leader, which is always in turn.
            self._check_turn(index, seat, trick, record)
        plays.append(record)
        self._add(record)
        if len(plays) + (trick.omitted is not None) == self.trick_size:
            self._complete(index, trick)

    def _after_the_hand(self, index: int) -> bool:
        """A card played after the cut, the hand over or the hands abandoned (an error, or a play to ignore)."""
        ended = self.cut_at is not None or self.over_at is not None or self.abandoned_at is not None
        return ended and self._closed(index)

    def _proper_leader_leads(self, index: int, seat: Seat, trick: TrickRecord) -> bool:
        """The proper leader leading, out of rotation, is the discovery of the false lead (Law 63)."""
        if trick.false_lead is None or len(trick.plays) >= self.trick_size:
            return False
        if seat is trick.proper_leader and seat not in trick.seats and seat is not self._next_in_rotation(trick):
            self._discover(index, trick, by_proper_lead=True)
            return True
        return False

    def _extra_card(self, index: int, seat: Seat, card: Card, trick: TrickRecord, own: PlayRecord) -> None:
        """A second card played by a seat to a trick it has played to: whether his first was winning it, and
        whether his partner had still to play."""
        cards = [p.card for p in trick.plays]
        was_winning = cards[self.order.winning_index(cards)] == own.card
        partner_to_play = seat.partner not in trick.seats
        self.extra_cards.append(ExtraCard(index, seat, card, trick, was_winning, partner_to_play))

    def _lead(self, index: int, seat: Seat, card: Card) -> None:
        trick = TrickRecord(leader=seat, proper_leader=self.next_leader, order=self.order)
        record = PlayRecord(index, seat, card, trick, None)
        trick.plays.append(record)
        self._add(record)
        self.current = trick
        if seat is not self.next_leader:
            false_lead = FalseLead(index, seat, self.next_leader, record)
            trick.false_lead = false_lead
            self.false_leads.append(false_lead)
            return
        previous = self.false_leads[-1] if self.false_leads else None
        if (
            previous is not None
            and previous.discovered_at == index
            and previous.offender is seat.partner
            and not any(previous.event < d <= index for d in self.decisions)
        ):
            # Clay's Case 9: the partner leads at once, before the adversaries could choose (Law 87).
            trick.hurried = True
            previous.hurried = record

    def _check_turn(self, index: int, seat: Seat, trick: TrickRecord, record: PlayRecord) -> None:
        position = seat.after(trick.leader)
        played = {p.seat.after(trick.leader) for p in trick.plays}
        if trick.omitted is not None:
            played.add(trick.omitted.after(trick.leader))
        expected = min(k for k in (1, 2, 3) if k not in played)
        if position == expected:
            return
        if position == 2:
            kind = OutOfTurnKind.THIRD_BEFORE_SECOND
        elif position == 3 and expected == 1:
            if 2 in played:
                return  # Law 67: the third having played before the second, the fourth may play before
                # his partner
            kind = OutOfTurnKind.FOURTH_BEFORE_PARTNER
        else:
            kind = OutOfTurnKind.FOURTH_BEFORE_THIRD
        self.out_of_turn.append(OutOfTurn(index, seat, kind, trick, record))

    def _complete(self, index: int, trick: TrickRecord) -> None:
        cards = [p.card for p in trick.plays]
        trick.winner = trick.plays[self.order.winning_index(cards)].seat
        if trick.completed_at is None:
            trick.number = len(self.tricks) + 1
            self.tricks.append(trick)
            if trick.false_lead is not None:
                trick.false_lead.stood = True
        trick.completed_at = index
        self.current = None
        self.next_leader = trick.winner
        if len(self.tricks) == self.hand_size and self.over_at is None:
            self.over_at = index

    def _imperfect(self, index: int, seat: Seat) -> None:
        """Club Code 69: the trick is gathered without the seat's card; it is complete once the others played."""
        trick = self.current
        if trick is None or seat in trick.seats or trick.omitted is not None:
            self.error(
                index,
                ".seat",
                f"Event {index}: there is no trick in progress to which {seat} has not played, so none can be"
                " gathered without his card.",
            )
            return
        trick.omitted = seat
        if len(trick.plays) + 1 == self.trick_size:
            self._complete(index, trick)

    def _discover(self, index: int, trick: TrickRecord, by_proper_lead: bool = False) -> None:
        """The false lead is pointed out before the trick is complete: all its cards are taken back (63)."""
        assert trick.false_lead is not None
        for record in trick.plays:
            record.withdrawn_at = index
            record.withdrawn_how = Withdrawn.FALSE_LEAD
        trick.false_lead.discovered_at = index
        trick.false_lead.followers = trick.plays[1:]
        self.current = None

    def _discovered_if_false_lead(self, index: int) -> None:
        trick = self.current
        if trick is not None and trick.false_lead is not None and len(trick.plays) < self.trick_size:
            self._discover(index, trick)

    def _next_in_rotation(self, trick: TrickRecord) -> Seat:
        """The seat whose turn it is to play to the trick (euchre overrides it to pass over a lone partner)."""
        return trick.next_in_rotation()

    def _decision(self, index: int, event: Call | Elect | Consult) -> None:
        if isinstance(event, Call):
            self.calls.append((index, event))
            side = event.seat.side
        elif isinstance(event, Elect):
            self.elects.append((index, event))
            side = event.side
        else:
            self.consults.append((index, event))
            side = event.side
        trick = self.current
        if trick is not None and trick.false_lead is not None and trick.false_lead.offender.side is side.other:
            self._discovered_if_false_lead(index)
        elif trick is not None and trick.hurried and len(trick.plays) == 1 and trick.leader.side is side.other:
            # Case 9: the adversaries keep their option; the hasty lead goes back into the hand, exposed.
            trick.plays[0].withdrawn_at = index
            trick.plays[0].withdrawn_how = Withdrawn.HURRIED_LEAD
            self.current = None
        self.decisions.append(index)

    def _correct(self, index: int, seat: Seat, card: Card) -> None:
        if self.cut_at is not None or (self.hand_over is not None):
            self._closed(index)
            return
        last = self.last_standing_play(seat)
        if last is None:
            self.error(index, ".seat", f"Event {index}: {seat} has no card on the table to take back.")
            return
        if card != last.card:
            already = self._on_table(card)
            if already is not None:
                self.error(
                    index,
                    ".card",
                    f"Event {index}: {card} was already played by {already.seat} at event {already.event}.",
                )
                return
        trick = last.trick
        void = too_late_to_correct(self, seat, last)
        if void is not None:
            self.corrections.append(Correction(index, seat, last, None, void))
            return
        last.withdrawn_at = index
        last.withdrawn_how = Withdrawn.CORRECTED
        substitute = PlayRecord(index, seat, card, trick, last.led, substitute_for=last)
        trick.plays[trick.plays.index(last)] = substitute
        self._add(substitute)
        self.corrections.append(Correction(index, seat, last, substitute))
        if trick.completed_at is not None:
            self._complete(index, trick)

    def _quit(self, index: int, seat: Seat) -> None:
        if not self.tricks:
            self.error(index, "", f"Event {index}: no trick is complete yet, so none can be turned and quitted.")
            return
        trick = self.tricks[-1]
        trick.quits.append((index, seat))
        trick.first_quits.setdefault(seat.side, (index, seat))
        self.quittings.append(Quitting(index, seat, trick))

    def _hand_over(self, index: int, tricks: Tally) -> None:
        replayed = Tally()
        for trick in self.tricks:
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
        if self.hand_over is not None:
            self.error(index, "", f"Event {index}: the hand was already declared over at event {self.hand_over[0]}.")
            return
        self.hand_over = (index, tricks)
        if self.over_at is None:
            self.over_at = index
