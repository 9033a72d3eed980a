"""Reading the site's own data out of the database, as the rows of a backup (plan.py says which)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from django.core.exceptions import ObjectDoesNotExist
from django.core.serializers import python
from django.db import connection
from django.db.migrations.recorder import MigrationRecorder
from django.db.models import Field, Model
from django.utils import timezone

from .plan import FRESH, KEPT

CHUNK = 500


class Serializer(python.Serializer):
    """Django's serializer, by natural keys; a history row naming an account since deleted names no one.

    A version's author is a plain column in the history table (no database constraint), so it can
    outlive the account; the history page then shows no author, and so does the restored one.
    """

    def handle_fk_field(self, obj: Model, field: Field[Any, Any]) -> None:
        try:
            super().handle_fk_field(obj, field)
        except ObjectDoesNotExist:
            self._current[field.name] = None


def header() -> dict[str, Any]:
    applied: dict[str, list[str]] = {}
    for app, name in sorted(MigrationRecorder(connection).applied_migrations()):
        applied.setdefault(app, []).append(name)
    return {
        "made": timezone.now(),
        "database": connection.vendor,
        "migrations": applied,
        "counts": {kept.label: kept.rows().count() for kept in KEPT},
    }


def rows(progress: Callable[[int], None] = lambda done: None) -> Iterator[dict[str, Any]]:
    """Every row the plan keeps, model by model in the plan's order, each model in order of id."""
    done = 0
    for kept in KEPT:
        queryset = kept.rows().order_by("pk")
        chunk: list[Model] = []
        for obj in queryset.iterator(chunk_size=CHUNK):
            chunk.append(obj)
            if len(chunk) == CHUNK:
                yield from _serialized(chunk, kept.keys == FRESH)
                done += len(chunk)
                progress(done)
                chunk = []
        yield from _serialized(chunk, kept.keys == FRESH)
        done += len(chunk)
        progress(done)


def _serialized(objects: list[Model], fresh: bool) -> Iterator[dict[str, Any]]:
    records = Serializer().serialize(objects, use_natural_foreign_keys=True, use_natural_primary_keys=True)
    for record in records:
        if fresh:
            del record["pk"]  # inserted anew: the corpus's rows of the same table hold their own ids
        yield record
