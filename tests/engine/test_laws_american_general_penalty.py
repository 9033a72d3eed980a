"""The American Law 18, the general penalty, swept over every breach the engine finds under the American laws.

"The penalty for the violation of any law (except that of revoke) is the forfeit of one point" (Law 18, seed 004).
Each finding below is one case; a breach either offers that point (deducted from the offenders or added to their
adversaries, at the adversaries' election) or names the remedy its own law prints (the deal lost, the pack cut
again, the revoke's three tricks), or is a finding whose law says it is no breach. The printed words are the
corpus's (corpus/codes/american-1890.txt), as tests/engine/test_laws_pack.py's `quotes` reads them. Two readings
the engine states rather than rules (docs/engine.md, "Law 18 is a general penalty") are pinned at the end.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from engine import rule
from engine.codes import TABLES
from engine.format.vocabulary import FindingKind

from .conftest import WORKED, ruling_for
from .test_laws_pack import printed

CODE = "american-1890"
LAW_18 = "The penalty for the violation of any law (except that of revoke) is the forfeit of one point"
ENFORCED = "Penalties must always be enforced"
POINT_IDS = ["deduct_points", "add_points"]
ADVERSARIES = {"N": "EW", "S": "EW", "NS": "EW", "E": "NS", "W": "NS", "EW": "NS"}


@dataclass(frozen=True)
class Breach:
    """A case, the finding it gives (its kind and event), and what the law does with it.

    `remedy` is "point" (Law 18's point), "own" (the law's own remedy), "none" (the law's words make it no
    breach) or "referee" (talk during the play, which the engine leaves to the referee: docs/engine.md); `law` and `words` are the law the finding names and its printed words the summary reads out;
    `said`, where the summary puts the printed remedy in its own words, is those words."""

    kind: FindingKind
    events: tuple[dict[str, Any], ...] | str
    event: int | None
    remedy: str
    law: str
    words: str
    said: str = ""


def _play(seat: str, card: str) -> dict[str, Any]:
    return {"type": "play", "seat": seat, "card": card}


TRICK = (_play("W", "AH"), _play("N", "KH"), _play("E", "QH"), _play("S", "JH"))

# Law 18's point, one case for each rule of the code's point penalties (codes/american_1890.py, POINTS), by key.
POINTS: dict[str, Breach] = {
    "lead_out_of_turn": Breach(
        FindingKind.LEAD_OUT_OF_TURN,
        (_play("N", "AS"),),
        0,
        "point",
        "14",
        "The error can be corrected only before the fourth hand has played",
    ),
    "play_out_of_turn": Breach(
        FindingKind.PLAY_OUT_OF_TURN, (_play("W", "AH"), _play("E", "AS")), 1, "point", "13", "plays out of turn"
    ),
    "extra_card": Breach(
        FindingKind.EXPOSED_CARD,
        (_play("W", "AH"), _play("W", "AS")),
        1,
        "point",
        "9",
        "No card shall be drawn from the hand until needed to play in turn",
        said="no card may be drawn from the hand until needed to play in turn",
    ),
    "exposed": Breach(
        FindingKind.EXPOSED_CARD,
        ({"type": "expose", "seat": "N", "cards": ["AS"]},),
        0,
        "point",
        "12",
        "may be seen by partner",
        said="which his partner may see, cost one point each",
    ),
    "shown": Breach(
        FindingKind.EXPOSED_CARD,
        ({"type": "expose", "seat": "N", "cards": ["AS"], "how": "shown"},),
        0,
        "point",
        "13",
        "shows any card unless in playing it",
    ),
    "attention": Breach(
        FindingKind.ATTENTION_TO_TRICK,
        ({"type": "attention_to_trick", "seat": "N"},),
        0,
        "point",
        "10",
        "is subject to penalty",
    ),
    "trump_card": Breach(
        FindingKind.TRUMP_CARD,
        ({"type": "trump_card", "action": "taken_up"},),
        0,
        "point",
        "6",
        "shall remain upon the table at the right hand of the dealer until three players have played",
        said="before three players had played: it must remain on the table until then",
    ),
    "wrong_number": Breach(
        FindingKind.WRONG_NUMBER_OF_CARDS,
        "jsl-7-1-a-short-hand-under-the-american-laws",
        None,
        "point",
        "7",
        "his side loses a point",
    ),
    "pack_not_cut": Breach(
        FindingKind.DEAL,
        ({"type": "deal", "fact": "pack_not_cut"},),
        0,
        "point",
        "2",
        "who then cuts",
        said="The pack is cut by the player on the dealer's right",
    ),
    "trump_card_seen": Breach(
        FindingKind.DEAL,
        ({"type": "deal", "fact": "trump_card_seen"},),
        0,
        "point",
        "2",
        "must not be known until turned",
    ),
    "cards_touched": Breach(
        FindingKind.DEAL,
        ({"type": "deal", "fact": "cards_touched", "seat": "N"},),
        0,
        "point",
        "5",
        "Until the trump card is turned, the cards must not be gathered nor touched except by the dealer",
    ),
    "trick_examined": Breach(
        FindingKind.REQUEST,
        (*TRICK, {"type": "quit", "seat": "W"}, {"type": "request", "seat": "N", "what": "last_trick", "shown": True}),
        5,
        "point",
        "11",
        "No trick shall be examined after being gathered and turned",
    ),
    "cut_by_wrong_seat": Breach(
        FindingKind.CUT_PACK,
        ({"type": "cut_pack", "seat": "N"},),
        0,
        "point",
        "2",
        "passes the pack to the player on his right who then cuts",
    ),
    "cut_too_few": Breach(
        FindingKind.CUT_PACK,
        ({"type": "cut_pack", "seat": "E", "cards": 3},),
        0,
        "point",
        "2",
        "not leaving fewer than four cards in either packet",
    ),
}

# The other breaches: the point of a revoke corrected (19 sends to 18), the laws' own remedies, and what the
# law's words make no breach.
OTHERS: dict[str, Breach] = {
    "revoke_corrected": Breach(
        FindingKind.REVOKE,
        "american-law-19-revoke-corrected-before-the-trick-is-quitted",
        None,
        "point",
        "19",
        "he suffers only the penalty of Law 18",
    ),
    "revoke_established": Breach(
        FindingKind.REVOKE,
        "american-law-20-the-revoking-side-cannot-score-the-game",
        None,
        "own",
        "20",
        "three tricks taken from the offending party, or three points taken from their score",
        said="take three tricks from N and S, take three points from their score, or add three to their own",
    ),
    "misdeal": Breach(
        FindingKind.MISDEAL,
        ({"type": "deal", "fact": "two_cards_to_one_hand"},),
        0,
        "own",
        "4",
        "It is a mis-deal and the deal is lost",
        said="A misdeal loses the deal (Law 4)",
    ),
    "fourteen_cards": Breach(
        FindingKind.MISDEAL,
        "american-law-7-fourteen-cards-partly-played",
        None,
        "own",
        "7",
        "If any player has fourteen, it is a mis-deal",
        said="loses the deal",
    ),
    "short_hand_searched": Breach(
        FindingKind.WRONG_NUMBER_OF_CARDS,
        "jsl-7-1-a-short-hand-under-the-american-laws",
        None,
        "own",
        "7",
        "search must be made for the missing card",
    ),
    "card_exposed_in_dealing": Breach(
        FindingKind.NEW_DEAL,
        ({"type": "deal", "fact": "card_exposed", "seat": "W"},),
        0,
        "own",
        "4",
        "a new deal may be demanded by opponents",
    ),
    "dealt_out_of_turn_stopped": Breach(
        FindingKind.NEW_DEAL,
        "american-law-15-dealing-out-of-turn-stopped",
        None,
        "own",
        "15",
        "he may be stopped before the trump card is turned up",
        said="stopped",
    ),
    "dealt_out_of_turn_not_stopped": Breach(
        FindingKind.DEAL,
        ({"type": "deal", "fact": "dealt_out_of_turn"},),
        0,
        "own",
        "15",
        "the game must proceed as though no mistake had been made",
        said="the game proceeds as if no mistake had been made",
    ),
    "lead_out_of_turn_followed": Breach(
        FindingKind.LEAD_OUT_OF_TURN,
        "american-law-14-all-have-followed",
        None,
        "own",
        "14",
        "the trick holds good",
    ),
    "card_exposed_in_cutting": Breach(
        FindingKind.CUT_PACK,
        ({"type": "cut_pack", "seat": "E", "exposed": True},),
        0,
        "own",
        "2",
        "If, when cutting, any card be exposed, the pack must be cut again",
    ),
    "card_dropped_on_the_floor": Breach(
        FindingKind.EXPOSED_CARD,
        ({"type": "expose", "seat": "N", "cards": ["AS"], "how": "floor"},),
        0,
        "none",
        "12",
        "cards dropped on the floor",
        said="is not liable to penalty",
    ),
    "cards_placed_with_no_trick_to_place": Breach(
        FindingKind.REQUEST,
        ({"type": "request", "seat": "N", "what": "cards_placed"},),
        0,
        "own",
        "11",
        "No trick shall be examined after being gathered and turned",
        said="the request is refused",
    ),
    "who_played_a_card": Breach(
        FindingKind.REQUEST,
        (*TRICK, {"type": "request", "seat": "N", "what": "who_played"}),
        4,
        "referee",
        "8",
        "No conversation is permitted during the play of the hand",
    ),
    "shuffled_first_not_the_partner": Breach(
        FindingKind.SHUFFLE,
        ({"type": "shuffle", "seat": "N"},),
        0,
        "none",
        "3",
        "The pack may be shuffled by any or all the other players",
    ),
}

# Every kind of finding is swept above or is never a breach found under the American laws, for the reason given.
NOT_A_BREACH = {
    FindingKind.HONOURS: "a claim of honours ruled on: no honours are scored (16)",
    FindingKind.CLAIM: "a claim ruled on, nobody at fault",
    FindingKind.CALL: "a penalty called that the laws do not give: the call has no effect",
    FindingKind.CARDS_THROWN_DOWN: "the losers resign (17): no offender",
    FindingKind.NOT_COVERED: "a point the engine does not rule on (a dispute, fresh cards): it rules nothing",
    FindingKind.NOT_RULED: "a fact of the deal the engine does not rule on",
    FindingKind.STATUTE: "a club's statute read out, not a breach",
    FindingKind.ETIQUETTE: "etiquette quoted, no law",
    FindingKind.CUT: "the cut for partners and deal (1): the cards decide, nobody offends",
    FindingKind.TABLE: "forming the table (1): no law on admission",
    FindingKind.SCORE: "an error in the score (17) corrected, nobody penalised",
    FindingKind.BYSTANDER: "no American law on bystanders (not_covered)",
    FindingKind.BET: "no American law on bets (not_covered)",
    FindingKind.NEW_CARDS: "no American law on fresh cards (not_covered)",
    FindingKind.IMPERFECT_TRICK: "no American law on a trick gathered without a card: no finding",
    FindingKind.CARD_MIXED_WITH_TRICK: "no American law on a card mixed with a trick: no finding",
    FindingKind.BID: "euchre only",
    FindingKind.LONE_HAND: "euchre only",
    FindingKind.DISCARD: "euchre only",
}


def _ruling(breach: Breach) -> dict[str, Any]:
    if isinstance(breach.events, str):
        if (WORKED / f"{breach.events}.case.json").exists():
            return rule(json.loads((WORKED / f"{breach.events}.case.json").read_text()))
        return ruling_for(breach.events)
    return rule({"code": CODE, "dealer": "S", "trump": "2C", "events": list(breach.events)})


def _finding(breach: Breach) -> dict[str, Any]:
    """The one finding of the breach's kind (and event) whose remedy is the breach's."""
    ruling = _ruling(breach)
    found = [
        f
        for f in ruling["findings"]
        if f["kind"] == breach.kind
        and (breach.event is None or f["event"] == breach.event)
        and breach.law in f["laws"]
        and (breach.remedy == "point") == any(o["id"] in POINT_IDS for o in f["options"])
    ]
    assert len(found) == 1, ruling["findings"]
    return found[0]


def _plain(text: str) -> str:
    return text.replace("\u2019", "'")


def _offers_the_point(finding: dict[str, Any]) -> None:
    """Law 18's point, at the election of the offenders' adversaries, claimed before the cut."""
    assert LAW_18 in printed(CODE, "18") and ENFORCED in printed(CODE, "18")
    assert "18" in finding["laws"], finding
    assert [o["id"] for o in finding["options"]] == POINT_IDS, finding["options"]
    for option in finding["options"]:
        assert option["n"] == 1 and "18" in option["laws"], option
        assert option["chooser"] == ADVERSARIES[finding["offender"]], option
    assert "Law 18" in finding["summary"]


def _names_its_own_remedy(finding: dict[str, Any]) -> None:
    """No point: the law's own remedy or none, and Law 18 is not offered beside it."""
    assert not any(o["id"] in POINT_IDS for o in finding["options"]), finding["options"]


@pytest.mark.parametrize("breach", [*POINTS.values(), *OTHERS.values()], ids=[*POINTS, *OTHERS])
def test_every_american_breach_offers_law_18s_point_or_its_own_laws_remedy(breach: Breach) -> None:
    finding = _finding(breach)
    assert finding["offender"] is not None, finding
    assert breach.words in printed(CODE, breach.law), (breach.words, printed(CODE, breach.law))
    said = breach.said or breach.words
    assert said in _plain(finding["summary"]), finding["summary"]
    if breach.remedy == "point":
        _offers_the_point(finding)
    else:
        _names_its_own_remedy(finding)
    if breach.remedy == "referee":
        assert "is the referee's to judge" in finding["summary"] and "18" in finding["laws"], finding


def test_every_point_penalty_of_the_american_table_has_its_case_above() -> None:
    """Each rule of Law 18's point the law table holds is swept, with the laws the table gives it."""
    rules = TABLES[CODE].point_penalties
    assert rules is not None
    assert set(POINTS) == set(rules.rules)
    for key, breach in POINTS.items():
        assert _finding(breach)["laws"] == list(rules.rules[key].laws), key


def test_every_kind_of_finding_is_swept_or_is_no_breach_under_the_american_laws() -> None:
    swept = {b.kind for b in (*POINTS.values(), *OTHERS.values())}
    assert swept.isdisjoint(NOT_A_BREACH)
    assert swept | set(NOT_A_BREACH) == set(FindingKind)


# -- The readings stated, not ruled (docs/engine.md, "Law 18 is a general penalty") --


def test_law_11_a_lead_before_the_trick_is_gathered_is_not_found_the_gathering_is_not_recorded() -> None:
    """11: "Every trick completed must be gathered before the next lead is made." The format records a trick
    turned and quitted (`quit`) only where it matters; a lead with none before it shows nothing of the gathering."""
    assert "Every trick completed must be gathered before the next lead is made" in printed(CODE, "11")
    ruling = rule({"code": CODE, "dealer": "S", "trump": "2C", "events": [*TRICK, _play("W", "AS")]})
    assert ruling["findings"] == []


def test_law_8_e_a_player_may_require_the_cards_of_a_trick_in_play_to_be_placed() -> None:
    """8 (e): "Require cards to be placed, or partners' drawn; (?)", without violating the law of silence."""
    assert "Require cards to be placed, or partners' drawn" in _plain(printed(CODE, "8"))
    events = [_play("W", "AH"), {"type": "request", "seat": "N", "what": "cards_placed"}]
    (finding,) = rule({"code": CODE, "dealer": "S", "trump": "2C", "events": events})["findings"]
    assert finding["kind"] == "request" and finding["laws"] == ["8"] and finding["offender"] is None
    assert "require cards to be placed, or partners' drawn" in finding["summary"] and finding["options"] == []


def test_law_8_a_question_to_an_adversary_is_no_ask_event_and_is_refused_naming_the_field() -> None:
    """8 (f): a player may "Ask 'have you none of the suit, partner'": the format's `ask` is that question, put to
    the partner; talk during the play is a dispute about conversation, sent to Laws 8, 9 and 18, ruled by nobody
    but the referee."""
    assert "Ask 'have you none of the suit, partner'" in printed(CODE, "8")
    events = [_play("W", "AH"), _play("N", "2S"), {"type": "ask", "seat": "E", "to": "N"}]
    refused = rule({"code": CODE, "dealer": "S", "trump": "2C", "events": events})
    assert not refused["valid"]
    assert [e["field"] for e in refused["errors"]] == ["events.2.to"]
    assert "is not the partner of E" in refused["errors"][0]["message"]
    disputed = rule(
        {
            "code": CODE,
            "dealer": "S",
            "trump": "2C",
            "events": [*events[:2], {"type": "dispute", "about": "conversation"}],
        }
    )
    (finding,) = disputed["findings"]
    assert finding["kind"] == "not_covered" and finding["laws"] == ["8", "9", "18"] and finding["options"] == []
