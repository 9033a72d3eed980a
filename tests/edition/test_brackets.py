"""The bracket rule (corpus/README.md): brackets mark what has no counterpart in the source witness at that
place; a garbled counterpart is corrected without brackets, with a note. Every bracket in the corpus is
aligned with its witness's lines (corpus/witnesses/, held identical to the seeds by test_witnesses.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings

from corpus.blocks import Block, parse_file
from corpus.brackets import brackets, misplaced_brackets
from corpus.provenance import SourceRef, parse_source
from corpus.witnesses import witness_lines

BLOCK_FILES = ("codes", "decisions", "texts", "cases")
# Parts that are ours (notes) or quote another witness as printed (variants), not the edition's text.
NOT_THE_TEXT = {"note", "variant"}
HEADINGS_PRINTED = {"term", "section"}  # a glossary's headwords and headings are printed; other titles are ours


def bracketed_texts() -> Iterator[tuple[str, str, list[SourceRef]]]:
    """(where, text, the copy-text's sources) for each printed text of the corpus that has a bracket."""
    for folder in BLOCK_FILES:
        for path in sorted((Path(settings.CORPUS_DIR) / folder).glob("*.txt")):
            for entry in parse_file(path).children:
                sources = [parse_source(v) for v in entry.getall("source")]
                copy_text = [s for s in sources if sources and s.seed == sources[0].seed]
                for where, text in _printed(entry):
                    if brackets(text):
                        yield f"{path.name} {entry.kind} {entry.id}{where}", text, copy_text


def _printed(entry: Block) -> Iterator[tuple[str, str]]:
    if entry.kind in HEADINGS_PRINTED:
        yield " (title)", entry.get("title") + "\n" + entry.body
    else:
        yield "", entry.body
    for part in entry.children:
        if part.kind not in NOT_THE_TEXT:
            yield f" ### {part.kind} {part.id}".rstrip(), part.body


def the_witness(sources: list[SourceRef]) -> str:
    return "\n".join(text for ref in sources for _, text in witness_lines(Path(settings.CORPUS_DIR), ref))


def test_each_bracket_stands_where_the_witness_gives_nothing():
    checked = 0
    for where, text, sources in bracketed_texts():
        assert sources, f"{where}: a bracketed text needs the source its brackets are measured against"
        witness = the_witness(sources)
        assert witness, f"{where}: the witness's lines are not in corpus/witnesses (manage.py copy_witness_lines)"
        assert not misplaced_brackets(text, witness), f"{where}: {misplaced_brackets(text, witness)}"
        checked += len(brackets(text))
    assert checked >= 10  # the supplied letters of the glossary, McIntosh's [C] and ques[tion], Clay's [...] ...


# Baldwin's clubs (003 lines 13-44) are printed in two columns that the OCR runs together line by line;
# the edition sets the left column before the right.
COLUMNS = "ALBEMARLE.\nARMY AND NAVY.\nCLEVELAND.\n[CO]LONIAL.\nJUNIOR CARLTON.\nTHAMES [...]\nTORBAY AND SOUTH DEVON."
TWO_COLUMNS = (
    "ALBEMARLE. JUNIOR CARLTON.\nARMY AND NAVY. KILDARE STREET.\nCLEVELAND. ’ THAMES TAC\n"
    "LONIAL. TORBAY AND. SOUTH DEVON,\nGUARDS’. WHITEHALL,\nHASTINGS AND ST."
)


@pytest.mark.parametrize(
    ("text", "witness"),
    [
        ("Echo, [the]\nAsking for trumps", "Echo^ TAd— Asking for trumps"),  # a garbled word, bracketed
        ("[Glos]sary of Terms Used", "tesary of Terms Used"),  # four letters bracketed where two are missing
        ("the right [of] dealing", "the right of dealing"),  # a word the witness prints plainly
        (f"{COLUMNS}\n[WHITE'S.]", f"{TWO_COLUMNS} WHITE'S."),  # a list set column by column
    ],
)
def test_a_bracket_around_what_the_witness_gives_fails(text, witness):
    assert misplaced_brackets(text, witness)


@pytest.mark.parametrize(
    ("text", "witness"),
    [
        ("Echo, the\nAsking for trumps", "Echo^ TAd— Asking for trumps"),  # corrected, no bracket
        ("Convention[a]l signals. Certain", "Conventionl signals. — Certain"),  # the letter the scan lacks
        ("against [C] and D. A leads", "against and D. A leads"),
        ("invited, the [...] offence", "invited, the ete offence"),  # lost and not supplied: nothing bracketed
        (f"{COLUMNS}\nWHITE'S.", f"{TWO_COLUMNS} WHITE'S."),
    ],
)
def test_a_bracket_around_what_the_witness_lacks_passes(text, witness):
    assert not misplaced_brackets(text, witness)
