"""A damaged index rebuilt once, by one process under a lock, the database answering meanwhile (issue 49).

A postings file overwritten leaves the index's table of contents whole: `index.check` passed it, so every
worker answered from the database and logged "rebuilding it" (72 times in two minutes) and none rebuilt it.
The build a search failed on is now named, and the rebuild's own lock lets one thread of one process do it.
"""

from __future__ import annotations

import threading

import pytest

from search import index, service, sync

pytestmark = pytest.mark.django_db


def _damage_the_postings(path) -> None:  # type: ignore[no-untyped-def]
    damaged = [f for f in path.iterdir() if f.suffix == ".pst"]
    assert damaged, "the index keeps its postings in files of their own"
    for f in damaged:
        f.write_bytes(b"\x00garbage" * 64)
    index.drop_searchers(path)


def test_a_damaged_postings_file_is_rebuilt_once(index_dir, caplog) -> None:  # type: ignore[no-untyped-def]
    failed = index.read_state(index_dir).build
    _damage_the_postings(index_dir)
    results = service.search({"q": "revoking"})
    assert results.degraded and results.reason == "damaged" and results.count > 20
    assert sync.wait_for_rebuild(index_dir, timeout=120)
    assert index.read_state(index_dir).build != failed
    again = service.search({"q": "revoking"})
    assert again.index == "ready" and not again.degraded
    # Another process that saw the same build fail comes to it after: that build is gone, nothing is rebuilt.
    sync._rebuild_in_background(index_dir, "damaged", failed)
    assert caplog.text.count("rebuilding it from the database") == 1


def test_while_one_rebuilds_no_other_thread_or_process_does(index_dir, caplog) -> None:  # type: ignore[no-untyped-def]
    failed = index.read_state(index_dir).build
    with index.the_only_rebuild(index_dir) as mine:
        assert mine
        other = threading.Thread(target=sync._rebuild_in_background, args=(index_dir, "damaged", failed))
        other.start()
        other.join()
    assert index.read_state(index_dir).build == failed
    assert "rebuilding it" not in caplog.text
