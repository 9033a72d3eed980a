"""A case saved on a phone without a network reaches the site once, whatever happens to the answers."""

from __future__ import annotations

import json
import uuid

import pytest
from django.test import Client

from cases.models import SavedCase
from tests.e2e.test_builder_at_the_table import FIRST_SCREEN_CASES

pytestmark = pytest.mark.django_db

CASE = {**FIRST_SCREEN_CASES["a revoke"][0], "title": "A revoke ruled in the cellar"}


def post(client: Client, body: object) -> tuple[int, dict[str, object]]:
    response = client.post("/offline/save/", json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def test_the_key_is_the_accounts_own_another_account_sending_it_saves_its_own_case(client, referee, other_referee):
    # The duplicate key was the site's: a second account sending the same key was told "saved, again" and its
    # case was dropped.
    key = str(uuid.uuid4())
    client.force_login(referee)
    status, first = post(client, {"key": key, "case": json.dumps(CASE), "public": False})
    assert status == 201
    client.force_login(other_referee)
    theirs = {**CASE, "title": "Another referee's revoke"}
    status, second = post(client, {"key": key, "case": json.dumps(theirs), "public": False})
    assert status == 201 and second["again"] is False and second["saved"] != first["saved"]
    assert SavedCase.objects.get(pk=second["saved"]).owner == other_referee
    assert SavedCase.objects.get(pk=second["saved"]).title == "Another referee's revoke"


def test_a_case_sent_twice_is_saved_once(client, referee):
    client.force_login(referee)
    key = str(uuid.uuid4())
    status, first = post(client, {"key": key, "case": json.dumps(CASE), "public": False})
    assert status == 201 and first["again"] is False
    status, again = post(client, {"key": key, "case": json.dumps(CASE), "public": False})
    assert status == 200 and again["again"] is True and again["saved"] == first["saved"]
    saved = SavedCase.objects.get()
    assert (saved.owner, saved.title, saved.public) == (referee, "A revoke ruled in the cellar", False)
    assert saved.ruling["valid"] and saved.ruling["findings"][0]["kind"] == "revoke"


def test_a_reader_is_asked_to_log_in_and_nothing_is_saved(client, reader_account):
    status, answer = post(client, {"key": str(uuid.uuid4()), "case": json.dumps(CASE)})
    assert status == 403 and "Log in" in str(answer["detail"])
    client.force_login(reader_account)
    status, answer = post(client, {"key": str(uuid.uuid4()), "case": json.dumps(CASE)})
    assert status == 403 and answer["field"] == "session"
    assert not SavedCase.objects.exists()


@pytest.mark.parametrize(
    "body,field",
    [
        ({"key": "not-a-uuid", "case": "{}"}, "key"),
        ({"key": str(uuid.uuid4())}, "case"),
        ({"key": str(uuid.uuid4()), "case": json.dumps(CASE), "public": "yes"}, "public"),
        ({"key": str(uuid.uuid4()), "case": json.dumps({"code": "club-1864", "events": "many"})}, "case"),
        ([1, 2], "body"),
    ],
)
def test_bad_input_is_refused_naming_the_field(client, referee, body, field):
    client.force_login(referee)
    status, answer = post(client, body)
    assert status == 400 and answer["field"] == field
    assert not SavedCase.objects.exists()


def test_the_save_needs_the_csrf_token(referee):
    client = Client(enforce_csrf_checks=True)
    client.force_login(referee)
    status = client.post(
        "/offline/save/",
        json.dumps({"key": str(uuid.uuid4()), "case": json.dumps(CASE)}),
        content_type="application/json",
    ).status_code
    assert status == 403
    assert not SavedCase.objects.exists()
