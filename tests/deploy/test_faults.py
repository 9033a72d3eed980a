"""Faults under gunicorn with the production settings: a worker killed, the database gone, two nodes.

The nodes (benchmarks/serving.py) run on a database of their own, a copy of the suite's test
database (migrated, the corpus loaded): a SQLite file in the SQLite run, a database on the same
PostgreSQL cluster in the PostgreSQL run (dropped at the end). Every node listens on 127.0.0.1,
runs under `timeout` and is stopped when its test ends, passed or failed.
"""

from __future__ import annotations

import http.client
import json
import os
import secrets
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import dj_database_url
import pytest

from benchmarks.serving import Node, manage, prepare_node, production_env
from tests.conftest import REVOKE_CASE
from tests.deploy.relay import Relay
from tests.suite_database import (
    postgres_copy_of_the_suite_database,
    postgres_url,
    sqlite_copy_of_the_suite_database,
    suite_database_with_the_corpus,
)

# The nodes run on a copy of the suite's database: the mark has it made even when these tests run alone.
pytestmark = pytest.mark.django_db
ON_POSTGRES = os.environ.get("DATABASE_URL", "").startswith("postgres")
LAW_PAGE = "/laws/club-1864/72/"
CASE = json.dumps(REVOKE_CASE).encode()


@dataclass(frozen=True)
class Site:
    base: Path  # the nodes' directories go here
    url: str  # the database, as DATABASE_URL
    static_from: Path  # a node directory whose collected static files the others link to


@pytest.fixture(scope="module")
def site(tmp_path_factory, django_db_setup, django_db_blocker, collected_static) -> Iterator[Site]:  # type: ignore[no-untyped-def]
    """The site's database (a copy of the suite's: migrated, the corpus loaded) and static files to copy."""
    base = tmp_path_factory.mktemp("faults")
    with ExitStack() as cleanup:
        with django_db_blocker.unblock():
            suite_database_with_the_corpus()
            if ON_POSTGRES:
                name = f"laws_faults_{secrets.token_hex(4)}"
                url = cleanup.enter_context(postgres_copy_of_the_suite_database(name))
            else:
                (base / "db").mkdir()
                url = sqlite_copy_of_the_suite_database(base / "db" / "db.sqlite3")
        env = production_env(base / "first", url)
        prepare_node(env, static_from=collected_static, index=False)
        yield Site(base, url, base / "first")


def node_env(site: Site, name: str, database_url: str | None = None, index: bool = False) -> dict[str, str]:
    env = production_env(site.base / name, database_url or site.url)
    prepare_node(env, static_from=site.static_from, index=index)
    return env


def law_page(node: Node) -> int:
    return node.request("GET", LAW_PAGE)[0]


def wait_for(condition: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)


def test_a_worker_killed_under_load_loses_only_the_request_it_was_serving(site):
    with Node(node_env(site, "kill"), workers=2) as node:
        first = node.workers()
        assert len(first) == 2
        outcomes: list[str] = []
        stop = threading.Event()

        def client() -> None:
            while not stop.is_set():
                try:
                    status = node.request("POST", "/api/v1/rulings/", CASE, timeout=20)[0]
                    outcomes.append(str(status))
                except (OSError, http.client.HTTPException) as exc:  # the connection cut by the worker's death
                    outcomes.append(type(exc).__name__)

        clients = [threading.Thread(target=client) for _ in range(6)]
        for thread in clients:
            thread.start()
        try:
            # Kill once the load is under way, then go on until twelve more requests have been answered.
            wait_for(lambda: len(outcomes) >= 6, seconds=30)
            os.kill(first[0], signal.SIGKILL)
            killed_at = len(outcomes)
            wait_for(lambda: len(outcomes) >= killed_at + 12, seconds=30)
        finally:
            stop.set()
            for thread in clients:
                thread.join(timeout=30)
        lost = [o for o in outcomes if o != "200"]
        # A sync worker serves one request at a time: that one at most is lost; every other succeeds.
        assert len(lost) <= 1, lost
        assert outcomes.count("200") >= 10, outcomes

        # The master puts a new worker in the dead one's place; the node answers as before.
        wait_for(lambda: len(node.workers()) == 2 and first[0] not in node.workers(), seconds=20)
        now = node.workers()
        assert len(now) == 2 and first[0] not in now and first[1] in now, (first, now)
        assert [law_page(node) for _ in range(10)] == [200] * 10


def _database_switch(site: Site) -> tuple[str, Callable[[], None], Callable[[], None], Callable[[], None]]:
    """The URL a node should use, and how to take its database away, give it back, and clean up."""
    if ON_POSTGRES:
        # The node reaches PostgreSQL through a relay on a 127.0.0.1 port; cutting it leaves a closed port.
        suite = dj_database_url.parse(site.url)
        port = int(suite["PORT"] or 5432)
        host = suite["HOST"] or "localhost"
        relay = Relay(Path(host) / f".s.PGSQL.{port}" if host.startswith("/") else (host, port))
        url = postgres_url(suite["USER"], suite["PASSWORD"], "127.0.0.1", relay.port, suite["NAME"])
        return url, relay.cut, relay.restore, relay.close
    # SQLite: the directory holding the database file goes away (as a disk unmounted) and comes back.
    folder = Path(site.url.removeprefix("sqlite:///")).parent
    away = folder.with_name("db-away")
    return site.url, lambda: folder.rename(away), lambda: away.rename(folder), lambda: None


def test_the_database_out_of_reach_gives_a_503_page_and_json_then_the_site_recovers(site):
    url, cut, restore, close = _database_switch(site)
    try:
        with Node(node_env(site, "no-database", url), workers=1) as node:
            assert law_page(node) == 200
            cut()
            try:
                status, headers, body = node.request("GET", LAW_PAGE, Accept="text/html")
                page = body.decode()
                assert status == 503, page[:2000]
                assert headers["content-type"].startswith("text/html") and headers["retry-after"] == "30"
                assert "<h1>The laws are out of reach for a moment</h1>" in page
                assert "Nothing you saved was lost" in page
                assert "Traceback" not in page and "OperationalError" not in page
                # The site's stylesheet, by its hashed name, as on every page.
                assert "/static/css/site." in page

                for method, path, sent in (
                    ("GET", "/api/v1/laws/club-1864/72/", None),
                    ("GET", "/api/v1/decisions/", None),
                    ("POST", "/api/v1/rulings/", CASE),
                ):
                    status, headers, body = node.request(method, path, sent, Accept="application/json")
                    assert status == 503, (path, body[:2000])
                    assert headers["content-type"] == "application/json"
                    assert json.loads(body)["detail"].startswith("The site cannot reach its database just now.")
            finally:
                restore()
            assert law_page(node) == 200
            assert node.request("GET", "/api/v1/decisions/")[0] == 200
        # The operator has the cause, with its traceback.
        assert f"database unavailable on GET {LAW_PAGE}" in node.log_path.read_text()
    finally:
        close()


@dataclass(frozen=True)
class TwoNodes:
    first: Node  # one worker
    second: Node  # two workers, sharing the node's cache and index
    token: str  # a committee member's, to write through the first


@pytest.fixture(scope="module")
def two_nodes(site: Site) -> Iterator[TwoNodes]:
    """Two nodes of one site on one PostgreSQL, each with its own var/ (its index, its page cache), and a committee
    member: started once for the tests of what one node's write does to the other."""
    if not ON_POSTGRES:
        pytest.skip("several nodes share one PostgreSQL; SQLite serves a single node")
    first_env = node_env(site, "node-a", index=True)
    second_env = node_env(site, "node-b", index=True)
    manage(
        first_env, "create_user", "secretary", "--role", "committee", "--password-stdin", stdin="quitted-trick-1864\n"
    )
    token = manage(first_env, "create_token", "secretary").strip()
    with Node(first_env, workers=1) as first, Node(second_env, workers=2) as second:
        yield TwoNodes(first, second, token)


def save_commentary_on_72(nodes: TwoNodes, words: str) -> None:
    """Commentary on Law 72 saved through the first node, at the version it has now."""
    current = json.loads(nodes.first.request("GET", "/api/v1/laws/club-1864/72/commentary/")[2])
    status, _, body = nodes.first.request(
        "PUT",
        "/api/v1/laws/club-1864/72/commentary/",
        json.dumps({"text": words, "message": "club ruling", "version": current["version"]}).encode(),
        Authorization=f"Token {nodes.token}",
    )
    assert status == 200, body


def test_commentary_published_through_one_node_is_found_by_searching_the_other(two_nodes):
    second = two_nodes.second
    word = "Deschapelles" + secrets.token_hex(3)  # a word no document holds yet
    before = second.request("GET", f"/api/v1/search/?q={word}")
    assert before[0] == 200 and json.loads(before[2])["count"] == 0
    assert json.loads(before[2])["index"] == "ready"
    save_commentary_on_72(two_nodes, f"Settled at the club: {word} held the trick stands.")
    # The other node applies the outbox on a search, checking at most every two seconds.
    deadline = time.monotonic() + 15
    found: dict[str, object] = {}
    while time.monotonic() < deadline:
        found = json.loads(second.request("GET", f"/api/v1/search/?q={word}")[2])
        if found["count"]:
            break
        time.sleep(0.5)
    assert found["count"] == 1, found
    assert found["index"] == "ready", found  # found in the node's own index, not by the database meanwhile
    [hit] = found["results"]  # type: ignore[misc]
    assert hit["type"] == "commentary" and hit["url"].startswith("/laws/club-1864/72/"), hit
    page = second.request("GET", f"/search/?q={word}")[2].decode()
    assert "/laws/club-1864/72/" in page


def test_commentary_saved_through_one_node_is_on_the_other_s_law_page_at_the_next_request(two_nodes):
    """Each node keeps the law page in its own cache (files in its var/, shared by its two workers); the other
    node's save commits a new site version with the commentary, so the very next read there builds it anew."""
    second = two_nodes.second
    for round in range(3):
        # Kept by the second node: read until one of its workers answers from its cache.
        served = ""
        for _ in range(10):
            status, headers, kept = second.request("GET", LAW_PAGE)
            assert status == 200
            served = headers.get("x-reader-cache", "")
            if served == "hit":
                break
        assert served == "hit", "the second node never served the law page from its cache"
        words = f"Settled at the club, round {round}: {secrets.token_hex(4)}."
        save_commentary_on_72(two_nodes, words)
        status, headers, page = second.request("GET", LAW_PAGE, If_None_Match=headers["etag"])
        assert status == 200 and words in page.decode(), (status, headers)
        assert headers["x-reader-cache"] == "miss" and page != kept
