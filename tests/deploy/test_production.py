"""The production settings as an operator runs them: `check --deploy`, and gunicorn serving the site.

These run manage.py and gunicorn in child processes with config.settings.prod and the environment
a deployment sets; the server listens on 127.0.0.1 only and is stopped when the module ends
(and by `timeout` after ten minutes whatever happens). Its database is a SQLite file of its own, a copy of the
suite's (migrated, the corpus loaded): what is tested here is serving, headers and static files, not the database.
"""

from __future__ import annotations

import gzip
import http.client
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.notices.smtp import SMTPServer
from tests.suite_database import sqlite_copy_of_the_suite_database, suite_database_with_the_corpus

# The child processes keep their own SQLite database whatever the suite runs on: once is enough.
pytestmark = [
    pytest.mark.skipif(
        os.environ.get("DATABASE_URL", "").startswith("postgres"),
        reason="serving is tested once, in the SQLite run; the server's own database is SQLite either way",
    ),
    # The server's database is a copy of the suite's: the mark has it made even when these tests run alone.
    pytest.mark.django_db,
]

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
GUNICORN = str(Path(PYTHON).with_name("gunicorn"))
HOST = "whist.example.org"
BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


def production_env(var_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "LAWS_", "DATABASE_URL"))}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings.prod",
        DJANGO_SECRET_KEY="x7Qe1Lr-Vb3Np9Tk2Wm5Zs8Hc4Jd6Fg0Ay_Ru7Ei3Ow1Qt5Yp9Kl2Nx4Cv6Bm8Dz0",
        DJANGO_ALLOWED_HOSTS=HOST,
        LAWS_VAR_DIR=str(var_dir),
        DATABASE_URL=f"sqlite:///{var_dir / 'db.sqlite3'}",
        LOG_LEVEL="WARNING",
    )
    env.update(extra)
    return env


def manage(env: dict[str, str], *args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )


def link_static(collected: Path, var_dir: Path) -> None:
    """The collected static files (the `collected_static` fixture, tests/conftest.py) linked into a server's var/."""
    shutil.copytree(collected / "static", var_dir / "static", copy_function=os.link)


def test_check_deploy_is_clean_with_the_production_settings(tmp_path):
    # As a deployment sets it: PostgreSQL (check --deploy does not connect to it).
    env = production_env(tmp_path, DATABASE_URL="postgres://laws:secret@db.example.org/laws")
    done = manage(env, "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "System check identified no issues" in done.stdout


def test_the_production_settings_say_which_variable_is_missing(tmp_path):
    env = production_env(tmp_path)
    del env["DJANGO_SECRET_KEY"]
    done = manage(env, "check")
    assert done.returncode != 0
    assert "DJANGO_SECRET_KEY is not set" in done.stderr


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def mail_server() -> Iterator[SMTPServer]:
    """The mail server the deployment is given (EMAIL_HOST, EMAIL_PORT): a real one on 127.0.0.1."""
    server = SMTPServer().start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def server(
    tmp_path_factory, collected_static, mail_server, django_db_setup, django_db_blocker
) -> Iterator[tuple[int, Path]]:  # type: ignore[no-untyped-def]
    var_dir = tmp_path_factory.mktemp("prod-var")
    port = _free_port()
    env = production_env(
        var_dir,
        GUNICORN_BIND=f"127.0.0.1:{port}",
        WEB_CONCURRENCY="1",
        EMAIL_HOST="127.0.0.1",
        EMAIL_PORT=str(mail_server.port),
        NOTICES_SEND_EVERY="0.2",
    )
    link_static(collected_static, var_dir)
    # The site's database: a copy of the suite's (migrated, the corpus in it), as after a deployment.
    with django_db_blocker.unblock():
        suite_database_with_the_corpus()
        sqlite_copy_of_the_suite_database(var_dir / "db.sqlite3")
    log = (var_dir / "gunicorn.log").open("w")
    process = subprocess.Popen(
        ["timeout", "600", GUNICORN, "-c", "config/gunicorn.conf.py"], cwd=ROOT, env=env, stdout=log, stderr=log
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None, (var_dir / "gunicorn.log").read_text()
                time.sleep(0.2)
        else:
            pytest.fail("gunicorn did not start within 60 s: " + (var_dir / "gunicorn.log").read_text())
        yield port, var_dir
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def fetch(port: int, path: str, *, https: bool = True, **headers: str) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    sent = {"Host": HOST, **{k.replace("_", "-"): v for k, v in headers.items()}}
    if https:
        sent["X-Forwarded-Proto"] = "https"  # as the proxy that ends TLS says it
    conn.request("GET", path, headers=sent)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_plain_http_is_redirected_to_https(server):
    status, headers, _ = fetch(server[0], "/", https=False)
    assert status == 301 and headers["location"] == f"https://{HOST}/"


def test_pages_carry_hsts_and_the_content_security_policy(server):
    status, headers, body = fetch(server[0], "/")
    assert status == 200, body[:500]
    assert headers["strict-transport-security"] == "max-age=31536000; includeSubDomains; preload"
    policy = headers["content-security-policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy and "unsafe-inline" not in policy
    assert headers["x-content-type-options"] == "nosniff"


def test_every_compressed_copy_is_its_own_file_compressed(collected_static):
    """Each content is compressed once and its copies given to every name holding the same bytes (the file's own
    name and its hashed one, config/static_storage.py): each .gz and .br, opened, is the file beside it."""
    import brotli

    static = collected_static / "static"
    opened = {".gz": gzip.decompress, ".br": brotli.decompress}
    checked = set()
    for packed in static.rglob("*"):
        if packed.suffix in opened:
            assert opened[packed.suffix](packed.read_bytes()) == packed.with_suffix("").read_bytes(), packed
            checked.add(str(packed.relative_to(static)))
    wasm = [name for name in checked if name.endswith(".wasm.br")]
    assert len(wasm) == 2, wasm  # Pyodide's, under its own name and its hashed one


def test_static_files_are_hashed_compressed_and_cached_for_good(server):
    _, _, body = fetch(server[0], "/")
    css = re.search(r'href="(/static/css/site\.[0-9a-f]{12}\.css)"', body.decode())
    assert css, "the page links its stylesheet by a hashed name"
    status, headers, compressed = fetch(server[0], css.group(1), Accept_Encoding="gzip")
    assert status == 200 and headers["content-encoding"] == "gzip"
    assert "immutable" in headers["cache-control"]
    assert b"{" in gzip.decompress(compressed)


def test_the_admin_login_page_is_served_with_its_static_files(server):
    status, headers, body = fetch(server[0], "/admin/login/")
    assert status == 200 and "content-security-policy" in headers
    stylesheet = re.search(r'href="(/static/admin/css/base\.[0-9a-f]{12}\.css)"', body.decode())
    assert stylesheet
    assert fetch(server[0], stylesheet.group(1))[0] == 200
    assert "secure" in headers["set-cookie"].lower()


def test_the_api_answers_json_even_to_a_browser(server):
    status, headers, body = fetch(server[0], "/api/v1/codes/", Accept=BROWSER_ACCEPT)
    assert status == 200
    assert headers["content-type"] == "application/json"
    assert b"<html" not in body


def test_the_api_documentation_is_served_from_the_site_s_own_hashed_files(server):
    status, headers, body = fetch(server[0], "/api/v1/docs/")
    assert status == 200 and "script-src 'self'" in headers["content-security-policy"]
    files = re.findall(r'(?:src|href)="(/static/[^"]+)"', body.decode())
    assert any(re.search(r"swagger-ui-bundle\.[0-9a-f]{12}\.js$", f) for f in files), files
    assert any(re.search(r"js/api-docs\.[0-9a-f]{12}\.js$", f) for f in files), files
    assert all(fetch(server[0], f)[0] == 200 for f in files)
    status, headers, schema = fetch(server[0], "/api/v1/schema/")
    assert status == 200 and b'"openapi": "3.1.0"' in schema


def test_the_case_builder_runs_from_hashed_modules_under_the_production_settings(server):
    """Every module the builder imports is fetched by its hashed name (the storage rewrote the imports)."""
    chromium = "/usr/bin/chromium"
    if not os.access(chromium, os.X_OK):
        pytest.fail(f"{chromium} is missing: install Debian's chromium (make system-deps)")
    port = server[0]
    scripts: list[str] = []
    errors: list[str] = []
    failures: list[BaseException] = []

    def visit() -> None:
        try:
            _visit_the_builder(chromium, port, scripts, errors)
        except BaseException as exc:  # noqa: BLE001 - handed back to the test's own thread
            failures.append(exc)

    # Playwright's synchronous API refuses a thread where an event loop runs (the browser tests' own
    # Playwright may have started one in this process), so the visit has a thread of its own.
    visitor = threading.Thread(target=visit)
    visitor.start()
    visitor.join()
    if failures:
        raise failures[0]
    assert errors == []
    modules = [url.split("/static/", 1)[1] for url in scripts if "/static/js/" in url]
    assert len(modules) >= 20, modules
    unhashed = [m for m in modules if not re.search(r"\.[0-9a-f]{12}\.js$", m)]
    assert unhashed == []
    assert any(m.startswith("js/builder/views/play.") for m in modules)


def _visit_the_builder(chromium: str, port: int, scripts: list[str], errors: list[str]) -> None:
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as playwright:
        # The site's own host name, resolved to this server; the proxy in front would say the scheme was https.
        browser = playwright.chromium.launch(
            executable_path=chromium, args=["--headless", "--no-sandbox", f"--host-resolver-rules=MAP {HOST} 127.0.0.1"]
        )
        context = browser.new_context(extra_http_headers={"X-Forwarded-Proto": "https"})
        page = context.new_page()
        page.on("request", lambda request: scripts.append(request.url) if request.url.endswith(".js") else None)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"http://{HOST}:{port}/cases/new/")
        page.select_option("#b-trump", "2C")
        page.click('.play-grid button[data-play="AH"]')
        expect(page.locator("#reach-verdict")).to_contain_text("No irregularity so far")
        browser.close()


def test_serving_the_site_sends_the_queued_notices(server, mail_server):
    """gunicorn starts the notices' sender beside its workers: a notice queued is delivered with nothing else run."""
    port, var_dir = server
    env = production_env(var_dir)
    queued = manage(
        env,
        "shell",
        "-c",
        "from post_office import mail; mail.send(['ref@club.example'], 'committee@club.example', "
        "subject='An appeal lodged', message='Appeal 1.', priority='medium')",
    )
    assert queued.returncode == 0, queued.stderr
    received = mail_server.mailbox.wait_for(1)
    assert [r.to for r in received] == [["ref@club.example"]], (var_dir / "gunicorn.log").read_text()
    assert received[0].subject == "An appeal lodged"
