"""The production storage rewrites the imports between the builder's ES modules to their hashed names."""

from __future__ import annotations

import io
import re
from pathlib import Path

from django.core.management import call_command
from django.test import override_settings

IMPORT = re.compile(r'(?:import|export)[^;]*?from\s*"([^"]+)"\s*;')
HASHED = re.compile(r"\.[0-9a-f]{12}\.js$")


def test_every_import_of_the_builder_points_at_a_hashed_file_that_was_collected(tmp_path: Path) -> None:
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "config.static_storage.ModuleManifestStaticFilesStorage"},
    }
    with override_settings(STATIC_ROOT=tmp_path, STORAGES=storages):
        call_command("collectstatic", interactive=False, verbosity=0, stdout=io.StringIO())
    modules = [p for p in (tmp_path / "js").rglob("*.js") if HASHED.search(p.name)]
    entry = [p for p in modules if p.name.startswith("case-builder.")]
    assert len(entry) == 1
    seen = 0
    for module in modules:
        for target in IMPORT.findall(module.read_text()):
            assert HASHED.search(target), f"{module.name} imports {target}, not a hashed file"
            assert (module.parent / target).resolve().is_file(), f"{module.name} imports {target}, not collected"
            seen += 1
    assert seen >= 30


def test_the_same_bytes_collected_again_are_not_compressed_again(tmp_path: Path) -> None:
    """The second `collectstatic` of the same files takes the compressed copies kept by the first."""
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "config.static_storage.ModuleManifestStaticFilesStorage"},
    }
    source = tmp_path / "source"
    source.mkdir()
    (source / "laws.css").write_text("main { margin: 0 auto; }\n" * 200)
    (source / "tiny.txt").write_text("x")  # too small to gain by compression: nothing kept but the fact
    kept = tmp_path / "kept"

    def collect(into: Path) -> None:
        # Only these two files: the apps' own (the admin's, the API documentation's) would be a minute of compressing.
        settings = {
            "STATIC_ROOT": into,
            "STATICFILES_DIRS": [source],
            "STATICFILES_FINDERS": ["django.contrib.staticfiles.finders.FileSystemFinder"],
            "STORAGES": storages,
        }
        with override_settings(STATIC_COMPRESSION_CACHE=kept, **settings):
            call_command("collectstatic", interactive=False, verbosity=0, stdout=io.StringIO())

    collect(tmp_path / "first")
    first = tmp_path / "first" / "laws.css.br"
    assert first.is_file() and not (tmp_path / "first" / "tiny.txt.br").exists()
    copies = [p for p in kept.rglob("*.br") if p.read_bytes() == first.read_bytes()]
    assert len(copies) == 1
    copies[0].write_bytes(b"kept")  # what the second collection writes can come only from here
    collect(tmp_path / "second")
    assert (tmp_path / "second" / "laws.css.br").read_bytes() == b"kept"
    assert not (tmp_path / "second" / "tiny.txt.br").exists()
    assert (tmp_path / "second" / "laws.css.gz").read_bytes() == (tmp_path / "first" / "laws.css.gz").read_bytes()
