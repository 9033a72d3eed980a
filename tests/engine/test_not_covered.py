"""Never a silent ruling: each item of docs/engine.md's "Not covered" is answered with that said plainly.

A dispute the engine does not rule on gets a finding of kind `not_covered` naming the laws of the case's code to
read, and nothing ruled on that point under other laws; the docs' table and the law tables say the same.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import TABLES, rule

DOCS = Path(__file__).resolve().parents[2] / "docs" / "engine.md"
TRUMP = {"club-1864": "2C", "american-1890": "2C", "euchre-1888": "9C"}
COLUMNS = ("club-1864", "american-1890", "euchre-1888")


def _docs_table() -> dict[str, dict[str, tuple[str, ...]]]:
    """The "Not covered" table of docs/engine.md: for each `about`, the laws named under each code."""
    section = DOCS.read_text().split("## Not covered\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, dict[str, tuple[str, ...]]] = {}
    for line in section.splitlines():
        match = re.match(r"\| `(\w+)`[^|]*\|(.*)\|\s*$", line)
        if not match or match.group(1) == "about":  # the header row
            continue
        cells = [c.strip() for c in match.group(2).split("|")]
        rows[match.group(1)] = {code: _laws(cell) for code, cell in zip(COLUMNS, cells, strict=True)}
    return rows


def _laws(cell: str) -> tuple[str, ...]:
    if cell == "none":
        return ()
    out: list[str] = []
    for part in cell.split(","):
        lo, _, hi = part.strip().partition("–")
        out += [str(n) for n in range(int(lo), int(hi) + 1)] if hi else [lo]
    return tuple(out)


DOCUMENTED = _docs_table()
PAIRS = [(about, code) for about in DOCUMENTED for code in COLUMNS]


def test_the_docs_list_every_dispute_the_tables_know_and_the_same_laws() -> None:
    from engine.format.vocabulary import DisputeAbout

    assert set(DOCUMENTED) == {a.value for a in DisputeAbout}
    for code in COLUMNS:
        table = {about: tuple(laws) for about, laws in TABLES[code].not_covered.items()}
        documented = {about: laws[code] for about, laws in DOCUMENTED.items() if laws[code]}
        assert table == documented, code


@pytest.mark.parametrize(("about", "code"), PAIRS)
def test_a_dispute_the_engine_does_not_rule_on_is_answered_not_covered_with_the_laws_to_read(
    about: str, code: str
) -> None:
    case = {
        "code": code,
        "dealer": "W",
        "trump": TRUMP[code],
        "events": [{"type": "dispute", "about": about, "seat": "N"}],
    }
    ruling = rule(case)
    assert ruling["valid"], ruling["errors"]
    (finding,) = ruling["findings"]
    assert finding["kind"] == "not_covered" and finding["event"] == 0 and finding["options"] == []
    assert finding["laws"] == list(DOCUMENTED[about][code])
    assert "The engine does not rule on it" in finding["summary"]
    assert "Nothing is ruled on this point." in finding["summary"]


def test_a_dispute_leaves_the_rest_of_the_hand_ruled_and_does_not_end_the_deal() -> None:
    """A dispute entered during the deal does not complete it: a card exposed in dealing after it is still a
    claim of a new deal (Club 38)."""
    case = {
        "code": "club-1864",
        "dealer": "W",
        "trump": "2C",
        "events": [
            {"type": "dispute", "about": "cutting", "seat": "N"},
            {"type": "deal", "fact": "card_exposed", "seat": "W"},
        ],
    }
    kinds = [f["kind"] for f in rule(case)["findings"]]
    assert kinds[0] == "not_covered" and len(kinds) == 2 and kinds[1] != "not_covered"


def test_law_69_an_omission_found_before_the_next_trick_says_he_should_play_his_card() -> None:
    """Law 69 when the omission is found before the player has played to the next trick: "Law 69 does not
    apply", and the finding says he should play his card to that trick."""
    case = {
        "code": "club-1864",
        "dealer": "W",
        "trump": "2C",
        "events": [
            {"type": "play", "seat": "N", "card": "AS"},
            {"type": "play", "seat": "E", "card": "3S"},
            {"type": "play", "seat": "S", "card": "4S"},
            {"type": "imperfect_trick", "seat": "W"},
        ],
    }
    summaries = " ".join(f["summary"] for f in rule(case)["findings"])
    assert "Law 69 does not apply, and he should play his card to that trick" in summaries


@pytest.mark.parametrize("code", ["american-1890", "euchre-1888"])
def test_a_game_the_code_has_no_laws_on_is_not_covered(code: str) -> None:
    """The first item of the list: Dummy under a code that prints no laws of Dummy."""
    case = {
        "code": code,
        "dealer": "W",
        "trump": TRUMP[code],
        "game": "double-dummy",
        "dummies": ["N", "E"],
        "events": [],
    }
    (finding,) = rule(case)["findings"]
    assert finding["kind"] == "not_covered" and "nothing in this hand is ruled" in finding["summary"]
