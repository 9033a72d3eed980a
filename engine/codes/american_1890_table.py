"""The American laws before the deal: how four persons form a table and cut for partners and the deal (1, 2).

The American laws have none on the table after it is formed, or on an error in the score: a `table` or
`score_error` event is answered `not_covered`. Read beside corpus/codes/american-1890.txt.
"""

from __future__ import annotations

from .table import CuttingLaws
from .wording import WordingKey

CUTTING = CuttingLaws(
    order="1",  # "In cutting the ace is low"
    low_wins=True,
    selection="1",  # "Four persons out of any number, either by agreement or by cutting or drawing lower cards"
    partners="1",  # "the two highest play against the two lowest"
    dealer="2",  # "The first dealer is that player of the four who has cut or drawn the lowest card."
    by_agreement=True,  # "These four may agree, or cut to decide, who shall be partners."
)

WORDING: dict[WordingKey, str] = {
    "cut_fewer_than_four": "There are only {n} candidates. Four persons form a table (Law 1); the engine does not"
    " rule on a table of fewer.",
    "cut_selected": "Four persons out of any number, either by agreement or by cutting or drawing lower cards than"
    " other candidates, form a table; in cutting the ace is low (Law 1): candidates {four}, who cut the lowest"
    " cards, form the table. These four may agree, or cut to decide, who shall be partners (Law 1).",
    "cut_partners": "In cutting the ace is low; and the two highest play against the two lowest (Law 1): candidates"
    " {first}, who cut the two lowest, play against candidates {second}; candidate {dealer}, who cut the lowest"
    " card, is the first dealer (Law 2). The four might instead have agreed who should be partners (Law 1).",
    "cut_partners_dealer_open": "In cutting the ace is low; and the two highest play against the two lowest (Law 1):"
    " candidates {first}, who cut the two lowest, play against candidates {second}. Their cards are of equal value:"
    " the first dealer is the player who has cut the lowest card (Law 2), and the laws do not say how equal cards"
    " are decided; it is for the players to agree, and should they cut again, enter it as a cut again.",
    "cut_equal_no_law": "Candidates {who} cut cards of equal value where it matters. The American laws do not say how"
    " equal cards are decided: the four may agree (Law 1), and the engine does not rule on it; should they cut"
    " again, enter it as a cut again.",
    "cut_partners_again": "In cutting the ace is low; and the two highest play against the two lowest (Law 1)."
    " Ranked by the cards they first cut, and those of equal value by the cut again between them only, which the"
    " engine takes as their agreement (Law 1): candidates {first}, the two lowest, play against candidates"
    " {second}; candidate {dealer}, the lowest, is the first dealer (Law 2).",
    "cut_again_order": "Of those who cut cards of equal value and cut again (candidates {who}), each kept the place"
    " of his first card, and the new cut decided between them only, which the engine takes as their agreement (Law"
    " 1).",
    "table_no_law": "{what}: the American laws say only how four persons form a table and cut for partners (Law 1),"
    " and have no law on this; the engine does not rule on it.",
    "score_no_law": "{who} at event {event} an error in {side}'s score. The American laws have no law on an error in"
    " the score; the engine does not rule on it.",
}
