"""The engine beside OpenSpiel, hand by hand, in one process.

For each random hand OpenSpiel played (benchmarks/peer_hands.py), the two alternate: the peer
replays the hand's action ids from a new initial state, then the engine gives `rule(case)` on the
already parsed case (validation, replay, rulers, scoring and the ruling's assembly). Each is timed
in this thread's CPU time (`time.thread_time`) with the wall time beside it, several rounds a hand,
the median of each kept; the verdict is the median of the per-hand ratios ours/peer, with its spread,
so a machine busy with other work moves both sides alike. Before timing, the two must agree on the
tricks each side took in every hand. Beside them, the 13-trick whist hand with three irregularities of
the engine's cases, in CPU time.

All of it is measured for the pure-Python engine, the default, and again for the compiled one where
`make compiled` has built it (var/compiled, up to date with the sources): the same module run in a
second process with LAWS_COMPILED_ENGINE set, its figures read back as JSON.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from benchmarks import Figure, Verdict, measure
from benchmarks.peer_hands import PeerHand, euchre_hand, whist_hand
from decisions.compiled_engine import DIGEST_FILE, sources_digest
from decisions.engine import rule
from decisions.engine import state as _engine_module

EUCHRE_HANDS = 300
WHIST_HANDS = 100
ROUNDS = 7
TARGET_RATIO = 10.0
HAND = Path(__file__).resolve().parent.parent / "tests/engine/cases/thirteen-tricks-three-irregularities.case.json"
TARGET_HAND_CPU_MS = 0.3
COMPILED = Path(os.environ.get("LAWS_VAR_DIR", "var")).resolve() / "compiled"


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


def _side_by_side(name: str, game: Any, hands: list[PeerHand]) -> list[Figure | Verdict]:
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
    cpu_ratio = round(statistics.median(cpu_ratios), 2)
    verdict = Verdict(
        f"{name}: ours / OpenSpiel per hand, CPU",
        cpu_ratio,
        TARGET_RATIO,
        cpu_ratio,
        note=(
            f"median per-hand ratio; p10 {deciles[0]:.1f}, p90 {deciles[-1]:.1f}; "
            f"wall-time ratio {statistics.median(wall_ratios):.1f}"
        ),
    )
    return [ours, peer, verdict]


def _thirteen_tricks(name: str) -> Figure:
    hand = json.loads(HAND.read_text())
    ruling = rule(hand)
    assert ruling["valid"] and len(ruling["findings"]) == 3, ruling
    figure = measure(
        f"{name}: rule(case)",
        lambda: rule(hand),
        runs=1000,
        warmup=20,
        target_ms=TARGET_HAND_CPU_MS,
        target_stat="cpu_median",
    )
    figure.note = "an exposed card, a lead out of turn all follow, a revoke claimed and penalised; CPU median"
    return figure


def _engine() -> str:
    """Which engine this process runs: a module mypyc built is a shared library, not a .py file."""
    return "pure Python" if _engine_module.__file__.endswith(".py") else "compiled"


def _measured() -> list[Figure | Verdict]:
    import pyspiel  # type: ignore[import-not-found]

    engine = _engine()
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
        *_side_by_side(f"euchre hand, {engine}", euchre, euchre_hands),
        *_side_by_side(f"13-trick whist hand (OpenSpiel's bridge), {engine}", bridge, whist_hands),
        _thirteen_tricks(f"13-trick hand, three irregularities, {engine}"),
    ]


def _compiled() -> list[Figure | Verdict]:
    """The same measures in a second process running the compiled engine, if it is built from these sources."""
    recorded = COMPILED / DIGEST_FILE
    if not recorded.is_file() or recorded.read_text().strip() != sources_digest():
        print("The compiled engine is not built from these sources: `make compiled` builds it.", file=sys.stderr)
        return []
    env = {**os.environ, "LAWS_COMPILED_ENGINE": str(COMPILED)}
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.bench_openspiel"], env=env, capture_output=True, text=True, check=True
    )
    items: list[Figure | Verdict] = []
    for item in json.loads(done.stdout):
        kind = item.pop("kind")
        items.append(Figure(**item) if kind == "figure" else Verdict(**item))
    return items


def run() -> list[Figure | Verdict]:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("OpenSpiel is not installed: `make bench` installs it from requirements-bench.txt", file=sys.stderr)
        return []
    return [*_measured(), *_compiled()]


if __name__ == "__main__":  # the second process of _compiled(): its figures as JSON on standard output
    print(json.dumps([{"kind": type(i).__name__.lower(), **asdict(i)} for i in _measured()]))
