"""One list of the committee's members, for the meetings and the notices alike."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission

from accounts.committee import committee_members, motion_needed
from meetings.forms import MeetingForm
from notices.recipients import the_committee

pytestmark = pytest.mark.django_db


def test_a_member_by_role_and_one_by_a_grant_of_his_own_are_both_of_the_committee(account) -> None:  # type: ignore[no-untyped-def]
    by_role = account("ada", "committee")
    by_grant = account("bea")
    by_grant.user_permissions.add(Permission.objects.get(content_type__app_label="appeals", codename="decide_appeal"))
    account("ref", "referee")
    account("gone", "committee", is_active=False)
    chief = account("root", is_superuser=True)

    found = list(committee_members())
    assert found == [by_role, by_grant, chief]  # by username, each once
    assert the_committee() == {by_role.pk, by_grant.pk, chief.pk}
    choices = [label for _, label in MeetingForm().fields["present"].choices]
    assert choices == ["ada", "bea", "root"]


def test_one_member_acts_alone_only_when_the_quorum_is_one(settings) -> None:  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 1
    assert motion_needed("adopt the case") == ""
    settings.COMMITTEE_QUORUM = 3
    said = motion_needed("adopt the case")
    assert said.startswith("Cannot adopt the case: the committee decides at a meeting, by a motion carried with 3")
