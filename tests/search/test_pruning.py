"""The outbox is pruned once every node has applied it; a node that comes back after
its changes were pruned rebuilds its index instead of missing them."""

from datetime import timedelta

import pytest
from django.utils import timezone

from laws.models import Law
from search import index, nodes, service, sync
from search.models import IndexChange, IndexNode
from tests.conftest import copy_index

pytestmark = pytest.mark.django_db


def touch_law(number: str) -> None:
    law = Law.objects.get(code__slug="club-1864", number=number)
    law.save()


def applied(path) -> int:
    return index.read_state(path).applied


@pytest.fixture(autouse=True)
def only_these_nodes(index_dir):  # type: ignore[no-untyped-def]
    """The nodes of this test alone: indexes other tests built are forgotten (within this test's transaction)."""
    IndexNode.objects.all().delete()
    nodes.report(index.read_state(index_dir), force=True)


def test_pruned_only_up_to_the_slowest_node(index_dir, built_index, tmp_path):
    other = copy_index(built_index, tmp_path / "other")
    sync.rebuild_from_database(other)  # a second node with a build of its own
    touch_law("72")
    touch_law("73")
    sync.apply_pending(index_dir)
    nodes.report(index.read_state(index_dir), force=True)
    slow = applied(other)
    assert applied(index_dir) > slow
    nodes.prune()
    assert IndexChange.objects.filter(pk__lte=slow).count() == 0
    assert IndexChange.objects.filter(pk__gt=slow).count() >= 2  # the second node has not applied these
    sync.apply_pending(other)
    nodes.report(index.read_state(other), force=True)
    nodes.prune()
    assert IndexChange.objects.count() == 0
    index.drop_searchers(other)


def test_a_node_silent_too_long_is_forgotten_and_then_rebuilds(index_dir, built_index, tmp_path, settings):
    gone = copy_index(built_index, tmp_path / "gone")
    sync.rebuild_from_database(gone)
    IndexNode.objects.filter(build=index.read_state(gone).build).update(seen=timezone.now() - timedelta(days=30))
    touch_law("72")
    sync.apply_pending(index_dir)
    nodes.report(index.read_state(index_dir), force=True)
    nodes.prune()
    assert not IndexChange.objects.exists()
    assert not IndexNode.objects.filter(build=index.read_state(gone).build).exists()
    # The forgotten node comes back: the change it never applied is gone from the outbox, so it rebuilds.
    settings.SEARCH_INDEX_DIR = str(gone)
    settings.SEARCH_AUTO_REBUILD = False
    sync.apply_pending(gone)
    assert index.read_state(gone) is None
    results = service.search({"q": "revoke"})
    assert results.degraded and results.reason == "rebuilding" and results.count > 0
    sync.rebuild_from_database(gone)
    assert not service.search({"q": "revoke"}).degraded
    index.drop_searchers(gone)


def test_a_rebuild_after_the_outbox_was_pruned_empty_is_not_stale(index_dir, built_index, tmp_path):
    touch_law("72")
    sync.apply_pending(index_dir)
    IndexNode.objects.exclude(build=index.read_state(index_dir).build).delete()
    nodes.report(index.read_state(index_dir), force=True)
    nodes.prune()
    assert not IndexChange.objects.exists()
    fresh = tmp_path / "fresh"
    sync.rebuild_from_database(fresh)
    assert applied(fresh) == nodes.pruned_upto() > 0
    assert not nodes.missed_pruned(index.read_state(fresh))
    index.drop_searchers(fresh)


def test_load_corpus_leaves_no_outbox_once_every_node_applied_it(index_dir):
    from django.core.management import call_command

    call_command("load_corpus", verbosity=0)
    assert IndexChange.objects.exists()
    sync.apply_pending(index_dir)
    nodes.report(index.read_state(index_dir), force=True)
    IndexNode.objects.exclude(build=index.read_state(index_dir).build).delete()
    nodes.prune()
    assert not IndexChange.objects.exists()
