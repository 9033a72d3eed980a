"""make fuzz: adversarial cases at rule() and rule_text(), at least 50,000; prints the slowest.

    python scripts/fuzz.py [COUNT]

The cases are those of the suite's property test (tests/engine/adversarial.py), drawn from the
engine's vocabulary. Exits 1, with hypothesis's smallest failing case, if any ruling is not clear.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402

from engine import rule, rule_text  # noqa: E402
from tests.engine.adversarial import case_text, cases, check_ruling  # noqa: E402

slowest: dict[str, Any] = {"seconds": 0.0, "case": None, "events": 0}
count = 0


def run(total: int) -> None:
    @settings(
        max_examples=total,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.generate, Phase.shrink],
    )
    @given(cases)
    def fuzz(case: dict[str, Any]) -> None:
        global count
        count += 1
        text = case_text(case)
        start = time.process_time()
        by_value = rule(case)
        by_text = rule_text(text) if text is not None else None
        spent = time.process_time() - start
        check_ruling(by_value)
        if by_text is not None:
            check_ruling(by_text)
        if spent > slowest["seconds"]:
            events = case.get("events")
            slowest.update(seconds=spent, case=text, events=len(events) if isinstance(events, list) else 0)
        if count % 5000 == 0:
            print(f"  {count:,} cases, the slowest {slowest['seconds'] * 1000:.1f} ms ...", file=sys.stderr, flush=True)

    fuzz()


def main() -> int:
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 50_000
    started = time.perf_counter()
    run(total)
    wall = time.perf_counter() - started
    shown = slowest["case"] or "(a case JSON cannot carry)"
    if len(shown) > 400:
        shown = shown[:400] + f" ... ({len(slowest['case']):,} characters)"
    print(f"{count:,} adversarial cases in {wall:.0f} s: no exception, no fault in the engine, every ruling clear.")
    print(f"slowest: {slowest['seconds'] * 1000:.1f} ms CPU for rule() and rule_text(), {slowest['events']} events:")
    print(f"  {shown}")
    if slowest["case"] is not None:  # again on its own: a long run's garbage collection can fall in any case
        start = time.process_time()
        rule(json.loads(slowest["case"]))
        rule_text(slowest["case"])
        print(f"  the same case again, on its own: {(time.process_time() - start) * 1000:.1f} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
