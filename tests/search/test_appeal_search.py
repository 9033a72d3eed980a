"""A decided appeal is found by search like any decision, through the outbox."""

import pytest
from django.contrib.auth.models import Group

from decisions.appeals import appeal_decide, appeal_lodge
from laws.search import service
from tests.decisions.appeal_helpers import case_with_ruling_given
from tests.decisions.conftest import REVOKE_CASE

pytestmark = pytest.mark.django_db


def test_a_decided_appeal_is_found_by_search(index_dir, settings, django_user_model):
    referee = django_user_model.objects.create_user("ref")
    referee.groups.add(Group.objects.get(name="referee"))
    committee = django_user_model.objects.create_user("comm")
    committee.groups.add(Group.objects.get(name="committee"))
    case = case_with_ruling_given(referee, dict(REVOKE_CASE))
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="g")
    appeal_decide(appeal=appeal, by=committee, outcome="upheld", reasons="The quiddlewhist rule holds.")
    settings.SEARCH_CATCH_UP_SECONDS = 0
    results = service.search({"q": "quiddlewhist"})
    assert [h.slug for h in results.hits] == [f"appeal-{appeal.pk}"]
