"""The worst save of a text written in Markdown: the check (which renders under its budget), then the rendering
with the laws linked.

Every text of benchmarks/markdown_inputs.py (the pathological ones, refused or neutralised, the syntax no longer
read, and the heaviest the checks accept, each up to 20,000 characters) goes through what a commentary save does
to it: `markdown_problem`, then for an accepted text `render_commentary` with the code's linker. Then the
fuzzer's grammar (markdown_inputs.random_text), 300 texts drawn with a fixed seed, the worst of them timed
again. The figures are the slowest text's; target 500 ms of CPU (median), whatever the text.
"""

from __future__ import annotations

import random
import time

from benchmarks import Figure, measure
from benchmarks.markdown_inputs import CPU_BOUND_S, HEAVIEST_ACCEPTED, NO_LONGER_READ, PATHOLOGICAL, random_text
from committee.rendering import render_commentary
from decisions import markdown
from laws.linking import Linker


def _save(text: str, linker: Linker) -> None:
    markdown._rendered.cache_clear()  # each run pays for its render, as a save of a new text does
    if markdown.markdown_problem(text) is None:
        render_commentary(text, linker)


def _worst(name: str, texts: dict[str, str], linker: Linker, note: str) -> Figure:
    timed = {key: measure(key, lambda t=text: _save(t, linker), runs=5, warmup=1) for key, text in texts.items()}
    slowest = max(timed, key=lambda key: timed[key].cpu_median_ms or 0.0)
    worst = timed[slowest]
    worst.name = name
    worst.target_ms = CPU_BOUND_S * 1000
    worst.target_stat = "cpu_median"
    refused = "refused" if markdown.markdown_problem(texts[slowest]) else "accepted"
    worst.note = f"{note}: {slowest!r} ({refused})"
    return worst


def _fuzzed(count: int, linker: Linker) -> dict[str, str]:
    """The five dearest of `count` texts drawn from the allowed syntax, each up to the longest text allowed."""
    draw = random.Random(49)
    costs = []
    for n in range(count):
        text = random_text(lambda k: draw.randrange(k), draw.randrange(20, 600))[: markdown.MAX_LENGTH]
        started = time.process_time()
        _save(text, linker)
        costs.append((time.process_time() - started, f"drawn #{n}", text))
    costs.sort(reverse=True)
    return {name: text for _, name, text in costs[:5]}


def run() -> list[Figure]:
    linker = Linker.for_code("club-1864")
    texts = {**PATHOLOGICAL, **NO_LONGER_READ, **HEAVIEST_ACCEPTED}
    return [
        _worst("markdown: the worst save (check and render)", texts, linker, f"the slowest of {len(texts)} texts"),
        _worst("markdown: the fuzzer's worst save", _fuzzed(300, linker), linker, "the slowest of 300 drawn texts"),
    ]
