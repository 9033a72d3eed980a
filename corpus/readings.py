"""The edition's words against its witness: each is found in the witness's lines, listed as a correction, or marked
as a conjecture (corpus/README.md, "Conjectures").

A word is compared by its letters and digits, in lower case. It is found in the witness when the lines print it
as a word, or (a word of four letters or more) as a run of letters across the OCR's breaks ("Cot* ton's",
"con-" / "ventional"). A word the witness does not give is accounted for when a note of the entry names it
inside double quotes: a `correction` or `damage` note listing the reading of a misprint ('"aur game" (line 4329)
is "our game"'), or a `conjecture` note, whose first quoted words are the conjectured reading as the text prints
it. Words in square brackets are the editors' supplement (the bracket rule) and are not compared here.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .blocks import Block

CONJECTURE = "conjecture"
LISTING_KINDS = {"correction", "damage"}  # notes that list the readings of misprints
RUN_LETTERS = 4  # shorter words are too common as runs of letters inside others to count as found that way
_WORD = re.compile(r"[0-9A-Za-zÀ-ÿ]+(?:['’][A-Za-z]+)*")
_LETTERS = re.compile(r"[^0-9a-z]+")
# A quoted reading, and the edition's reading in brackets after it where a note gives it so ('"Paynz" (Payne)').
_QUOTED = re.compile(r"[\"“]([^\"”]+)[\"”](?:\s*\(([^)]*)\))?")
_BRACKETED = re.compile(r"\[[^\]]*\]")
_BROKEN = re.compile(r"(\w)[-\u00ad¬]\s*\n\s*(\w)")


def key(word: str) -> str:
    """A word's letters and digits in lower case, accents dropped ("versâ" is the OCR's "versa")."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c))
    return _LETTERS.sub("", plain)


def keys(text: str) -> list[str]:
    return [k for k in (key(w) for w in _WORD.findall(text)) if k]


@dataclass(frozen=True)
class Witness:
    """The words a witness's lines give, and their letters run together."""

    words: frozenset[str]
    letters: str

    @classmethod
    def of(cls, lines: Iterable[str]) -> Witness:
        text = "\n".join(lines)
        joined = _BROKEN.sub(r"\1\2", text)  # a word broken at a line's end is one word
        return cls(frozenset(keys(text)) | frozenset(keys(joined)), key(text))

    def gives(self, word_key: str) -> bool:
        return word_key in self.words or (len(word_key) >= RUN_LETTERS and word_key in self.letters)


def quoted_words(text: str) -> set[str]:
    return {k for found in _QUOTED.findall(text) for phrase in found for k in keys(_BRACKETED.sub("", phrase))}


def conjectured(note: Block) -> str:
    """A conjecture note's reading: its first words in double quotes."""
    found = _QUOTED.search(note.body)
    return found.group(1) if found else ""


def notes_of(entry: Block) -> list[Block]:
    return [part for part in entry.children if part.kind == "note"]


def accounted(entry: Block) -> tuple[set[str], set[str]]:
    """(the words the entry's notes list as corrections, the words its conjecture notes mark)."""
    listed: set[str] = set()
    marked: set[str] = set()
    for note in notes_of(entry):
        kind = note.get("kind")
        if kind in LISTING_KINDS:
            listed |= quoted_words(note.body) | set(keys(note.get("reads")))
        elif kind == CONJECTURE:
            marked |= set(keys(conjectured(note)))
    return listed, marked


def unaccounted(text: str, witness: Witness, listed: set[str], marked: set[str]) -> list[str]:
    """The words of `text` the witness does not give and no note lists or marks, in the text's order."""
    outside_brackets = _BRACKETED.sub("", text)  # "Convention[a]l" is the witness's "Conventionl"
    return [k for k in keys(outside_brackets) if not witness.gives(k) and k not in listed and k not in marked]


def conjectures_given_by(entry: Block, witness: Witness) -> Iterator[str]:
    """A conjecture note whose reading the witness prints as it stands: no conjecture, or the wrong place."""
    for note in notes_of(entry):
        if note.get("kind") == CONJECTURE:
            reading = conjectured(note)
            if not reading or all(witness.gives(k) for k in keys(reading)):
                yield reading or "(a conjecture note without its reading in double quotes)"
