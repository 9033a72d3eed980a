"""Ten members recording the same treatment at once: one row, and a clear answer to each of the others.

The check was `exists()` then insert, with no constraint: on PostgreSQL two identical rows were
left in 6 races of 18. The database now holds one treatment per (treating, treated, relation).
"""

from __future__ import annotations

import threading

import pytest
from django.db import IntegrityError, connection, transaction
from rest_framework.test import APIClient

from decisions.models import DecisionLink

MEMBERS = 10
ROUNDS = 3


@pytest.mark.django_db
def test_the_database_holds_one_treatment_per_relation(committee) -> None:  # type: ignore[no-untyped-def]
    printed = DecisionLink.objects.first()
    assert printed is not None
    with pytest.raises(IntegrityError), transaction.atomic():
        DecisionLink.objects.create(
            from_decision=printed.from_decision,
            to_decision=printed.to_decision,
            relation=printed.relation,
            position=99_999,
        )


@pytest.mark.django_db(transaction=True)
def test_members_recording_the_same_treatment_at_once_leave_one_row(transactional_db, make_user) -> None:  # type: ignore[no-untyped-def]
    members = [make_user(f"member{i}", "committee") for i in range(MEMBERS)]
    pairs = [("clay-case-7", "clay-case-2"), ("clay-case-2", "clay-case-7"), ("clay-case-7", "clay-lowered-hand")]
    for treating, treated in pairs[:ROUNDS]:
        start = threading.Barrier(MEMBERS)
        answers: list[int] = []

        def record(member, treating=treating, treated=treated, start=start, answers=answers) -> None:  # type: ignore[no-untyped-def]
            api = APIClient()
            api.force_authenticate(member)
            start.wait()
            try:
                response = api.post(
                    f"/api/v1/decisions/{treating}/treatments/",
                    {"decision": treated, "relation": "follows", "reason": "The same point."},
                    format="json",
                )
                answers.append(response.status_code)
            finally:
                connection.close()

        threads = [threading.Thread(target=record, args=(m,)) for m in members]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        rows = DecisionLink.objects.filter(
            from_decision__slug=treating, to_decision__slug=treated, relation="follows"
        ).count()
        assert rows == 1, (treating, treated, answers)
        # SQLite takes one writer at a time: the others may be told it is busy (503 with Retry-After).
        refusals = {400} if connection.vendor == "postgresql" else {400, 503}
        assert sorted(answers)[0] == 201 and set(sorted(answers)[1:]) <= refusals, answers
        assert len(answers) == MEMBERS


@pytest.mark.django_db(transaction=True)
def test_treatments_of_one_decision_recorded_at_once_take_positions_in_turn(transactional_db, make_user) -> None:  # type: ignore[no-untyped-def]
    # Each read the same last position: treatments written in parallel shared 1000, in an arbitrary order.
    if connection.vendor != "postgresql":
        pytest.skip("SQLite takes one writer at a time: the parallel writers are PostgreSQL's case")
    members = [make_user(f"member{i}", "committee") for i in range(4)]
    treated = ["clay-case-2", "clay-lowered-hand", "clay-case-18", "clay-dummy-2"]
    existing = set(
        DecisionLink.objects.filter(from_decision__slug="clay-case-7").values_list("to_decision__slug", flat=True)
    )
    treated = [slug for slug in treated if slug not in existing][: len(members)]
    start = threading.Barrier(len(treated))
    answers: list[int] = []

    def record(member, slug) -> None:  # type: ignore[no-untyped-def]
        api = APIClient()
        api.force_authenticate(member)
        start.wait()
        try:
            response = api.post(
                "/api/v1/decisions/clay-case-7/treatments/",
                {"decision": slug, "relation": "distinguishes", "reason": "Another point."},
                format="json",
            )
            answers.append(response.status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=record, args=(m, s)) for m, s in zip(members, treated, strict=False)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    positions = list(
        DecisionLink.objects.filter(from_decision__slug="clay-case-7", relation="distinguishes").values_list(
            "position", flat=True
        )
    )
    assert answers.count(201) == len(positions) >= 2, answers
    assert len(set(positions)) == len(positions), positions
