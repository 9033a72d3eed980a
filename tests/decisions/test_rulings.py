"""The doors of the rules engine: `manage.py rule` and POST /api/v1/rulings/, with precedents."""

import json
import subprocess
import sys
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tests.factories import REVOKE_BY_SOUTH as REVOKE

pytestmark = pytest.mark.django_db

SHARED_CASES = settings.BASE_DIR.parent / "shared" / "cases"


def rule_command(*args, stdin=None):
    out = StringIO()
    if stdin is not None:
        old = sys.stdin
        sys.stdin = StringIO(stdin)
    try:
        call_command("rule", *args, stdout=out)
    finally:
        if stdin is not None:
            sys.stdin = old
    return json.loads(out.getvalue())


def test_rule_command_prints_the_ruling_with_precedents(tmp_path):
    path = tmp_path / "revoke.case.json"
    path.write_text(json.dumps(REVOKE))
    ruling = rule_command(str(path))
    assert ruling["valid"] is True
    revoke = [f for f in ruling["findings"] if f["kind"] == "revoke"]
    assert revoke and revoke[0]["offender"] == "S" and {"72", "73"} <= set(revoke[0]["laws"])
    ids = [p["id"] for p in ruling["precedents"]]
    assert ids and all(p["authority"]["slug"] for p in ruling["precedents"])
    assert "clay-case-7" in ids


def test_rule_command_reads_standard_input():
    assert rule_command("-", stdin=json.dumps(REVOKE))["valid"] is True


def test_rule_command_not_json_is_an_invalid_ruling_not_a_traceback():
    ruling = rule_command("-", stdin="{not json")
    assert ruling["valid"] is False and ruling["errors"][0]["message"]


def test_rule_command_missing_file_says_so():
    with pytest.raises(CommandError, match="Cannot read the case file"):
        call_command("rule", "/nonexistent/case.json", stdout=StringIO())


def test_rule_command_as_a_process_exits_0_for_an_invalid_case(tmp_path):
    path = tmp_path / "bad.case.json"
    path.write_text('{"code": "club-1864", "dealer": "X", "trump": "1X", "events": [{"type": "jump"}]}')
    p = subprocess.run(
        [sys.executable, "manage.py", "rule", str(path)],
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
        env={**__import__("os").environ, "DJANGO_SETTINGS_MODULE": "config.settings.test"},
    )
    assert p.returncode == 0, p.stderr
    ruling = json.loads(p.stdout)
    fields = {e["field"] for e in ruling["errors"]}
    assert ruling["valid"] is False and {"dealer", "trump", "events.0.type"} <= fields
    assert "Traceback" not in p.stderr


def test_api_rulings_answers_the_ruling(client):
    r = client.post("/api/v1/rulings/", data=json.dumps(REVOKE), content_type="application/json")
    assert r.status_code == 200
    data = r.json()
    assert data["valid"] is True and data["precedents"]


def test_api_rulings_invalid_case_is_200_with_errors(client):
    r = client.post("/api/v1/rulings/", data=json.dumps({"code": "bridge"}), content_type="application/json")
    assert r.status_code == 200
    data = r.json()
    assert data["valid"] is False and any(e["field"] == "code" for e in data["errors"])


def test_api_rulings_not_json_is_400_with_the_same_shape(client):
    r = client.post("/api/v1/rulings/", data="{oops", content_type="application/json")
    assert r.status_code == 400
    data = r.json()
    assert data["valid"] is False and data["errors"][0]["field"] == "" and data["errors"][0]["event"] is None


def test_api_rulings_needs_no_csrf_token(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    r = strict.post("/api/v1/rulings/", data=json.dumps(REVOKE), content_type="application/json")
    assert r.status_code == 200


@pytest.mark.parametrize(
    "name", sorted(p.name for p in SHARED_CASES.glob("*.case.json")) if SHARED_CASES.is_dir() else []
)
def test_shared_cases_through_the_api_always_answer(client, name):
    body = (SHARED_CASES / name).read_text()
    r = client.post("/api/v1/rulings/", data=body, content_type="application/json")
    assert r.status_code == 200 and "valid" in r.json()


def share_of_the_profile(fraction: float) -> int:
    """A dearer property runs this share of the profile's examples: fewer in `make test`, more in `make fuzz`."""
    return max(1, int(hsettings.default.max_examples * fraction))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)


@hsettings(
    max_examples=share_of_the_profile(0.6), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=json_values)
def test_api_rulings_any_json_gets_a_ruling(client, body):
    r = client.post("/api/v1/rulings/", data=json.dumps(body), content_type="application/json")
    assert r.status_code == 200 and isinstance(r.json()["valid"], bool)


@hsettings(
    max_examples=share_of_the_profile(0.6), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    mutation=st.sampled_from(["drop", "card", "seat", "type"]),
    index=st.integers(min_value=0, max_value=7),
    junk=st.text(max_size=4),
)
def test_api_rulings_mutated_cases_get_a_ruling(client, mutation, index, junk):
    case = json.loads(json.dumps(REVOKE))
    event = case["events"][index]
    if mutation == "drop":
        event.pop(next(iter(event)))
    elif mutation == "card" and "card" in event:
        event["card"] = junk
    elif mutation == "seat":
        event["seat"] = junk
    else:
        event["type"] = junk
    r = client.post("/api/v1/rulings/", data=json.dumps(case), content_type="application/json")
    assert r.status_code == 200 and isinstance(r.json()["valid"], bool)


@hsettings(max_examples=share_of_the_profile(0.3), deadline=None)  # a process each
@given(text=st.text(max_size=40))
def test_rule_command_any_text_gets_a_ruling(text):
    ruling = rule_command("-", stdin=text)
    assert isinstance(ruling["valid"], bool)


def test_precedent_order_shares_most_laws_first():
    from decisions.rulings import precedents_for

    out = precedents_for([("club-1864", "72"), ("club-1864", "73")])
    shared = [len(p["laws"]) for p in out]
    assert shared == sorted(shared, reverse=True) and shared[0] == 2


def test_decisions_named_by_a_finding_come_first():
    from decisions.rulings import precedents_for

    out = precedents_for([("club-1864", "72"), ("club-1864", "73")], named=["clay-case-7"])
    assert out[0]["id"] == "clay-case-7"
    assert precedents_for([], named=["clay-case-14"])[0]["id"] == "clay-case-14"
