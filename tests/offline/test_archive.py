"""The engine's archive for the phone: built from engine/ by the set-up, named by its digest, refused when stale."""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path

from django.core.management import call_command

from offline import archive
from offline.checks import offline_files


def test_the_built_archive_holds_the_engine_as_it_stands():
    """`make setup` built it (manage.py build_offline): a stale one fails here and in the system check."""
    assert archive.problems() == []
    built = archive.OUT_DIR / archive.archive_name()
    with zipfile.ZipFile(built) as z:
        names = set(z.namelist())
        sources = archive.engine_sources()
        assert names == {p.relative_to(archive.ENGINE_DIR.parent).as_posix() for p in sources}
        for path in sources:
            assert z.read(path.relative_to(archive.ENGINE_DIR.parent).as_posix()) == path.read_bytes()


def _copy(tmp_path: Path) -> tuple[Path, Path]:
    engine = tmp_path / "src" / "engine"
    shutil.copytree(archive.ENGINE_DIR, engine, ignore=shutil.ignore_patterns("__pycache__"))
    out = tmp_path / "out"
    archive.build(out, engine)
    return engine, out


def test_a_change_to_the_engine_makes_the_archive_stale_and_the_check_says_so(tmp_path):
    engine, out = _copy(tmp_path)
    assert archive.problems(out, engine) == []
    before = archive.archive_name(engine)
    (engine / "ruling.py").write_text((engine / "ruling.py").read_text() + "\n# changed\n")
    assert archive.archive_name(engine) != before, "the name must follow the engine's content"
    found = archive.problems(out, engine)
    assert found and "stale" in found[0]
    archive.build(out, engine)
    assert archive.problems(out, engine) == []
    assert not (out / before).exists(), "the older archive is taken away, never served beside the new"


def test_an_archive_edited_by_hand_is_refused(tmp_path):
    engine, out = _copy(tmp_path)
    built = out / archive.archive_name(engine)
    buffer = io.BytesIO(built.read_bytes())
    with zipfile.ZipFile(buffer, "a") as z:
        z.writestr("engine/extra.py", "x = 1\n")
    built.write_bytes(buffer.getvalue())
    assert any("does not hold the engine" in p for p in archive.problems(out, engine))


def test_the_same_engine_makes_the_same_archive_byte_for_byte():
    assert archive.engine_archive() == archive.engine_archive()


def test_the_system_check_is_clean_after_setup_and_the_command_builds_again():
    call_command("build_offline", verbosity=0)
    assert offline_files(None) == []


def test_pyodide_is_the_pinned_version_under_a_folder_named_by_it():
    import json

    lock = json.loads((archive.ENGINE_DIR.parent / "package-lock.json").read_text())
    pinned = lock["packages"]["node_modules/pyodide"]["version"]
    assert pinned == "314.0.7"
    assert archive.pyodide_folder() == f"offline/pyodide/{pinned}/"
    for name in archive.PYODIDE_FILES:
        assert (archive.OUT_DIR / archive.pyodide_folder() / name).stat().st_size > 0
