"""The engine's rulings, kept and compared: a change made for speed must leave every ruling as it was.

    python scripts/compare_rulings.py --save FILE      # write every ruling to FILE (JSON)
    python scripts/compare_rulings.py --against FILE   # rule again; exit 1 naming each ruling that differs

The cases: every case file of the suite and the books (tests/engine/cases, tests/engine/euchre,
corpus/cases and the shared example cases beside the checkout), each ruled both from its parsed
value and from its text; 2,000 adversarial cases drawn from the engine's vocabulary by the suite's
own strategy with a fixed seed, so the same cases every run; and, where OpenSpiel is installed
(`make bench`), the benchmark's random euchre and whist hands.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from decisions.engine import rule, rule_text  # noqa: E402
from decisions.engine import state as _state  # noqa: E402

FOLDERS = [
    ROOT / "tests/engine/cases",
    ROOT / "tests/engine/euchre",
    ROOT / "corpus/cases",
    ROOT.parent / "shared/cases",
]
ADVERSARIAL = 2000
PEER_HANDS = 100


def _case_files() -> dict[str, Any]:
    rulings: dict[str, Any] = {}
    for folder in FOLDERS:
        for path in sorted(folder.glob("*.case.json")):
            text = path.read_text(encoding="utf-8")
            name = f"{folder.relative_to(ROOT.parent)}/{path.name}"
            rulings[name] = rule(json.loads(text))
            rulings[f"{name} (text)"] = rule_text(text)
    return rulings


def _adversarial() -> dict[str, Any]:
    from hypothesis import HealthCheck, Phase, given, settings

    from tests.engine.adversarial import case_text, cases

    drawn: list[dict[str, Any]] = []

    @settings(
        max_examples=ADVERSARIAL,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.generate],
    )
    @given(cases)
    def draw(case: dict[str, Any]) -> None:
        drawn.append(case)

    draw()
    rulings: dict[str, Any] = {}
    for k, case in enumerate(drawn):
        rulings[f"adversarial {k}"] = rule(case)
        text = case_text(case)
        if text is not None:
            rulings[f"adversarial {k} (text)"] = rule_text(text)
    return rulings


def _peer_hands() -> dict[str, Any]:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        print("OpenSpiel is not installed: the benchmark's hands are left out", file=sys.stderr)
        return {}
    from benchmarks.peer_hands import euchre_hand, whist_hand

    rng = random.Random(1888)
    euchre, bridge = pyspiel.load_game("euchre"), pyspiel.load_game("bridge(use_double_dummy_result=false)")
    rulings: dict[str, Any] = {}
    while len(rulings) < PEER_HANDS:
        hand = euchre_hand(pyspiel, euchre, rng)
        if hand is not None:
            rulings[f"euchre hand {len(rulings)}"] = rule(hand.case)
    for k in range(PEER_HANDS):
        rulings[f"whist hand {k}"] = rule(whist_hand(bridge, rng).case)
    return rulings


def rulings() -> dict[str, Any]:
    everything = {**_case_files(), **_adversarial(), **_peer_hands()}
    return json.loads(json.dumps(everything, ensure_ascii=False))  # as a client reads them: tuples become lists


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--save", type=Path, help="write every ruling to this file")
    which.add_argument("--against", type=Path, help="compare every ruling with those saved in this file")
    args = parser.parse_args()
    compiled = not _state.__file__.endswith(".py")  # a module mypyc built is a shared library
    print(f"the engine: {'compiled (LAWS_COMPILED_ENGINE)' if compiled else 'pure Python'}")
    now = rulings()
    if args.save:
        args.save.parent.mkdir(parents=True, exist_ok=True)
        args.save.write_text(json.dumps(now, ensure_ascii=False, indent=1, sort_keys=True), encoding="utf-8")
        print(f"{len(now):,} rulings written to {args.save}")
        return 0
    before = json.loads(args.against.read_text(encoding="utf-8"))
    differ = sorted(name for name in before.keys() | now.keys() if before.get(name) != now.get(name))
    for name in differ[:20]:
        print(
            f"differs: {name}\n  before: {json.dumps(before.get(name))[:400]}\n  now:    {json.dumps(now.get(name))[:400]}"
        )
    if differ:
        print(f"{len(differ):,} of {len(now):,} rulings differ from {args.against}")
        return 1
    print(f"all {len(now):,} rulings as in {args.against}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
