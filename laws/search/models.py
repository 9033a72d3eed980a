"""The outbox: every change to an indexed law or decision, written in the same
transaction as the change. Each node applies the rows it has not yet applied to
its own index (laws/search/sync.py)."""

from __future__ import annotations

from django.db import models


class IndexChangeQuerySet(models.QuerySet["IndexChange"]):
    def after(self, applied: int) -> IndexChangeQuerySet:
        """The changes a node that has applied up to `applied` has still to apply, oldest first."""
        return self.filter(pk__gt=applied).order_by("pk")

    def high_water(self) -> int:
        """The id of the newest change, 0 when there is none."""
        return self.aggregate(m=models.Max("pk"))["m"] or 0


class IndexChange(models.Model):
    UPSERT = "upsert"
    DELETE = "delete"
    ACTIONS = [(UPSERT, "Upsert"), (DELETE, "Delete")]
    DOC_TYPES = [("law", "Law"), ("decision", "Decision"), ("commentary", "Commentary"), ("passage", "Passage")]

    id = models.BigAutoField(primary_key=True)
    doc_type = models.CharField(max_length=20, choices=DOC_TYPES)
    key = models.CharField(max_length=40, help_text="The primary key of the law or decision.")
    action = models.CharField(max_length=10, choices=ACTIONS)
    created = models.DateTimeField(auto_now_add=True)

    objects = IndexChangeQuerySet.as_manager()

    class Meta:
        app_label = "laws"
        ordering = ["id"]

    def __str__(self) -> str:
        return f"#{self.pk} {self.action} {self.doc_type}:{self.key}"


# The receivers that write the outbox: connected once the model exists.
from . import signals  # noqa: E402,F401
