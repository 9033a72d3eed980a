"""An adopted decision of the committee, and a client signed in per role."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from cases.adoption import decision_adopt
from decisions.models import Decision
from decisions.rulings import ruling_for_text
from tests.factories import saved_case

ROLES = ["anonymous", "no role", "referee", "committee", "administrator"]


@pytest.fixture
def adopted(committee, referee, revoke_case) -> Decision:  # type: ignore[no-untyped-def]
    ruling = ruling_for_text(json.dumps(revoke_case))
    case = saved_case(referee, revoke_case, title="E revokes", ruling=ruling)
    return decision_adopt(case=case, by=committee, holding_markdown="The revoke stands.", title="E revokes")


@pytest.fixture
def client_as(make_user):  # type: ignore[no-untyped-def]
    """A test client signed in with the given role ("anonymous": not signed in; "no role": an account without one)."""

    def make(role: str) -> Client:
        client = Client()
        if role != "anonymous":
            client.force_login(make_user(f"user-{role.replace(' ', '-')}", None if role == "no role" else role))
        return client

    return make
