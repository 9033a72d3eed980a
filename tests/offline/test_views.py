"""The service worker, the web app manifest, the list of what is kept and the laws kept for offline rulings."""

from __future__ import annotations

import hashlib
import json

import pytest
from django.contrib.staticfiles import finders

from offline.archive import archive_name, stdlib_name

pytestmark = pytest.mark.django_db


def test_the_service_worker_is_served_at_the_root_for_the_whole_site(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    assert "no-cache" in response["Cache-Control"]
    assert b"/offline/bundle.json" in response.content
    # Only the kept pages and data are answered from the phone when the server is slow; nothing else.
    assert b'const KEPT = new Set(["/cases/new/", "/offline/", "/offline/manifest.webmanifest", ' in response.content
    assert b"{%" not in response.content and b"{{" not in response.content


def test_the_policy_allows_webassembly_and_our_worker_and_nothing_inline(client):
    policy = client.get("/offline/")["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";") if d.strip())
    assert directives["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert directives["worker-src"] == "'self'"
    assert "unsafe-inline" not in policy and "'unsafe-eval'" not in policy


def test_the_builder_keeps_the_offline_files_on_each_visit_but_under_the_test_settings(client, settings):
    """The page tells builder-offline.js whether to keep the files and start the engine when it opens."""
    assert b'data-keep-on-visit="no"' in client.get("/cases/new/").content  # the test settings
    settings.OFFLINE_KEEP_ON_VISIT = True  # the site's own settings (config/settings/base.py)
    assert b'data-keep-on-visit="yes"' in client.get("/cases/new/").content


def test_the_manifest_installs_the_builder_standalone(client):
    response = client.get("/offline/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["start_url"] == "/cases/new/"
    assert manifest["display"] == "standalone"
    assert manifest["name"] == "Laws of Whist and Euchre"
    for icon in manifest["icons"]:
        assert finders.find(icon["src"].removeprefix("/static/")), icon["src"]


def test_the_builder_and_the_offline_page_link_the_manifest_and_a_readers_page_does_not(client):
    assert b'rel="manifest"' in client.get("/cases/new/").content
    assert b'rel="manifest"' in client.get("/offline/").content
    assert b'rel="manifest"' not in client.get("/laws/club-1864/").content


def test_the_bundle_lists_every_kept_file_with_its_size_and_digest(client):
    bundle = client.get("/offline/bundle.json").json()
    urls = {f["url"] for f in bundle["files"]}
    assert "/static/offline/pyodide/314.0.7/pyodide.asm.wasm" in urls
    assert f"/static/{archive_name()}" in urls and f"/static/{stdlib_name()}" in urls
    assert not any(url.endswith("python_stdlib.zip") for url in urls)  # Pyodide's whole library: ours instead
    assert "/static/js/case-builder.js" in urls and "/static/css/cases.css" in urls
    for f in bundle["files"]:
        path = finders.find(f["url"].removeprefix("/static/"))
        data = open(path, "rb").read()
        assert (len(data), hashlib.sha256(data).hexdigest()) == (f["bytes"], f["sha256"]), f["url"]
    pages = {p["url"] for p in bundle["pages"]}
    assert pages == {
        "/cases/new/",
        "/offline/",
        "/offline/manifest.webmanifest",
        "/api/v1/case-schema.json",
        "/offline/library.json",
    }


def test_the_library_holds_the_three_codes_laws_the_concordance_and_the_statutes(client):
    library = client.get("/offline/library.json").json()
    assert set(library["laws"]) == {"club-1864", "american-1890", "euchre-1888"}
    law = library["laws"]["club-1864"]["72"]
    assert law["url"] == "/laws/club-1864/72/" and (law["text"] or law["clauses"])
    assert library["concordance"] and all(m["laws"] for m in library["concordance"])
    assert set(library["statutes"]) == set(library["laws"])


def test_the_offline_page_answers_the_builders_reachability_check(client):
    """The builder asks `HEAD /offline/` (the address it carries) before a ruling or a save: answered, not refused."""
    probe = client.get("/cases/new/").content.decode().split('data-probe-url="')[1].split('"')[0]
    assert probe == "/offline/"
    answer = client.head(probe)
    assert answer.status_code == 200 and answer.content == b""
    assert client.post(probe).status_code == 405  # a safe method only: the page changes nothing
