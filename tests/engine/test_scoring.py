"""The arithmetic of the score (Laws 2, 3, 5, 8-10, 72, 81, 82), directly on score_hand."""

from __future__ import annotations

import pytest

from engine.codes.club_1864 import REVOKE, SCORING, WORDING
from engine.format.seats import Side, Tally
from engine.rulers.scoring import Penalty, game_value, score_hand


def score(
    before: tuple[int, int],
    tricks: tuple[int, int],
    honours: tuple[int, int] = (0, 0),
    penalties: tuple[Penalty, ...] = (),
    games: tuple[int, int] = (0, 0),
    game_values: dict[Side, tuple[int, ...]] | None = None,
) -> tuple[dict[str, int], dict[str, object] | None, list[str]]:
    scored = score_hand(
        SCORING,
        Tally(*before),
        Tally(*tricks),
        Tally(*honours),
        list(penalties),
        capped=set(),
        cap_score=REVOKE.cap_score,
        cap_says=WORDING["revoke_points_beyond_cap_lost"],
        tricks_short_says=WORDING["revoke_tricks_short"],
        games=Tally(*games),
        game_values=game_values,
    )
    data = scored.result.to_json()
    return data["score"], data["game"], scored.notes  # type: ignore[return-value]


@pytest.mark.parametrize(("losers", "value"), [(0, 3), (1, 2), (2, 2), (3, 1), (4, 1)])
def test_law_8_game_values(losers: int, value: int) -> None:
    assert game_value(SCORING, losers) == value


def test_law_2_tricks_above_six() -> None:
    assert score((0, 0), (9, 4))[:2] == ({"NS": 3, "EW": 0}, None)


def test_law_2_points_beyond_the_game_count_for_nothing() -> None:
    assert score((4, 1), (12, 1))[:2] == ({"NS": 5, "EW": 1}, {"winner": "NS", "value": 2})


def test_law_5_tricks_before_honours() -> None:
    points, game, _ = score((3, 4), (6, 7), honours=(4, 0))
    assert (points, game) == ({"NS": 3, "EW": 5}, {"winner": "EW", "value": 1})


def test_law_72_add_three_wins_a_treble_before_thirteen_tricks() -> None:
    points, game, _ = score((0, 2), (13, 0), honours=(4, 0), penalties=(Penalty(Side.NS, "add_three"),))
    assert (points, game) == ({"NS": 0, "EW": 5}, {"winner": "EW", "value": 3})


def test_law_72_deduct_three_never_below_nothing() -> None:
    points, game, notes = score((1, 0), (7, 6), penalties=(Penalty(Side.NS, "deduct_three"),))
    assert (points, game) == ({"NS": 1, "EW": 0}, None)  # 1 - 3 leaves none; one by tricks after
    assert "left at none" in notes[0]


def test_law_72_take_three_tricks_from_fewer() -> None:
    points, _, notes = score((0, 0), (2, 11), penalties=(Penalty(Side.NS, "take_three_tricks"),))
    assert points == {"NS": 0, "EW": 5}
    assert notes[0] == (
        "N and S took only 2 tricks; the engine reads Law 72 as taking the tricks they have (2), since tricks"
        " not won cannot be taken."
    )


def test_mcintosh_example_three_tricks_taken_from_nine() -> None:
    # McIntosh under Law 72: four tricks against nine, three taken, the adversaries make seven: one point.
    assert score((0, 0), (9, 4), penalties=(Penalty(Side.NS, "take_three_tricks"),))[0] == {"NS": 0, "EW": 1}


def test_law_82_the_revoking_side_stops_at_four() -> None:
    points, game, notes = score((3, 0), (11, 2), penalties=(Penalty(Side.NS, "deduct_three"),))
    assert (points, game) == ({"NS": 4, "EW": 0}, None)
    assert "Law 82" in notes[0]


def test_law_81_both_sides_revoke_neither_wins() -> None:
    penalties = (Penalty(Side.NS, "add_three"), Penalty(Side.EW, "add_three"))
    assert score((2, 2), (7, 6), penalties=penalties)[:2] == ({"NS": 4, "EW": 4}, None)


def test_law_9_and_10_rubber_of_two_games() -> None:
    scored = score_hand(
        SCORING,
        Tally(0, 2),
        Tally(11, 2),
        Tally(),
        [],
        capped=set(),
        cap_score=4,
        cap_says=WORDING["revoke_points_beyond_cap_lost"],
        tricks_short_says=WORDING["revoke_tricks_short"],
        games=Tally(1, 0),
        game_values={Side.NS: (3,), Side.EW: ()},
    )
    assert scored.result.to_json()["rubber"] == {"winner": "NS", "points": 3 + 2 + 2}


def test_rubber_points_unknown_without_the_values_of_earlier_games() -> None:
    scored = score_hand(
        SCORING,
        Tally(0, 0),
        Tally(11, 2),
        Tally(),
        [],
        capped=set(),
        cap_score=4,
        cap_says=WORDING["revoke_points_beyond_cap_lost"],
        tricks_short_says=WORDING["revoke_tricks_short"],
        games=Tally(1, 1),
        game_values=None,
    )
    assert scored.result.to_json()["rubber"] == {"winner": "NS", "points": None}
