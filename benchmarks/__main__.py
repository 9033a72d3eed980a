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

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")

import django  # noqa: E402

django.setup()

import benchmarks  # noqa: E402
from benchmarks import Figure  # noqa: E402


def main() -> int:
    only = sys.argv[1:]
    figures: list[Figure] = []
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))
    for name in names:
        if only and not any(o in name for o in only):
            continue
        print(f"running {name} ...", file=sys.stderr, flush=True)
        module = importlib.import_module(f"benchmarks.{name}")
        figures.extend(module.run())
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
            },
            indent=2,
        )
        + "\n"
    )
    width = max(len(f.name) for f in figures)
    print(f"{'benchmark':<{width}}  {'runs':>6}  {'median ms':>10}  {'p95 ms':>10}  target")
    for f in figures:
        if f.ratio_target is not None:
            target = f"ratio {f.ratio} ≤ {f.ratio_target}: {'met' if f.met else 'MISSED'}"
        elif f.target_ms is not None:
            target = f"{f.target_stat} ≤ {f.target_ms} ms: {'met' if f.met else 'MISSED'}"
        else:
            target = ""
        print(f"{f.name:<{width}}  {f.runs:>6}  {f.median_ms:>10.3f}  {f.p95_ms:>10.3f}  {target}")
        if f.ratio is not None:
            print(f"    {f.note}")
    print(f"\nwritten to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
