"""The game's thesaurus (corpus/thesaurus.list): the words a referee types, and the books' words for them.

A search for "spectator" also searches "bystander", the word Club Law 88 prints; the page says so.
The file is the committee's to review and extend; each entry names a law printing its words, and the
tests hold every entry to its law.

The committee also adds entries on the site (committee/thesaurus.py). Those reach every node's index
through the outbox, as a document each (documents.py), and a query reads them from the index it searches:
read once per searcher, so a node applies an entry as soon as its index has it, with no query of the
database per search. The database fallback reads them from the database.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings
from whoosh.searching import Searcher

from committee.models import ThesaurusEntry

from .schema import THESAURUS

Table = Mapping[tuple[str, ...], tuple[str, ...]]

ENTRY_RE = re.compile(r"^(?P<everyday>[^=|]+?)\s*=>\s*(?P<books>[^|]+?)\s*\|\s*(?P<example>[\w-]+:[\w-]+)\s*$")
# Apostrophes and hyphens inside a word keep it one word ("can't", "re-deal"), as the query reads it.
WORDS_RE = re.compile(r"[\w']+(?:-[\w']+)*")


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


def _add(out: dict[tuple[str, ...], tuple[str, ...]], everyday: tuple[str, ...], books: tuple[str, ...]) -> None:
    for phrase in everyday:
        key = tuple(phrase.split())
        out[key] = tuple(dict.fromkeys(out.get(key, ()) + books))


@cache
def _load(where: Path) -> dict[tuple[str, ...], tuple[str, ...]]:
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for entry in read(where.read_text(encoding="utf-8")):
        _add(out, entry.everyday, entry.books)
    return out


def _sides(everyday: str, books: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A site entry's two sides as the file's entries read them."""
    said = tuple(" ".join(words_of(w)) for w in everyday.split(",") if words_of(w))
    return said, tuple(b.strip() for b in books.split(",") if b.strip())


def _with_site(entries: list[tuple[str, str]]) -> Table:
    out = dict(_load(path()))
    for everyday, books in entries:
        _add(out, *_sides(everyday, books))
    return out


def table(site: Table | None = None) -> Table:
    """Everyday words (as a tuple of words) -> the books' words: the file's, or `site` (the file's and the
    committee's, from site_table or database_table)."""
    return site if site is not None else _load(path())


_per_searcher: weakref.WeakKeyDictionary[Searcher, Table] = weakref.WeakKeyDictionary()
_per_searcher_lock = threading.Lock()


def site_table(searcher: Searcher) -> Table:
    """The file's entries and the committee's standing ones in the index `searcher` reads; read once per searcher
    (a node opens a new one when its index changes)."""
    with _per_searcher_lock:
        found = _per_searcher.get(searcher)
    if found is None:
        entries = [(f["entry"]["everyday"], f["entry"]["books"]) for f in searcher.documents(type=THESAURUS)]
        found = _with_site(entries) if entries else _load(path())
        with _per_searcher_lock:
            _per_searcher[searcher] = found
    return found


def database_table() -> Table:
    """The file's entries and the committee's standing ones, read from the database (the fallback's)."""
    return _with_site(list(ThesaurusEntry.objects.standing().values_list("everyday", "books")))


def find(words: list[str], site: Table | None = None) -> list[tuple[int, int, tuple[str, ...]]]:
    """(start, end, the books' words) of each everyday word or phrase among the typed words, longest first."""
    known = table(site)
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
