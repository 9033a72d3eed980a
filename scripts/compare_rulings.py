"""The engine's saved rulings (tests/engine/rulings/): compare the engine with them, or save them again.

    python scripts/compare_rulings.py           # rule every saved input again; exit 1 naming each ruling that differs
    python scripts/compare_rulings.py --save    # write the files again from the engine as it stands

The inputs: every case file of the suite and the books (tests/engine/cases, tests/engine/euchre, corpus/cases
and the shared example cases beside the checkout); 2,000 adversarial cases drawn from the engine's vocabulary by
the suite's own strategy with a fixed seed; and, where OpenSpiel is installed (`make bench`), the benchmark's
random euchre and whist hands. The suite makes the same comparison (tests/engine/test_saved_rulings.py); save
again only in a commit that fixes a ruling and names the law that makes it right.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.engine.saved_rulings import (  # noqa: E402
    differences,
    load,
    path_of,
    rulings_of,
    save,
    saved_sources,
    sources,
)


def _save() -> int:
    for source, make in sources().items():
        try:
            entries = list(make())
        except ImportError as exc:
            if not path_of(source).is_file():
                print(f"{source}: left out ({exc.name} is not installed)", file=sys.stderr)
                continue
            # The inputs cannot be drawn again here: those saved are kept, and ruled again.
            entries = [{**e, "rulings": rulings_of(e)} for e in load(source)]
            print(f"{source}: the saved inputs ruled again ({exc.name} is not installed to draw them)")
        path = save(source, entries)
        print(f"{source}: {len(entries):,} inputs and their rulings written to {path}")
    return 0


def _compare() -> int:
    failed = 0
    for source in saved_sources():
        started = time.process_time()
        differ = differences(source)
        seconds = time.process_time() - started
        for name, door, before, after in differ[:20]:
            print(f"differs: {source}: {name} ({door})\n  saved: {before[:400]}\n  now:   {after[:400]}")
        print(f"{source}: {len(differ):,} rulings differ ({seconds:.2f} s CPU)")
        failed += len(differ)
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--save", action="store_true", help="write the saved rulings again from the engine")
    return _save() if parser.parse_args().save else _compare()


if __name__ == "__main__":
    sys.exit(main())
