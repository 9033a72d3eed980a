"""Calls obeyed or disobeyed (Club Code 61, 64-66; euchre 54-57): each call made under a penalty,
against the play that answered it, the suits reckoned in the order of the code's cards.

Knowledge is positive: a call is held disobeyed only when the case shows the player held a card
that would have obeyed it. Whether failing to win or lose a trick as called bears the penalty of a
revoke is the table's: the rule for it has the revoke's options (Club Code, after McIntosh) or none
(euchre).
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass

from ..codes.law_number import LawNumber
from ..codes.table import PenaltyRule
from ..codes.wording import WordingKey
from ..format.cards import Card, Suit
from ..format.events import Call
from ..format.seats import Seat, Side
from ..format.vocabulary import CallKind, ExposeHow, FindingKind, OptionId
from ..replay.context import Context
from ..replay.records import PlayRecord
from .choices import Choice, Unmatched
from .findings import Finding, law_list


@dataclass(frozen=True)
class Disobeyed:
    """A call not obeyed where the law attaches the penalty of a revoke."""

    seat: Seat
    event: int
    call_event: int
    rule: PenaltyRule
    chooser: Side
    sentence: str


@dataclass
class Checked:
    notes: dict[Choice, list[str]]
    disobeyed: list[Disobeyed]
    findings: list[Finding]


def check(ctx: Context, resolved: list[Choice]) -> Checked:
    checked = Checked({}, [], [])
    for choice in resolved:
        for index, call in choice.calls:
            sentence = _check_call(ctx, choice, index, call, checked)
            if sentence:
                checked.notes.setdefault(choice, []).append(sentence)
    return checked


def _table_before(record: PlayRecord) -> list[Card]:
    trick = record.trick
    if record in trick.plays:
        return trick.cards_before(record)
    return [p.card for p in trick.plays if p.event < record.event]


def _check_call(ctx: Context, choice: Choice, index: int, call: Call, checked: Checked) -> str:
    table, holdings = ctx.table, ctx.holdings
    target = call.to or choice.target
    if call.what == CallKind.CARD and call.card is not None and target is not None:
        played = ctx.next_play_of(target, index)
        if played is None:
            return f"{call.seat} called the {call.card} at event {index}."
        if played.card == call.card:
            return f"{target} played the {call.card} as called, at event {played.event}."
        led, order = played.led, ctx.order
        held = holdings.held_at(target, played.event)
        if led is not None and order.suit(call.card) is not led and any(order.suit(c) is led for c in held):
            return table.says("card_call_would_revoke", target=target, card=call.card, event=played.event)
        rule = table.card_call_disobeyed
        checked.findings.append(
            Finding(
                FindingKind.CALL,
                target,
                played.event,
                rule.laws,
                table.says(
                    "card_call_not_obeyed",
                    target=target,
                    call_event=index,
                    card=call.card,
                    played=played.card,
                    event=played.event,
                ),
            )
        )
        return ""
    if call.what == CallKind.SUIT:
        return _check_suit_call(ctx, choice, index, call, checked)
    if call.what in (CallKind.HIGHEST, CallKind.LOWEST) and target is not None:
        suit = call.suit or choice.suit or (choice.trick.led if choice.trick else None)
        if suit is None:
            return ""
        return _check_extreme(ctx, choice, index, call, target, suit, checked)
    if call.what in (CallKind.WIN, CallKind.LOSE) and target is not None:
        return _check_win(ctx, choice, index, call, target, checked)
    return ""


def _check_suit_call(ctx: Context, choice: Choice, index: int, call: Call, checked: Checked) -> str:
    suit, side = call.suit, choice.target_side
    if suit is None or side is None:
        return ""
    leads = ctx.leads_by(side, index)
    if not leads:
        return f"{call.seat} called {suit.plural} at event {index}, for the next lead of {side.words}."
    lead = leads[0]
    if ctx.order.suit(lead.card) is suit:
        return f"{lead.seat} led the {lead.card} at event {lead.event}, as called."
    held = ctx.holdings.held_of_suit(lead.seat, lead.event, suit)
    if held:
        sentence = ctx.table.says(
            "suit_call_disobeyed",
            seat=lead.seat,
            call_event=index,
            suit=suit.plural,
            card=lead.card,
            event=lead.event,
            held=held[0],
        )
        checked.disobeyed.append(
            Disobeyed(lead.seat, lead.event, index, ctx.table.call_disobeyed, choice.chooser, sentence)
        )
        return sentence
    hand = ctx.case.hands.get(lead.seat)
    if hand is not None and hand.whole:
        return ctx.table.says("suit_call_none", seat=lead.seat, suit=suit.noun)
    return ctx.table.says("suit_call_unknown", seat=lead.seat, card=lead.card, suit=suit.noun)


def _check_extreme(
    ctx: Context, choice: Choice, index: int, call: Call, target: Seat, suit: Suit, checked: Checked
) -> str:
    played = ctx.next_play_of(target, index, choice.trick)
    if played is None:
        return f"{call.seat} required {target}'s {call.what} {suit.noun} at event {index}."
    while played is not None and played.led not in (None, suit):
        led = played.led
        if led is None or not ctx.holdings.held_of_suit(target, played.event, led):
            break
        if choice.trick is not None or ctx.next_play_of(target, played.event) is None:
            # A call of a trump for the whole hand (53, 55) waits until he can obey it without revoking (64).
            return ctx.table.says("extreme_call_waits", target=target, led=led.noun, event=played.event)
        played = ctx.next_play_of(target, played.event)
    if played is None:
        return f"{call.seat} required {target}'s {call.what} {suit.noun} at event {index}."
    held = ctx.holdings.held_of_suit(target, played.event, suit)
    if ctx.order.suit(played.card) is not suit:
        if held and played.led is suit:
            return f"{target} played the {played.card} though he held the {held[0]}: a revoke (see its finding)."
        if held:  # free to play the suit called (he led, or had none of the suit led), he did not
            wanted = held[0] if call.what == CallKind.HIGHEST else held[-1]
            sentence = _extreme_disobeyed(ctx, target, index, call, suit, played, wanted)
            checked.disobeyed.append(
                Disobeyed(target, played.event, index, ctx.table.call_disobeyed, choice.chooser, sentence)
            )
            return sentence
        return ctx.table.says("extreme_call_none", target=target, suit=suit.noun)
    wanted = held[0] if call.what == CallKind.HIGHEST else held[-1]
    if wanted == played.card:
        return f"{target} played his {call.what} {suit.noun}, the {played.card}, as required."
    sentence = _extreme_disobeyed(ctx, target, index, call, suit, played, wanted)
    checked.disobeyed.append(Disobeyed(target, played.event, index, ctx.table.call_disobeyed, choice.chooser, sentence))
    return sentence


def _extreme_disobeyed(
    ctx: Context, target: Seat, index: int, call: Call, suit: Suit, played: PlayRecord, wanted: Card
) -> str:
    return ctx.table.says(
        "extreme_call_disobeyed",
        target=target,
        call_event=index,
        what=call.what,
        suit=suit.noun,
        played=played.card,
        event=played.event,
        held=wanted,
    )


def _check_win(ctx: Context, choice: Choice, index: int, call: Call, target: Seat, checked: Checked) -> str:
    played = ctx.next_play_of(target, index, choice.trick)
    if played is None:
        return f"{call.seat} called on {target} at event {index} to {call.what} the trick."
    order, on_table = ctx.order, _table_before(played)
    held = sorted(ctx.holdings.held_at(target, played.event), key=lambda c: (c.suit.value, c.rank))
    lawful = _lawful(ctx, held, on_table)
    winning = [c for c in lawful if on_table and order.beats(c, on_table[order.winning_index(on_table)])]
    wins = not on_table or order.beats(played.card, on_table[order.winning_index(on_table)])
    if call.what == CallKind.WIN:
        if wins or not winning:
            having = "" if wins else ", having no card to win it"
            return f"{target}, called on to win the trick, played the {played.card}{having}."
        better = winning[-1]
    else:
        losing = [c for c in lawful if c not in winning]
        if not wins or not losing:
            return f"{target}, called on not to win the trick, played the {played.card}."
        better = losing[0]
    rule = ctx.table.win_call_disobeyed
    point: WordingKey = "win_call_disobeyed" if call.what == CallKind.WIN else "lose_call_disobeyed"
    sentence = ctx.table.says(
        point, target=target, call_event=index, played=played.card, event=played.event, better=better
    )
    if rule.options:  # the penalty of a revoke (Club Code, after McIntosh's note to Law 57)
        checked.disobeyed.append(Disobeyed(target, played.event, index, rule, choice.chooser, sentence))
        return sentence
    # No penalty in this code: the trick stands as played, and the finding says so.
    checked.findings.append(
        Finding(FindingKind.CALL, target, played.event, law_list(choice.rule.laws, rule.laws), sentence)
    )
    return ""


def _lawful(ctx: Context, holding: list[Card], on_table: list[Card]) -> list[Card]:
    """The cards he may play without renouncing, suits reckoned in the code's order."""
    if not on_table:
        return list(holding)
    led = ctx.order.suit(on_table[0])
    following = [c for c in holding if ctx.order.suit(c) is led]
    return following or list(holding)


# An option a code words in its own way (euchre's "score the points of a revoke"), else in these words.
_OPTION_POINT: dict[OptionId, WordingKey] = {
    OptionId.CALL_LOSE: "option_call_lose",
    OptionId.ADD_POINTS: "option_add_points",
}
_OPTION_WORDS: dict[OptionId, str] = {
    OptionId.CALL_CARD: "call a card",
    OptionId.CALL_SUIT: "call a suit",
    OptionId.CALL_HIGHEST: "call for the highest card",
    OptionId.CALL_LOWEST: "call for the lowest card",
    OptionId.CALL_WIN: "call on a player to win the trick",
    OptionId.CALL_LOSE: "call on a player not to win the trick",
    OptionId.TAKE_THREE_TRICKS: "take three tricks",
    OptionId.DEDUCT_THREE: "deduct three points",
    OptionId.ADD_THREE: "add three points",
    OptionId.ADD_POINTS: "add points",
    OptionId.DEDUCT_POINTS: "deduct points",
    OptionId.NEW_DEAL: "have a new deal",
}


def unmatched_findings(
    ctx: Context, unmatched: Sequence[Unmatched], choices: list[Choice], handled: Set[int]
) -> list[Finding]:
    """A call or election no open penalty allows: say why, citing the law that makes it void."""
    out: list[Finding] = []
    table = ctx.table
    for item in unmatched:
        if item.event in handled:
            continue
        why, laws = _why_void(ctx, item, choices)
        point = _OPTION_POINT.get(item.option)
        words = (table.wording.get(point) if point else None) or _OPTION_WORDS.get(item.option)
        what = words or item.option.replace("_", " ")
        if item.call is not None and item.call.card is not None:
            what = f"call the {item.call.card}"
        out.append(
            Finding(
                FindingKind.CALL,
                None,
                item.event,
                laws,
                f"{item.side.words} sought at event {item.event} to {what}, but {why}; the call has no effect.",
            )
        )
    return out


def _why_void(ctx: Context, item: Unmatched, choices: list[Choice]) -> tuple[str, tuple[LawNumber, ...]]:
    """Why a call or election has no effect, and the law that makes it so.

    Consulting loses the right (and a demand once made is final) by the consultation law; an option whose
    time has passed lapses under the law that gave it; a call no penalty ever allowed is void under the law
    that says the card or the fact carries no such penalty, never under whatever other penalty was open.
    """
    table = ctx.table
    out_of_play = table.rule_if("partner_out")
    if item.call is not None and ctx.lone is not None and item.call.seat is ctx.out and out_of_play is not None:
        return table.says("lone_partner_calls", seat=item.call.seat, lone=ctx.lone), out_of_play.laws
    for choice in choices:
        if choice.chooser is item.side and item.option in choice.option_ids and choice.event < item.event:
            lost = _right_lost(ctx, item, choice)
            if lost is not None:
                return lost
    return _never_given(ctx, item)


def _right_lost(ctx: Context, item: Unmatched, choice: Choice) -> tuple[str, tuple[LawNumber, ...]] | None:
    """The side had the option, and lost it: by consulting, by choosing another, or by letting its time pass."""
    table = ctx.table
    if choice.lost_at is not None and choice.lost_at < item.event:
        return table.says("consulted_void", event=choice.lost_at), (table.consultation,)
    if choice.elected is not None and choice.elected != item.option:
        chosen = choice.rule.option(choice.elected).says
        return table.says("chosen_void", chosen=chosen), (table.consultation,)
    if item.option in choice.lapses and choice.lapses[item.option][0] <= item.event:
        lapse = choice.lapses[item.option][1].rstrip(".")
        return lapse[:1].lower() + lapse[1:], choice.rule.option(item.option).laws or choice.rule.laws
    return None


def _never_given(ctx: Context, item: Unmatched) -> tuple[str, tuple[LawNumber, ...]]:
    """No penalty of the hand gave the option: the card was never exposed, the code has no such call, or the
    facts the laws that give it require were not there."""
    table = ctx.table
    card = item.call.card if item.call is not None else None
    unexposed = [x for x in ctx.state.incidents.exposures if card in x.cards and x.how == ExposeHow.FLOOR]
    if unexposed:  # a card dropped on the floor is not an exposed card, and cannot be called
        return table.says("call_of_unexposed_card", card=card, event=unexposed[0].event), table.not_exposed.laws
    giving = [o for rule in table.penalty_rules() for o in rule.options if o.id == item.option]
    if not giving:
        return table.says("call_not_in_code"), table.calls_void
    return table.says("call_not_given"), tuple(dict.fromkeys(law for o in giving for law in o.laws))
