"""The witnesses' own lines, kept in the corpus: the lines of each seed text that a `source:` names.

A deployed site has no ../shared/seeds, so `manage.py copy_witness_lines` copies the lines the corpus
cites into corpus/witnesses/<seed file's stem>.lines, one line of the seed a line, written
`<number>|<text as the OCR gives it>` (trailing spaces and all). They are not blocks and are not loaded
into the database: the pages read them as they read the corpus, and set the edition's text beside them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from corpus.provenance import SourceRef, parse_source

WITNESS_DIR = "witnesses"
_SOURCE_FIELD = re.compile(r"^source: (.+)$", re.M)


def corpus_sources(corpus_dir: Path) -> list[SourceRef]:
    """Every `source:` of every block file of the corpus, in file order."""
    refs = []
    for path in sorted(corpus_dir.rglob("*.txt")):
        refs.extend(parse_source(value) for value in _SOURCE_FIELD.findall(path.read_text(encoding="utf-8")))
    return refs


def needed_lines(refs: Iterable[SourceRef]) -> dict[str, set[int]]:
    needed: dict[str, set[int]] = {}
    for ref in refs:
        needed.setdefault(ref.seed, set()).update(range(ref.line_start, ref.line_end + 1))
    return needed


def seed_lines(seeds_dir: Path, seed: str) -> list[str]:
    """A seed's lines as the OCR gives them, numbered from 1 (index 0 is line 1)."""
    return (seeds_dir / seed).read_text(encoding="utf-8").split("\n")


def witness_file_text(lines: list[str], numbers: Iterable[int]) -> str:
    return "".join(f"{n}|{lines[n - 1]}\n" for n in sorted(numbers))


def copy_witness_lines(corpus_dir: Path, seeds_dir: Path, dry_run: bool = False) -> dict[str, int]:
    """Write corpus/witnesses/<seed>.lines for each seed the corpus cites; returns the lines kept per seed."""
    counts = {}
    folder = corpus_dir / WITNESS_DIR
    for seed, numbers in sorted(needed_lines(corpus_sources(corpus_dir)).items()):
        lines = seed_lines(seeds_dir, seed)
        beyond = [n for n in numbers if n > len(lines)]
        if beyond:
            raise ValueError(f"{seed} has {len(lines)} lines; the corpus cites line {min(beyond)}")
        counts[seed] = len(numbers)
        if not dry_run:
            folder.mkdir(exist_ok=True)
            witness_path(corpus_dir, seed).write_text(witness_file_text(lines, numbers), encoding="utf-8")
    return counts


def witness_path(corpus_dir: Path, seed: str) -> Path:
    return corpus_dir / WITNESS_DIR / f"{Path(seed).stem}.lines"


@lru_cache(maxsize=8)
def _witness(folder: str, seed: str) -> dict[int, str]:
    path = witness_path(Path(folder), seed)
    if not path.is_file():
        return {}
    kept = {}
    for row in path.read_text(encoding="utf-8").split("\n")[:-1]:
        number, _, text = row.partition("|")
        kept[int(number)] = text
    return kept


def witness_lines(corpus_dir: Path, ref: SourceRef) -> list[tuple[int, str]]:
    """The witness's lines a source names, numbered as in the seed; empty if they were not copied."""
    kept = _witness(str(corpus_dir), ref.seed)
    return [(n, kept[n]) for n in range(ref.line_start, ref.line_end + 1) if n in kept]
