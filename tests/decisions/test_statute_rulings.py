"""A case carrying the club's statutes through the doors of the engine: POST /api/v1/rulings/ and manage.py rule."""

import json
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command

pytestmark = pytest.mark.django_db

CASE = settings.BASE_DIR / "tests" / "engine" / "cases" / "law-72-v-revoke-scores-before-tricks-and-honours.case.json"
STATUTES = [
    {"law": "72", "provision": "revoke_penalty", "value": 2},
    {"law": "2", "provision": "game", "value": 7},
]


def amended_case():
    case = json.loads(CASE.read_text())
    case["amendments"] = STATUTES
    return case


def test_the_api_rules_under_the_statutes_and_marks_the_revoke(client):
    r = client.post("/api/v1/rulings/", data=amended_case(), content_type="application/json")
    assert r.status_code == 200
    ruling = r.json()
    assert ruling["valid"] is True
    assert ruling["result"] == {"score": {"NS": 6, "EW": 4}, "game": None}
    (revoke,) = [f for f in ruling["findings"] if f["kind"] == "revoke"]
    assert revoke["amended"] is True and "as amended by the club's statutes" in revoke["summary"]


def test_the_api_names_the_bad_amendment(client):
    case = amended_case()
    case["amendments"] = [{"law": "72", "provision": "revoke_penalty", "value": 99}]
    ruling = client.post("/api/v1/rulings/", data=case, content_type="application/json").json()
    assert ruling["valid"] is False
    assert [e["field"] for e in ruling["errors"]] == ["amendments.0.value"]


def test_the_rule_command_reads_the_statutes(tmp_path):
    path = tmp_path / "case.json"
    path.write_text(json.dumps(amended_case()))
    out = StringIO()
    call_command("rule", str(path), "--compact", stdout=out)
    ruling = json.loads(out.getvalue())
    assert ruling["result"] == {"score": {"NS": 6, "EW": 4}, "game": None}
    assert any(f.get("amended") for f in ruling["findings"])
