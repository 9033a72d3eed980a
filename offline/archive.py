"""What the phone is given to rule offline: Pyodide from npm, and the engine and the standard library it needs as
byte-code compiled by Pyodide's own Python, in two archives named by the digest of the engine's code.

All are written under var/offline-static/ by `manage.py build_offline` (run by `make setup` and before
`collectstatic` in scripts/serve.sh), a folder the static files are collected from. The archives' names carry
the digest of the engine's code and Pyodide's version, so a phone that cached an older engine is told a new name
and fetches it: it never rules with an engine older than the server's. Pyodide keeps its own fixed file names
(it loads its WebAssembly by those names), so it is served unhashed under a folder named by its version.

What makes the engine start sooner on the phone (docs/offline.md, "Speed"): the byte-code is compiled once here,
by Pyodide's Python under Node (offline/compiled.py), not by the phone at every start; the standard library is
cut to the modules Pyodide's start and the engine import (given to Pyodide as `stdLibURL`); Pyodide's lock file
lists no packages (the engine needs none).
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
from pathlib import Path

from django.conf import settings

from engine import SEALED, digest_of, digests_of, event_words_data, source_digest

from .compiled import Compiled, compile_for_phone

ENGINE_DIR = Path(settings.BASE_DIR) / "engine"
NODE_PYODIDE = Path(settings.BASE_DIR) / "node_modules" / "pyodide"
OUT_DIR = Path(settings.OFFLINE_STATIC_DIR)
PREFIX = "offline"  # the folder of the static files they are served under
# Pyodide's files the phone loads, by the names Pyodide asks for: its module, its WebAssembly and its lock file
# (written here without packages). Its own standard library is not among them: the phone gets ours (STDLIB).
PYODIDE_COPIED = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
LOCK = "pyodide-lock.json"
PYODIDE_FILES = (*PYODIDE_COPIED, LOCK)
# Inside the engine's archive: the digest it was built for and the digest of every file in it, so that the
# system check sees a stale or altered archive without compiling again.
MANIFEST = "engine-manifest.json"
# Inside the engine's package in the archive: the digests of its source, which the phone's byte-code cannot take
# (engine/source.py reads them there for the stamp on a ruling the phone gives).
SEALED_NAME = f"engine/{SEALED}"
# A fixed time stamp: the same files make the same archive, byte for byte.
_EPOCH = (1980, 1, 1, 0, 0, 0)


def engine_sources(engine_dir: Path = ENGINE_DIR) -> list[Path]:
    """Every module of the engine's package, wherever in its folders it sits."""
    return sorted(p for p in engine_dir.rglob("*.py") if "__pycache__" not in p.parts)


def pyodide_version(node_pyodide: Path = NODE_PYODIDE) -> str:
    version: str = json.loads((node_pyodide / "package.json").read_text())["version"]
    return version


def engine_digest(engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> str:
    """The digest of the engine's code (the engine's own, engine.source_digest, which the stamp on a ruling names)
    and of the Pyodide that compiles it."""
    # The running engine's digest is taken once a process (engine.source_digest): the builder's page names the
    # archives on every visit, and digesting the engine's modules again each time was most of that page's cost.
    code = source_digest() if engine_dir == ENGINE_DIR else digest_of(engine_dir, engine_dir.parent)
    return hashlib.sha256(f"pyodide {pyodide_version(node_pyodide)}\0{code}".encode()).hexdigest()[:16]


def archive_name(engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> str:
    """The engine's byte-code: offline/engine/engine-<digest>.zip, put on the phone's sys.path as it is."""
    return f"{PREFIX}/engine/engine-{engine_digest(engine_dir, node_pyodide)}.zip"


def stdlib_name(engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> str:
    """The standard library the engine needs, as byte-code: offline/engine/stdlib-<digest>.zip."""
    return f"{PREFIX}/engine/stdlib-{engine_digest(engine_dir, node_pyodide)}.zip"


def words_name(engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> str:
    """The engine's words for the events, as data for the builder: offline/engine/words-<digest>.json."""
    return f"{PREFIX}/engine/words-{engine_digest(engine_dir, node_pyodide)}.json"


def event_words() -> bytes:
    """The engine's words for each event (engine.event_words_data), so the builder says an event as the site does."""
    return json.dumps(event_words_data(), sort_keys=True, ensure_ascii=False).encode()


def pyodide_folder(node_pyodide: Path = NODE_PYODIDE) -> str:
    """Pyodide's static folder, named by its version: offline/pyodide/<version>/."""
    return f"{PREFIX}/pyodide/{pyodide_version(node_pyodide)}/"


def _zipped(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    return buffer.getvalue()


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sealed_digests(engine_dir: Path = ENGINE_DIR) -> bytes:
    """The digests of the engine's source and law tables (engine.digests_of), as its archive carries them."""
    return json.dumps(digests_of(engine_dir), sort_keys=True, indent=1).encode()


def engine_archive(compiled: Compiled, digest: str, sealed: bytes) -> bytes:
    """The engine's byte-code as a zip, with the digests of its source and the manifest that seals it."""
    files = {**compiled.engine, SEALED_NAME: sealed}
    manifest = {
        "digest": digest,
        "python": compiled.python,
        "files": {name: _sha256(data) for name, data in sorted(files.items())},
    }
    return _zipped({**files, MANIFEST: json.dumps(manifest, indent=1).encode()})


def trimmed_lock(node_pyodide: Path = NODE_PYODIDE) -> bytes:
    """Pyodide's lock file with its `info` (the version it checks) and no packages: the phone loads none."""
    lock = json.loads((node_pyodide / LOCK).read_text())
    return json.dumps({"info": lock["info"], "packages": {}}, indent=1).encode()


def build(out_dir: Path = OUT_DIR, engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> list[Path]:
    """Write the archives and Pyodide's files under out_dir, taking away any older engine or Pyodide. The engine is
    compiled again only when its archives are missing or stale (Node and Pyodide's start take seconds)."""
    if not (node_pyodide / "package.json").exists():
        raise FileNotFoundError(f"{node_pyodide} is missing: run `npm ci` (make setup) to install Pyodide.")
    archive = out_dir / archive_name(engine_dir, node_pyodide)
    stdlib = out_dir / stdlib_name(engine_dir, node_pyodide)
    if _archive_problems(out_dir, engine_dir, node_pyodide):
        compiled = compile_for_phone(engine_dir, node_pyodide)
        archive.parent.mkdir(parents=True, exist_ok=True)
        archive.write_bytes(
            engine_archive(compiled, engine_digest(engine_dir, node_pyodide), sealed_digests(engine_dir))
        )
        stdlib.write_bytes(_zipped(compiled.stdlib))
    words = out_dir / words_name(engine_dir, node_pyodide)
    words.parent.mkdir(parents=True, exist_ok=True)
    words.write_bytes(event_words())
    for other in [*(out_dir / PREFIX / "engine").glob("*.zip"), *(out_dir / PREFIX / "engine").glob("*.json")]:
        if other not in (archive, stdlib, words):
            other.unlink()
    root = out_dir / PREFIX / "pyodide"
    folder = out_dir / pyodide_folder(node_pyodide)
    for older in root.iterdir() if root.exists() else []:
        if older != folder:
            shutil.rmtree(older, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)
    for extra in folder.iterdir():
        if extra.name not in PYODIDE_FILES:  # Pyodide's own standard library among them: the phone gets ours
            extra.unlink()
    for name in PYODIDE_COPIED:
        shutil.copyfile(node_pyodide / name, folder / name)
    (folder / LOCK).write_bytes(trimmed_lock(node_pyodide))
    return [archive, stdlib, words, *(folder / name for name in PYODIDE_FILES)]


def _archive_problems(out_dir: Path, engine_dir: Path, node_pyodide: Path) -> list[str]:
    archive = out_dir / archive_name(engine_dir, node_pyodide)
    if not archive.exists():
        return [f"The engine's archive {archive} is missing or stale (the engine changed): run `make setup`."]
    if not (out_dir / stdlib_name(engine_dir, node_pyodide)).exists():
        return [f"The standard library for the engine beside {archive} is missing: run `make setup`."]
    try:
        with zipfile.ZipFile(archive) as z:
            manifest = json.loads(z.read(MANIFEST))
            held = {name: _sha256(z.read(name)) for name in z.namelist() if name != MANIFEST}
            sealed = z.read(SEALED_NAME)
    except (KeyError, ValueError, zipfile.BadZipFile):
        held, manifest, sealed = {}, {}, b""
    sources = {p.relative_to(engine_dir.parent).as_posix() + "c" for p in engine_sources(engine_dir)}
    if (
        manifest.get("digest") != engine_digest(engine_dir, node_pyodide)
        or held != manifest.get("files")
        or set(held) != sources | {SEALED_NAME}
        or sealed != sealed_digests(engine_dir)
    ):
        return [f"The engine's archive {archive} does not hold the engine as it stands: run `make setup`."]
    return []


def problems(out_dir: Path = OUT_DIR, engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> list[str]:
    """What is wrong with the built files: a missing or stale archive, a missing Pyodide; empty when all is well."""
    try:
        found = _archive_problems(out_dir, engine_dir, node_pyodide)
        folder = out_dir / pyodide_folder(node_pyodide)
        kept = {out_dir / archive_name(engine_dir, node_pyodide), out_dir / stdlib_name(engine_dir, node_pyodide)}
    except FileNotFoundError:
        return [f"{node_pyodide} is missing: run `npm ci` (make setup)."]
    others = [p for p in (out_dir / PREFIX / "engine").glob("*.zip") if p not in kept]
    if others:
        found.append(f"Stale engine archives would be served beside the current one: {', '.join(map(str, others))}.")
    words = out_dir / words_name(engine_dir, node_pyodide)
    if not words.exists() or words.read_bytes() != event_words():
        found.append(f"The engine's words for the events {words} are missing or stale: run `make setup`.")
    missing = [n for n in PYODIDE_FILES if not (folder / n).exists()]
    if missing:
        found.append(f"Pyodide's files are missing from {folder}: {', '.join(missing)}; run `make setup`.")
    return found
