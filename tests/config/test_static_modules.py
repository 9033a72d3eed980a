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
