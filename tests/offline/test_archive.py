"""The engine's archives for the phone: compiled at the build by Pyodide's own Python under Node, named by the
digest of the engine's code, refused when stale or altered.

The archives built by the set-up (`make setup`, manage.py build_offline) are read as they are; a copy of the
engine, with a module added in a folder of its own, is compiled once for the module (`copy`), and changed by the
tests that need a change.
"""

from __future__ import annotations

import importlib.util
import io
import json
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.core.management import call_command

from engine import digests_of
from offline import archive
from offline.checks import offline_files

# A .pyc's first four bytes name the Python that wrote it; the next four are its flags (0b01: checked by a hash of
# the source, 0b11 would check it; a timestamp .pyc has 0).
UNCHECKED_HASH = (1).to_bytes(4, "little")


def _names(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as z:
        return {name: z.read(name) for name in z.namelist()}


def test_the_built_archives_hold_the_engine_as_it_stands_as_byte_code_of_pyodides_python():
    """`make setup` built them: a stale one fails here and in the system check."""
    assert archive.problems() == []
    engine = _names(archive.OUT_DIR / archive.archive_name())
    sources = {p.relative_to(archive.ENGINE_DIR.parent).as_posix() + "c" for p in archive.engine_sources()}
    assert set(engine) == sources | {archive.MANIFEST, archive.SEALED_NAME}
    # The digests of the source, which the byte-code cannot take on the phone, as the server takes them.
    assert json.loads(engine[archive.SEALED_NAME]) == digests_of()
    stdlib = _names(archive.OUT_DIR / archive.stdlib_name())
    # Byte-code of one Python (Pyodide's: not the server's), unchecked, and no source beside it.
    magics = {data[:4] for name, data in {**engine, **stdlib}.items() if name.endswith(".pyc")}
    assert len(magics) == 1 and magics != {importlib.util.MAGIC_NUMBER}
    assert all(data[4:8] == UNCHECKED_HASH for name, data in engine.items() if name.endswith(".pyc"))
    assert not any(name.endswith(".py") for name in [*engine, *stdlib])
    # The standard library cut to what Pyodide's start and the engine import: json and dataclasses, not a server.
    assert {"json/__init__.pyc", "json/encoder.pyc", "dataclasses.pyc", "enum.pyc", "traceback.pyc"} <= set(stdlib)
    assert not {"http/server.pyc", "sqlite3/__init__.pyc", "tkinter/__init__.pyc"} & set(stdlib)
    assert len(stdlib) < 300  # of Pyodide's 614 files


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Iterator[tuple[Path, Path]]:  # type: ignore[no-untyped-def]
    """A copy of the engine with a module in a folder of its own, compiled once into a folder of the module's."""
    tmp = tmp_path_factory.mktemp("offline-archive")
    engine = tmp / "src" / "engine"
    shutil.copytree(archive.ENGINE_DIR, engine, ignore=shutil.ignore_patterns("__pycache__"))
    (engine / "probe_folder").mkdir()
    (engine / "probe_folder" / "__init__.py").write_text("")
    (engine / "probe_folder" / "deep.py").write_text("import decimal\nFOUND = decimal.Decimal('0.5')\n")
    out = tmp / "out"
    archive.build(out, engine)
    yield engine, out


def test_the_package_is_walked_and_what_its_modules_import_is_kept(copy):
    engine, out = copy
    assert archive.problems(out, engine) == []
    assert "engine/probe_folder/deep.pyc" in _names(out / archive.archive_name(engine))
    assert "decimal.pyc" in _names(out / archive.stdlib_name(engine))  # imported by that module alone


def test_a_change_to_the_engine_makes_the_archive_stale_and_the_check_says_so(copy):
    engine, out = copy
    before = archive.archive_name(engine)
    module = engine / "probe_folder" / "deep.py"
    text = module.read_text()
    module.write_text(text + "\n# changed\n")
    try:
        assert archive.archive_name(engine) != before, "the name must follow the engine's content"
        found = archive.problems(out, engine)
        assert found and "stale" in found[0]
    finally:
        module.write_text(text)
    assert archive.problems(out, engine) == []


def test_an_older_archive_is_taken_away_never_served_beside_the_new(copy):
    engine, out = copy
    older = out / "offline" / "engine" / "engine-0000000000000000.zip"
    older.write_bytes(b"an older engine")
    assert any("Stale engine archives" in p for p in archive.problems(out, engine))
    kept = (out / archive.archive_name(engine)).read_bytes()
    archive.build(out, engine)  # up to date: nothing compiled again, the older one taken away
    assert not older.exists() and (out / archive.archive_name(engine)).read_bytes() == kept
    assert archive.problems(out, engine) == []


@pytest.mark.parametrize("edit", ["a module added", "a module altered", "the digests altered"])
def test_an_archive_edited_by_hand_is_refused(copy, edit):
    engine, out = copy
    built = out / archive.archive_name(engine)
    sealed = built.read_bytes()
    files = _names(built)
    if edit == "a module added":
        files["engine/extra.pyc"] = files["engine/__init__.pyc"]
    elif edit == "the digests altered":
        files[archive.SEALED_NAME] = json.dumps({"source": "0" * 64, "tables": "0" * 64}).encode()
    else:
        code = bytearray(files["engine/__init__.pyc"])
        code[len(code) // 2] ^= 0xFF  # one byte of its byte-code changed
        files["engine/__init__.pyc"] = bytes(code)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        for name, data in files.items():
            z.writestr(name, data)
    built.write_bytes(buffer.getvalue())
    try:
        assert any("does not hold the engine" in p for p in archive.problems(out, engine))
    finally:
        built.write_bytes(sealed)


def test_the_system_check_is_clean_after_setup_and_the_command_builds_again():
    call_command("build_offline", verbosity=0)
    assert offline_files(None) == []


def test_pyodide_is_the_pinned_version_under_a_folder_named_by_it_with_a_lock_file_of_no_packages():
    lock = json.loads((archive.ENGINE_DIR.parent / "package-lock.json").read_text())
    pinned = lock["packages"]["node_modules/pyodide"]["version"]
    assert pinned == "314.0.7"
    assert archive.pyodide_folder() == f"offline/pyodide/{pinned}/"
    folder = archive.OUT_DIR / archive.pyodide_folder()
    assert sorted(p.name for p in folder.iterdir()) == sorted(archive.PYODIDE_FILES)
    served = json.loads((folder / archive.LOCK).read_text())
    npm = json.loads((archive.NODE_PYODIDE / archive.LOCK).read_text())
    assert served == {"info": npm["info"], "packages": {}}
