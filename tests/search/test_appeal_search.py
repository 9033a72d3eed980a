"""A decided appeal is found by search like any decision, through the outbox."""

import pytest

from appeals.services import appeal_decide, appeal_lodge
from search import service
from tests.factories import case_with_ruling_given

pytestmark = pytest.mark.django_db


def test_a_decided_appeal_is_found_by_search(index_dir, settings, referee, committee, revoke_case):
    case = case_with_ruling_given(referee, revoke_case)
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="g")
    appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="The quiddlewhist rule holds.")
    settings.SEARCH_CATCH_UP_SECONDS = 0
    results = service.search({"q": "quiddlewhist"})
    assert [h.slug for h in results.hits] == [f"appeal-{appeal.pk}"]
