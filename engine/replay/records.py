"""What the replay records of a hand: each card played and each trick, and the incidents the rulers read (a
lead out of turn, a card taken back, a second card to a trick, a trick quitted, cards exposed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ..format.cards import Card, Suit
from ..format.seats import Seat, Side
from ..format.tricks import CardOrder


class Withdrawn(StrEnum):
    """How a card played came to be taken back."""

    CORRECTED = "corrected"  # the player took it back and played another (a revoke corrected, Law 71)
    FALSE_LEAD = "false_lead"  # a lead out of turn taken back when pointed out (Law 63)
    HURRIED_LEAD = "hurried_lead"  # a lead before the trick was turned and quitted, taken back
    LONE_PARTNER = "lone_partner"  # euchre: the lone player's partner played, and his card came back


class OutOfTurnKind(StrEnum):
    """Which card of a trick was played before its turn (Laws 67, 68; euchre's lone hand)."""

    THIRD_BEFORE_SECOND = "third_before_second"
    FOURTH_BEFORE_PARTNER = "fourth_before_partner"
    FOURTH_BEFORE_THIRD = "fourth_before_third"
    BEFORE_TURN_TO_LONE_LEAD = "before_turn_to_lone_lead"


@dataclass(eq=False, slots=True)
class PlayRecord:
    """A card put to a trick; `withdrawn_at` is set when it was taken back."""

    event: int
    seat: Seat
    card: Card
    trick: TrickRecord
    led: Suit | None  # the suit led when he played; None for the lead itself
    withdrawn_at: int | None = None
    withdrawn_how: Withdrawn | None = None
    substitute_for: PlayRecord | None = None

    @property
    def stands(self) -> bool:
        return self.withdrawn_at is None

    def on_table_at(self, event: int) -> bool:
        """Whether the card was out of the hand, on the table, just before `event`."""
        return self.event < event and (self.withdrawn_at is None or self.withdrawn_at >= event)


@dataclass(eq=False)
class TrickRecord:
    leader: Seat
    proper_leader: Seat
    plays: list[PlayRecord] = field(default_factory=list)
    completed_at: int | None = None
    winner: Seat | None = None
    number: int | None = None  # 1 to 13 once complete
    quits: list[tuple[int, Seat]] = field(default_factory=list)
    first_quits: dict[Side, tuple[int, Seat]] = field(default_factory=dict)  # the first by each side
    false_lead: FalseLead | None = None
    hurried: bool = False  # Clay's Case 9: led at once by the partner of a player who led out of turn
    order: CardOrder | None = None  # the order of the cards when it was led (euchre: the left bower is a trump)
    omitted: Seat | None = None  # Club Code 69: gathered without this seat's card (an imperfect trick)

    @property
    def seats(self) -> list[Seat]:
        return [p.seat for p in self.plays]

    @property
    def led(self) -> Suit | None:
        if not self.plays:
            return None
        card = self.plays[0].card
        return self.order.suit(card) if self.order is not None else card.suit

    def cards_before(self, record: PlayRecord) -> list[Card]:
        return [p.card for p in self.plays[: self.plays.index(record)]]

    def next_in_rotation(self) -> Seat:
        return self.plays[-1].seat.left if self.plays else self.leader


@dataclass(eq=False)
class FalseLead:
    """A lead out of turn (Laws 62, 63)."""

    event: int
    offender: Seat
    proper_leader: Seat
    record: PlayRecord
    discovered_at: int | None = None
    stood: bool = False  # all four played to it: the trick is complete (63)
    followers: list[PlayRecord] = field(default_factory=list)
    hurried: PlayRecord | None = None  # Clay's Case 9


@dataclass(frozen=True)
class OutOfTurn:
    """A card played to a trick before its turn (Laws 67, 68)."""

    event: int
    seat: Seat
    kind: OutOfTurnKind
    trick: TrickRecord
    record: PlayRecord


@dataclass(frozen=True)
class ExtraCard:
    """A second card put to a trick in progress by a player who has already played to it (Laws 56 I, 57)."""

    event: int
    seat: Seat
    card: Card
    trick: TrickRecord
    was_winning: bool  # his card in the trick was the best on the table (57)
    partner_to_play: bool  # his partner had not yet played to the trick


@dataclass(frozen=True)
class Correction:
    """A card taken back and another played instead; `void` says why it came too late."""

    event: int
    seat: Seat
    withdrawn: PlayRecord
    substitute: PlayRecord | None
    void: str | None = None


@dataclass(frozen=True)
class Quitting:
    event: int
    seat: Seat
    trick: TrickRecord


@dataclass(frozen=True)
class Attention:
    event: int
    seat: Seat
    how: str | None
    trick: TrickRecord | None
    partner_played: bool


@dataclass(frozen=True)
class Exposure:
    event: int
    seat: Seat
    cards: tuple[Card, ...]
    how: str | None
    unidentified: int = 0  # cards exposed that no one could identify (Clay's Case 17)
