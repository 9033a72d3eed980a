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
_SEED = re.compile(r"(?:\bthe seed )?\b(\d{3}_[0-9a-f]{16}\.txt)\b")


def book_title(seed: str) -> str:
    """The book a seed file transcribes; a file not listed is named only as "a transcribed source"."""
    return BOOKS.get(seed, "a transcribed source")


def in_book_words(text: str) -> str:
    """A source line ("003_….txt, lines 4683–4706, page 109") with the book's title for the file name."""
    return _SEED.sub(lambda m: book_title(m.group(1)), text)
