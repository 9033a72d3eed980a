"""The meetings API: the minutes for everyone, holding a meeting, a motion and its votes for the committee, with
a token or a session; bad input is a 400 naming the field."""

from __future__ import annotations

import json

import pytest

from accounts.tokens import token_make
from appeals.models import Appeal
from meetings.models import Motion
from tests.factories import open_appeal, votes_cast

pytestmark = pytest.mark.django_db


@pytest.fixture
def members(make_user):
    return [make_user(name, "committee") for name in ("ada", "bea", "cy")]


def post(client, url, body, token=None):
    headers = {"HTTP_AUTHORIZATION": f"Token {token}"} if token else {}
    return client.post(url, json.dumps(body), content_type="application/json", **headers)


def test_a_meeting_decides_an_appeal_by_the_api_with_a_token_and_the_minutes_show_the_dissent(
    client, settings, referee, members
):
    settings.COMMITTEE_QUORUM = 2
    appeal = open_appeal(referee)
    _, token = token_make(user=members[0], lifetime=None)
    held = post(client, "/api/v1/meetings/", {"held_on": "2026-05-01", "present": ["ada", "bea", "cy"]}, token)
    assert held.status_code == 201, held.content
    meeting = held.json()
    assert meeting["quorum"] == 2 and meeting["present"] == ["ada", "bea", "cy"]

    alone = post(client, f"/api/v1/appeals/{appeal.pk}/decision/", {"outcome": "upheld", "reasons": "Mine."}, token)
    assert alone.status_code == 400 and "decides at a meeting" in alone.json()["detail"]

    motion = post(
        client,
        f"/api/v1/meetings/{meeting['id']}/motions/",
        {
            "kind": "decide_appeal",
            "subject": f"appeal:{appeal.pk}",
            "terms": {"outcome": "upheld"},
            "text": "It stands.",
        },
        token,
    )
    assert motion.status_code == 201, motion.content
    assert motion.json()["state"] == "open"
    assert client.get(f"/api/v1/appeals/{appeal.pk}/").json()["outcome"] == "open"

    votes_url = f"/api/v1/meetings/{meeting['id']}/motions/1/votes/"
    tokens = [token] + [token_make(user=m, lifetime=None)[1] for m in members[1:]]
    for vote, own in zip(({"choice": "for"}, {"choice": "for"}), tokens[:2], strict=True):
        answer = post(client, votes_url, vote, own)
        assert answer.status_code == 200 and answer.json()["state"] == "open", answer.content
    carried = post(client, votes_url, {"choice": "against", "reasons": "Too *late*."}, tokens[2])
    assert carried.status_code == 200, carried.content
    assert carried.json()["state"] == "carried"
    assert client.get(f"/api/v1/appeals/{appeal.pk}/").json()["outcome"] == "upheld"

    minutes = client.get(f"/api/v1/meetings/{meeting['id']}/").json()
    (only,) = minutes["motions"]
    assert only["subject"] == f"appeal:{appeal.pk}"
    assert [(v["member"], v["choice"], v["dissent"]) for v in only["votes"]] == [
        ("ada", "for", False),
        ("bea", "for", False),
        ("cy", "against", True),
    ]
    assert only["votes"][2]["reasons"] == "Too *late*."
    assert [v["recorded_by"] for v in only["votes"]] == [None, None, None]


def test_bad_input_is_a_400_naming_the_field(client, referee, members):
    client.force_login(members[0])
    assert post(client, "/api/v1/meetings/", {"present": ["nobody"]}).json()["present"] == "No account is named nobody."
    no_day = post(client, "/api/v1/meetings/", {"held_on": "May", "present": ["ada"]})
    assert no_day.status_code == 400 and "held_on" in no_day.content.decode()
    meeting = post(client, "/api/v1/meetings/", {"present": ["ada"]}).json()
    wrong = post(
        client,
        f"/api/v1/meetings/{meeting['id']}/motions/",
        {"kind": "decide_appeal", "subject": "law:club-1864:72", "text": "x"},
    )
    assert wrong.status_code == 400 and "names a appeal" in wrong.content.decode()
    appeal = open_appeal(referee)
    refused = post(
        client,
        f"/api/v1/meetings/{meeting['id']}/motions/",
        {"kind": "decide_appeal", "subject": f"appeal:{appeal.pk}", "terms": {"outcome": "reversed"}, "text": "x"},
    )
    assert refused.status_code == 400 and "a reversal states the ruling that stands instead" in refused.json()["detail"]
    assert not Motion.objects.exists() and Appeal.objects.get(pk=appeal.pk).is_open


@pytest.mark.parametrize("motions", [1, 3])
def test_the_meetings_api_costs_the_same_queries_however_many_motions(
    client, referee, members, motions, django_assert_max_num_queries
):
    from meetings.services import meeting_hold, motion_move

    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=None, present=members)
    for _ in range(motions):
        motion = motion_move(
            meeting=meeting,
            by=ada,
            kind="decide_appeal",
            appeal=open_appeal(referee),
            terms={"outcome": "upheld"},
            text="Yes.",
        )
        votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "No.")})
    with django_assert_max_num_queries(3):
        assert client.get("/api/v1/meetings/").status_code == 200
    with django_assert_max_num_queries(5):
        assert client.get(f"/api/v1/meetings/{meeting.pk}/").status_code == 200
