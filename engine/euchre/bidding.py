"""Making the trump (Laws 74-82) and declaring a lone hand (93-99), replayed declaration by declaration.

The first round goes round from the eldest hand with the turn-up showing: the eldest and the third hand
may pass, order up or play alone, the dealer's partner may pass, assist or play alone, the dealer may
pass (turn it down), take it up or play alone (74-76). If all four pass, the second round goes round the
same way, each player naming a suit or passing (77). The making judges nothing it cannot see; each
irregularity is kept as an Incident, keyed to a rule of the law table, with the sentences of the table
that word it and the facts that fill them in: the rulers word it, so the laws it cites are the table's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..cards import Card, Suit
from ..events import Bid
from ..seats import Seat, Side
from ..vocabulary import BidAction

# The first-round declarations that take the turn-up as trump, whatever name the referee gives them.
TAKING = ("order_up", "assist", "take_up")


@dataclass(frozen=True)
class Declaration:
    """A bid as the table heard it."""

    event: int
    seat: Seat
    action: str
    suit: Suit | None = None
    alone: bool = False


@dataclass(frozen=True)
class Incident:
    """Something irregular in the making; `rule` names the entry of the law table that governs it, `points`
    the table's sentences that word it (read one after another) and `facts` what fills them in."""

    rule: str
    event: int | None
    seat: Seat | None
    points: tuple[str, ...]
    facts: Mapping[str, object] = field(default_factory=dict)
    side: Side | None = None  # who may elect, where the law gives an election (80)
    bound_by: str | None = None  # a player bound to pass: the rule of his partner's act that binds him (79, 80, 82)


@dataclass
class Making:
    """The state of the making of the trump, fed one declaration at a time by the replay."""

    dealer: Seat
    turn_up: Card
    round: int = 1
    turn: Seat | None = None  # whose turn it is to declare; None once the making is over
    spoken: dict[Seat, Declaration] = field(default_factory=dict)  # this round, in turn
    pending: dict[Seat, Declaration] = field(default_factory=dict)  # declared out of turn (82)
    must_pass: dict[Seat, tuple[int, str]] = field(default_factory=dict)  # seat -> (event, rule)
    void_orders: list[Declaration] = field(default_factory=list)  # 80: ordered up after passing
    trump: Suit | None = None
    maker: Seat | None = None
    how: str | None = None  # "order_up", "assist", "take_up", "make"
    made_at: int | None = None
    alone: Seat | None = None
    alone_at: int | None = None
    alone_how: str | None = None  # "declared", "taken" (94: "I take it from you")
    ended_at: int | None = None  # all four passed twice (77)
    declared: int = 0  # how many bids the case gives
    incidents: list[Incident] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.turn = self.dealer.left

    # -- what the rest of the engine reads --

    @property
    def eldest(self) -> Seat:
        return self.dealer.left

    @property
    def over(self) -> bool:
        return self.made_at is not None or self.ended_at is not None

    @property
    def makers(self) -> Side | None:
        return self.maker.side if self.maker is not None else None

    @property
    def turn_up_taken(self) -> bool:
        """The turn-up was made the trump, so the dealer takes it into his hand and discards (86)."""
        return self.made_at is not None and self.round == 1

    def note(
        self,
        rule: str,
        event: int | None,
        seat: Seat | None,
        *points: str,
        side: Side | None = None,
        bound_by: str | None = None,
        **facts: object,
    ) -> None:
        """An irregularity of `rule`, worded by the table's `points` (the rule's own sentence by default)."""
        self.record(
            Incident(rule, event, seat, points or (rule,), {"seat": seat, "event": event, **facts}, side, bound_by)
        )

    def record(self, incident: Incident) -> None:
        self.incidents.append(incident)

    # -- declarations --

    def declare(self, index: int, bid: Bid, exposed: set[Seat], discarded: bool) -> None:
        """One bid event; `exposed` are the seats that have exposed a card, `discarded` whether the dealer has."""
        self.declared += 1
        decl = Declaration(index, bid.seat, bid.action, bid.suit, bid.alone and bid.action != BidAction.PASS)
        if self.ended_at is not None:
            self.note("after_all_passed", index, bid.seat, ended=self.ended_at)
        elif self.made_at is not None:
            self._after_made(decl, exposed, discarded)
        elif bid.seat is self.turn:
            self._in_turn(decl, exposed)
        else:
            self._out_of_turn(decl)

    def _out_of_turn(self, decl: Declaration) -> None:
        seat = decl.seat
        if seat in self.spoken:
            self._after_passing(decl)
            return
        if seat in self.pending:
            return  # a second declaration out of turn adds nothing; the first is taken in his turn
        self.pending[seat] = decl
        declared, turn = _words(decl, self.turn_up), self.turn
        if seat is self.dealer and decl.action == BidAction.PASS and seat.partner not in self.spoken:
            what = "turn down the trump card" if self.round == 1 else "throw up his hand on the second round"
            self.must_pass[seat.partner] = (decl.event, "dealer_out_of_turn")
            points = ("declared_out_of_turn", "dealer_out_of_turn")
            partner = seat.partner
            self.note(
                "dealer_out_of_turn",
                decl.event,
                seat,
                *points,
                declared=declared,
                turn=turn,
                what=what,
                partner=partner,
            )
            return
        self.note("declared_out_of_turn", decl.event, seat, declared=declared, turn=turn)

    def _after_passing(self, decl: Declaration) -> None:
        """80 (first round) and 79 (second round): a declaration by a player who has passed."""
        seat, partner = decl.seat, decl.seat.partner
        if decl.action == BidAction.PASS:
            return
        if self.round == 1 and (decl.action in TAKING or decl.action == BidAction.MAKE):
            self.must_pass[partner] = (decl.event, "ordered_after_passing")
            self.void_orders.append(decl)
            self.note(
                "ordered_after_passing",
                decl.event,
                seat,
                side=seat.side.other,
                passed=self.spoken[seat].event,
                verb=_verb(decl.action),
                partner=partner,
            )
            return
        self.must_pass[partner] = (decl.event, "named_after_passing")
        named = f" ({decl.suit.plural})" if decl.suit is not None else ""
        self.note("named_after_passing", decl.event, seat, passed=self.spoken[seat].event, named=named, partner=partner)

    def _in_turn(self, decl: Declaration, exposed: set[Seat]) -> None:
        seat = decl.seat
        bound = self.must_pass.get(seat)
        if bound is not None and decl.action != BidAction.PASS:
            at, rule = bound
            self.note("partner_must_pass", decl.event, seat, bound_by=rule, declared=_words(decl, self.turn_up), at=at)
            decl = Declaration(decl.event, seat, "pass")
        if self.round == 1:
            self._first_round(decl, exposed)
        else:
            self._second_round(decl, exposed)

    def _first_round(self, decl: Declaration, exposed: set[Seat]) -> None:
        if decl.action == BidAction.MAKE and decl.suit is not None and decl.suit is not self.turn_up.suit:
            self.note("suit_named_in_first_round", decl.event, decl.seat, suit=decl.suit.plural, turn_up=self.turn_up)
            decl = Declaration(decl.event, decl.seat, "pass")
        if decl.action == BidAction.PASS:
            self._passed(decl)
            return
        how = "take_up" if decl.seat is self.dealer else "assist" if decl.seat is self.dealer.partner else "order_up"
        self._made(decl, self.turn_up.suit, how, exposed)

    def _second_round(self, decl: Declaration, exposed: set[Seat]) -> None:
        if decl.action != BidAction.PASS and (decl.action != BidAction.MAKE or decl.suit is self.turn_up.suit):
            self.note("turned_down_suit_named", decl.event, decl.seat, suit=self.turn_up.suit.plural)
            decl = Declaration(decl.event, decl.seat, "pass")
        if decl.action == BidAction.PASS or decl.suit is None:
            self._passed(decl)
            return
        self._made(decl, decl.suit, "make", exposed)

    def _passed(self, decl: Declaration) -> None:
        self.spoken[decl.seat] = decl
        self._advance(decl.event)

    def _advance(self, index: int) -> None:
        assert self.turn is not None
        self.turn = self.turn.left
        if self.turn is self.eldest:
            if self.round == 2:
                self.ended_at = index
                self.turn = None
                self.note("all_passed", index, None, dealer=self.dealer.left)
                return
            self.round = 2  # 77: all four passed; the trump is turned down
            self.spoken = {}
            self.must_pass = {s: b for s, b in self.must_pass.items() if b[1] == "named_after_passing"}
        waiting = self.pending.pop(self.turn, None)
        if waiting is not None and not self.over:
            self._in_turn(waiting, set())

    def _made(self, decl: Declaration, suit: Suit, how: str, exposed: set[Seat]) -> None:
        self.spoken[decl.seat] = decl
        self.trump, self.maker, self.how, self.made_at = suit, decl.seat, how, decl.event
        self.turn = None
        self.pending = {}
        if decl.alone:
            self._alone(decl, exposed, "declared")

    # -- after the trump is made --

    def _after_made(self, decl: Declaration, exposed: set[Seat], discarded: bool) -> None:
        seat, maker = decl.seat, self.maker
        assert maker is not None
        if decl.action == BidAction.PASS:
            if seat is maker.partner and seat not in self.spoken:
                self.note("partner_did_not_hear", decl.event, seat, maker=maker)
            return
        if not decl.alone:
            if (
                seat is self.dealer
                and self.how in (BidAction.ORDER_UP, BidAction.ASSIST)
                and decl.action == BidAction.TAKE_UP
            ):
                return  # the dealer taking up the card ordered up or assisted: nothing irregular
            if (
                seat is maker
                and decl.action == BidAction.MAKE
                and decl.suit is not None
                and decl.suit is not self.trump
            ):
                made = self.trump.plural if self.trump else "the trump"
                self.note("suit_changed", decl.event, seat, suit=decl.suit.plural, made=made)
                return
            declared = _words(decl, self.turn_up)
            self.note("declared_after_made", decl.event, seat, declared=declared, maker=maker, made=self.made_at)
            return
        self._alone(decl, exposed, "late", discarded)

    def _alone(self, decl: Declaration, exposed: set[Seat], stage: str, discarded: bool = False) -> None:
        """Whether a declaration to play alone stands (93-99)."""
        seat, maker = decl.seat, self.maker
        assert maker is not None
        refused = None  # (the rule, the table's sentence)
        if seat.side is not maker.side:
            refused = ("lone_not_entitled", "lone_adversaries_made")
        elif seat in exposed:
            refused = ("lone_not_entitled", "lone_after_exposing")
        elif seat is maker and stage == "late":
            if seat is self.dealer and self.how == BidAction.TAKE_UP and not discarded:
                pass  # 96: the dealer may announce it until he quits his discard
            elif seat is self.dealer and self.how == BidAction.TAKE_UP:
                refused = ("lone_too_late", "lone_after_discard")
            else:
                refused = ("lone_too_late", "lone_after_making")
        elif seat is not maker and seat in self.spoken:
            # 99 decides the offer to take the lone hand from a partner after passing; 93 any other.
            taking = self.alone is maker
            refused = (
                ("lone_taken_after_passing", "lone_after_passing_taken")
                if taking
                else ("lone_not_entitled", "lone_after_passing")
            )
            if taking:
                self.alone, self.alone_at, self.alone_how = None, None, None
        if refused is not None:
            self.note(refused[0], decl.event, seat, refused[1], made=self.made_at)
            return
        taken = self.alone is not None and self.alone is not seat
        self.alone, self.alone_at = seat, decl.event
        self.alone_how = "taken" if taken or seat is not maker else "declared"

    def partner_offers_after_lead(self, index: int, seat: Seat, tricks_played: bool) -> bool:
        """99: the lone player's partner offers to take it after a lead: neither can play alone."""
        if self.alone is None or seat is not self.alone.partner:
            return False
        late = "lone_tricks_stand" if tricks_played else "lone_partner_takes_up"
        self.note("lone_partner_too_late", index, seat, "lone_partner_too_late", late, lone=self.alone)
        if not tricks_played:
            self.alone = None
        return True

    def elect_trump_stands(self, index: int, side: Side) -> bool:
        """80: the adversaries elect that the trump ordered up after passing shall be played."""
        order = next((d for d in self.void_orders if d.seat.side is side.other), None)
        if order is None or self.over:
            return False
        self._made(order, self.turn_up.suit, "take_up" if order.seat is self.dealer else "order_up", set())
        self.made_at = index
        return True

    def close(self, index: int, played: bool = True) -> None:
        """The play begins (or the case ends): a making not finished is noted; the turn-up's suit is taken as
        trumps. A case that ends before any card is played notes nothing: the making may still go on."""
        if self.over:
            return
        if not played:
            self.trump = self.turn_up.suit
            return
        if self.declared == 0:
            self.note("no_bidding", None, None)
        else:
            self.note("play_before_made", index, None, turn=self.turn)
        self.trump = self.turn_up.suit
        self.turn = None


def _verb(action: str) -> str:
    return {"order_up": "order up", "assist": "assist", "take_up": "take up", "make": "make"}.get(action, action)


def _words(decl: Declaration, turn_up: Card) -> str:
    if decl.action == BidAction.PASS:
        return "passed"
    if decl.action == BidAction.MAKE and decl.suit is not None:
        return f"named {decl.suit.plural}" + (" and declared to play alone" if decl.alone else "")
    alone = " alone" if decl.alone else ""
    return f"declared to {_verb(decl.action)} the {turn_up}{alone}"
