"""Run every benchmark module and write var/bench.json."""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path

import django

import benchmarks
from benchmarks import Figure, Score, Verdict

# Before any benchmark module is imported: they import the site's models.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
django.setup()


def main() -> int:
    only = sys.argv[1:]
    figures: list[Figure] = []
    verdicts: list[Verdict] = []
    scores: list[Score] = []
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))
    for name in names:
        if only and not any(o in name for o in only):
            continue
        print(f"running {name} ...", file=sys.stderr, flush=True)
        module = importlib.import_module(f"benchmarks.{name}")
        for item in module.run():
            if isinstance(item, Verdict):
                verdicts.append(item)
            elif isinstance(item, Score):
                scores.append(item)
            else:
                figures.append(item)
    if not figures:
        print("Nothing is measured yet.")
        return 0
    out = Path(os.environ.get("LAWS_VAR_DIR", "var")) / "bench.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(
        json.dumps(
            {
                "when": datetime.now(UTC).isoformat(timespec="seconds"),
                "machine": {
                    "python": platform.python_version(),
                    "cpus": os.cpu_count(),
                    "platform": platform.platform(),
                },
                "figures": [f.as_dict() for f in figures],
                "verdicts": [v.as_dict() for v in verdicts],
                "scores": [s.as_dict() for s in scores],
            },
            indent=2,
        )
        + "\n"
    )
    width = max(len(f.name) for f in figures)
    print(f"{'benchmark':<{width}}  {'runs':>6}  {'median ms':>10}  {'p95 ms':>10}  {'cpu median':>10}  target")
    for f in figures:
        target = "" if f.target_ms is None else f"{f.target_stat} ≤ {f.target_ms} ms: {'met' if f.met else 'MISSED'}"
        cpu = "" if f.cpu_median_ms is None else f"{f.cpu_median_ms:.3f}"
        print(f"{f.name:<{width}}  {f.runs:>6}  {f.median_ms:>10.3f}  {f.p95_ms:>10.3f}  {cpu:>10}  {target}")
        if f.note:
            print(f"{'':<{width}}  {f.note}")
    if scores:
        swidth = max(len(s.name) for s in scores)
        print()
        for s in scores:
            print(f"{s.name:<{swidth}}  {s.value:>10.3f}  {s.note}")
    if verdicts:
        vwidth = max(len(v.name) for v in verdicts)
        print(f"\n{'verdict':<{vwidth}}  {'ratio':>7}  {'cpu':>7}  {'limit':>6}")
        for v in verdicts:
            cpu = "" if v.cpu_ratio is None else f"{v.cpu_ratio:.2f}"
            print(
                f"{v.name:<{vwidth}}  {v.ratio:>7.2f}  {cpu:>7}  {v.limit:>6.2f}  {'met' if v.met else 'MISSED'}  {v.note}"
            )
    print(f"\nwritten to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
