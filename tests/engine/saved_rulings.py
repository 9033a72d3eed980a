"""The engine's rulings, saved as files: every case file's and 2,000 adversarial cases', to compare byte for byte.

A change to the engine that is not meant to change what it rules must leave every ruling here as it was
(tests/engine/test_saved_rulings.py). Each source is one gzip'd JSON file under tests/engine/rulings/: a list
of entries, each the input (the case's text as filed, or the case as a value) and its rulings as the JSON
text the engine's doors print (`rule` of the value, `rule_text` of the text). The inputs are kept beside the
rulings, so the comparison tells a change of the engine from a change of a case file.

`scripts/compare_rulings.py --save` writes the files again; only a commit that fixes a ruling, and names the
law that makes it right, should do that.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from engine import rule, rule_text

HERE = Path(__file__).resolve().parent
SAVED = HERE / "rulings"
ROOT = HERE.parents[1]

# Where the case files are, by the name of the file their rulings are saved in.
CASE_FOLDERS = {
    "tests-engine-cases": ROOT / "tests/engine/cases",
    "tests-engine-euchre": ROOT / "tests/engine/euchre",
    "corpus-cases": ROOT / "corpus/cases",
    "shared-cases": ROOT.parent / "shared/cases",
}
ADVERSARIAL = 2000
# Integers past Python's limit on decimal digits (4,300) cannot be read back from JSON text: kept in hex.
BIG = "__integer_in_hex__"


def ruling_text(ruling: object) -> str:
    """A ruling as the doors print it."""
    return json.dumps(ruling, ensure_ascii=False)


def encode(value: Any) -> Any:
    """A case value that JSON text carries exactly, whatever its integers."""
    if isinstance(value, bool) or value is None or isinstance(value, str | float):
        return value
    if isinstance(value, int):
        return value if abs(value) < 10**4000 else {BIG: hex(value)}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        assert BIG not in value, "a case holds the marker of a saved integer"
        return {k: encode(v) for k, v in value.items()}
    raise TypeError(f"a case holds a {type(value).__name__}")


def decode(value: Any) -> Any:
    if isinstance(value, list):
        return [decode(v) for v in value]
    if isinstance(value, dict):
        if list(value) == [BIG]:
            return int(value[BIG], 16)  # hex is not bound by the limit on decimal digits
        return {k: decode(v) for k, v in value.items()}
    return value


def _dumped(case: Any) -> str | None:
    """The case as JSON text, or None where JSON text cannot carry it (a number past 4,300 digits)."""
    try:
        return json.dumps(case)
    except ValueError:
        return None


def rulings_of(entry: dict[str, Any]) -> dict[str, str]:
    """The rulings the engine gives now for a saved entry's input: of its value and of its text."""
    if "text" in entry:
        text: str | None = entry["text"]
        case = json.loads(entry["text"])
    else:
        case = decode(entry["case"])
        text = _dumped(case)
    out = {"rule": ruling_text(rule(case))}
    if text is not None:
        out["rule_text"] = ruling_text(rule_text(text))
    return out


def case_file_entries(folder: Path) -> Iterator[dict[str, Any]]:
    for path in sorted(folder.glob("*.case.json")):
        entry: dict[str, Any] = {"name": path.name, "text": path.read_text(encoding="utf-8")}
        entry["rulings"] = rulings_of(entry)
        yield entry


def adversarial_cases(count: int = ADVERSARIAL) -> list[dict[str, Any]]:
    """The adversarial cases of the suite's strategy, drawn with a fixed seed (hypothesis, derandomized)."""
    from hypothesis import HealthCheck, Phase, given, settings

    from tests.engine.adversarial import cases

    drawn: list[dict[str, Any]] = []

    @settings(
        max_examples=count,
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
    return drawn


def value_entries(named: Iterator[tuple[str, dict[str, Any]]]) -> Iterator[dict[str, Any]]:
    for name, case in named:
        entry: dict[str, Any] = {"name": name, "case": encode(case)}
        entry["rulings"] = rulings_of(entry)
        yield entry


def peer_hands() -> Iterator[tuple[str, dict[str, Any]]]:
    """The benchmark's random euchre and whist hands, played by OpenSpiel (installed by `make bench`)."""
    import random

    import pyspiel  # type: ignore[import-not-found]

    from benchmarks.peer_hands import euchre_hand, whist_hand

    rng = random.Random(1888)
    euchre, bridge = pyspiel.load_game("euchre"), pyspiel.load_game("bridge(use_double_dummy_result=false)")
    made = 0
    while made < 100:
        hand = euchre_hand(pyspiel, euchre, rng)
        if hand is not None:
            yield f"euchre hand {made}", hand.case
            made += 1
    for k in range(100):
        yield f"whist hand {k}", whist_hand(bridge, rng).case


def sources() -> dict[str, Callable[[], Iterator[dict[str, Any]]]]:
    """How each saved file is made again, by its name."""
    made: dict[str, Callable[[], Iterator[dict[str, Any]]]] = {
        name: (lambda folder=folder: case_file_entries(folder)) for name, folder in CASE_FOLDERS.items()
    }
    made["adversarial"] = lambda: value_entries((f"adversarial {k}", c) for k, c in enumerate(adversarial_cases()))
    made["peer-hands"] = lambda: value_entries(peer_hands())
    return made


def path_of(source: str) -> Path:
    return SAVED / f"{source}.json.gz"


def save(source: str, entries: list[dict[str, Any]]) -> Path:
    path = path_of(source)
    path.parent.mkdir(parents=True, exist_ok=True)
    # ASCII, so lone surrogates in the inputs are kept as escapes; the keys in the order the case gave them.
    text = "[\n" + ",\n".join(json.dumps(e, separators=(",", ":")) for e in entries) + "\n]\n"
    path.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))  # the same bytes for the same rulings
    return path


def load(source: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads(gzip.decompress(path_of(source).read_bytes()))
    return entries


def saved_sources() -> list[str]:
    return sorted(p.name.removesuffix(".json.gz") for p in SAVED.glob("*.json.gz"))


def differences(source: str) -> list[tuple[str, str, str, str]]:
    """(entry, door, saved ruling, ruling now) for each ruling of a saved file that the engine now gives otherwise."""
    out = []
    for entry in load(source):
        now = rulings_of(entry)
        for door in entry["rulings"].keys() | now.keys():
            before, after = entry["rulings"].get(door, ""), now.get(door, "")
            if before != after:
                out.append((entry["name"], door, before, after))
    return out
