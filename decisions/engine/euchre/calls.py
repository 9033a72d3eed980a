"""Calls obeyed or disobeyed (Laws 54-57, with 59, 83 and 89), suits reckoned as euchre reckons them.

Knowledge is positive: a call is held disobeyed only when the case shows the player held a card that
would have obeyed it. Disobeying a call of the highest or lowest, or of a suit, incurs the penalty of a
revoke (54); the laws name no penalty for failing to win or lose a trick as called.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Suit
from ..choices import Choice, Unmatched
from ..events import Call
from ..findings import Finding, law_list
from ..seats import Seat, Side
from ..state import PlayRecord
from .context import Euchre


@dataclass(frozen=True)
class Disobeyed:
    """A call not obeyed where Law 54 gives the penalty of a revoke."""

    seat: Seat
    event: int
    call_event: int
    chooser: Side
    sentence: str


@dataclass
class Checked:
    notes: dict[Choice, list[str]]
    disobeyed: list[Disobeyed]
    findings: list[Finding]


def check(e: Euchre, resolved: list[Choice]) -> Checked:
    checked = Checked({}, [], [])
    for made in resolved:
        for index, call in made.calls:
            sentence = _check_call(e, made, index, call, checked)
            if sentence:
                checked.notes.setdefault(made, []).append(sentence)
    return checked


def _table_before(record: PlayRecord) -> list[Card]:
    trick = record.trick
    if record in trick.plays:
        return trick.cards_before(record)
    return [p.card for p in trick.plays if p.event < record.event]


def _check_call(e: Euchre, made: Choice, index: int, call: Call, checked: Checked) -> str:
    target = call.to or made.target
    if call.what == "card" and call.card is not None and target is not None:
        return _check_card(e, index, call.card, call, target, checked)
    if call.what == "suit":
        return _check_suit(e, made, index, call, checked)
    if call.what in ("highest", "lowest") and target is not None:
        suit = call.suit or made.suit or (made.trick.led if made.trick else None)
        return _check_extreme(e, made, index, call, target, suit, checked) if suit is not None else ""
    if call.what in ("win", "lose") and target is not None:
        return _check_win(e, made, index, call, target, checked)
    return ""


def _check_card(e: Euchre, index: int, card: Card, call: Call, target: Seat, checked: Checked) -> str:
    played = e.next_play_of(target, index)
    if played is None:
        return f"{call.seat} called the {card} at event {index}."
    if played.card == card:
        return f"{target} played the {card} as called, at event {played.event}."
    led = played.led
    held = e.holdings.held_at(target, played.event)
    if led is not None and e.order.suit(card) is not led and any(e.order.suit(c) is led for c in held):
        return (
            f"{target} could not play the called {card} at event {played.event} without revoking, and cannot be"
            f" compelled to (Law {e.table.never_compelled_to_revoke}); the call can be repeated until the card is"
            f" played (Law {e.table.call_repeated})."
        )
    checked.findings.append(
        Finding(
            "call",
            target,
            played.event,
            e.table.card_call_disobeyed.laws,
            f"{target}, called on at event {index} to play the {card}, played the {played.card} at event"
            f" {played.event}. The call can be repeated until the card has been played (Law"
            f" {e.table.call_repeated}); Law 54 gives the penalty of a revoke only for calls of the highest or"
            " lowest and of a suit.",
        )
    )
    return ""


def _check_suit(e: Euchre, made: Choice, index: int, call: Call, checked: Checked) -> str:
    suit, side = call.suit, made.target_side
    if suit is None or side is None:
        return ""
    leads = e.leads_by(side, index)
    if not leads:
        return f"{call.seat} called {suit.plural} at event {index}, for the next lead of {side.words}."
    lead = leads[0]
    if e.order.suit(lead.card) is suit:
        return f"{lead.seat} led the {lead.card} at event {lead.event}, as called."
    held = e.holdings.held_of_suit(lead.seat, lead.event, suit)
    if held:
        sentence = (
            f"{lead.seat}, called on at event {index} to lead {suit.plural}, led the {lead.card} at event"
            f" {lead.event} though he held the {held[0]}: he incurs the penalty of a revoke (Law 54)."
        )
        checked.disobeyed.append(Disobeyed(lead.seat, lead.event, index, made.chooser, sentence))
        return sentence
    law = e.table.suit_call_none
    hand = e.case.hands.get(lead.seat)
    if hand is not None and hand.whole:
        return f"{lead.seat} had no {suit.noun} to lead, so the penalty is paid (Law {law})."
    return (
        f"{lead.seat} led the {lead.card}; the case does not show that he held a {suit.noun}, and if he had none"
        f" the penalty is paid (Law {law})."
    )


def _check_extreme(e: Euchre, made: Choice, index: int, call: Call, target: Seat, suit: Suit, checked: Checked) -> str:
    played = e.next_play_of(target, index, made.trick)
    if played is None:
        return f"{call.seat} required {target}'s {call.what} {suit.noun} at event {index}."
    held = e.holdings.held_of_suit(target, played.event, suit)
    if e.order.suit(played.card) is not suit:
        if held:
            return f"{target} played the {played.card} though he held the {held[0]}: a revoke (see its finding)."
        return (
            f"{target} had no {suit.noun}, so the call could not be obeyed (Law {e.table.never_compelled_to_revoke})."
        )
    wanted = held[0] if call.what == "highest" else held[-1]
    if wanted == played.card:
        return f"{target} played his {call.what} {suit.noun}, the {played.card}, as required."
    sentence = (
        f"{target}, required at event {index} to play his {call.what} {suit.noun}, played the {played.card} at"
        f" event {played.event} though he held the {wanted}: he incurs the penalty of a revoke (Law 54)."
    )
    checked.disobeyed.append(Disobeyed(target, played.event, index, made.chooser, sentence))
    return sentence


def _check_win(e: Euchre, made: Choice, index: int, call: Call, target: Seat, checked: Checked) -> str:
    played = e.next_play_of(target, index, made.trick)
    if played is None:
        return f"{call.seat} called on {target} at event {index} to {call.what} the trick."
    on_table = _table_before(played)
    held = sorted(e.holdings.held_at(target, played.event), key=lambda c: (c.suit.value, c.rank))
    order = e.order
    wins = not on_table or order.beats(played.card, on_table[order.winning_index(on_table)])
    lawful = _lawful(e, held, on_table)
    winning = [c for c in lawful if on_table and order.beats(c, on_table[order.winning_index(on_table)])]
    if call.what == "win":
        if wins or not winning:
            having = "" if wins else ", having no card to win it"
            return f"{target}, called on to win the trick, played the {played.card}{having}."
        better = winning[-1]
    else:
        losing = [c for c in lawful if c not in winning]
        if not wins or not losing:
            return f"{target}, called on to lose the trick, played the {played.card}."
        better = losing[0]
    laws = law_list(made.rule.laws, e.table.win_call_disobeyed.laws)
    verb = "win" if call.what == "win" else "lose"
    checked.findings.append(
        Finding(
            "call",
            target,
            played.event,
            laws,
            f"{target}, called on at event {index} to {verb} the trick, played the {played.card} at event"
            f" {played.event} though he could have played the {better}. The Laws of Euchre name no penalty for"
            " disobeying such a call; the referee may only require the trick to stand as played.",
        )
    )
    return ""


def _lawful(e: Euchre, holding: list[Card], on_table: list[Card]) -> list[Card]:
    if not on_table:
        return list(holding)
    led = e.order.suit(on_table[0])
    following = [c for c in holding if e.order.suit(c) is led]
    return following or list(holding)


_OPTION_WORDS = {
    "call_card": "call a card",
    "call_suit": "call a suit",
    "call_highest": "call for the highest card",
    "call_lowest": "call for the lowest card",
    "call_win": "call on a player to win the trick",
    "call_lose": "call on a player to lose the trick",
    "add_points": "score the points of a revoke",
    "new_deal": "have a new deal",
}


def unmatched_findings(
    e: Euchre, unmatched: list[Unmatched], choices: list[Choice], handled: set[int]
) -> list[Finding]:
    """A call or election no open penalty allows: say why, so the referee can tell the players."""
    out: list[Finding] = []
    law = e.table.consultation
    for item in unmatched:
        if item.event in handled:
            continue
        why = "no penalty then open to them allows it"
        laws: tuple[str, ...] = ()
        for made in choices:
            if made.chooser is not item.side or item.option not in made.option_ids or made.event >= item.event:
                continue
            laws = made.rule.laws
            if made.lost_at is not None and made.lost_at < item.event:
                why = f"they had lost the right by consulting at event {made.lost_at} (Law {law})"
                laws = law_list(laws, law)
            elif made.elected is not None and made.elected != item.option:
                why = f"they had already chosen to {made.rule.option(made.elected).says}, which is final (Law {law})"
                laws = law_list(laws, law)
            elif item.option in made.lapses and made.lapses[item.option][0] <= item.event:
                lapse = made.lapses[item.option][1].rstrip(".")
                why = lapse[:1].lower() + lapse[1:]
            else:
                continue
            break
        what = _OPTION_WORDS.get(item.option, item.option.replace("_", " "))
        if item.call is not None and item.call.card is not None:
            what = f"call the {item.call.card}"
        out.append(
            Finding(
                "call",
                None,
                item.event,
                laws or (law,),
                f"{item.side.words} sought at event {item.event} to {what}, but {why}; the call has no effect.",
            )
        )
    return out
