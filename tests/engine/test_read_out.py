"""The read-out: the lines a referee reads out with each finding, and what is settled beside what waits.

The four disputes are read out whole, as the laws give them: the euchre lone hand whose partner shows a card
(the lone player held to two points, Law 102), dummy's revoke (no penalty, Dummy, Law II), the American lead out
of turn (one point, Law 18, and who chooses), a Club Code revoke under a club's statute making the penalty two
tricks. Then one finding of each kind the engine gives: who offended, and the penalty's or the choice's lines.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import rule
from engine.format.vocabulary import FindingKind

from .conftest import CASES, HERE, SHARED, WORKED

EUCHRE = HERE / "euchre"
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9H"}


def case_file(path: Path, drop_last: int = 0, **more: Any) -> dict[str, Any]:
    case = json.loads(path.read_text())
    case["events"] = case["events"][: len(case["events"]) - drop_last]
    return {**case, **more}


def small(code: str, *events: dict[str, Any]) -> dict[str, Any]:
    return {"code": code, "dealer": "S", "trump": TRUMP[code], "events": list(events)}


def lone_hand_partner_shows_a_card() -> dict[str, Any]:
    return case_file(EUCHRE / "law-102-the-partner-exposes-a-card.case.json")


def dummys_revoke() -> dict[str, Any]:
    return case_file(CASES / "dummy-law-ii-dummys-revoke-stands-good-a-whole-hand.case.json")


def american_lead_out_of_turn() -> dict[str, Any]:
    """American 14: E's lead out of turn withdrawn; N and S have not yet elected (the case's election left out)."""
    return case_file(CASES / "american-law-14-lead-out-of-turn-corrected.case.json", drop_last=1)


def revoke_under_a_two_trick_statute() -> dict[str, Any]:
    """A Club Code revoke proved by a later play and claimed at the end, under a statute making Law 72's penalty two."""
    case = case_file(
        CASES / "law-71-revoke-proved-by-a-later-play.case.json",
        amendments=[{"law": "72", "provision": "revoke_penalty", "value": 2}],
    )
    case["events"].append({"type": "claim", "seat": "E", "kind": "revoke", "against": "S"})
    return case


def american_misdeal_while_a_point_waits() -> dict[str, Any]:
    """American 4, 5: N touches his cards before the trump is turned, then the dealer misdeals; E and W have not
    yet elected how to take Law 18's point."""
    return case_file(CASES / "american-law-5-cards-touched-before-the-trump-is-turned.case.json", drop_last=1)


def test_the_lone_hand_whose_partner_shows_a_card_holds_the_lone_player_to_two_points() -> None:
    ruling = rule(lone_hand_partner_shows_a_card())
    (finding,) = ruling["findings"]
    assert finding["read_out"] == [
        "The lone hand. Offender: N, partner of S, the lone player.",
        "Penalty: S, the lone player, can score only two points, should he take every trick; but in case of a"
        " euchre the adversaries score four (Law 102).",
        "N, whose partner S plays alone, exposed the face of the 7C at event 5: his cards must lie face downwards"
        " (Law 101), and S can score only two points should he take every trick; in case of a euchre the"
        " adversaries score four (Law 102).",
    ]
    assert ruling["result"]["score"] == {"NS": 2, "EW": 0}
    assert ruling["waiting"] == [] and ruling["settled"] == {"new_deal": None, "points": [], "says": []}


def test_dummys_revoke_reads_out_that_no_penalty_follows_under_dummy_law_ii() -> None:
    (finding,) = rule(dummys_revoke())["findings"]
    assert finding["read_out"] == [
        "Revoke. Offender: E, dummy.",
        "No penalty: Dummy is not liable to the penalty for a revoke, as his adversaries see his cards (Dummy, Law"
        " II).",
        "E (dummy) renounced with the 2H at event 3, holding AC and 2C. Dummy is not liable to the penalty for a"
        " revoke, as his adversaries see his cards: should he revoke and the error not be discovered until the trick"
        " is turned and quitted, it stands good (Dummy, Law II). It was not discovered in time: the card stands, and"
        " no penalty is incurred.",
    ]


def test_the_american_lead_out_of_turn_costs_one_point_under_law_18_and_says_who_chooses() -> None:
    ruling = rule(american_lead_out_of_turn())
    (finding,) = ruling["findings"]
    assert finding["read_out"] == [
        "Lead out of turn. Offender: E.",
        "N and S may choose (Law 18): deduct one point from the offenders' score; or add one point to their own score.",
        "E led the KH out of turn at event 0: it was N's lead. The error can be corrected only before the fourth hand"
        " has played; then the cards are withdrawn (S's 2H were taken back), and the leader alone pays the penalty"
        " (Law 14). The penalty is one point, deducted from the score of E and W or added to that of N and S, as they"
        " elect; they may consult on it. It cannot be taken during the play, but must be claimed and scored before"
        " the cards are cut for the next deal (Law 18).",
    ]
    assert [o["words"] for o in finding["options"]] == [
        "deduct one point from the offenders' score",
        "add one point to their own score",
    ]
    assert ruling["result"] is None
    assert ruling["waiting"] == [
        {
            "finding": 0,
            "side": "NS",
            "options": ["deduct_points", "add_points"],
            "claim": False,
            "says": "Waiting for N and S to choose: deduct one point from the offenders' score; or add one point to"
            " their own score.",
        }
    ]


def test_the_american_point_elected_is_due_now() -> None:
    ruling = rule(case_file(CASES / "american-law-14-lead-out-of-turn-corrected.case.json"))
    assert ruling["findings"][0]["read_out"][1:-1] == [
        "N and S chose (Law 18): deduct one point from the offenders' score."
    ]
    assert ruling["settled"]["points"] == [{"finding": 0, "option": "deduct_points", "side": "NS", "n": 1}]
    assert ruling["settled"]["says"] == ["Settled (Law 18): N and S deduct one point from the offenders' score."]
    assert ruling["waiting"] == []


def test_a_revoke_under_a_two_trick_statute_reads_out_two_tricks_in_every_option() -> None:
    ruling = rule(revoke_under_a_two_trick_statute())
    (finding,) = ruling["findings"]
    assert finding["read_out"] == [
        "Revoke. Offender: S.",
        "E and W may choose (Law 72 I): take two tricks from the revoking player; or deduct two points from his"
        " score; or add two to their own score.",
        "S played the 2H to a diamond lead at event 6 while holding the 6D (played by him at event 10): a revoke"
        " (Law 71); his partner N's lead to the following trick at event 8 established the revoke (Law 73). E"
        " claimed it at event 12, in time (Law 78). E and W may, at the end of the hand, take two tricks from N and"
        " S, deduct two points from their score, or add two to their own score (Law 72, as amended by the club's"
        " statutes); they may consult on the choice (Law 84). The penalty scores before tricks and honours (Laws 5"
        " and 72 V), and N and S cannot win the game by the result of this hand (Law 82). N and S may require the"
        " hand to be played out (Law 79); at its end the claimants may search all the tricks (Law 75). Law 72 is"
        " applied as amended by the club's statutes.",
    ]
    assert [(o["id"], o["n"], o["words"]) for o in finding["options"]] == [
        ("take_three_tricks", 2, "take two tricks from the revoking player"),
        ("deduct_three", 2, "deduct two points from his score"),
        ("add_three", 2, "add two to their own score"),
    ]
    assert "three" not in ruling["waiting"][0]["says"]


def test_the_misdeal_by_the_same_dealer_is_settled_while_the_law_18_point_waits() -> None:
    ruling = rule(american_misdeal_while_a_point_waits())
    assert ruling["result"] is None  # the case format's core: a side still has a choice to make
    assert ruling["settled"] == {
        "new_deal": {"dealer": "W", "same_dealer": True},
        "points": [],
        "says": ["Settled now: the hand is void, and the same dealer, W, deals again."],
    }
    (waits,) = ruling["waiting"]
    assert (waits["finding"], waits["side"], waits["options"]) == (0, "EW", ["deduct_points", "add_points"])
    touched, misdeal = ruling["findings"]
    assert touched["read_out"] == [
        "The deal. Offender: N.",
        "E and W may choose (Law 18): deduct one point from the offenders' score; or add one point to their own score.",
        "Event 0: a player touched his cards before the deal was complete (N). Until the trump card is turned, the"
        " cards must not be gathered nor touched except by the dealer (Laws 5 and 18). The penalty is one point,"
        " deducted from the score of N and S or added to that of E and W, as they elect; they may consult on it. It"
        " cannot be taken during the play, but must be claimed and scored before the cards are cut for the next deal"
        " (Law 18).",
    ]
    assert misdeal["read_out"] == [
        "Misdeal. Offender: W.",
        "Event 1: the dealer counted the cards. It is a misdeal (Law 4): the dealer counted the cards on the table or"
        " those undealt in his hand. N touched the cards before the trump card was turned: the dealer deals again"
        " (Law 5).",
    ]


# One finding of each kind the engine gives: the case, and its read-out whole, written from the printed law each line
# cites: who offended, the penalty or the choice with the law that gives it and the side the law lets choose, and
# last the summary, which carries what follows where the law fixes the penalty or names none (euchre 90, the
# forfeit of two; Club 67, no penalty; euchre 41, the deal lost; euchre 22, no penalty named).
def _file(folder: Path, name: str, **more: Any) -> dict[str, Any]:
    return case_file(folder / f"{name}.case.json", **more)


ONE_OF_EACH: dict[FindingKind, tuple[dict[str, Any], list[str]]] = {
    FindingKind.REVOKE: (
        _file(EUCHRE, "law-62-a-revoke"),
        [
            "Revoke. Offender: N.",
            "E and W chose (Laws 63 and 4): score the three points of the revoke.",
            "N played the QS to a diamond lead at event 6 while holding the 10D (his hand as given): a revoke (Law"
            " 62); his partner S's play to the following trick at event 10 established the revoke (Law 64). E"
            " claimed it at event 14, in time (Law 68). The penalty is 3 points, which E and W score, as often as"
            " the revoke is repeated (Law 63); it takes precedence of all other scores (Law 4). The laws do not say"
            " to whom the points go; the engine reads them as scored by the adversaries of the revoking side. E and"
            " W chose to score the three points of the revoke (event 14).",
        ],
    ),
    FindingKind.LEAD_OUT_OF_TURN: (
        _file(CASES, "law-62-lead-out-of-turn-the-two-options"),
        [
            "Lead out of turn. Offender: E.",
            "N and S may choose (Law 62): call the card erroneously led; or call a suit when the offender or his"
            " partner next leads.",
            "E led the KH out of turn at event 0: it was N's lead (Law 62). N and S may either call the card led in"
            " error, or call a suit from E or W when it is next the turn of either of them to lead; they must not"
            " consult on which (Law 84). The offender is bound to give N and S reasonable time to decide (Law 87).",
        ],
    ),
    FindingKind.PLAY_OUT_OF_TURN: (
        _file(CASES, "law-67-third-hand-before-second"),
        [
            "Play out of turn. Offender: S.",
            "S, the third hand, played the 3S before E, the second hand: the Club Code gives no penalty for this,"
            " and the fourth hand may now play before his partner (Law 67).",
        ],
    ),
    FindingKind.EXPOSED_CARD: (
        _file(CASES, "law-56-exposed-card-called"),
        [
            "Exposed card. Offender: E.",
            "N and S chose (Laws 56 and 65): call the exposed card.",
            "E dropped the 9D face upwards at event 0: exposed cards are liable to be called and must be left on"
            " the table (Law 56); the call may be repeated until the card is played (Law 65), but no call can"
            " oblige him to revoke (Law 64). The offender is bound to give N and S reasonable time to decide (Law"
            " 87). At event 6 N and S chose to call the exposed card. E played the 9D as called, at event 7.",
        ],
    ),
    FindingKind.MISDEAL: (
        _file(EUCHRE, "law-41-42-a-misdeal"),
        [
            "Misdeal. Offender: S.",
            "Event 0 records a hand missed in a round of the deal. It is a misdeal unless five cards are dealt to"
            " each player, two and three in the rounds of the deal (Law 42): W deals, the misdeal losing the deal"
            " (Law 41).",
        ],
    ),
    FindingKind.NEW_DEAL: (
        _file(EUCHRE, "law-33-an-imperfect-pack"),
        [
            "New deal. No player is at fault.",
            "Event 6 records an incorrect or imperfect pack. There must be a new deal by the same dealer, S; all"
            " points scored on previous hands stand (Law 33).",
        ],
    ),
    FindingKind.HONOURS: (
        _file(CASES, "american-law-16-no-honours"),
        [
            "Honours. No player is at fault.",
            "N claimed honours at event 1, but under the Laws of American Whist (1890) honours are not scored: the"
            " game is reckoned by tricks and penalties (Law 16).",
        ],
    ),
    FindingKind.WRONG_NUMBER_OF_CARDS: (
        _file(EUCHRE, "law-90-a-hand-of-four-cards"),
        [
            "Wrong number of cards. Offender: N.",
            "N's hand as given has 4 cards, fewer than five: the deal holds good, and N and S forfeit 2 (all four"
            " playing); they are not entitled to score any point they made on that hand (Law 90). The engine reads"
            " the forfeit as points scored by the adversaries.",
        ],
    ),
    FindingKind.CLAIM: (
        _file(EUCHRE, "law-41-42-a-misdeal"),
        [
            "Claim. No player is at fault.",
            "W claimed a misdeal at event 1: the hand is void, and W deals next (see the finding on the deal).",
        ],
    ),
    FindingKind.ATTENTION_TO_TRICK: (
        _file(CASES, "law-86-attention-called-to-the-trick"),
        [
            "Attention called to the trick. Offender: N.",
            "E and W chose (Law 86): require the partner's lowest card of the suit led.",
            "N called attention to the trick at event 2 before his partner S had played (Law 86): E and W may"
            " require S to play the highest or lowest of the spades, or to win or lose the trick. The offender is"
            " bound to give E and W reasonable time to decide (Law 87). At event 3 E and W chose to require the"
            " partner's lowest card of the suit led; the demand is final (Law 84). S played his lowest spade, the"
            " 4S, as required.",
        ],
    ),
    FindingKind.CALL: (
        _file(WORKED, "mcintosh-60-1-one-naming-only"),
        [
            "Call or election. Offender: S.",
            "E and W may choose (Law 60): call a suit when the player who named wrongly or his partner leads.",
            "S named a wrong card at event 1 when calling a detached card: he is liable to have a suit called when"
            " he or his partner has the lead (Law 60). The offender is bound to give E and W reasonable time to"
            " decide (Law 87).",
        ],
    ),
    FindingKind.NOT_RULED: (
        small("euchre-1888", {"type": "deal", "fact": "trump_card_seen", "seat": "N"}),
        [
            "Not ruled on. Named in the event: N.",
            "Event 0 records the trump card seen by N. The Laws of Euchre have no law on it; the defects that undo"
            " a deal are those of Laws 33 to 45.",
        ],
    ),
    FindingKind.NOT_COVERED: (
        small("club-1864", {"type": "dispute", "about": "conversation", "seat": "N"}),
        [
            "Not covered by the engine. Raised by N.",
            "N raised a dispute at event 0: conversation or intimation during the play. The engine does not rule on"
            " it: the engine knows no law on it in the Club Code of 1864. Nothing is ruled on this point.",
        ],
    ),
    FindingKind.STATUTE: (
        _file(EUCHRE, "law-1-the-lap", amendments=[{"law": "2", "provision": "game", "value": 10}]),
        [
            "A club's statute. No player is at fault.",
            "The game is played to 10 points under the club's statutes: the result of this hand is reckoned on that"
            " game. Law 2 is applied as amended by the club's statutes.",
        ],
    ),
    FindingKind.DEAL: (
        _file(EUCHRE, "law-29-the-pack-not-cut"),
        [
            "The deal. Offender: S.",
            "Event 0 records a pack not cut. The player on the dealer's right cuts the pack (Law 29); the laws name"
            " no consequence once the cards are dealt, and the deal stands.",
        ],
    ),
    FindingKind.TRUMP_CARD: (
        _file(EUCHRE, "law-91-the-trump-card-lifted"),
        [
            "The trump card. Offender: S.",
            "The 9C, the card turned up, was lifted from the pack at event 5: the trump card must be left in view"
            " till played, and if removed or lifted from the pack becomes an exposed card, liable to be called"
            " (Laws 91, 46 III).",
        ],
    ),
    FindingKind.CARDS_THROWN_DOWN: (
        _file(WORKED, "clay-case-2-declared-card-revokes"),
        [
            "Cards thrown down. Offender: N.",
            "E and W may choose (Law 57): call on his partner to win one of those tricks.",
            "N laid his cards (AH, KH, QH, 3C) on the table at event 37, claiming the remaining tricks, and the"
            " case shows them all winning cards as against his adversaries: they are not exposed cards, but as"
            " against himself his adversaries may treat them as played cards; played without waiting for his"
            " partner, S may be called on to win any one of them he can win, the rest being then treated as exposed"
            " cards (Law 57; Clay's Case 6). They are not liable to be called before that (Clay's Case 2). The"
            " offender is bound to give E and W reasonable time to decide (Law 87).",
        ],
    ),
    FindingKind.BID: (
        _file(EUCHRE, "law-77-all-pass-twice"),
        [
            "The making of the trump. No player is at fault.",
            "All four passed on both rounds (the last at event 7): the deal is at an end, and the next player, W,"
            " deals (Law 77).",
        ],
    ),
    FindingKind.LONE_HAND: (
        _file(EUCHRE, "law-94-i-take-it-from-you"),
        [
            "The lone hand. No player is at fault.",
            "E declared at event 1 to play alone on his partner's declaration to play alone. If a player declares"
            " to play alone, his partner may take it from him, subject to the previous rule; in which case the form"
            " of declaration must be, “I take it from you” (Law 94). Subject to Law 93, E not having passed, he"
            " plays alone in place of W.",
        ],
    ),
    FindingKind.DISCARD: (
        _file(EUCHRE, "law-86-the-discard-cannot-be-changed"),
        [
            "The discard. Offender: S.",
            "The dealer S changed his discard at event 5: the discard was complete at event 4, and after it he"
            " cannot change (Law 86). The first discard stands.",
        ],
    ),
    FindingKind.IMPERFECT_TRICK: (
        _file(EUCHRE, "law-60-a-trick-gathered-without-a-card"),
        [
            "Imperfect trick. Offender: S.",
            "E and W chose (Law 60): claim a new deal.",
            "Trick 1 was gathered without a card of S. Should the error not be discovered till he has played to the"
            " next trick, E and W may claim a new deal; should they decide that the deal stand good, the surplus"
            " card at the end of the hand is considered to have been played to the imperfect trick, but does not"
            " constitute a revoke therein (Law 60). At event 11 E and W chose to claim a new deal.",
        ],
    ),
    FindingKind.CARD_MIXED_WITH_TRICK: (
        small("euchre-1888", {"type": "card_mixed_with_trick", "seat": "N", "card": "AH"}),
        [
            "Card mixed with a trick. Offender: N.",
            "N's AH went into a trick to which it did not belong (event 0). If the error is detected during the"
            " play, the tricks may be counted face downwards and the card restored; the player is liable for all"
            " the revokes he has meanwhile made, and if not discovered till the hand is played out, for all the"
            " consequent revokes (Law 61).",
        ],
    ),
    FindingKind.CUT: (
        small("club-1864", {"type": "cut_for_table", "cards": ["AH", "2S", "3D", "4C", "AS"]}),
        [
            "Cutting for the table. No player is at fault.",
            "At event 0, candidate 1 cut the AH, candidate 2 cut the 2S, candidate 3 cut the 3D, candidate 4 cut"
            " the 4C, candidate 5 cut the AS. The ace is the lowest card (Law 13). There being more than four"
            " candidates, the players are selected by cutting, those first in the room having the preference:"
            " candidates 1, 2, 3 and 5, who cut the lowest cards, play first, and again cut to decide on partners"
            " (Law 16).",
        ],
    ),
    FindingKind.TABLE: (
        small("club-1864", {"type": "table", "what": "retired", "seat": "E"}),
        [
            "The table. No player is at fault.",
            "E retired from the table. On the retirement of one of the six players who belong to it, the candidate"
            " who cut the next lowest card at its formation has a prior right to any aftercomer to enter the table"
            " (Law 17).",
        ],
    ),
    FindingKind.SCORE: (
        small(
            "club-1864",
            {"type": "hand_over", "tricks": {"NS": 8, "EW": 5}},
            {"type": "score_error", "side": "NS", "when": "before_hand", "proved": 1},
        ),
        [
            "An error in the score. No player is at fault.",
            "It was proved at event 1 that NS's score in this game before the hand was wrong: 1, not 0. If an"
            " erroneous score be proved, such mistake can be corrected prior to the conclusion of the game in which"
            " it occurred (Law 11): the game was not concluded, and the hand is scored from 1.",
        ],
    ),
    FindingKind.SHUFFLE: (
        small("euchre-1888", {"type": "shuffle", "seat": "S", "how": "below_table"}),
        [
            "Shuffling. Offender: S.",
            "S shuffled the pack below the table at event 0. The pack must neither be shuffled below the table, nor"
            " so that the face of any card can be seen (Law 22). The law names no penalty, and the engine gives"
            " none.",
        ],
    ),
    FindingKind.CUT_PACK: (
        small("club-1864", {"type": "cut_pack", "seat": "E", "exposed": True}),
        [
            "The cut of the pack. Offender: E.",
            "A card was exposed in E's cut at event 0. If in cutting, or in replacing one of the two packets on the"
            " other, a card be exposed, there must be a fresh cut (Law 34); after a false cut each player may"
            " shuffle again (Law 29).",
        ],
    ),
    FindingKind.NEW_CARDS: (
        small("club-1864", {"type": "new_cards", "seat": "N"}),
        [
            "New cards. Raised by N.",
            "N called for fresh cards at event 0, before the pack was cut for the deal: any player (on paying for"
            " them) before, but not after, the pack be cut for the deal, may call for fresh cards. He must call for"
            " two new packs, of which the dealer takes his choice (Law 83). N pays for them, and S chooses.",
        ],
    ),
    FindingKind.REQUEST: (
        small("club-1864", {"type": "request", "seat": "N", "what": "last_trick"}),
        [
            "A request during the play. No player is at fault.",
            "N asked at event 0 to see the last trick, but no trick had yet been turned and quitted: there is none"
            " to see. Any player may demand to see the last trick turned, and no more (Law 91).",
        ],
    ),
    FindingKind.BYSTANDER: (
        small("club-1864", {"type": "bystander", "what": "remark", "seat": "N"}),
        [
            "A bystander. No player is at fault.",
            "At event 0 a bystander made a remark calling the attention of N to an oversight affecting the score."
            " If a bystander make any remark which calls the attention of a player or players to an oversight"
            " affecting the score, he is liable to be called on, by the players only, to pay the stakes and all"
            " bets on that game or rubber (Law 88). It is for the players alone to call on him.",
        ],
    ),
    FindingKind.BET: (
        small("club-1864", {"type": "bet", "on": "odd_trick", "seat": "N"}),
        [
            "Bets. No player is at fault.",
            "At event 0 bets were to be decided. Law 80 decides bets where a revoke occurs, is claimed and proved;"
            " the case shows no revoke established, and the law does not apply to this hand.",
        ],
    ),
    FindingKind.ETIQUETTE: (
        small("club-1864", {"type": "bet", "on": "odd_trick", "seat": "N"}),
        [
            "Etiquette. No player is at fault.",
            "The Etiquette of Whist (rule 7, 9) adds: “Until the players have made such bets as they wish, bets"
            " should not be made with bystanders. No one should look over the hand of a player against whom he is"
            " betting.” It is etiquette, not law: it is difficult, in some cases impossible, to apply any penalty"
            " to its infraction, and nothing is ruled under it.",
        ],
    ),
}


def test_a_fact_the_laws_have_no_law_on_names_the_seat_but_no_offender() -> None:
    """American: a card of the other pack taken into N's hand. The laws print nothing on it (the two packs of Law
    3's note are all they say), so N, whom the event names, is not read out as an offender."""
    case = small("american-1890", {"type": "deal", "fact": "card_from_other_pack", "seat": "N"})
    (finding,) = rule(case)["findings"]
    assert finding["read_out"] == [
        "Not ruled on. Named in the event: N.",
        "Event 0: a card of the other pack was taken into a hand (N). There is no law on it in the Laws of American"
        " Whist (1890); the referee must decide it on the principles of the laws.",
    ]


def test_every_kind_of_finding_has_its_read_out_here() -> None:
    assert set(ONE_OF_EACH) == set(FindingKind)


@pytest.mark.parametrize("kind", list(ONE_OF_EACH), ids=str)
def test_one_finding_of_each_kind_reads_out_who_offended_and_what_follows(kind: FindingKind) -> None:
    case, lines = ONE_OF_EACH[kind]
    ruling = rule(case)
    finding = next(f for f in ruling["findings"] if f["kind"] == kind)
    assert finding["read_out"] == lines
    assert lines[-1] == finding["summary"]  # the summary is read out last, whole


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared/ is not beside the repository")
def test_every_shared_case_keeps_its_result() -> None:
    """The new fields stand beside `result`, whose meaning the core fixes: each shared case's result as expected."""
    for path in sorted(SHARED.glob("*.expected.json")):
        expected = json.loads(path.read_text())
        if "result" not in expected:
            continue
        ruling = rule(json.loads(path.with_name(path.name.replace(".expected", ".case")).read_text()))
        assert ruling["result"] == expected["result"], path.name
        assert "settled" in ruling and "waiting" in ruling
