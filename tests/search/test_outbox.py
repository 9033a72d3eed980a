"""The outbox: one change per law or decision per transaction, applied by each
node to its own index, after commit and when it catches up."""

import os

import pytest
from django.core.management import call_command
from django.db import transaction

from decisions.models import Authority, Citation, Decision
from laws.models import Clause, Law, LawNote
from search import index, ranked, service, sync
from search.models import IndexChange
from search.query import parse
from search.results import Filters
from tests.conftest import copy_index

pytestmark = pytest.mark.django_db


def changes_since(mark: int) -> list[tuple[str, str, str]]:
    return list(IndexChange.objects.after(mark).values_list("doc_type", "key", "action"))


def found(path, q: str) -> list[str]:
    """What the index in `path` answers, read directly (no catch-up)."""
    searcher, _ = index.searcher(path, sync.database_identity())
    results = ranked.search(searcher, parse(q, ranked.indexed_codes(searcher)), Filters(), 1, 50)
    return [h.url for h in results.hits]


def new_decision(slug: str, text: str) -> Decision:
    return Decision.objects.create(
        slug=slug,
        origin=Decision.ORIGIN_COMMITTEE,
        authority=Authority.objects.order_by("pk").first(),
        type="case",
        title=f"Test decision {slug}",
        text=text,
    )


def test_saving_a_law_records_one_upsert():
    mark = IndexChange.objects.high_water()
    law = Law.objects.get(code__slug="club-1864", number="72")
    law.title = "The Revoke, amended"
    law.save()
    assert changes_since(mark) == [("law", str(law.pk), "upsert")]


def test_a_law_and_its_clauses_saved_together_are_one_change():
    mark = IndexChange.objects.high_water()
    law = Law.objects.get(code__slug="club-1864", number="44")
    with transaction.atomic():
        law.save()
        law.clauses.all().delete()
        Clause.objects.create(law=law, label="I", text="A new first clause.", position=1)
        LawNote.objects.create(law=law, kind="editor", text="A note.", position=2)
    assert changes_since(mark) == [("law", str(law.pk), "upsert")]


def test_a_citation_records_its_decision():
    mark = IndexChange.objects.high_water()
    decision = Decision.objects.get(slug="mcintosh-72-1")
    Citation.objects.create(
        decision=decision, law=Law.objects.get(code__slug="club-1864", number="71"), kind="explicit", position=99
    )
    assert changes_since(mark) == [("decision", str(decision.pk), "upsert")]


def test_saved_then_deleted_in_one_transaction_is_one_delete():
    mark = IndexChange.objects.high_water()
    with transaction.atomic():
        decision = new_decision("outbox-save-delete", "Made and unmade.")
        pk = decision.pk
        decision.delete()
    assert changes_since(mark) == [("decision", str(pk), "delete")]


def test_a_rolled_back_savepoint_takes_its_change_with_it():
    mark = IndexChange.objects.high_water()
    law = Law.objects.get(code__slug="club-1864", number="3")
    with transaction.atomic():
        with pytest.raises(RuntimeError), transaction.atomic():
            law.save()
            raise RuntimeError("changed my mind")
        assert changes_since(mark) == []
        # Saved again after the rollback: recorded again, not taken for already recorded.
        law.save()
    assert changes_since(mark) == [("law", str(law.pk), "upsert")]


def advisory_locks_held() -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()")
        return int(cursor.fetchone()[0])


@pytest.mark.skipif(not os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="PostgreSQL's own lock")
def test_the_writers_lock_is_taken_once_a_transaction_and_again_after_a_savepoint_rolled_it_back():
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    first, second = Law.objects.filter(code__slug="club-1864").order_by("position")[:2]
    with transaction.atomic():
        with pytest.raises(RuntimeError), transaction.atomic():
            first.save()
            assert advisory_locks_held() == 1
            raise RuntimeError("changed my mind")
        assert advisory_locks_held() == 0  # the savepoint took the lock away with the row
        with CaptureQueriesContext(connection) as queries:
            second.save()
            first.save()
        assert advisory_locks_held() == 1
        # Taken once for the two rows, not for each.
        assert sum("pg_advisory_xact_lock" in q["sql"] for q in queries.captured_queries) == 1


def test_loading_the_corpus_records_one_change_per_law_and_decision():
    # Every file differs from what the database holds (bulk updates send no signal), so the load writes them all.
    Law.objects.update(title="Not as printed")
    Decision.objects.update(title="Not as printed")
    mark = IndexChange.objects.high_water()
    call_command("load_corpus", verbosity=0)
    rows = changes_since(mark)
    assert len(rows) == len(set(rows))
    assert sum(1 for t, _, _ in rows if t == "law") == Law.objects.count()
    assert sum(1 for t, _, _ in rows if t == "decision") == Decision.objects.count()


def test_reloading_an_unchanged_corpus_records_no_law_or_decision():
    mark = IndexChange.objects.high_water()
    call_command("load_corpus", verbosity=0)
    assert [t for t, _, _ in changes_since(mark) if t in ("law", "decision")] == []


def test_a_change_is_applied_after_commit(index_dir, settings, django_capture_on_commit_callbacks):
    settings.SEARCH_CATCH_UP_SECONDS = 3600  # only the after-commit hook may apply it
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        decision = new_decision("outbox-after-commit", "The quuxification of the trump card.")
    assert callbacks
    assert found(index_dir, "quuxification") == [decision.get_absolute_url()]
    assert index.read_state(index_dir).applied == IndexChange.objects.high_water()


def test_two_nodes_each_catch_up_with_their_own_index(index_dir, tmp_path):
    node_a = index_dir
    node_b = copy_index(index_dir, tmp_path / "node-b")
    decision = new_decision("outbox-two-nodes", "A zymurgical question of the deal.")
    url = decision.get_absolute_url()
    assert found(node_a, "zymurgical") == [] and found(node_b, "zymurgical") == []

    sync.apply_pending(node_a)
    assert found(node_a, "zymurgical") == [url]
    assert found(node_b, "zymurgical") == []  # B has not applied it yet
    assert index.read_state(node_b).applied < index.read_state(node_a).applied

    sync.apply_pending(node_b)
    assert found(node_b, "zymurgical") == [url]
    assert index.read_state(node_a).applied == index.read_state(node_b).applied == IndexChange.objects.high_water()

    decision.text = "Now about the cut."
    decision.save()
    Decision.objects.filter(slug="mcintosh-72-1").delete()
    for node in (node_a, node_b):
        sync.apply_pending(node)
        assert found(node, "zymurgical") == []
        assert "/decisions/mcintosh-72-1/" not in found(node, "law 72")
        assert url in found(node, '"about the cut"')


def test_a_node_catches_up_on_its_next_search(index_dir, settings):
    new_decision("outbox-catch-up", "The flibbertigibbet rule of play.")
    settings.SEARCH_CATCH_UP_SECONDS = 0
    results = service.search({"q": "flibbertigibbet"})
    assert [h.slug for h in results.hits] == ["outbox-catch-up"]


def test_applying_twice_changes_nothing(index_dir):
    new_decision("outbox-twice", "Twice applied, once indexed: an oubliette.")
    sync.apply_pending(index_dir)
    state = index.read_state(index_dir)
    assert sync.apply_pending(index_dir) == 0
    assert index.read_state(index_dir) == state
    assert len(found(index_dir, "oubliette")) == 1


def test_a_missing_index_is_not_created_by_applying(tmp_path):
    new_decision("outbox-no-index", "Nothing to apply to.")
    assert sync.apply_pending(tmp_path / "nowhere") == 0
    assert not (tmp_path / "nowhere").exists()


def test_an_edited_text_is_found_by_its_new_phrase_not_its_old(index_dir):
    """The pair terms of an edited document follow its text: the old copy's pairs are deleted with it."""
    decision = new_decision("outbox-phrase", "The quizzical partner led a trump card out of turn.")
    sync.apply_pending(index_dir)
    assert found(index_dir, '"quizzical partner led"') == [decision.get_absolute_url()]
    decision.text = "The partner, quizzical, led the trump."
    decision.save()
    sync.apply_pending(index_dir)
    assert found(index_dir, '"quizzical partner led"') == []
    assert found(index_dir, '"partner quizzical led"') == [decision.get_absolute_url()]
