"""The innocent side's choice of penalty: which options are open, which lapsed, lost by consulting or chosen.

Every penalty with options becomes a Choice. The dispatcher reads the `call`, `elect` and `consult`
events in order: a demand of a penalty is final (Law 84 of the Club Code), consulting on which of
two penalties to exact loses both where the table says so, and an option whose time has passed
can no longer be chosen. Rulers then turn each Choice into a finding.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..codes.law_number import LawNumber
from ..codes.table import PenaltyRule
from ..format.cards import Card, Suit
from ..format.events import Call, Consult, Elect
from ..format.seats import Seat, Side
from ..format.vocabulary import CallKind, FindingKind, OptionId
from ..replay import HandState
from ..replay.records import TrickRecord
from .findings import Finding, Option, law_list

if TYPE_CHECKING:
    from ..replay.context import Context


@dataclass(eq=False)
class Choice:
    kind: FindingKind
    offender: Seat | Side
    event: int
    rule: PenaltyRule
    chooser: Side
    option_ids: list[OptionId]
    cards: tuple[Card, ...] = ()  # the cards liable to be called
    target: Seat | None = None  # the player called on
    target_side: Side | None = None  # a suit call falls on whichever of this side leads next
    suit: Suit | None = None  # highest or lowest of this suit
    trick: TrickRecord | None = None  # a call that concerns one trick
    lapses: dict[OptionId, tuple[int, str]] = field(default_factory=dict)  # option -> (event, why it lapsed)
    elected: OptionId | None = None
    elected_at: int | None = None
    lost_at: int | None = None
    calls: list[tuple[int, Call]] = field(default_factory=list)

    def open_at(self, option: OptionId, event: int) -> bool:
        if option not in self.option_ids or self.lost_at is not None:
            return False
        if self.elected is not None and self.elected != option:
            return False
        lapse = self.lapses.get(option)
        return lapse is None or lapse[0] > event

    def open_options_at(self, event: int) -> list[OptionId]:
        return [o for o in self.option_ids if self.open_at(o, event)]

    def lapse(self, option: OptionId, event: int, why: str) -> None:
        """Record the first event after which the option can no longer be chosen."""
        if option in self.option_ids and (option not in self.lapses or self.lapses[option][0] > event):
            self.lapses[option] = (event, why)


@dataclass
class Unmatched:
    """A call or election that no open penalty allows."""

    event: int
    side: Side
    option: OptionId
    call: Call | None


def _card_unplayed(state: HandState, card: Card, after: int, before: int) -> bool:
    return not any(after < p.event < before for p in state.played.plays_of_card(card))


@dataclass
class _Open:
    """The choices that could allow each (side, option), and for a card called, those liable for that card: each
    call looks at these, not at every penalty of the hand."""

    allowing: dict[tuple[Side, str], list[Choice]]
    liable: dict[tuple[Side, Card], list[Choice]]

    @classmethod
    def of(cls, choices: list[Choice]) -> _Open:
        allowing: dict[tuple[Side, str], list[Choice]] = {}
        for choice in choices:
            for option in dict.fromkeys(choice.option_ids):
                allowing.setdefault((choice.chooser, option), []).append(choice)
        liable: dict[tuple[Side, Card], list[Choice]] = {}
        for choice in allowing.get((Side.NS, OptionId.CALL_CARD), []) + allowing.get((Side.EW, OptionId.CALL_CARD), []):
            for card in dict.fromkeys(choice.cards):
                liable.setdefault((choice.chooser, card), []).append(choice)
        return cls(allowing, liable)

    def possible(self, side: Side, option: OptionId, call: Call | None) -> list[Choice]:
        if option == OptionId.CALL_CARD and call is not None and call.card is not None:
            return self.liable.get((side, call.card), [])
        return self.allowing.get((side, option), [])


# The option a penalty call takes up, by what it calls.
CALL_OPTION: dict[CallKind, OptionId] = {
    CallKind.CARD: OptionId.CALL_CARD,
    CallKind.SUIT: OptionId.CALL_SUIT,
    CallKind.HIGHEST: OptionId.CALL_HIGHEST,
    CallKind.LOWEST: OptionId.CALL_LOWEST,
    CallKind.WIN: OptionId.CALL_WIN,
    CallKind.LOSE: OptionId.CALL_LOSE,
}


def dispatch(choices: list[Choice], state: HandState, only: set[OptionId] | None = None) -> list[Unmatched]:
    """Apply the calls, elections and consultations, in the order of their events, to the choices."""
    if not (state.spoken.calls or state.spoken.elects or state.spoken.consults):
        return []  # most hands: nobody called, elected or consulted
    actions: list[tuple[int, Call | Elect | Consult]] = sorted(
        [*state.spoken.calls, *state.spoken.elects, *state.spoken.consults], key=lambda pair: pair[0]
    )
    offered = _Open.of(choices)
    unmatched: list[Unmatched] = []
    for index, action in actions:
        if isinstance(action, Consult):
            _consulted(choices, action.side, index)
            continue
        side = action.side if isinstance(action, Elect) else action.seat.side
        option = action.option if isinstance(action, Elect) else CALL_OPTION[action.what]
        if only is not None and option not in only:
            continue
        call = action if isinstance(action, Call) else None
        if call is not None and state.lone is not None and call.seat is state.out:
            unmatched.append(Unmatched(index, side, option, call))  # out of the play: the lone player calls (105)
            continue
        candidates = [c for c in offered.possible(side, option, call) if _allows(c, state, index, side, option, call)]
        if not candidates:
            unmatched.append(Unmatched(index, side, option, call))
            continue
        _take_up(_pick(candidates, option, call is None), option, index, call)
    return unmatched


def _consulted(choices: list[Choice], side: Side, index: int) -> None:
    """A side that consulted loses the choice its penalty gave it, where the law says so and two options were open."""
    for choice in choices:
        if (
            choice.chooser is side
            and choice.event < index
            and choice.elected is None
            and choice.lost_at is None
            and choice.rule.consulting_loses
            and len(choice.open_options_at(index)) >= 2
        ):
            choice.lost_at = index


def _take_up(choice: Choice, option: OptionId, index: int, call: Call | None) -> None:
    """The option elected (the first time), and the call recorded on the choice."""
    if choice.elected is None:
        choice.elected = option
        choice.elected_at = index
    if call is not None:
        choice.calls.append((index, call))


def _pick(candidates: list[Choice], option: OptionId, election: bool) -> Choice:
    """A repeated call goes to the penalty already chosen (65); an election to one not yet chosen (72 II)."""
    if election:
        fresh = [c for c in candidates if c.elected is None]
        if fresh:
            # Revoke penalties are chosen at the end of the hand, in the order of the revokes.
            if all(c.kind == FindingKind.REVOKE for c in fresh):
                return min(fresh, key=lambda c: c.event)
            return max(fresh, key=lambda c: c.event)
    return max(candidates, key=lambda c: (c.elected == option, c.event))


def _allows(choice: Choice, state: HandState, index: int, side: Side, option: OptionId, call: Call | None) -> bool:
    if choice.chooser is not side or choice.event >= index or not choice.open_at(option, index):
        return False
    if call is None:
        return True
    if (
        call.to is not None
        and call.to is not choice.target
        and (choice.target_side is None or call.to.side is not choice.target_side)
    ):
        return False
    if option == OptionId.CALL_CARD:
        return (
            call.card in choice.cards
            and call.card is not None
            and _card_unplayed(state, call.card, choice.event, index)
        )
    return True


def options_of(choice: Choice, end: int, results: Mapping[str, Option] | None = None) -> tuple[list[Option], list[str]]:
    """The options to show, and sentences saying why others are left out."""
    why: list[str] = []
    if choice.lost_at is not None:
        return [], why
    shown: list[Option] = []
    for option_id in choice.option_ids:
        rule = choice.rule.option(option_id)
        at = choice.elected_at if choice.elected_at is not None else end
        lapse = choice.lapses.get(option_id)
        if choice.elected is None and lapse is not None and lapse[0] <= at:
            if lapse[1] not in why:
                why.append(lapse[1])
            continue
        if choice.elected is not None and choice.elected != option_id and lapse is not None and lapse[0] < at:
            continue
        if results is not None and option_id in results:
            shown.append(results[option_id])
        else:
            shown.append(Option(option_id, choice.chooser, rule.laws, rule.n, says=rule.says))
    return shown, why


def outcome_sentences(choice: Choice, ctx: Context, lapsed: list[str]) -> tuple[list[str], list[str]]:
    """What became of the choice, for the summary, and the decisions those sentences rest on."""
    table = ctx.table
    sentences: list[str] = []
    decisions: list[str] = []
    who = ctx.words(choice.chooser)
    if choice.lost_at is not None:
        sentences.append(table.says("consulted", who=who, event=choice.lost_at))
        decisions.extend(table.precedents.get("consulted", ()))
    elif choice.elected is not None and choice.elected_at is not None:
        says = choice.rule.option(choice.elected).says
        final = table.says("demand_final") if len(choice.option_ids) > 1 else ""
        sentences.append(f"At event {choice.elected_at} {who} chose to {says}{final}.")
    sentences.extend(lapsed)
    return sentences, decisions


def penalty_finding(
    ctx: Context,
    choice: Choice,
    head: str,
    laws: tuple[LawNumber, ...],
    notes: Mapping[Choice, list[str]],
    decisions: tuple[str, ...] = (),
) -> Finding:
    """The finding for a penalty with options: what the law gives, then what became of the choice."""
    table = ctx.table
    options, lapsed = options_of(choice, ctx.end)
    sentences, more = outcome_sentences(choice, ctx, lapsed)
    offenders = choice.offender.side if isinstance(choice.offender, Seat) else choice.offender
    time = table.time_to_decide
    if time is not None and choice.option_ids and choice.chooser is offenders.other and time not in laws:
        # "In all cases where a penalty has been incurred" (Club 87): every call the adversaries may make.
        sentences.insert(0, table.says("time_to_decide", who=ctx.words(choice.chooser)))
        laws = law_list(laws, time)
    summary = " ".join(s for s in [head, *sentences, *notes.get(choice, [])] if s)
    lost = (table.consultation,) if choice.lost_at is not None else ()
    return Finding(
        choice.kind,
        choice.offender,
        choice.event,
        law_list(laws, lost),
        summary,
        options=tuple(options),
        elected=choice.elected,
        decisions=tuple(dict.fromkeys((*decisions, *more))),
    )


def choice_of(
    kind: FindingKind,
    offender: Seat | Side,
    event: int,
    rule: PenaltyRule,
    chooser: Side,
    *,
    cards: tuple[Card, ...] = (),
    target: Seat | None = None,
    target_side: Side | None = None,
    trick: TrickRecord | None = None,
) -> Choice:
    """A Choice offering every option of the rule."""
    return Choice(
        kind,
        offender,
        event,
        rule,
        chooser,
        [o.id for o in rule.options],
        cards=cards,
        target=target,
        target_side=target_side,
        suit=trick.led if trick is not None else None,
        trick=trick,
    )


def lapse_when_played(ctx: Context, made: Choice) -> None:
    """The call of cards lapses once every card liable to it has been played."""
    plays = [ctx.played_after(card, made.event) for card in made.cards]
    if plays and all(p is not None for p in plays):
        last = max(p.event for p in plays if p is not None)
        were = "cards were" if len(made.cards) > 1 else "card was"
        made.lapse(OptionId.CALL_CARD, last, ctx.table.says("card_played_before_called", were=were, event=last))
