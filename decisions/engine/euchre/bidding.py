"""Making the trump (Laws 74-82) and declaring a lone hand (93-99), replayed declaration by declaration.

The first round goes round from the eldest hand with the turn-up showing: the eldest and the third hand
may pass, order up or play alone, the dealer's partner may pass, assist or play alone, the dealer may
pass (turn it down), take it up or play alone (74-76). If all four pass, the second round goes round the
same way, each player naming a suit or passing (77). The making judges nothing it cannot see; each
irregularity is kept as an Incident, keyed to a rule of the law table, for the rulers to read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card, Suit
from ..events import Bid
from ..seats import Seat, Side

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
    """Something irregular in the making; `rule` names the entry of the law table that governs it."""

    rule: str
    event: int | None
    seat: Seat | None
    text: str
    side: Side | None = None  # who may elect, where the law gives an election (80)
    laws: tuple[str, ...] = ()  # the laws that decide this instance, where the rule covers several


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
        text: str,
        side: Side | None = None,
        laws: tuple[str, ...] = (),
    ) -> None:
        self.incidents.append(Incident(rule, event, seat, text, side, laws))

    # -- declarations --

    def declare(self, index: int, bid: Bid, exposed: set[Seat], discarded: bool) -> None:
        """One bid event; `exposed` are the seats that have exposed a card, `discarded` whether the dealer has."""
        self.declared += 1
        decl = Declaration(index, bid.seat, bid.action, bid.suit, bid.alone and bid.action != "pass")
        if self.ended_at is not None:
            self.note(
                "after_all_passed",
                index,
                bid.seat,
                f"{bid.seat} declared at event {index}, after all four had passed twice at event"
                f" {self.ended_at}: the deal was at an end, and the next player deals (Law 77).",
            )
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
        text = (
            f"{seat} {_words(decl, self.turn_up)} at event {decl.event}, out of turn: it was {self.turn}'s turn. No"
            " player can take away another's right by passing, ordering up or assisting out of turn (Law 82):"
            " those whose turn came first declare as if he had not spoken, and the engine takes his declaration"
            " as made when his turn comes."
        )
        if seat is self.dealer and decl.action == "pass" and seat.partner not in self.spoken:
            what = "turn down the trump card" if self.round == 1 else "throw up his hand on the second round"
            self.must_pass[seat.partner] = (decl.event, "dealer_out_of_turn")
            text += f" But for the dealer to {what} is binding on his partner {seat.partner}, who must pass (Law 82)."
            self.note("dealer_out_of_turn", decl.event, seat, text)
            return
        self.note("declared_out_of_turn", decl.event, seat, text)

    def _after_passing(self, decl: Declaration) -> None:
        """80 (first round) and 79 (second round): a declaration by a player who has passed."""
        seat, partner = decl.seat, decl.seat.partner
        if decl.action == "pass":
            return
        if self.round == 1 and (decl.action in TAKING or decl.action == "make"):
            self.must_pass[partner] = (decl.event, "ordered_after_passing")
            self.void_orders.append(decl)
            self.note(
                "ordered_after_passing",
                decl.event,
                seat,
                f"{seat} passed at event {self.spoken[seat].event} and then attempted to"
                f" {_verb(decl.action)} the trump at event {decl.event}: his partner {partner} also must pass;"
                f" the adversaries, however, may elect that it shall be played (Law 80).",
                side=seat.side.other,
            )
            return
        self.must_pass[partner] = (decl.event, "named_after_passing")
        named = f" ({decl.suit.plural})" if decl.suit is not None else ""
        self.note(
            "named_after_passing",
            decl.event,
            seat,
            f"{seat} passed at event {self.spoken[seat].event} and then mentioned the suit he meant to make"
            f" trumps{named} at event {decl.event}: it has no effect, and his partner {partner} also must pass"
            " (Law 79).",
        )

    def _in_turn(self, decl: Declaration, exposed: set[Seat]) -> None:
        seat = decl.seat
        bound = self.must_pass.get(seat)
        if bound is not None and decl.action != "pass":
            at, rule = bound
            law = {"dealer_out_of_turn": "82", "ordered_after_passing": "80", "named_after_passing": "79"}[rule]
            self.note(
                "partner_must_pass",
                decl.event,
                seat,
                f"{seat} {_words(decl, self.turn_up)} at event {decl.event}, but he was bound to pass by his"
                f" partner's act at event {at} (Law {law}): his declaration is void and counts as a pass.",
                laws=(law,),
            )
            decl = Declaration(decl.event, seat, "pass")
        if self.round == 1:
            self._first_round(decl, exposed)
        else:
            self._second_round(decl, exposed)

    def _first_round(self, decl: Declaration, exposed: set[Seat]) -> None:
        if decl.action == "make" and decl.suit is not None and decl.suit is not self.turn_up.suit:
            self.note(
                "suit_named_in_first_round",
                decl.event,
                decl.seat,
                f"{decl.seat} named {decl.suit.plural} at event {decl.event}, in the first round, while the"
                f" {self.turn_up} was turned up: only the suit turned up can be ordered up, assisted or taken"
                " up until all four have passed (Laws 74-77). The declaration is void and counts as a pass.",
            )
            decl = Declaration(decl.event, decl.seat, "pass")
        if decl.action == "pass":
            self._passed(decl)
            return
        how = "take_up" if decl.seat is self.dealer else "assist" if decl.seat is self.dealer.partner else "order_up"
        self._made(decl, self.turn_up.suit, how, exposed)

    def _second_round(self, decl: Declaration, exposed: set[Seat]) -> None:
        if decl.action != "pass" and (decl.action != "make" or decl.suit is self.turn_up.suit):
            named = self.turn_up.suit.plural
            self.note(
                "turned_down_suit_named",
                decl.event,
                decl.seat,
                f"{decl.seat} named {named} at event {decl.event}, the suit turned down: he is considered to"
                " have passed (Law 78).",
            )
            decl = Declaration(decl.event, decl.seat, "pass")
        if decl.action == "pass" or decl.suit is None:
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
                self.note(
                    "all_passed",
                    index,
                    None,
                    f"All four passed on both rounds (the last at event {index}): the deal is at an end, and the"
                    f" next player, {self.dealer.left}, deals (Law 77).",
                )
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
        if decl.action == "pass":
            if seat is maker.partner and seat not in self.spoken:
                self.note(
                    "partner_did_not_hear",
                    decl.event,
                    seat,
                    f"{seat} passed at event {decl.event}, after his partner {maker} had made the trump: a"
                    " declaration is not invalidated by the partner's not hearing it and passing (Law 81).",
                )
            return
        if not decl.alone:
            if seat is self.dealer and self.how in ("order_up", "assist") and decl.action == "take_up":
                return  # the dealer taking up the card ordered up or assisted: nothing irregular
            if seat is maker and decl.action == "make" and decl.suit is not None and decl.suit is not self.trump:
                self.note(
                    "suit_changed",
                    decl.event,
                    seat,
                    f"{seat} named {decl.suit.plural} at event {decl.event}, after making"
                    f" {self.trump.plural if self.trump else 'the trump'}: having named a suit, he cannot change"
                    " (Law 78).",
                )
                return
            self.note(
                "declared_after_made",
                decl.event,
                seat,
                f"{seat} {_words(decl, self.turn_up)} at event {decl.event}, after {maker} had made the trump at"
                f" event {self.made_at}: the declaration has no effect (Laws 74-78).",
            )
            return
        self._alone(decl, exposed, "late", discarded)

    def _alone(self, decl: Declaration, exposed: set[Seat], stage: str, discarded: bool = False) -> None:
        """Whether a declaration to play alone stands (93-99)."""
        seat, maker = decl.seat, self.maker
        assert maker is not None
        refused = None
        if seat.side is not maker.side:
            refused = (
                "lone_not_entitled",
                f"{seat} declared to play alone at event {decl.event}, but his adversaries made the trump, or"
                " ordered him or his partner up: he cannot play alone (Laws 93, 95).",
            )
        elif seat in exposed:
            refused = (
                "lone_not_entitled",
                f"{seat} declared to play alone at event {decl.event} after exposing a card: he cannot play"
                " alone (Law 95); the hand is played with his partner.",
            )
        elif seat is maker and stage == "late":
            if seat is self.dealer and self.how == "take_up" and not discarded:
                pass  # 96: the dealer may announce it until he quits his discard
            elif seat is self.dealer and self.how == "take_up":
                refused = (
                    "lone_too_late",
                    f"The dealer {seat} announced a lone hand at event {decl.event}, after quitting his"
                    " discard: too late (Law 96); the hand is played with his partner.",
                )
            else:
                refused = (
                    "lone_too_late",
                    f"{seat} declared to play alone at event {decl.event}, after his declaration making the"
                    f" trump at event {self.made_at}: the intention to play alone must be announced before, in"
                    ' a single declaration ("Alone at hearts"); any other declaration precludes a lone hand'
                    " (Laws 97, 98). The hand is played with his partner.",
                )
        elif seat is not maker and seat in self.spoken:
            refused = (
                "lone_not_entitled",
                f"{seat} offered at event {decl.event} to play alone on his partner's making, having himself"
                " passed: he cannot play alone (Law 93)"
                + (", and neither can his partner (Law 99)." if self.alone is maker else "."),
            )
            if self.alone is maker:
                self.alone, self.alone_at, self.alone_how = None, None, None
        if refused is not None:
            self.note(refused[0], decl.event, seat, refused[1])
            return
        taken = self.alone is not None and self.alone is not seat
        self.alone, self.alone_at = seat, decl.event
        self.alone_how = "taken" if taken or seat is not maker else "declared"

    def partner_offers_after_lead(self, index: int, seat: Seat, tricks_played: bool) -> bool:
        """99: the lone player's partner offers to take it after a lead: neither can play alone."""
        if self.alone is None or seat is not self.alone.partner:
            return False
        late = (
            " A trick has already been played by three, and the engine lets the tricks played stand."
            if tricks_played
            else f" {seat} takes up his cards and plays to the first trick."
        )
        self.note(
            "lone_partner_too_late",
            index,
            seat,
            f"{seat} offered at event {index} to take the lone hand from his partner {self.alone} after a lead"
            f" had been made: neither can play alone (Law 99).{late}",
        )
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
            self.note(
                "no_bidding",
                None,
                None,
                "The case records no declaration making the trump: the engine takes the suit turned up as"
                " trumps, but cannot say which side made it, so the score of the hand is not reckoned (Laws 2,"
                " 3, 74-77).",
            )
        else:
            self.note(
                "play_before_made",
                index,
                None,
                f"The play began at event {index} before the trump was made (it was {self.turn}'s turn to"
                " declare): the engine takes the suit turned up as trumps, but cannot say which side made it,"
                " so the score of the hand is not reckoned (Laws 74-77).",
            )
        self.trump = self.turn_up.suit
        self.turn = None


def _verb(action: str) -> str:
    return {"order_up": "order up", "assist": "assist", "take_up": "take up", "make": "make"}.get(action, action)


def _words(decl: Declaration, turn_up: Card) -> str:
    if decl.action == "pass":
        return "passed"
    if decl.action == "make" and decl.suit is not None:
        return f"named {decl.suit.plural}" + (" and declared to play alone" if decl.alone else "")
    alone = " alone" if decl.alone else ""
    return f"declared to {_verb(decl.action)} the {turn_up}{alone}"
