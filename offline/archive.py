"""What the phone is given to rule offline: Pyodide from npm and the engine as one archive named by its digest.

Both are written under var/offline-static/ by `manage.py build_offline` (run by `make setup` and before
`collectstatic` in scripts/serve.sh), a folder the static files are collected from. The archive's name carries
the digest of the engine's code, so a phone that cached an older engine is told a new name and fetches it: it
never rules with an engine older than the server's. Pyodide keeps its own fixed file names (it loads its
WebAssembly and its standard library by those names), so it is served unhashed under a folder named by its
version.
"""

from __future__ import annotations

import io
import json
import shutil
import zipfile
from pathlib import Path

from django.conf import settings

from engine import digest_of

ENGINE_DIR = Path(settings.BASE_DIR) / "engine"
NODE_PYODIDE = Path(settings.BASE_DIR) / "node_modules" / "pyodide"
OUT_DIR = Path(settings.OFFLINE_STATIC_DIR)
PREFIX = "offline"  # the folder of the static files they are served under
# The files Pyodide loads to start Python with its standard library (no package of its own is needed).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# A fixed time stamp: the same engine makes the same archive, byte for byte.
_EPOCH = (1980, 1, 1, 0, 0, 0)


def engine_sources(engine_dir: Path = ENGINE_DIR) -> list[Path]:
    return sorted(p for p in engine_dir.rglob("*.py") if "__pycache__" not in p.parts)


def engine_digest(engine_dir: Path = ENGINE_DIR) -> str:
    """The digest of the engine's code, every module's path and bytes: the engine's own (engine.source_digest),
    so the archive's name and the stamp on a ruling name the same engine."""
    return digest_of(engine_dir, engine_dir.parent)[:16]


def archive_name(engine_dir: Path = ENGINE_DIR) -> str:
    """The archive's static name: offline/engine/engine-<digest>.zip."""
    return f"{PREFIX}/engine/engine-{engine_digest(engine_dir)}.zip"


def engine_archive(engine_dir: Path = ENGINE_DIR) -> bytes:
    """The engine's package as a zip (its modules only), unpacked beside Python's own on the phone."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in engine_sources(engine_dir):
            info = zipfile.ZipInfo(path.relative_to(engine_dir.parent).as_posix(), date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def pyodide_version(node_pyodide: Path = NODE_PYODIDE) -> str:
    version: str = json.loads((node_pyodide / "package.json").read_text())["version"]
    return version


def pyodide_folder(node_pyodide: Path = NODE_PYODIDE) -> str:
    """Pyodide's static folder, named by its version: offline/pyodide/<version>/."""
    return f"{PREFIX}/pyodide/{pyodide_version(node_pyodide)}/"


def build(out_dir: Path = OUT_DIR, engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> list[Path]:
    """Write the archive and Pyodide's files under out_dir, taking away any older engine or Pyodide."""
    if not (node_pyodide / "package.json").exists():
        raise FileNotFoundError(f"{node_pyodide} is missing: run `npm ci` (make setup) to install Pyodide.")
    root = out_dir / PREFIX
    shutil.rmtree(root / "engine", ignore_errors=True)
    shutil.rmtree(root / "pyodide", ignore_errors=True)
    written = []
    archive = out_dir / archive_name(engine_dir)
    archive.parent.mkdir(parents=True, exist_ok=True)
    archive.write_bytes(engine_archive(engine_dir))
    written.append(archive)
    folder = out_dir / pyodide_folder(node_pyodide)
    folder.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(node_pyodide / name, folder / name)
        written.append(folder / name)
    return written


def problems(out_dir: Path = OUT_DIR, engine_dir: Path = ENGINE_DIR, node_pyodide: Path = NODE_PYODIDE) -> list[str]:
    """What is wrong with the built files: a missing or stale archive, a missing Pyodide; empty when all is well."""
    found = []
    archive = out_dir / archive_name(engine_dir)
    if not archive.exists():
        found.append(f"The engine's archive {archive} is missing or stale (the engine changed): run `make setup`.")
    elif archive.read_bytes() != engine_archive(engine_dir):
        found.append(f"The engine's archive {archive} does not hold the engine as it stands: run `make setup`.")
    others = [p for p in (out_dir / PREFIX / "engine").glob("*.zip") if p != archive]
    if others:
        found.append(f"Stale engine archives would be served beside the current one: {', '.join(map(str, others))}.")
    try:
        folder = out_dir / pyodide_folder(node_pyodide)
    except FileNotFoundError:
        return [*found, f"{node_pyodide} is missing: run `npm ci` (make setup)."]
    missing = [n for n in PYODIDE_FILES if not (folder / n).exists()]
    if missing:
        found.append(f"Pyodide's files are missing from {folder}: {', '.join(missing)}; run `make setup`.")
    return found
