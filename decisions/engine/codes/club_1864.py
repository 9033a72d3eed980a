"""The Club Code of 1864 (Arlington and Portland Clubs), short whist: the law table.

Read beside the printed laws (Baldwin, The Laws of Short Whist, 1870; McIntosh 1887). Each entry
says which law governs a point, what the innocent side may choose, who chooses and until when.
Quotations are from the print; where the engine takes a reading the laws leave open, the entry
says so and docs/engine.md explains it.
"""

from __future__ import annotations

from ..events import EVENT_TYPES
from .hand_rules import DealRule, DealTable, ThrownDownRules, TrumpCardRules
from .table import LawTable, OptionRule, PenaltyRule, RevokeRule, Scoring

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
        "tricks": "2",
        "honours": "3",
        "honours_barred": "4",
        "precedence": "5",
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
            OptionRule("take_three_tricks", ("72.I",), "take three tricks from the revoking player"),
            OptionRule("deduct_three", ("72.I",), "deduct three points from his score", n=3),
            OptionRule("add_three", ("72.I",), "add three to their own score", n=3),
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
            OptionRule("call_card", ("76",), "call the card played in error, whenever they think fit"),
            OptionRule(
                "call_highest", ("76",), "require his highest card to the trick in which he renounced"
            ),
            OptionRule("call_lowest", ("76",), "require his lowest card to the trick in which he renounced"),
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
        OptionRule("call_card", ("62",), "call the card erroneously led"),
        OptionRule("call_suit", ("62",), "call a suit when the offender or his partner next leads"),
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
        OptionRule("call_win", ("68",), "call on the fourth hand's partner to win the trick"),
        OptionRule("call_lose", ("68",), "call on the fourth hand's partner not to win the trick"),
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
    options=(OptionRule("call_card", ("56", "65"), "call the exposed card"),),
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
    options=(OptionRule("call_card", ("56", "65"), "call the cards seen above the table"),),
    until="until each card is played (65)",
)

WINNING_CARDS_WITHOUT_WAITING = PenaltyRule(
    laws=("57",),
    says="his partner may be called on to win, if he can, the first or any other of those tricks, and the"
    " other cards thus improperly played are exposed cards",
    options=(
        OptionRule("call_win", ("57",), "call on his partner to win the trick"),
        OptionRule("call_card", ("57", "56"), "call the card played before its turn, an exposed card"),
    ),
    until="the call to win before the partner plays to that trick; the card until it is played (65)",
)

DETACHED = PenaltyRule(
    laws=("60",),
    says="a card detached from the rest of the hand so as to be named is liable to be called",
    options=(OptionRule("call_card", ("60",), "name and call the detached card"),),
    until="the adversaries can name but one card (McIntosh's note to Law 60)",
)

WRONG_CARD_NAMED = PenaltyRule(
    laws=("60",),
    says="should the adversary name a wrong card, he is liable to have a suit called when he or his partner"
    " have the lead",
    options=(
        OptionRule(
            "call_suit", ("60",), "call a suit when the player who named wrongly or his partner leads"
        ),
    ),
    until="the first lead of that player or his partner (McIntosh's note to Law 60)",
)

# No law lets a card played be taken back except to save a revoke (76); the card taken back was seen.
CARD_TAKEN_BACK = PenaltyRule(
    laws=("56.II",),
    says="a card shown on the table and taken back is an exposed card",
    options=(OptionRule("call_card", ("56", "65"), "call the card taken back"),),
    until="until the card is played (65)",
)

# Clay's Case 9, under Law 87: the partner who leads in haste after a lead out of turn.
HURRIED_LEAD = PenaltyRule(
    laws=("87", "56"),
    says="the offender is bound to give reasonable time for the decision of his adversaries",
    options=(OptionRule("call_card", ("87", "56"), "call the card put down in haste"),),
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
    laws=("65",),
    says="the call of a card may be repeated until such card has been played; Law 61 attaches the penalty"
    " of a revoke only to calls of the highest or lowest and of a suit",
)

ATTENTION_TO_TRICK = PenaltyRule(
    laws=("86",),
    says="if any one, prior to his partner playing, should call attention to the trick, the adversaries may"
    " require that opponent's partner to play the highest or lowest of the suit then led, or to win or lose"
    " the trick",
    options=(
        OptionRule("call_highest", ("86",), "require the partner's highest card of the suit led"),
        OptionRule("call_lowest", ("86",), "require the partner's lowest card of the suit led"),
        OptionRule("call_win", ("86",), "require the partner to win the trick"),
        OptionRule("call_lose", ("86",), "require the partner to lose the trick"),
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
NEW_DEAL = OptionRule("new_deal", ("37",), "have a new deal")
DEAL = DealTable(
    facts={
        "trump_turned": DealRule((), "the deal is complete", "record"),
        "cards_touched": DealRule(("39", "45"), "a player touched his cards during the deal", "record"),
        "dealer_interrupted": DealRule(("50",), "the adversaries interrupted the dealer", "record"),
        "card_exposed": DealRule(
            ("38",),
            "a card exposed in dealing by the dealer or his partner gives the adversaries the claim of a new"
            " deal, should neither of them have touched the cards; a card exposed by either adversary gives that"
            " claim to the dealer, provided his partner has not touched a card; if no new deal takes place, the"
            " exposed card cannot be called",
            "claim",
            chooser="not_at_fault",
            until="trump_turned",  # 40 keeps the claim past the turn-up for one of the last cards
            options=(OptionRule("new_deal", ("38",), "have a new deal"),),
            decisions=("mcintosh-38-1", "mcintosh-38-2"),
        ),
        "card_faced_in_pack": DealRule(
            ("37", "37.II"), "any card, excepting the last, faced in the pack", "new_deal"
        ),
        "two_cards_to_one_hand": DealRule(
            ("43", "44", "44.VI"),
            "the dealer dealt two cards at once, or two cards to the same hand, and then dealt a third",
            "correctable",
        ),
        "hand_missed": DealRule(
            ("43", "44", "44.I"),
            "the cards were not dealt into four packets in regular rotation; a hand missed may be put right"
            " only before the next hand is dealt to (McIntosh's note to 44)",
            "correctable",
            decisions=("mcintosh-44-3",),
        ),
        "dealer_counted_cards": DealRule(
            ("43", "44", "44.V"),
            "the dealer, under an impression that he had made a mistake, counted the cards on the table or the"
            " remainder of the pack",
            "misdeal",
            decisions=("mcintosh-37-1",),
        ),
        "not_in_rotation": DealRule(
            ("43", "44", "44.I"),
            "the cards were not dealt into four packets, one at a time in regular rotation, beginning with the"
            " player to the dealer's left, which may be claimed when the trump card, turned up to the wrong"
            " hand, shows it",
            "misdeal",
            decisions=("clay-case-16",),
        ),
        "trump_card_face_down": DealRule(
            ("43", "44", "44.II"),
            "the dealer placed the last (the trump) card face downwards on his own or another packet",
            "misdeal",
        ),
        "trump_card_out_of_order": DealRule(
            ("43", "44", "44.III"),
            "the trump card did not come in its regular order to the dealer (he does not lose his deal if the"
            " pack be proved imperfect)",
            "misdeal",
        ),
        "pack_not_cut": DealRule(
            ("43", "44", "44.VII"),
            "the dealer omitted to have the pack cut to him",
            "misdeal_if_claimed",
            options=(OptionRule("new_deal", ("44.VII", "43"), "claim the misdeal"),),
        ),
        "dealt_out_of_turn": DealRule(
            ("48",),
            "any one dealing out of turn, or with the adversary's cards, may be stopped before the trump card is"
            " turned up, after which the game must proceed as if no mistake had been made",
            "stop",
        ),
        "trump_card_seen": DealRule(
            ("41",),
            "if a player, whilst dealing, look at the trump card, his adversaries have a right to see it, and may"
            " exact a new deal",
            "claim",
            chooser="seat_adversaries",
            until="first_lead",
            options=(OptionRule("new_deal", ("41",), "exact a new deal"),),
        ),
        "card_from_other_pack": DealRule(
            ("42",),
            "if a player take into the hand dealt to him a card belonging to the other pack, the adversaries, on"
            " discovery of the error, may decide whether they will have a fresh deal or not",
            "claim",
            chooser="seat_adversaries",
            options=(OptionRule("new_deal", ("42",), "have a fresh deal"),),
        ),
        "adversary_card_taken": DealRule(
            ("37",),
            "the cards properly dealt, a player who takes up a card belonging to an adversary, neither being"
            " able to say which it is, gives the adversaries, not having seen their cards, the option of a new"
            " deal or of drawing a card from the hand holding the stray card (McIntosh's case under 37)",
            "claim",
            chooser="seat_adversaries",
            options=(
                OptionRule("new_deal", ("37",), "call for a new deal"),
                OptionRule("draw_card", ("37",), "draw a card from the hand holding the stray card"),
            ),
            decisions=("mcintosh-37-2",),
        ),
        "pack_imperfect": DealRule(
            ("37", "37.I", "47"),
            "the pack proved incorrect or imperfect during the deal or the play makes the hand null and void,"
            " and the dealer deals again",
            "pack_imperfect",
        ),
    },
    misdeal_loses="43",
    same_dealer="37",
    wrong_number=DealRule(
        ("43", "44", "44.IV"),
        "a player with fourteen cards (or more, as McIntosh would have the law read) and another with less than"
        " thirteen is a misdeal",
        "misdeal",
        decisions=("mcintosh-44-2",),
    ),
    short_hand=DealRule(
        ("46",),
        "three players having their right number, the fourth less, who did not discover it until he had played:"
        " the deal stands good, and he is answerable for any revoke as if the missing card had been in his"
        " hand; he may search the other pack for it",
        "record",
        decisions=("mcintosh-46-1",),
    ),
    adversaries_touched_first="45",
    touching="38, 39",
    interrupted="50",
    partners_deal="51",
    dealing_for_partner="49",
    last_cards="40",
    imperfect_pack_keeps_deal="44.III",
    past_scores_stand="47",
    mixed_too_late=("44.IV",),
)

# Laws 52-55: the trump card.
TRUMP_CARD = TrumpCardRules(
    taken_early=PenaltyRule(("54",), "the dealer who takes the trump card up before his turn may be desired to lay it down"),
    left_on_table=PenaltyRule(
        ("52", "56"),
        "the trump card left on the table after the first trick is turned and quitted is liable to be called",
        options=(OptionRule("call_card", ("52", "56"), "call the trump card"),),
        until="until it is played (65)",
    ),
    wrong_card_shown=PenaltyRule(
        ("54",),
        "a wrong card shown when the dealer is desired to lay the trump card on the table may be called",
        options=(OptionRule("call_card", ("54",), "call the wrong card shown"),),
        until="until it is played (65)",
    ),
    named=PenaltyRule(
        ("53",),
        "a player naming the trump card after the dealer has taken it into his hand is liable to have his"
        " highest or lowest trump called",
        options=(
            OptionRule("call_highest", ("53",), "call his highest trump"),
            OptionRule("call_lowest", ("53",), "call his lowest trump"),
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
            OptionRule("call_highest", ("55",), "call his highest trump"),
            OptionRule("call_lowest", ("55",), "call his lowest trump"),
        ),
        until="the call may be repeated, but not changed, until the card is played",
        consulting_loses=True,
    ),
    take_up_by="first_trick_quitted",
    keep_until="own_turn",
)

# Laws 58, 59 with Clay's Cases 2, 6 and 8: cards thrown down.
THROWN_DOWN = ThrownDownRules(
    exposed=PenaltyRule(
        ("58",),
        "cards thrown on the table face upwards are exposed, and liable to be called, each player's by the"
        " adversary",
        options=(OptionRule("call_card", ("58", "56"), "call a card thrown down"),),
        until="until each card is played (65)",
    ),
    abandoned=PenaltyRule(
        ("59",),
        "all four having thrown down, a revoke established: the revoking players cannot win the game by the"
        " result of that hand, and the adversaries may add three to their score or deduct three from the"
        " revokers'",
        options=(
            OptionRule("add_three", ("59",), "add three to their own score", n=3),
            OptionRule("deduct_three", ("59",), "deduct three points from the revokers' score", n=3),
        ),
        until="at the end of the hand",
    ),
    played_cards=PenaltyRule(
        ("57",),
        "winning cards laid on the table by a player claiming the tricks are, as against him, played cards: his"
        " partner may be called on to win any one of those tricks he can, the rest being then exposed cards",
        options=(OptionRule("call_win", ("57",), "call on his partner to win one of those tricks"),),
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
    options=(OptionRule("new_deal", ("69",), "claim a new deal"),),
    until="when the error is discovered; the engine takes the cut for the next deal as the latest time",
)

CARD_MIXED_WITH_TRICK = PenaltyRule(
    ("70",),
    "a player who plays two cards to the same trick, or mixes a card with a trick to which it does not belong,"
    " is answerable for all consequent revokes",
)

TABLE = LawTable(
    code=CODE,
    name=NAME,
    lowest_rank=2,
    hand_size=13,
    event_types=frozenset(t for t in EVENT_TYPES if t not in ("bid", "discard")),
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
)
