"""Accounts in each role, made as create_user makes them (an administrator is staff)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import Group

from accounts.roles import ADMINISTRATOR

PASSWORD = "the eldest hand leads"


@pytest.fixture
def account(django_user_model) -> Callable[..., Any]:  # type: ignore[no-untyped-def]
    def make(username: str, role: str | None = None, **fields: Any) -> Any:
        user = django_user_model.objects.create_user(username=username, password=PASSWORD, **fields)
        if role:
            user.groups.add(Group.objects.get(name=role))
        if role == ADMINISTRATOR and not user.is_staff:
            user.is_staff = True
            user.save(update_fields=["is_staff"])
        return user

    return make
