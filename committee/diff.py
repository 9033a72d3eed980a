"""Word-by-word differences between two versions of a text, for the page and the API."""

from __future__ import annotations

import difflib
import re

from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

# Words and the whitespace between them are tokens of their own, so a diff keeps line breaks.
TOKEN_RE = re.compile(r"\s+|[^\s]+")

Op = dict[str, str]


def tokens(text: str) -> list[str]:
    return TOKEN_RE.findall(text)


def word_diff(old: str, new: str) -> list[Op]:
    """[{"op": "equal"|"insert"|"delete", "text"}] turning `old` into `new`; neighbouring ops merged."""
    a, b = tokens(old), tokens(new)
    ops: list[Op] = []

    def add(op: str, text: str) -> None:
        if not text:
            return
        if ops and ops[-1]["op"] == op:
            ops[-1]["text"] += text
        else:
            ops.append({"op": op, "text": text})

    # Spaces are junk: they never anchor a match on their own, so words line up with words.
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(str.isspace, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            add("equal", "".join(a[i1:i2]))
            continue
        add("delete", "".join(a[i1:i2]))
        add("insert", "".join(b[j1:j2]))
    return ops


def diff_html(ops: list[Op]) -> SafeString:
    """The diff as escaped HTML: insertions in <ins>, deletions in <del>."""
    parts = []
    for op in ops:
        if op["op"] == "insert":
            parts.append(format_html("<ins>{}</ins>", op["text"]))
        elif op["op"] == "delete":
            parts.append(format_html("<del>{}</del>", op["text"]))
        else:
            parts.append(format_html("{}", op["text"]))
    return mark_safe("".join(parts))  # noqa: S308 - every part is escaped by format_html
