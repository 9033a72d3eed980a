"""The builder knows who won a trick (and so who leads next) before the engine's answer comes: the same answer.

static/js/trick.js is run under Debian's Node over every trick below and held to the engine's card orders
(`CardOrder` at whist, `BowerOrder` at euchre, the bowers included), the order the replay asks who won.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from engine.format.cards import Card, Suit, pack
from engine.format.tricks import CardOrder
from engine.rulers.euchre.bowers import LOWEST_RANK, BowerOrder, left_bower, right_bower

ROOT = Path(__file__).resolve().parents[2]
RUNNER = """
import { winningIndex } from "./static/js/trick.js";
let text = "";
process.stdin.on("data", (chunk) => (text += chunk));
process.stdin.on("end", () => {
  const tricks = JSON.parse(text);
  process.stdout.write(JSON.stringify(tricks.map((t) => winningIndex(t.cards, t.trump, t.game))));
});
"""


def _tricks() -> list[tuple[str, Suit, list[Card]]]:
    """Tricks of three and four cards under every trump, drawn at random, and every trick holding both bowers."""
    chance = random.Random(53)
    tricks = []
    for game, cards in (("whist", pack(2)), ("euchre", pack(LOWEST_RANK))):
        for trump in Suit:
            for _ in range(150):
                tricks.append((game, trump, chance.sample(cards, chance.choice((3, 4)))))
            # Led by a card of the left bower's printed suit, the bowers played after it: they are trumps.
            for lead in (c for c in cards if c.suit is left_bower(trump).suit):
                if game == "euchre" and lead != left_bower(trump):
                    tricks.append((game, trump, [lead, left_bower(trump), right_bower(trump)]))
    return tricks


def _engine_winner(game: str, trump: Suit, cards: list[Card]) -> int:
    order = BowerOrder(trump) if game == "euchre" else CardOrder(trump)
    return order.winning_index(cards)


@pytest.mark.skipif(shutil.which("node") is None, reason="Debian's Node runs the builder's modules (make test-js)")
def test_the_builder_and_the_engine_name_the_same_winner_of_every_trick() -> None:
    tricks = _tricks()
    asked = [{"game": g, "trump": t.value, "cards": [str(c) for c in cards]} for g, t, cards in tricks]
    answer = subprocess.run(
        ["node", "--input-type=module", "-e", RUNNER],
        input=json.dumps(asked),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    builder = json.loads(answer.stdout)
    engine = [_engine_winner(g, t, cards) for g, t, cards in tricks]
    wrong = [(a, b, e) for a, b, e in zip(asked, builder, engine, strict=True) if b != e]
    assert not wrong, wrong[:5]
    assert len(builder) == len(tricks) > 1200
