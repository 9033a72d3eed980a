"""The test database holds the real corpus, loaded once per session; users in each role.

Hypothesis runs about a hundred examples per property in `make test` (profile "default") and many more in
`make fuzz` (profile "fuzz"); HYPOTHESIS_PROFILE picks one.
"""

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from hypothesis import settings as hypothesis_settings

from tests import factories
from tests.factories import REVOKE_CASE as REVOKE_CASE  # the example case, for the tests that import it here

hypothesis_settings.register_profile("default", max_examples=100, deadline=None)
hypothesis_settings.register_profile("fuzz", max_examples=2_000, deadline=None)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# The fixtures through which a test reaches the database (pytest-django's); a test without any of them, and
# without the django_db mark, touches no database.
DATABASE_FIXTURES = frozenset(
    {"db", "transactional_db", "live_server", "django_db_reset_sequences", "django_db_serialized_rollback"}
)


# Modules that touch the database but whose subject is not the database: what they test is the site's own work
# over plain reads and writes through the ORM, the same SQL on both databases. The PostgreSQL run leaves them to
# the SQLite run, which takes every test. What PostgreSQL does differently stays in both runs: transactions and
# locks under concurrency (the races, the votes at once, the writers), constraints and ids, migrations and the
# reload of the corpus, the fallback search's SQL, the precedent ranking's SQL, the rations' counters, bulk
# writes, backups, two nodes on one database, faults, the outbox, and the query-count modules. A new module runs on
# both until it is named here. tests/test_suite_settings.py checks that each exists.
ONE_DATABASE = frozenset(
    {
        # who may do what at every door: the roles' logic
        "tests/permissions/test_matrix.py",
        "tests/decisions/test_appeal_permissions.py",
        "tests/committee/test_permissions.py",
        # PDFs, laid out by WeasyPrint
        "tests/casebook/test_pdf.py",
        "tests/decisions/test_ruling_slip.py",
        # the engine's rulings and their words, and the stamp on them
        "tests/worked/test_worked_cases.py",
        "tests/worked/test_audit.py",
        "tests/decisions/test_long_rulings.py",
        "tests/decisions/test_players_link.py",
        "tests/decisions/test_doors.py",
        "tests/decisions/test_rulings.py",
        "tests/decisions/test_stamp.py",
        "tests/decisions/test_option_numbers_from_the_ruling.py",
        "tests/decisions/test_words_for_people.py",
        "tests/decisions/test_statute_rulings.py",
        "tests/decisions/test_statute_builder.py",
        "tests/decisions/test_schema_api.py",
        "tests/api/test_schema.py",
        # Markdown rendered at save
        "tests/decisions/test_markdown_stored.py",
        "tests/decisions/test_markdown_unchanged.py",
        "tests/decisions/test_markdown_bounded.py",
        "tests/committee/test_xss.py",
        # the search index's ranking and reading (whoosh's files, not the database)
        "tests/search/test_judged_queries.py",
        "tests/search/test_filter_values.py",
        "tests/search/test_players_queries.py",
        "tests/search/test_search.py",
        "tests/search/test_api_and_page.py",
        "tests/search/test_reader.py",
        "tests/search/test_passages.py",
        "tests/search/test_glossaries.py",
        "tests/search/test_commentary.py",
        "tests/search/test_appeal_search.py",
        "tests/search/test_thesaurus_entries.py",
        "tests/search/test_suggester_bounded.py",
        "tests/search/test_index_files.py",
        # pages, feeds and API answers laid out from what the database holds
        "tests/casebook/test_pages.py",
        "tests/casebook/test_data.py",
        "tests/casebook/test_read_out.py",
        "tests/decisions/test_case_pages.py",
        "tests/decisions/test_feeds.py",
        "tests/decisions/test_accounts.py",
        "tests/decisions/test_decision_corpus.py",
        "tests/decisions/test_under_law_stored.py",
        "tests/laws/test_pages.py",
        "tests/laws/test_stored_pages.py",
        "tests/laws/test_api.py",
        "tests/laws/test_citations.py",
        "tests/laws/test_glossary_law_links.py",
        "tests/laws/test_whist_glossary.py",
        "tests/edition/test_errata.py",
        "tests/edition/test_readers_words.py",
        "tests/edition/test_texts.py",
        "tests/edition/test_witness_pages.py",
        "tests/committee/test_pages.py",
        "tests/committee/test_thesaurus.py",
        "tests/meetings/test_pages.py",
        "tests/meetings/test_motion_pages.py",
        "tests/meetings/test_feeds.py",
        "tests/meetings/test_days_and_terms.py",
        "tests/meetings/test_record_details.py",
        "tests/offline/test_views.py",
        "tests/offline/test_saving.py",
        # the committee's and the appeals' rules, one member's act at a time (their races run on both)
        "tests/committee/test_api.py",
        "tests/committee/test_statutes.py",
        "tests/committee/test_statute_api.py",
        "tests/committee/test_statute_state.py",
        "tests/decisions/test_appeals.py",
        "tests/decisions/test_appeal_api.py",
        "tests/decisions/test_appeal_record.py",
        "tests/decisions/test_appeal_findings.py",
        "tests/decisions/test_appeal_statutes.py",
        "tests/decisions/test_adoption.py",
        "tests/decisions/test_treatments.py",
        "tests/meetings/test_alone.py",
        "tests/meetings/test_api.py",
        "tests/meetings/test_motions.py",
        "tests/meetings/test_own_votes.py",
        "tests/meetings/test_quorum_refusals.py",
        "tests/meetings/test_statutes_in_force.py",
        # accounts and the words of the mail they are sent
        "tests/accounts/test_tokens.py",
        "tests/accounts/test_passwords.py",
        "tests/accounts/test_committee_members.py",
        "tests/notices/test_notices_by_mail.py",
        "tests/notices/test_votes_by_mail.py",
        "tests/notices/test_following.py",
    }
)


def pytest_addoption(parser):  # type: ignore[no-untyped-def]
    parser.addoption(
        "--database-tests-only",
        action="store_true",
        help="run only the tests whose subject is the database (the PostgreSQL run: the others run once, on SQLite)",
    )


def pytest_ignore_collect(collection_path, config):  # type: ignore[no-untyped-def]
    """The PostgreSQL run does not even import a module of ONE_DATABASE (below: it would deselect each test)."""
    if config.getoption("--database-tests-only"):
        try:
            relative = collection_path.relative_to(config.rootpath).as_posix()
        except ValueError:
            return None
        if relative in ONE_DATABASE:
            return True
    return None


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    if not config.getoption("--database-tests-only"):
        return
    kept, elsewhere = [], []
    for item in items:
        uses = item.get_closest_marker("django_db") is not None or DATABASE_FIXTURES & set(item.fixturenames)
        uses = uses and item.nodeid.split("::")[0] not in ONE_DATABASE
        (kept if uses else elsewhere).append(item)
    if elsewhere:
        config.hook.pytest_deselected(items=elsewhere)
        items[:] = kept


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings):  # type: ignore[no-untyped-def]
    """Whether this session's database is made as set up by another run of the same `make test`."""
    from django.db import connections

    from tests.set_up_once import SET_UP_ONCE

    SET_UP_ONCE.decide(connections["default"].settings_dict)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, tmp_path_factory):  # type: ignore[no-untyped-def]
    """The test database migrated, the corpus loaded, a copy of it kept to put back after a transactional test, and
    the search index built from it: kept as built (`built_index`), and a copy this node searches and applies changes
    to (SEARCH_INDEX_DIR for the session; never the checkout's var/index, which the site's own database made)."""
    from django.conf import settings

    from search import sync
    from tests.set_up_once import SET_UP_ONCE
    from tests.suite_database import CORPUS_SNAPSHOT

    built = _index_as_built(tmp_path_factory)
    built.parent.mkdir()
    with django_db_blocker.unblock():
        if SET_UP_ONCE.take(built):  # another run of this `make test` set up already (tests/set_up_once.py)
            CORPUS_SNAPSHOT.take()
        else:
            call_command("load_corpus", verbosity=0)
            CORPUS_SNAPSHOT.take()
            sync.rebuild_from_database(built)
            SET_UP_ONCE.leave(built)
    settings.SEARCH_INDEX_DIR = str(copy_index(built, built.with_name("this-node")))
    yield
    with django_db_blocker.unblock():
        CORPUS_SNAPSHOT.drop()


def _index_as_built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where `django_db_setup` builds the session's search index, for the tests to copy."""
    return tmp_path_factory.getbasetemp() / "search" / "index"


def _commits(item: pytest.Item) -> bool:
    """Whether the test commits for real (Django empties the database after it)."""
    marker = item.get_closest_marker("django_db")
    fixtures = set(getattr(item, "fixturenames", ()))
    return bool(marker and marker.kwargs.get("transaction")) or bool({"transactional_db", "live_server"} & fixtures)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """After a test that committed, Django has emptied the database: the corpus and the roles are put back (from the
    copy `django_db_setup` kept) for the tests that follow, which expect them as the session set them up."""
    yield
    if nextitem is None or not _commits(item):
        return  # the session is over, or the test's writes were rolled back
    from pytest_django.plugin import blocking_manager_key

    from tests.suite_database import suite_database_with_the_corpus

    with item.config.stash[blocking_manager_key].unblock():
        suite_database_with_the_corpus()


@pytest.fixture(autouse=True)
def _no_reader_page_kept():  # type: ignore[no-untyped-def]
    """Each test starts with no reader page kept (plumbing/readercache): one test's rows are rolled back, not its pages."""
    from django.core.cache import caches

    caches["readers"].clear()


@pytest.fixture(scope="session")
def built_index(django_db_setup, tmp_path_factory: pytest.TempPathFactory) -> Path:  # type: ignore[no-untyped-def]
    """The search index built once a session from the test database (the corpus as loaded); copied, never changed."""
    return _index_as_built(tmp_path_factory)


def copy_index(source: Path, target: Path) -> Path:
    shutil.copytree(source, target)
    return target


def this_nodes_index(source: Path, tmp_path: Path, settings: Any) -> Iterator[Path]:
    """A copy of the index at `source`, set as SEARCH_INDEX_DIR and caught up at every search, for one test."""
    from search import index, sync

    path = copy_index(source, tmp_path / "index")
    settings.SEARCH_INDEX_DIR = str(path)
    settings.SEARCH_CATCH_UP_SECONDS = 0
    yield path
    sync.wait_for_rebuild(path)
    index.drop_searchers(path)


@pytest.fixture
def index_dir(built_index: Path, tmp_path: Path, settings) -> Iterator[Path]:  # type: ignore[no-untyped-def]
    """This node's index: a copy of the session's, set as SEARCH_INDEX_DIR, and caught up at every search.

    A test of its own copy: a test's writes are rolled back but not what an index applied of them, and on SQLite
    the ids a rolled-back transaction took are handed out again, so a shared index would take the next test's
    changes for ones it has applied.
    """
    yield from this_nodes_index(built_index, tmp_path, settings)


@pytest.fixture(scope="session")
def collected_static(tmp_path_factory):  # type: ignore[no-untyped-def]
    """A var/ directory whose static/ holds `collectstatic` under the production settings, made once a session, or
    once for the runs of one `make test` (tests/set_up_once.py).

    Collecting hashes and copies about 80 MB (Pyodide among it), seconds of a core even with the compressed copies
    kept (config/static_storage.py); the modules that serve the site with the production settings (tests/deploy,
    tests/e2e/test_builder_offline.py) link these files into their own var/ instead of collecting again.
    """
    from tests.deploy.test_production import manage, production_env
    from tests.set_up_once import collected_once

    def collect(var_dir: Path) -> None:
        done = manage(production_env(var_dir), "collectstatic", "--noinput", "-v0", timeout=1200)
        assert done.returncode == 0, done.stdout + done.stderr

    return collected_once(collect, lambda: tmp_path_factory.mktemp("collected-static"))


@pytest.fixture(params=[1, 5], ids=["corpus", "decisions-x5"])
def size(request, db):  # type: ignore[no-untyped-def]
    """The corpus as loaded, and the corpus with every decision repeated five times (inside the test's transaction)."""
    from benchmarks.fixture import repeat_decisions

    repeat_decisions(request.param)
    return request.param


@pytest.fixture(scope="module", params=[1, 5], ids=["corpus", "decisions-x5"])
def size_for_the_module(request, django_db_setup, django_db_blocker) -> Iterator[int]:  # type: ignore[no-untyped-def]
    """`size`, made once for all the tests of a module at that size: in a transaction of the module's, rolled back
    after them, each test's own transaction a savepoint inside it. For the modules of query budgets alone, where
    every test holds at either size: a test of the module that does not ask for it may run at either."""
    from django.db import transaction

    from benchmarks.fixture import repeat_decisions

    with django_db_blocker.unblock(), transaction.atomic():
        repeat_decisions(request.param)
        yield request.param
        transaction.set_rollback(True)


@pytest.fixture
def make_user(django_user_model):  # type: ignore[no-untyped-def]
    """factories.account: an account in a role, its password "pw-<username>"."""
    return factories.account


@pytest.fixture
def referee(make_user):  # type: ignore[no-untyped-def]
    return make_user("ref", "referee")


@pytest.fixture
def other_referee(make_user):  # type: ignore[no-untyped-def]
    return make_user("ref2", "referee")


@pytest.fixture
def committee(make_user):  # type: ignore[no-untyped-def]
    return make_user("comm", "committee")


@pytest.fixture
def administrator(make_user):  # type: ignore[no-untyped-def]
    return make_user("admin1", "administrator")


@pytest.fixture
def reader_account(make_user):  # type: ignore[no-untyped-def]
    """A signed-in user with no role: as much right as an anonymous reader."""
    return make_user("plain")


@pytest.fixture
def revoke_case() -> dict[str, Any]:
    return factories.revoke_case()
