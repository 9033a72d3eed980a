"""What every euchre ruler reads: the case, the law table, the hand replayed and what each seat held.

Also the finding for a penalty with options, worded with the euchre laws (85 on consulting).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..choices import Choice, options_of
from ..codes.table import PenaltyRule
from ..context import Context
from ..findings import Finding, law_list
from ..seats import Seat, Side
from ..state import TrickRecord
from .bowers import euchre_pack
from .hand import EuchreHand
from .knowledge import EuchreHoldings
from .table import EuchreTable


@dataclass(frozen=True)
class Euchre(Context):
    """The shared context, its table and hand typed as euchre's so the euchre rulers can read them."""

    table: EuchreTable
    state: EuchreHand
    holdings: EuchreHoldings


def cards_on_the_table(e: Euchre, seats: tuple[Seat, ...], event: int) -> tuple[Card, ...]:
    """The cards these seats lay on the table at `event`: those known in their hands, and, where a hand is
    not given whole, every card the case does not place elsewhere."""
    known: set[Card] = set()
    for seat in seats:
        known |= e.holdings.held_at(seat, event)
    if any(e.case.hands.get(s) is None or not e.case.hands[s].whole for s in seats):
        elsewhere = {c for s, held in e.holdings.dealt.items() if s not in seats for c in held}
        gone = {p.card for p in e.state.plays if p.event < event and p.stands}
        if e.state.making.round == 2:
            gone.add(e.case.trump)  # turned down: out of play
        if e.state.discarded_card is not None:
            gone.add(e.state.discarded_card)
        known |= {c for c in euchre_pack() if c not in elsewhere and c not in gone}
    return tuple(sorted(known, key=lambda c: (c.suit.value, c.rank)))


def choice(
    kind: str,
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


def outcome(e: Euchre, made: Choice, lapsed: list[str]) -> list[str]:
    """What became of the choice, for the summary."""
    who = made.chooser.words
    law = e.table.consultation
    if made.lost_at is not None:
        return [
            f"{who} consulted at event {made.lost_at} on which penalty to exact, and so lost the right to exact"
            f" any (Law {law})."
        ]
    sentences: list[str] = []
    if made.elected is not None and made.elected_at is not None:
        says = made.rule.option(made.elected).says
        final = f"; the demand is final (Law {law})" if len(made.option_ids) > 1 else ""
        sentences.append(f"At event {made.elected_at} {who} chose to {says}{final}.")
    sentences.extend(lapsed)
    return sentences


def penalty_finding(
    e: Euchre, made: Choice, head: str, laws: tuple[str, ...], notes: dict[Choice, list[str]]
) -> Finding:
    """The finding for a penalty with options: what the law gives, then what became of the choice."""
    options, lapsed = options_of(made, e.end)
    summary = " ".join(s for s in [head, *outcome(e, made, lapsed), *notes.get(made, [])] if s)
    lost = (e.table.consultation,) if made.lost_at is not None else ()
    return Finding(
        made.kind,
        made.offender,
        made.event,
        law_list(laws, lost),
        summary,
        options=tuple(options),
        elected=made.elected,
    )
