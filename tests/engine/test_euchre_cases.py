"""The nine play Cases of Leeds and Dwight (The Laws of Euchre, 1888), replayed trick by trick.

Each book case file under corpus/cases/ (euchre-case-N) says in its "_note" how the book's words were encoded:
A is South and deals, B West, C North, D East; the fewest bids that fit the book's words; a hand_over
where the book stops early. The expected file pins the result the book states; the tests here add the
trick-by-trick assertions that read best beside the book.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import rule, rule_text

from .conftest import WORKED, mismatches

EUCHRE = Path(__file__).parent / "euchre"
# The book's Cases are worked cases of the knowledge base: corpus/cases/euchre-case-N.
BOOK = WORKED


def euchre_ruling(name: str) -> dict[str, Any]:
    """The ruling for a case file (a book Case, case-N, or a law's file), checked against its expected file."""
    folder, name = (BOOK, f"euchre-{name}") if name.startswith("case-") else (EUCHRE, name)
    text = (folder / f"{name}.case.json").read_text()
    expected = json.loads((folder / f"{name}.expected.json").read_text())
    ruling = rule_text(text)
    assert json.loads(json.dumps(ruling)) == ruling
    problems = mismatches(expected, ruling)
    assert not problems, f"{name}: {problems}\nruling: {json.dumps(ruling, indent=1)}"
    assert rule(json.loads(text)) == ruling
    return ruling


def winners(ruling: dict[str, Any]) -> list[str | None]:
    return [t["winner"] for t in ruling["tricks"]]


BOOK_CASES = sorted(p.name[len("euchre-") : -len(".case.json")] for p in BOOK.glob("euchre-case-*.case.json"))


@pytest.mark.parametrize("name", BOOK_CASES)
def test_book_case_rules_as_the_book_says(name: str) -> None:
    euchre_ruling(name)


def test_every_case_file_has_a_note_and_an_expectation() -> None:
    assert len(BOOK_CASES) == 11  # I-IX, Case II's other line, Case V as printed
    for folder in (EUCHRE, BOOK):
        for path in folder.glob("*.case.json"):
            case = json.loads(path.read_text())
            if folder is BOOK and case["code"] != "euchre-1888":
                continue
            assert case["code"] == "euchre-1888" and case["_note"]
            assert path.with_name(path.name.replace(".case.json", ".expected.json")).is_file()


def test_case_1_refusing_to_over_trump() -> None:
    ruling = euchre_ruling("case-1")
    # D ruffs the knave of diamonds with the ten; A keeps his right bower and throws the eight of spades.
    assert winners(ruling) == ["E", "S", "S", None]
    assert ruling["tricks"][2]["cards"] == {"S": "JC", "W": "AC", "N": "8D", "E": "KC"}


def test_case_2_the_king_keeps_the_point_the_queen_loses_it() -> None:
    king, queen = euchre_ruling("case-2"), euchre_ruling("case-2-if-a-plays-the-queen")
    assert winners(king)[0] == winners(queen)[0] == "W"  # the right bower led through the assistance
    assert king["result"]["score"] == {"NS": 1, "EW": 0}
    assert queen["result"]["score"] == {"NS": 0, "EW": 2}  # the euchre


def test_case_3_the_left_bower_draws_the_ace_of_trumps() -> None:
    ruling = euchre_ruling("case-3")
    assert winners(ruling) == ["N", "N", "S", "S", "S"]
    assert ruling["tricks"][3]["cards"] == {"S": "JD", "W": "QH", "N": "8H", "E": "AH"}  # JD is a heart
    assert ruling["result"]["lap"] == {"NS": 1, "EW": 0}


def test_case_4_the_left_bower_led_is_followed_with_trumps() -> None:
    ruling = euchre_ruling("case-4")
    assert ruling["tricks"][0]["cards"] == {"W": "JD", "N": "7H", "E": "9H", "S": "JH"}
    assert winners(ruling) == ["S", "S"]
    assert ruling["findings"] == []  # C and D followed the left bower with hearts: no revoke


def test_case_5_as_printed_points_at_the_duplicate_ten_of_spades() -> None:
    ruling = euchre_ruling("case-5-as-printed")
    (error,) = ruling["errors"]
    assert error["field"] == "hands.N.4" and "hands.E.3" in error["message"]


def test_case_5_amended_b_plays_under_the_left_bower() -> None:
    ruling = euchre_ruling("case-5")
    assert winners(ruling) == ["W", "N", "N"]
    assert ruling["tricks"][2]["cards"]["W"] == "10D"


def test_case_6_the_left_bower_is_not_a_heart() -> None:
    ruling = euchre_ruling("case-6")
    assert winners(ruling) == ["W", "S", "E", None]
    assert ruling["tricks"][3]["cards"] == {"E": "KH", "S": "AD", "W": "JH"}
    assert ruling["findings"] == []  # B held no heart: the knave of hearts is a diamond


def test_case_7_a_lone_hand_is_played_three_to_a_trick() -> None:
    ruling = euchre_ruling("case-7")
    assert [sorted(t["cards"]) for t in ruling["tricks"][:2]] == [["E", "S", "W"], ["E", "S", "W"]]
    assert winners(ruling) == ["S", "S", None]
    assert ruling["result"]["score"]["EW"] == 5  # three and the four of a lone euchre, two carried


def test_case_8_the_euchre_wins_the_third_game_and_the_rubber() -> None:
    ruling = euchre_ruling("case-8")
    assert winners(ruling) == ["S", "N", "E", "N"]
    assert ruling["result"]["rubber"] == {"winner": "NS", "points": None}


def test_case_9_c_gives_no_hand_and_sits_out() -> None:
    ruling = euchre_ruling("case-9")
    assert winners(ruling) == ["W", "E"]
    assert all("N" not in t["cards"] for t in ruling["tricks"])
