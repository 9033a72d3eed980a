"""Random hands of euchre, bid and played out: the invariants of the replay, against an independent reckoning.

Each hand is dealt five cards a player from a shuffled pack of 32, the next card turned up; the making
goes round once with the turn-up, then once naming suits, each player declaring at random (sometimes
alone); the dealer takes up and discards when the turn-up is made the trump; every player then plays a
random card that follows suit as euchre reckons it (the left bower is a trump). The engine must find
nothing irregular, replay five tricks (four cards each, three in a lone hand) from the 32-card pack,
give each trick to the right card (the right bower above all, then the left), and score the hand.
Revokes with the left bower are then slipped into some hands, and the engine must find them. Last, the
hypothesis properties of test_properties.py are thrown at euchre cases: always a ruling, never a fault.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import rule, rule_text
from engine.format.events import EVENT_TYPES
from engine.format.vocabulary import OptionId

from .test_properties import assert_ruling

SEATS = ["N", "E", "S", "W"]
RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]
PACK = [r + s for s in "SHDC" for r in RANKS]
MATE = {"S": "C", "C": "S", "H": "D", "D": "H"}


def left(seat: str, n: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + n) % 4]


def partner(seat: str) -> str:
    return left(seat, 2)


def side(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def suit(card: str, trump: str) -> str:
    """Written apart from the engine: the left bower (knave of the same colour) is a trump."""
    return trump if card == "J" + MATE[trump] else card[-1]


def rank(card: str, trump: str) -> int:
    if card == "J" + trump:
        return 20
    if card == "J" + MATE[trump]:
        return 19
    return RANKS.index(card[:-1])


def winner(plays: list[tuple[str, str]], trump: str) -> str:
    led = suit(plays[0][1], trump)
    trumps = [p for p in plays if suit(p[1], trump) == trump]
    contenders = trumps or [p for p in plays if suit(p[1], trump) == led]
    return max(contenders, key=lambda p: rank(p[1], trump))[0]


def make(
    rng: random.Random, dealer: str, turn_up: str
) -> tuple[list[dict[str, Any]], str | None, str | None, str | None, int]:
    """Random declarations: (bids, trump, maker, lone player, round)."""
    bids: list[dict[str, Any]] = []
    eldest = left(dealer)
    for k in range(4):
        seat = left(eldest, k)
        if rng.random() < 0.3:
            action = "take_up" if seat == dealer else "assist" if seat == partner(dealer) else "order_up"
            alone = rng.random() < 0.25
            bids.append({"type": "bid", "seat": seat, "action": action, **({"alone": True} if alone else {})})
            return bids, turn_up[-1], seat, seat if alone else None, 1
        bids.append({"type": "bid", "seat": seat, "action": "pass"})
    for k in range(4):
        seat = left(eldest, k)
        if rng.random() < 0.4:
            named = rng.choice([s for s in "SHDC" if s != turn_up[-1]])
            alone = rng.random() < 0.25
            bids.append(
                {"type": "bid", "seat": seat, "action": "make", "suit": named, **({"alone": True} if alone else {})}
            )
            return bids, named, seat, seat if alone else None, 2
        bids.append({"type": "bid", "seat": seat, "action": "pass"})
    return bids, None, None, None, 2


def hand(seed: int, revoke: bool = False) -> dict[str, Any]:
    """A random hand played out; with `revoke`, a left-bower revoke at its first chance, if one comes."""
    rng = random.Random(seed)
    pack = PACK[:]
    rng.shuffle(pack)
    dealer = rng.choice(SEATS)
    held = {left(dealer, 1 + k): pack[5 * k : 5 * k + 5] for k in range(4)}
    turn_up = pack[20]
    bids, trump, maker, lone, round_ = make(rng, dealer, turn_up)
    events: list[dict[str, Any]] = list(bids)
    discarded = None
    if trump is not None and round_ == 1:
        held[dealer].append(turn_up)
        discarded = rng.choice([c for c in held[dealer] if c != turn_up])
        held[dealer].remove(discarded)
        events.append({"type": "discard", "seat": dealer, "card": discarded})
    hands = {s: list(c) for s, c in held.items()}
    out = partner(lone) if lone else None
    tricks: list[dict[str, Any]] = []
    revoker = None
    if trump is not None:
        leader = left(dealer) if left(dealer) != out else left(dealer, 2)
        for _ in range(5):
            plays: list[tuple[str, str]] = []
            for k in range(4):
                seat = left(leader, k)
                if seat == out:
                    continue
                options = held[seat]
                if plays:
                    led = suit(plays[0][1], trump)
                    following = [c for c in options if suit(c, trump) == led]
                    others = [c for c in options if suit(c, trump) != led]
                    bower = "J" + MATE[trump]
                    if revoke and revoker is None and led == trump and following == [bower] and others:
                        options, revoker = others, seat  # his only trump the left bower, he does not play it
                    else:
                        options = following or options
                card = rng.choice(options)
                held[seat].remove(card)
                plays.append((seat, card))
                events.append({"type": "play", "seat": seat, "card": card})
            leader = winner(plays, trump)
            tricks.append({"leader": plays[0][0], "cards": dict(plays), "winner": leader})
    score = {"NS": seed % 5, "EW": (seed // 5) % 5}
    case = {"code": "euchre-1888", "dealer": dealer, "trump": turn_up, "hands": hands, "score": score, "events": events}
    return {
        "case": case,
        "tricks": tricks,
        "trump": trump,
        "maker": maker,
        "lone": lone,
        "out": out,
        "revoker": revoker,
        "discarded": discarded,
        "turn_up": turn_up,
    }


def expected_result(h: dict[str, Any]) -> dict[str, Any]:
    """Laws 2, 3 and 7, reckoned apart from the engine."""
    before = dict(h["case"]["score"])
    makers = side(h["maker"])
    taken = sum(1 for t in h["tricks"] if side(t["winner"]) == makers)
    other = "EW" if makers == "NS" else "NS"
    if taken < 3:
        scorer, points = other, 4 if h["lone"] else 2
    else:
        scorer, points = makers, (4 if h["lone"] else 2) if taken == 5 else 1
    total = before[scorer] + points
    if total < 5:
        return {"score": dict(before, **{scorer: total}), "game": None}
    loser = "EW" if scorer == "NS" else "NS"
    result: dict[str, Any] = {
        "score": dict(before, **{scorer: 5}),
        "game": {"winner": scorer, "value": 2 if before[loser] == 0 else 1},
    }
    if total > 5:
        result["lap"] = {scorer: total - 5, loser: 0}
    return result


SEEDS = range(300)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_hand_replays_cleanly(seed: int) -> None:
    h = hand(seed)
    ruling = rule(h["case"])
    assert ruling["valid"] is True, ruling["errors"]
    if h["trump"] is None:  # all passed twice: the deal is at an end (77)
        assert [f["kind"] for f in ruling["findings"]] == ["bid"] and ruling["tricks"] == []
        assert ruling["result"]["new_deal"] == {"dealer": left(h["case"]["dealer"]), "same_dealer": False}
        return
    assert ruling["findings"] == []
    size = 3 if h["lone"] else 4
    assert len(ruling["tricks"]) == 5
    assert all(len(t["cards"]) == size for t in ruling["tricks"])
    played = [c for t in ruling["tricks"] for c in t["cards"].values()]
    assert len(played) == len(set(played)) == 5 * size and set(played) <= set(PACK)
    assert h["out"] is None or all(h["out"] not in t["cards"] for t in ruling["tricks"])
    assert ruling["tricks"] == h["tricks"]
    assert ruling["result"] == expected_result(h)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_bowers_rank_above_every_other_card(seed: int) -> None:
    h = hand(seed)
    trump = h["trump"]
    if trump is None:
        return
    right, bower = "J" + trump, "J" + MATE[trump]
    for trick in rule(h["case"])["tricks"]:
        cards = trick["cards"]
        holder = {c: s for s, c in cards.items()}
        if right in holder:
            assert trick["winner"] == holder[right]
        elif bower in holder:
            assert trick["winner"] == holder[bower]


def test_the_left_bower_follows_a_trump_lead_in_the_random_hands() -> None:
    """Across the random hands, the left bower is played to trump leads as a trump, never as a renounce."""
    seen = 0
    for seed in SEEDS:
        h = hand(seed)
        if h["trump"] is None:
            continue
        bower = "J" + MATE[h["trump"]]
        for trick in h["tricks"]:
            led = suit(trick["cards"][trick["leader"]], h["trump"])
            if led == h["trump"] and bower in list(trick["cards"].values())[1:]:
                seen += 1
        assert rule(h["case"])["findings"] == []
    assert seen > 5


@pytest.mark.parametrize("seed", range(400))
def test_a_left_bower_revoke_is_found(seed: int) -> None:
    h = hand(seed, revoke=True)
    if h["revoker"] is None:
        return
    ruling = rule(h["case"])
    revokes = [f for f in ruling["findings"] if f["kind"] == "revoke"]
    assert [f["offender"] for f in revokes] == [h["revoker"]]
    assert "left bower" in revokes[0]["summary"]
    assert revokes[0]["established"] is True  # the hand was played on to its end
    assert ruling["result"] is None  # the adversaries may still claim the revoke
    n = 5 if h["lone"] else 3
    assert [o["n"] for o in revokes[0]["options"]] == [n]


def test_some_random_hands_are_lone_hands_and_some_go_to_the_second_round() -> None:
    hands = [hand(seed) for seed in SEEDS]
    assert sum(1 for h in hands if h["lone"]) > 20
    assert sum(1 for h in hands if h["trump"] is not None and h["trump"] != h["turn_up"][-1]) > 20
    assert sum(1 for h in hands if h["trump"] is None) > 0
    assert sum(1 for seed in range(400) if hand(seed, revoke=True)["revoker"]) > 20


@pytest.mark.parametrize("seed", range(40))
def test_random_hand_known_only_by_the_play_replays_cleanly(seed: int) -> None:
    h = hand(seed)
    if h["trump"] is None:
        return
    del h["case"]["hands"]
    ruling = rule(h["case"])
    assert ruling["findings"] == [] and ruling["tricks"] == h["tricks"]


# -- hypothesis: always a ruling, never a fault, for euchre cases --

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
seat = st.sampled_from(SEATS + ["X"])
card = st.sampled_from(PACK + ["2C", "1X", "tH", ""])


def event_strategy() -> st.SearchStrategy[dict[str, Any]]:
    plays = st.builds(
        lambda s, c: {"type": "play", "seat": s, "card": c}, st.sampled_from(SEATS), st.sampled_from(PACK)
    )
    bids = st.builds(
        lambda s, a, su, al: {"type": "bid", "seat": s, "action": a, "suit": su, "alone": al},
        st.sampled_from(SEATS),
        st.sampled_from(["pass", "order_up", "assist", "take_up", "make"]),
        st.sampled_from(["S", "H", "D", "C"]),
        st.booleans(),
    )
    anything = st.fixed_dictionaries(
        {"type": st.sampled_from([*EVENT_TYPES, "dance"])},
        optional={
            "seat": seat,
            "card": card,
            "cards": st.lists(card, max_size=3),
            "to": seat,
            "kind": st.sampled_from(["revoke", "honours", "game", "new_deal", "misdeal"]),
            "side": st.sampled_from(["NS", "EW"]),
            "what": st.sampled_from(["card", "suit", "highest", "lowest", "win", "lose"]),
            "suit": st.sampled_from(["S", "H", "D", "C"]),
            "option": st.sampled_from([*(o.value for o in OptionId), "x"]),
            "seats": st.lists(seat, max_size=4),
            "tricks": st.fixed_dictionaries({"NS": st.integers(0, 5), "EW": st.integers(0, 5)}),
            "fact": st.sampled_from(["card_exposed", "pack_imperfect", "hand_missed", "cards_touched", "x"]),
            "how": st.sampled_from(["dropped", "floor", "lowered", "detached", "shown"]),
            "action": st.sampled_from(["pass", "order_up", "make", "taken_up", "asked"]),
            "alone": st.booleans(),
        },
    )
    return st.one_of(plays, plays, bids, bids, anything)


cases = st.fixed_dictionaries(
    {
        "code": st.just("euchre-1888"),
        "dealer": st.sampled_from(SEATS),
        "trump": st.sampled_from(PACK),
        "events": st.lists(event_strategy(), max_size=35),
    },
    optional={
        "score": st.fixed_dictionaries({"NS": st.integers(0, 4), "EW": st.integers(0, 4)}),
        "games": st.fixed_dictionaries({"NS": st.integers(0, 2), "EW": st.integers(0, 2)}),
        "hands": st.dictionaries(
            st.sampled_from(SEATS),
            st.one_of(
                st.lists(st.sampled_from(PACK), max_size=6),
                st.fixed_dictionaries({"known": st.lists(st.sampled_from(PACK), max_size=3)}),
            ),
            max_size=3,
        ),
    },
)


@SETTINGS
@given(cases)
def test_random_euchre_cases_get_a_ruling(case: dict[str, Any]) -> None:
    assert_ruling(rule(case))


@SETTINGS
@given(st.integers(0, 10_000), st.data())
def test_random_hands_with_one_event_changed_get_a_ruling(seed: int, data: st.DataObject) -> None:
    case = hand(seed)["case"]
    events = case["events"]
    if events:
        i = data.draw(st.integers(0, len(events) - 1))
        choice = data.draw(st.sampled_from(["drop", "swap", "insert", "seat"]))
        if choice == "drop":
            events.pop(i)
        elif choice == "swap":
            j = data.draw(st.integers(0, len(events) - 1))
            events[i], events[j] = events[j], events[i]
        elif choice == "insert":
            events.insert(i, data.draw(event_strategy()))
        else:
            events[i]["seat"] = data.draw(seat)
    assert_ruling(rule(case))


EUCHRE_FILES = sorted((Path(__file__).parent / "euchre").glob("*.case.json")) + sorted(
    (Path(__file__).resolve().parents[2] / "corpus" / "cases").glob("euchre-*.case.json")
)


@SETTINGS
@given(st.data())
def test_mutated_euchre_case_files_get_a_ruling(data: st.DataObject) -> None:
    case = copy.deepcopy(json.loads(data.draw(st.sampled_from(EUCHRE_FILES)).read_text()))
    for _ in range(data.draw(st.integers(1, 3))):
        events = case.get("events")
        if not isinstance(events, list) or not events:
            break
        i = data.draw(st.integers(0, len(events) - 1))
        choice = data.draw(st.sampled_from(["drop", "swap", "insert", "field"]))
        if choice == "drop":
            events.pop(i)
        elif choice == "swap":
            j = data.draw(st.integers(0, len(events) - 1))
            events[i], events[j] = events[j], events[i]
        elif choice == "insert":
            events.insert(i, data.draw(event_strategy()))
        elif isinstance(events[i], dict):
            key = data.draw(st.sampled_from(["seat", "card", "action", "alone", "suit", "option"]))
            events[i][key] = data.draw(card | seat | st.booleans())
    assert_ruling(rule(case))
    assert_ruling(rule_text(json.dumps(case)))
