"""The committee's entries in the game's thesaurus: add one, change it, withdraw it.

An entry reads as a line of corpus/thesaurus.list does: the referee's words, the books' words for
them, and a law printing the books' words ("spectator, onlooker => bystander | club-1864:88").
Each save is a version kept in the history, by whom, when and why; a save names the version its
writer started from and is refused with `Stale` against any other, so no change is lost. Search
follows the saves through its own receivers (search/signals.py) and applies the standing entries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils import timezone

from accounts.permissions import WRITE_THESAURUS
from laws.models import Law

from .models import ThesaurusEntry

WORDS_RE = re.compile(r"[\w']+")
EXAMPLE_RE = re.compile(r"^\s*(?P<code>[\w-]+)\s*:\s*(?P<number>[\w-]+)\s*$")


class EntryError(ValueError):
    """An entry that cannot be kept; `field` names the field at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class Stale(Exception):
    """The entry changed since the writer started: `current` is how it stands now."""

    def __init__(self, current: ThesaurusEntry, started_from: int) -> None:
        self.current = current
        super().__init__(
            f"Version {current.version} of this entry was saved since you started from version {started_from}: "
            "look at it, and save again if you still mean to."
        )


def words_of(text: str) -> tuple[str, ...]:
    """A phrase as lower-case words, apostrophes kept ("Can’t remember" -> ("can't", "remember"))."""
    return tuple(WORDS_RE.findall(text.lower().replace("’", "'")))


def phrases(text: str) -> list[str]:
    """The comma-separated phrases of a side of an entry, each as its words, each once."""
    return list(dict.fromkeys(" ".join(words_of(p)) for p in text.split(",") if words_of(p)))


@dataclass(frozen=True)
class Cleaned:
    everyday: str
    books: str
    example: Law


def _example(text: str) -> Law:
    m = EXAMPLE_RE.match(text or "")
    if m is None:
        raise EntryError("example", "Name the law as its code and number, as club-1864:88.")
    law = Law.objects.filter(code__slug=m.group("code"), number=m.group("number")).select_related("code").first()
    if law is None:
        raise EntryError("example", f"There is no law {m.group('number')} in the code {m.group('code')!r}.")
    return law


def clean(*, everyday: str, books: str, example: str, entry: ThesaurusEntry | None = None) -> Cleaned:
    """The entry as it will be kept, or EntryError naming the field at fault."""
    said = phrases(everyday)
    if not said:
        raise EntryError("everyday", "Give the referee's words: one or more, separated by commas.")
    printed = phrases(books)
    if not printed:
        raise EntryError("books", "Give the books' words for them: one or more, separated by commas.")
    law = _example(example)
    law_words = set(words_of(law.full_text()) + words_of(law.title))
    if not any(set(p.split()) <= law_words for p in printed):
        raise EntryError(
            "books",
            f"{law.code.slug}:{law.number} prints none of {', '.join(printed)}: give the books' words as the law "
            "prints them, or a law that prints them.",
        )
    others = ThesaurusEntry.objects.standing().exclude(pk=entry.pk if entry else None)
    taken = {p: other for other in others for p in phrases(other.everyday)}
    for p in said:
        if p in taken:
            raise EntryError("everyday", f"“{p}” is in the entry “{taken[p]}” already: change that one instead.")
    return Cleaned(", ".join(said), ", ".join(printed), law)


def _check(by: Any) -> None:
    if not by.has_perm(WRITE_THESAURUS):
        raise PermissionDenied("Only the committee adds to the thesaurus.")


def _saved(entry: ThesaurusEntry, by: Any, message: str) -> ThesaurusEntry:
    entry.version += 1
    entry.author = by
    entry.message = message
    entry.updated = timezone.now()
    entry._history_user = by  # type: ignore[attr-defined]
    entry.save()
    return entry


@transaction.atomic
def entry_add(*, by: Any, everyday: str, books: str, example: str, message: str = "") -> ThesaurusEntry:
    """A new entry, at version 1."""
    _check(by)
    cleaned = clean(everyday=everyday, books=books, example=example)
    entry = ThesaurusEntry(everyday=cleaned.everyday, books=cleaned.books, example=cleaned.example)
    return _saved(entry, by, message or "Added")


def _locked(entry: ThesaurusEntry, version: int) -> ThesaurusEntry:
    kept = ThesaurusEntry.objects.select_for_update().get(pk=entry.pk)
    if kept.version != version:
        raise Stale(kept, version)
    return kept


@transaction.atomic
def entry_save(
    *, entry: ThesaurusEntry, by: Any, everyday: str, books: str, example: str, message: str, version: int
) -> ThesaurusEntry:
    """A new version of the entry, from `version` (Stale otherwise); saving a withdrawn entry restores it."""
    _check(by)
    kept = _locked(entry, version)
    cleaned = clean(everyday=everyday, books=books, example=example, entry=kept)
    kept.everyday, kept.books, kept.example = cleaned.everyday, cleaned.books, cleaned.example
    kept.withdrawn = False
    return _saved(kept, by, message)


@transaction.atomic
def entry_withdraw(*, entry: ThesaurusEntry, by: Any, message: str, version: int) -> ThesaurusEntry:
    """The entry no longer applied; it stays, with its history, and may be restored by saving it again."""
    _check(by)
    kept = _locked(entry, version)
    if kept.withdrawn:
        raise EntryError("version", "This entry is withdrawn already.")
    if not message.strip():
        raise EntryError("message", "Say why the entry is withdrawn: the history shows it.")
    kept.withdrawn = True
    return _saved(kept, by, message.strip())


def history(entry: ThesaurusEntry) -> Any:
    """Every version of the entry, newest first."""
    return entry.history.select_related("author", "example__code").order_by("-version", "-history_id")
