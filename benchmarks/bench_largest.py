"""The largest cases the engine accepts: 1,000 events (more is refused with one error on `events`).

Each kind of event an attacker could repeat is timed in a case of 1,000 events and in one of 250,
alternating the two in one process, CPU time beside wall time. Linear replay shows as a ratio near 4
(four times the events, four times the work); a rescan of the earlier events per event would show 16.
The figure is the slowest of them, the note names it and gives every ratio.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from benchmarks import Figure
from engine import MAX_EVENTS, rule

Event = dict[str, Any]
SEATS = "NESW"
FIRST_TRICK = [{"type": "play", "seat": s, "card": c} for s, c in zip(SEATS, ["AH", "3H", "4H", "6H"], strict=True)]
EUCHRE_TRICK = [{"type": "play", "seat": s, "card": c} for s, c in zip(SEATS, ["AH", "9H", "10H", "JH"], strict=True)]

REPEATED: dict[str, Callable[[int], Event]] = {
    "throw_down": lambda i: {"type": "throw_down", "seats": [SEATS[i % 4]]},
    "deal card_exposed": lambda i: {"type": "deal", "fact": "card_exposed", "seat": SEATS[i % 4]},
    "deal two_cards_to_one_hand": lambda i: {"type": "deal", "fact": "two_cards_to_one_hand", "seat": "N"},
    "attention_to_trick": lambda i: {"type": "attention_to_trick", "seat": SEATS[i % 4]},
    "correct": lambda i: {"type": "correct", "seat": "N", "card": ["AH", "KH"][i % 2]},
    "expose": lambda i: {"type": "expose", "seat": SEATS[i % 4], "cards": [["KS"], ["QS"], ["JS"], ["10S"]][i % 4]},
    "claim game": lambda i: {"type": "claim", "seat": "N", "kind": "game"},
    "call card": lambda i: {"type": "call", "seat": "E", "what": "card", "card": "KS"},
    "trump_card": lambda i: {"type": "trump_card", "action": ["named", "asked", "left"][i % 3], "seat": "E"},
}


SINGLE = tuple(REPEATED.values())
REPEATED["a mixture of all these"] = lambda i: random.Random(i).choice(SINGLE)(i)


def _case(code: str, make: Callable[[int], Event], n: int) -> dict[str, Any]:
    first = EUCHRE_TRICK if code == "euchre-1888" else FIRST_TRICK
    trump = "9C" if code == "euchre-1888" else "2C"
    return {"code": code, "dealer": "W", "trump": trump, "events": first + [make(i) for i in range(n - len(first))]}


def _time(document: dict[str, Any]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    rule(document)
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def run(runs: int = 5) -> list[Figure]:
    rows = []
    for code in ("club-1864", "american-1890", "euchre-1888"):
        for name, make in REPEATED.items():
            large, small = _case(code, make, MAX_EVENTS), _case(code, make, MAX_EVENTS // 4)
            if not rule(large)["valid"]:
                continue
            walls, cpus, small_cpus = [], [], []
            for _ in range(runs):  # alternate the two sizes, so load on the machine falls on both alike
                wall, cpu = _time(large)
                walls.append(wall)
                cpus.append(cpu)
                small_cpus.append(_time(small)[1])
            cpu = statistics.median(cpus)
            rows.append((cpu, code, name, walls, cpu / max(statistics.median(small_cpus), 1e-6)))
    rows.sort(reverse=True)
    cpu, code, name, walls, ratio = rows[0]
    walls.sort()
    ratios = ", ".join(f"{n} ({c}) {r:.1f}" for _, c, n, _, r in rows)
    return [
        Figure(
            f"engine: the largest accepted case, {MAX_EVENTS} events (slowest: {name}, {code})",
            runs,
            round(statistics.median(walls), 3),
            round(walls[-1], 3),
            note=f"CPU {cpu:.1f} ms median; CPU ratio of {MAX_EVENTS} events to {MAX_EVENTS // 4}"
            f" (linear is 4): {ratios}",
        )
    ]


if __name__ == "__main__":
    for figure in run():
        print(figure)
