"""Every door of the engine gives a clear answer to any input: the API (400 with a JSON `detail` for a
body it cannot read, never 500), `manage.py rule` (a ruling or one line, never a traceback) and the
case pages (the builder again with the message, never 500, nothing saved)."""

import json
import os
import subprocess
import sys
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from cases.models import SavedCase
from engine import MAX_TEXT

pytestmark = pytest.mark.django_db

CASE = '{"code": "club-1864", "dealer": "W", "trump": "2C", "title": %s, "events": [%s]}'
SURROGATE = CASE % ('"\\ud800"', "")
HUGE = CASE % ('"t"', '{"type": "claim", "seat": "N", "kind": "honours", "count": ' + "9" * 5000 + "}")
UNREADABLE = {
    "not JSON": (b"{oops", "not valid JSON"),
    "not UTF-8": (b'{"code": "club-1864", "title": "\xff"}', "not UTF-8"),
    "a lone surrogate": (SURROGATE.encode(), "not valid Unicode"),
    "too large": (b" " * (MAX_TEXT + 1), "at most"),
}


@pytest.mark.parametrize("name", UNREADABLE)
def test_api_answers_400_with_detail_for_a_body_it_cannot_read(client, name):
    body, words = UNREADABLE[name]
    r = client.post("/api/v1/rulings/", data=body, content_type="application/json")
    assert r.status_code == 400
    data = r.json()
    assert words in data["detail"] and data["valid"] is False and data["errors"][0]["message"] == data["detail"]


def test_api_answers_a_huge_number_with_an_error_naming_the_field(client):
    r = client.post("/api/v1/rulings/", data=HUGE, content_type="application/json")
    assert r.status_code == 200
    (error,) = r.json()["errors"]
    assert error["field"] == "events.0.count" and "a very large number" in error["message"]


def rule_command(path):
    out = StringIO()
    call_command("rule", str(path), "--compact", stdout=out)
    return json.loads(out.getvalue())


@pytest.mark.parametrize("name", [n for n in UNREADABLE if n != "too large"])
def test_rule_command_prints_a_ruling_for_text_it_cannot_read(tmp_path, name):
    body, words = UNREADABLE[name]
    path = tmp_path / "case.json"
    path.write_bytes(body)
    ruling = rule_command(path)
    assert ruling["valid"] is False and words in ruling["errors"][0]["message"]


def test_rule_command_huge_number_and_a_directory(tmp_path):
    path = tmp_path / "case.json"
    path.write_text(HUGE)
    assert rule_command(path)["errors"][0]["field"] == "events.0.count"
    with pytest.raises(CommandError, match="Cannot read the case file"):
        call_command("rule", str(tmp_path), stdout=StringIO())


def test_rule_command_as_a_process_never_prints_a_traceback(tmp_path):
    path, spade = tmp_path / "case.json", tmp_path / "spade.json"
    path.write_text(SURROGATE)
    spade.write_text('{"code": "club-1864", "dealer": "♠", "trump": "2C", "events": []}')  # echoed in the error
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test", "PYTHONIOENCODING": "ascii"}
    for args in ([str(path)], [str(spade)], [str(tmp_path)]):
        p = subprocess.run(
            [sys.executable, "manage.py", "rule", "--no-precedents", *args],
            capture_output=True,
            text=True,
            cwd=settings.BASE_DIR,
            env=env,
        )
        assert "Traceback" not in p.stderr and p.stdout + p.stderr
        assert len(p.stderr.strip().splitlines()) <= 1, p.stderr


@pytest.mark.parametrize("url", ["/cases/rule/", "/cases/download/", "/cases/save/"])
@pytest.mark.parametrize("text, words", [(SURROGATE, "not valid Unicode"), (HUGE, "a very large number")])
def test_case_pages_answer_with_the_builder_and_the_message(client, referee, url, text, words):
    client.force_login(referee)
    r = client.post(url, {"case": text})
    if url == "/cases/download/" and text == HUGE:
        assert r.status_code == 200  # readable JSON is handed back as it was typed
        return
    assert r.status_code == 400
    assert words in r.content.decode()
    assert not SavedCase.objects.exists()
