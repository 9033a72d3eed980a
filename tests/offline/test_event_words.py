"""The builder says an event as the site does: the engine's words for the events, written at build_offline, read by
static/js/event-words.js in Node give the words engine.describe gives, for every event of every case file under its
case's code, and for the events a code words otherwise (euchre's trump card) under every code."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from engine import case_schema, describe, event_words_data
from offline.archive import event_words, words_name
from tests.engine.saved_rulings import CASE_FOLDERS

ROOT = Path(__file__).resolve().parents[2]
NODE_DESCRIBE = """
import { readFileSync } from "node:fs";
import { describeEvent } from "./static/js/event-words.js";
const { words, events } = JSON.parse(readFileSync(0, "utf8"));
process.stdout.write(
  JSON.stringify(events.map(([event, code, trump, options]) => describeEvent(words, event, code, trump, options))),
);
"""


EVENT_TYPES = {name.removeprefix("event_") for name in case_schema()["$defs"] if name.startswith("event_")}
AROUND = [
    {"type": "dispute", "about": "conversation", "seat": "N"},
    {"type": "cut_for_table", "cards": ["AH", "2S", "3D", "4C"], "exposed": True},
    {"type": "table", "what": "retired", "seat": "E"},
    {"type": "score_error", "side": "NS", "when": "before_hand", "proved": 1},
    {"type": "shuffle", "seat": "S", "how": "below_table"},
    {"type": "cut_pack", "seat": "E", "cards": 20, "exposed": True},
    {"type": "new_cards", "seat": "N"},
    {"type": "card_damaged", "how": "marked", "replaced": "new_cards"},
    {"type": "request", "seat": "N", "what": "last_trick", "shown": True},
    {"type": "bystander", "what": "decided", "agreed": True},
    {"type": "bet", "on": "odd_trick", "seat": "N"},
    {"type": "trump_card", "action": "named", "seat": "W"},
    {"type": "next_trump_turned"},
]
CODES = ("club-1864", "american-1890", "euchre-1888")
# The trump card taken from where it lies and asked after, under each code: euchre's words are its own (91, 92).
TRUMP_CARD = [
    ({"type": "trump_card", "action": "taken_up"}, "the trump card: taken up", "the trump card: lifted from the pack"),
    (
        {"type": "trump_card", "action": "asked", "seat": "W"},
        "the trump card: asked for (W)",
        "the trump card: asked what card was turned up (W)",
    ),
]

Said = tuple[object, str, str, dict[str, str]]  # the event, the code, the trump card, the ruling's option words


def every_event() -> list[Said]:
    out: list[Said] = []
    for folder in CASE_FOLDERS.values():
        for path in sorted(folder.rglob("*.case.json")):
            case = json.loads(path.read_text())
            code, trump = str(case.get("code", "")), str(case.get("trump", ""))
            out += [(e, code, trump, {}) for e in case.get("events") or []]
    # The events before the deal and around the play, which the case files seldom hold.
    out += [(e, "club-1864", "2C", {}) for e in AROUND]
    out += [(e, code, "2C", {}) for e, _, _ in TRUMP_CARD for code in CODES]
    # An election in the ruling's words, with the number a club's statute gives.
    out.append(
        (
            {"type": "elect", "side": "EW", "option": "take_three_tricks"},
            "club-1864",
            "2C",
            {"take_three_tricks": "take two tricks from the revoking player"},
        )
    )
    return out


def test_the_builder_says_every_event_of_the_case_files_as_the_engine_does() -> None:
    events = every_event()
    assert {e["type"] for e, _, _, _ in events if isinstance(e, dict)} == EVENT_TYPES
    text = json.dumps({"words": event_words_data(), "events": events})
    done = subprocess.run(
        ["node", "--input-type=module", "-e", NODE_DESCRIBE],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout)
    expected = [describe(e, code, trump, options) for e, code, trump, options in events]
    differ = [(e, code, a, b) for (e, code, _, _), a, b in zip(events, said, expected, strict=True) if a != b]
    assert not differ, differ[:5]
    assert "EW" not in expected[-1] and expected[-1] == "E and W elect: take two tricks from the revoking player"


@pytest.mark.parametrize(("event", "whist", "euchre"), TRUMP_CARD, ids=["taken_up", "asked"])
def test_the_trump_card_is_said_in_each_codes_words(event: dict[str, str], whist: str, euchre: str) -> None:
    """Whist's dealer takes the trump card into his hand (Club 52-54, American 6); euchre's is left in view till
    played, and lifting it from the pack exposes it (91); a player may ask what card was turned up (92)."""
    assert [describe(event, code, "2C") for code in CODES] == [whist, whist, euchre]


def test_the_words_are_written_beside_the_engines_archive_under_its_digest() -> None:
    assert words_name().startswith("offline/engine/words-")
    assert json.loads(event_words()) == json.loads(json.dumps(event_words_data()))
