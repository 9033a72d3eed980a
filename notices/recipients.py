"""Who is told: the members holding a role, and the followers of what a change touches."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q

from accounts.committee import committee_members, holders_of
from accounts.permissions import LODGE_APPEAL

from .models import Following


def the_committee() -> set[int]:
    """The members who sit (accounts.committee: the same members a meeting may have present)."""
    return set(committee_members().values_list("pk", flat=True))


def every_referee() -> set[int]:
    """Everyone who may rule and lodge an appeal: the referees, the committee and the administrators."""
    return set(holders_of(LODGE_APPEAL).values_list("pk", flat=True))


def followers(*, laws: Iterable[int] = (), decisions: Iterable[int] = (), appeals: Iterable[int] = ()) -> set[int]:
    """Members following any of the laws, decisions or appeals (by id)."""
    laws, decisions, appeals = list(laws), list(decisions), list(appeals)
    if not (laws or decisions or appeals):
        return set()
    found = Following.objects.filter(Q(law__in=laws) | Q(decision__in=decisions) | Q(appeal__in=appeals))
    return set(found.values_list("user_id", flat=True))
