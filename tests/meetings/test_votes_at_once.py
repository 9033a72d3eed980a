"""Members voting at once, each with his own connection: every vote is kept, the motion is put once, when the
last is in, and its decision is filed once; meetings held at once on one day are numbered apart."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from appeals.models import Appeal
from meetings.models import Meeting, Motion
from meetings.services import meeting_hold, motion_move
from tests.factories import open_appeal

MEMBERS = 5
BUSY = {503} if connection.vendor == "sqlite" else set()  # SQLite takes one writer at a time


def at_once(members: list[Any], call: Callable[[APIClient], int]) -> list[int]:
    start, answers = threading.Barrier(len(members)), []

    def one(member: Any) -> None:
        api = APIClient()
        api.force_authenticate(member)
        start.wait()
        try:
            answers.append(call(api))
        finally:
            connection.close()

    threads = [threading.Thread(target=one, args=(m,)) for m in members]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return answers


@pytest.mark.django_db(transaction=True)
def test_the_last_votes_cast_at_once_put_the_motion_once(transactional_db, settings, make_user, referee) -> None:  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 3
    members = [make_user(f"member{i}", "committee") for i in range(MEMBERS)]
    meeting = meeting_hold(by=members[0], held_on=None, present=members)
    appeal = open_appeal(referee)
    terms = {"outcome": "upheld"}
    motion = motion_move(
        meeting=meeting, by=members[0], kind=Motion.DECIDE_APPEAL, appeal=appeal, terms=terms, text="Y"
    )
    url = f"/api/v1/meetings/{meeting.pk}/motions/{motion.number}/votes/"
    answers = at_once(members, lambda api: api.post(url, {"choice": "for"}, format="json").status_code)
    assert set(answers) <= {200} | BUSY and len(answers) == MEMBERS
    voted = [m for m in members if motion.votes.filter(member=m).exists()]
    assert len(voted) == answers.count(200)  # each vote answered 200 is kept
    for member in members:  # a member told the database was busy votes again
        if member not in voted:
            api = APIClient()
            api.force_authenticate(member)
            assert api.post(url, {"choice": "for"}, format="json").status_code == 200
    motion.refresh_from_db()
    assert motion.state == Motion.CARRIED and motion.votes.count() == MEMBERS
    assert Motion.history.filter(id=motion.pk, state=Motion.CARRIED).count() == 1  # put once
    assert Appeal.objects.get(pk=appeal.pk).decision is not None


@pytest.mark.django_db(transaction=True)
def test_meetings_held_at_once_on_one_day_are_numbered_apart(transactional_db, make_user) -> None:  # type: ignore[no-untyped-def]
    members = [make_user(f"member{i}", "committee") for i in range(MEMBERS)]
    answers = at_once(
        members,
        lambda api: (
            api.post("/api/v1/meetings/", {"present": [m.username for m in members]}, format="json").status_code
        ),
    )
    assert set(answers) <= {201} | BUSY
    numbers = sorted(Meeting.objects.values_list("number", flat=True))
    assert numbers == list(range(1, answers.count(201) + 1))
