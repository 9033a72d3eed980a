"""Texts whose rendering cost grew faster than their length, shared by the tests and `make bench`.

Each took seconds of CPU, or overflowed Python-Markdown's stack, before texts were checked when saved
(decisions/markdown.py). The test saves each and checks it is refused naming the field, or stored
within the bound; bench_markdown.py times the worst of them through the save path.
"""

from __future__ import annotations

from collections.abc import Callable

CPU_BOUND_S = 0.5  # seconds of CPU for the worst save

PATHOLOGICAL = {
    "open brackets": "[" * 16_000,
    "nested brackets": "[" * 10_000 + "]" * 10_000,
    "brackets with text": "[a" * 9_000,
    "images": "![" * 9_000,
    "link destinations": "[a](" * 5_000,
    "angle brackets": "<a" * 9_000,
    "automatic links": "<http://" * 2_500,
    "nested lists": "".join("  " * i + "- x\n" for i in range(600)),
    "nested quotations": "".join(">" * i + " x\n" for i in range(200)),
    "a deep quotation": ">" * 19_000 + " x",
    "definition lists": "a\n: b\n" * 3_000,
    "underlined headings": "a\n=\n" * 4_000,
    "rules": "a\n***\n" * 3_000,
    "footnote references": "[^a]: b\n" * 10 + "[^a]" * 4_000,
    "abbreviations": "*[a]: b\n" * 500 + "a " * 4_000,
    "emphasis": "*a" * 9_900,
    "nested emphasis": "*" * 9_000 + "a" + "*" * 9_000,
    "code spans": "`a" * 9_900,
    "too long": "word " * 4_001,
}
# Accepted texts at the most the checks allow: the slowest a save may be.
HEAVIEST_ACCEPTED = {
    "emphasis in short paragraphs": ("*a" * 2_450 + "\n\n") * 4,
    "links in short paragraphs": ("[a](http://x.org) " * 250 + "\n\n") * 4,
    "headings": ("# a\n" * 199 + "\n") * 25,
    "list items": ("- item\n" * 199 + "\n") * 14,
    "inline HTML": ("<a>" * 1_600 + "\n\n") * 4,
    "code spans": ("`a" * 2_450 + "\n\n") * 4,
}

# Syntax the renderer no longer reads (decisions/markdown_syntax.py), each accepted and shown as written. Before,
# the fences' `hl_lines` took time growing with the cube of its runs of quotes (this one, 9,500 characters,
# 49 s of CPU) and Markdown inside HTML recursed once per level (this one overflowed the stack).
NO_LONGER_READ = {
    "hl_lines quotes": "``` hl_lines='" + "'\n\n``` hl_lines='\n\n" * 500,
    "nested divs": '<div markdown="1">\n\n' * 400 + "x\n\n" + "</div>\n\n" * 400,
}

# The syntax the site reads, a line's start and its inline parts, for the fuzzer (tests/decisions/
# test_markdown_bounded.py) and the bench's random texts (bench_markdown.py).
LINE_STARTS = [
    "", "", "", "# ", "## ", "#### ", "Heading\n===", "- ", "* ", "+ ", "1. ", "2) ", "> ", "> > ", "    ", "  - ",
    "    1. ", "| ", "|:---|---:|", "---", "***", "```", "```python", "~~~", "````", "[^1]: ", "*[HTML]: ", ": ",
    "[a]: http://e.org ", "<div>", "</div>",
]  # fmt: skip
INLINES = [
    "revoke", "Law 72", "Law 73.I", "the trick", "&", "<b>", "'", '"', "*", "**", "_", "__", "`", "``", "\\", "[",
    "]", "(", ")", "[Law 72](/laws/club-1864/72/)", "<http://e.org>", "![i](x.png)", "[^1]", "HTML", ":", "|",
    " ", "  ", "<", ">", "{", "}", "=", "#",
]  # fmt: skip


def random_text(draw_index: Callable[[int], int], lines: int) -> str:
    """A text of `lines` lines from the syntax above, choices made by `draw_index(n)` (an index below n)."""
    out = []
    for _ in range(lines):
        start = LINE_STARTS[draw_index(len(LINE_STARTS))]
        parts = "".join(INLINES[draw_index(len(INLINES))] for _ in range(draw_index(12)))
        out.append(start + parts)
    return "\n".join(out)
