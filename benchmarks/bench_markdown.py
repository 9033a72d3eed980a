"""The worst save of a text written in Markdown: the check, then the rendering with the laws linked.

Every text of benchmarks/markdown_inputs.py (the pathological ones, refused or neutralised, and the
heaviest the checks accept, each about 20,000 characters) goes through what a commentary save does
to it: `markdown_problem`, then for an accepted text `render_commentary` with the code's linker.
The figure is the slowest text's; target 500 ms of CPU (median), whatever the text.
"""

from __future__ import annotations

from benchmarks import Figure, measure
from benchmarks.markdown_inputs import CPU_BOUND_S, HEAVIEST_ACCEPTED, PATHOLOGICAL
from committee.rendering import render_commentary
from decisions.markdown import markdown_problem
from laws.linking import Linker


def _save(text: str, linker: Linker) -> None:
    if markdown_problem(text) is None:
        render_commentary(text, linker)


def run() -> list[Figure]:
    linker = Linker.for_code("club-1864")
    texts = {**PATHOLOGICAL, **HEAVIEST_ACCEPTED}
    timed = {name: measure(name, lambda t=text: _save(t, linker), runs=5, warmup=1) for name, text in texts.items()}
    slowest = max(timed, key=lambda name: timed[name].cpu_median_ms or 0.0)
    worst = timed[slowest]
    worst.name = "markdown: the worst save (check and render)"
    worst.target_ms = CPU_BOUND_S * 1000
    worst.target_stat = "cpu_median"
    refused = "refused" if markdown_problem(texts[slowest]) else "accepted"
    worst.note = f"the slowest of {len(texts)} texts of up to 20,000 characters: {slowest!r} ({refused})"
    return [worst]
