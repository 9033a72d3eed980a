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
from enum import StrEnum

from ...codes.keys import RuleKey, rule_named
from ...codes.wording import NAMES, WordingKey, sentence_named
from ...format.cards import Card, Suit
from ...format.events import Bid
from ...format.seats import Seat, Side
from ...format.vocabulary import BidAction

# The first-round declarations that take the turn-up as trump, whatever name the referee gives them.
TAKING = (BidAction.ORDER_UP, BidAction.ASSIST, BidAction.TAKE_UP)


@dataclass(frozen=True)
class Declaration:
    """A bid as the table heard it."""

    event: int
    seat: Seat
    action: str
    suit: Suit | None = None
    alone: bool = False


class Stage(StrEnum):
    """When a declaration to play alone is made: with the bid that makes the trump, or after it (96)."""

    WITH_THE_BID = "declared"
    LATE = "late"


class MakingRule(StrEnum):
    """The law table's rule on an irregularity of the making, the lone hand or the discard (an Incident's rule)."""

    AFTER_ALL_PASSED = "after_all_passed"
    DEALER_OUT_OF_TURN = "dealer_out_of_turn"
    DECLARED_OUT_OF_TURN = "declared_out_of_turn"
    ORDERED_AFTER_PASSING = "ordered_after_passing"
    NAMED_AFTER_PASSING = "named_after_passing"
    PARTNER_MUST_PASS = "partner_must_pass"
    SUIT_NAMED_IN_FIRST_ROUND = "suit_named_in_first_round"
    TURNED_DOWN_SUIT_NAMED = "turned_down_suit_named"
    ALL_PASSED = "all_passed"
    PARTNER_DID_NOT_HEAR = "partner_did_not_hear"
    SUIT_CHANGED = "suit_changed"
    DECLARED_AFTER_MADE = "declared_after_made"
    LONE_NOT_ENTITLED = "lone_not_entitled"
    LONE_TOO_LATE = "lone_too_late"
    LONE_TAKEN_AFTER_PASSING = "lone_taken_after_passing"
    LONE_PARTNER_TOO_LATE = "lone_partner_too_late"
    NO_BIDDING = "no_bidding"
    PLAY_BEFORE_MADE = "play_before_made"
    DECLARED_AFTER_PLAY = "declared_after_play"
    DISCARD_BY_OTHER = "discard_by_other"
    DISCARD_NOT_DUE = "discard_not_due"
    DISCARD_CHANGED = "discard_changed"
    DISCARD_AFTER_PLAYING = "discard_after_playing"


# The rules worded by the table's sentence of their own name (checked once, here); the others name theirs.
_SENTENCES: dict[MakingRule, WordingKey] = {rule: sentence_named(rule) for rule in MakingRule if rule in NAMES}


# The table's rule each rule of the making names by its value (checked once, here).
_LAWS: dict[MakingRule, RuleKey] = {rule: rule_named(rule) for rule in MakingRule}


def ruled_by(rule: MakingRule) -> RuleKey:
    """The key of the table's rule on this irregularity."""
    return _LAWS[rule]


def worded(rule: MakingRule) -> WordingKey:
    """The sentence of the rule's own name."""
    return _SENTENCES[rule]


@dataclass(frozen=True)
class Incident:
    """Something irregular in the making; `rule` names the entry of the law table that governs it, `points`
    the table's sentences that word it (read one after another) and `facts` what fills them in."""

    rule: MakingRule
    event: int | None
    seat: Seat | None
    points: tuple[WordingKey, ...]
    facts: Mapping[str, object] = field(default_factory=dict)
    side: Side | None = None  # who may elect, where the law gives an election (80)
    bound_by: MakingRule | None = (
        None  # a player bound to pass: the rule of his partner's act that binds him (79, 80, 82)
    )


@dataclass
class Making:
    """The state of the making of the trump, fed one declaration at a time by the replay."""

    dealer: Seat
    turn_up: Card
    round: int = 1
    turn: Seat | None = None  # whose turn it is to declare; None once the making is over
    spoken: dict[Seat, Declaration] = field(default_factory=dict)  # this round, in turn
    pending: dict[Seat, Declaration] = field(default_factory=dict)  # declared out of turn (82)
    must_pass: dict[Seat, tuple[int, MakingRule]] = field(default_factory=dict)  # seat -> (event, rule)
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
        rule: MakingRule,
        event: int | None,
        seat: Seat | None,
        *points: WordingKey,
        side: Side | None = None,
        bound_by: MakingRule | None = None,
        **facts: object,
    ) -> None:
        """An irregularity of `rule`, worded by the table's `points` (the rule's own sentence by default)."""
        self.record(
            Incident(
                rule, event, seat, points or (worded(rule),), {"seat": seat, "event": event, **facts}, side, bound_by
            )
        )

    def record(self, incident: Incident) -> None:
        self.incidents.append(incident)

    # -- declarations --

    def declare(self, index: int, bid: Bid, exposed: set[Seat], discarded: bool) -> None:
        """One bid event; `exposed` are the seats that have exposed a card, `discarded` whether the dealer has."""
        self.declared += 1
        decl = Declaration(index, bid.seat, bid.action, bid.suit, bid.alone and bid.action != BidAction.PASS)
        if self.ended_at is not None:
            self.note(MakingRule.AFTER_ALL_PASSED, index, bid.seat, ended=self.ended_at)
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
            self.must_pass[seat.partner] = (decl.event, MakingRule.DEALER_OUT_OF_TURN)
            points: tuple[WordingKey, ...] = (worded(MakingRule.DECLARED_OUT_OF_TURN), "dealer_out_of_turn")
            partner = seat.partner
            self.note(
                MakingRule.DEALER_OUT_OF_TURN,
                decl.event,
                seat,
                *points,
                declared=declared,
                turn=turn,
                what=what,
                partner=partner,
            )
            return
        self.note(MakingRule.DECLARED_OUT_OF_TURN, decl.event, seat, declared=declared, turn=turn)

    def _after_passing(self, decl: Declaration) -> None:
        """80 (first round) and 79 (second round): a declaration by a player who has passed."""
        seat, partner = decl.seat, decl.seat.partner
        if decl.action == BidAction.PASS:
            return
        if self.round == 1 and (decl.action in TAKING or decl.action == BidAction.MAKE):
            self.must_pass[partner] = (decl.event, MakingRule.ORDERED_AFTER_PASSING)
            self.void_orders.append(decl)
            self.note(
                MakingRule.ORDERED_AFTER_PASSING,
                decl.event,
                seat,
                side=seat.side.other,
                passed=self.spoken[seat].event,
                verb=_verb(decl.action),
                partner=partner,
            )
            return
        self.must_pass[partner] = (decl.event, MakingRule.NAMED_AFTER_PASSING)
        named = f" ({decl.suit.plural})" if decl.suit is not None else ""
        self.note(
            MakingRule.NAMED_AFTER_PASSING,
            decl.event,
            seat,
            passed=self.spoken[seat].event,
            named=named,
            partner=partner,
        )

    def _in_turn(self, decl: Declaration, exposed: set[Seat]) -> None:
        seat = decl.seat
        bound = self.must_pass.get(seat)
        if bound is not None and decl.action != BidAction.PASS:
            at, rule = bound
            self.note(
                MakingRule.PARTNER_MUST_PASS,
                decl.event,
                seat,
                bound_by=rule,
                declared=_words(decl, self.turn_up),
                at=at,
            )
            decl = Declaration(decl.event, seat, "pass")
        if self.round == 1:
            self._first_round(decl, exposed)
        else:
            self._second_round(decl, exposed)

    def _first_round(self, decl: Declaration, exposed: set[Seat]) -> None:
        if decl.action == BidAction.MAKE and decl.suit is not None and decl.suit is not self.turn_up.suit:
            self.note(
                MakingRule.SUIT_NAMED_IN_FIRST_ROUND, decl.event, decl.seat, suit=decl.suit.plural, turn_up=self.turn_up
            )
            decl = Declaration(decl.event, decl.seat, "pass")
        if decl.action == BidAction.PASS:
            self._passed(decl)
            return
        how = "take_up" if decl.seat is self.dealer else "assist" if decl.seat is self.dealer.partner else "order_up"
        self._made(decl, self.turn_up.suit, how, exposed)

    def _second_round(self, decl: Declaration, exposed: set[Seat]) -> None:
        if decl.action != BidAction.PASS and (decl.action != BidAction.MAKE or decl.suit is self.turn_up.suit):
            self.note(MakingRule.TURNED_DOWN_SUIT_NAMED, decl.event, decl.seat, suit=self.turn_up.suit.plural)
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
                self.note(MakingRule.ALL_PASSED, index, None, dealer=self.dealer.left)
                return
            self.round = 2  # 77: all four passed; the trump is turned down
            self.spoken = {}
            self.must_pass = {s: b for s, b in self.must_pass.items() if b[1] == MakingRule.NAMED_AFTER_PASSING}
        waiting = self.pending.pop(self.turn, None)
        if waiting is not None and not self.over:
            self._in_turn(waiting, set())

    def _made(self, decl: Declaration, suit: Suit, how: str, exposed: set[Seat]) -> None:
        self.spoken[decl.seat] = decl
        self.trump, self.maker, self.how, self.made_at = suit, decl.seat, how, decl.event
        self.turn = None
        self.pending = {}
        if decl.alone:
            self._alone(decl, exposed, Stage.WITH_THE_BID)

    # -- after the trump is made --

    def _after_made(self, decl: Declaration, exposed: set[Seat], discarded: bool) -> None:
        seat, maker = decl.seat, self.maker
        assert maker is not None
        if decl.action == BidAction.PASS:
            if seat is maker.partner and seat not in self.spoken:
                self.note(MakingRule.PARTNER_DID_NOT_HEAR, decl.event, seat, maker=maker)
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
                self.note(MakingRule.SUIT_CHANGED, decl.event, seat, suit=decl.suit.plural, made=made)
                return
            declared = _words(decl, self.turn_up)
            self.note(
                MakingRule.DECLARED_AFTER_MADE, decl.event, seat, declared=declared, maker=maker, made=self.made_at
            )
            return
        self._alone(decl, exposed, Stage.LATE, discarded)

    def _alone(self, decl: Declaration, exposed: set[Seat], stage: Stage, discarded: bool = False) -> None:
        """Whether a declaration to play alone stands (93-99)."""
        seat, maker = decl.seat, self.maker
        assert maker is not None
        refused: tuple[MakingRule, WordingKey] | None = None  # (the rule, the table's sentence)
        if seat.side is not maker.side:
            refused = (MakingRule.LONE_NOT_ENTITLED, "lone_adversaries_made")
        elif seat in exposed:
            refused = (MakingRule.LONE_NOT_ENTITLED, "lone_after_exposing")
        elif seat is maker and stage == Stage.LATE:
            if seat is self.dealer and self.how == BidAction.TAKE_UP and not discarded:
                pass  # 96: the dealer may announce it until he quits his discard
            elif seat is self.dealer and self.how == BidAction.TAKE_UP:
                refused = (MakingRule.LONE_TOO_LATE, "lone_after_discard")
            else:
                refused = (MakingRule.LONE_TOO_LATE, "lone_after_making")
        elif seat is not maker and seat in self.spoken:
            # 99 decides the offer to take the lone hand from a partner after passing; 93 any other.
            taking = self.alone is maker
            refused = (
                (MakingRule.LONE_TAKEN_AFTER_PASSING, "lone_after_passing_taken")
                if taking
                else (MakingRule.LONE_NOT_ENTITLED, "lone_after_passing")
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
        late: WordingKey = "lone_tricks_stand" if tricks_played else "lone_partner_takes_up"
        self.note(MakingRule.LONE_PARTNER_TOO_LATE, index, seat, "lone_partner_too_late", late, lone=self.alone)
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
            self.note(MakingRule.NO_BIDDING, None, None)
        else:
            self.note(MakingRule.PLAY_BEFORE_MADE, index, None, turn=self.turn)
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
