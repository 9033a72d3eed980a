"""Who is told: the members holding a role, and the followers of what a change touches."""

from __future__ import annotations

from collections.abc import Iterable

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.db.models import Q

from accounts.permissions import DECIDE_APPEAL, LODGE_APPEAL

from .models import Following


def holders_of(perm: str) -> set[int]:
    """The active members whose role (or own grant) holds the permission, and the superusers."""
    app_label, codename = perm.split(".")
    permission = Permission.objects.filter(content_type__app_label=app_label, codename=codename)
    users = get_user_model().objects.filter(
        Q(groups__permissions__in=permission) | Q(user_permissions__in=permission) | Q(is_superuser=True),
        is_active=True,
    )
    return set(users.values_list("pk", flat=True))


def the_committee() -> set[int]:
    return holders_of(DECIDE_APPEAL)


def every_referee() -> set[int]:
    """Everyone who may rule and lodge an appeal: the referees, the committee and the administrators."""
    return holders_of(LODGE_APPEAL)


def followers(*, laws: Iterable[int] = (), decisions: Iterable[int] = (), appeals: Iterable[int] = ()) -> set[int]:
    """Members following any of the laws, decisions or appeals (by id)."""
    laws, decisions, appeals = list(laws), list(decisions), list(appeals)
    if not (laws or decisions or appeals):
        return set()
    found = Following.objects.filter(Q(law__in=laws) | Q(decision__in=decisions) | Q(appeal__in=appeals))
    return set(found.values_list("user_id", flat=True))
