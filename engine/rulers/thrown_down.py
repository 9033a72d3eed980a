"""Cards thrown down and claims of the game before the hand is played out.

Club Code: cards thrown face upwards are exposed, each player's liable to be called by the adversary,
but one player alone keeping his hand cannot be forced to abandon it (58); all four thrown down, the
hands are abandoned and a revoke established is punished by three added or deducted, the revoking
side unable to win the game (59; McIntosh's note: two penalties only). Winning cards laid down by a
player claiming the tricks are, as against him, played cards, not exposed cards: his partner may be
called on to win one of those tricks, the rest then exposed (57; Clay's Cases 2 and 6). Claiming the
game and throwing down the cards is an act of playing, which establishes a revoke (Clay's Case 8,
in revoke.py). American Laws: the losers who resign and throw down give the winners a point for each
card in any one hand (17); winning cards shown at the end of a hand are not exposed (editor's note to
Law 12); other cards thrown down are shown cards, a point each (13).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping

from ..codes.law_number import LawNumber
from ..codes.table import ThrownDownRules
from ..codes.wording import WordingKey
from ..format.cards import Card
from ..format.events import Claim
from ..format.seats import Seat, Side, Tally
from ..format.vocabulary import CallKind, ClaimKind, FindingKind, OptionId
from ..replay import HandState
from ..replay.context import Context
from .choices import Choice, penalty_finding
from .findings import Finding, HandResult
from .points import PointChoice, point_choice


def _stretch(state: HandState, event: int) -> int:
    """How many cards were played before the event: two events with no card played between share it."""
    return bisect_left(state.played.plays, event, key=lambda p: p.event)


class _Near:
    """The first claim of the game by each side in each stretch of play, and the throws of each side in it: found
    once for the rulers of cards thrown down, which ask at every throw and every claim."""

    def __init__(self, state: HandState) -> None:
        self.state = state
        self.claims: dict[tuple[Side, int], tuple[int, Claim]] = {}
        for at, claim in state.spoken.claims:
            if claim.kind == ClaimKind.GAME:
                self.claims.setdefault((claim.seat.side, _stretch(state, at)), (at, claim))
        self.throws: dict[tuple[Side, int], list[int]] = {}
        for at, throw in state.end.throw_downs:
            for side in dict.fromkeys(s.side for s in throw.seats):
                self.throws.setdefault((side, _stretch(state, at)), []).append(at)

    def claim(self, seat: Seat, index: int) -> tuple[int, Claim] | None:
        """A claim of the game by the seat's side made with this throw: no card played between them."""
        return self.claims.get((seat.side, _stretch(self.state, index)))

    def throws_with(self, side: Side, index: int) -> list[int]:
        """The side's throws made with this claim: no card played between them."""
        return self.throws.get((side, _stretch(self.state, index)), [])


def _remaining(ctx: Context, seat: Seat, index: int) -> list[Card]:
    return sorted(ctx.holdings.held_at(seat, index), reverse=True)


# Cards thrown down with a claim of the game the cards do not bear out, or that the case cannot show.
_CLAIM_NOT_WON: dict[bool | None, WordingKey] = {False: "claim_not_borne_out", None: "claim_not_shown"}


def all_winners(ctx: Context, seat: Seat, index: int) -> bool | None:
    """Whether every card the seat holds wins as against the adversaries (None if their hands are not known)."""
    hands = ctx.case.hands
    if not all(hands.get(s) is not None and hands[s].whole for s in (seat, *seat.side.other.seats)):
        return None
    mine = _remaining(ctx, seat, index)
    theirs = [c for s in seat.side.other.seats for c in _remaining(ctx, s, index)]
    if _outtrumped(ctx, seat, index, mine, theirs):
        return False
    return all(not any(t.suit is c.suit and t.rank > c.rank for t in theirs) for c in mine)


def _outtrumped(ctx: Context, seat: Seat, index: int, mine: list[Card], theirs: list[Card]) -> bool:
    """The adversaries hold trumps, and he has fewer than the longest of them or one lower than their best."""
    trump = ctx.case.trump_suit
    their_trumps = [c for c in theirs if c.suit is trump]
    if not their_trumps:
        return False
    my_trumps = [c for c in mine if c.suit is trump]
    longest = max(sum(1 for c in _remaining(ctx, s, index) if c.suit is trump) for s in seat.side.other.seats)
    best = max(t.rank for t in their_trumps)
    return len(my_trumps) < longest or any(c.rank < best for c in my_trumps)


def choices(ctx: Context) -> list[Choice]:
    rules = ctx.table.thrown_down
    if rules is None:
        return []
    resigning = rules.resigned is not None  # the losers resign the game by throwing down (American 17)
    out: list[Choice] = []
    thrown: set[Seat] = set()
    near = _Near(ctx.state)
    for index, throw in ctx.state.end.throw_downs:
        abandoning = ctx.state.end.abandoned_at == index
        for seat in throw.seats:
            if seat in thrown:
                continue
            thrown.add(seat)
            if abandoning and not resigning:
                continue  # 59: the hands are abandoned; nothing is called from them
            out += _seat_choices(ctx, rules, near, seat, index)
    for choice in out:
        _lapse(ctx, choice)
    return out


def _seat_choices(ctx: Context, rules: ThrownDownRules, near: _Near, seat: Seat, index: int) -> list[Choice]:
    """The choices a seat's cards thrown down give: a resignation the cards do not bear out; a claim they do,
    with the partner's cards played and, once he is called on to win, the rest exposed; else the cards exposed."""
    claim = near.claim(seat, index)
    winners = all_winners(ctx, seat, index)
    cards = tuple(_remaining(ctx, seat, index))
    if rules.resigned is not None:
        if claim is None or winners is True:
            return []
        head = ctx.table.says("resigned_cards_not_winning", seat=seat, event=index)
        return [point_choice(ctx, FindingKind.CARDS_THROWN_DOWN, seat, index, "shown", max(1, len(cards)), head)]
    if claim is None or winners is not True:
        return [_exposed_choice(rules, seat, index, cards)]
    out = [_played_cards_choice(ctx, seat, index, cards)]
    called = next(
        (i for i, c in ctx.state.spoken.calls if i > index and c.what == CallKind.WIN and c.seat.side is not seat.side),
        None,
    )
    if called is not None:  # the partner called on to win: the rest are then exposed (Clay's Case 6)
        out.append(_exposed_choice(rules, seat, called, cards))
    return out


def _exposed_choice(rules: ThrownDownRules, seat: Seat, event: int, cards: tuple[Card, ...]) -> Choice:
    return Choice(
        FindingKind.CARDS_THROWN_DOWN,
        seat,
        event,
        rules.exposed,
        seat.side.other,
        [o.id for o in rules.exposed.options],
        cards=cards,
        target=seat,
    )


def _played_cards_choice(ctx: Context, seat: Seat, index: int, cards: tuple[Card, ...]) -> Choice:
    rules = ctx.table.thrown_down
    assert rules is not None
    return Choice(
        FindingKind.CARDS_THROWN_DOWN,
        seat,
        index,
        rules.played_cards,
        seat.side.other,
        [o.id for o in rules.played_cards.options],
        cards=cards,
        target=seat.partner,
    )


def _lapse(ctx: Context, choice: Choice) -> None:
    abandoned = ctx.state.end.abandoned_at
    rules = ctx.table.thrown_down
    # The hands abandoned (Club 59); where throwing down resigns the game (American 17) nothing is abandoned.
    if abandoned is not None and abandoned > choice.event and rules is not None and rules.resigned is None:
        for option in choice.option_ids:
            choice.lapse(option, abandoned, ctx.table.says("abandoned_lapse", event=abandoned))
    played = [ctx.played_after(card, choice.event) for card in choice.cards]
    if choice.cards and all(p is not None for p in played):
        last = max(p.event for p in played if p is not None)
        choice.lapse(OptionId.CALL_CARD, last, "Every card thrown down was played before being called.")


def calls_refused(ctx: Context, found: list[Choice]) -> list[Finding]:
    """Calls of cards laid down as played cards, before the partner was called on to win (Clay's Cases 2, 6)."""
    rules = ctx.table.thrown_down
    if rules is None:
        return []
    out: list[Finding] = []
    played = [c for c in found if c.rule is rules.played_cards]
    exposed = [c for c in found if c.rule is rules.exposed]
    for index, call in ctx.state.spoken.calls:
        if call.what != CallKind.CARD or call.card is None:
            continue
        for choice in played:
            if call.card not in choice.cards or call.seat.side is not choice.chooser or index < choice.event:
                continue
            if any(e.offender is choice.offender and e.event < index for e in exposed):
                continue
            text = ctx.table.says(
                "played_cards_called",
                seat=call.seat,
                event=index,
                card=call.card,
                offender=choice.offender,
                laid=choice.event,
            )
            decisions = ctx.table.precedents.get("played_cards_called", ())
            out.append(Finding(FindingKind.CALL, None, index, rules.played_cards.laws, text, decisions=decisions))
            break
    return out


def awarded(ctx: Context) -> tuple[Tally, str] | None:
    """The tricks of the whole hand when the remaining ones go to a side without being played, and why."""
    rules = ctx.table.thrown_down
    state = ctx.state
    if rules is None or state.end.hand_over is not None or state.end.finished or not state.end.throw_downs:
        return None
    remaining = ctx.table.hand_size - len(state.played.tricks)
    played = Tally()
    for trick in state.played.tricks:
        if trick.winner is not None:
            played = played.plus(trick.winner.side, 1)
    claims = [(at, c) for at, c in state.spoken.claims if c.kind == ClaimKind.GAME]
    if rules.resigned is None:
        return _abandoned_award(ctx, played, remaining, claims)
    return _resigned_or_sure_award(ctx, played, remaining, claims)


def _abandoned_award(
    ctx: Context, played: Tally, remaining: int, claims: list[tuple[int, Claim]]
) -> tuple[Tally, str] | None:
    """Club 59: all four hands abandoned after a claim of the game; the remaining tricks go to the claimants."""
    abandoned_at = ctx.state.end.abandoned_at
    if abandoned_at is None:
        return None
    before = [c for at, c in claims if at <= abandoned_at]
    if not before:
        return None
    side = before[-1].seat.side
    return played.plus(side, remaining), ctx.table.says("abandoned_award", side=side.words, remaining=remaining)


def _resigned_or_sure_award(
    ctx: Context, played: Tally, remaining: int, claims: list[tuple[int, Claim]]
) -> tuple[Tally, str] | None:
    """American 12, 17: one side's cards thrown down resign the game, or show sure tricks with a claim."""
    for index, throw in ctx.state.end.throw_downs:
        sides = {s.side for s in throw.seats}
        if len(sides) != 1:
            continue
        side = sides.pop()
        claim = next(((at, c) for at, c in claims if c.seat.side is side), None)
        if claim is None:
            winners = side.other
            return played.plus(winners, remaining), ctx.table.says(
                "resigned_award", winners=winners.words, remaining=remaining, side=side.words
            )
        if all(all_winners(ctx, s, index) is True for s in throw.seats):
            return played.plus(side, remaining), ctx.table.says(
                "sure_tricks_award", side=side.words, remaining=remaining
            )
    return None


def findings(
    ctx: Context, resolved: list[Choice], notes: Mapping[Choice, list[str]], award: str | None
) -> list[Finding]:
    rules = ctx.table.thrown_down
    if rules is None:
        return []
    resigning = rules.resigned is not None  # the losers resign the game by throwing down (American 17)
    mine = _thrown_down_choices(ctx, rules, resolved)
    out: list[Finding] = []
    thrown: set[Seat] = set()
    near = _Near(ctx.state)
    for index, throw in ctx.state.end.throw_downs:
        new = [s for s in throw.seats if s not in thrown]
        thrown.update(throw.seats)
        names = " and ".join(str(s) for s in new) or " and ".join(str(s) for s in throw.seats)
        if ctx.state.end.abandoned_at == index and not resigning:
            text = ctx.table.says("hands_abandoned", event=index)
            text += (
                f" As the case stands, {award}."
                if award
                else " Give the tricks as they were agreed (the event \u201cThe hand played out\u201d)."
            )
            out.append(Finding(FindingKind.CARDS_THROWN_DOWN, None, index, rules.abandoned.laws, text))
            continue
        if resigning:
            said = _resigned_text(ctx, near, index, new, names)
            if said is not None:
                text, laws, decisions = said
                out.append(Finding(FindingKind.CARDS_THROWN_DOWN, None, index, laws, text, decisions=decisions))
            continue
        for seat in new:
            choice = mine.get((index, seat))
            if choice is None:
                continue
            claim = near.claim(seat, index)
            out.append(_club_finding(ctx, choice, seat, index, claim, notes))
    return out


def _thrown_down_choices(
    ctx: Context, rules: ThrownDownRules, resolved: list[Choice]
) -> dict[tuple[int, Seat | Side], Choice]:
    """The choices this ruler offered on cards thrown down, by the event and the seat that threw them."""
    return {
        (c.event, c.offender): c
        for c in resolved
        if c.kind == FindingKind.CARDS_THROWN_DOWN
        and (
            (not isinstance(c, PointChoice) and c.rule is not rules.exposed)
            or (c.rule is rules.exposed and any(e == c.event for e, _ in ctx.state.end.throw_downs))
        )
    }


def _club_finding(
    ctx: Context,
    choice: Choice,
    seat: Seat,
    index: int,
    claim: tuple[int, Claim] | None,
    notes: Mapping[Choice, list[str]],
) -> Finding:
    rules = ctx.table.thrown_down
    assert rules is not None
    cards = ", ".join(str(c) for c in choice.cards) or "his cards"
    others = ctx.state.end.thrown_seats
    alone = [s for s in (seat, seat.partner, seat.left, seat.left.partner) if s not in others]
    table = ctx.table
    keep = " " + table.says("keeps_his_hand", seat=alone[0]) if len(alone) == 1 else ""
    if choice.rule is rules.played_cards:
        head = table.says("played_cards", seat=seat, cards=cards, event=index, partner=seat.partner)
        decisions = table.precedents.get("played_cards", ())
        if ctx.state.played.next_leader is not seat and ctx.state.played.current is None:
            head += " " + table.says("played_cards_before_lead")
        return penalty_finding(ctx, choice, head, rules.played_cards.laws, notes, decisions)
    why = "under the impression that the game is won or lost"
    point: WordingKey | None = None
    if claim is not None:
        winners = all_winners(ctx, seat, index)
        why = f"with the claim of the game made at event {claim[0]}"
        point = _CLAIM_NOT_WON.get(winners)
        why += table.says(point) if point else ""
    head = table.says("thrown_down_exposed", seat=seat, cards=cards, event=index, why=why) + keep
    decisions = table.precedents.get(point, ()) if point else ()
    return penalty_finding(ctx, choice, head, rules.exposed.laws, notes, decisions)


def _resigned_text(
    ctx: Context, near: _Near, index: int, seats: list[Seat], names: str
) -> tuple[str, tuple[LawNumber, ...], tuple[str, ...]] | None:
    rules = ctx.table.thrown_down
    assert rules is not None and rules.resigned is not None
    sides = {s.side for s in seats}
    if not seats:
        return None
    claim = near.claim(seats[0], index)
    if len(sides) == 1 and claim is None:
        side = sides.pop()
        text = ctx.table.says("resigned", names=names, event=index, winners=side.other.words)
        return text, rules.resigned.laws, ()
    if claim is not None and all(all_winners(ctx, s, index) is True for s in seats):
        shown = (rules.winning_cards_not_exposed,) if rules.winning_cards_not_exposed else ()
        text = ctx.table.says(
            "sure_tricks_shown", names=names, their="his" if len(seats) == 1 else "their", event=index
        )
        return text, (*shown, *rules.resigned.laws), ctx.table.precedents.get("sure_tricks_shown", ())
    return None


def claim_findings(ctx: Context, result: HandResult | None, award: str | None) -> list[Finding]:
    """Claims of the game made before the hand was played out."""
    rules = ctx.table.thrown_down
    if rules is None or ctx.state.end.finished:
        return []
    cite = ctx.table.scoring.cite
    out: list[Finding] = []
    near = _Near(ctx.state)
    for index, claim in ctx.state.spoken.claims:
        if claim.kind != ClaimKind.GAME:
            continue
        side = claim.seat.side
        throws = near.throws_with(side, index)
        if award is not None:
            text = f"{claim.seat} claimed the game for {side.words} at event {index}; {award}. "
            if result is None:
                text += "The result waits on a choice of penalty still to be made."
            elif result.game is not None and result.game.winner is side:
                text += ctx.table.says("game_thrown_down_won")
            else:
                text += f"By the result of the hand they have {result.score.of(side)} points, and the game is not won."
            out.append(Finding(FindingKind.CLAIM, None, index, (cite["tricks"], cite["game_value"]), text))
        elif throws:
            out.append(
                Finding(
                    FindingKind.CLAIM,
                    None,
                    index,
                    rules.claim_without_cards,
                    f"{claim.seat} claimed the game for {side.words} at event {index} and laid his cards down (see"
                    f" the finding at event {throws[0]}); the hand is to be played out, or the tricks agreed"
                    " (the event \u201cThe hand played out\u201d).",
                    decisions=rules.claims_decisions,
                )
            )
        else:
            text = ctx.table.says("claim_without_showing", seat=claim.seat, side=side.words, event=index)
            decisions = ctx.table.precedents.get("claim_without_showing", ())
            out.append(Finding(FindingKind.CLAIM, None, index, rules.claim_without_cards, text, decisions=decisions))
    return out


def offender_side(choice: Choice) -> Side:
    return choice.offender.side if isinstance(choice.offender, Seat) else choice.offender
