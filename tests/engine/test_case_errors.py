"""Input the engine cannot replay: valid is false and every problem is listed by event and dotted path."""

from __future__ import annotations

import json
from typing import Any

from engine import SUPPORTED_CODES, rule, rule_text
from engine.codes import KNOWN_CODES


def base(**changes: Any) -> dict[str, Any]:
    case: dict[str, Any] = {"code": "club-1864", "dealer": "W", "trump": "2C", "events": []}
    case.update(changes)
    return case


def fields(ruling: dict[str, Any]) -> list[str]:
    assert ruling["valid"] is False, ruling
    return [e["field"] for e in ruling["errors"]]


def test_not_json_names_line_and_column() -> None:
    ruling = rule_text('{"code": "club-1864",\n "dealer": }')
    assert ruling["valid"] is False
    (error,) = ruling["errors"]
    assert error["event"] is None and error["field"] == ""
    assert error["message"].startswith("The case is not valid JSON: Expecting value (line 2, column")


def test_nan_is_not_json() -> None:
    assert rule_text('{"code": NaN}')["errors"][0]["message"].startswith("The case is not valid JSON")


def test_deep_nesting_is_an_error_not_a_crash() -> None:
    ruling = rule_text("[" * 100000 + "]" * 100000)
    assert ruling["valid"] is False


def test_a_case_must_be_an_object() -> None:
    for value in (None, [], "case", 3, True):
        assert fields(rule(value)) == [""]


def test_card_that_is_not_in_the_pack() -> None:
    ruling = rule(base(events=[{"type": "play", "seat": "N", "card": "1X"}]))
    (error,) = ruling["errors"]
    assert (error["event"], error["field"]) == (0, "events.0.card")
    assert '"1X"' in error["message"]


def test_an_empty_list_of_cards_is_called_empty_not_denied_to_be_a_list() -> None:
    ruling = rule(base(events=[{"type": "expose", "seat": "N", "cards": []}]))
    (error,) = ruling["errors"]
    assert error["field"] == "events.0.cards"
    assert error["message"].endswith("the cards must be a list of one or more cards, not an empty list.")


def test_every_problem_is_listed() -> None:
    ruling = rule(
        {
            "code": "club-1864",
            "dealer": "Q",
            "trump": "11H",
            "hands": {"X": ["AS"]},
            "events": [{"type": "dance"}, {"type": "play", "seat": "N"}, {"type": "quit"}],
        }
    )
    assert fields(ruling) == ["dealer", "trump", "hands.X", "events.0.type", "events.1.card", "events.2.seat"]
    assert [e["event"] for e in ruling["errors"]] == [None, None, None, 0, 1, 2]


def test_unknown_code_and_missing_fields() -> None:
    assert fields(rule({"code": "bridge"})) == ["code", "dealer", "trump", "events"]


def test_a_code_the_engine_does_not_rule_on_yet() -> None:
    assert {"club-1864", "euchre-1888"} <= set(SUPPORTED_CODES)
    for code in [c for c in KNOWN_CODES if c not in SUPPORTED_CODES]:
        ruling = rule(base(code=code))
        assert fields(ruling) == ["code"]
        assert code in ruling["errors"][0]["message"]


def test_card_in_two_places() -> None:
    ruling = rule(base(hands={"N": {"known": ["5H"]}}, events=[{"type": "play", "seat": "E", "card": "5h"}]))
    assert fields(ruling) == ["events.0.card"]
    assert "two places" in ruling["errors"][0]["message"]


def test_trump_card_belongs_to_the_dealer() -> None:
    assert fields(rule(base(hands={"N": {"known": ["2C"]}}))) == ["trump"]


def test_card_not_in_a_whole_hand_as_dealt() -> None:
    hand = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    ruling = rule(base(hands={"N": hand}, events=[{"type": "play", "seat": "N", "card": "AH"}]))
    assert fields(ruling) == ["events.0.card"]


def test_a_card_played_twice() -> None:
    events = [{"type": "play", "seat": "N", "card": "AS"}, {"type": "play", "seat": "E", "card": "AS"}]
    assert fields(rule(base(events=events))) == ["events.1.card"]


def test_a_card_played_after_the_cut() -> None:
    events = [{"type": "cut_next"}, {"type": "play", "seat": "N", "card": "AS"}]
    assert fields(rule(base(events=events))) == ["events.1"]


def test_hand_over_must_count_thirteen_tricks() -> None:
    events = [{"type": "hand_over", "tricks": {"NS": 7, "EW": 7}}]
    assert fields(rule(base(events=events))) == ["events.0.tricks"]


def test_a_bid_has_no_place_at_whist() -> None:
    assert fields(rule(base(events=[{"type": "bid", "seat": "N", "action": "pass"}]))) == ["events.0.type"]


def test_ask_is_put_to_the_partner() -> None:
    assert fields(rule(base(events=[{"type": "ask", "seat": "N", "to": "E"}]))) == ["events.0.to"]


def test_score_out_of_range_and_not_a_number() -> None:
    assert fields(rule(base(score={"NS": 5, "EW": "two"}))) == ["score.NS", "score.EW"]


def test_unknown_top_level_keys_are_ignored() -> None:
    ruling = rule(base(referee="Mr. Clay", _note="anything"))
    assert ruling["valid"] is True and ruling["findings"] == []


def test_invalid_ruling_is_json_and_has_the_ruling_shape() -> None:
    ruling = rule_text("not json")
    assert json.loads(json.dumps(ruling)) == ruling
    assert set(ruling) == {
        "code",
        "valid",
        "errors",
        "tricks",
        "tricks_won",
        "findings",
        "precedents",
        "result",
    }


def test_law_1_no_side_can_have_won_two_games_of_the_rubber() -> None:
    assert fields(rule(base(games={"NS": 2, "EW": 0}))) == ["games.NS"]


def test_a_byte_order_mark_is_not_an_error() -> None:
    assert rule_text('\ufeff{"code": "club-1864", "dealer": "W", "trump": "2C", "events": []}')["valid"] is True
