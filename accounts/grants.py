"""What an account may hand out: only what it holds itself.

No administrator can give anyone (himself included) a permission, a group or superuser status he
does not hold, nor change an account that holds more than he does (that would let him set its
password and act as it). A superuser may do everything. Permissions are counted as granted,
directly or through groups, whether or not the account is active.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import Group, Permission
from django.db.models import Q, QuerySet


def held_permissions(account: Any) -> QuerySet[Permission]:
    """The permissions an account is granted, directly or by its groups (superuser status aside)."""
    if account is None or not getattr(account, "pk", None):
        return Permission.objects.none()
    return Permission.objects.filter(Q(user=account) | Q(group__user=account)).distinct()


def grantable_permissions(granter: Any) -> QuerySet[Permission]:
    if granter.is_superuser:
        return Permission.objects.all()
    return held_permissions(granter)


def grantable_groups(granter: Any) -> QuerySet[Group]:
    """The groups all of whose permissions the granter holds."""
    if granter.is_superuser:
        return Group.objects.all()
    beyond = Permission.objects.exclude(pk__in=held_permissions(granter).values("pk"))
    return Group.objects.exclude(permissions__in=beyond)


def may_change_account(granter: Any, account: Any) -> bool:
    """A superuser is changed only by a superuser; any other account only by one who holds all it holds."""
    if granter.is_superuser:
        return True
    if account.is_superuser:
        return False
    beyond = held_permissions(account).exclude(pk__in=held_permissions(granter).values("pk"))
    return not beyond.exists()


def may_change_group(granter: Any, group: Group) -> bool:
    if granter.is_superuser:
        return True
    return not group.permissions.exclude(pk__in=held_permissions(granter).values("pk")).exists()
