"""python manage.py rebuild_index"""

from io import StringIO

import pytest
from django.core.management import call_command

from decisions.models import Decision
from edition.models import Passage
from laws.models import GlossaryTerm, Law
from search import index, sync
from search.models import IndexChange

pytestmark = pytest.mark.django_db


def test_rebuild_index_builds_every_document_with_a_progress_bar(tmp_path, settings):
    path = tmp_path / "built"
    settings.SEARCH_INDEX_DIR = str(path)
    out, err = StringIO(), StringIO()
    call_command("rebuild_index", "--progress", stdout=out, stderr=err)
    total = Law.objects.count() + GlossaryTerm.objects.count() + Decision.objects.count() + Passage.objects.count()
    assert f"Indexed {total} documents" in out.getvalue()
    assert f"[{'#' * 30}] {total}/{total} documents" in err.getvalue()
    state = index.read_state(path)
    assert state.applied == IndexChange.objects.high_water()
    assert state.database == sync.database_identity()
    with index.open_index(path).searcher() as s:
        assert s.doc_count() == total


def test_rebuild_index_dry_run_writes_nothing(tmp_path, settings):
    settings.SEARCH_INDEX_DIR = str(tmp_path / "untouched")
    out = StringIO()
    call_command("rebuild_index", "--dry-run", stdout=out, stderr=StringIO())
    assert "Dry run" in out.getvalue()
    assert not (tmp_path / "untouched").exists()


def test_rebuild_index_replaces_a_damaged_index(index_dir):
    damaged = [f for f in index_dir.iterdir() if index.is_segment_file(f.name)]
    assert damaged
    for f in damaged:
        f.write_bytes(b"rubbish")
    call_command("rebuild_index", "--index-dir", str(index_dir), stdout=StringIO(), stderr=StringIO())
    state = index.check(index_dir, sync.database_identity())
    assert state.applied == IndexChange.objects.high_water()


def test_rebuild_index_is_quiet_without_a_terminal(tmp_path):
    err = StringIO()
    call_command("rebuild_index", "--index-dir", str(tmp_path / "quiet"), stdout=StringIO(), stderr=err)
    assert err.getvalue() == ""
