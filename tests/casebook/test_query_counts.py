"""The casebook's pages and data cost a fixed number of queries: a year of five cases costs what a year of ten
does, for a reader and for the committee (the PDF's key is the page's HTML, so it costs what the page costs)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from appeals.services import appeal_lodge
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move
from tests.factories import adopted_decision, case_with_ruling_given, revoke_case, votes_cast

pytestmark = pytest.mark.django_db

# (address, most queries, as a reader and as the committee): counted today. A year is the appeals, the cases
# adopted, their citations, the commentary, the laws the rulings cite, and the motions with the members present
# and the votes; the committee's add the session, the user and his permissions.
READS = [
    ("/casebook/", 2, 4),
    ("/casebook/{year}/", 8, 12),
    ("/api/v1/casebook/?year={year}", 8, 12),
    ("/api/v1/casebook.csv?year={year}", 8, 12),
    ("/api/v1/casebook-schema.json", 0, 0),
]


def _five_more(referee: Any, committee: Any, members: list[Any]) -> None:
    """Three more appeals decided at a meeting, each with a dissent, and two more cases adopted."""
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=None, present=members)
    for n in range(3):
        case = case_with_ruling_given(referee, revoke_case(title=f"Another renounce {n}"))
        appeal = appeal_lodge(case=case, by=referee, side="NS", grounds="Wrong.")
        motion = motion_move(
            meeting=meeting,
            by=ada,
            kind=Motion.DECIDE_APPEAL,
            appeal=appeal,
            terms={"outcome": "upheld"},
            text="Right.",
        )
        votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "No.")})
    for n in range(2):
        adopted_decision(committee, referee, title=f"Adopted {n}", document=revoke_case(), public=True)


@pytest.mark.parametrize("who", ["reader", "committee"])
def test_the_casebook_costs_the_same_for_five_cases_and_for_ten(client, referee, committee, casebook_year, who):
    reader: Any = client
    if who == "committee":
        reader = Client()
        reader.force_login(committee)
    counts = {}
    for size in (5, 10):
        if size == 10:
            _five_more(referee, committee, casebook_year.members)
        for url, most_reader, most_committee in READS:
            address = url.format(year=casebook_year.year)
            with CaptureQueriesContext(connection) as queries:
                response = reader.get(address)
            assert response.status_code == 200, address
            counts[(address, size)] = len(queries)
            most = most_reader if who == "reader" else most_committee
            assert len(queries) <= most, (address, size, [q["sql"][:120] for q in queries.captured_queries])
    for url, _, _ in READS:
        address = url.format(year=casebook_year.year)
        assert counts[(address, 5)] == counts[(address, 10)], address
    assert client.get(f"/casebook/{casebook_year.year}/").content.decode().count('class="casebook-case"') == 10
