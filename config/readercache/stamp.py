"""The code that draws the pages, as a digest: part of the ETag and the cache's key.

A deployment changes the pages without writing to the database (a template, a view, the hashed names of
the static files), so a page kept, or an ETag a browser holds, from the code before must not answer for the
code after. Computed once a process, at its first reader page (about 20 ms of a core for some 500 files).
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from django.conf import settings

# What does not draw a page: the data (the corpus is loaded into the database), the tests, the tools.
NOT_CODE = frozenset({".git", ".venv", "node_modules", "var", "tests", "benchmarks", "scripts", "corpus", "docs"})
SOURCES = (".py", ".html", ".txt", ".xml")


@cache
def code_stamp() -> str:
    digest = hashlib.sha256()
    root = Path(settings.BASE_DIR)
    for top in sorted(p for p in root.iterdir() if p.is_dir() and p.name not in NOT_CODE):
        for path in sorted(top.rglob("*")):
            if path.suffix in SOURCES and path.is_file():
                digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    manifest = Path(settings.STATIC_ROOT) / "staticfiles.json"  # the hashed names the pages link to
    if manifest.is_file():
        digest.update(manifest.read_bytes())
    return digest.hexdigest()[:12]
