"""What every euchre ruler reads: the case, the law table, the hand replayed and what each seat held.

Also the finding for a penalty with options, worded with the euchre laws (85 on consulting).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from ..cards import Card
from ..case import Case
from ..choices import Choice, options_of
from ..codes.table import PenaltyRule
from ..findings import Finding, law_list
from ..seats import Seat, Side
from ..state import PlayRecord, TrickRecord
from .bowers import BowerOrder, euchre_pack
from .hand import EuchreHand
from .knowledge import EuchreHoldings
from .table import EuchreTable


@dataclass(frozen=True)
class Euchre:
    case: Case
    table: EuchreTable
    hand: EuchreHand
    holdings: EuchreHoldings

    @property
    def end(self) -> int:
        """An event number after every event of the case."""
        return len(self.case.events)

    @property
    def order(self) -> BowerOrder:
        return self.holdings.order

    def rule(self, key: str) -> PenaltyRule:
        return self.table.rule(key)

    def leads_by(self, side: Side, after: int) -> list[PlayRecord]:
        """Leads by either player of `side` after an event, in order (hasty leads taken back excluded)."""
        return [
            p
            for p in self.hand.plays
            if p.led is None and p.seat.side is side and p.event > after and p.withdrawn_how != "hurried_lead"
        ]

    def next_play_of(self, seat: Seat, after: int, trick: TrickRecord | None = None) -> PlayRecord | None:
        plays = self.hand.plays_of_seat(seat)  # in the order of events: search, do not rescan
        for i in range(bisect_right(plays, after, key=lambda p: p.event), len(plays)):
            if trick is None or plays[i].trick is trick:
                return plays[i]
        return None

    def played_after(self, card: Card, after: int) -> PlayRecord | None:
        plays = self.hand.plays_of_card(card)
        i = bisect_right(plays, after, key=lambda p: p.event)
        return plays[i] if i < len(plays) else None

    def cards_on_the_table(self, seats: tuple[Seat, ...], event: int) -> tuple[Card, ...]:
        """The cards these seats lay on the table at `event`: those known in their hands, and, where a hand is
        not given whole, every card the case does not place elsewhere."""
        known: set[Card] = set()
        for seat in seats:
            known |= self.holdings.held_at(seat, event)
        if any(self.case.hands.get(s) is None or not self.case.hands[s].whole for s in seats):
            elsewhere = {c for s, held in self.holdings.dealt.items() if s not in seats for c in held}
            gone = {p.card for p in self.hand.plays if p.event < event and p.stands}
            if self.hand.making.round == 2:
                gone.add(self.case.trump)  # turned down: out of play
            if self.hand.discarded_card is not None:
                gone.add(self.hand.discarded_card)
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
