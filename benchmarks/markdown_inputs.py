"""Texts whose rendering cost grew faster than their length, shared by the tests and `make bench`.

Each took seconds of CPU, or overflowed Python-Markdown's stack, before texts were checked when saved
(decisions/markdown.py). The test saves each and checks it is refused naming the field, or stored
within the bound; bench_markdown.py times the worst of them through the save path.
"""

from __future__ import annotations

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
