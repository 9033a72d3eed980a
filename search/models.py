"""The outbox: every change to an indexed law or decision, written in the same
transaction as the change. Each node applies the rows it has not yet applied to
its own index (search/sync.py).

The tables keep the names they had when search lived inside the laws app (db_table), so
moving the app moved no data."""

from __future__ import annotations

from django.db import models


class IndexChangeQuerySet(models.QuerySet["IndexChange"]):
    def after(self, applied: int) -> IndexChangeQuerySet:
        """The changes a node that has applied up to `applied` has still to apply, oldest first."""
        return self.filter(pk__gt=applied).order_by("pk")

    def high_water(self) -> int:
        """The id of the newest change; when the outbox was pruned empty, the id it was pruned up to."""
        newest = self.aggregate(m=models.Max("pk"))["m"] or 0
        pruned = OutboxPruned.objects.using(self.db).filter(pk=1).values_list("upto", flat=True).first() or 0
        return max(newest, pruned)


class IndexChange(models.Model):
    UPSERT = "upsert"
    DELETE = "delete"
    ACTIONS = [(UPSERT, "Upsert"), (DELETE, "Delete")]
    DOC_TYPES = [
        ("law", "Law"),
        ("decision", "Decision"),
        ("term", "Glossary term"),
        ("commentary", "Commentary"),
        ("passage", "Passage"),
        ("thesaurus", "Thesaurus entry"),
    ]

    id = models.BigAutoField(primary_key=True)
    doc_type = models.CharField(max_length=20, choices=DOC_TYPES)
    key = models.CharField(max_length=40, help_text="The primary key of the law, glossary term or decision.")
    action = models.CharField(max_length=10, choices=ACTIONS)
    created = models.DateTimeField(auto_now_add=True)

    objects = IndexChangeQuerySet.as_manager()

    class Meta:
        db_table = "laws_indexchange"
        ordering = ["id"]

    def __str__(self) -> str:
        return f"#{self.pk} {self.action} {self.doc_type}:{self.key}"


class IndexNode(models.Model):
    """A node's index (named by its build) and how far it has applied the outbox: the outbox is
    pruned up to the slowest node seen lately (nodes.py)."""

    build = models.CharField(max_length=64, unique=True)
    applied = models.BigIntegerField(default=0)
    seen = models.DateTimeField()

    class Meta:
        db_table = "laws_indexnode"

    def __str__(self) -> str:
        return f"index {self.build}: applied up to #{self.applied}"


class OutboxPruned(models.Model):
    """One row: the outbox id up to which changes were deleted. An index that has applied less missed some."""

    upto = models.BigIntegerField(default=0)

    class Meta:
        db_table = "laws_outboxpruned"
