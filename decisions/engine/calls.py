"""Calls obeyed or disobeyed (Club Code 61, 64-66): each call made under a penalty, against the play
that answered it.

Knowledge is positive: a call is held disobeyed only when the case shows the player held a card
that would have obeyed it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit
from .choices import Choice, Unmatched
from .codes.table import PenaltyRule
from .context import Context
from .events import Call
from .findings import Finding, law_list
from .seats import Seat, Side
from .state import PlayRecord
from .tricks import beats, could_win, lawful, winning_index


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
    if call.what == "card" and call.card is not None and target is not None:
        played = ctx.next_play_of(target, index)
        if played is None:
            return f"{call.seat} called the {call.card} at event {index}."
        if played.card == call.card:
            return f"{target} played the {call.card} as called, at event {played.event}."
        led = played.led
        held = holdings.held_at(target, played.event)
        if led is not None and call.card.suit is not led and any(c.suit is led for c in held):
            return (
                f"{target} could not play the called {call.card} at event {played.event} without revoking,"
                f" and cannot be compelled to (Law {table.never_compelled_to_revoke}); the call may be"
                f" repeated until the card is played (Law {table.call_repeated})."
            )
        rule = table.card_call_disobeyed
        checked.findings.append(
            Finding(
                "call",
                target,
                played.event,
                law_list(rule.laws, "61"),
                f"{target}, called on at event {index} to play the {call.card}, played the {played.card} at"
                f" event {played.event}. The call may be repeated until the card is played (Law"
                f" {table.call_repeated}); the Club Code attaches the penalty of a revoke only to calls of"
                " the highest or lowest and of a suit (Law 61).",
            )
        )
        return ""
    if call.what == "suit":
        return _check_suit_call(ctx, choice, index, call, checked)
    if call.what in ("highest", "lowest") and target is not None:
        suit = call.suit or choice.suit or (choice.trick.led if choice.trick else None)
        if suit is None:
            return ""
        return _check_extreme(ctx, choice, index, call, target, suit, checked)
    if call.what in ("win", "lose") and target is not None:
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
    if lead.card.suit is suit:
        return f"{lead.seat} led the {lead.card} at event {lead.event}, as called."
    held = ctx.holdings.held_of_suit(lead.seat, lead.event, suit)
    if held:
        sentence = (
            f"{lead.seat}, called on at event {index} to lead {suit.plural}, led the {lead.card} at event"
            f" {lead.event} though he held the {held[0]}: he incurs the penalty of a revoke (Law 61)."
        )
        checked.disobeyed.append(
            Disobeyed(lead.seat, lead.event, index, ctx.table.call_disobeyed, choice.chooser, sentence)
        )
        return sentence
    hand = ctx.case.hands.get(lead.seat)
    if hand is not None and hand.whole:
        law = ctx.table.suit_call_none
        return f"{lead.seat} had no {suit.noun} to lead, so the penalty is paid (Law {law})."
    return (
        f"{lead.seat} led the {lead.card}; the case does not show that he held a {suit.noun}, and if he had"
        f" none the penalty is paid (Law {ctx.table.suit_call_none})."
    )


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
            law = ctx.table.never_compelled_to_revoke
            return (
                f"{target} had to follow to the {led.noun} led at event {played.event} and cannot be compelled to"
                f" revoke (Law {law}); the call stands until it can be obeyed."
            )
        played = ctx.next_play_of(target, played.event)
    if played is None:
        return f"{call.seat} required {target}'s {call.what} {suit.noun} at event {index}."
    held = ctx.holdings.held_of_suit(target, played.event, suit)
    if played.card.suit is not suit:
        if held and played.led is suit:
            return (
                f"{target} played the {played.card} though he held the {held[0]}: a revoke (see its finding)."
            )
        if held:  # free to play the suit called (he led, or had none of the suit led), he did not
            wanted = held[0] if call.what == "highest" else held[-1]
            sentence = (
                f"{target}, required at event {index} to play his {call.what} {suit.noun}, played the {played.card}"
                f" at event {played.event} though he held the {wanted}: he incurs the penalty of a revoke (Law 61)."
            )
            checked.disobeyed.append(
                Disobeyed(target, played.event, index, ctx.table.call_disobeyed, choice.chooser, sentence)
            )
            return sentence
        law = ctx.table.never_compelled_to_revoke
        return f"{target} had no {suit.noun}, so the call could not be obeyed (Law {law})."
    wanted = held[0] if call.what == "highest" else held[-1]
    if wanted == played.card:
        return f"{target} played his {call.what} {suit.noun}, the {played.card}, as required."
    sentence = (
        f"{target}, required at event {index} to play his {call.what} {suit.noun}, played the {played.card}"
        f" at event {played.event} though he held the {wanted}: he incurs the penalty of a revoke (Law 61)."
    )
    checked.disobeyed.append(
        Disobeyed(target, played.event, index, ctx.table.call_disobeyed, choice.chooser, sentence)
    )
    return sentence


def _check_win(ctx: Context, choice: Choice, index: int, call: Call, target: Seat, checked: Checked) -> str:
    played = ctx.next_play_of(target, index, choice.trick)
    if played is None:
        return f"{call.seat} called on {target} at event {index} to {call.what} the trick."
    on_table = _table_before(played)
    held = sorted(ctx.holdings.held_at(target, played.event))
    trump = ctx.case.trump_suit
    wins = not on_table or beats(played.card, on_table[winning_index(on_table, trump)], trump)
    if call.what == "win":
        better = could_win(held, on_table, trump)
        if wins or not better:
            having = "" if wins else ", having no card to win it"
            return f"{target}, called on to win the trick, played the {played.card}{having}."
        sentence = (
            f"{target}, called on at event {index} to win the trick, played the {played.card} at event"
            f" {played.event} though he could have won it with the {better[-1]}: McIntosh (note to Law 57)"
            " holds him liable as for a revoke under Law 61, which the engine follows."
        )
    else:
        losing = [c for c in lawful(held, on_table) if c not in could_win(held, on_table, trump)]
        if not wins or not losing:
            return f"{target}, called on not to win the trick, played the {played.card}."
        sentence = (
            f"{target}, called on at event {index} not to win the trick, won it with the {played.card} at"
            f" event {played.event} though he could have played the {losing[0]}: McIntosh (note to Law 57)"
            " holds such a player liable as for a revoke under Law 61, which the engine follows."
        )
    checked.disobeyed.append(
        Disobeyed(target, played.event, index, ctx.table.win_call_disobeyed, choice.chooser, sentence)
    )
    return sentence


_OPTION_WORDS = {
    "call_card": "call a card",
    "call_suit": "call a suit",
    "call_highest": "call for the highest card",
    "call_lowest": "call for the lowest card",
    "call_win": "call on a player to win the trick",
    "call_lose": "call on a player not to win the trick",
    "take_three_tricks": "take three tricks",
    "deduct_three": "deduct three points",
    "add_three": "add three points",
    "add_points": "add points",
    "deduct_points": "deduct points",
    "new_deal": "have a new deal",
}


def unmatched_findings(
    ctx: Context, unmatched: list[Unmatched], choices: list[Choice], handled: set[int]
) -> list[Finding]:
    """A call or election no open penalty allows: say why, so the referee can tell the players."""
    out: list[Finding] = []
    consultation = ctx.table.consultation
    for item in unmatched:
        if item.event in handled:
            continue
        why = "no penalty then open to them allows it"
        laws: tuple[str, ...] = ()
        for choice in choices:
            if (
                choice.chooser is not item.side
                or item.option not in choice.option_ids
                or choice.event >= item.event
            ):
                continue
            laws = choice.rule.laws
            if choice.lost_at is not None and choice.lost_at < item.event:
                why = f"they had lost the right by consulting at event {choice.lost_at} (Law {consultation})"
                laws = law_list(laws, ctx.table.consultation)
            elif choice.elected is not None and choice.elected != item.option:
                chosen = choice.rule.option(choice.elected).says
                why = f"they had already chosen to {chosen}, which is final (Law {consultation})"
                laws = law_list(laws, ctx.table.consultation)
            elif item.option in choice.lapses and choice.lapses[item.option][0] <= item.event:
                why = choice.lapses[item.option][1].rstrip(".")
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
                laws or (ctx.table.consultation,),
                f"{item.side.words} sought at event {item.event} to {what}, but {why}; the call has no"
                " effect.",
            )
        )
    return out
