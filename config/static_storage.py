"""Static files in production: WhiteNoise's hashed and compressed copies, with the imports between the
case builder's ES modules rewritten to the hashed names (Django's experimental
``support_js_module_import_aggregation``), so that the modules are served as they are, with no bundler."""

import fcntl
import hashlib
import os
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from django.conf import settings
from whitenoise.compress import Compressor
from whitenoise.storage import CompressedManifestStaticFilesStorage


class KeptCompressor(Compressor):
    """WhiteNoise's compressor, keeping what it makes under the digest of the bytes it compressed.

    Brotli on Pyodide's 9.6 MB of WebAssembly is about 30 s of a core, and the same bytes are collected again
    on every redeployment; compression is deterministic, so the kept copies are the bytes compressing again
    would give.
    """

    def __init__(self, kept_in: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.kept_in = kept_in

    def compress(self, path: str) -> list[str]:
        with open(path, "rb") as f:
            digest = hashlib.file_digest(f, "sha256").hexdigest()
        kept = self.kept_in / digest[:2] / digest
        kept.parent.mkdir(parents=True, exist_ok=True)
        # One collector compresses a content; another collecting the same bytes at the same time (the test
        # suite beside the API check) waits for it and copies, rather than spending the same minute of a core.
        with open(kept.with_suffix(".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if (kept / "done").exists():
                return self._copy_kept(kept, path)
            made = super().compress(path)
            staging = kept.with_suffix(".tmp")
            shutil.rmtree(staging, ignore_errors=True)
            staging.mkdir()
            for name in made:
                shutil.copyfile(name, staging / name[len(path) :])
            (staging / "done").write_text(" ".join(name[len(path) :] for name in made))
            staging.rename(kept)  # whole or not at all: an interrupted collector leaves no half-kept copy
            return made

    @staticmethod
    def _copy_kept(kept: Path, path: str) -> list[str]:
        stat_result = os.stat(path)
        written = []
        for suffix in (kept / "done").read_text().split():
            shutil.copyfile(kept / suffix, path + suffix)
            os.utime(path + suffix, (stat_result.st_atime, stat_result.st_mtime))
            written.append(path + suffix)
        return written


class ModuleManifestStaticFilesStorage(CompressedManifestStaticFilesStorage):
    support_js_module_import_aggregation = True

    def create_compressor(self, **kwargs: Any) -> Compressor:
        return KeptCompressor(Path(settings.STATIC_COMPRESSION_CACHE), **kwargs)

    def compress_files(self, paths: Iterable[str]) -> Iterator[tuple[str, str]]:
        """Each distinct content compressed once, its compressed copies copied to the names that hold the same bytes.

        A file is kept under its own name and its hashed name, and Pyodide's 9.6 MB WebAssembly is among them;
        compressing both would make the same bytes twice.
        """
        twins: dict[str, list[str]] = {}
        for path in sorted(paths):
            with self.open(path) as f:
                digest = hashlib.file_digest(f, "sha256").hexdigest()
            twins.setdefault(digest, []).append(path)
        same = {names[0]: names[1:] for names in twins.values()}
        for name, compressed_name in super().compress_files(same):
            yield name, compressed_name
            suffix = compressed_name[len(name) :]
            for twin in same[name]:
                shutil.copyfile(self.path(compressed_name), self.path(twin + suffix))
                yield twin, twin + suffix
