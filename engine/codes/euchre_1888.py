"""The Laws of Euchre adopted by the Somerset Club of Boston, March 1, 1888 (Leeds and Dwight): the law table.

Read beside the printed laws (corpus/codes/euchre-1888.txt). Each entry says which law governs a point,
what the innocent side may choose, who chooses and until when; the words quoted are the print's. Where
the engine takes a reading the laws leave open, the entry says so and docs/engine.md ("Euchre") explains
it. The laws euchre shares with whist (the lead out of turn, exposed cards, the revoke) fill the shared
fields under their euchre numbers; the making, the discard, the lone hand and the deal are in `rules`.
"""

from __future__ import annotations

from ..format.vocabulary import EventKind, OptionId
from . import euchre_1888_pack as pack
from . import euchre_1888_table as around
from . import read_out
from .keys import RuleKey
from .law_number import LawNumber
from .table import EuchreTable, HandPoints, OptionRule, PenaltyRule, RevokeRule, Scoring
from .wording import WordingKey

CODE = "euchre-1888"
NAME = "the Laws of Euchre of 1888"

# Laws 1-7: the rubber and the score. Laws 2 and 3 (points of a hand) are in POINTS.
SCORING = Scoring(
    game=5,  # 2: "A game consists of five points."
    trick_base=0,  # (whist only) euchre does not count tricks above a book: see POINTS
    honours=(),  # euchre scores no honours
    honours_barred_at=None,
    game_values=((0, 2), (4, 1)),  # 7: "Each game won counts one unless the losing side has failed to score"
    rubber_games=3,  # 1 and Technical Terms: the rubber "consists of three games" (a fourth if the third laps)
    rubber_points=2,  # 7: "Two additional points are taken by the side winning the rubber."
    losers_game_deducted=False,  # 7 says nothing of deducting the losers' games
    cite={
        "rubber": "1",
        "game": "2",
        "tricks": "2",
        "lone": "3",
        "precedence": "4",
        "game_value": "7",
        "rubber_points": "7",
        "lap": "1",
    },
)

POINTS = HandPoints(
    point=1,  # 2, 3: "three or four tricks, they score one"
    march=2,  # 2: "take five tricks, they score two"
    euchre=2,  # 2: "If they fail to take three tricks they are euchred, and the adversaries score two."
    lone_march=4,  # 3: "When a player plays alone and takes five tricks, he scores four"
    lone_euchre=4,  # 3: "If he fails to take three tricks he is euchred, and the adversaries score four."
    lone_abandoned=5,  # 50: an adversary abandons his hand: "the party playing alone scores five points"
    lone_march_partner_exposed=2,  # 102: "his partner can score only two points, should he take every trick"
    cite={"point": "2", "lone": "3", "abandoned": "50", "partner_exposed": "102"},
)

# Laws 62-71: the revoke. The penalty is points (63), not the whist options; reading: the adversaries
# of the revoking side score them, before anything else (4: "takes precedence of all other scores").
LONE_REVOKE = OptionRule(OptionId.ADD_POINTS, ("63", "4"), "score the five points of a revoke in a lone hand", n=5)

REVOKE = RevokeRule(
    defined="62",  # "Is when a player, holding one or more cards of the suit led, plays a card of a different suit."
    penalty=PenaltyRule(
        laws=("63",),
        says="the penalty of a revoke is three points, except in the case of a lone hand, when it is five",
        options=(OptionRule(OptionId.ADD_POINTS, ("63", "4"), "score the three points of the revoke", n=3),),
        chooser="the adversaries of the revoking side",
        until="claimed before the cards are cut for the next deal (68)",
    ),
    per_revoke="63",  # "the penalty may be claimed as often as the revoke is repeated in the hand"
    precedence=("4",),  # "The penalty of a revoke takes precedence of all other scores."
    established="64",  # trick turned and quitted, or the revoking side leads or plays to the following trick
    question="65",  # the partner's question before the trick is quitted saves it, unless answered "none"
    search="66",  # "At the end of the hand the claimants of a revoke may search all the tricks."
    corrected=PenaltyRule(
        laws=("69",),
        says="if a player discover his mistake in time to save a revoke, the adversaries may call the card"
        " played in error",
        options=(OptionRule(OptionId.CALL_CARD, ("69",), "call the card played in error"),),
        until="until the card is played (56)",
    ),
    mixed="67",  # the accused side mixing the cards before they are examined establishes the revoke claimed
    claim_until_cut="68",  # "A revoke cannot be claimed after the cards are cut for the next deal."
    played_out="70",  # the revoking side may require the hand to be played out
    both_sides="71",  # "An equal number of revokes on different sides cancel each other."
    cap=None,  # euchre has no cap on the revoking side's score (the Club Code's 82)
    cap_score=5,
    partners_may_consult=None,  # one penalty, so nothing to consult on (85 concerns a choice of two)
    in_lone_hand=LONE_REVOKE,
    partner_may_withdraw=False,  # 69: "those who played after him, except his partner"
)

LEAD_OUT_OF_TURN = PenaltyRule(
    laws=("52",),
    says="the adversaries may either call the card erroneously led, or may call a suit from him or his partner"
    " when it is next the turn of either to lead",
    options=(
        OptionRule(OptionId.CALL_CARD, ("52",), "call the card erroneously led"),
        OptionRule(OptionId.CALL_SUIT, ("52",), "call a suit when the offender or his partner next leads"),
    ),
    until="the suit at the next lead of the offender or his partner; the card until it is played (56)",
    consulting_loses=True,  # 85
)

FALSE_LEAD_FOLLOWED = PenaltyRule(
    laws=("53",),
    says="if the other three have followed him, the trick is complete, and the error cannot be rectified",
)

THIRD_BEFORE_SECOND = PenaltyRule(
    laws=("58",), says="should the third hand play before the second, the fourth may play before his partner"
)

FOURTH_BEFORE_PARTNER = PenaltyRule(
    laws=("59",),
    says="should the third hand not have played, and the fourth hand play before his partner, the latter may"
    " be called on to win or lose the trick",
    options=(
        OptionRule(OptionId.CALL_WIN, ("59",), "call on the fourth hand's partner to win the trick"),
        OptionRule(OptionId.CALL_LOSE, ("59",), "call on the fourth hand's partner to lose the trick"),
    ),
    until="before the fourth hand's partner plays to that trick",
    consulting_loses=True,
)

FOURTH_BEFORE_THIRD = PenaltyRule(
    laws=("58", "59"), says="the laws give a penalty only where the fourth hand plays before his partner (59)"
)

EXPOSED = PenaltyRule(
    laws=("46",),
    says="all exposed cards are liable to be called, and must be left on the table",
    options=(OptionRule(OptionId.CALL_CARD, ("46", "56"), "call the exposed card"),),
    until="until the card is played (56)",
)

NOT_EXPOSED = PenaltyRule(
    laws=("46",), says="a card is not an exposed card when dropped on the floor or elsewhere below the table"
)

LOWERED_HAND = PenaltyRule(
    laws=("46", "46.II"),
    says="any card dropped face upwards, or in any way exposed on or above the table",
    options=(OptionRule(OptionId.CALL_CARD, ("46", "56"), "call the cards seen above the table"),),
    until="until each card is played (56)",
)

WINNING_CARDS_WITHOUT_WAITING = PenaltyRule(
    laws=("47",),
    says="his partner may be called on to win, if he can, the first or any other of those tricks, and the"
    " other cards thus improperly played are exposed cards",
    options=(
        OptionRule(OptionId.CALL_WIN, ("47",), "call on his partner to win the trick"),
        OptionRule(OptionId.CALL_CARD, ("47", "46"), "call the card played before its turn, an exposed card"),
    ),
    until="the call to win before the partner plays to that trick; the card until it is played (56)",
)

DETACHED = PenaltyRule(
    laws=("51",),
    says="a card detached from the rest of the hand is liable to be called if either of the adversaries can name it",
    options=(OptionRule(OptionId.CALL_CARD, ("51",), "name and call the detached card"),),
)

WRONG_CARD_NAMED = PenaltyRule(
    laws=("51",),
    says="should an adversary name a wrong card, he is liable to have a suit called when he or his partner next lead",
    options=(OptionRule(OptionId.CALL_SUIT, ("51",), "call a suit when that player or his partner next leads"),),
    until="the next lead of that player or his partner",
)

# No law lets a card played be taken back except to save a revoke (69); the card was seen: 46 II.
CARD_TAKEN_BACK = PenaltyRule(
    laws=("46.II",),
    says="a card shown on the table and taken back is in any way exposed on or above the table",
    options=(OptionRule(OptionId.CALL_CARD, ("46", "56"), "call the card taken back"),),
    until="until the card is played (56)",
)

# No law of euchre speaks to it; the Preface says the whist law was applied to the lead out of turn (52),
# so the engine follows the whist decision (Clay's Case 9): the adversaries keep their option.
HURRIED_LEAD = PenaltyRule(
    laws=("52", "46"),
    says="a card led at once by the offender's partner, before the adversaries could choose their penalty",
    options=(OptionRule(OptionId.CALL_CARD, ("52", "46"), "call the card put down in haste"),),
    until="until the card is played (56)",
)

CALL_DISOBEYED = PenaltyRule(
    laws=("54",),
    says="a player liable to have his highest or lowest called who fails to play as desired, or who, called on"
    " to lead one suit, leads another having it, incurs the penalty of a revoke",
    options=REVOKE.penalty.options,
)

WIN_CALL_DISOBEYED = PenaltyRule(
    laws=("59", "83"), says="the laws name no penalty for failing to win or lose a trick as called"
)

CARD_CALL_DISOBEYED = PenaltyRule(
    laws=("56", "54"), says="the call for an exposed card can be repeated until such card has been played"
)

ATTENTION_TO_TRICK = PenaltyRule(
    laws=("83",),
    says="the adversaries may require that opponent's partner to play his highest or lowest of the suit led,"
    " or to win or lose the trick",
    options=(
        OptionRule(OptionId.CALL_HIGHEST, ("83",), "require the partner's highest card of the suit led"),
        OptionRule(OptionId.CALL_LOWEST, ("83",), "require the partner's lowest card of the suit led"),
        OptionRule(OptionId.CALL_WIN, ("83",), "require the partner to win the trick"),
        OptionRule(OptionId.CALL_LOSE, ("83",), "require the partner to lose the trick"),
    ),
    until="before the partner plays to that trick",
    consulting_loses=True,
)

HONOURS_CLAIM = PenaltyRule(laws=("2",), says="euchre scores tricks only: there are no honours")

WRONG_NUMBER_OF_CARDS = PenaltyRule(
    laws=("90",),
    says="should any player have more or less than five cards, the deal holds good, and the party so"
    " offending forfeits two if all four are playing, and four if a lone hand is played; they also are not"
    " entitled to score any point or points they may have made on that hand",
)


def _rule(laws: tuple[LawNumber, ...], says: str, *options: OptionRule, until: str = "") -> PenaltyRule:
    return PenaltyRule(laws=laws, says=says, options=options, until=until, consulting_loses=len(options) > 1)


CALL_FOUR = (
    OptionRule(OptionId.CALL_HIGHEST, ("89",), "require the dealer's highest card of the suit led"),
    OptionRule(OptionId.CALL_LOWEST, ("89",), "require the dealer's lowest card of the suit led"),
    OptionRule(OptionId.CALL_WIN, ("89",), "require the dealer to win the trick"),
    OptionRule(OptionId.CALL_LOSE, ("89",), "require the dealer to lose the trick"),
)

RULES: dict[RuleKey, PenaltyRule] = {
    # Laws 74-82: making the trump.
    "no_bidding": _rule(("2", "3", "74", "77"), "the case records no declaration making the trump"),
    "play_before_made": _rule(("74", "75", "76", "77"), "the trump is made before the first lead"),
    "declared_after_play": _rule(("74", "77"), "the trump is made before the first lead"),
    "suit_named_in_first_round": _rule(
        ("74", "75", "76", "77"), "a suit is named only after all four have passed the card turned up"
    ),
    "declared_out_of_turn": _rule(
        ("82",), "no player can take away another's right by passing, ordering up, or assisting, out of turn"
    ),
    "dealer_out_of_turn": _rule(
        ("82",),
        "should the dealer turn down the trump card, or on the second round throw his cards on the table, such"
        " action is binding on his partner",
    ),
    "ordered_after_passing": _rule(
        ("80",),
        "should a player pass, and then attempt to assist, or order up the trump, his partner also must pass;"
        " the adversaries, however, may elect that it shall be played",
        OptionRule(OptionId.TRUMP_STANDS, ("80",), "elect that the trump so ordered shall be played"),
        until="before the trump is otherwise made and before the first lead",
    ),
    "named_after_passing": _rule(
        ("79",),
        "should the player, after naming the suit turned down, or passing, mention the suit he intended to make"
        " trumps, his partner also must pass",
    ),
    "partner_must_pass": _rule(("79", "80", "82"), "a player bound to pass by his partner's act"),
    "turned_down_suit_named": _rule(("78",), "should he name the suit turned down, he is considered to have passed"),
    "suit_changed": _rule(("78",), "should the player entitled to make a trump name a suit, he cannot change"),
    "declared_after_made": _rule(("74", "75", "76", "77", "78"), "the trump once made, declarations end"),
    "partner_did_not_hear": _rule(
        ("81",),
        "should a player make a declaration, and his partner not hear it and pass, the declaration is not invalidated",
    ),
    "after_all_passed": _rule(("77",), "should all pass again, the deal is at an end, and the next player deals"),
    "all_passed": _rule(("77",), "should all pass again, the deal is at an end, and the next player deals"),
    # Laws 93-105: playing alone.
    "lone_not_entitled": _rule(
        ("93", "95"),
        "a player may play alone when he or his partner makes the trump, provided he has not passed; not when"
        " he or his partner is ordered up, when his adversaries make the trump, or if he has exposed a card",
    ),
    "lone_too_late": _rule(
        ("96", "97", "98"),
        "a single declaration must be made, before naming the trump; the dealer must announce it before"
        " quitting his discard; any other declaration precludes a lone hand",
    ),
    "lone_taken_after_passing": _rule(
        ("93", "99"),
        "a player may play alone when his partner makes the trump, provided he has not passed; should the partner"
        " of the player playing alone offer to take it from him after he has himself passed, neither can play alone",
    ),
    "lone_partner_too_late": _rule(
        ("99",),
        "should the partner of the player playing alone offer to take it from him after a lead has been made,"
        " or after he has himself passed, neither can play alone",
    ),
    "partner_played_first_lead": _rule(
        ("100",),
        "should his partner play upon the first lead, the player loses his right to play the hand alone, and"
        " must play it with his partner, unless his adversaries elect that he play it alone",
        OptionRule(OptionId.ALONE_STANDS, ("100",), "elect that he play the hand alone"),
        until="before the second trick is led (the engine's reading)",
    ),
    "partner_exposed": _rule(
        ("101", "102"),
        "should a player expose the face of any of his cards, his partner can score only two points, should he"
        " take every trick; but in case of a euchre the adversaries score four",
    ),
    "partner_out": _rule(
        ("101", "105"),
        "his partner must place his own cards on the table face downwards, and not again take them up; the"
        " opposing hands can be called by the player playing alone",
    ),
    "lone_exposed": _rule(("104",), "a player playing alone is liable to no penalty for simply exposing a card"),
    "lone_extra_card": _rule(
        ("104", "61"),
        "a player playing alone is liable to no penalty for simply exposing a card; a player who plays two cards to"
        " the same trick is answerable for all the consequent revokes he may have made",
    ),
    "lone_led_out_of_turn": _rule(
        ("104",),
        "should he lead out of turn, the card is an exposed card, and can be called",
        OptionRule(OptionId.CALL_CARD, ("104", "46"), "call the card led out of turn"),
        until="until the card is played (56)",
    ),
    "out_of_turn_to_lone_lead": _rule(
        ("105",),
        "should an adversary play out of turn to the lead of a lone hand, both opposing hands must be laid on"
        " the table, and can be called by the player playing alone",
        OptionRule(OptionId.CALL_CARD, ("105",), "call any card of the hands laid on the table"),
        until="until the cards are played (56)",
    ),
    "lone_abandoned": _rule(
        ("50",),
        "in a lone hand, should either adversary abandon his hand, the party playing alone scores five points",
    ),
    # Laws 86-90: the discard.
    "discard_by_other": _rule(("86",), "should the card turned up be made the trump, the dealer must discard"),
    "discard_not_due": _rule(("86",), "should the card turned up be made the trump, the dealer must discard"),
    "discard_changed": _rule(
        ("86",),
        "the discard is not complete until the dealer has placed the card under the pack and quitted"
        " it; after which he cannot change",
    ),
    "discard_after_playing": _rule(("86", "90"), "the dealer must at once discard one card"),
    "led_before_discard": _rule(
        ("87",),
        "should the eldest hand lead before the discard is completed, the lead stands, and the dealer can change"
        " his discard if he wishes",
    ),
    "turn_up_discarded": _rule(("88",), "the trump card cannot be discarded"),
    "lone_led_before_discard": _rule(
        ("89",),
        "should the third hand play alone, and the second player lead before the dealer has discarded, the"
        " latter can be called on to play his highest or lowest of the suit led, or to win or lose the trick",
        *CALL_FOUR,
        until="before the dealer plays to that trick",
    ),
    "neglected_discard": _rule(
        ("90",),
        "should the dealer neglect to discard before playing, the deal holds good, and the party so offending"
        " forfeits two if all four are playing, and four if a lone hand is played",
    ),
    # Laws 33-45: the deal; 60, 61: cards played in error; 48, 49: hands thrown down.
    "pack_imperfect": _rule(
        ("33",),
        "there must be a new deal by the same dealer if during the deal or during the play of the hand the pack"
        " be found to be incorrect or imperfect; but all points scored on previous hands stand",
    ),
    "card_faced_in_pack": _rule(
        ("34",), "if any card be found faced in the pack before a lead is made, there must be a new deal"
    ),
    "card_exposed": _rule(
        ("35", "36", "37"),
        "if, while dealing, a card be exposed by the dealer or his partner, the adversaries can call for a new"
        " deal, provided that neither of them has touched the cards; a card exposed by either adversary gives"
        " that claim to the dealer, provided that his partner has not touched the cards",
        OptionRule(OptionId.NEW_DEAL, ("35",), "call for a new deal"),
        until="before the deal is complete and play begins (37: reasonable time to decide)",
    ),
    "adversary_cards": _rule(
        ("38",),
        "a deal made with the adversaries' cards is good, provided that the trump card has been turned; if not,"
        " a new deal may be claimed",
        OptionRule(OptionId.NEW_DEAL, ("38",), "claim a new deal"),
    ),
    "deal_out_of_turn": _rule(
        ("40",),
        "a deal out of turn can be stopped, if the error be discovered before the trump card is turned;"
        " otherwise the deal stands",
    ),
    "misdeal": _rule(
        ("41", "42", "43", "44", "45"),
        "a misdeal loses the deal; it is a misdeal unless five cards are dealt to each player, or unless the"
        " dealer give two and three (or three and two) in the rounds of the deal",
    ),
    "two_cards_to_one_hand": _rule(
        ("42.II", "41"),
        "it is a misdeal unless the dealer begin by giving two cards to each player in turn in the first round"
        " of the deal, and three in the second, or vice versa",
    ),
    "pack_not_cut": _rule(("29",), "the player on the dealer's right cuts the pack"),
    "dealer_counted_cards": _rule(
        ("41", "42"), "a misdeal is five cards not dealt to each, or the rounds not two and three"
    ),
    "omitted_to_play": _rule(
        ("60",),
        "should any one have omitted playing to a former trick, and such error be not discovered till he has"
        " played to the next, the adversaries may claim a new deal",
        OptionRule(OptionId.NEW_DEAL, ("60",), "claim a new deal"),
    ),
    "two_cards_to_a_trick": _rule(
        ("46.I", "61"),
        "two or more cards played at once are exposed cards; a player who plays two cards to the same trick is"
        " answerable for all the consequent revokes he may have made",
    ),
    "thrown_down": _rule(
        ("48",),
        "cards thrown on the table face upwards are exposed, and can be called, each player's by the adversary;"
        " but should one player retain his hand, he cannot be forced to abandon it",
        OptionRule(OptionId.CALL_CARD, ("48", "56"), "call the cards thrown on the table"),
        until="until each card is played (56)",
    ),
    "partner_hand_counted": _rule(
        ("103",), "the adversaries may count the hand of the lone player's partner for a wrong number of cards"
    ),
    "hand_missed": _rule(("42.I", "41"), "it is a misdeal unless five cards are dealt to each player"),
    "not_in_rotation": _rule(
        ("42.II", "41"),
        "it is a misdeal unless the dealer begin by giving two cards to each player in turn in the first round"
        " of the deal, and three in the second, or vice versa",
    ),
    "wrong_number_dealt": _rule(
        ("42.I", "41"), "it is a misdeal unless five cards are dealt to each player; a misdeal loses the deal"
    ),
    "misdeal_deal_kept": _rule(
        ("43", "44"),
        "a misdeal does not lose the deal if during the dealing either of the adversaries touch the cards prior"
        " to the dealer's partner, or if the adversaries interrupt the dealer and fail to establish their claim",
    ),
    "deal_fact_not_ruled": _rule(
        ("33", "42"), "the defects that undo a deal: an imperfect pack (33), a misdeal (42), and the rest of 33-45"
    ),
    "claim_of_void_hand": _rule(
        ("33", "34", "35", "41", "42"), "the hand is void: a new deal (33-35), or a misdeal losing the deal (41, 42)"
    ),
    "misdeal_claim_without_ground": _rule(
        ("42", "90"),
        "it is a misdeal unless five cards are dealt to each player, in rounds of two and three; once the play has"
        " begun, a hand of more or less than five cards forfeits (90)",
    ),
    "new_deal_claim_without_ground": _rule(
        ("33", "34", "35", "38", "39", "40", "60"),
        "the grounds of a new deal: an imperfect pack, a card faced in the pack, a card exposed in dealing or in"
        " turning the trump, the adversaries' cards, a deal out of turn, a trick a player omitted to play to",
    ),
    "card_mixed_with_trick": _rule(
        ("61",),
        "if any one mix his trump or other card with a trick to which it does not properly belong, he is"
        " answerable for all the consequent revokes he may have made",
    ),
    # Laws 91, 92: the trump card.
    "trump_card_lifted": _rule(
        ("91", "46.III"),
        "the trump card must be left in view till played, and if removed or lifted from the pack, becomes an"
        " exposed card",
    ),
    "turn_up_asked": _rule(
        ("92",),
        "after the trump card has been played, no player has a right to ask what card was turned up, but can at"
        " any time ask what is the trump suit",
    ),
    "trump_card_in_view": _rule(("91",), "the trump card must be left in view till played"),
    "abandoned_against_lone": _rule(
        ("50",), "an adversary who abandons his hand gives the party playing alone the points of a lone hand"
    ),
    "all_thrown_down": _rule(
        ("49",),
        "if all four players throw their cards on the table face upwards, the hands are abandoned; no claim that"
        " the game could have been saved or won can be entertained unless a revoke be established",
    ),
}

# The sentences of a ruling that name a law, in the words the engine reads out under this code.
WORDING: dict[WordingKey, str] = {
    "game_not_played": "The case is a game of {game}. The Laws of Euchre have no such game (only the lone hand, Laws 93 to 105), and the engine does not rule on it: nothing in this hand is ruled. Dummy and Double Dummy are games of whist, whose laws close the Club Code of 1864.",
    # a rule's own words and its laws filled in
    "rule_cited": "{says} ({laws})",
    # a finding whose law the club has amended (read after the finding's own summary)
    "applied_as_amended": "{laws} {verb} applied as amended by the club's statutes.",
    # choosing a penalty (85)
    "consulted": "{who} consulted at event {event} on which penalty to exact, and so lost the right to exact any"
    " (Law 85).",
    "demand_final": "; the demand is final (Law 85)",
    "consulted_void": "they had lost the right by consulting at event {event} (Law 85)",
    "chosen_void": "they had already chosen to {chosen}, which is final (Law 85)",
    "call_of_unexposed_card": "the {card}, dropped on the floor at event {event}, is not an exposed card and"
    " cannot be called (Law 46)",
    "call_not_given": "no penalty then open to them allows it",
    "call_not_in_code": "the Laws of Euchre give no such penalty; the revoke's is three points, or five against a"
    " lone hand (Law 63)",
    "option_call_lose": "call on a player to lose the trick",
    "option_add_points": "score the points of a revoke",
    # calls (54-57; 59 and 83 name no penalty for failing to win or lose as called)
    "card_call_would_revoke": "{target} could not play the called {card} at event {event} without revoking, and"
    " cannot be compelled to (Law 55); the call can be repeated until the card is played (Law 56).",
    "card_call_not_obeyed": "{target}, called on at event {call_event} to play the {card}, played the {played} at"
    " event {event}. The call can be repeated until the card has been played (Law 56); Law 54 gives the penalty"
    " of a revoke only for calls of the highest or lowest and of a suit.",
    "suit_call_disobeyed": "{seat}, called on at event {call_event} to lead {suit}, led the {card} at event {event}"
    " though he held the {held}: he incurs the penalty of a revoke (Law 54).",
    "suit_call_none": "{seat} had no {suit} to lead, so the penalty is paid (Law 57).",
    "suit_call_unknown": "{seat} led the {card}; the case does not show that he held a {suit}, and if he had none"
    " the penalty is paid (Law 57).",
    "extreme_call_waits": "{target} had to follow to the {led} led at event {event} and cannot be compelled to"
    " revoke (Law 55); the call stands until it can be obeyed.",
    "extreme_call_none": "{target} had no {suit}, so the call could not be obeyed (Law 55).",
    "extreme_call_disobeyed": "{target}, required at event {call_event} to play his {what} {suit}, played the"
    " {played} at event {event} though he held the {held}: he incurs the penalty of a revoke (Law 54).",
    "win_call_disobeyed": "{target}, called on at event {call_event} to win the trick, played the {played} at event"
    " {event} though he could have played the {better}. The Laws of Euchre name no penalty for disobeying such a"
    " call (Laws 59, 83); the referee may only require the trick to stand as played.",
    "lose_call_disobeyed": "{target}, called on at event {call_event} to lose the trick, played the {played} at"
    " event {event} though he could have played the {better}. The Laws of Euchre name no penalty for disobeying"
    " such a call (Laws 59, 83); the referee may only require the trick to stand as played.",
    # leads and plays out of turn (52, 53, 58, 59; alone 104, 105), calling attention to the trick (83)
    "false_lead": "{lead} (Law 52). {who} may either call the card erroneously led, or call a suit from {offender}"
    " or {partner} when it is next the turn of either of them to lead; they must not consult on which (Law 85).",
    "lone_false_lead": "{lead}. A player playing alone who leads out of turn has the card treated as an exposed"
    " card, and {who} can call it (Law 104); they cannot call a suit.",
    "false_lead_stood": "{lead}, and the others followed him: the trick is complete, and the error cannot be"
    " rectified (Law 53).",
    "false_lead_taken_back": "The cards played to the false lead ({taken}) were taken back on the discovery of the"
    " mistake, and there is no penalty against any one except the original offender (Law 53).",
    "false_lead_may_be_taken_back": "If the mistake is discovered before the others have all played to it, their"
    " cards are taken back (Law 53).",
    "false_lead_card_played": "The card led in error was played at event {event} before it was called, so it can no"
    " longer be called (Law 56).",
    "suit_call_lapsed": "The right to call a suit lapsed when {seat} led at event {event} without a suit being"
    " called: it is a call for the next lead of the offender or his partner (Law 52).",
    "card_played_before_called": "The {were} played before being called, so no penalty remains (Law 56).",
    "hurried_lead": "{offender} led the {card} at event {event}, at once after his partner's lead out of turn, before"
    " {who} could choose their penalty. The Laws of Euchre say nothing of it; the Preface says the whist law was"
    " applied to the lead out of turn (Law 52), and the engine follows the whist decision (Clay's Case 9): the"
    " adversaries keep their option, and {offender}'s card is liable to be called as an exposed card (Law 46).",
    "third_before_second": "{seat}, the third hand, played the {card} at event {event} before {second}, the second"
    " hand: there is no penalty, and the fourth hand may now play before his partner (Law 58).",
    "lone_third_before_second": "{seat} played the {card} at event {event} before his turn, in a lone hand where the"
    " lead was not the lone player's: the laws give no penalty for it (Laws 58, 105).",
    "fourth_before_partner": "{seat}, the fourth hand, played the {card} at event {event} before his partner"
    " {partner}, the third hand not having played: {who} may call on {partner} to win or lose the trick (Law 59).",
    "lone_out_of_turn_to_lead": "{seat} played the {card} at event {event}, out of turn to the lead of {lone}, who"
    " plays alone: both opposing hands must be laid on the table, and {lone} can call their cards (Law 105).",
    "fourth_before_third": "{seat}, the {position}, played the {card} at event {event} before the third hand, after"
    " his partner had played: the laws give a penalty only where the fourth hand plays before his partner, the"
    " third hand not having played (Law 59).",
    "attention_too_late": "{seat} called attention to the trick at event {event}, but {why}: Law 83 gives a penalty"
    " only when attention is called before the partner plays.",
    "attention_to_trick": "{seat} called attention to the trick at event {event} before his partner {partner} had"
    " played (Law 83): {who} may require {partner} to play his highest or lowest of the {suit}, or to win or lose"
    " the trick.",
    # exposed cards (46-51, 55, 56, 61; alone 101-104)
    "floor": "{seat}'s {cards}, dropped on the floor at event {event}, {is_not}: a card dropped on the floor or"
    " elsewhere below the table is not exposed (Law 46).",
    "how_played_together": "played the {cards} at once, which makes them exposed cards (Law 46 I)",
    "exposed": "{seat} {how} at event {event}: exposed cards are liable to be called and must be left on the table"
    " (Law 46); the call can be repeated until the card is played (Law 56), but no call can oblige him to revoke"
    " (Law 55).",
    "exposed_lowered": "{seat} lowered his hand at event {event} so that the {cards} were seen above the table: any"
    " card in any way exposed on or above the table is an exposed card (Law 46 II), liable to be called.",
    "exposed_detached": "{seat} detached the {cards} from the rest of his hand at event {event}: it is liable to be"
    " called if either adversary can name it; an adversary who names a wrong card is liable to have a suit called"
    " when he or his partner next lead (Law 51).",
    "unidentified": "With the {cards}, {more} went on the table that no one identified: the Laws of Euchre say"
    " nothing of it, and the engine follows the whist decision (Clay's Case 17): liable to be called like the rest,"
    " it cannot be called once it is no longer identifiable.",
    "wrong_card_named": "{seat} named the {card} at event {event}, a wrong card; the adversaries can name but one"
    " (Law 51).",
    "wrong_card_suit_lapsed": "The right to call a suit lapsed when {seat} led at event {event} without one being"
    " called (Law 51).",
    "wrong_card_named_penalty": "{seat} named a wrong card at event {event} when calling a detached card: he is"
    " liable to have a suit called when he or his partner next lead (Law 51).",
    "card_taken_back": "{seat} took back the {card} at event {event} and played the {substitute} instead. No law"
    " lets a card played be taken back except to save a revoke (Law 69); the engine lets the substitution stand and"
    " treats the card taken back, shown on the table, as an exposed card liable to be called (Law 46 II).",
    "winning_card_without_waiting": "{seat} played the {card} at event {event} without waiting for his partner to"
    " play to the trick in which his card was the highest on the table: {partner} may be called on to win that"
    " trick if he can, and the card thus improperly played is an exposed card (Law 47).",
    "extra_card": "{seat} put the {card} on the table at event {event} though he had already played to the trick:"
    " two cards played to the same trick are exposed cards, liable to be called (Law 46 I); had it stayed with the"
    " trick, he would be answerable for the revokes it caused (Law 61).",
    "lone_exposed": "{seat}, playing alone, exposed the {cards} at event {event}: a player playing alone is liable to"
    " no penalty for simply exposing a card (Law 104).",
    "lone_partner_exposed": "{seat}, whose partner {lone} plays alone, exposed the face of the {cards} at event"
    " {event}: his cards must lie face downwards (Law 101), and {lone} can score only two points should he take"
    " every trick; in case of a euchre the adversaries score four (Law 102).",
    "lone_read_out_player": "{seat}, the lone player",
    "lone_read_out_partner": "{seat}, partner of {lone}, the lone player",
    "lone_partner_exposed_penalty": "Penalty: {lone}, the lone player, can score only two points, should he take every"
    " trick; but in case of a euchre the adversaries score four (Law 102).",
    "lone_exposed_no_penalty": "No penalty: a player playing alone is liable to no penalty for simply exposing a card"
    " (Law 104).",
    "lone_extra_card": "{seat}, playing alone, put the {card} on the table at event {event} though he had already"
    " played to the trick: a player playing alone is liable to no penalty for simply exposing a card (Law 104);"
    " should it stay with the trick, he is answerable for any revoke it causes (Law 61).",
    # the revoke (62-71; the whist decisions the engine follows where these laws are silent)
    "adversary_quitted": "{quitter}'s turning and quitting the trick at event {event} did not establish it: the trick"
    " was {winner}'s side's to turn (the engine's reading, as under the whist laws).",
    "own_question": "{seat} asked what suit was led at event {asked}, before the trick was turned and quitted: the"
    " engine follows McIntosh's decision under the whist law, that he was entitled to the answer and to a reasonable"
    " time to correct his play, so its turning and quitting at event {event} did not establish the revoke (Law 64).",
    "thrown_before_revoke": "he had laid his cards on the table at event {event} as those he would play, which as"
    " against him is an act of playing to the following tricks (the whist decision, Clay's Case 2), so the revoke"
    " was past recovery when the trick was complete (Law 64)",
    "thrown_after_revoke": "{who} throwing down the cards at event {event} is, as against their side, an act of"
    " playing (the whist decision, Clay's Case 8), which established the revoke (Law 64)",
    "revoke_saved": "He took it back at event {event}{instead}, in time to save the revoke: {claimants} may call the"
    " card played in error; those who played after him, except his partner, may withdraw their cards and substitute"
    " others, and the cards so withdrawn are not liable to be called (Law 69).",
    "claim_after_unpresented_cut": "{seat} claimed it at event {event}, after {cutter} had cut the pack without the"
    " dealer presenting it: the engine follows McIntosh's note to the whist law, that it is too late for the player"
    " who cut and his partner, but not for the dealer's side (Law 68).",
    "revoke_options": "score the points of the revoke (Law 63)",
    "revoke_penalty": "The penalty is {n} points{lone}, which {claimants} score, as often as the revoke is repeated"
    " (Law 63); it takes precedence of all other scores (Law 4). The laws do not say to whom the points go; the"
    " engine reads them as scored by the adversaries of the revoking side.",
    "revoke_both_sides": "Both sides have revoked: an equal number of revokes on different sides cancel each other"
    " (Law 71).",
    "lone_partner_calls": "{seat} is out of the play, his partner {lone} playing alone: his cards lie face downwards"
    " (Law 101), and it is the player playing alone who calls (Law 105)",
    # a wrong number of cards (90, 103); honours and the game claimed (2, 3, 7)
    "wrong_number_given": "{seat}'s hand as given has {count} cards, {more} than five: the deal holds good, and"
    " {side} forfeit {points} ({playing}); they are not entitled to score any point they made on that hand"
    " (Law 90). The engine reads the forfeit as points scored by the adversaries.",
    "partner_hand_counted": "The adversaries may count the hand of the lone player's partner for this purpose"
    " (Law 103).",
    "honours_not_scored": "{seat} claimed honours at event {event}: euchre scores no honours, only the points of the"
    " tricks (Laws 2, 3).",
    "game_claim_pending": "{seat} claimed the game for {side} at event {event}; whether it is won depends on the play"
    " still to come, the penalty still to be claimed, or who made the trump (Laws 2, 3).",
    "game_claim_won": "{seat} claimed the game for {side} at event {event}: the game is theirs, counting {value}"
    " (Laws 2, 7).",
    "game_claim_not_won": "{seat} claimed the game for {side} at event {event}: by the result of the hand it is not"
    " won (Law 2).",
    # the discard (87-90)
    "lone_led_before_discard": "{lone} plays alone as third hand, and {seat} led at event {event} before the dealer"
    " {dealer} had discarded: {chooser} can call on {dealer} to play his highest or lowest of the suit led, or to"
    " win or lose the trick (Law 89).",
    "led_before_discard": "{seat} led at event {event} before the dealer {dealer} had completed his discard: the lead"
    " stands, and the dealer can change his discard if he wishes (Law 87).",
    "turn_up_discarded": "The dealer {dealer} discarded the {card}, the card turned up, at event {event}: the trump"
    " card cannot be discarded (Law 88). The law names no penalty; he must take it back and discard another card.",
    "turn_up_not_in_hand": "The {card} was made the trump, but the dealer's hand as given (after his discard) does"
    " not hold it: the trump card cannot be discarded (Law 88). The law names no penalty; he must take it back and"
    " discard another card.",
    "neglected_discard": "The dealer {dealer} played at event {event} without having discarded, and so held six"
    " cards: the deal holds good, and {side} forfeit {points} ({playing}); they are not entitled to score any"
    " point they made on that hand (Law 90). The engine reads the forfeit as points scored by the adversaries.",
    # the deal (29, 33-45), cards played in error (60, 61), the trump card (91, 92)
    "exposed_in_dealing_touched": "{who} had touched the cards (event {event}) (Laws 35, 36).",
    "exposed_in_dealing_declared": "The declarations began at event {event} without a new deal being called for; the"
    " exposed card cannot then be called (Law 35).",
    "pack_imperfect": "There must be a new deal by the same dealer, {dealer}; all points scored on previous hands"
    " stand (Law 33).",
    "card_faced_in_pack": "A card found faced in the pack before a lead is made means a new deal (Law 34).",
    "card_faced_after_lead": "It was found after a lead was made, so the deal stands (Law 34).",
    "exposed_in_dealing": "A card exposed in dealing by {side} lets {who} call for a new deal, provided they have not"
    " touched the cards; if a new deal does not take place, the exposed card cannot be called (Law 35).",
    "exposed_in_dealing_last": "The dealer's turning up the trump before there was reasonable time to decide does not"
    " lose them the privilege (Law 37).",
    "adversary_cards_turned": "The trump card having been turned, the deal is good; the players who lost their cards"
    " may reclaim them at the end of the deal (Law 38).",
    "adversary_cards_not_turned": "The trump card not yet turned, a new deal may be claimed (Law 38).",
    "deal_out_of_turn_stands": "It was discovered after the trump card was turned, so the deal stands (Law 40).",
    "deal_out_of_turn_stopped": "Discovered before the trump card was turned, the deal can be stopped (Law 40).",
    "misdeal": "It is a misdeal unless five cards are dealt to each player, two and three in the rounds of the deal"
    " (Law 42): {why}.",
    "misdeal_deal_kept": "{dealer} deals again (Laws 43, 44)",
    "misdeal_deal_lost": "{dealer} deals, the misdeal losing the deal (Law 41)",
    "wrong_number_dealt": "The hands as given have the wrong number of cards ({counts}) and no card has been played:"
    " it is a misdeal unless five cards are dealt to each player (Law 42 I): {why}.",
    "pack_not_cut": "The player on the dealer's right cuts the pack (Law 29); the laws name no consequence once the"
    " cards are dealt, and the deal stands.",
    "dealer_counted_cards": "The Laws of Euchre give no penalty for it; only a deal that is not five cards to each,"
    " in rounds of two and three, is a misdeal (Law 42).",
    "deal_fact_not_ruled": "The Laws of Euchre have no law on it; the defects that undo a deal are those of Laws 33"
    " to 45.",
    "misdeal_claim_without_ground": "{seat} claimed a misdeal at event {event}, but the case shows none: it is a"
    " misdeal unless five cards are dealt to each player, in rounds of two and three (Law 42); once a card is played,"
    " a hand of the wrong size is ruled by Law 90.",
    "new_deal_claim_without_ground": "{seat} claimed a new deal at event {event}, but the case shows no ground for"
    " one: an imperfect pack (33), a card faced in the pack before a lead (34), a card exposed in dealing (35), the"
    " adversaries' cards before the trump is turned (38), a card exposed in turning the trump (39), a deal out of"
    " turn stopped in time (40), or a trick a player omitted to play to (60).",
    "omitted_to_play": "Trick {number} was gathered without a card of {seat}. Should the error not be discovered till"
    " he has played to the next trick, {who} may claim a new deal; should they decide that the deal stand good, the"
    " surplus card at the end of the hand is considered to have been played to the imperfect trick, but does not"
    " constitute a revoke therein (Law 60).",
    "card_mixed_with_trick": "{card} went into a trick to which it did not belong (event {event}). If the error is"
    " detected during the play, the tricks may be counted face downwards and the card restored; the player is liable"
    " for all the revokes he has meanwhile made, and if not discovered till the hand is played out, for all the"
    " consequent revokes (Law 61).",
    "trump_card_lifted": "The {card}, the card turned up, was lifted from the pack at event {event}: the trump card"
    " must be left in view till played, and if removed or lifted from the pack becomes an exposed card, liable to be"
    " called (Laws 91, 46 III).",
    "turn_up_asked_after_played": "{seat} asked at event {event} what card was turned up, after it had been played:"
    " no player has a right to ask it then, but any player can at any time ask what is the trump suit (Law 92).",
    "turn_up_asked": "{seat} asked at event {event} what card was turned up: it is still in view (Laws 91, 92).",
    "trump_card_in_view": "Event {event} records the trump card {action}; it must be left in view till played (Law"
    " 91).",
    # the making (74-82), the lone hand declared (93-99), the discard (86, 90), cards out of play (77, 86)
    "no_bidding": "The case records no declaration making the trump: the engine takes the suit turned up as trumps,"
    " but cannot say which side made it, so the score of the hand is not reckoned (Laws 2, 3, 74-77).",
    "play_before_made": "The play began at event {event} before the trump was made (it was {turn}'s turn to"
    " declare): the engine takes the suit turned up as trumps, but cannot say which side made it, so the score of"
    " the hand is not reckoned (Laws 74-77).",
    "declared_after_play": "{seat} declared at event {event}, after the play had begun at event {began}: the trump"
    " is made before the first lead, and the declaration has no effect (Laws 74-77).",
    "after_all_passed": "{seat} declared at event {event}, after all four had passed twice at event {ended}: the"
    " deal was at an end, and the next player deals (Law 77).",
    "all_passed": "All four passed on both rounds (the last at event {event}): the deal is at an end, and the next"
    " player, {dealer}, deals (Law 77).",
    "declared_out_of_turn": "{seat} {declared} at event {event}, out of turn: it was {turn}'s turn. No player can"
    " take away another's right by passing, ordering up or assisting out of turn (Law 82): those whose turn came"
    " first declare as if he had not spoken, and the engine takes his declaration as made when his turn comes.",
    "dealer_out_of_turn": " But for the dealer to {what} is binding on his partner {partner}, who must pass (Law 82).",
    "ordered_after_passing": "{seat} passed at event {passed} and then attempted to {verb} the trump at event"
    " {event}: his partner {partner} also must pass; the adversaries, however, may elect that it shall be played"
    " (Law 80).",
    "named_after_passing": "{seat} passed at event {passed} and then mentioned the suit he meant to make"
    " trumps{named} at event {event}: it has no effect, and his partner {partner} also must pass (Law 79).",
    "partner_must_pass": "{seat} {declared} at event {event}, but he was bound to pass by his partner's act at event"
    " {at} (Law {law}): his declaration is void and counts as a pass.",
    "suit_named_in_first_round": "{seat} named {suit} at event {event}, in the first round, while the {turn_up} was"
    " turned up: only the suit turned up can be ordered up, assisted or taken up until all four have passed (Laws"
    " 74-77). The declaration is void and counts as a pass.",
    "turned_down_suit_named": "{seat} named {suit} at event {event}, the suit turned down: he is considered to have"
    " passed (Law 78).",
    "suit_changed": "{seat} named {suit} at event {event}, after making {made}: having named a suit, he cannot"
    " change (Law 78).",
    "declared_after_made": "{seat} {declared} at event {event}, after {maker} had made the trump at event {made}:"
    " the declaration has no effect (Laws 74-78).",
    "partner_did_not_hear": "{seat} passed at event {event}, after his partner {maker} had made the trump: a"
    " declaration is not invalidated by the partner's not hearing it and passing (Law 81).",
    "lone_adversaries_made": "{seat} declared to play alone at event {event}, but his adversaries made the trump, or"
    " ordered him or his partner up: he cannot play alone (Laws 93, 95).",
    "lone_after_exposing": "{seat} declared to play alone at event {event} after exposing a card: he cannot play"
    " alone (Law 95); the hand is played with his partner.",
    "lone_after_discard": "The dealer {seat} announced a lone hand at event {event}, after quitting his discard: too"
    " late (Law 96); the hand is played with his partner.",
    "lone_after_making": "{seat} declared to play alone at event {event}, after his declaration making the trump at"
    ' event {made}: the intention to play alone must be announced before, in a single declaration ("Alone at'
    ' hearts"); any other declaration precludes a lone hand (Laws 97, 98). The hand is played with his partner.',
    "lone_after_passing": "{seat} offered at event {event} to play alone on his partner's making, having himself"
    " passed: he cannot play alone (Law 93).",
    "lone_after_passing_taken": "{seat} offered at event {event} to play alone on his partner's making, having"
    " himself passed: he cannot play alone (Law 93), and neither can his partner (Law 99).",
    "lone_partner_too_late": "{seat} offered at event {event} to take the lone hand from his partner {lone} after a"
    " lead had been made: neither can play alone (Law 99).",
    "lone_tricks_stand": " A trick has already been played by three, and the engine lets the tricks played stand.",
    "lone_partner_takes_up": " {seat} takes up his cards and plays to the first trick.",
    "discard_by_other": "{seat} discarded at event {event}, but only the dealer discards, and only when the card"
    " turned up is made the trump (Law 86).",
    "discard_not_due": "The dealer {seat} discarded at event {event}, but the card turned up was not made the trump,"
    " so no discard was due (Law 86).",
    "discard_changed": "The dealer {seat} changed his discard at event {event}: the discard was complete at event"
    " {first}, and after it he cannot change (Law 86). The first discard stands.",
    "discard_after_playing": "The dealer {seat} discarded at event {event}, after he had played (see Law 90).",
    "played_after_all_passed": "Event {event}: all four passed twice (event {ended}), so the deal was at an end and"
    " no card can be played in it (Law 77).",
    "turned_down_card_played": "Event {event}: {card} was turned up and turned down; it is out of play (Law 77).",
    "discard_played": "Event {event}: {card} was the dealer's discard; it is out of play (Law 86).",
    # cards thrown down (48, 49, 50)
    "abandoned_against_lone": "{names} laid {their} cards face upwards on the table at event {event}, against"
    " {lone}'s lone hand: an adversary who abandons his hand so gives the party playing alone {points} points"
    " (Law 50).",
    "all_thrown_down": "All the players had thrown their cards on the table face upwards by event {event}: the"
    " hands are abandoned, and no one can again take up his cards; should it be proved that the game could have"
    " been saved or won, no such claim can be entertained unless a revoke be established (Law 49). Enter the"
    " tricks as the players settle them (the event \u201cThe hand played out\u201d) for the score.",
    "thrown_down_by_lone": "{names} threw cards on the table face upwards at event {event}; the partner of a player"
    " playing alone has laid his hand down already (Law 101), and the lone player is liable to no penalty"
    " (Law 104).",
    "thrown_down": "{names} threw {their} cards on the table face upwards at event {event}, under the impression"
    " that the game was lost or won: such cards are exposed, and can be called, each player's by the adversary;"
    " but should one player retain his hand, he cannot be forced to abandon it (Law 48).",
    # scoring (90); the elections of 80 and 100
    "barred_from_scoring": "{side} are not entitled to score the points they made on the hand (Law 90).",
    "trump_stands_elected": "At event {event} {side} elected that it be played (Law 80).",
    "lone_lost": "{partner} played at event {event} upon the first lead, though his partner {lone} had declared to"
    " play alone: {lone} loses his right to play the hand alone, and must play it with his partner, unless {side}"
    " elect that he play it alone (Law 100).",
    # elections with nothing to apply to (80, 100)
    "trump_stands_without_ground": "{side} elected at event {event} under Law 80, but no adversary of theirs had"
    " ordered up or assisted after passing: the election has no effect.",
    "alone_stands_without_ground": "{side} elected at event {event} under Law 100, but no partner of a lone player"
    " of the other side had played upon the first lead: the election has no effect.",
    "revoke_established_by_next_trick": "{who} {verb} to the following trick at event {event} established the revoke (Law 64)",
    "partners_question_saved_the_revoke": "{partner} asked {seat} at event {asked} whether he had none of the suit, before the trick was turned and quitted, so its turning and quitting at event {event} did not establish the revoke (Law 65).",
    "partners_question_answered_none": "{partner}'s question at event {asked} was answered in the negative, so the turning and quitting established the revoke (Law 65).",
    "revoke_established_by_quitting": "the trick was turned and quitted by {quitter} at event {event}, which established the revoke (Law 64)",
    "revoke_established_by_cut": "the cards were gathered and cut for the following deal at event {event}, which established it (Law 64)",
    "revoke_established_by_hand_over": "the hand was played out (event {event}), which established it (Law 64)",
    "revoke_correction_too_late": "{seat}'s attempt to take the card back at event {event} came too late: {why} (Law 64).",
    "revoke_established_by_mixing_after_claim": "{seat} mixed the cards at event {event}, after the claim and before the adversaries had examined them, which established it (Law 67)",
    "revoke_established_by_mixing_unshown": "{seat} mixed the cards at event {event}, before {claimants} had examined them: the revoke claimed is established (Law 67), though the case does not show it",
    "revoke_correctable_in_play": "The trick is still in play, so the revoke is not established and {offender} may correct it (Laws 64, 69).",
    "revoke_correctable_not_quitted": "The revoke is not established: the trick has not been turned and quitted by the side that won it, and neither {offender} nor {partner} has played to the following trick (Law 64); {offender} may still correct it (Law 69).",
    "revoke_claimed_in_time": "{seat} claimed it at event {event}, in time (Law 68).",
    "revoke_claimed_too_late": "{seat} claimed it at event {event}, after {past} at event {closed}: too late, and no penalty can be exacted (Law 68).",
    "revoke_no_longer_claimable": "No claim was made before {past} (event {closed}), and it can no longer be claimed (Law 68).",
    "revoke_claimable_until": "{claimants} may claim it until {until} (Law 68).",
    "revoke_hand_may_be_played_out": "{side} may require the hand to be played out (Law 70); at its end the claimants may search all the tricks (Law 66).",
    "revoke_renounce_shown": "{offender} played {card} to a {led} lead at event {event} while holding {held} ({proof}): a revoke (Law 62)",
    "revoke_claim_too_late": "{seat} claimed a revoke {who} at event {event}, after {past}: too late (Law 68).",
    "revoke_claim_not_shown_at_end": "{seat} claimed a revoke {who} at event {event}, but the case shows no renounce by {accused} while holding a card of the suit led (Law 62); the claimants may search all the tricks (Law 66), and the claim fails unless the search shows the card.",
    "revoke_claim_to_be_proved": "{seat} claimed a revoke {who} at event {event}; the case does not yet show it (Law 62). The claim stands to be proved at the end of the hand, when the claimants may search all the tricks (Law 66); the accused may require the hand to be played out (Law 70).",
    "ask_not_the_partner": "{name}: a player asks his partner (Law 65); {to} is not the partner of {seat}.",
}

# The decisions of the books a sentence above rests on.
PRECEDENTS: dict[WordingKey, tuple[str, ...]] = {
    "hurried_lead": ("clay-case-9",),
    "unidentified": ("clay-case-17",),
    "own_question": ("mcintosh-72-1",),
    "thrown_before_revoke": ("clay-case-2",),
    "thrown_after_revoke": ("clay-case-8",),
    "claim_after_unpresented_cut": ("mcintosh-78-1",),
}

# What the engine does not rule on: the laws a referee is sent to read (docs/engine.md, "Not covered").
NOT_COVERED: dict[str, tuple[LawNumber, ...]] = {
    "cutting": (
        "22",
        "23",
        "24",
        "25",
        "26",
        "27",
        "28",
        "29",
        "30",
        "31",
        "32",
    ),
    "bystanders": ("72", "73", "106", "107", "108", "109", "110", "111", "112", "113", "114", "115", "116"),
    "score_miscounted": ("5", "6"),
    "turn_up_exposed": ("39",),
    "partners_deal_misdealt": ("45",),
    "cards_placed": ("84",),
    "fourth_game": ("1",),
}

TABLE: EuchreTable = EuchreTable(
    code=CODE,
    name=NAME,
    lowest_rank=7,  # the pack of 32 cards
    hand_size=5,  # Technical Terms: "Hand, the five cards dealt to each player"
    event_types=frozenset(EventKind),
    scoring=SCORING,
    revoke=REVOKE,
    lead_out_of_turn=LEAD_OUT_OF_TURN,
    false_lead_followed=FALSE_LEAD_FOLLOWED,
    third_before_second=THIRD_BEFORE_SECOND,
    fourth_before_partner=FOURTH_BEFORE_PARTNER,
    fourth_before_third=FOURTH_BEFORE_THIRD,
    exposed=EXPOSED,
    not_exposed=NOT_EXPOSED,
    lowered_hand=LOWERED_HAND,
    winning_cards_without_waiting=WINNING_CARDS_WITHOUT_WAITING,
    detached=DETACHED,
    wrong_card_named=WRONG_CARD_NAMED,
    card_taken_back=CARD_TAKEN_BACK,
    hurried_lead=HURRIED_LEAD,
    call_disobeyed=CALL_DISOBEYED,
    win_call_disobeyed=WIN_CALL_DISOBEYED,
    card_call_disobeyed=CARD_CALL_DISOBEYED,
    never_compelled_to_revoke="55",  # "In no case can a player be compelled to play a card which would oblige him to revoke."
    call_repeated="56",  # "The call for an exposed card can be repeated until such card has been played."
    suit_call_none="57",  # "If a player called on to lead a suit have none of it, the penalty is paid."
    attention_to_trick=ATTENTION_TO_TRICK,
    consultation="85",  # partners must not consult which of two penalties to exact; if they do, they lose it
    time_to_decide=None,  # no law of reasonable time; the adversaries' option under 52 is kept (see HURRIED_LEAD)
    honours_claim=HONOURS_CLAIM,
    wrong_number_of_cards=WRONG_NUMBER_OF_CARDS,
    trump_card_in_hand=False,  # the turn-up goes to the dealer only when it is made the trump (86)
    points=POINTS,
    lone_revoke=LONE_REVOKE,
    wrong_number_points=(2, 4),  # 90: "forfeits two if all four are playing, and four if a lone hand is played"
    rules=RULES,
    wording={**read_out.WORDING, **WORDING, **around.WORDING, **pack.WORDING},
    # before the deal and around the rubber (codes/euchre_1888_table.py)
    cutting=around.CUTTING,
    table_laws=around.TABLE_LAWS,
    score_laws=around.SCORE_LAWS,
    pack=pack.PACK,
    precedents=PRECEDENTS,
    calls_void=("63",),
    replayed_options=frozenset({OptionId.TRUMP_STANDS, OptionId.ALONE_STANDS}),  # 82, 100: the replay applies them
    not_covered=NOT_COVERED,
)
