"""Cutting for the table, for partners and for the deal: who plays, who partners whom, who deals.

Each `cut_for_table` event is read in order. A cut of more than four candidates selects the four who play (and,
where the code has the law, the two who belong to the table, complete with six); those four "again cut to decide
on partners", and a cut of four gives the partners and the dealer. Cards of equal value at a line that matters
are cut again (`again`), and the new cards order those candidates among themselves only: a candidate's place is
his first card, then his card in each cut again. Where the code leaves equal cards or the choice of the dealer
open, the finding says so. Every sentence that names a law is the code's table's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..codes.law_number import LawNumber
from ..codes.table import CuttingLaws, LawTable
from ..codes.wording import WordingKey
from ..format.cards import Card
from ..format.case import Case
from ..format.events import CutForTable
from ..format.vocabulary import FindingKind
from .findings import Finding, law_list

_EUCHRE_ORDER = (11, 14, 13, 12, 10, 9, 8, 7)  # knave, ace, king, queen, ten ... (euchre's order for cutting)


def standing(card: Card, laws: CuttingLaws) -> int:
    """The card's place in the cut: the smaller, the nearer to playing, partnering the first and dealing."""
    if laws.knave_highest:
        return _EUCHRE_ORDER.index(card.rank) if card.rank in _EUCHRE_ORDER else len(_EUCHRE_ORDER)
    value = 1 if card.rank == 14 else card.rank  # the ace is the lowest card
    return value if laws.low_wins else -value


def names(items: Sequence[object]) -> str:
    """Candidates or seats as a sentence lists them: "1", "1 and 3", "1, 2 and 4"."""
    numbers = [str(c) for c in items]
    return numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " and " + numbers[-1]


@dataclass
class _Cutting:
    """The cut so far: each candidate's place (his cards in turn), and who is still to cut again."""

    table: LawTable
    laws: CuttingLaws
    members: tuple[int, ...] = ()
    keys: dict[int, tuple[int, ...]] = field(default_factory=dict)
    pending: tuple[int, ...] = ()
    replaced: bool = False  # the cut again replaces a cut that was not good (14, 15), not one of equal cards
    chosen: tuple[int, ...] = ()  # the four selected, who cut again for partners
    said: list[WordingKey] = field(default_factory=list)  # the sentences of the finding in hand (its decisions)
    groups: list[tuple[int, ...]] = field(default_factory=list)  # those of equal value cut again since the cut

    def _says(self, key: WordingKey, **facts: object) -> str:
        self.said.append(key)
        return self.table.says(key, **facts)

    def read(self, index: int, event: CutForTable) -> Finding:
        if event.again:
            return self._again(index, event)
        n = len(event.cards)
        self.members = self.chosen if self.chosen and n == len(self.chosen) else tuple(range(1, n + 1))
        self.chosen = ()
        self.keys = {c: (standing(card, self.laws),) for c, card in zip(self.members, event.cards, strict=True)}
        self.pending, self.replaced, self.groups = (), False, []
        head = f"At event {index}, " + ", ".join(
            f"candidate {c} cut the {card}" for c, card in zip(self.members, event.cards, strict=True)
        )
        cut_again = self._irregular(event)
        if cut_again is not None:
            who, laws, said = cut_again
            self.pending, self.replaced = (who,), True
            return self._finding(index, laws, f"{head}. {said}")
        return self._decide(index, head + ".")

    def _irregular(self, event: CutForTable) -> tuple[int, tuple[LawNumber, ...], str] | None:
        """A candidate who exposed more than one card, or cut from another pack: he cuts again."""
        laws = self.laws
        if 0 < event.exposed <= len(self.members) and laws.exposed_more is not None:
            who = self.members[event.exposed - 1]
            return who, (laws.exposed_more,), self._says("cut_exposed_more", who=who)
        if 0 < event.other_pack <= len(self.members) and laws.same_pack is not None:
            who = self.members[event.other_pack - 1]
            return who, (laws.same_pack,), self._says("cut_other_pack", who=who)
        return None

    def _again(self, index: int, event: CutForTable) -> Finding:
        if not self.pending:
            return self._finding(
                index,
                (),
                f"At event {index}, candidates cut again, but no cut before it left candidates to cut again: there is"
                " nothing for this cut to decide.",
            )
        if len(event.cards) != len(self.pending):
            return self._finding(
                index,
                (),
                f"At event {index}, {len(event.cards)} card(s) were cut again, but candidates {names(self.pending)}"
                " were to cut again: give one card for each, in their order.",
            )
        if not self.replaced:
            self.groups.append(self.pending)
        for who, card in zip(self.pending, event.cards, strict=True):
            kept = () if self.replaced else self.keys[who]
            self.keys[who] = (*kept, standing(card, self.laws))
        head = f"At event {index}, candidates cut again: " + ", ".join(
            f"candidate {c} the {card}" for c, card in zip(self.pending, event.cards, strict=True)
        )
        self.pending, self.replaced = (), False
        return self._decide(index, head + ".")

    def _ordered(self) -> list[int]:
        return sorted(self.members, key=lambda c: (self.keys[c], c))

    def _equal_at(self, ordered: list[int], line: int) -> tuple[int, ...]:
        """The candidates whose cards are equal across the line between place `line` and the next (0 if none)."""
        if line >= len(ordered) or self.keys[ordered[line - 1]] != self.keys[ordered[line]]:
            return ()
        key = self.keys[ordered[line]]
        return tuple(c for c in ordered if self.keys[c] == key)

    def _decide(self, index: int, head: str) -> Finding:
        n = len(self.members)
        if n < 4:
            return self._finding(index, (self.laws.selection,), f"{head} {self._says('cut_fewer_than_four', n=n)}")
        if n > 4:
            return self._select(index, head)
        return self._partners(index, head)

    def _equal(self, group: tuple[int, ...]) -> tuple[tuple[LawNumber, ...], str]:
        """Equal cards that must be cut again: the laws and the sentence."""
        laws = self.laws
        self.pending = group
        if laws.two_equal is None:
            return (laws.selection,), self._says("cut_equal_no_law", who=names(group))
        if len(group) == 2:
            return (laws.two_equal,), self._says("cut_equal_again", who=names(group))
        if len(group) == 3 and laws.three_equal is not None:
            return (laws.three_equal,), self._says("cut_equal_three", who=names(group))
        return law_list(laws.two_equal, laws.three_equal or ()), self._says("cut_equal_four", who=names(group))

    def _select(self, index: int, head: str) -> Finding:
        laws = self.laws
        ordered = self._ordered()
        lines: tuple[int, ...] = (4, 6) if laws.six is not None and len(ordered) > 6 else (4,)
        if laws.retirement is not None and len(ordered) > 7:
            lines += (7,)  # "the candidate who cut the next lowest card" (17): one candidate, so equal cards cut again
        for line in lines:
            group = self._equal_at(ordered, line)
            if group:
                self.pending = group
                if laws.two_equal is None:
                    tied: tuple[LawNumber, ...] = ()
                    said = self._says("cut_equal_no_law", who=names(group))
                else:
                    tied = (laws.two_equal,)
                    said = self._says("cut_selection_equal", who=names(group), line=line)
                return self._finding(index, law_list(laws.order, laws.selection, tied), f"{head} {said}")
        self.chosen = tuple(sorted(ordered[:4]))
        said = self._says("cut_selected", four=names(self.chosen))
        cited: list[LawNumber] = [laws.order, laws.selection]
        if self.groups:
            said += " " + self._again_order()
            cited += [laws.two_equal] if laws.two_equal is not None else []
        if laws.six is not None and len(ordered) > 6:  # "When there are more than six candidates"
            two = sorted(ordered[4:6])
            said += " " + self._says("cut_table_of_six", two=names(two))
            cited.append(laws.six)
            if laws.retirement is not None:
                said += " " + self._says("cut_next_in_order", next=ordered[6])
        return self._finding(index, law_list(cited), f"{head} {said}")

    def _partners(self, index: int, head: str) -> Finding:
        laws = self.laws
        ordered = self._ordered()
        across = self._equal_at(ordered, 2)
        if across:
            tied, said = self._equal(across)
            return self._finding(index, law_list(laws.order, laws.partners, tied), f"{head} {said}")
        first, second = ordered[:2], ordered[2:]
        cited: list[LawNumber] = [laws.order, laws.partners, laws.dealer]
        notes: list[str] = []
        settled = self._equal_at(ordered, 3)
        if settled and laws.two_equal is not None:
            notes.append(self._says("cut_equal_settled", who=names(settled)))
            cited.append(laws.two_equal)
        pair = self._equal_at(ordered, 1)
        if pair:
            self.pending = pair
            said = self._says("cut_partners_dealer_open", first=names(sorted(first)), second=names(sorted(second)))
            if laws.two_equal is not None:
                cited.append(laws.two_equal)
        elif self.groups:
            said, more = self._decided_again(ordered)
            cited += more
        else:
            said = self._says(
                "cut_partners", first=names(sorted(first)), second=names(sorted(second)), dealer=ordered[0]
            )
        return self._finding(index, law_list(cited), " ".join([head, said, *notes]))

    def _decided_again(self, ordered: list[int]) -> tuple[str, list[LawNumber]]:
        """Partners and dealer decided by a cut again: under the law of three equal cards (Club 19, euchre 14)
        where three cut again, else by their first cards and the cut again between the equal only."""
        laws = self.laws
        first, second = sorted(ordered[:2]), sorted(ordered[2:])
        three = next((g for g in self.groups if len(g) == 3), None)
        tied = [law for law in (laws.two_equal,) if law is not None and any(len(g) != 3 for g in self.groups)]
        if three is None or laws.three_equal is None:
            said = self._says("cut_partners_again", first=names(first), second=names(second), dealer=ordered[0])
            return said, tied
        fourth = next(c for c in ordered if c not in three)
        key: WordingKey = "cut_three_fourth_deals" if fourth == ordered[0] else "cut_three_new_cut_deals"
        pair = sorted(c for c in ordered if c != fourth and (c in first) == (fourth not in first))
        said = self._says(
            key,
            three=names(sorted(three)),
            fourth=fourth,
            pair=names(pair),
            first=names(first),
            second=names(second),
            dealer=ordered[0],
        )
        later = [g for g in self.groups if g is not three]
        if later:
            said += " " + self._again_order(later)
        return said, [laws.three_equal, *tied]

    def _again_order(self, groups: list[tuple[int, ...]] | None = None) -> str:
        """How candidates of equal value were ordered by their cut again."""
        shown = groups if groups is not None else self.groups
        return self._says("cut_again_order", who="; ".join(names(sorted(g)) for g in shown))

    def _finding(self, index: int, laws: tuple[LawNumber, ...] | list[LawNumber], said: str) -> Finding:
        decisions = tuple(dict.fromkeys(d for key in self.said for d in self.table.precedents.get(key, ())))
        self.said = []
        return Finding(FindingKind.CUT, None, index, tuple(laws), said, decisions=decisions)


def cut_findings(case: Case, table: LawTable) -> list[Finding]:
    """A `cut` finding for each cut for the table, partners and deal, read in order."""
    cuts = case.events_of(CutForTable)
    if not cuts or table.cutting is None:
        return []
    state = _Cutting(table, table.cutting)
    return [state.read(i, e) for i, e in cuts]
