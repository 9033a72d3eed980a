"""Writers racing for the index: real threads and processes, real transactions,
one real index. Nothing they save may be missing from the index afterwards.

These tests commit for real (transaction=True), so each thread has its own
database connection; the conftest loads the corpus again after them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from urllib.parse import quote

import pytest
from django.conf import settings as django_settings
from django.db import OperationalError, connection, connections, transaction

from decisions.models import Authority, Decision
from search import index, ranked, sync
from search.models import IndexChange
from search.query import parse
from search.results import Filters
from tests.at_once import run_at_once

ROOT = Path(django_settings.BASE_DIR)


@pytest.fixture
def live_index(transactional_db, tmp_path, settings):  # type: ignore[no-untyped-def]
    """A fresh index of the committed corpus, as this node's; the after-commit hook on."""
    path = tmp_path / "index"
    sync.rebuild_from_database(path)
    settings.SEARCH_INDEX_DIR = str(path)
    settings.SEARCH_CATCH_UP_SECONDS = 3600  # only the after-commit hooks apply changes here
    settings.SEARCH_APPLY_ON_COMMIT = True
    yield path
    index.drop_searchers(path)


def urls_for(path: Path, q: str) -> list[str]:
    searcher, _ = index.searcher(path, sync.database_identity())
    results = ranked.search(searcher, parse(q, []), Filters(), 1, 100)
    return [h.url for h in results.hits]


def save_retrying(make) -> None:  # type: ignore[no-untyped-def]
    """Commit `make()` in a transaction of its own. SQLite's shared-cache test database
    answers "table is locked" at once instead of waiting as a database file does: wait here."""
    for attempt in range(400):
        try:
            with transaction.atomic():
                make()
            return
        except OperationalError as exc:
            if "locked" not in str(exc) or attempt == 399:
                raise
            time.sleep(0.005)


def committee_decision(slug: str, text: str) -> Decision:
    return Decision.objects.create(
        slug=slug,
        origin=Decision.ORIGIN_COMMITTEE,
        authority=Authority.objects.order_by("pk").first(),
        type="case",
        title=f"Race {slug}",
        text=text,
    )


def run_threads(count: int, target) -> list[BaseException]:  # type: ignore[no-untyped-def]
    errors: list[BaseException] = []
    start = threading.Barrier(count)

    def body(i: int) -> None:
        try:
            start.wait()
            target(i)
        except BaseException as exc:  # noqa: B036 - reported to the test below
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=body, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    return errors


@pytest.mark.django_db(transaction=True)
def test_concurrent_saves_each_applied_after_commit_lose_nothing(live_index):
    writers, each = 6, 4

    def writer(i: int) -> None:
        for j in range(each):
            save_retrying(lambda j=j: committee_decision(f"race-{i}-{j}", f"Racing writer raceword{i}x{j} saves."))

    assert run_threads(writers, writer) == []
    # No catch-up, no rebuild: the after-commit hooks alone put every decision in the index.
    state = index.read_state(live_index)
    assert state.applied == IndexChange.objects.high_water()
    for i in range(writers):
        for j in range(each):
            assert urls_for(live_index, f"raceword{i}x{j}") == [f"/decisions/race-{i}-{j}/"]


@pytest.mark.django_db(transaction=True)
def test_concurrent_edits_of_one_decision_leave_the_last_committed(live_index):
    save_retrying(lambda: committee_decision("race-shared", "Edition zero."))
    words = [f"edition{n}word" for n in range(8)]

    def editor(i: int) -> None:
        def edit() -> None:
            d = Decision.objects.select_for_update().get(slug="race-shared")
            d.text = f"The {words[i]} text."
            d.save()

        save_retrying(edit)

    assert run_threads(len(words), editor) == []
    final = Decision.objects.get(slug="race-shared").text.split()[1]
    for word in words:
        assert urls_for(live_index, word) == (["/decisions/race-shared/"] if word == final else [])


@pytest.mark.django_db(transaction=True)
def test_a_change_committed_before_an_older_one_is_not_skipped(live_index):
    """T1 records its change first but commits last; T2 commits in between.

    Were T2's larger outbox id applied before T1's smaller one became visible,
    the node would count T1's as applied and never index it. The outbox orders
    its writers (PostgreSQL: an advisory lock; SQLite: one writer at a time)."""
    recorded, release = threading.Event(), threading.Event()
    t2_done = threading.Event()

    def first(_: int) -> None:
        with transaction.atomic():
            committee_decision("race-first", "The slowcoach decision.")
            recorded.set()
            assert release.wait(30)

    def second(_: int) -> None:
        assert recorded.wait(30)
        save_retrying(lambda: committee_decision("race-second", "The quickstep decision."))
        t2_done.set()

    threads = [threading.Thread(target=lambda f=f: (f(0), connections.close_all())) for f in (first, second)]
    for t in threads:
        t.start()
    assert recorded.wait(30)
    # T2 cannot commit while T1 holds the outbox: it waits for T1, whichever the database.
    assert not t2_done.wait(0.5)
    release.set()
    for t in threads:
        t.join(60)
    assert urls_for(live_index, "slowcoach") == ["/decisions/race-first/"]
    assert urls_for(live_index, "quickstep") == ["/decisions/race-second/"]
    assert index.read_state(live_index).applied == IndexChange.objects.high_water()


LOCK_WORKER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from search import index
    path, counter, rounds = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    for _ in range(rounds):
        with index.locked(path, timeout=60):
            n = int(counter.read_text())
            time.sleep(0.001)  # a read-modify-write that loses counts unless the lock excludes the others
            counter.write_text(str(n + 1))
    """
)


def test_processes_exclude_each_other_on_the_whoosh_lock(tmp_path):
    path, counter = tmp_path / "index", tmp_path / "counter"
    path.mkdir()
    counter.write_text("0")
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", LOCK_WORKER, str(path), str(counter), "40"],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for _ in range(4)
    ]
    assert [p.wait(120) for p in procs] == [0, 0, 0, 0]
    assert counter.read_text() == "160"


@pytest.mark.django_db(transaction=True)
def test_processes_saving_and_applying_to_one_index_lose_nothing(live_index):
    if connection.vendor != "postgresql":
        pytest.skip("the SQLite test database lives in this process's memory; other processes cannot reach it")
    s = connection.settings_dict
    host = quote(s["HOST"] or "", safe="")
    port = f":{s['PORT']}" if s["PORT"] else ""
    password = f":{quote(s['PASSWORD'], safe='')}" if s["PASSWORD"] else ""
    url = f"postgres://{quote(s['USER'] or '', safe='')}{password}@{host}{port}/{s['NAME']}"
    saved = run_at_once(
        "tests.search.appliers:save_and_apply", 4, live_index, 5, env={**os.environ, "DATABASE_URL": url}, timeout=180
    )
    assert saved == [5, 5, 5, 5]
    assert index.read_state(live_index).applied == IndexChange.objects.high_water()
    for w in range(4):
        for j in range(5):
            assert urls_for(live_index, f"procword{w}x{j}") == [f"/decisions/proc-{w}-{j}/"]
