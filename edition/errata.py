"""The errata: what this edition changed since the last, item by item (corpus/errata.blocks).

The file is the edition's own record, in the corpus's block format; the page reads it as the witness pages read
corpus/witnesses/, not from the database, so it asks nothing of it.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.conf import settings

from corpus.blocks import CorpusFormatError, parse_file

ERRATA_FILE = "errata.blocks"
# The kinds of change, in the order the page gives them, each under its heading.
KINDS = {
    "text": "The texts",
    "conjecture": "Conjectures and brackets",
    "glossary": "The glossaries",
    "worked-case": "The worked cases",
}


@dataclass(frozen=True)
class Change:
    kind: str
    title: str
    where: str  # the page on the site where the change now stands
    text: str


@dataclass(frozen=True)
class Errata:
    title: str
    date: datetime.date
    introduction: str
    changes: tuple[Change, ...]

    def by_kind(self) -> list[tuple[str, list[Change]]]:
        return [(heading, [c for c in self.changes if c.kind == kind]) for kind, heading in KINDS.items()]


def errata_path() -> Path:
    return Path(settings.CORPUS_DIR) / ERRATA_FILE


def read_errata(path: Path) -> Errata:
    """The errata file read and checked: each change of a known kind, with a title and the page it is on."""
    root = parse_file(path)
    if root.kind != "errata":
        raise CorpusFormatError(str(path), root.line, "the errata file starts with '# errata <date>'")
    changes = []
    for entry in root.children:
        kind, title, where = entry.get("kind"), entry.get("title"), entry.get("where")
        if entry.kind != "change" or kind not in KINDS or not title or not where.startswith("/") or not entry.body:
            raise CorpusFormatError(
                str(path), entry.line, f"a change has 'kind:' ({', '.join(KINDS)}), 'title:', 'where:' (/...), a text"
            )
        changes.append(Change(kind, title, where, entry.body))
    try:
        date = datetime.date.fromisoformat(root.get("date"))
    except ValueError:
        raise CorpusFormatError(str(path), root.line, "'date:' is the edition's date, YYYY-MM-DD") from None
    return Errata(root.get("title"), date, root.body, tuple(changes))


@lru_cache(maxsize=2)
def _cached(path: str, modified: float) -> Errata:
    return read_errata(Path(path))


def current_errata() -> Errata:
    path = errata_path()
    return _cached(str(path), path.stat().st_mtime)
