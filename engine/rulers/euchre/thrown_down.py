"""Cards thrown on the table face upwards at euchre (Laws 48-50), and a hand abandoned against a lone hand.

Whist rules on cards thrown down with its claims of the game (thrown_down.py); euchre's laws are shorter:
thrown cards are exposed and can be called (48), all four thrown abandon the hands (49), and an
adversary who abandons his hand against a lone hand gives the lone player his points (50).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...format.seats import Seat
from ...format.vocabulary import FindingKind, OptionId
from ..choices import Choice, choice_of, lapse_when_played, penalty_finding
from ..findings import Finding
from .context import Euchre


def choices(e: Euchre) -> list[Choice]:
    found: list[Choice] = []
    for index, throw in e.state.end.throw_downs:
        seats = tuple(s for s in throw.seats if s is not e.state.out and s is not e.state.lone)
        if not seats or _all_thrown(e, throw.seats) or _abandoned_against_lone(e, throw.seats):
            continue
        made = choice_of(
            FindingKind.EXPOSED_CARD,
            seats[0] if len(seats) == 1 else seats[0].side,
            index,
            e.table.rule("thrown_down"),
            seats[0].side.other,
            cards=e.cards_on_the_table(seats, index),
            target=seats[0] if len(seats) == 1 else None,
            target_side=seats[0].side if len(seats) > 1 else None,
        )
        lapse_when_played(e, made)
        found.append(made)
    return found


def findings(e: Euchre, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    mine = {(c.kind, c.event, c.option_ids[0]): c for c in resolved if c.option_ids}
    return [_throw_down_finding(e, index, throw.seats, mine, notes) for index, throw in e.state.end.throw_downs]


def _all_thrown(e: Euchre, seats: tuple[object, ...]) -> bool:
    thrown = e.state.end.thrown_seats  # kept by the replay, not gathered again for each throw
    return all(s in thrown for s in e.state.active_seats)


def _abandoned_against_lone(e: Euchre, seats: tuple[object, ...]) -> bool:
    lone = e.state.lone
    return lone is not None and any(s in lone.side.other.seats for s in seats)


def _throw_down_finding(
    e: Euchre,
    index: int,
    seats: tuple[object, ...],
    mine: dict[tuple[FindingKind, int, OptionId], Choice],
    notes: Mapping[Choice, list[str]],
) -> Finding:
    names = ", ".join(str(s) for s in seats)
    lone = e.state.lone
    if _abandoned_against_lone(e, seats) and lone is not None:
        points = e.table.points.lone_abandoned
        return Finding(
            FindingKind.LONE_HAND,
            seats[0] if len(seats) == 1 and isinstance(seats[0], Seat) else lone.side.other,
            index,
            e.table.rule("abandoned_against_lone").laws,
            e.table.says(
                "abandoned_against_lone",
                names=names,
                their="his" if len(seats) == 1 else "their",
                event=index,
                lone=lone,
                points=points,
            ),
        )
    if _all_thrown(e, seats):
        return Finding(
            FindingKind.CLAIM,
            None,
            index,
            e.table.rule("all_thrown_down").laws,
            e.table.says("all_thrown_down", event=index),
        )
    made = next((c for c in mine.values() if c.event == index and c.rule is e.table.rule("thrown_down")), None)
    if made is None:
        return Finding(
            FindingKind.EXPOSED_CARD,
            None,
            index,
            e.table.rule("thrown_down").laws,
            e.table.says("thrown_down_by_lone", names=names, event=index),
        )
    head = e.table.says("thrown_down", names=names, their="his" if len(seats) == 1 else "their", event=index)
    return penalty_finding(e, made, head, made.rule.laws, notes)
