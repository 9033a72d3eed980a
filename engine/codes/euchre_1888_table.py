"""The Laws of Euchre before the deal and around the rubber: the score (5, 6), cutting (8-14), the table (15-21).

Read beside the printed laws (corpus/codes/euchre-1888.txt); the quotations are the print's. The rulers are
rulers/cutting.py, rulers/admission.py and rulers/score_error.py; candidates are numbered in the order of
the cut's cards.
"""

from __future__ import annotations

from .table import CuttingLaws, ScoreLaws, TableLaws
from .wording import WordingKey

CUTTING = CuttingLaws(
    order="8",  # "The knave is the highest card, then the ace, king, etc."
    low_wins=False,
    knave_highest=True,
    selection="11",  # "The four who cut the highest cards play first, and again cut to decide on partners."
    partners="11",  # "The two highest play against the two lowest."
    dealer="11",  # "The highest is the dealer, who has choice of cards, seats, and counters"
    same_pack="9",
    exposed_more="10",
    six="12",  # "those who cut the fifth and sixth highest cards belong to the table"
    two_equal="13",
    three_equal="14",
)

TABLE_LAWS = TableLaws(
    cutting_out="15",
    highest_out=False,  # 15: "the lowest going out"
    declare_in_time="16",
    fresh_tables="17",
    substitute="18",
    cut_into_other="20",
    broken_up="21",
    left_full_table="19",
    equal_cards="13",
)

SCORE_LAWS = ScoreLaws(
    corrected="5",  # "An error in the score can be rectified at any time before the trump card is turned in the next deal."
    until_game_concluded=False,
    announced="6",  # "Points should be announced before scoring."
)

WORDING: dict[WordingKey, str] = {
    # cutting (8-14)
    "cut_fewer_than_four": "There are only {n} candidates. The laws of cutting select four players from more than"
    " four candidates, or decide partners among four (Law 11); the engine does not rule on a table of fewer.",
    "cut_exposed_more": "Candidate {who} exposed more than one card: he must cut again (Law 10). The others' cards"
    " stand; enter his new card as a cut again.",
    "cut_other_pack": "Candidate {who} cut from another pack: in all cases every one must cut from the same pack"
    " (Law 9). His cut is not good, and he cuts again from the pack the others cut from; enter his new card as a"
    " cut again.",
    "cut_selected": "The knave is the highest card, then the ace, king, etc. (Law 8). There being more than four"
    " candidates, the players are selected by cutting, those first in the room having the preference: candidates"
    " {four}, who cut the highest cards, play first, and again cut to decide on partners (Law 11).",
    "cut_table_of_six": "Candidates {two}, who cut the fifth and sixth highest cards, belong to the table (Law 12).",
    "cut_selection_equal": "Candidates {who} cut cards of equal value at the line of the {line} highest: two players"
    " cutting cards of equal value cut again (Law 13), and the new cut decides between them only.",
    "cut_partners": "The knave is the highest card (Law 8): candidates {first}, who cut the two highest, play against"
    " candidates {second}, the two lowest; candidate {dealer}, the highest, is the dealer, who has choice of cards,"
    " seats, and counters; and having once made his selection, he must abide by it (Law 11).",
    "cut_partners_dealer_open": "The knave is the highest card (Law 8): candidates {first}, who cut the two highest,"
    " play against candidates {second} (Law 11). Their cards are of equal value, but they are the two highest, and"
    " they do not cut again (Law 13); the highest is the dealer (Law 11), and which of these two deals the laws do"
    " not say: it is for them to agree, and should they cut again, enter it as a cut again.",
    "cut_equal_again": "Candidates {who} cut cards of equal value, neither the two lowest nor the two highest: they"
    " cut again (Law 13); enter the new cut as a cut again.",
    "cut_equal_three": "Three players, candidates {who}, cut cards of equal value: they cut again; should the fourth"
    " (or remaining) card be the highest, the two lowest of the new cut are partners, and their opponents have the"
    " deal; should the fourth card be the lowest, the two highest of the new cut are partners, and have the deal"
    " and choice of seats (Law 14). The engine reads the dealer of the side that has the deal as its higher card"
    " (Law 11). Enter the new cut as a cut again.",
    "cut_equal_four": "All four, candidates {who}, cut cards of equal value. Laws 13 and 14 provide for two and for"
    " three cards of equal value, not for four; the engine does not rule on it. Should they cut again, enter it as"
    " a cut again.",
    "cut_equal_settled": "Candidates {who} cut cards of equal value, but they are the two lowest: they do not cut"
    " again (Law 13), and are partners.",
    "cut_partners_again": "The knave is the highest card, then the ace, king, etc. (Law 8). Ranked by the cards"
    " they first cut, and those of equal value by the cut again between them only (Law 13): candidates {first},"
    " the two highest, play against candidates {second}, the two lowest; candidate {dealer}, the highest, is the"
    " dealer, who has choice of cards, seats, and counters; and having once made his selection, he must abide by"
    " it (Law 11).",
    "cut_three_fourth_deals": "Three players, candidates {three}, cut cards of equal value, and cut again; the"
    " fourth (or remaining) card, candidate {fourth}'s, being the highest, the two lowest of the new cut,"
    " candidates {pair}, are partners, and their opponents have the deal (Law 14): candidates {first} play against"
    " them, and the fourth, candidate {dealer}, the highest of the first cut, is the dealer (Law 11).",
    "cut_three_new_cut_deals": "Three players, candidates {three}, cut cards of equal value, and cut again; the"
    " fourth card, candidate {fourth}'s, being the lowest, the two highest of the new cut, candidates {pair}, are"
    " partners, and have the deal and choice of seats, etc. (Law 14): the engine reads the dealer as the higher of"
    " those two, candidate {dealer} (Law 11), and they play against candidates {second}.",
    "cut_again_order": "Of those who cut cards of equal value and cut again (candidates {who}), each kept the place"
    " of his first card, and the new cut decided between them only (Law 13).",
    # the table (15-21)
    "admission_late": "The candidate declared his wish to enter only after a player had cut a card. A candidate"
    " wishing to enter a table must declare such intention before any of the players have cut a card, either for"
    " the purpose of commencing a new rubber, or of cutting out (Law 16): he has no right of entry at this cut.",
    "admission_claimed": "At the end of the rubber admission was claimed by {claimed}, in time (Law 16):"
    " he who has, or they who have, played a greater number of consecutive rubbers than the others, is or are out;"
    " when all have played the same number, they must cut to decide on the out-goers, the lowest going out"
    " (Law 15).",
    "admission_longest": "{longest} played the greater number of consecutive rubbers, and go out.",
    "admission_cut": "They cut: {cards}; the lowest go out (the knave being the highest card, Law 8): {out} {goes}"
    " out.",
    "admission_cut_equal": "They cut: {cards}; {equal} cut cards of equal value at the line of going out,"
    " and cut again (Law 13); enter the new cut.",
    "admission_cut_missing": "{cutters} must cut to decide on {places} out-goer(s), the lowest going out"
    " (Law 15); the case gives no cards for that cut, one for each of them in the order N, E, S, W.",
    "admission_more_longest": "Admission was claimed by {claimed}; {longest} have played a greater"
    " number of consecutive rubbers than the others, more players than places claimed. Law 15 does not say which"
    " of them goes out; the engine does not rule on it.",
    "admission_more_than_two": "Admission was claimed by {claimed}. The law of cutting out provides for admission"
    " claimed by any one, or by two candidates (Law 15); the engine does not rule on more.",
    "fresh_table_fresh_fill": "In the formation of fresh tables, those candidates who have neither belonged to nor"
    " played at any other table, have the prior right of entry (Law 17): the {fresh} such candidates fill the"
    " {places} places (if more of them than places, they are selected among themselves by cutting, Law 11), and"
    " the {others} others do not enter.",
    "fresh_table_others_cut": "In the formation of fresh tables, those candidates who have neither belonged to nor"
    " played at any other table, have the prior right of entry; the others decide their right of admission by"
    " cutting (Law 17): the {fresh} such candidates enter, and the {others} others cut for the {left} places left.",
    "substitute_consented": "{seat} quit the table before the conclusion of the rubber. Any one quitting a table"
    " prior to the conclusion of a rubber may, with the consent of the other three players, appoint a substitute"
    " in his absence during that rubber (Law 18): the other three consented, and the substitute plays for him until"
    " the rubber is concluded.",
    "substitute_not_consented": "{seat} quit the table before the conclusion of the rubber. He may appoint a"
    " substitute in his absence during that rubber only with the consent of the other three players (Law 18), and"
    " they did not all consent: he may not. What then becomes of the rubber the law does not say, and the engine"
    " does not rule on it.",
    "retired_after_one_rubber": "{seat} left a full table after he had played but one of the two consecutive"
    " rubbers to which he is entitled: the candidate next in order for entrance to the table takes his place, but"
    " must go out at the end of one rubber, as his predecessor would have done (Law 19).",
    "retired_not_provided": "{seat} left the table having played {rubbers} consecutive rubber(s) there. Law 19"
    " provides for a player who leaves a full table after he has played but one of the two consecutive rubbers to"
    " which he is entitled; for this the laws say nothing, and the engine does not rule on who takes his place.",
    "cut_into_other_table": "{seat} cut into another table while belonging to this one: he loses his right of"
    " re-entry into this table, and takes his chance of cutting in as if he were a fresh candidate (Law 20).",
    "broken_up_all_enter": "{seat} broke up the table: the remaining players have the prior right to him of entry"
    " into any other (Law 21). The {places} vacancies at the other table admit all {candidates} of them before"
    " him.",
    "broken_up_cut": "{seat} broke up the table: the remaining players have the prior right to him of entry into any"
    " other; there not being vacancies at the other table ({places}) for all {candidates} of them, they settle"
    " their precedence by cutting (Law 21), and he comes after them.",
    # the score (5, 6)
    "score_rectified_in_time": "{who} at event {event} that the points of this hand were scored wrong for {side}. An"
    " error in the score can be rectified at any time before the trump card is turned in the next deal (Law 5):"
    " it was proved before, and is rectified; the score is as the ruling's result gives it.",
    "score_too_late_next_trump": "{who} at event {event} that the points of this hand were scored wrong for {side};"
    " but the trump card was turned in the next deal at event {turned}. An error in the score can be rectified only"
    " before then (Law 5): the score stands as it was recorded.",
    "score_too_late_this_deal": "{who} at event {event} an error in {side}'s score made before this hand. An error in"
    " the score can be rectified at any time before the trump card is turned in the next deal (Law 5); the trump"
    " card of this deal, the deal after the error, has been turned: the score stands as recorded.",
    "points_unannounced": "{side} scored their points without announcing them: points should be announced before"
    " scoring (Law 6). The law gives no penalty; the points are as the hand gives them.",
}
