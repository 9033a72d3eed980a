"""The edition's text set beside a witness's own lines, word by word, the differences marked.

Words are compared by their letters and digits only, in lower case: the OCR's stops, dashes and
line-end hyphens ("con-" / "ventional") are not differences of reading. A witness's words before the
first and after the last that the edition shares are another text on the same lines (the law before,
the note after), shown but not marked as departures.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path

from django.conf import settings

from corpus.provenance import SourceRef
from corpus.witnesses import witness_lines

# A dash joins two words in the edition ("outcast—abhorred") where the OCR often spaces it: it parts words.
_PIECES = re.compile(r"(\s+|—)")
_LETTERS = re.compile(r"[^0-9a-z]+")

SAME, DIFFERS, OUTSIDE = "same", "differs", "outside"


@dataclass(frozen=True)
class Piece:
    text: str
    mark: str = SAME  # same, differs (the edition departs here), outside (not the edition's passage)


@dataclass(frozen=True)
class WitnessLine:
    number: int
    pieces: list[Piece]

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.pieces)


@dataclass(frozen=True)
class Beside:
    """One witness beside the edition: the edition's paragraphs and the witness's lines, both marked."""

    ref: SourceRef
    edition: list[list[Piece]]  # paragraphs of words and spaces
    lines: list[WitnessLine]
    differences: int

    @property
    def copied(self) -> bool:
        return bool(self.lines)


def _key(word: str) -> str:
    return _LETTERS.sub("", word.lower())


def _split(text: str) -> list[str]:
    return [p for p in _PIECES.split(text) if p]


def set_beside(paragraphs: list[str], ref: SourceRef) -> Beside:
    """The edition's paragraphs beside the lines `ref` names, with each word marked same or differs."""
    numbered = witness_lines(Path(settings.CORPUS_DIR), ref)
    edition = [_split(p) for p in paragraphs]
    lines = [(n, _split(text)) for n, text in numbered]
    # Words to compare: (paragraph or line index, piece index, key); a hyphen ending a line joins the next word.
    e_words = [(i, j, _key(w)) for i, para in enumerate(edition) for j, w in enumerate(para) if _key(w)]
    w_words: list[tuple[int, list[int], str]] = []
    carry: tuple[int, list[int], str] | None = None
    for i, (_, pieces) in enumerate(lines):
        words = [j for j, w in enumerate(pieces) if not w.isspace() and w != "—"]
        for pos, j in enumerate(words):
            key = _key(pieces[j])
            if carry is not None:
                w_words.append((carry[0], [*carry[1], (i << 16) | j], carry[2] + key))
                carry = None
                continue
            hyphened = pieces[j].endswith("-") and pos == len(words) - 1 and len(pieces[j]) > 1
            if hyphened:
                carry = (i, [(i << 16) | j], key)
            elif key:
                w_words.append((i, [(i << 16) | j], key))
    if carry is not None:
        w_words.append(carry)
    matcher = SequenceMatcher(None, [k for *_, k in e_words], [k for *_, k in w_words], autojunk=False)
    e_marks: dict[tuple[int, int], str] = {}
    w_marks: dict[int, str] = {}
    opcodes = matcher.get_opcodes()
    first_equal = next((o for o in opcodes if o[0] == "equal"), None)
    last_equal = next((o for o in reversed(opcodes) if o[0] == "equal"), None)
    differences = 0
    for tag, e1, e2, w1, w2 in opcodes:
        if tag == "equal":
            continue
        outside = first_equal is None or w2 <= first_equal[3] or (last_equal is not None and w1 >= last_equal[4])
        for i, j, _ in e_words[e1:e2]:
            e_marks[(i, j)] = DIFFERS
        for _, places, _ in w_words[w1:w2]:
            for place in places:
                w_marks[place] = OUTSIDE if outside and e1 == e2 else DIFFERS
        differences += 0 if outside and e1 == e2 else 1
    return Beside(
        ref=ref,
        edition=[[Piece(w, e_marks.get((i, j), SAME)) for j, w in enumerate(para)] for i, para in enumerate(edition)],
        lines=[
            WitnessLine(n, [Piece(w, w_marks.get((i << 16) | j, SAME)) for j, w in enumerate(pieces)])
            for i, (n, pieces) in enumerate(lines)
        ],
        differences=differences,
    )
