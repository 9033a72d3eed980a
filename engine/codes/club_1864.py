"""The Club Code of 1864 (Arlington and Portland Clubs), short whist: the law table.

Read beside the printed laws (Baldwin, The Laws of Short Whist, 1870; McIntosh 1887). Each entry
says which law governs a point, what the innocent side may choose, who chooses and until when.
Quotations are from the print; where the engine takes a reading the laws leave open, the entry
says so and docs/engine.md explains it.
"""

from __future__ import annotations

from ..format.vocabulary import EventKind, OptionId
from . import club_1864_dummy as dummy
from . import club_1864_pack as pack
from . import club_1864_table as around
from . import read_out
from .law_number import LawNumber
from .table import (
    ClaimUntil,
    DealChooser,
    DealEffect,
    DealRule,
    DealTable,
    LawTable,
    OptionRule,
    PenaltyRule,
    RevokeRule,
    Scoring,
    ThrownDownRules,
    TrumpCardRules,
    TrumpCardTime,
)
from .wording import WordingKey

CODE = "club-1864"
NAME = "the Club Code of 1864"

# Laws 1-10: the rubber, points, honours, games.
SCORING = Scoring(
    game=5,  # 2: "A game consists of five points."
    trick_base=6,  # 2: "Each trick, above six, counts one point."
    honours=(
        (4, 4),
        (3, 2),
    ),  # 3 I: four honours score four; 3 II: any three score two; 3 III: two do not score
    honours_barred_at=4,  # 4: players at the score of four when the deal begins cannot score honours
    game_values=((0, 3), (2, 2), (4, 1)),  # 8: treble if losers have not scored, double under three, single
    rubber_games=2,  # 1: "The rubber is the best of three games."
    rubber_points=2,  # 9: the winners of the rubber gain two points in addition to the value of their games
    losers_game_deducted=True,  # 10: in a rubber of three games the losers' game is deducted
    cite={
        "rubber": "1",
        "game": "2",
        "tricks": "2",
        "honours": "3",
        "honours_barred": "4",
        "precedence": "5",
        "revoke_tricks": "72",  # three tricks taken from the revoking side
        "honours_claim": "6",
        "honours_called": "7",
        "game_value": "8",
        "rubber_points": "9",
        "losers_game": "10",
    },
)

# Laws 71-82: the revoke.
REVOKE = RevokeRule(
    defined="71",  # when a player, holding one or more cards of the suit led, plays a card of another suit
    penalty=PenaltyRule(
        laws=("72",),
        says="at the option of the adversaries, at the end of the hand",
        options=(
            OptionRule(OptionId.TAKE_THREE_TRICKS, ("72.I",), "take three tricks from the revoking player"),
            OptionRule(OptionId.DEDUCT_THREE, ("72.I",), "deduct three points from his score", n=3),
            OptionRule(OptionId.ADD_THREE, ("72.I",), "add three to their own score", n=3),
        ),
        until="claimed before the cards are cut for the following deal (78); exacted at the end of the hand",
        consulting_loses=False,  # 84, last paragraph: partners may consult on the penalty for a revoke
    ),
    per_revoke="72.II",  # "can be claimed for as many revokes as occur during the hand"
    precedence=("5", "72.V"),  # the revoke scores first, then tricks, then honours
    established="73",  # trick turned and quitted, or the revoking side leads or plays to the next trick
    question="74",  # partner's question before the trick is quitted saves it, unless answered "none"
    search="75",  # at the end of the hand the claimants may search all the tricks
    corrected=PenaltyRule(
        laws=("76",),
        says="a revoke saved in time: the card played in error may be called, or the highest or lowest"
        " card required in that trick",
        options=(
            OptionRule(OptionId.CALL_CARD, ("76",), "call the card played in error, whenever they think fit"),
            OptionRule(OptionId.CALL_HIGHEST, ("76",), "require his highest card to the trick in which he renounced"),
            OptionRule(OptionId.CALL_LOWEST, ("76",), "require his lowest card to the trick in which he renounced"),
        ),
        until="the card in error whenever they think fit; the highest or lowest only in that trick",
        consulting_loses=True,  # reading: 84 excepts only the penalties for a revoke, and this was saved
    ),
    mixed="77",  # cards mixed by the accused side before examined: the revoke is established
    claim_until_cut="78",  # a revoke cannot be claimed after the cards are cut for the following deal
    played_out="79",  # the revoking side may require the hand to be played out
    both_sides="81",  # revokes on both sides: neither can win the game
    cap="82",  # the revoking side cannot win the game that hand: "he cannot score more than four"
    cap_score=4,
    partners_may_consult="84",
)

LEAD_OUT_OF_TURN = PenaltyRule(
    laws=("62",),
    says="the adversaries may either call the card erroneously led, or call a suit from him or his partner"
    " when it is next the turn of either of them to lead",
    options=(
        OptionRule(OptionId.CALL_CARD, ("62",), "call the card erroneously led"),
        OptionRule(OptionId.CALL_SUIT, ("62",), "call a suit when the offender or his partner next leads"),
    ),
    until="the suit at the next lead of the offender or his partner; the card until it is played (65)",
    consulting_loses=True,  # 84
)

FALSE_LEAD_FOLLOWED = PenaltyRule(
    laws=("63",),
    says="if the other three have followed him, the trick is complete, and the error cannot be rectified",
)

THIRD_BEFORE_SECOND = PenaltyRule(
    laws=("67",),
    says="if the third hand play before the second, the fourth hand may play before his partner",
)

FOURTH_BEFORE_PARTNER = PenaltyRule(
    laws=("68",),
    says="the third hand not having played, and the fourth playing before his partner, the latter may be"
    " called on to win, or not to win, the trick",
    options=(
        OptionRule(OptionId.CALL_WIN, ("68",), "call on the fourth hand's partner to win the trick"),
        OptionRule(OptionId.CALL_LOSE, ("68",), "call on the fourth hand's partner not to win the trick"),
    ),
    until="before the fourth hand's partner plays to that trick",
    consulting_loses=True,
)

FOURTH_BEFORE_THIRD = PenaltyRule(
    laws=("67", "68"),
    says="the Code gives a penalty only where the fourth hand plays before his partner (68)",
)

EXPOSED = PenaltyRule(
    laws=("56",),
    says="all exposed cards are liable to be called, and must be left on the table",
    options=(OptionRule(OptionId.CALL_CARD, ("56", "65"), "call the exposed card"),),
    until="until the card is played (65)",
)

NOT_EXPOSED = PenaltyRule(
    laws=("56",),
    says="a card is not an exposed card when dropped on the floor, or elsewhere below the table",
)

# McIntosh under Law 56: the Portland Club case of the lowered hand; Cavendish and Clay against McIntosh.
LOWERED_HAND = PenaltyRule(
    laws=("56", "56.II"),
    says="any card in any way exposed on or above the table is an exposed card",
    options=(OptionRule(OptionId.CALL_CARD, ("56", "65"), "call the cards seen above the table"),),
    until="until each card is played (65)",
)

WINNING_CARDS_WITHOUT_WAITING = PenaltyRule(
    laws=("57",),
    says="his partner may be called on to win, if he can, the first or any other of those tricks, and the"
    " other cards thus improperly played are exposed cards",
    options=(
        OptionRule(OptionId.CALL_WIN, ("57",), "call on his partner to win the trick"),
        OptionRule(OptionId.CALL_CARD, ("57", "56"), "call the card played before its turn, an exposed card"),
    ),
    until="the call to win before the partner plays to that trick; the card until it is played (65)",
)

# McIntosh's note under 57, with 87: the partner who plays to the first trick at once, before the adversaries
# could call, "they may treat the card played to the first trick as an exposed card, and yet call on him to win".
PARTNER_PLAYED_AT_ONCE = PenaltyRule(
    laws=("57", "87", "56"),
    says="the offender is bound to give reasonable time for the decision of his adversaries",
    options=(OptionRule(OptionId.CALL_CARD, ("87", "56"), "call the card played to the first trick, an exposed card"),),
    until="until the card is played (65)",
)

DETACHED = PenaltyRule(
    laws=("60",),
    says="a card detached from the rest of the hand so as to be named is liable to be called",
    options=(OptionRule(OptionId.CALL_CARD, ("60",), "name and call the detached card"),),
    until="the adversaries can name but one card (McIntosh's note to Law 60)",
)

WRONG_CARD_NAMED = PenaltyRule(
    laws=("60",),
    says="should the adversary name a wrong card, he is liable to have a suit called when he or his partner"
    " have the lead",
    options=(
        OptionRule(OptionId.CALL_SUIT, ("60",), "call a suit when the player who named wrongly or his partner leads"),
    ),
    until="the first lead of that player or his partner (McIntosh's note to Law 60)",
)

# No law lets a card played be taken back except to save a revoke (76); the card taken back was seen.
CARD_TAKEN_BACK = PenaltyRule(
    laws=("56.II",),
    says="a card shown on the table and taken back is an exposed card",
    options=(OptionRule(OptionId.CALL_CARD, ("56", "65"), "call the card taken back"),),
    until="until the card is played (65)",
)

# Clay's Case 9, under Law 87: the partner who leads in haste after a lead out of turn.
HURRIED_LEAD = PenaltyRule(
    laws=("87", "56", "62"),
    says="the offender is bound to give reasonable time for the decision of his adversaries",
    options=(OptionRule(OptionId.CALL_CARD, ("87", "56"), "call the card put down in haste"),),
    until="until the card is played (65)",
)

CALL_DISOBEYED = PenaltyRule(
    laws=("61",),
    says="a player liable to have the highest or lowest of a suit called who fails to play as desired, or"
    " who, called on to lead one suit, leads another having it, incurs the penalty of a revoke",
    options=REVOKE.penalty.options,
)

# The Code names no penalty for a failed call to win or lose; McIntosh (note to Law 57) applies Law 61.
WIN_CALL_DISOBEYED = PenaltyRule(
    laws=("61", "57"),
    says="a player called on to win who can and does not is liable as for a revoke (McIntosh, note to 57)",
    options=REVOKE.penalty.options,
)

CARD_CALL_DISOBEYED = PenaltyRule(
    laws=("65", "61"),
    says="the call of a card may be repeated until such card has been played; Law 61 attaches the penalty"
    " of a revoke only to calls of the highest or lowest and of a suit",
)

ATTENTION_TO_TRICK = PenaltyRule(
    laws=("86",),
    says="if any one, prior to his partner playing, should call attention to the trick, the adversaries may"
    " require that opponent's partner to play the highest or lowest of the suit then led, or to win or lose"
    " the trick",
    options=(
        OptionRule(OptionId.CALL_HIGHEST, ("86",), "require the partner's highest card of the suit led"),
        OptionRule(OptionId.CALL_LOWEST, ("86",), "require the partner's lowest card of the suit led"),
        OptionRule(OptionId.CALL_WIN, ("86",), "require the partner to win the trick"),
        OptionRule(OptionId.CALL_LOSE, ("86",), "require the partner to lose the trick"),
    ),
    until="before the partner plays to that trick",
    consulting_loses=True,
)

HONOURS_CLAIM = PenaltyRule(
    laws=("3", "6", "7"),
    says="honours, unless claimed before the trump card of the following deal is turned up, cannot be scored;"
    " they must be called at the end of the hand",
)

WRONG_NUMBER_OF_CARDS = PenaltyRule(
    laws=("44.IV", "46"),
    says="a player with fourteen cards and another with less than thirteen is a misdeal (44 IV); a player"
    " short who has played is answerable for any revoke, and the deal stands good (46)",
)

# Laws 37-51: the new deal and the misdeal. A new deal is dealt by the same dealer (McIntosh's note to 37).
NEW_DEAL = OptionRule(OptionId.NEW_DEAL, ("37",), "have a new deal")
DEAL = DealTable(
    facts={
        "trump_turned": DealRule((), "the deal is complete", DealEffect.RECORD),
        "cards_touched": DealRule(("39", "45"), "a player touched his cards during the deal", DealEffect.RECORD),
        "dealer_interrupted": DealRule(("50",), "the adversaries interrupted the dealer", DealEffect.RECORD),
        "card_exposed": DealRule(
            ("38",),
            "a card exposed in dealing by the dealer or his partner gives the adversaries the claim of a new"
            " deal, should neither of them have touched the cards; a card exposed by either adversary gives that"
            " claim to the dealer, provided his partner has not touched a card; if no new deal takes place, the"
            " exposed card cannot be called",
            DealEffect.CLAIM,
            chooser=DealChooser.NOT_AT_FAULT,
            until=ClaimUntil.TRUMP_TURNED,  # 40 keeps the claim past the turn-up for one of the last cards
            options=(OptionRule(OptionId.NEW_DEAL, ("38",), "have a new deal"),),
            decisions=("mcintosh-38-1", "mcintosh-38-2"),
        ),
        "card_faced_in_pack": DealRule(
            ("37", "37.II"), "any card, excepting the last, faced in the pack", DealEffect.NEW_DEAL
        ),
        "two_cards_to_one_hand": DealRule(
            ("43", "44", "44.VI"),
            "the dealer dealt two cards at once, or two cards to the same hand, and then dealt a third",
            DealEffect.CORRECTABLE,
        ),
        "hand_missed": DealRule(
            ("43", "44", "44.I"),
            "the cards were not dealt into four packets in regular rotation; a hand missed may be put right"
            " only before the next hand is dealt to (McIntosh's note to 44)",
            DealEffect.CORRECTABLE,
            decisions=("mcintosh-44-3",),
        ),
        "dealer_counted_cards": DealRule(
            ("43", "44", "44.V"),
            "the dealer, under an impression that he had made a mistake, counted the cards on the table or the"
            " remainder of the pack",
            DealEffect.MISDEAL,
            decisions=("mcintosh-37-1",),
        ),
        "not_in_rotation": DealRule(
            ("43", "44", "44.I"),
            "the cards were not dealt into four packets, one at a time in regular rotation, beginning with the"
            " player to the dealer's left, which may be claimed when the trump card, turned up to the wrong"
            " hand, shows it",
            DealEffect.MISDEAL,
            decisions=("clay-case-16",),
        ),
        "trump_card_face_down": DealRule(
            ("43", "44", "44.II"),
            "the dealer placed the last (the trump) card face downwards on his own or another packet",
            DealEffect.MISDEAL,
        ),
        "trump_card_out_of_order": DealRule(
            ("43", "44", "44.III"),
            "the trump card did not come in its regular order to the dealer (he does not lose his deal if the"
            " pack be proved imperfect)",
            DealEffect.MISDEAL,
        ),
        "pack_not_cut": DealRule(
            ("43", "44", "44.VII"),
            "the dealer omitted to have the pack cut to him",
            DealEffect.MISDEAL_IF_CLAIMED,
            options=(OptionRule(OptionId.NEW_DEAL, ("44.VII", "43"), "claim the misdeal"),),
        ),
        "dealt_out_of_turn": DealRule(
            ("48",),
            "any one dealing out of turn, or with the adversary's cards, may be stopped before the trump card is"
            " turned up, after which the game must proceed as if no mistake had been made",
            DealEffect.STOP,
        ),
        "trump_card_seen": DealRule(
            ("41",),
            "if a player, whilst dealing, look at the trump card, his adversaries have a right to see it, and may"
            " exact a new deal",
            DealEffect.CLAIM,
            chooser=DealChooser.SEAT_ADVERSARIES,
            until=ClaimUntil.FIRST_LEAD,
            options=(OptionRule(OptionId.NEW_DEAL, ("41",), "exact a new deal"),),
        ),
        "card_from_other_pack": DealRule(
            ("42",),
            "if a player take into the hand dealt to him a card belonging to the other pack, the adversaries, on"
            " discovery of the error, may decide whether they will have a fresh deal or not",
            DealEffect.CLAIM,
            chooser=DealChooser.SEAT_ADVERSARIES,
            options=(OptionRule(OptionId.NEW_DEAL, ("42",), "have a fresh deal"),),
        ),
        "adversary_card_taken": DealRule(
            ("37",),
            "the cards properly dealt, a player who takes up a card belonging to an adversary, neither being"
            " able to say which it is, gives the adversaries, not having seen their cards, the option of a new"
            " deal or of drawing a card from the hand holding the stray card (McIntosh's case under 37)",
            DealEffect.CLAIM,
            chooser=DealChooser.SEAT_ADVERSARIES,
            options=(
                OptionRule(OptionId.NEW_DEAL, ("37",), "call for a new deal"),
                OptionRule(OptionId.DRAW_CARD, ("37",), "draw a card from the hand holding the stray card"),
            ),
            decisions=("mcintosh-37-2",),
        ),
        "pack_imperfect": DealRule(
            ("37", "37.I", "47"),
            "the pack proved incorrect or imperfect during the deal or the play makes the hand null and void,"
            " and the dealer deals again",
            DealEffect.PACK_IMPERFECT,
        ),
    },
    misdeal_loses="43",
    same_dealer="37",
    wrong_number=DealRule(
        ("43", "44", "44.IV"),
        "a player with fourteen cards (or more, as McIntosh would have the law read) and another with less than"
        " thirteen is a misdeal",
        DealEffect.MISDEAL,
        decisions=("mcintosh-44-2",),
    ),
    short_hand=DealRule(
        ("46",),
        "three players having their right number, the fourth less, who did not discover it until he had played:"
        " the deal stands good, and he is answerable for any revoke as if the missing card had been in his"
        " hand; he may search the other pack for it",
        DealEffect.RECORD,
        decisions=("mcintosh-46-1",),
    ),
    adversaries_touched_first="45",
    touching=("38", "39"),
    interrupted="50",
    partners_deal="51",
    dealing_for_partner="49",
    last_cards="40",
    imperfect_pack_keeps_deal="44.III",
    past_scores_stand="47",
    mixed_too_late=("44.IV",),
    trump_card_on_packet="44.II",
)

# Laws 52-55: the trump card.
TRUMP_CARD = TrumpCardRules(
    taken_early=PenaltyRule(
        ("54",), "the dealer who takes the trump card up before his turn may be desired to lay it down"
    ),
    left_on_table=PenaltyRule(
        ("52", "56"),
        "the trump card left on the table after the first trick is turned and quitted is liable to be called",
        options=(OptionRule(OptionId.CALL_CARD, ("52", "56"), "call the trump card"),),
        until="until it is played (65)",
    ),
    wrong_card_shown=PenaltyRule(
        ("54",),
        "a wrong card shown when the dealer is desired to lay the trump card on the table may be called",
        options=(OptionRule(OptionId.CALL_CARD, ("54",), "call the wrong card shown"),),
        until="until it is played (65)",
    ),
    named=PenaltyRule(
        ("53",),
        "a player naming the trump card after the dealer has taken it into his hand is liable to have his"
        " highest or lowest trump called",
        options=(
            OptionRule(OptionId.CALL_HIGHEST, ("53",), "call his highest trump"),
            OptionRule(OptionId.CALL_LOWEST, ("53",), "call his lowest trump"),
        ),
        until="any time during the play of that hand (McIntosh's note)",
        consulting_loses=True,  # 84: one of two penalties
    ),
    asked=PenaltyRule(("53",), "after the dealer has taken the trump card into his hand, it cannot be asked for"),
    forgotten=PenaltyRule(
        ("55",),
        "a dealer unable to recollect the trump card may have his highest or lowest trump called at any time"
        " during that hand",
        options=(
            OptionRule(OptionId.CALL_HIGHEST, ("55",), "call his highest trump"),
            OptionRule(OptionId.CALL_LOWEST, ("55",), "call his lowest trump"),
        ),
        until="the call may be repeated, but not changed, until the card is played",
        consulting_loses=True,
    ),
    take_up_by=TrumpCardTime.FIRST_TRICK_QUITTED,
    keep_until=TrumpCardTime.OWN_TURN,
)

# Laws 58, 59 with Clay's Cases 2, 6 and 8: cards thrown down.
THROWN_DOWN = ThrownDownRules(
    exposed=PenaltyRule(
        ("58",),
        "cards thrown on the table face upwards are exposed, and liable to be called, each player's by the adversary",
        options=(OptionRule(OptionId.CALL_CARD, ("58", "56"), "call a card thrown down"),),
        until="until each card is played (65)",
    ),
    abandoned=PenaltyRule(
        ("59",),
        "all four having thrown down, a revoke established: the revoking players cannot win the game by the"
        " result of that hand, and the adversaries may add three to their score or deduct three from the"
        " revokers'",
        options=(
            OptionRule(OptionId.ADD_THREE, ("59",), "add three to their own score", n=3),
            OptionRule(OptionId.DEDUCT_THREE, ("59",), "deduct three points from the revokers' score", n=3),
        ),
        until="at the end of the hand",
    ),
    played_cards=PenaltyRule(
        ("57",),
        "winning cards laid on the table by a player claiming the tricks are, as against him, played cards: his"
        " partner may be called on to win any one of those tricks he can, the rest being then exposed cards",
        options=(OptionRule(OptionId.CALL_WIN, ("57",), "call on his partner to win one of those tricks"),),
        until="while those tricks are played; the rest are exposed cards once the partner is called on",
    ),
    act_of_playing="73",
    claim_without_cards=("58",),
)

# Laws 69, 70: a trick gathered without a player's card; a card mixed with the wrong trick.
IMPERFECT_TRICK = PenaltyRule(
    ("69",),
    "the adversaries may claim a new deal; should they decide that the deal stand good, the surplus card at the"
    " end of the hand is taken as played to the imperfect trick, and is no revoke there",
    options=(OptionRule(OptionId.NEW_DEAL, ("69",), "claim a new deal"),),
    until="when the error is discovered; the engine takes the cut for the next deal as the latest time",
)

CARD_MIXED_WITH_TRICK = PenaltyRule(
    ("70",),
    "a player who plays two cards to the same trick, or mixes a card with a trick to which it does not belong,"
    " is answerable for all consequent revokes",
)

# The sentences of a ruling that name a law, in the words the engine reads out under this code.
WORDING: dict[WordingKey, str] = {
    # the findings on the deal and on hands of the wrong size: the rule's own words and its laws filled in
    "rule_cited": "{says} ({laws})",
    "deal_misdeal": "It is a misdeal ({laws}): {says}.",
    "deal_new_deal": "There must be a new deal ({laws}): {says}.",
    "faced_card_was_the_trump_card": "The faced card was the last, the trump card, which is turned up in any case:"
    " there is no new deal ({laws}).",
    "dealt_out_of_turn_stopped": "{dealer} dealt out of turn ({whose}), and he was stopped at event {stop}, before"
    " the trump card was turned up ({laws}).{partner}",
    "dealt_out_of_turn_proceeds": "{dealer} dealt out of turn ({whose}); he was not stopped before the trump card was"
    " turned up, so the game proceeds as if no mistake had been made ({laws}).{partner}",
    "misdeal_if_discovered_in_time": "{head} It is a misdeal if {chooser} discover the error before the trump card is"
    " turned up and before looking at their cards, but not after ({laws}).",
    "proper_dealer_deals": "The player whose deal it was deals ({laws}).",
    "short_hand_unplayed": "No card of the short hand has been played: the missing card must be searched for; if the"
    " pack is proved imperfect there must be a new deal ({laws}).",
    # a finding whose law the club has amended (read after the finding's own summary)
    "applied_as_amended": "{laws} {verb} applied as amended by the club's statutes.",
    # taking three tricks from a side that took fewer (Law 72)
    "revoke_tricks_short": "{side} took only {won} tricks; the engine reads Law 72 as taking the tricks they have"
    " ({taken}), since tricks not won cannot be taken.",
    # the revoke's options as a club's statutes amend their number (Law 72)
    "revoke_options_amended": "take {n} tricks from {side}, deduct {n} points from their score, or add {n} to their"
    " own score (Law 72, as amended by the club's statutes)",
    # the deal (37-51)
    "trump_card_on_packet": "The last card, the trump card, went face downwards on a packet: it is a misdeal"
    " (Law 44 II), which the dealer cannot put right under Law {correction}; the doubt is construed against him,"
    " the trump card being entitled to more than ordinary protection (Clay's Case 4).",
    "moved_more_than_one": "The dealer could put it right only by moving more than one card (moving one card twice"
    " is the same): it is a misdeal ({laws}; Clay's Case 18).",
    "imperfect_pack_after_cut": "It was found after the cards were cut for the following deal, in the pack of that"
    " deal: the proof does not give back this hand's deal, since the dealer parted with his right when he cut to"
    " his adversary (Clay's Case 5); the hand in which it is detected is void, and its dealer deals again ({laws}).",
    "interrupted_for_score": "{seat} interrupted the dealer to correct the score, an interruption not necessary at"
    " the moment: the dealer does not lose his deal (Law {law}; Clay's Case 10). {dealer} deals again.",
    "wrong_number_mixed": "The error was not found until the cards had been mixed (event {event}): the score stands"
    " good; had it been discovered before the cards were mixed, it would have been a misdeal (McIntosh under"
    " Law 44).",
    "wrong_number_partly_played": ", though the hand has been partly played (McIntosh under Law 44)",
    # choosing a penalty (84)
    "consulted": "{who} consulted at event {event} on which penalty to exact, and so lost the right to exact any"
    " (Law 84); a question to one's partner is a consultation even if he makes no answer (Clay's Case 14).",
    "demand_final": "; the demand is final (Law 84)",
    "consulted_void": "they had lost the right by consulting at event {event} (Law 84)",
    "chosen_void": "they had already chosen to {chosen}, which is final (Law 84)",
    "call_of_unexposed_card": "the {card}, dropped on the floor at event {event}, is not an exposed card and"
    " cannot be called (Law 56)",
    "call_not_given": "no penalty then open to them allows it",
    "call_not_in_code": "the Club Code gives no such penalty; its penalties of points are the revoke's (Law 72)",
    # calls (61, 64-66; McIntosh's note to 57)
    "card_call_would_revoke": "{target} could not play the called {card} at event {event} without revoking, and"
    " cannot be compelled to (Law 64); the call may be repeated until the card is played (Law 65).",
    "card_call_not_obeyed": "{target}, called on at event {call_event} to play the {card}, played the {played} at"
    " event {event}. The call may be repeated until the card is played (Law 65); the Club Code attaches the"
    " penalty of a revoke only to calls of the highest or lowest and of a suit (Law 61).",
    "suit_call_disobeyed": "{seat}, called on at event {call_event} to lead {suit}, led the {card} at event {event}"
    " though he held the {held}: he incurs the penalty of a revoke (Law 61).",
    "suit_call_none": "{seat} had no {suit} to lead, so the penalty is paid (Law 66).",
    "suit_call_unknown": "{seat} led the {card}; the case does not show that he held a {suit}, and if he had none"
    " the penalty is paid (Law 66).",
    "extreme_call_waits": "{target} had to follow to the {led} led at event {event} and cannot be compelled to"
    " revoke (Law 64); the call stands until it can be obeyed.",
    "extreme_call_none": "{target} had no {suit}, so the call could not be obeyed (Law 64).",
    "extreme_call_disobeyed": "{target}, required at event {call_event} to play his {what} {suit}, played the"
    " {played} at event {event} though he held the {held}: he incurs the penalty of a revoke (Law 61).",
    "win_call_disobeyed": "{target}, called on at event {call_event} to win the trick, played the {played} at event"
    " {event} though he could have won it with the {better}: McIntosh (note to Law 57) holds him liable as for a"
    " revoke under Law 61, which the engine follows.",
    "lose_call_disobeyed": "{target}, called on at event {call_event} not to win the trick, won it with the"
    " {played} at event {event} though he could have played the {better}: McIntosh (note to Law 57) holds such a"
    " player liable as for a revoke under Law 61, which the engine follows.",
    # leads and plays out of turn (62, 63, 67, 68), calling attention to the trick (86), time to decide (87)
    "time_to_decide": "The offender is bound to give {who} reasonable time to decide (Law 87).",
    "false_lead": "{lead} (Law 62). {who} may either call the card led in error, or call a suit from {offender} or"
    " {partner} when it is next the turn of either of them to lead; they must not consult on which (Law 84).",
    "false_lead_stood": "{lead}, and the other three followed him: the trick is complete and the error cannot be"
    " rectified (Law 63).",
    "false_lead_taken_back": "The cards played to the false lead ({taken}) were taken back without penalty (Law 63).",
    "false_lead_may_be_taken_back": "If the mistake is discovered before the other three have played to it, the"
    " cards played to it are taken back (Law 63).",
    "false_lead_card_played": "The card led in error was played at event {event} before it was called, which pays"
    " no penalty (McIntosh's note to Law 62).",
    "suit_call_lapsed": "The right to call a suit lapsed when {seat} led at event {event} without a suit being"
    " called (McIntosh's note to Law 62).",
    "hurried_lead": "{offender} led the {card} at event {event}, at once after his partner's lead out of turn,"
    " before {who} could choose their penalty: the offender is bound to give them reasonable time (Law 87). As in"
    " Clay's Case 9, they keep their option under Law 62, and {offender}'s card too is liable to be called.",
    "partner_played_at_once": "{seat} played the {card} to the trick at event {event}, at once after his partner"
    " played again without waiting for him, before {who} could make their call: the offender is bound to give"
    " reasonable time for the decision of his adversaries (Law 87). As McIntosh notes under Law 57, they may treat"
    " the card played to the first trick as an exposed card (Law 56), and yet call on him to win the trick if he"
    " can.",
    "third_before_second": "{seat}, the third hand, played the {card} before {second}, the second hand: the Club"
    " Code gives no penalty for this, and the fourth hand may now play before his partner (Law 67).",
    "fourth_before_partner": "{seat}, the fourth hand, played the {card} before his partner {partner}, the second"
    " hand, the third hand not having played: {who} may call on {partner} to win, or not to win, the trick (Law"
    " 68).",
    "fourth_before_third": "{seat}, the {position}, played the {card} before the third hand, after his partner had"
    " played: the Club Code gives no penalty for this (Law 68 provides only where the fourth hand plays before his"
    " partner, the third hand not having played).",
    "attention_too_late": "{seat} called attention to the trick at event {event}, but {why}: Law 86 gives a penalty"
    " only when attention is called before the partner plays.",
    "attention_to_trick": "{seat} called attention to the trick at event {event} before his partner {partner} had"
    " played (Law 86): {who} may require {partner} to play the highest or lowest of the {suit}, or to win or lose"
    " the trick.",
    # exposed cards (56, 57, 60, 64, 65)
    "card_played_before_called": "The {were} played before being called, so no penalty remains (McIntosh's note to"
    " Law 56).",
    "floor": "{seat}'s {cards}, dropped on the floor at event {event}, {is_not}: a card dropped on the floor, or"
    " elsewhere below the table, is not exposed (Law 56).",
    "how_named": "named the {cards} in his hand, which makes a card an exposed card (McIntosh's note to Law 56)",
    "exposed": "{seat} {how} at event {event}: exposed cards are liable to be called and must be left on the table"
    " (Law 56); the call may be repeated until the card is played (Law 65), but no call can oblige him to revoke"
    " (Law 64).",
    "exposed_lowered": "{seat} lowered his hand at event {event} so that the {cards} were seen above the table. The"
    ' engine follows the printed law, which makes any card "in any way exposed on or above the table" an exposed'
    " card (Law 56 II), and so holds them liable to be called, as McIntosh does. The authorities differ: in the"
    " Portland Club case of the lowered hand Cavendish and Clay held that such cards are not exposed, there being"
    " no penalty for lowering the hand.",
    "exposed_drawn": "{seat} drew the {cards} from his hand at event {event} and replaced it, so that it was seen"
    " above the table though no one could name it. The engine follows McIntosh: a card exposed above the table is"
    ' an exposed card under Law 56 ("even though snatched up so quickly that no one can name it"), to be laid on'
    " the table and liable to be called. The decision reported by Drayton (Case XIV) held it a detached card only,"
    " liable to be called only if it could be named (Law 60).",
    "exposed_detached": "{seat} detached the {cards} from his hand at event {event} so that it could be named: it is"
    " liable to be called; but should the adversary name a wrong card, he is liable to have a suit called when he"
    " or his partner has the lead (Law 60).",
    "unidentified": "With the {cards}, {more} went on the table that no one identified: liable to be called like the"
    " rest, it cannot be called once it is no longer identifiable; the adversaries should have insisted on its"
    " being fully exposed, and no law protects players who will not take reasonable pains to protect themselves"
    " (Clay's Case 17).",
    "wrong_card_named": "{seat} named the {card} at event {event}, a wrong card; the adversaries can name but one"
    " card (McIntosh's note to Law 60).",
    "wrong_card_suit_lapsed": "The right to call a suit lapsed when {seat} led at event {event} without one being"
    " called (McIntosh's note to Law 60).",
    "wrong_card_named_penalty": "{seat} named a wrong card at event {event} when calling a detached card: he is"
    " liable to have a suit called when he or his partner has the lead (Law 60).",
    "card_taken_back": "{seat} took back the {card} at event {event} and played the {substitute} instead. No law"
    " lets a card played be taken back except to save a revoke (Laws 73, 76); the engine lets the substitution"
    " stand and treats the card taken back, shown on the table, as an exposed card liable to be called (Law 56).",
    "winning_card_without_waiting": "{seat} played the {card} at event {event}, without waiting for his partner to"
    " play to the trick in which his card was the best on the table: {partner} may be called on to win that trick"
    " if he can, and the card thus played before its turn is an exposed card (Law 57).",
    "extra_card": "{seat} put the {card} on the table at event {event} though he had already played to the trick:"
    " it is an exposed card, liable to be called (Law 56).",
    # the revoke (71-82; Clay's Cases 2, 7, 8; McIntosh under 72 and 78)
    "adversary_quitted": "{quitter}'s turning and quitting the trick at event {event} did not establish it: the trick"
    " was {winner}'s, and an adversary has no right to meddle with it (Clay's Case 7).",
    "own_question": "{seat} asked what suit was led at event {asked}, before the trick was turned and quitted: he was"
    " entitled to the answer and to a reasonable time to correct his play, so its turning and quitting at event"
    " {event} did not establish the revoke (McIntosh under Law 72).",
    "thrown_before_revoke": "he had laid his cards on the table at event {event} as those he would play, which as"
    " against him is an act of playing to the following tricks, so the revoke was past recovery when the trick was"
    " complete (Clay's Case 2; Law 73)",
    "thrown_after_revoke": "{who} throwing down the cards at event {event} is, as against their side, an act of"
    " playing, which established the revoke (Clay's Case 8; Law 73)",
    "revoke_saved": "He took it back at event {event}{instead}, in time to save the revoke (Law 76): {claimants} may"
    " call the card played in error whenever they think fit, or require his highest or lowest of the {suit} in that"
    " trick.",
    "claim_after_unpresented_cut": "{seat} claimed it at event {event}, after {cutter} had cut the pack without the"
    " dealer presenting it: that is too late for the player who cut and his partner, but not for the dealer's side"
    " (Law 78; McIntosh's note).",
    "revoke_options": "take three tricks from {side}, deduct three points from their score, or add three to their own"
    " (Law 72)",
    "revoke_penalty": "{claimants} may, at the end of the hand, {choosing}; they may consult on the choice (Law 84)."
    " The penalty scores before tricks and honours (Laws 5 and 72 V), and {side} cannot win the game by the result"
    " of this hand (Law 82).",
    "revoke_penalty_cap_struck": "{claimants} may, at the end of the hand, {choosing}; they may consult on the choice"
    " (Law 84). The penalty scores before tricks and honours (Laws 5 and 72 V); Law 82 is struck out by the club's"
    " statutes, so {side} may win the game by the result of this hand.",
    "revoke_both_sides": "Both sides have revoked: neither can win the game this hand, and each is punished at the"
    " discretion of its adversaries (Law 81).",
    "revoke_when_abandoned": "All four threw their cards down: the hands are abandoned, and the revoking players"
    " cannot win the game by the result of that hand; their adversaries may add three to their score or deduct three"
    " from the revokers' (Law 59), a choice of two penalties only (McIntosh's note to Law 59).",
    # honours (3-7)
    "honours_too_late": "They do not count: {winner} won the game by the result of the hand before honours were"
    " scored; the penalty for a revoke takes precedence of all other scores, tricks score next, honours last"
    " (Law 5).",
    "game_claimed_late_honours": "{side} had claimed the game at event {event} without saying how. The authorities"
    " differ: Clay (Case 1) holds that such a claim does not claim the honours, and the engine follows him and the"
    " printed law; McIntosh reports a decision holding that claiming the game substantially complied with the rule.",
    "game_claimed_without_honours": "The authorities differ: Clay (Case 1) holds that a claim of the game does not"
    " claim the honours; McIntosh reports a decision holding that claiming the game substantially complied with the"
    " rule.",
    "barred_after_deduction": "the deduction of three for their revoke does not restore the right (Clay's Case 3)",
    # the trump card (52-55)
    "trump_card_left_too_long": "The trump card {trump} was {state} at event {event}, after the first trick had been"
    " turned and quitted: left on the table so long, it is liable to be called (Law 52), as an exposed card (Law"
    " 56); his partner may remind him of the liability at any time.",
    "trump_card_taken_early": "The dealer {dealer} took the trump card into his hand at event {event}, before it was"
    " his turn to play to the first trick: he may be desired to lay it on the table; should he show a wrong card,"
    " that card may be called, and a second, a third, until the trump card is produced (Law 54).",
    "trump_card_not_liable": "The trump card was {state} at event {event}, before the first trick was turned and"
    " quitted: it is not liable to be called (Law 52; McIntosh's note).",
    "trump_card_wrong_card": "Desired to lay the trump card on the table, the dealer {dealer} showed the {card} at"
    " event {event}, a wrong card: it may be called, and so may a second or a third, until the trump card is"
    " produced (Law 54).",
    "trump_card_named": "{seat} named the trump card at event {event}, after the dealer had taken it into his hand:"
    " he is liable to have his highest or lowest trump called (Law 53), whenever it is his turn to play in that"
    " hand, and the call may be repeated; he cannot be compelled to revoke (McIntosh's note).",
    "trump_card_named_on_table": "{seat} named the trump card at event {event}, while it was still on the table: Law"
    " 53 applies only once the dealer has taken it into his hand, so there is no penalty.",
    "trump_card_asked": "{seat} asked for the trump card at event {event}. After the dealer has taken it into his"
    " hand it cannot be asked for; the question need not be answered, and a player who names the card in answer is"
    " liable to have his highest or lowest trump called (Law 53). Any player may ask what the trump suit is"
    " (McIntosh's note).",
    "trump_card_forgotten": "The dealer {dealer} declared at event {event} that he could not recollect the trump"
    " card: his highest or lowest trump may be called at any time during the hand, and unless it cause him to"
    " revoke must be played; the call may be repeated, but not changed from highest to lowest or back, until the"
    " card is played (Law 55).",
    # cards thrown down (57, 58, 59; Clay's Cases 1, 2, 6; McIntosh under 56)
    "thrown_down_exposed": "{seat} threw his cards ({cards}) face upwards on the table at event {event}, {why}: they"
    " are exposed, and liable to be called by the adversaries (Law 58).",
    "claim_not_borne_out": ", which the cards do not bear out",
    "claim_not_shown": "; had they been all winning cards, the adversaries could only treat them as played cards"
    " (Clay's Case 6), but the case does not show the adversaries' hands",
    "keeps_his_hand": "{seat} alone keeps his hand and cannot be forced to abandon it (Law 58).",
    "played_cards": "{seat} laid his cards ({cards}) on the table at event {event}, claiming the remaining tricks,"
    " and the case shows them all winning cards as against his adversaries: they are not exposed cards, but as"
    " against himself his adversaries may treat them as played cards; played without waiting for his partner,"
    " {partner} may be called on to win any one of them he can win, the rest being then treated as exposed cards"
    " (Law 57; Clay's Case 6). They are not liable to be called before that (Clay's Case 2).",
    "played_cards_before_lead": "The card laid down for the coming trick, before the adversary's lead, is as against"
    " him an act of playing: should a card of a suit he holds be led, he has revoked, past recovery, having played"
    " to a subsequent trick (Clay's Case 2).",
    "played_cards_called": "{seat} sought at event {event} to call the {card}, one of the winning cards {offender}"
    " laid down at event {laid}: they are played cards, not liable to be called (Clay's Case 2), unless his partner"
    " has first been called on to win one of those tricks, the rest being then exposed cards (Clay's Case 6).",
    "hands_abandoned": "All four players have thrown their cards face upwards on the table (event {event}): the"
    " hands are abandoned, and no one can again take up his cards; should this general exhibition show that the"
    " game might have been saved, or won, neither claim can be entertained, unless a revoke be established (Law"
    " 59).",
    "abandoned_lapse": "All four threw their cards down at event {event}; the hands are abandoned (Law 59).",
    "abandoned_award": "the hands were abandoned on {side}'s claim of the game, which stands (Law 59): they take"
    " the remaining {remaining} tricks",
    "claim_without_showing": "{seat} claimed the game for {side} at event {event} without showing his cards. A claim"
    " is not a play: he is not obliged to lay his cards on the table, and if he does they are exposed (Law 58;"
    " Clay's Case 1); the hand is played out, or the tricks agreed (the event \u201cThe hand played out\u201d).",
    # imperfect tricks (69, 70)
    "omission_found_in_time": "{seat} omitted to play to the trick at event {event}, and the error was found before"
    " he had played to the next: Law 69 does not apply, and he should play his card to that trick.",
    "imperfect_trick": "{seat} omitted to play to the trick at event {event}, and the error was not discovered until"
    " he had played to the next (event {next}): the adversaries may claim a new deal; should they decide that the"
    " deal stand good, the surplus card at the end of the hand is considered to have been played to the imperfect"
    " trick, but does not constitute a revoke therein (Law 69). A card named for a trick but not played to it is"
    " treated so too (McIntosh's note to Law 69).",
    "card_mixed_with_trick": "{seat}'s card, {card}, went at event {event} into a trick to which it does not belong:"
    " he is answerable for all revokes he makes in consequence, as though it were still in his hand. If the error"
    " is detected during the play, the tricks may be counted face downwards to find the one with a card too many,"
    " searched, and the card restored (Law 70).",
    "revoke_established_by_next_trick": "{who} {verb} to the following trick at event {event} established the revoke (Law 73)",
    "partners_question_saved_the_revoke": "{partner} asked {seat} at event {asked} whether he had none of the suit, before the trick was turned and quitted, so its turning and quitting at event {event} did not establish the revoke (Law 74).",
    "partners_question_answered_none": "{partner}'s question at event {asked} was answered in the negative, so the turning and quitting established the revoke (Law 74).",
    "revoke_established_by_quitting": "the trick was turned and quitted by {quitter} at event {event}, which established the revoke (Law 73)",
    "revoke_established_by_cut": "the cards were gathered and cut for the following deal at event {event}, which established it (Law 73)",
    "revoke_established_by_hand_over": "the hand was played out (event {event}), which established it (Law 73)",
    "revoke_correction_too_late": "{seat}'s attempt to take the card back at event {event} came too late: {why} (Law 73).",
    "revoke_established_by_mixing_after_claim": "{seat} mixed the cards at event {event}, after the claim and before the adversaries had examined them, which established it (Law 77)",
    "revoke_established_by_mixing_unshown": "{seat} mixed the cards at event {event}, before {claimants} had examined them: the revoke claimed is established (Law 77), though the case does not show it",
    "revoke_correctable_in_play": "The trick is still in play, so the revoke is not established and {offender} may correct it (Laws 73, 76).",
    "revoke_correctable_not_quitted": "The revoke is not established: the trick has not been turned and quitted by the side that won it, and neither {offender} nor {partner} has played to the following trick (Law 73); {offender} may still correct it (Law 76).",
    "revoke_claimed_in_time": "{seat} claimed it at event {event}, in time (Law 78).",
    "revoke_claimed_too_late": "{seat} claimed it at event {event}, after {past} at event {closed}: too late, and no penalty can be exacted (Law 78).",
    "revoke_no_longer_claimable": "No claim was made before {past} (event {closed}), and it can no longer be claimed (Law 78).",
    "revoke_claimable_until": "{claimants} may claim it until {until} (Law 78).",
    "revoke_hand_may_be_played_out": "{side} may require the hand to be played out (Law 79); at its end the claimants may search all the tricks (Law 75).",
    "revoke_renounce_shown": "{offender} played {card} to a {led} lead at event {event} while holding {held} ({proof}): a revoke (Law 71)",
    "revoke_claim_too_late": "{seat} claimed a revoke {who} at event {event}, after {past}: too late (Law 78).",
    "revoke_claim_not_shown_at_end": "{seat} claimed a revoke {who} at event {event}, but the case shows no renounce by {accused} while holding a card of the suit led (Law 71); the claimants may search all the tricks (Law 75), and the claim fails unless the search shows the card.",
    "revoke_claim_to_be_proved": "{seat} claimed a revoke {who} at event {event}; the case does not yet show it (Law 71). The claim stands to be proved at the end of the hand, when the claimants may search all the tricks (Law 75); the accused may require the hand to be played out (Law 79).",
    "honours_claimed_after_next_trump": ", after the trump card of the following deal was turned up at event {next_trump}: honours not claimed before then cannot be scored (Law 6).",
    "honours_claim_not_proved": ', in time (Law 6); the case shows {side} held {shown}, and does not show who held the {unknown}, so the claim is not proved; give the count claimed ("count") or the hands.',
    "honours_claimed_in_time": ", in time (Law 6): {side} held {shown}: ",
    "honours_none_to_score": "they have no honours to score (Law 3)",
    "four_honours_score": "{count} honours score {points} points (Law 3 I)",
    "three_honours_score": "{count} honours score {points} points (Law 3 II)",
    "two_honours_score": "{count} honours score {points} points (Law 3 III)",
    "four_honours_do_not_score": "{count} honours do not score (Law 3 I)",
    "three_honours_do_not_score": "{count} honours do not score (Law 3 II)",
    "two_honours_do_not_score": "{count} honours do not score (Law 3 III)",
    "honours_bar_struck_out": "; {side} were at the score of {score} when the deal began, but Law 4 is struck out by the club's statutes, and they score them",
    "honours_barred_at_the_score": "; but {side} were at the score of {score} when the deal began and cannot score honours (Law 4)",
    "game_claimed_without_calling_honours": "{seat} claimed the game for {side} at event {event} without calling their honours, though they held {count} honours. Honours must be called at the end of the hand (Law 7) and cannot be scored unless claimed before the trump card of the following deal is turned up (Law 6)",
    "cards_touched_first_lost_the_claim": "{seat} had touched his cards at event {event}, before any player of the other side had touched his, and so lost the claim (Laws 38, 39).",
    "deal_put_right_by_one_card": "The dealer put it right by altering the position of one card only, before dealing another, as Law {correction} allows: it is not a misdeal, and the deal stands.",
    "dealt_for_partner_by_permission": "{dealer} dealt for his partner {proper} with the permission of the opponents (Law 49): the deal is {proper}'s, and a misdeal in it loses {proper}'s deal (Law 51).",
    "took_partners_deal_without_permission": " He took his partner's deal without the opponents' permission (Law 49).",
    "misdeal_in_partners_deal": "The deal was {seat}'s, taken by his partner: {seat} is liable to the usual penalty, and {next}, the adversary next in rotation to him, deals (Law 51).",
    "misdeal_loses_the_deal": "A misdeal loses the deal (Law 43): {next} deals.",
    "imperfect_pack_keeps_the_deal": "The pack being proved imperfect, the dealer does not lose his deal (Law 44 III): {dealer} deals again.",
    "interrupted_claim_not_established": "{seat} interrupted the dealer and failed to establish his claim: the dealer may deal again (Law 50). {dealer} deals again.",
    "adversary_touched_first_keeps_the_deal": "{seat}, an adversary, touched the cards at event {event} before the dealer's partner had: the misdeal does not lose the deal (Law 45). {dealer} deals again.",
    "imperfect_pack_past_scores_stand": " The proof does not alter any past score, game or rubber (Law 47).",
    "same_dealer_deals_again": "The hand is void; in a new deal the same dealer deals again, not being at fault (Law 37; McIntosh's note): {dealer} deals.{extra}",
    "game_claim_won": "the game is theirs, {kind} (Laws 2, 8)",
    "game_claim_not_won": "they have {score} points, and the game is not won (Law 2)",
    "game_thrown_down_won": "By the result of the hand the game is theirs (Laws 2, 8).",
    "revoke_points_beyond_cap_lost": "{side} cannot score more than {score} by the result of a hand in which they revoked (Law 82); the rest of their points are lost.",
    "ask_not_the_partner": "{name}: a player asks his partner (Law 74); {to} is not the partner of {seat}.",
}

# The decisions of the books a sentence above rests on.
PRECEDENTS: dict[WordingKey, tuple[str, ...]] = {
    "trump_card_on_packet": ("clay-case-4",),
    "moved_more_than_one": ("clay-case-18",),
    "imperfect_pack_after_cut": ("clay-case-5",),
    "interrupted_for_score": ("clay-case-10",),
    "wrong_number_mixed": ("mcintosh-44-4",),
    "wrong_number_partly_played": ("mcintosh-44-5",),
    "consulted": ("clay-case-14",),
    "adversary_quitted": ("clay-case-7",),
    "own_question": ("mcintosh-72-1",),
    "thrown_before_revoke": ("clay-case-2",),
    "thrown_after_revoke": ("clay-case-8",),
    "claim_after_unpresented_cut": ("mcintosh-78-1",),
    "revoke_when_abandoned": ("mcintosh-59-1",),
    "game_claimed_without_honours": ("clay-case-1", "mcintosh-preface-6"),
    "trump_card_left_too_long": ("mcintosh-52-1",),
    "trump_card_not_liable": ("mcintosh-52-2",),
    "trump_card_named": ("mcintosh-53-1",),
    "trump_card_asked": ("mcintosh-53-1",),
    "imperfect_trick": ("mcintosh-69-1",),
    "claim_not_borne_out": ("mcintosh-56-2",),
    "claim_not_shown": ("clay-case-6",),
    "played_cards": ("clay-case-6", "clay-case-2"),
    "played_cards_called": ("clay-case-2", "clay-case-6"),
    "claim_without_showing": ("clay-case-1",),
    "barred_after_deduction": ("clay-case-3",),
    "hurried_lead": ("clay-case-9",),
    "partner_played_at_once": ("mcintosh-57-1", "clay-case-9"),
    "exposed_lowered": ("mcintosh-lowered-hand-dissent", "cavendish-lowered-hand", "clay-lowered-hand"),
    "exposed_drawn": ("mcintosh-drayton-xiv", "drayton-case-xiv"),
    "unidentified": ("clay-case-17",),
    "winning_card_without_waiting": ("mcintosh-57-1",),
}

# What the engine does not rule on: the laws a referee is sent to read (docs/engine.md, "Not covered").
NOT_COVERED: dict[str, tuple[LawNumber, ...]] = {
    "cutting": (
        "26",
        "27",
        "28",
        "29",
        "30",
        "31",
        "32",
        "33",
        "34",
        "35",
        "36",
    ),
    "bystanders": ("80", "88", "89"),
    "new_cards": ("83", "90"),
    "last_trick": ("85", "91"),
    "missing_card": ("46",),
    "several_renounces": ("76",),
    "honours_after_next_trump": ("7",),
}

TABLE: LawTable = LawTable(
    code=CODE,
    name=NAME,
    lowest_rank=2,
    hand_size=13,
    event_types=frozenset(t for t in EventKind if t not in ("bid", "discard")),
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
    never_compelled_to_revoke="64",  # no player can be compelled to play a card which would make him revoke
    call_repeated="65",  # "The call of a card may be repeated until such card has been played."
    suit_call_none="66",  # "If a player called on to lead a suit have none of it, the penalty is paid."
    attention_to_trick=ATTENTION_TO_TRICK,
    consultation="84",  # partners must not consult which of two penalties to exact; if they do, they lose it
    time_to_decide="87",  # the offender is bound to give reasonable time for the adversaries' decision
    honours_claim=HONOURS_CLAIM,
    wrong_number_of_cards=WRONG_NUMBER_OF_CARDS,
    deal=DEAL,
    trump_card=TRUMP_CARD,
    thrown_down=THROWN_DOWN,
    imperfect_trick=IMPERFECT_TRICK,
    card_mixed_with_trick=CARD_MIXED_WITH_TRICK,
    wording={**read_out.WORDING, **WORDING, **dummy.WORDING, **around.WORDING, **pack.WORDING},
    # before the deal and around the rubber (codes/club_1864_table.py)
    cutting=around.CUTTING,
    table_laws=around.TABLE_LAWS,
    score_laws=around.SCORE_LAWS,
    precedents={**PRECEDENTS, **around.PRECEDENTS},
    calls_void=("72",),
    rules={"partner_played_at_once": PARTNER_PLAYED_AT_ONCE},
    dummy=dummy.DUMMY,
    pack=pack.PACK,
    not_covered=NOT_COVERED,
)
