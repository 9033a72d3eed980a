"""The list of what a phone keeps to rule offline, each file with its size and digest so it can be checked."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path
from typing import Any

from django.contrib.staticfiles import finders
from django.contrib.staticfiles.storage import staticfiles_storage
from django.templatetags.static import PrefixNode, static
from django.urls import reverse

from .archive import PYODIDE_FILES, archive_name, pyodide_folder, stdlib_name, words_name

STATIC_ROOT_DIR = Path(__file__).resolve().parent.parent / "static"
# The builder's own files: its modules, the styles and the icons (the whole of static/js and static/css,
# a few dozen kilobytes, so a module added to the builder is never left behind).
BUILDER_FOLDERS = ("js", "css", "icons")
BUILDER_FILES = ("favicon.svg",)


def _collected_path(name: str) -> Path:
    """The file served for a static name: the collected (hashed) copy in production, the source otherwise."""
    stored_name = getattr(staticfiles_storage, "stored_name", None)
    if stored_name is not None:
        return Path(staticfiles_storage.path(stored_name(name)))
    found = finders.find(name)
    if not isinstance(found, str):
        raise FileNotFoundError(f"the static file {name} is missing")
    return Path(found)


def _unhashed_url(name: str) -> str:
    """Pyodide's files keep their names (Pyodide asks for them by name); its folder carries its version."""
    return f"{PrefixNode.handle_simple('STATIC_URL')}{name}"


def _unhashed_path(name: str) -> Path:
    stored_name = getattr(staticfiles_storage, "stored_name", None)
    if stored_name is not None:
        return Path(staticfiles_storage.path(name))
    return _collected_path(name)


@cache
def _digest(path: Path, size: int, mtime: float) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _entry(url: str, path: Path, kind: str) -> dict[str, Any]:
    stat = path.stat()
    return {"url": url, "bytes": stat.st_size, "sha256": _digest(path, stat.st_size, stat.st_mtime), "kind": kind}


def builder_names() -> list[str]:
    names = [*BUILDER_FILES]
    for folder in BUILDER_FOLDERS:
        names += sorted(
            p.relative_to(STATIC_ROOT_DIR).as_posix() for p in (STATIC_ROOT_DIR / folder).rglob("*") if p.is_file()
        )
    return names


def engine_addresses() -> dict[str, str]:
    """Where the page finds the worker, Pyodide, the engine's archive and the standard library it needs."""
    return {
        "worker": static("js/engine-worker.js"),
        "pyodide": _unhashed_url(pyodide_folder()),
        "archive": static(archive_name()),
        "stdlib": static(stdlib_name()),
        "words": static(words_name()),
    }


def kept_pages() -> list[dict[str, str]]:
    """The pages and data kept, fetched again on every visit to the builder with a network."""
    return [
        {"url": reverse("cases:new"), "kind": "builder"},
        {"url": reverse("offline:page"), "kind": "offline page"},
        {"url": reverse("offline:manifest"), "kind": "installation"},
        {"url": reverse("api:case-schema"), "kind": "case schema"},
        {"url": reverse("offline:library"), "kind": "laws, concordance and statutes"},
    ]


def bundle() -> dict[str, Any]:
    """Every file kept on the phone: static ones with their digest; pages and data checked by their answer."""
    files = [_entry(static(name), _collected_path(name), "builder") for name in builder_names()]
    folder = pyodide_folder()
    files += [_entry(_unhashed_url(folder + n), _unhashed_path(folder + n), "pyodide") for n in PYODIDE_FILES]
    names = (archive_name(), stdlib_name(), words_name())
    files += [_entry(static(name), _collected_path(name), "engine") for name in names]
    pages = kept_pages()
    version = hashlib.sha256("".join(f["sha256"] for f in files).encode()).hexdigest()[:16]
    return {"version": version, "files": files, "pages": pages}
