"""The engine on the phone gives the server's ruling: every case file, ruled by Pyodide in Chromium's worker.

The case files are the folders scripts/compare_rulings.py reads (tests/engine/saved_rulings.py), their
`*.expected.json` left out. Pyodide is loaded once and every case is ruled in one message, so the whole
comparison costs one start of Python in the browser.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from django.urls import reverse

from engine import rule_text
from tests.engine.saved_rulings import CASE_FOLDERS

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="browser tests run on SQLite"),
]


def case_files() -> list[Path]:
    files = []
    for folder in CASE_FOLDERS.values():
        files += sorted(p for p in folder.rglob("*.json") if not p.name.endswith(".expected.json"))
    return files


def server_text(text: str) -> str:
    """The server's ruling (the API adds only precedents to it), as JSON text."""
    return json.dumps(rule_text(text), ensure_ascii=False)


RULE_ALL = """async ([module, texts]) => {
  const engine = await import(module);
  const timings = await engine.startEngine();
  const rulings = await engine.ruleAllOnPhone(texts);
  return { timings, rulings: rulings.map((r) => r.ruling) };
}"""


def test_every_case_file_gets_the_servers_ruling_from_the_engine_on_the_phone(live_server, browser, corpus):
    files = case_files()
    assert len(files) > 200, "the case folders were not found"
    texts = [f.read_text(encoding="utf-8") for f in files]
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.url + reverse("offline:page"))
    module = page.evaluate("() => new URL(document.querySelector('script[type=module]').src).href")
    module = module.replace("offline-page.js", "engine-on-phone.js")
    got = page.evaluate(RULE_ALL, [module, texts])
    context.close()
    assert not errors
    differ = [str(f) for f, text, phone in zip(files, texts, got["rulings"], strict=True) if phone != server_text(text)]
    assert not differ, f"{len(differ)} of {len(files)} rulings differ, first: {differ[:5]}"
