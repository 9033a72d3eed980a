"""The engine beside OpenSpiel, hand by hand, in one process.

For each random hand OpenSpiel played (benchmarks/peer_hands.py), the two alternate: the peer
replays the hand's action ids from a new initial state, then the engine gives `rule(case)` on the
already parsed case (validation, replay, rulers, scoring and the ruling's assembly). Each is timed
in this thread's CPU time (`time.thread_time`) with the wall time beside it, several rounds a hand,
the median of each kept; the verdict is the median of the per-hand ratios ours/peer, with its spread,
so a machine busy with other work moves both sides alike. Before timing, the two must agree on the
tricks each side took in every hand.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from benchmarks import Figure
from benchmarks.peer_hands import PeerHand, euchre_hand, whist_hand
from decisions.engine import rule

EUCHRE_HANDS = 300
WHIST_HANDS = 100
ROUNDS = 7
TARGET_RATIO = 10.0


def _timed(fn: Callable[[], object]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.thread_time()
    fn()
    return time.thread_time() - cpu, time.perf_counter() - wall


def _replay(game: Any, actions: tuple[int, ...]) -> Callable[[], object]:
    def replay() -> object:
        state = game.new_initial_state()
        for action in actions:
            state.apply_action(action)
        return state

    return replay


def _agree(hands: list[PeerHand]) -> None:
    for hand in hands:
        ruling = rule(hand.case)
        if not ruling["valid"] or ruling["findings"] or ruling["tricks_won"] != hand.tricks_won:
            raise AssertionError(
                f"the engine and OpenSpiel disagree on {hand.case}: {ruling['errors'] or ruling['findings']}, "
                f"tricks {ruling['tricks_won']} against {hand.tricks_won}"
            )


def _side_by_side(name: str, game: Any, hands: list[PeerHand]) -> Figure:
    ratios: list[float] = []
    ours_cpu: list[float] = []
    ours_wall: list[float] = []
    peer_cpu: list[float] = []
    for hand in hands:
        replay, ruling = _replay(game, hand.actions), (lambda case=hand.case: rule(case))
        replay(), ruling()  # warm
        rounds_ours, rounds_peer, walls = [], [], []
        for _ in range(ROUNDS):
            cpu, _wall = _timed(replay)
            rounds_peer.append(cpu)
            cpu, wall = _timed(ruling)
            rounds_ours.append(cpu)
            walls.append(wall)
        ours, peer = statistics.median(rounds_ours), statistics.median(rounds_peer)
        ours_cpu.append(ours * 1000)
        ours_wall.append(statistics.median(walls) * 1000)
        peer_cpu.append(peer * 1000)
        ratios.append(ours / peer if peer > 0 else float("inf"))
    ratios.sort()
    deciles = statistics.quantiles(ratios, n=10)
    figure = Figure(
        name,
        len(hands),
        round(statistics.median(ours_cpu), 4),
        round(sorted(ours_cpu)[int(0.95 * (len(ours_cpu) - 1))], 4),
        note=(
            f"ours/OpenSpiel per hand, CPU: median {statistics.median(ratios):.1f}x "
            f"(p10 {deciles[0]:.1f}x, p90 {deciles[-1]:.1f}x); "
            f"ours {statistics.median(ours_cpu):.3f} ms CPU, {statistics.median(ours_wall):.3f} ms wall; "
            f"OpenSpiel {statistics.median(peer_cpu):.4f} ms CPU; tricks agree in all {len(hands)} hands"
        ),
    )
    figure.ratio = round(statistics.median(ratios), 2)
    figure.ratio_target = TARGET_RATIO
    return figure


def run() -> list[Figure]:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        print("OpenSpiel is not installed: `make bench` installs it from requirements-bench.txt", file=sys.stderr)
        return []
    rng = random.Random(1888)
    euchre = pyspiel.load_game("euchre")
    euchre_hands: list[PeerHand] = []
    while len(euchre_hands) < EUCHRE_HANDS:
        hand = euchre_hand(pyspiel, euchre, rng)
        if hand is not None:
            euchre_hands.append(hand)
    bridge = pyspiel.load_game("bridge(use_double_dummy_result=false)")
    whist_hands = [whist_hand(bridge, rng) for _ in range(WHIST_HANDS)]
    _agree(euchre_hands)
    _agree(whist_hands)
    return [
        _side_by_side("engine beside OpenSpiel: a euchre hand (ms are ours, CPU)", euchre, euchre_hands),
        _side_by_side(
            "engine beside OpenSpiel's bridge: a 13-trick whist hand (ms are ours, CPU)", bridge, whist_hands
        ),
    ]
