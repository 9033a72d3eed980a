"""The cards played to tricks, replayed: turns, leads and plays out of turn, a second card to a trick, cards
taken back and a false lead pointed out, each trick's winner and the next leader.

`TrickPlay` is the part of the replay that plays cards; `HandState` (hand.py) feeds it the events of the case.
"""

from __future__ import annotations

from ..format.cards import Card
from ..format.case import Case
from ..format.errors import CaseError
from ..format.seats import Seat, eldest_hand
from ..format.tricks import CardOrder
from .correction_time import too_late_to_correct
from .ending import Ending
from .incidents import Incidents
from .played import PlayLog
from .records import Correction, ExtraCard, FalseLead, OutOfTurn, OutOfTurnKind, PlayRecord, TrickRecord, Withdrawn
from .sealed import Sealed
from .spoken import Spoken


class TrickPlay(Sealed):
    """The play of one hand to its tricks; the record it keeps is grouped in `played`, `incidents` and `end`."""

    def __init__(self, case: Case, hand_size: int) -> None:
        self.case = case
        self.hand_size = hand_size
        self.trump = case.trump_suit
        self.order = CardOrder(self.trump)  # which card wins; a game with another order replaces it
        self.trick_size = 4  # cards to a complete trick (euchre: three when a lone hand is played)
        self.lone: Seat | None = None  # the player playing alone, while he plays alone (euchre)
        self.out: Seat | None = None  # the lone player's partner, out of the play (euchre)
        self.lone_declared: Seat | None = None  # who declared a lone hand, even if it was lost (euchre)
        self.played = PlayLog(eldest_hand(case.dealer))
        self.incidents = Incidents()
        self.spoken = Spoken()
        self.end = Ending()
        self.errors: list[CaseError] = []

    def seal(self) -> None:
        """The hand replayed: its record closed, so that nothing a ruler reads can change under it."""
        for group in (self.played, self.incidents, self.spoken, self.end):
            group.seal()
        super().seal()

    def error(self, index: int, path: str, message: str) -> None:
        self.errors.append(CaseError(index, f"events.{index}{path}", message))

    def _closed(self, index: int) -> bool:
        """A card cannot be played once the hand is over or the next deal begun."""
        why = self.end.why_closed(index)
        if why is not None:
            self.error(index, "", why)
        return why is not None

    def _already_on_table(self, index: int, card: Card) -> bool:
        """Whether the card lies on the table already (an error of the case, said at this event)."""
        already = self.played.on_table(card)
        if already is not None:
            self.error(
                index, ".card", f"Event {index}: {card} was already played by {already.seat} at event {already.event}."
            )
        return already is not None

    def _play(self, index: int, seat: Seat, card: Card) -> None:
        if self._closed(index):
            return
        played = self.played
        if self._already_on_table(index, card):
            return
        trick = played.current
        if trick is not None and self._proper_leader_leads(index, seat, trick):
            trick = None
        if trick is None:
            self._lead(index, seat, card)
            return
        plays = trick.plays
        for own in plays:
            if own.seat is seat:
                self._extra_card(index, seat, card, trick, own)
                return
        if trick.omitted is seat:
            trick.omitted = None  # he supplies the card he had omitted, before the trick is gathered (69)
        record = PlayRecord(index, seat, card, trick, trick.led)
        if trick.omitted is not None or plays[-1].seat.left is not seat or seat.after(trick.leader) != len(plays):
            # Not the next seat after cards played in rotation from the leader, which is always in turn.
            self._check_turn(index, seat, trick, record)
        plays.append(record)
        played.add(record)
        if len(plays) + (trick.omitted is not None) == self.trick_size:
            self._complete(index, trick)

    def _proper_leader_leads(self, index: int, seat: Seat, trick: TrickRecord) -> bool:
        """The proper leader leading, out of rotation, is the discovery of the false lead (Law 63)."""
        if trick.false_lead is None or len(trick.plays) >= self.trick_size:
            return False
        if seat is trick.proper_leader and seat not in trick.seats and seat is not self._next_in_rotation(trick):
            self._discover(index, trick)
            return True
        return False

    def _extra_card(self, index: int, seat: Seat, card: Card, trick: TrickRecord, own: PlayRecord) -> None:
        """A second card played by a seat to a trick it has played to: whether his first was winning it, and
        whether his partner had still to play."""
        cards = [p.card for p in trick.plays]
        was_winning = cards[self.order.winning_index(cards)] == own.card
        partner_to_play = seat.partner not in trick.seats
        self.incidents.extra_cards += (ExtraCard(index, seat, card, trick, was_winning, partner_to_play),)

    def _lead(self, index: int, seat: Seat, card: Card) -> None:
        played = self.played
        trick = TrickRecord(leader=seat, proper_leader=played.next_leader, order=self.order)
        record = PlayRecord(index, seat, card, trick, None)
        trick.plays.append(record)
        played.add(record)
        played.current = trick
        if seat is not played.next_leader:
            false_lead = FalseLead(index, seat, played.next_leader, record)
            trick.false_lead = false_lead
            self.incidents.false_leads += (false_lead,)
            return
        false_leads = self.incidents.false_leads
        previous = false_leads[-1] if false_leads else None
        if (
            previous is not None
            and previous.discovered_at == index
            and previous.offender is seat.partner
            and not any(previous.event < d <= index for d in self.spoken.decisions)
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
        self.incidents.out_of_turn += (OutOfTurn(index, seat, kind, trick, record),)

    def _complete(self, index: int, trick: TrickRecord) -> None:
        played = self.played
        cards = [p.card for p in trick.plays]
        trick.winner = trick.plays[self.order.winning_index(cards)].seat
        if trick.completed_at is None:
            trick.number = len(played.tricks) + 1
            played.tricks += (trick,)
            if trick.false_lead is not None:
                trick.false_lead.stood = True
        trick.completed_at = index
        played.current = None
        played.next_leader = trick.winner
        if len(played.tricks) == self.hand_size and self.end.over_at is None:
            self.end.over_at = index

    def _imperfect(self, index: int, seat: Seat) -> None:
        """Club Code 69: the trick is gathered without the seat's card; it is complete once the others played."""
        trick = self.played.current
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

    def _discover(self, index: int, trick: TrickRecord) -> None:
        """The false lead is pointed out before the trick is complete: all its cards are taken back (63)."""
        assert trick.false_lead is not None
        for record in trick.plays:
            record.withdrawn_at = index
            record.withdrawn_how = Withdrawn.FALSE_LEAD
        trick.false_lead.discovered_at = index
        trick.false_lead.followers = trick.plays[1:]
        self.played.current = None

    def _discovered_if_false_lead(self, index: int) -> None:
        trick = self.played.current
        if trick is not None and trick.false_lead is not None and len(trick.plays) < self.trick_size:
            self._discover(index, trick)

    def _next_in_rotation(self, trick: TrickRecord) -> Seat:
        """The seat whose turn it is to play to the trick (euchre overrides it to pass over a lone partner)."""
        return trick.next_in_rotation()

    def _correct(self, index: int, seat: Seat, card: Card) -> None:
        if self.end.cut_at is not None or self.end.hand_over is not None:
            self._closed(index)
            return
        played = self.played
        last = played.last_standing_play(seat)
        if last is None:
            self.error(index, ".seat", f"Event {index}: {seat} has no card on the table to take back.")
            return
        if card != last.card and self._already_on_table(index, card):
            return
        trick = last.trick
        void = too_late_to_correct(self, seat, last)
        if void is not None:
            self.incidents.corrections += (Correction(index, seat, last, None, void),)
            return
        last.withdrawn_at = index
        last.withdrawn_how = Withdrawn.CORRECTED
        substitute = PlayRecord(index, seat, card, trick, last.led, substitute_for=last)
        trick.plays[trick.plays.index(last)] = substitute
        played.add(substitute)
        self.incidents.corrections += (Correction(index, seat, last, substitute),)
        if trick.completed_at is not None:
            self._complete(index, trick)
