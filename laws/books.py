"""The printed books behind the seed texts, named as a reader cites them (not by their file names).

From ../shared/seeds/README.md: the seed files are the transcriptions; pages show the book instead.
"""

from __future__ import annotations

import re

BOOKS = {
    "000_fc39cd461ed2bee3.txt": "A. J. McIntosh, The Laws of Whist (Utica, 1887)",
    "001_13e06e23340725e9.txt": "The Laws of Euchre as adopted by the Somerset Club of Boston (Leeds and Dwight, 1888)",
    "002_aaddb16163a7829c.txt": "The Encyclopaedia Britannica, “Whist” (9th edition, 1888, reprinted 1902)",
    "003_f012a884a77afba3.txt": "J. L. Baldwin, The Laws of Short Whist (1870), with James Clay, A Treatise on Short Whist",
    "004_026ade6361837aaf.txt": "Laws of American Whist, revised and corrected, ed. J. S. L. (Chicago, 1890)",
}
_SEED = re.compile(r"(?:\b[Tt]he seed |\bseed )?\b(\d{3}_[0-9a-f]{16}\.txt)\b")
# Our notes cite a seed by its number ("003 line 664", "(seed 000)"); a reader is given the book instead.
_NUMBER = {name[:3]: name for name in BOOKS}
_NAMED_THEN_SEED = re.compile(r", seed (\d{3})\)")  # "(McIntosh, seed 000)": the book is named already
_SEED_NUMBER = re.compile(r"\bseed (\d{3})\b")
_SEED_LINES = re.compile(r"\((\d{3}) (lines? \d+(?:[-–]\d+)?)\)")
_THE_SEED = re.compile(r"\b([Tt])he (seed)(s?)\b")


def book_title(seed: str) -> str:
    """The book a seed file transcribes; a file not listed is named only as "a transcribed source"."""
    return BOOKS.get(seed, "a transcribed source")


def in_book_words(text: str) -> str:
    """A source line ("003_….txt, lines 4683–4706, page 109") with the book's title for the file name."""
    return _SEED.sub(lambda m: book_title(m.group(1)), text)


def in_readers_words(text: str) -> str:
    """Our note as a reader reads it: the books named, never the seed files or their numbers.

    "(003 line 664)" is "(line 664 of its transcription)" (the notes name the book just before), "(seed 002)"
    the book's title, "(McIntosh, seed 000)" "(McIntosh)", and "the seed" "the transcription".
    """
    text = in_book_words(text)
    text = _NAMED_THEN_SEED.sub(")", text)
    text = _SEED_NUMBER.sub(lambda m: book_title(_NUMBER.get(m.group(1), "")), text)
    text = _SEED_LINES.sub(lambda m: f"({m.group(2)} of its transcription)", text)
    return _THE_SEED.sub(lambda m: f"{m.group(1)}he transcription{m.group(3)}", text)
