"""A referee at the table without a network, on a phone, under the production settings (gunicorn, hashed static
files, WhiteNoise): the builder opened once online is kept; offline, with the server stopped and its port
watched, the builder reloads, rules the three disputes of the builder tests with the engine on the phone and the
laws quoted, and keeps a saved case until the network returns, when it is saved once.

`context.set_offline(True)` does not cut a service worker's own fetches in Chromium, so the server is stopped
too and a listener takes its port: any request after that would be counted.

The phone may also say it is online while the site cannot be reached (no way out from the cellar's signal, the
server down): the second test stops the server and leaves the phone online, and the ruling still comes from the
engine on the phone, the case waits on it, and it is saved when the site answers again, with no reload.

Both tests share one phone, signed in and with the builder kept, so the files are downloaded once a module.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.deploy.test_production import GUNICORN, ROOT, link_static, manage, production_env
from tests.e2e.axe import assert_no_violations
from tests.e2e.conftest import console_errors, refused_methods
from tests.e2e.test_builder_at_the_table import FIRST_SCREEN_CASES, PHONE
from tests.suite_database import sqlite_copy_of_the_suite_database, suite_database_with_the_corpus

pytestmark = [
    pytest.mark.e2e,
    # The site's database is a copy of the suite's: the mark has it made even when these tests run alone.
    pytest.mark.django_db,
    pytest.mark.skipif(os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="browser tests run on SQLite"),
]

PASSWORD = "turned and quitted at the table"
# The builder's law search without a network: a citation as typed, the law it opens from the laws kept on the
# phone, and words of that law. A citation naming no code opens the law of the case's code (the last case
# loaded is euchre's).
LOOKUPS = {
    "XLIV": ("euchre-1888", "44", "If the adversaries interrupt a dealer while dealing"),
    "club law forty-four, clause II": ("club-1864", "44.II", "Should the dealer place the last"),
    "American law nineteen": ("american-1890", "19", "A revoke is the play of a card of a different suit"),
    "Dummy, Law II": ("club-1864", "dummy-2", "Dummy is not liable to the penalty for a revoke"),
}
LAWS_QUOTED = {
    "a revoke": "A revoke is established",
    "a lead out of turn": "call a suit",
    "a euchre lone hand": "call the card erroneously led",
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """gunicorn with the production settings on one port, stopped and started again by the test."""

    def __init__(self, var_dir: Path) -> None:
        self.port = _free_port()
        self.var_dir = var_dir
        # http://127.0.0.1 is a secure context (service workers need one); no proxy ends TLS here.
        self.env = production_env(
            var_dir,
            DJANGO_ALLOWED_HOSTS="127.0.0.1",
            LAWS_PLAIN_HTTP="1",
            GUNICORN_BIND=f"127.0.0.1:{self.port}",
            WEB_CONCURRENCY="2",
        )
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        log = (self.var_dir / "gunicorn.log").open("a")
        self.process = subprocess.Popen(
            ["timeout", "900", GUNICORN, "-c", "config/gunicorn.conf.py"],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=log,
        )
        while True:  # until it listens (or has died)
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                assert self.process.poll() is None, (self.var_dir / "gunicorn.log").read_text()
                time.sleep(0.2)  # polling for the port to open

    def stop(self) -> None:
        assert self.process is not None
        self.process.terminate()
        self.process.wait(timeout=30)

    def saved_titles(self) -> list[str]:
        done = manage(
            self.env,
            "shell",
            "-c",
            "from cases.models import SavedCase; import json; print(json.dumps([c.title for c in SavedCase.objects.all()]))",
        )
        assert done.returncode == 0, done.stderr
        titles: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
        return titles


class Watch:
    """A listener on the stopped server's port: every request line sent to it is recorded, and never answered
    (the connection is closed, as a network that is gone would)."""

    def __init__(self, port: int) -> None:
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", port))
        self.sock.listen()
        self.requests: list[str] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            conn.settimeout(2)
            try:
                line = conn.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
            except OSError:
                line = "(nothing sent)"
            self.requests.append(line)
            conn.close()

    def close(self) -> None:
        self.sock.close()
        self.thread.join(timeout=5)


@pytest.fixture(scope="module")
def server(tmp_path_factory, collected_static, django_db_setup, django_db_blocker) -> Iterator[Server]:  # type: ignore[no-untyped-def]
    srv = Server(tmp_path_factory.mktemp("offline-var"))
    link_static(collected_static, srv.var_dir)
    # The site's database: a copy of the suite's (migrated, the corpus and the roles in it), as after a deployment.
    with django_db_blocker.unblock():
        suite_database_with_the_corpus()
        sqlite_copy_of_the_suite_database(srv.var_dir / "db.sqlite3")
    make_referee = (
        "from django.contrib.auth.models import Group, User; "
        f"u = User.objects.create_user('table-referee', password={PASSWORD!r}); u.groups.add(Group.objects.get(name='referee'))"
    )
    done = manage(srv.env, "shell", "-c", make_referee)
    assert done.returncode == 0, done.stderr
    srv.start()
    yield srv
    if srv.process and srv.process.poll() is None:
        srv.stop()


def load(page: Page, case: dict[str, Any]) -> None:
    if page.locator("#json-box").get_attribute("open") is None:
        page.locator("#json-box > summary").click()
    page.fill("#id_case", json.dumps(case))
    page.click("#load-json")


@pytest.fixture(scope="module")
def phone(server: Server, browser) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """A phone signed in as the referee whose builder was opened once online and is kept (ready offline)."""
    base = f"http://127.0.0.1:{server.port}"
    context = browser.new_context(base_url=base, viewport=PHONE, has_touch=True, is_mobile=True)
    context.set_default_timeout(60_000)
    page = context.new_page()
    page.goto("/accounts/login/?next=/cases/new/")
    page.fill("#id_username", "table-referee")
    page.fill("#id_password", PASSWORD)
    page.click("main form.stacked button[type=submit]")
    expect(page.locator("#builder")).to_be_visible()
    # Online: the builder keeps what it needs and says so, with what it downloaded.
    expect(page.locator("#offline-status")).to_contain_text("Ready to rule offline", timeout=120_000)
    expect(page.locator("#offline-status")).to_contain_text("MB")
    page.close()
    yield context
    context.close()


def open_builder(phone: Any) -> tuple[Page, list[str]]:
    page = phone.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.console = console_errors(page)  # type: ignore[attr-defined]
    page.goto("/cases/new/")
    expect(page.locator("#offline-status")).to_contain_text("Ready to rule offline", timeout=120_000)
    return page, errors


def test_a_referee_rules_and_saves_without_a_network(server: Server, phone, screenshots) -> None:  # type: ignore[no-untyped-def]
    context = phone
    page, errors = open_builder(phone)
    page.screenshot(path=str(screenshots / "offline-ready-phone.png"), full_page=True)

    context.set_offline(True)
    server.stop()
    log_at_stop = (server.var_dir / "gunicorn.log").read_text()
    watch = Watch(server.port)
    try:
        page.reload()
        expect(page.locator("#builder")).to_be_visible()
        # The engine starts as the builder opens, and says how far it has got; the referee taps "Get the ruling"
        # once it says it is ready (a while after the reload), and the ruling comes from that engine, already
        # started: no start in its answer (`make bench` times the tap: docs/offline.md).
        progress = page.locator("#engine-progress")
        expect(progress).to_have_attribute("data-state", "ready", timeout=120_000)
        expect(progress).to_contain_text("The engine on this device is ready")
        for dispute, (case, offence, law) in FIRST_SCREEN_CASES.items():
            load(page, case)
            expect(page.locator("#answered-by")).to_contain_text("engine on this device", timeout=120_000)
            expect(page.locator("#engine-status")).to_contain_text(offence)  # the engine's line, as read out
            page.click("#get-ruling-now")
            ruling = page.locator("#offline-ruling")
            expect(ruling).to_have_attribute("data-engine", "started-before")
            expect(ruling).to_contain_text("Precedents are not available offline")
            quoted = ruling.locator(f'details.law-quote[data-law="{case["code"]}:{law}"] .law-text')
            expect(quoted).to_contain_text(LAWS_QUOTED[dispute])
        page.screenshot(path=str(screenshots / "offline-ruling-phone.png"), full_page=True)
        # The builder's law search opens a law cited in any form from the laws kept on the phone; words need the
        # network, and it says so.
        for typed, (code, ref, words) in LOOKUPS.items():
            page.fill("#law-lookup-q", typed)
            page.press("#law-lookup-q", "Enter")
            opened = page.locator(f'#law-lookup-answer details.law-quote[data-law="{code}:{ref}"] .law-text')
            expect(opened).to_contain_text(words)
        page.fill("#law-lookup-q", "revoke penalty")
        page.press("#law-lookup-q", "Enter")
        expect(page.locator("#law-lookup-answer")).to_contain_text("Searching for words needs a network")
        expect(page).to_have_url(re.compile(r"/cases/new/"))
        load(page, {**FIRST_SCREEN_CASES["a revoke"][0], "title": "A revoke ruled in the cellar"})
        expect(page.locator("#answered-by")).to_contain_text("engine on this device")
        page.click("#save-case")
        expect(page.locator('#waiting-cases li[data-state="waiting"]')).to_contain_text("A revoke ruled in the cellar")
        # The offline page says what works, and passes axe.
        page.goto("/offline/")
        expect(page.locator("h1")).to_have_text("Using the site without a network")
        expect(page.locator("#offline-status")).to_contain_text("Ready to rule offline")
        assert_no_violations(page, "the offline page, offline")
        page.goto("/cases/new/")
        expect(page.locator('#waiting-cases li[data-state="waiting"]')).to_have_count(1)
    finally:
        watch.close()
    # gunicorn, stopped, received nothing. The port saw only the browser's own check for a newer service worker,
    # which it makes on navigation whatever set_offline says (unanswered here, as with no network), and
    # connections opened ahead of need with nothing sent: no page, file, ruling or save was asked of the server.
    asked = [r for r in watch.requests if r != "(nothing sent)"]
    assert all(r.startswith("GET /sw.js ") for r in asked), watch.requests

    assert (server.var_dir / "gunicorn.log").read_text() == log_at_stop
    server.start()
    context.set_offline(False)
    expect(page.locator('#waiting-cases li[data-state="saved"]')).to_contain_text("A revoke ruled in the cellar")
    page.reload()
    expect(page.locator("#offline-status")).to_contain_text("Ready to rule offline", timeout=120_000)
    expect(page.locator('#waiting-cases li[data-state="waiting"]')).to_have_count(0)
    page.close()
    assert server.saved_titles().count("A revoke ruled in the cellar") == 1
    assert errors == [], errors
    assert refused_methods(page.console) == [], page.console  # type: ignore[attr-defined]


def test_online_but_the_site_out_of_reach_the_phone_rules_and_keeps_the_case(server: Server, phone) -> None:  # type: ignore[no-untyped-def]
    page, errors = open_builder(phone)
    server.stop()
    watch = Watch(server.port)  # takes the port and closes every connection: the site is out of reach
    try:
        assert page.evaluate("navigator.onLine") is True
        # The builder itself comes from the phone (the service worker's network-first page, the network failing).
        page.reload()
        expect(page.locator("#builder")).to_be_visible()
        case, offence, law = FIRST_SCREEN_CASES["a revoke"]
        load(page, {**case, "title": "A revoke ruled under a dead signal"})
        expect(page.locator("#answered-by")).to_contain_text("engine on this device", timeout=120_000)
        # "Get the ruling" asks the site first; it does not answer, so the engine on the phone rules, laws quoted,
        # where the page used to be sent to the site and lost.
        page.click("#get-ruling-now")
        ruling = page.locator("#offline-ruling")
        expect(ruling).to_contain_text("from the engine on this device")
        expect(ruling.locator(f'details.law-quote[data-law="{case["code"]}:{law}"] .law-text')).to_contain_text(
            LAWS_QUOTED["a revoke"]
        )
        assert page.url.endswith("/cases/new/")
        page.click("#save-case")
        waiting = page.locator('#waiting-cases li[data-state="waiting"]')
        expect(waiting).to_contain_text("A revoke ruled under a dead signal")
        # A saved case's page out of reach: the page saying what works without the site.
        other = phone.new_page()
        other.goto("/cases/1/")
        expect(other.locator("h1")).to_have_text("Using the site without a network")
        other.close()
        assert page.evaluate("navigator.onLine") is True
    finally:
        watch.close()
    assert any(r.startswith("HEAD /offline/ ") for r in watch.requests), watch.requests  # the site was asked first
    # The site answers again: the waiting case goes by itself (the "online" event never comes), saved once.
    server.start()
    saved = page.locator('#waiting-cases li[data-state="saved"]')
    expect(saved).to_contain_text("A revoke ruled under a dead signal", timeout=60_000)
    expect(waiting).to_have_count(0)
    page.close()
    assert server.saved_titles().count("A revoke ruled under a dead signal") == 1
    assert errors == [], errors
    assert refused_methods(page.console) == [], page.console  # type: ignore[attr-defined]


def test_after_log_out_the_phone_never_shows_the_referees_pages(server: Server, phone) -> None:  # type: ignore[no-untyped-def]
    """Last in the module: it signs the phone out. Its pages were kept signed in (the referee's name, his "Log out",
    his waiting cases); after he logs out, offline, the builder comes back as a signed-out visitor sees it."""
    page, errors = open_builder(phone)
    expect(page.locator("header.site nav")).to_contain_text("Log out table-referee")
    page.goto("/accounts/logout/")  # on the phone the header's links are behind Menu
    page.click("main button[type=submit]")
    expect(page.locator("header.site nav")).to_contain_text("Log in")  # behind Menu on the phone
    # The service worker keeps the pages again without the account's cookie; the builder, kept signed out, is there
    # once the offline page served from the phone says the builder is ready.
    kept_signed_out = """async () => {
      const kept = await (await caches.open("laws-offline")).match("/cases/new/");
      return kept ? (await kept.text()).includes("Log in") : false;
    }"""
    page.wait_for_function(kept_signed_out, polling=100)
    phone.set_offline(True)
    server.stop()
    watch = Watch(server.port)
    try:
        page.goto("/cases/new/")
        expect(page.locator("#builder")).to_be_visible()
        expect(page.locator("header.site")).not_to_contain_text("table-referee")
        expect(page.locator("header.site nav")).to_contain_text("Log in")
        expect(page.locator("#waiting-cases li")).to_have_count(0)
        page.goto("/offline/")
        expect(page.locator("header.site")).not_to_contain_text("table-referee")
    finally:
        watch.close()
        phone.set_offline(False)
    page.close()
    assert errors == [], errors
