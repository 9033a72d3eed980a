"""The code that draws the pages, as a digest and a time: part of the ETag, the key and Last-Modified.

A deployment changes the pages without writing to the database (a template, a view, the hashed names of
the static files), so a page kept, or an ETag or a date a browser holds, from the code before must not
answer for the code after. Computed once a process, at its first reader page (about 20 ms of a core for
some 500 files).
"""

from __future__ import annotations

import datetime
import hashlib
from functools import cache
from pathlib import Path

from django.conf import settings

# What does not draw a page: the data (the corpus is loaded into the database), the tests, the tools.
NOT_CODE = frozenset({".git", ".venv", "node_modules", "var", "tests", "benchmarks", "scripts", "corpus", "docs"})
SOURCES = (".py", ".html", ".txt", ".xml")


def _files() -> list[Path]:
    root = Path(settings.BASE_DIR)
    found = [
        path
        for top in sorted(p for p in root.iterdir() if p.is_dir() and p.name not in NOT_CODE)
        for path in sorted(top.rglob("*"))
        if path.suffix in SOURCES and path.is_file()
    ]
    manifest = Path(settings.STATIC_ROOT) / "staticfiles.json"  # the hashed names the pages link to
    return found + ([manifest] if manifest.is_file() else [])


@cache
def _code() -> tuple[str, datetime.datetime]:
    digest = hashlib.sha256()
    newest = 0.0
    for path in _files():
        digest.update(path.as_posix().encode() + b"\0" + path.read_bytes())
        newest = max(newest, path.stat().st_mtime)
    return digest.hexdigest()[:12], datetime.datetime.fromtimestamp(newest, datetime.UTC)


def code_stamp() -> str:
    """The digest of the code drawing the pages."""
    return _code()[0]


def code_written_at() -> datetime.datetime:
    """When its newest file was written: a page is never older than the code that drew it (Last-Modified)."""
    return _code()[1]


def read_code_again() -> None:
    """As a new process of a new deployment would (the tests)."""
    _code.cache_clear()
