"""The engine beside OpenSpiel, hand by hand, in one process.

For each random hand OpenSpiel played (benchmarks/peer_hands.py), the two alternate: the peer
replays the hand's action ids from a new initial state, then the engine gives `rule(case)` on the
already parsed case (validation, replay, rulers, scoring and the ruling's assembly). Each is timed
in this thread's CPU time (`time.thread_time`) with the wall time beside it, several rounds a hand,
the median of each kept; the verdict is the median of the per-hand ratios ours/peer, with its spread,
so a machine busy with other work moves both sides alike. Before timing, the two must agree on the
tricks each side took in every hand. The ratio is a figure to read, not a target: the engine is plain
Python and OpenSpiel is C++. (The engine's bound, on the 13-trick hand with three irregularities, is
measured in bench_engine.py.)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from benchmarks import Figure, Score
from benchmarks.peer_hands import PeerHand, euchre_hand, whist_hand
from engine import rule

EUCHRE_HANDS = 300
WHIST_HANDS = 100
ROUNDS = 7


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


def _side_by_side(name: str, game: Any, hands: list[PeerHand]) -> list[Figure | Score]:
    cpu_ratios: list[float] = []
    wall_ratios: list[float] = []
    ours_cpu: list[float] = []
    ours_wall: list[float] = []
    peer_cpu: list[float] = []
    peer_wall: list[float] = []
    for hand in hands:
        replay, ruling = _replay(game, hand.actions), (lambda case=hand.case: rule(case))
        replay(), ruling()  # warm
        rounds: dict[str, list[tuple[float, float]]] = {"ours": [], "peer": []}
        for _ in range(ROUNDS):
            rounds["peer"].append(_timed(replay))
            rounds["ours"].append(_timed(ruling))
        o_cpu, o_wall = (statistics.median(t[k] for t in rounds["ours"]) for k in (0, 1))
        p_cpu, p_wall = (statistics.median(t[k] for t in rounds["peer"]) for k in (0, 1))
        ours_cpu.append(o_cpu * 1000)
        ours_wall.append(o_wall * 1000)
        peer_cpu.append(p_cpu * 1000)
        peer_wall.append(p_wall * 1000)
        cpu_ratios.append(o_cpu / p_cpu if p_cpu > 0 else float("inf"))
        wall_ratios.append(o_wall / p_wall if p_wall > 0 else float("inf"))
    deciles = statistics.quantiles(sorted(cpu_ratios), n=10)
    ours = Figure(
        f"{name}: ours, rule(case)",
        len(hands),
        round(statistics.median(ours_wall), 4),
        round(sorted(ours_wall)[int(0.95 * (len(ours_wall) - 1))], 4),
        cpu_median_ms=round(statistics.median(ours_cpu), 4),
        cpu_p95_ms=round(sorted(ours_cpu)[int(0.95 * (len(ours_cpu) - 1))], 4),
        note=f"median of {ROUNDS} rounds a hand, per hand; tricks agree with OpenSpiel in all {len(hands)} hands",
    )
    peer = Figure(
        f"{name}: OpenSpiel, the hand's actions replayed",
        len(hands),
        round(statistics.median(peer_wall), 4),
        round(sorted(peer_wall)[int(0.95 * (len(peer_wall) - 1))], 4),
        cpu_median_ms=round(statistics.median(peer_cpu), 4),
        cpu_p95_ms=round(sorted(peer_cpu)[int(0.95 * (len(peer_cpu) - 1))], 4),
    )
    ratio = Score(
        f"{name}: ours / OpenSpiel per hand, CPU",
        round(statistics.median(cpu_ratios), 2),
        note=(
            f"median per-hand ratio, a figure and not a target; p10 {deciles[0]:.1f}, p90 {deciles[-1]:.1f}; "
            f"wall-time ratio {statistics.median(wall_ratios):.1f}"
        ),
    )
    return [ours, peer, ratio]


def run() -> list[Figure | Score]:
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
        *_side_by_side("euchre hand", euchre, euchre_hands),
        *_side_by_side("13-trick whist hand (OpenSpiel's bridge)", bridge, whist_hands),
    ]
