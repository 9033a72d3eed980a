"""The Laws of American Whist (Chicago, 1890; preface signed J. S. L.): the law table.

Twenty laws. The game is seven points, reckoned by tricks and penalties, and the hand that reaches
seven scores all it makes (16); no honours are scored. Every irregularity but the revoke costs the
penalty of Law 18, one point, deducted from the offenders or added to their adversaries at the
adversaries' option, claimed before the cut; where the Club Code lets the adversaries call cards, this
code takes a point. The revoke (19, 20) is punished as in the Club Code, three tricks or three points
either way, and the revoking side can make no score that wins the game. Where the laws are silent,
the entry says which reading the engine takes; docs/engine.md lists them.
"""

from __future__ import annotations

from ..format.vocabulary import EventKind, OptionId
from . import american_1890_pack as pack
from . import american_1890_table as around
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
    PointPenalties,
    RevokeRule,
    Scoring,
    ThrownDownRules,
    TrumpCardRules,
    TrumpCardTime,
)
from .wording import WordingKey

CODE = "american-1890"
NAME = "the Laws of American Whist (1890)"

# Laws 16, 17: the game of seven and the rubber.
SCORING = Scoring(
    game=7,  # 16: "The game consists of seven points (reckoned by tricks and penalties)"
    trick_base=6,  # 16: "Each trick beyond six made by either side in the play of the hand counts one point."
    honours=(),  # no honours: the game is reckoned by tricks and penalties (16)
    honours_barred_at=None,
    game_values=((6, 1),),  # a game is a game: the contract's value 1
    rubber_games=2,  # 16: "two games won out of three played, or two games consecutively won"
    rubber_points=0,
    losers_game_deducted=False,
    cite={
        "game": "16",
        "rubber": "16",
        "tricks": "16",
        "honours": "16",
        "honours_barred": "16",
        "precedence": "20",
        "revoke_tricks": "20",  # three tricks taken from the revoking side
        "honours_claim": "16",
        "honours_called": "16",
        "game_value": "16",
        "rubber_points": "17",
        "losers_game": "16",
    },
    points_beyond_game=True,  # 16: "or as many more as may be made by the hand in which seven is reached"
    rubber_in_points=False,  # 17: scores are kept in games, rubbers and points; the rubber has no value in points
)

POINT = (
    OptionRule(OptionId.DEDUCT_POINTS, ("18",), "deduct one point from the offenders' score", n=1),
    OptionRule(OptionId.ADD_POINTS, ("18",), "add one point to their own score", n=1),
)

# Laws 19, 20: the revoke.
REVOKE = RevokeRule(
    defined="19",  # the play of a card of a different suit while holding a card of the suit led
    penalty=PenaltyRule(
        laws=("20",),
        says="three tricks taken from the offending party, or three points taken from their score, or three added"
        " to their adversaries' score, at adversaries' option",
        options=(
            OptionRule(OptionId.TAKE_THREE_TRICKS, ("20",), "take three tricks from the offending party"),
            OptionRule(OptionId.DEDUCT_THREE, ("20",), "take three points from their score", n=3),
            OptionRule(OptionId.ADD_THREE, ("20",), "add three to their own score", n=3),
        ),
        until="claimed before the cards are cut for the next deal (18, read as covering every penalty)",
        consulting_loses=False,
    ),
    per_revoke="20",
    precedence=("20",),  # "This penalty is scored prior to scoring the tricks made"
    established="19",  # complete when turned and quitted, or the revoker or partner leads or plays to the next
    question="8",  # 8 (f) allows "have you none of the suit, partner"; the engine gives it Club Code 74's effect
    search="20",  # "proved by the claimants if need be by examination of the tricks at the close of the hand"
    corrected=PenaltyRule(
        laws=("19", "18"),
        says="he suffers only the penalty of Law 18, and the cards played in the meantime may be recalled without"
        " penalty",
        options=(
            OptionRule(OptionId.DEDUCT_POINTS, ("19", "18"), "deduct one point from the offenders' score", n=1),
            OptionRule(OptionId.ADD_POINTS, ("19", "18"), "add one point to their own score", n=1),
        ),
        until="claimed before the cards are cut for the next deal (18)",
    ),
    mixed="20",  # no American law makes mixing the cards establish a revoke; cards_mixed is not an event here
    claim_until_cut="18",
    played_out="17",  # "every hand should be played out"
    both_sides="20",
    cap="20",  # "no score that wins the game can be made by the revoking party"
    cap_score=6,
    partners_may_consult="20",  # the option is the adversaries'; no law forbids consulting on it
)


def _point(laws: tuple[LawNumber, ...], says: str) -> PenaltyRule:
    return PenaltyRule(laws, says, POINT, until="claimed before the cards are cut for the next deal (18)")


POINTS = PointPenalties(
    law="18",
    options=POINT,
    until="claimed and scored before the cards are cut for the next deal (18)",
    rules={
        "lead_out_of_turn": _point(("14", "18"), "a lead out of turn corrected before the fourth hand plays"),
        "play_out_of_turn": _point(("13", "18"), "a card played out of turn"),
        "extra_card": _point(("13", "9", "18"), "a card thrown on the table with another"),
        "exposed": _point(("12", "18"), "exposed cards, one point each"),
        "shown": _point(("13", "18"), "cards thrown on the table at once or shown other than in playing"),
        "attention": _point(("10", "18"), "a player who points out his card or says 'this is mine'"),
        "trump_card": _point(("6", "18"), "the trump card taken up too soon or left on the table too long"),
        "wrong_number": _point(("7", "18"), "a player known to have held more or less than thirteen cards"),
        "pack_not_cut": _point(("2", "18"), "the pack not cut by the player on the dealer's right"),
        "trump_card_seen": _point(("2", "18"), "the trump card known before it was turned"),
        "cards_touched": _point(("5", "18"), "the cards touched before the trump card was turned"),
        "trick_examined": _point(("11", "18"), "a trick examined after it was gathered and turned"),
        "cut_by_wrong_seat": _point(("2", "18"), "the pack cut by another than the player on the dealer's right"),
        "cut_too_few": _point(("2", "18"), "fewer than four cards left in a packet in cutting"),
    },
)

# Laws 2-5, 7, 15: the deal.
NEW_DEAL = (OptionRule(OptionId.NEW_DEAL, ("4",), "demand a new deal"),)
DEAL = DealTable(
    facts={
        "trump_turned": DealRule((), "the deal is complete", DealEffect.RECORD),
        "cards_touched": DealRule(
            ("5", "18"),
            "until the trump card is turned, the cards must not be gathered nor touched except by the dealer",
            DealEffect.PENALTY,
        ),
        "card_exposed": DealRule(
            ("4",),
            "should a card be exposed in dealing, a new deal may be demanded by opponents",
            DealEffect.CLAIM,
            chooser=DealChooser.DEALER_ADVERSARIES,
            until=ClaimUntil.FIRST_LEAD,  # the law names no time; the engine allows the demand until the first lead
            options=NEW_DEAL,
        ),
        "card_faced_in_pack": DealRule(
            ("4",),
            "should a card be faced in the pack, a new deal may be demanded by opponents",
            DealEffect.CLAIM,
            chooser=DealChooser.DEALER_ADVERSARIES,
            until=ClaimUntil.FIRST_LEAD,
            options=NEW_DEAL,
        ),
        "two_cards_to_one_hand": DealRule(
            ("4",),
            "thirteen cards were not placed one at a time in regular rotation before each player (the American"
            " laws give the dealer no right to put it right, as the Club Code does in 44 VI)",
            DealEffect.MISDEAL,
        ),
        "hand_missed": DealRule(
            ("4",),
            "thirteen cards were not placed one at a time in regular rotation before each player",
            DealEffect.MISDEAL,
        ),
        "not_in_rotation": DealRule(
            ("4",),
            "the cards were not dealt one at a time in regular rotation beginning at the dealer's left",
            DealEffect.MISDEAL,
        ),
        "trump_card_out_of_order": DealRule(
            ("4",), "the cards were not dealt one at a time in regular rotation", DealEffect.MISDEAL
        ),
        "dealer_counted_cards": DealRule(
            ("4",), "the dealer counted the cards on the table or those undealt in his hand", DealEffect.MISDEAL
        ),
        "trump_card_face_down": DealRule(
            ("4",), "the last card was not turned up at the dealer's right hand", DealEffect.MISDEAL
        ),
        "pack_not_cut": DealRule(
            ("2", "18"),
            "the pack is cut by the player on the dealer's right (Law 2); the American laws make no misdeal of it,"
            " and the engine applies the penalty of Law 18 to the dealer",
            DealEffect.PENALTY,
        ),
        "trump_card_seen": DealRule(
            ("2", "18"),
            "the trump card must not be known until turned (Law 2): the penalty of Law 18",
            DealEffect.PENALTY,
        ),
        "dealt_out_of_turn": DealRule(
            ("15",),
            "a player dealing out of turn, or with the adversaries' pack, may be stopped before the trump card is"
            " turned up; after it is turned, the game must proceed as though no mistake had been made",
            DealEffect.STOP,
        ),
    },
    misdeal_loses="4",
    same_dealer="4",  # a new deal is not a misdeal: the engine has the same dealer deal again
    wrong_number=DealRule(
        ("7", "4"),
        "if any player has fourteen, it is a misdeal, even though the hand has been partly played out",
        DealEffect.MISDEAL,
    ),
    short_hand=DealRule(
        ("7",),
        "less than thirteen, the others having their number: search must be made for the missing card, and if"
        " found, the player to whom it belongs is liable for any revoke he may have made in the suit for want of"
        " it",
        DealEffect.RECORD,
        decisions=("jsl-7-1",),
    ),
    touched_before_trump="5",
    wrong_number_penalty=POINTS.rules["wrong_number"],
)

# Law 6: the trump card.
TRUMP_CARD = TrumpCardRules(
    taken_early=POINTS.rules["trump_card"],
    left_on_table=POINTS.rules["trump_card"],
    wrong_card_shown=None,
    named=None,
    asked=None,
    forgotten=None,
    take_up_by=TrumpCardTime.SECOND_ROUND,
    keep_until=TrumpCardTime.THREE_PLAYED,
    no_law="the American laws have no law on naming, asking for or forgetting the trump card; Law 8 lets a player"
    " ask 'what are trumps', and no penalty attaches.",
)

# Laws 12, 13, 17 with the editor's note (3.) to Law 12: cards thrown down.
THROWN_DOWN = ThrownDownRules(
    exposed=POINTS.rules["shown"],
    abandoned=PenaltyRule(("17",), "the hands thrown down"),
    played_cards=PenaltyRule(("12",), "winning cards shown at the end of a hand are not exposed"),
    act_of_playing="19",
    claim_without_cards=("17",),
    resigned=PenaltyRule(
        ("17",),
        "the game being resigned by the losers, the cards thrown down: for each card in any one hand a point is"
        " taken and scored by the winners, as for a trick made",
    ),
    winning_cards_not_exposed="12",
)

_NOT_AMERICAN = ("bid", "discard", "cards_mixed")

# The sentences of a ruling that name a law, in the words the engine reads out under this code. The
# American laws give no calls (every irregularity but the revoke costs a point, 18): the sentences on calls
# answer a call entered all the same.
_NO_CALLS = "The American laws give no calls: each irregularity but the revoke costs a point (Law 18)."
WORDING: dict[WordingKey, str] = {
    "game_not_played": "The case is a game of {game}. The Laws of American Whist print no laws of Dummy or Double Dummy, and the engine does not rule on that game under them: nothing in this hand is ruled. The laws of Dummy and Double Dummy are those printed at the end of the Club Code of 1864 (Dummy, Laws I to III, and Double Dummy); under these laws read Law 1 and the laws on the point in dispute.",
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
    # taking three tricks from a side that took fewer (Law 20)
    "revoke_tricks_short": "{side} took only {won} tricks; the engine reads Law 20 as taking the tricks they have"
    " ({taken}), since tricks not won cannot be taken.",
    # the revoke's options as a club's statutes amend their number (Law 20)
    "revoke_options_amended": "take {n} tricks from {side}, deduct {n} points from their score, or add {n} to their"
    " own score (Law 20, as amended by the club's statutes)",
    # the deal (1-7)
    "wrong_number_partly_played": ", even though the hand has been partly played out (Law 7)",
    "wrong_number_at_close": "At the close of the hand {seat} is known to have held fewer than {size} cards: his"
    " side loses a point (Law 7).",
    "consulted": "{who} consulted at event {event} on which penalty to exact, and so lost the right to exact any"
    " (Law 18).",
    "demand_final": "; the demand is final (Law 18)",
    "consulted_void": "they had lost the right by consulting at event {event} (Law 18)",
    "chosen_void": "they had already chosen to {chosen}, which is final (Law 18)",
    "call_of_unexposed_card": "the {card}, dropped on the floor at event {event}, is not liable to penalty (Law 12)",
    "call_not_given": "no penalty then open to them allows it",
    "call_not_in_code": "the American laws give no such penalty: each irregularity but the revoke costs a point"
    " (Law 18)",
    "card_call_would_revoke": "{target} could not play the called {card} at event {event} without revoking (Law"
    " 19). " + _NO_CALLS,
    "card_call_not_obeyed": "{target} played the {played} at event {event}. " + _NO_CALLS,
    "suit_call_disobeyed": "{seat} led the {card} at event {event}. " + _NO_CALLS,
    "suit_call_none": "{seat} had no {suit} to lead. " + _NO_CALLS,
    "suit_call_unknown": "{seat} led the {card}. " + _NO_CALLS,
    "extreme_call_waits": "{target} had to follow to the {led} led at event {event} (Law 19). " + _NO_CALLS,
    "extreme_call_none": "{target} had no {suit}. " + _NO_CALLS,
    "extreme_call_disobeyed": "{target} played the {played} at event {event}. " + _NO_CALLS,
    "win_call_disobeyed": "{target} played the {played} at event {event}. " + _NO_CALLS,
    "lose_call_disobeyed": "{target} played the {played} at event {event}. " + _NO_CALLS,
    # the revoke (19, 20; the whist decisions the engine follows where these laws are silent)
    "adversary_quitted": "{quitter}'s turning and quitting the trick at event {event} did not establish it: the trick"
    " was {winner}'s, and an adversary has no right to meddle with it (Clay's Case 7, under the Club Code).",
    "own_question": "{seat} asked what suit was led at event {asked}, before the trick was turned and quitted: the"
    " engine follows McIntosh's decision under the Club Code, that he was entitled to the answer and to a reasonable"
    " time to correct his play, so its turning and quitting at event {event} did not complete the revoke (Law 19).",
    "thrown_before_revoke": "he had laid his cards on the table at event {event} as those he would play, which as"
    " against him is an act of playing to the following tricks, so the revoke was complete when the trick was"
    " (Clay's Case 2; Law 19)",
    "thrown_after_revoke": "{who} throwing down the cards at event {event} is, as against their side, an act of"
    " playing, which completed the revoke (Clay's Case 8; Law 19)",
    "revoke_saved": "He took it back at event {event}{instead}, in time to save the revoke (Law 19): he suffers only"
    " the penalty of Law 18, and the cards played in the meantime may be recalled without penalty.",
    "claim_after_unpresented_cut": "{seat} claimed it at event {event}, after {cutter} had cut the pack without the"
    " dealer presenting it: the engine follows McIntosh's note under the Club Code, that it is too late for the"
    " player who cut and his partner, but not for the dealer's side (Law 18).",
    "revoke_options": "take three tricks from {side}, take three points from their score, or add three to their own"
    " (Law 20)",
    "revoke_penalty": "{claimants} may, at the end of the hand, {choosing}; the option is theirs (Law 20). The penalty"
    " is scored before the tricks made, and {side} can make no score that wins the game (Law 20).",
    "revoke_both_sides": "Both sides have revoked: neither can make a score that wins the game this hand, and each is"
    " punished at the option of its adversaries (Law 20).",
    "honours_too_late": "They do not count: the game is reckoned by tricks and penalties, and honours are not"
    " scored (Law 16).",
    "card_played_before_called": "The {were} played at event {event}.",
    "game_claimed_late_honours": "Honours are not scored under these laws (Law 16).",
    "game_claimed_without_honours": "Honours are not scored under these laws (Law 16).",
    "barred_after_deduction": "honours are not scored under these laws (Law 16)",
    # the trump card (6, with the penalty of 18)
    "trump_card_taken_early": "The dealer {dealer} took the trump card into his hand at event {event}, before three"
    " players had played: it must remain on the table until then (Law 6).",
    "trump_card_left": "The trump card was still on the table at event {event}, after the second round was"
    " complete (event {late}): it must be taken into hand before then (Law 6).",
    # cards thrown down (12, 13, 17, with the editor's note to 12)
    "resigned": "{names} threw down their cards at event {event}, resigning the game: every hand should be played"
    " out unless the losers resign it so; then for each card in any one hand the winners, {winners}, score a"
    " point, as for a trick made (Law 17).",
    "resigned_award": "{winners} take the remaining {remaining} tricks, {side} having resigned the game (Law 17)",
    "resigned_cards_not_winning": "{seat} threw his cards face upwards at event {event}, claiming the game, but the"
    " case does not show them all winning cards: cards shown other than in playing them are penalised, one point"
    " each (Law 13).",
    "sure_tricks_shown": "{names} showed {their} cards at event {event}, claiming the game with all winning cards: at"
    " the end of a hand, winning cards shown are not exposed, being sure tricks (editor's note to Law 12); it is"
    " better, for the discovery of revokes, to play the hand out (Law 17).",
    "sure_tricks_award": "{side} showed all winning cards at the end of the hand: sure tricks, the remaining"
    " {remaining} (Law 17; editor's note to Law 12)",
    "claim_without_showing": "{seat} claimed the game for {side} at event {event} without showing his cards. A claim"
    " is not a play: he is not obliged to lay his cards on the table, and if he does they are exposed (Law 17;"
    " Clay's Case 1); the hand is played out, or the tricks agreed (the event \u201cThe hand played out\u201d).",
    # penalties of points (9, 10, 12-14, with 18)
    "points_false_lead": "The error can be corrected only before the fourth hand has played; then the cards are"
    " withdrawn{taken}, and the leader alone pays the penalty (Law 14).",
    "points_false_lead_stood": "{seat} led the {card} out of turn at event {event} (it was {proper}'s lead), and all"
    " have followed: the trick holds good, the error being correctable only before the fourth hand has played (Law"
    " 14). The engine reads Law 14 as taking no penalty once the trick stands, the adversaries having played to"
    " it.",
    "points_play_out_of_turn": "{seat} played the {card} out of turn at event {event}: a player who plays out of turn"
    " suffers the penalty of Law 18 for each card (Law 13).",
    "points_extra_card": "{seat} put the {card} on the table at event {event}, having already played to the trick: a"
    " card thrown on the table with another, or shown other than in playing it, is penalised (Law 13), and no card"
    " may be drawn from the hand until needed to play in turn (Law 9).",
    "points_card_taken_back": "{seat} took back the {card} at event {event} and played the {substitute} instead: a"
    " card played in error, which his partner may have seen, is an exposed card (Law 12).",
    "points_attention": "{seat} called attention to his card at event {event} without being asked: a player who"
    " points out his card, or says 'this is mine', is subject to penalty (Law 10).",
    "points_lowered": "{seat} lowered his hand at event {event} so that the {cards} could be seen. Under the American"
    " law exposure turns on whether the partner may see the cards (Law 12); its editor calls the contrary decision"
    " of Cavendish and Clay in the case of the lowered hand 'monstrous' (note to Law 12), and the engine follows"
    " the law: they are exposed cards.",
    "points_shown": "{seat} {verb} the {cards} at event {event}: a player who throws two or more cards on the table at"
    " once, or shows any card unless in playing it, suffers the penalty of Law 18 for each card (Law 13).",
    "points_exposed": "{seat} exposed the {cards} at event {event}: exposed cards, which his partner may see, cost"
    " one point each (Law 12).",
    "floor": "{seat}'s {cards}, dropped on the floor at event {event}, is not liable to penalty: cards dropped on the"
    " floor are not exposed cards (Law 12).",
    "revoke_established_by_next_trick": "{who} {verb} to the following trick at event {event} established the revoke (Law 19)",
    "partners_question_saved_the_revoke": "{partner} asked {seat} at event {asked} whether he had none of the suit, before the trick was turned and quitted, so its turning and quitting at event {event} did not establish the revoke (Law 8).",
    "partners_question_answered_none": "{partner}'s question at event {asked} was answered in the negative, so the turning and quitting established the revoke (Law 8).",
    "revoke_established_by_quitting": "the trick was turned and quitted by {quitter} at event {event}, which established the revoke (Law 19)",
    "revoke_established_by_cut": "the cards were gathered and cut for the following deal at event {event}, which established it (Law 19)",
    "revoke_established_by_hand_over": "the hand was played out (event {event}), which established it (Law 19)",
    "revoke_correction_too_late": "{seat}'s attempt to take the card back at event {event} came too late: {why} (Law 19).",
    "revoke_established_by_mixing_after_claim": "{seat} mixed the cards at event {event}, after the claim and before the adversaries had examined them, which established it (Law 20)",
    "revoke_established_by_mixing_unshown": "{seat} mixed the cards at event {event}, before {claimants} had examined them: the revoke claimed is established (Law 20), though the case does not show it",
    "revoke_correctable_in_play": "The trick is still in play, so the revoke is not established and {offender} may correct it (Laws 19, 19).",
    "revoke_correctable_not_quitted": "The revoke is not established: the trick has not been turned and quitted by the side that won it, and neither {offender} nor {partner} has played to the following trick (Law 19); {offender} may still correct it (Law 19).",
    "revoke_claimed_in_time": "{seat} claimed it at event {event}, in time (Law 18).",
    "revoke_claimed_too_late": "{seat} claimed it at event {event}, after {past} at event {closed}: too late, and no penalty can be exacted (Law 18).",
    "revoke_no_longer_claimable": "No claim was made before {past} (event {closed}), and it can no longer be claimed (Law 18).",
    "revoke_claimable_until": "{claimants} may claim it until {until} (Law 18).",
    "revoke_hand_may_be_played_out": "{side} may require the hand to be played out (Law 17); at its end the claimants may search all the tricks (Law 20).",
    "revoke_renounce_shown": "{offender} played {card} to a {led} lead at event {event} while holding {held} ({proof}): a revoke (Law 19)",
    "revoke_claim_too_late": "{seat} claimed a revoke {who} at event {event}, after {past}: too late (Law 18).",
    "revoke_claim_not_shown_at_end": "{seat} claimed a revoke {who} at event {event}, but the case shows no renounce by {accused} while holding a card of the suit led (Law 19); the claimants may search all the tricks (Law 20), and the claim fails unless the search shows the card.",
    "revoke_claim_to_be_proved": "{seat} claimed a revoke {who} at event {event}; the case does not yet show it (Law 19). The claim stands to be proved at the end of the hand, when the claimants may search all the tricks (Law 20); the accused may require the hand to be played out (Law 17).",
    "honours_not_scored": "{seat} claimed honours at event {event}, but under {code} honours are not scored: the game is reckoned by tricks and penalties (Law 16).",
    "misdeal_loses_the_deal": "A misdeal loses the deal (Law 4): {next} deals.",
    "touched_before_trump_deals_again": "{seat} touched the cards before the trump card was turned: the dealer deals again (Law 5).",
    "same_dealer_deals_again": "The hand is void; Law 4 gives the opponents a new deal and does not take the deal from the dealer, who is not at fault: the same dealer deals again, {dealer}.{extra}",
    "game_claim_won": "the game is theirs, {kind} (Laws 16, 16)",
    "game_claim_not_won": "they have {score} points, and the game is not won (Law 16)",
    "game_thrown_down_won": "By the result of the hand the game is theirs (Laws 16, 16).",
    "point_penalty_lapsed_at_cut": "The penalty was not claimed before the cards were cut for the next deal (event {event}), and cannot be taken now (Law 18).",
    "point_penalty_terms": "The penalty is {penalty}, deducted from the score of {offenders} or added to that of {chooser}, as they elect; they may consult on it. It cannot be taken during the play, but must be claimed and scored before the cards are cut for the next deal (Law 18).",
    "revoke_points_beyond_cap_lost": "{side} cannot score more than {score} by the result of a hand in which they revoked (Law 20); the rest of their points are lost.",
    "ask_not_the_partner": "{name}: a player asks his partner (Law 8); {to} is not the partner of {seat}.",
}

# The decisions of the books a sentence above rests on.
PRECEDENTS: dict[WordingKey, tuple[str, ...]] = {
    "adversary_quitted": ("clay-case-7",),
    "own_question": ("mcintosh-72-1",),
    "thrown_before_revoke": ("clay-case-2",),
    "thrown_after_revoke": ("clay-case-8",),
    "claim_after_unpresented_cut": ("mcintosh-78-1",),
    "points_lowered": ("jsl-lowered-hand", "cavendish-lowered-hand", "clay-lowered-hand"),
    "sure_tricks_shown": ("jsl-12-2",),
    "claim_without_showing": ("clay-case-1",),
}

# What the engine does not rule on: the laws a referee is sent to read (docs/engine.md, "Not covered").
NOT_COVERED: dict[str, tuple[LawNumber, ...]] = {
    "cutting": ("2", "3"),
    "conversation": ("8", "9", "18"),
    "last_trick": ("11", "18"),  # a trick examined after it is turned is a violation: Law 18's point
    "missing_card": ("7",),
    "score_miscounted": ("17",),
}

TABLE: LawTable = LawTable(
    code=CODE,
    name=NAME,
    lowest_rank=2,
    hand_size=13,
    event_types=frozenset(t for t in EventKind if t not in _NOT_AMERICAN),
    scoring=SCORING,
    revoke=REVOKE,
    lead_out_of_turn=POINTS.rules["lead_out_of_turn"],
    false_lead_followed=PenaltyRule(
        ("14",), "if a player lead out of turn, and all have followed, the trick holds good"
    ),
    third_before_second=POINTS.rules["play_out_of_turn"],
    fourth_before_partner=POINTS.rules["play_out_of_turn"],
    fourth_before_third=POINTS.rules["play_out_of_turn"],
    exposed=POINTS.rules["exposed"],
    not_exposed=PenaltyRule(("12",), "cards dropped on the floor, or seen by the adversaries only, are not liable"),
    lowered_hand=POINTS.rules["exposed"],
    winning_cards_without_waiting=POINTS.rules["extra_card"],
    detached=POINTS.rules["shown"],
    wrong_card_named=PenaltyRule(("18",), "the American laws give no calls"),
    card_taken_back=POINTS.rules["exposed"],
    hurried_lead=POINTS.rules["play_out_of_turn"],
    call_disobeyed=PenaltyRule(("18",), "the American laws give no calls"),
    win_call_disobeyed=PenaltyRule(("18",), "the American laws give no calls"),
    card_call_disobeyed=PenaltyRule(("18",), "the American laws give no calls"),
    never_compelled_to_revoke="19",
    call_repeated="18",
    suit_call_none="18",
    attention_to_trick=POINTS.rules["attention"],
    consultation="18",  # the penalty is elected "upon consultation, or ... by consent of the other"
    time_to_decide=None,  # no law of reasonable time: a penalty is claimed before the cut (18)
    honours_claim=PenaltyRule(("16",), "honours are not scored"),
    wrong_number_of_cards=POINTS.rules["wrong_number"],
    deal=DEAL,
    trump_card=TRUMP_CARD,
    thrown_down=THROWN_DOWN,
    point_penalties=POINTS,
    wording={**read_out.WORDING, **WORDING, **around.WORDING, **pack.WORDING},
    # before the deal and around the rubber (codes/american_1890_table.py)
    cutting=around.CUTTING,
    precedents=PRECEDENTS,
    pack=pack.PACK,
    calls_void=("18",),
    not_covered=NOT_COVERED,
)
