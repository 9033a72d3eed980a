"""The bracket rule, checked: brackets mark what has no counterpart in the witness at that place.

The edition's text and the witness's lines are compared letter by letter (letters and digits only,
lower case: the OCR's punctuation, hyphens and line ends say nothing of a word's presence). Runs of
at least ANCHOR letters common to both, in order, tie the two together. Between two anchors the
witness prints some letters and the edition some: the edition may bracket only as many letters as
the witness lacks there. A bracketed letter inside an anchor is one the witness gives. A short line of
the edition (a list's item, a heading) is set against the witness's most similar line as well, since a
list printed in columns is read by the OCR across them and set by the edition one column after another.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher

ANCHOR = 4  # shorter common runs are chance agreements of garbled letters, not a tie between the texts
_LETTER = re.compile(r"[a-z0-9]")


@dataclass(frozen=True)
class Misplaced:
    bracketed: str  # the bracketed words, as the edition prints them
    witness_gives: str  # the witness's letters at that place

    def __str__(self) -> str:
        return f"[{self.bracketed}] brackets text the witness gives at that place ({self.witness_gives!r})"


def _letters(text: str) -> str:
    return "".join(_LETTER.findall(text.lower()))


def _edition_letters(text: str) -> tuple[str, list[int]]:
    """The text's letters, and for each the index of the bracket it stands in (-1 outside brackets)."""
    letters: list[str] = []
    bracket_of: list[int] = []
    depth, index = 0, -1
    for ch in text.lower():
        if ch == "[":
            depth, index = depth + 1, index + 1
        elif ch == "]":
            depth = max(0, depth - 1)
        elif _LETTER.fullmatch(ch):
            letters.append(ch)
            bracket_of.append(index if depth else -1)
    return "".join(letters), bracket_of


def brackets(text: str) -> list[str]:
    return re.findall(r"\[([^\]]*)\]", text)


def misplaced_brackets(text: str, witness: str) -> list[Misplaced]:
    """The brackets of `text` around letters that `witness` (the source lines) gives at that place."""
    spans = brackets(text)
    if not spans or (len(spans) == 1 and text.strip() == f"[{spans[0]}]"):
        return []  # a text wholly in brackets says the passage is lost: it stands at no place in the witness
    found = _aligned(text, witness)
    # A short line of the edition (an item of a list set one a line, a heading) is also set against the
    # witness's line that is most like it: a list printed in two columns runs together in the OCR, and the
    # edition sets one column after the other, so the whole text's alignment loses the place.
    before = 0
    lines = [line for line in witness.split("\n") if _letters(line)]
    for line in text.split("\n"):
        count = len(brackets(line))
        if count and lines and len(_letters(line)) <= SHORT_LINE:
            best = max(lines, key=lambda w: _longest(_letters(line), _letters(w)))
            for i, gives in _aligned(line, best).items():
                found.setdefault(before + i, gives)
        before += count
    return [Misplaced(spans[i], gives) for i, gives in sorted(found.items())]


SHORT_LINE = 60  # letters: about one printed line


def _longest(a: str, b: str) -> int:
    return SequenceMatcher(None, a, b, autojunk=False).find_longest_match().size


def _aligned(text: str, witness: str) -> dict[int, str]:
    """Bracket index -> the witness's letters at its place, for each bracket around letters the witness gives."""
    edition, bracket_of = _edition_letters(text)
    printed = _letters(witness)
    matcher = SequenceMatcher(None, edition, printed, autojunk=False)
    anchors = [m for m in matcher.get_matching_blocks() if m.size >= ANCHOR]
    found: dict[int, str] = {}
    e_at = w_at = 0
    for anchor in [*anchors, _End(len(edition), len(printed))]:
        gap = range(e_at, anchor.a)
        in_gap = [i for i in gap if bracket_of[i] >= 0]
        lacking = len(gap) - (anchor.b - w_at)
        if len(in_gap) > max(0, lacking):
            for b in dict.fromkeys(bracket_of[i] for i in in_gap):
                found[b] = found.get(b, "") + printed[w_at : anchor.b]
        for i in range(anchor.a, anchor.a + anchor.size):
            if bracket_of[i] >= 0:
                found[bracket_of[i]] = found.get(bracket_of[i], "") + printed[anchor.b + i - anchor.a]
        e_at, w_at = anchor.a + anchor.size, anchor.b + anchor.size
    return found


@dataclass(frozen=True)
class _End:
    a: int
    b: int
    size: int = 0
