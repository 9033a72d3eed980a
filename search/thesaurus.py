"""The game's thesaurus (corpus/thesaurus.list): the words a referee types, and the books' words for them.

A search for "spectator" also searches "bystander", the word Club Law 88 prints; the page says so.
The file is the committee's to review and extend; each entry names a law printing its words, and the
tests hold every entry to its law.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings

ENTRY_RE = re.compile(r"^(?P<everyday>[^=|]+?)\s*=>\s*(?P<books>[^|]+?)\s*\|\s*(?P<example>[\w-]+:[\w-]+)\s*$")
WORDS_RE = re.compile(r"[\w']+")


class ThesaurusError(ValueError):
    """A line of the thesaurus that cannot be read; says which."""


@dataclass(frozen=True)
class Entry:
    everyday: tuple[str, ...]
    books: tuple[str, ...]
    # The law printing the books' words, "club-1864:88".
    example: str
    line: int


def words_of(text: str) -> tuple[str, ...]:
    """A phrase as lower-case words, apostrophes kept ("can't remember" -> ("can't", "remember"))."""
    return tuple(WORDS_RE.findall(text.lower().replace("’", "'")))


def read(text: str) -> list[Entry]:
    entries = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = ENTRY_RE.match(line)
        if m is None:
            raise ThesaurusError(f"thesaurus line {number}: expected 'everyday words => books' words | code:law'")
        everyday = tuple(" ".join(words_of(w)) for w in m.group("everyday").split(",") if words_of(w))
        books = tuple(w.strip() for w in m.group("books").split(",") if w.strip())
        if not everyday or not books:
            raise ThesaurusError(f"thesaurus line {number}: an entry needs words on both sides")
        entries.append(Entry(everyday, books, m.group("example"), number))
    return entries


def path() -> Path:
    return Path(getattr(settings, "SEARCH_THESAURUS", Path(settings.BASE_DIR) / "corpus" / "thesaurus.list"))


@cache
def _load(where: Path) -> dict[tuple[str, ...], tuple[str, ...]]:
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for entry in read(where.read_text(encoding="utf-8")):
        for everyday in entry.everyday:
            key = tuple(everyday.split())
            out[key] = tuple(dict.fromkeys(out.get(key, ()) + entry.books))
    return out


def table() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Everyday words (as a tuple of words) -> the books' words."""
    return _load(path())


def find(words: list[str]) -> list[tuple[int, int, tuple[str, ...]]]:
    """(start, end, the books' words) of each everyday word or phrase among the typed words, longest first."""
    known = table()
    longest = max((len(k) for k in known), default=0)
    lowered = [w.lower().replace("’", "'") for w in words]
    found = []
    i = 0
    while i < len(lowered):
        for n in range(min(longest, len(lowered) - i), 0, -1):
            books = known.get(tuple(lowered[i : i + n]))
            if books:
                found.append((i, i + n, books))
                i += n
                break
        else:
            i += 1
    return found
