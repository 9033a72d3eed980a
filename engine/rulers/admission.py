"""The table: who goes out at the end of a rubber, who enters a fresh table, a substitute for a player quitting,
a player leaving, cutting into another table, a table broken up.

Each `table` event gets a finding of kind `table` worded by the code's table (`TableLaws`); a code with no laws on
the table (the American laws say only how four persons form one) answers `not_covered`. Where a law leaves the
matter to the players' consent, the finding says so and what follows.
"""

from __future__ import annotations

from ..codes.table import LawTable, TableLaws
from ..codes.wording import WordingKey
from ..format.case import Case
from ..format.events import Table
from ..format.seats import Seat
from ..format.vocabulary import TABLE_WHAT, FindingKind, TableWhat
from .cutting import names, standing
from .findings import Finding, law_list

_WHAT = {term.id: term.title[0].lower() + term.title[1:] for term in TABLE_WHAT}
_SEAT_ORDER = (Seat.N, Seat.E, Seat.S, Seat.W)


def _seats(seats: list[Seat] | tuple[Seat, ...]) -> str:
    return names(seats) if seats else "no one"


def _out_by_cut(table: LawTable, laws: TableLaws, event: Table, cutters: list[Seat], places: int) -> tuple[str, bool]:
    """Who of the cutters goes out by the cut (the highest at whist, the lowest at euchre); the sentence, and
    whether the cut settled it."""
    cards = event.cards or ()
    if len(cards) != len(cutters):
        return table.says("admission_cut_missing", cutters=_seats(cutters), places=places), False
    order = table.cutting
    if order is None:
        return table.says("admission_cut_missing", cutters=_seats(cutters), places=places), False
    # The cut's order of the cards is the code's: the smaller the standing, the nearer to playing; those going
    # out are those furthest from it (the highest at whist, the lowest at euchre).
    place = {seat: standing(card, order) for seat, card in zip(cutters, cards, strict=True)}
    ranked = sorted(cutters, key=lambda s: (-place[s], _SEAT_ORDER.index(s)))
    shown = ", ".join(f"{s} cut the {c}" for s, c in zip(cutters, cards, strict=True))
    if places < len(ranked) and place[ranked[places - 1]] == place[ranked[places]]:
        equal = [s for s in ranked if place[s] == place[ranked[places]]]
        return table.says("admission_cut_equal", cards=shown, equal=_seats(equal)), False
    out = sorted(ranked[:places], key=_SEAT_ORDER.index)
    return table.says("admission_cut", cards=shown, out=_seats(out), goes="goes" if len(out) == 1 else "go"), True


def _claimed(places: int) -> str:
    return "one candidate" if places == 1 else f"{places} candidates"


def _admission(table: LawTable, laws: TableLaws, index: int, event: Table) -> Finding:
    places = event.candidates or 1
    if event.late:
        return Finding(FindingKind.TABLE, None, index, (laws.declare_in_time,), table.says("admission_late"))
    cited = [laws.declare_in_time, laws.cutting_out]
    if places > 2:  # "should admission be claimed by any one, or by two candidates"
        said = table.says("admission_more_than_two", claimed=_claimed(places))
        return Finding(FindingKind.NOT_COVERED, None, index, (laws.cutting_out,), said)
    longest = list(event.longest)
    if len(longest) > places:
        said = table.says("admission_more_longest", longest=_seats(longest), claimed=_claimed(places))
        return Finding(FindingKind.NOT_COVERED, None, index, law_list(cited), said)
    parts = [table.says("admission_claimed", claimed=_claimed(places))]
    if longest:
        parts.append(table.says("admission_longest", longest=_seats(longest)))
    left = places - len(longest)
    if left:
        cutters = [s for s in _SEAT_ORDER if s not in longest]
        said, _ = _out_by_cut(table, laws, event, cutters, left)
        parts.append(said)
        if table.cutting is not None:
            cited.append(table.cutting.order)
        if laws.equal_cards is not None:
            cited.append(laws.equal_cards)
    return Finding(FindingKind.TABLE, None, index, law_list(cited), " ".join(parts))


def _fresh_table(table: LawTable, laws: TableLaws, index: int, event: Table) -> Finding:
    fresh, places = event.fresh or 0, event.places or 0
    if fresh >= places:
        said = table.says("fresh_table_fresh_fill", fresh=fresh, places=places, others=event.others)
    else:
        said = table.says("fresh_table_others_cut", fresh=fresh, left=places - fresh, others=event.others)
    selection = (table.cutting.selection,) if table.cutting is not None and fresh > places else ()
    return Finding(FindingKind.TABLE, None, index, (laws.fresh_tables, *selection), said)


def _broken_up(table: LawTable, laws: TableLaws, index: int, event: Table) -> Finding:
    candidates, places = event.candidates or 0, event.places or 0
    key: WordingKey = "broken_up_all_enter" if places >= candidates else "broken_up_cut"
    said = table.says(key, seat=event.seat, candidates=candidates, places=places)
    return Finding(FindingKind.TABLE, event.seat, index, (laws.broken_up,), said)


def _retired(table: LawTable, laws: TableLaws, index: int, event: Table) -> Finding:
    if laws.left_full_table is not None:
        if event.rubbers == 1:
            said = table.says("retired_after_one_rubber", seat=event.seat)
            return Finding(FindingKind.TABLE, None, index, (laws.left_full_table,), said)
        said = table.says("retired_not_provided", seat=event.seat, rubbers=event.rubbers)
        return Finding(FindingKind.NOT_COVERED, None, index, (laws.left_full_table,), said)
    retirement = table.cutting.retirement if table.cutting is not None else None
    if retirement is None:
        return _no_law(table, index, event)
    said = table.says("retired_next_candidate", seat=event.seat)
    decisions = table.precedents.get("retired_next_candidate", ())
    return Finding(FindingKind.TABLE, None, index, (retirement,), said, decisions=decisions)


def _one(table: LawTable, laws: TableLaws, index: int, event: Table) -> Finding:
    match event.what:
        case TableWhat.ADMISSION:
            return _admission(table, laws, index, event)
        case TableWhat.FRESH_TABLE:
            return _fresh_table(table, laws, index, event)
        case TableWhat.SUBSTITUTE:
            key: WordingKey = "substitute_consented" if event.consent else "substitute_not_consented"
            said = table.says(key, seat=event.seat)
            decisions = table.precedents.get(key, ())
            return Finding(FindingKind.TABLE, None, index, (laws.substitute,), said, decisions=decisions)
        case TableWhat.RETIRED:
            return _retired(table, laws, index, event)
        case TableWhat.CUT_INTO_OTHER:
            said = table.says("cut_into_other_table", seat=event.seat)
            decisions = table.precedents.get("cut_into_other_table", ())
            return Finding(FindingKind.TABLE, event.seat, index, (laws.cut_into_other,), said, decisions=decisions)
        case TableWhat.BROKEN_UP:
            return _broken_up(table, laws, index, event)


def _no_law(table: LawTable, index: int, event: Table) -> Finding:
    """The code has no law on it: `not_covered`, naming the law on forming the table, where the code has one."""
    said = table.says("table_no_law", what=_WHAT[event.what])
    formed = (table.cutting.selection,) if table.cutting is not None else ()
    return Finding(FindingKind.NOT_COVERED, None, index, formed, said)


def table_findings(case: Case, table: LawTable) -> list[Finding]:
    """A finding for each `table` event: `table`, or `not_covered` where the code has no law on it."""
    out: list[Finding] = []
    for index, event in case.events_of(Table):
        if table.table_laws is None:
            out.append(_no_law(table, index, event))
        else:
            out.append(_one(table, table.table_laws, index, event))
    return out
