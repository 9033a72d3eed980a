"""Static files in production: WhiteNoise's hashed and compressed copies, with the imports between the
case builder's ES modules rewritten to the hashed names (Django's experimental
``support_js_module_import_aggregation``), so that the modules are served as they are, with no bundler."""

import hashlib
import shutil
from collections.abc import Iterable, Iterator

from whitenoise.storage import CompressedManifestStaticFilesStorage


class ModuleManifestStaticFilesStorage(CompressedManifestStaticFilesStorage):
    support_js_module_import_aggregation = True

    def compress_files(self, paths: Iterable[str]) -> Iterator[tuple[str, str]]:
        """Each distinct content compressed once, its compressed copies copied to the names that hold the same bytes.

        A file is kept under its own name and its hashed name, and Pyodide's 9.6 MB WebAssembly is among them: its
        brotli alone is about 30 s of a core, and it was made twice. Compression is deterministic, so the copies
        are the bytes compressing them again would give.
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
