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


# Sentences and lines first, then words inside the passages that changed: a diff stays quick on the
# longest text (100,000 characters), and a changed passage longer than this is shown replaced whole.
UNIT_RE = re.compile(r"(?<=\n)|(?<=[.;:!?] )")
MAX_WORDS_IN_A_CHANGE = 1500
# Passages compared at most (before × after, once the unchanged ends are set aside): beyond it the
# texts are compared paragraph by paragraph, and failing that the changed middle is shown replaced whole.
MAX_UNIT_PAIRS = 4_000_000
# The word-by-word work allowed for one diff (tokens before × tokens after, summed over the changes).
WORD_WORK_BUDGET = 5_000_000


PARAGRAPH_RE = re.compile(r"(?<=\n\n)")


def units(text: str) -> list[str]:
    return [u for u in UNIT_RE.split(text) if u]


def _coarser(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """The same texts in fewer, larger passages, when comparing sentence by sentence would cost too much."""
    for split in (PARAGRAPH_RE.split, lambda text: [text]):
        if len(a) * len(b) <= MAX_UNIT_PAIRS:
            break
        a, b = [u for u in split("".join(a)) if u], [u for u in split("".join(b)) if u]
    return a, b


def word_diff(old: str, new: str) -> list[Op]:
    """[{"op": "equal"|"insert"|"delete", "text"}] turning `old` into `new`; neighbouring ops merged."""
    ops: list[Op] = []

    def add(op: str, text: str) -> None:
        if not text:
            return
        if ops and ops[-1]["op"] == op:
            ops[-1]["text"] += text
        else:
            ops.append({"op": op, "text": text})

    a, b = units(old), units(new)
    # The unchanged start and end are set aside first: most edits touch one place.
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    add("equal", "".join(a[:head]))
    ends = "".join(a[len(a) - tail :]) if tail else ""
    a, b = _coarser(a[head : len(a) - tail], b[head : len(b) - tail])
    budget = WORD_WORK_BUDGET
    # autojunk: a passage repeated hundreds of times anchors nothing, which keeps the matcher near-linear.
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=True).get_opcodes():
        before, after = "".join(a[i1:i2]), "".join(b[j1:j2])
        if tag == "equal":
            add("equal", before)
            continue
        x, y = tokens(before), tokens(after)
        work = len(x) * len(y)
        if not work or len(x) > MAX_WORDS_IN_A_CHANGE or len(y) > MAX_WORDS_IN_A_CHANGE or work > budget:
            add("delete", before)
            add("insert", after)
            continue
        budget -= work
        # Spaces are junk: they never anchor a match on their own, so words line up with words.
        for wtag, k1, k2, l1, l2 in difflib.SequenceMatcher(str.isspace, x, y, autojunk=False).get_opcodes():
            if wtag == "equal":
                add("equal", "".join(x[k1:k2]))
            else:
                add("delete", "".join(x[k1:k2]))
                add("insert", "".join(y[l1:l2]))
    add("equal", ends)
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
