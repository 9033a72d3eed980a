"""The API's filter backend: django-filter, with a bad value answered as the search answers it."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django_filters.rest_framework import DjangoFilterBackend
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request


class NamedFilterBackend(DjangoFilterBackend):
    """400 with each bad parameter as a key and its message as a string ({"code": "There is no code …"}),
    and every message together under `detail`."""

    def filter_queryset(self, request: Request, queryset: QuerySet[Any], view: Any) -> QuerySet[Any]:
        filterset = self.get_filterset(request, queryset, view)
        if filterset is None:
            return queryset
        if not filterset.is_valid():
            named = {name: " ".join(str(m) for m in messages) for name, messages in filterset.errors.items()}
            raise ValidationError({"detail": " ".join(named.values()), **named})
        qs: QuerySet[Any] = filterset.qs
        return qs
