"""The Club Code before the deal and around the rubber: the score (11, 12), cutting (13-19), the table (20-25).

Read beside the printed laws (corpus/codes/club-1864.txt); the quotations are the print's. The rulers are
rulers/cutting.py, rulers/admission.py and rulers/score_error.py; candidates are numbered in the order of
the cut's cards.
"""

from __future__ import annotations

from .table import CuttingLaws, ScoreLaws, TableLaws
from .wording import WordingKey

CUTTING = CuttingLaws(
    order="13",  # "The ace is the lowest card."
    low_wins=True,
    selection="16",  # "If there are more than four candidates, the players are selected by cutting"
    partners="16",  # "the two lowest play against the two highest"
    dealer="16",  # "the lowest is the dealer, who has choice of cards and seats"
    same_pack="14",  # "In all cases, every one must cut from the same pack."
    exposed_more="15",  # "Should a player expose more than one card, he must cut again."
    six="17",  # "those who cut the two next lowest cards belong to the table, which is complete with six"
    retirement="17",  # "the candidate who cut the next lowest card, has a prior right to any aftercomer"
    two_equal="18",
    three_equal="19",
)

TABLE_LAWS = TableLaws(
    cutting_out="20",
    highest_out=True,  # 20: "the highest are out"
    declare_in_time="21",
    fresh_tables="22",
    substitute="23",
    cut_into_other="24",
    broken_up="25",
    equal_cards="18",  # equal cards at the line of going out are cut again (the engine's reading of 18)
)

SCORE_LAWS = ScoreLaws(
    corrected="11",  # "such mistake can be corrected prior to the conclusion of the game in which it occurred"
    until_game_concluded=True,  # "such game is not concluded until the trump card of the following deal"
    rubber_amount="12",  # "If an erroneous score, affecting the amount of the rubber, be proved"
)

WORDING: dict[WordingKey, str] = {
    # cutting (13-19)
    "cut_fewer_than_four": "There are only {n} candidates. The laws of cutting select four players from more than"
    " four candidates, or decide partners among four (Law 16); the engine does not rule on a table of fewer.",
    "cut_exposed_more": "Candidate {who} exposed more than one card: he must cut again (Law 15). The others' cards"
    " stand; enter his new card as a cut again.",
    "cut_other_pack": "Candidate {who} cut from another pack: in all cases, every one must cut from the same pack"
    " (Law 14). His cut is not good, and he cuts again from the pack the others cut from; enter his new card as a"
    " cut again.",
    "cut_selected": "The ace is the lowest card (Law 13). There being more than four candidates, the players are"
    " selected by cutting, those first in the room having the preference: candidates {four}, who cut the lowest"
    " cards, play first, and again cut to decide on partners (Law 16).",
    "cut_table_of_six": "Candidates {two}, who cut the next lowest cards, belong to the table, which is complete"
    " with six players (Law 17).",
    "cut_next_in_order": "On the retirement of one of those six players, candidate {next}, who cut the next lowest"
    " card, has a prior right to any aftercomer to enter the table (Law 17).",
    "cut_selection_equal": "Candidates {who} cut cards of equal value at the line of the {line} lowest: two players"
    " cutting cards of equal value cut again (Law 18), and the new cut decides between them only.",
    "cut_partners": "The ace is the lowest card (Law 13): candidates {first}, who cut the two lowest, play against"
    " candidates {second}, the two highest; candidate {dealer}, the lowest, is the dealer, who has choice of cards"
    " and seats, and, having once made his selection, must abide by it (Law 16).",
    "cut_partners_dealer_open": "The ace is the lowest card (Law 13): candidates {first}, who cut the two lowest,"
    " play against candidates {second} (Law 16); but their cards are of equal value, the two lowest, and a fresh"
    " cut is necessary to decide which of those two deals (Law 18): enter it as a cut again.",
    "cut_equal_again": "Candidates {who} cut cards of equal value, not the two highest: they cut again (Law 18);"
    " enter the new cut as a cut again.",
    "cut_equal_three": "Three players, candidates {who}, cut cards of equal value: they cut again; should the fourth"
    " (or remaining) card be the highest, the two lowest of the new cut are partners, the lower of those two the"
    " dealer; should the fourth card be the lowest, the two highest are partners, the original lowest the dealer"
    " (Law 19). Enter the new cut as a cut again.",
    "cut_equal_four": "All four, candidates {who}, cut cards of equal value. Laws 18 and 19 provide for two and for"
    " three cards of equal value, not for four; the engine does not rule on it. Should they cut again, enter it as"
    " a cut again.",
    "cut_equal_settled": "Candidates {who} cut cards of equal value, but they are the two highest: they do not cut"
    " again (Law 18), and are partners.",
    "cut_partners_again": "The ace is the lowest card (Law 13). Ranked by the cards they first cut, and those of"
    " equal value by the cut again between them only (Law 18): candidates {first}, the two lowest, play against"
    " candidates {second}, the two highest; candidate {dealer}, the lowest, is the dealer, who has choice of cards"
    " and seats, and, having once made his selection, must abide by it (Law 16).",
    "cut_three_fourth_deals": "Three players, candidates {three}, cut cards of equal value, and cut again; the"
    " fourth card, candidate {fourth}'s, being the lowest, the two highest of the new cut, candidates {pair}, are"
    " partners, and play against candidates {first}; the original lowest the dealer (Law 19): candidate {dealer}"
    " deals, who has choice of cards and seats, and, having once made his selection, must abide by it (Law 16).",
    "cut_three_new_cut_deals": "Three players, candidates {three}, cut cards of equal value, and cut again; the"
    " fourth (or remaining) card, candidate {fourth}'s, being the highest, the two lowest of the new cut,"
    " candidates {pair}, are partners, the lower of those two the dealer (Law 19): candidate {dealer} deals, who"
    " has choice of cards and seats, and, having once made his selection, must abide by it (Law 16); they play"
    " against candidates {second}.",
    "cut_again_order": "Of those who cut cards of equal value and cut again (candidates {who}), each kept the place"
    " of his first card, and the new cut decided between them only (Law 18).",
    # the table (20-25, 17)
    "admission_late": "The candidate declared his wish to enter only after a player had cut a card. A candidate"
    " wishing to enter a table must declare such intention prior to any of the players having cut a card, either"
    " for the purpose of commencing a fresh rubber, or of cutting out (Law 21): he has no right of entry at this"
    " cut.",
    "admission_claimed": "At the end of the rubber admission was claimed by {claimed}, in time (Law 21):"
    " he who has, or they who have, played a greater number of consecutive rubbers than the others is, or are, out;"
    " when all have played the same number, they must cut to decide upon the out-goers, the highest are out"
    " (Law 20).",
    "admission_longest": "{longest} played the greater number of consecutive rubbers, and go out.",
    "admission_cut": "They cut: {cards}; the highest are out (the ace being the lowest card, Law 13): {out} {goes}"
    " out.",
    "admission_cut_equal": "They cut: {cards}; {equal} cut cards of equal value at the line of going out,"
    " and cut again (Law 18); enter the new cut.",
    "admission_cut_missing": "{cutters} must cut to decide upon {places} out-goer(s), the highest going out"
    " (Law 20); the case gives no cards for that cut, one for each of them in the order N, E, S, W.",
    "admission_more_longest": "Admission was claimed by {claimed}; {longest} have played a greater"
    " number of consecutive rubbers than the others, more players than places claimed. Law 20 does not say which"
    " of them goes out; the engine does not rule on it.",
    "admission_more_than_two": "Admission was claimed by {claimed}. The law of cutting out provides for admission"
    " claimed by any one, or by two candidates (Law 20); the engine does not rule on more.",
    "fresh_table_fresh_fill": "In the formation of fresh tables, those candidates who have neither belonged to, nor"
    " played at any other table have the prior right of entry (Law 22): the {fresh} such candidates fill the"
    " {places} places (if more of them than places, they are selected among themselves by cutting, Law 16), and"
    " the {others} others do not enter.",
    "fresh_table_others_cut": "In the formation of fresh tables, those candidates who have neither belonged to, nor"
    " played at any other table have the prior right of entry; the others decide their right of admission by"
    " cutting (Law 22): the {fresh} such candidates enter, and the {others} others cut for the {left} places left.",
    "substitute_consented": "{seat} quit the table before the conclusion of the rubber. Any one quitting a table"
    " prior to the conclusion of a rubber may, with consent of the other three players, appoint a substitute in"
    " his absence during that rubber (Law 23): the other three consented, and the substitute plays for him until"
    " the rubber is concluded.",
    "substitute_not_consented": "{seat} quit the table before the conclusion of the rubber. He may appoint a"
    " substitute in his absence during that rubber only with consent of the other three players (Law 23), and they"
    " did not all consent: he may not. What then becomes of the rubber the law does not say, and the engine does"
    " not rule on it.",
    "retired_next_candidate": "{seat} retired from the table. On the retirement of one of the six players who belong"
    " to it, the candidate who cut the next lowest card at its formation has a prior right to any aftercomer to"
    " enter the table (Law 17).",
    "cut_into_other_table": "{seat} cut into another table whilst belonging to this one: he loses his right of"
    " re-entry into this table, and takes his chance of cutting in, as if he were a fresh candidate (Law 24).",
    "broken_up_all_enter": "{seat} broke up the table: the remaining players have the prior right to him of entry"
    " into any other (Law 25). The {places} vacancies at the other table admit all {candidates} of them before"
    " him.",
    "broken_up_cut": "{seat} broke up the table: the remaining players have the prior right to him of entry into any"
    " other; there not being sufficient vacancies at the other table ({places}) to admit all {candidates} of them,"
    " they settle their precedence by cutting (Law 25), and he comes after them.",
    # the score (11, 12)
    "score_corrected_in_game": "{who} at event {event} that {side}'s score in this game before the hand was wrong:"
    " {proved}, not {recorded}. If an erroneous score be proved, such mistake can be corrected prior to the"
    " conclusion of the game in which it occurred (Law 11): the game was not concluded, and the hand is scored from"
    " {proved}.",
    "score_game_concluded": "{who} at event {event} that {side}'s score in this game before the hand was wrong:"
    " {proved}, not {recorded}. This hand concluded the game, and the trump card of the following deal was turned"
    " up at event {turned}: such game is then concluded, and the mistake can no longer be corrected (Law 11). The"
    " case does not say the error affects the amount of the rubber (Law 12): the score stands as recorded.",
    "score_rubber_amount": "{who} at event {event} that {side}'s score in this game before the hand was wrong:"
    " {proved}, not {recorded}. The game was concluded when the trump card of the following deal was turned up at"
    " event {turned} (Law 11), but an erroneous score affecting the amount of the rubber can be rectified at any"
    " time during the rubber (Law 12): the hand is scored from {proved}.",
    "score_hand_corrected": "{who} at event {event} that the points of this hand were scored wrong for {side}. The"
    " game was not concluded (it is not until the trump card of the following deal has been turned up), so the"
    " mistake is corrected (Law 11): the score is as the ruling's result gives it.",
    "score_hand_game_concluded": "{who} at event {event} that the points of this hand were scored wrong for {side};"
    " but the hand concluded the game, and the trump card of the following deal was turned up at event {turned}:"
    " the game is concluded and the mistake cannot be corrected (Law 11). The case does not say the error affects"
    " the amount of the rubber (Law 12): the score stands as it was recorded, not as the ruling's result gives it.",
    "score_hand_rubber_amount": "{who} at event {event} that the points of this hand were scored wrong for {side}."
    " The game was concluded at event {turned} (Law 11), but the error affects the amount of the rubber, and can be"
    " rectified at any time during the rubber (Law 12): the score is as the ruling's result gives it.",
    "score_earlier_game_rubber": "{who} at event {event} an error in {side}'s score in an earlier game of the"
    " rubber. That game is concluded (Law 11); but an erroneous score affecting the amount of the rubber can be"
    " rectified at any time during the rubber (Law 12): it is rectified in reckoning the rubber.",
    "score_earlier_game_stands": "{who} at event {event} an error in {side}'s score in an earlier game of the"
    " rubber. Such a mistake can be corrected only prior to the conclusion of the game in which it occurred"
    " (Law 11), and that game is concluded; only an error affecting the amount of the rubber can be rectified at"
    " any time during the rubber (Law 12), and the case does not say this one does: it stands.",
    "score_rubber_over": "{who} at event {event} an error in {side}'s score; but this hand concluded the rubber, and"
    " the trump card of the following deal was turned up at event {turned}: an erroneous score can be rectified"
    " only during the rubber (Laws 11, 12), and the score stands.",
    "score_proved_not_a_score": "{who} at event {event} that {side}'s score was {proved}; a game consists of {game}"
    " points, and a score of {proved} before a hand cannot be: the score stands as recorded (Law 11).",
}

# The decisions of the books a sentence above rests on (McIntosh's examples and notes under the laws).
PRECEDENTS: dict[WordingKey, tuple[str, ...]] = {
    "cut_equal_again": ("mcintosh-18-1",),
    "cut_partners_dealer_open": ("mcintosh-18-1", "mcintosh-19-1"),
    "cut_equal_three": ("mcintosh-19-1",),
    "cut_three_fourth_deals": ("mcintosh-19-1",),
    "cut_three_new_cut_deals": ("mcintosh-19-1",),
    "cut_partners_again": ("mcintosh-18-1",),
    "cut_other_pack": ("mcintosh-14-1",),
    "substitute_consented": ("mcintosh-17-1",),
    "substitute_not_consented": ("mcintosh-17-1",),
    "retired_next_candidate": ("mcintosh-17-1",),
    "cut_into_other_table": ("mcintosh-24-2", "mcintosh-24-3"),
    "score_earlier_game_rubber": ("mcintosh-12-1",),
    "score_hand_rubber_amount": ("mcintosh-12-1",),
    "score_rubber_amount": ("mcintosh-12-1",),
}
