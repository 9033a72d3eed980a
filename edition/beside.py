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


Place = tuple[int, int]  # (paragraph or line index, piece index)


def _edition_words(edition: list[list[str]]) -> list[tuple[list[Place], str]]:
    return [([(i, j)], _key(w)) for i, para in enumerate(edition) for j, w in enumerate(para) if _key(w)]


def _witness_words(lines: list[list[str]]) -> list[tuple[list[Place], str]]:
    """The witness's words to compare; a word broken by a hyphen at a line's end is one word, in two places."""
    words: list[tuple[list[Place], str]] = []
    broken: tuple[list[Place], str] | None = None
    for i, pieces in enumerate(lines):
        on_line = [j for j, w in enumerate(pieces) if not w.isspace() and w != "—"]
        for pos, j in enumerate(on_line):
            key = _key(pieces[j])
            if broken is not None:
                words.append(([*broken[0], (i, j)], broken[1] + key))
                broken = None
            elif pieces[j].endswith("-") and len(pieces[j]) > 1 and pos == len(on_line) - 1:
                broken = ([(i, j)], key)
            elif key:
                words.append(([(i, j)], key))
    if broken is not None:
        words.append(broken)
    return words


def set_beside(paragraphs: list[str], ref: SourceRef) -> Beside:
    """The edition's paragraphs beside the lines `ref` names, with each word marked same or differs."""
    numbered = witness_lines(Path(settings.CORPUS_DIR), ref)
    edition = [_split(p) for p in paragraphs]
    lines = [_split(text) for _, text in numbered]
    marks, differences = _marked(_edition_words(edition), _witness_words(lines))
    return Beside(
        ref=ref,
        edition=[
            [Piece(w, marks.get(("edition", (i, j)), SAME)) for j, w in enumerate(para)]
            for i, para in enumerate(edition)
        ],
        lines=[
            WitnessLine(n, [Piece(w, marks.get(("witness", (i, j)), SAME)) for j, w in enumerate(pieces)])
            for i, ((n, _), pieces) in enumerate(zip(numbered, lines, strict=True))
        ],
        differences=differences,
    )


def _marked(
    e_words: list[tuple[list[Place], str]], w_words: list[tuple[list[Place], str]]
) -> tuple[dict[tuple[str, Place], str], int]:
    """Each word of the edition and of the witness that is not the other's, marked, and how many differences."""
    opcodes = SequenceMatcher(None, [k for _, k in e_words], [k for _, k in w_words], autojunk=False).get_opcodes()
    equal = [o for o in opcodes if o[0] == "equal"]
    marks: dict[tuple[str, Place], str] = {}
    differences = 0
    for tag, e1, e2, w1, w2 in opcodes:
        if tag == "equal":
            continue
        # Witness words before the first or after the last shared word, with none of the edition's against
        # them, are the text printed before or after on the same lines.
        outside = e1 == e2 and (not equal or w2 <= equal[0][3] or w1 >= equal[-1][4])
        for places, _ in e_words[e1:e2]:
            marks.update((("edition", place), DIFFERS) for place in places)
        for places, _ in w_words[w1:w2]:
            marks.update((("witness", place), OUTSIDE if outside else DIFFERS) for place in places)
        differences += 0 if outside else 1
    return marks, differences
