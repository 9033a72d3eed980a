"""The laws the case format's descriptions cite, read from each code's table: the schema words them per code.

A description that names a law says `{laws}` where the law stands, and its `cites` is one of these; the schema
(schema.py) writes there each code's own numbers ("Law 74 of the Club Code, 8 of the American laws, 65 of
euchre"), so no description holds one code's number for all three. A code without the law gives none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..codes.keys import RuleKey
    from ..codes.law_number import LawNumber
    from ..codes.table import LawTable, PenaltyRule


def _laws(rule: PenaltyRule | None) -> Sequence[LawNumber]:
    return rule.laws if rule is not None else ()


def _own(table: LawTable, key: RuleKey) -> Sequence[LawNumber]:
    return _laws(table.rule_if(key))


def revoke_question(table: LawTable) -> Sequence[LawNumber]:
    """The partner asked whether he has none of the suit (Club 74, American 8, euchre 65)."""
    return (table.revoke.question,)


def false_lead_taken_back(table: LawTable) -> Sequence[LawNumber]:
    """A lead out of turn pointed out: the cards played to it taken back (Club 63, American 14, euchre 53)."""
    return table.false_lead_followed.laws


def attention_to_trick(table: LawTable) -> Sequence[LawNumber]:
    return table.attention_to_trick.laws


def cards_mixed(table: LawTable) -> Sequence[LawNumber]:
    """The played cards mixed before a revoke claimed is proved (Club 77, euchre 67)."""
    return (table.revoke.mixed,)


def imperfect_trick(table: LawTable) -> Sequence[LawNumber]:
    """A trick without a player's card (Club 69; euchre 60, a trick a player omitted to play to)."""
    return _laws(table.imperfect_trick) or _own(table, "omitted_to_play")


def card_mixed_with_trick(table: LawTable) -> Sequence[LawNumber]:
    return _laws(table.card_mixed_with_trick) or _own(table, "card_mixed_with_trick")


def trump_stands(table: LawTable) -> Sequence[LawNumber]:
    """Euchre 80: the adversaries may elect that a trump ordered up after passing be played."""
    return _own(table, "ordered_after_passing")


def alone_stands(table: LawTable) -> Sequence[LawNumber]:
    """Euchre 100: the adversaries may elect that the lone player play alone after all."""
    return _own(table, "partner_played_first_lead")
