"""The laws of Dummy and Double Dummy, which close the Club Code: their numbers and the sentences naming them.

Numbered as the corpus numbers them: "dummy-1" is the law titled "Dummy, Law I", "double-dummy" the special law
of Double Dummy (corpus/codes/club-1864.txt). "The laws are the same as those of Whist, with the following
exceptions"; the engine applies every other law of the Club Code as at whist.
"""

from __future__ import annotations

from ..format.vocabulary import OptionId
from .law_number import LawNumber
from .table import DummyLaws, OptionRule, PenaltyRule
from .wording import WordingKey

DEALS: LawNumber = "dummy-1"
REVOKE: LawNumber = "dummy-2"
BLIND: LawNumber = "dummy-3"
NO_MISDEAL: LawNumber = "double-dummy"

_BLIND_WORDS = (
    "Dummy being blind and deaf, his partner is not liable to any penalty for an error whence he can gain no advantage"
)

WRONG_HAND_LEAD = PenaltyRule(
    laws=(BLIND,),
    says="if, however, he lead from Dummy's hand when he should lead from his own, or vice versâ, a suit may be"
    " called from the hand which ought to have led",
    options=(OptionRule(OptionId.CALL_SUIT, (BLIND,), "call a suit from the hand which ought to have led"),),
    until="the suit, at the lead of the hand which ought to have led",
)

DUMMY = DummyLaws(
    deals=DEALS,
    deal_out_of_turn=("48",),
    revoke=REVOKE,
    blind=BLIND,
    wrong_hand_lead=WRONG_HAND_LEAD,
    no_misdeal=NO_MISDEAL,
    # A misdeal at whist only as a penalty on the dealer, the hands being right: under "there is no misdeal"
    # the deal stands. The others leave a hand wrong, and the same dealer deals again.
    deal_stands=frozenset({"dealer_counted_cards", "pack_not_cut", "trump_card_face_down"}),
)

WORDING: dict[WordingKey, str] = {
    "dummy_deals": "{dealer} dealt the first hand of the rubber, but Dummy deals at the commencement of each rubber"
    " (Dummy, Law I): it was {dummies}'s deal. Any one dealing out of turn may be stopped before the trump card is"
    " turned up, after which the game must proceed as if no mistake had been made (Law 48).",
    "dummy_revoke_stands": "{seat} (dummy) renounced with the {card} at event {event}, holding {held}. Dummy is not"
    " liable to the penalty for a revoke, as his adversaries see his cards: should he revoke and the error not be"
    " discovered until the trick is turned and quitted, it stands good (Dummy, Law II). It was not discovered in"
    " time: the card stands, and no penalty is incurred.",
    "dummy_revoke_corrected": "{seat} (dummy) renounced with the {card} at event {event}, holding {held}. Dummy is"
    " not liable to the penalty for a revoke, as his adversaries see his cards (Dummy, Law II): the error was"
    " discovered before the trick was turned and quitted, and the card is put right without any penalty.",
    "dummy_revoke_open": "{seat} (dummy) renounced with the {card} at event {event}, holding {held}. Dummy is not"
    " liable to the penalty for a revoke, as his adversaries see his cards (Dummy, Law II): the error may be put"
    " right without penalty until the trick is turned and quitted; after that it stands good.",
    "blind_exposed": "{seat} exposed {cards} at event {event}. " + _BLIND_WORDS + ": he may expose some, or all of"
    " his cards, without incurring any penalty (Dummy, Law III). No card is liable to be called.",
    "blind_claim": "{seat} declared that he has the game, or the tricks, at event {event}. " + _BLIND_WORDS + ": he"
    " may declare that he has the game, or trick, &c., without incurring any penalty (Dummy, Law III). Any cards"
    " shown are not liable to be called; the claim is ruled on by the play.",
    "wrong_hand_lead": "{offender} led the {card} from {hand} at event {event}, when it was {proper}'s lead: he led"
    " from the wrong one of the two hands he plays. "
    + _BLIND_WORDS
    + "; if, however, he lead from Dummy's hand when he"
    " should lead from his own, or vice versâ, a suit may be called from the hand which ought to have led (Dummy,"
    " Law III). {who} may call a suit from {proper}; nothing else: the card led is not an exposed card.",
    "wrong_hand_dummys": "dummy's hand ({seat})",
    "wrong_hand_own": "his own hand",
    "dummy_read_out": "{seat}, dummy",
    "dummy_no_penalty_revoke": "No penalty: Dummy is not liable to the penalty for a revoke, as his adversaries see"
    " his cards (Dummy, Law II).",
    "dummy_no_penalty_blind": "No penalty: " + _BLIND_WORDS + " (Dummy, Law III).",
    "no_misdeal_deal_stands": "There is no misdeal, as the deal is a disadvantage (Double Dummy): {says}. At"
    " four-handed whist that is a misdeal ({laws}); here the deal stands, and the hand is played.",
}
