"""Random legal deals played out: the invariants of the replay, checked against an independent reckoning.

Each deal is dealt one card at a time from the eldest hand, the last card turned up as trump; each
player plays a random card that follows suit when he can. The engine must find nothing irregular,
replay 13 tricks of 4 cards using all 52, give each trick to the right card and score the hand.
A revoke is then slipped into some deals, and the engine must find it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import rule

SEATS = ["N", "E", "S", "W"]
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
PACK = [r + s for s in "SHDC" for r in RANKS]


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def left(seat: str, n: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + n) % 4]


def trick_winner(plays: list[tuple[str, str]], trump: str) -> str:
    """Written apart from the engine: the highest trump, else the highest of the suit led."""
    led = plays[0][1][-1]
    trumps = [p for p in plays if p[1][-1] == trump]
    contenders = trumps or [p for p in plays if p[1][-1] == led]
    return max(contenders, key=lambda p: rank(p[1]))[0]


def deal(seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    pack = PACK[:]
    rng.shuffle(pack)
    dealer = rng.choice(SEATS)
    hands: dict[str, list[str]] = {s: [] for s in SEATS}
    for i, card in enumerate(pack):
        hands[left(dealer, 1 + i % 4)].append(card)
    return {"rng": rng, "dealer": dealer, "trump": pack[-1], "hands": hands}


def play_out(seed: int, revoke_at: int | None = None) -> tuple[dict[str, Any], list[dict[str, Any]], str | None]:
    """A case played to the end; with revoke_at, a renounce at the first chance from that trick on."""
    d = deal(seed)
    rng, trump = d["rng"], d["trump"][-1]
    held = {s: list(cards) for s, cards in d["hands"].items()}
    leader = left(d["dealer"])
    events: list[dict[str, Any]] = []
    tricks: list[dict[str, Any]] = []
    revoker = None
    for number in range(13):
        plays: list[tuple[str, str]] = []
        for k in range(4):
            seat = left(leader, k)
            options = held[seat]
            if plays:
                following = [c for c in options if c[-1] == plays[0][1][-1]]
                others = [c for c in options if c[-1] != plays[0][1][-1]]
                if revoke_at is not None and revoker is None and number >= revoke_at and following and others:
                    options, revoker = others, seat
                else:
                    options = following or options
            card = rng.choice(options)
            held[seat].remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        leader = trick_winner(plays, trump)
        tricks.append({"leader": plays[0][0], "cards": dict(plays), "winner": leader})
    case = {
        "code": "club-1864",
        "dealer": d["dealer"],
        "trump": d["trump"],
        "hands": d["hands"],
        "score": {"NS": seed % 5, "EW": (seed // 5) % 5},
        "events": events,
    }
    return case, tricks, revoker


@pytest.mark.parametrize("seed", range(200))
def test_random_legal_deal_replays_cleanly(seed: int) -> None:
    case, tricks, _ = play_out(seed)
    ruling = rule(case)
    assert ruling["valid"] is True, ruling["errors"]
    assert ruling["findings"] == []
    assert len(ruling["tricks"]) == 13
    assert all(len(t["cards"]) == 4 for t in ruling["tricks"])
    assert len({c for t in ruling["tricks"] for c in t["cards"].values()}) == 52
    assert ruling["tricks"] == tricks
    ns = sum(1 for t in tricks if t["winner"] in ("N", "S"))
    assert ruling["tricks_won"] == {"NS": ns, "EW": 13 - ns}
    before = case["score"]
    side, odd = ("NS", ns - 6) if ns > 6 else ("EW", 7 - ns)
    total = before[side] + odd
    result = ruling["result"]
    if total >= 5:
        losers = before["EW" if side == "NS" else "NS"]
        assert result["game"] == {"winner": side, "value": 3 if losers == 0 else 2 if losers < 3 else 1}
        assert result["score"][side] == 5
    else:
        assert result == {"score": dict(before, **{side: total}), "game": None}


@pytest.mark.parametrize("seed", range(40))
def test_random_deal_known_only_by_the_play_replays_cleanly(seed: int) -> None:
    case, tricks, _ = play_out(seed)
    del case["hands"]
    ruling = rule(case)
    assert ruling["findings"] == [] and ruling["tricks"] == tricks


@pytest.mark.parametrize("seed", range(60))
def test_random_revoke_is_found_and_established(seed: int) -> None:
    case, _, revoker = play_out(seed, revoke_at=seed % 10)
    if revoker is None:  # no chance so late in this deal: renounce at the first chance instead
        case, _, revoker = play_out(seed, revoke_at=0)
    assert revoker is not None
    ruling = rule(case)
    revokes = [f for f in ruling["findings"] if f["kind"] == "revoke"]
    assert [f["offender"] for f in revokes] == [revoker]
    assert revokes[0]["established"] is True  # the hand was played on to its end
    assert ruling["result"] is None  # the adversaries may still claim and choose


@pytest.mark.parametrize("seed", range(30))
def test_random_deal_with_honours_claimed(seed: int) -> None:
    case, tricks, _ = play_out(seed)
    trump = case["trump"][-1]
    holders = {s for s, cards in case["hands"].items() for c in cards if c[-1] == trump and c[:-1] in "AKQJ"}
    count = {
        side: sum(
            1
            for s, cards in case["hands"].items()
            if s in side
            for c in cards
            if c[-1] == trump and c[:-1] in ("A", "K", "Q", "J")
        )
        for side in ("NS", "EW")
    }
    side = max(count, key=lambda k: count[k])
    case["events"].append({"type": "claim", "seat": side[0], "kind": "honours"})
    ruling = rule(case)
    (finding,) = ruling["findings"]
    assert finding["kind"] == "honours" and finding["claim_in_time"] is True and holders
    points = {4: 4, 3: 2}.get(count[side], 0)
    ns = sum(1 for t in tricks if t["winner"] in ("N", "S"))
    by_tricks = {"NS": max(0, ns - 6), "EW": max(0, 7 - ns)}
    expected = dict(case["score"])
    winner = None
    for s in ("NS", "EW"):
        expected[s] += by_tricks[s]
        if expected[s] >= 5 and winner is None:
            winner = s
    if winner is None and case["score"][side] < 4:
        expected[side] += points
        winner = side if expected[side] >= 5 else None
    if winner is not None:
        expected[winner] = 5
    assert ruling["result"]["score"] == expected
