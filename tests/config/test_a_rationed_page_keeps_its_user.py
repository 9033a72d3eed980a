"""A page sharing the API's ration (the builder's ruling) still knows who is signed in: reading the ration must
not leave the page with an anonymous user, or a referee's ruling offers "log in" instead of "Save the case"."""

from __future__ import annotations

import json

import pytest
from django.test import override_settings

from tests.conftest import REVOKE_CASE

pytestmark = pytest.mark.django_db

FORM = {"case": json.dumps(REVOKE_CASE), "under": "case"}


@override_settings(API_THROTTLE_ANON_RULINGS="2/minute")
def test_a_signed_in_referee_rules_and_may_save_the_ruling(client, referee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(referee)
    for _ in range(3):  # past the anonymous ration: a signed-in referee is not rationed
        r = client.post("/cases/rule/", FORM)
        assert r.status_code == 200
        page = r.content.decode()
        assert r.context["user"] == referee and r.context["can_save"] is True
        assert 'id="save-case"' in page and "log in as a referee" not in page
        assert f"Log out {referee.get_username()}" in page


def test_an_anonymous_reader_is_asked_to_log_in_to_save(client) -> None:  # type: ignore[no-untyped-def]
    r = client.post("/cases/rule/", FORM)
    assert r.status_code == 200 and r.context["can_save"] is False
    assert 'id="save-case"' not in r.content.decode() and "log in as a referee" in r.content.decode()
