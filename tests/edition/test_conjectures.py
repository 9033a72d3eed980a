"""Conjectures marked as conjectures (corpus/README.md, "Conjectures"): every word of a printed text that its
witness's lines do not give is either a correction a note lists or a conjecture a note marks.

The words are compared with the lines the entry's `source:` fields name (corpus/witnesses/, held identical to the
seeds by test_witnesses.py); corpus/readings.py says what counts as found, listed and marked.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

from django.conf import settings

from corpus.blocks import Block, parse_file
from corpus.provenance import parse_source
from corpus.readings import CONJECTURE, Witness, accounted, conjectured, keys, notes_of, unaccounted
from corpus.witnesses import witness_lines

PRINTED_FILES = ("codes", "decisions", "texts")
TEXT_PARTS = {"clause", "continued"}  # a law's printed parts besides its body; a decision's is `### text`


def _printed(entry: Block) -> Iterator[str]:
    if entry.kind == "term":
        yield entry.get("title") + "\n" + entry.body
    elif entry.kind == "decision":
        text = entry.child("text")
        yield text.body if text is not None else ""
    else:
        yield entry.body
        yield from (part.body for part in entry.children if part.kind in TEXT_PARTS)


def _entries(corpus: Path) -> Iterator[tuple[str, Block, Witness]]:
    for folder in PRINTED_FILES:
        for path in sorted((corpus / folder).glob("*.txt")):
            for entry in parse_file(path).children:
                refs = [parse_source(v) for v in entry.getall("source")]
                lines = [text for ref in refs for _, text in witness_lines(corpus, ref)]
                if lines:
                    yield f"{folder}/{path.name} {entry.kind} {entry.id}", entry, Witness.of(lines)


def unmarked_words(corpus: Path) -> dict[str, list[str]]:
    """Entry -> the words of its text that its witness does not give and no note lists or marks."""
    found: dict[str, list[str]] = {}
    for where, entry, witness in _entries(corpus):
        listed, marked = accounted(entry)
        words = [w for text in _printed(entry) for w in unaccounted(text, witness, listed, marked)]
        if words:
            found[where] = words
    return found


def test_every_word_the_witness_does_not_give_is_a_listed_correction_or_a_marked_conjecture():
    corpus = Path(settings.CORPUS_DIR)
    assert sum(1 for _ in _entries(corpus)) > 400  # the laws, terms, decisions and texts with their lines
    assert unmarked_words(corpus) == {}


def test_each_conjecture_note_names_words_of_its_text():
    marked = {}
    for where, entry, _ in _entries(Path(settings.CORPUS_DIR)):
        for note in notes_of(entry):
            if note.get("kind") == CONJECTURE:
                reading = conjectured(note)
                assert reading, f"{where}: a conjecture note opens with the conjectured words in double quotes"
                text = " ".join(_printed(entry))
                assert set(keys(reading)) <= set(keys(text)), f"{where}: {reading!r} is not in the text"
                marked[reading] = where
    # The readings the edition holds uncertain, each marked where it stands.
    assert {"Bushe", "Knightley", "Colonel Pipon", "WHIST", "53, 55"} <= set(marked)


def _breach(tmp_path: Path, folder: str, name: str, old: str, new: str) -> dict[str, list[str]]:
    corpus = tmp_path / "corpus"
    shutil.copytree(settings.CORPUS_DIR, corpus, ignore=shutil.ignore_patterns("*.py", "__pycache__", "cases"))
    path = corpus / folder / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return unmarked_words(corpus)


def test_an_invented_word_fails(tmp_path):
    found = _breach(tmp_path, "texts", "clay.txt", "however low its value.", "however low its worth.")
    assert found == {"texts/clay.txt text clay-remember-the-trump-card": ["worth"]}


def test_a_conjecture_unmarked_fails(tmp_path):
    note = '### note\nkind: conjecture\n\n"Knightley": the scan prints "R. Kwieurizy" (line 144).'
    found = _breach(tmp_path, "texts", "front-matter.txt", note, "### note\nkind: conjecture\n\nA guess.")
    assert found == {"texts/front-matter.txt text baldwin-to-whist-players": ["knightley"]}


def test_a_correction_not_listed_fails(tmp_path):
    found = _breach(tmp_path, "decisions", "mcintosh-b.txt", '"oflender" (line 2137) is "offender"', "one word")
    assert found == {"decisions/mcintosh-b.txt decision mcintosh-72-3": ["offender"]}


def test_words_are_found_across_the_ocrs_breaks_and_brackets_are_not_compared():
    witness = Witness.of(["the game, Cot* ton's deriva-", "tion, the ete offence", "Conventionl signals"])
    assert unaccounted("Cotton's derivation, the offence", witness, set(), set()) == []
    assert unaccounted("Convention[a]l signals [and the] rest", witness, set(), set()) == ["rest"]
    assert unaccounted("the first offence", witness, {"first"}, set()) == []
