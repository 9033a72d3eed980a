"""The site's version: one row, given a new token by every write a reader could see."""

from __future__ import annotations

import uuid

from django.db import models
from django.db.models import F
from django.utils import timezone

THE_ROW = 1


def new_token() -> str:
    return uuid.uuid4().hex


class SiteVersion(models.Model):
    # A random token, not a counter: a transaction rolled back or a database restored cannot bring a
    # token back that a node's cache still holds pages under.
    token = models.CharField(max_length=32, default=new_token)
    changed_at = models.DateTimeField(default=timezone.now)
    changes = models.PositiveBigIntegerField(default=0, help_text="How many writes have changed it (for people).")

    class Meta:
        verbose_name = "site version"

    def __str__(self) -> str:
        return f"{self.token} ({self.changed_at:%Y-%m-%d %H:%M:%S})"

    @classmethod
    def current(cls, using: str = "default") -> SiteVersion:
        """The version as committed (one query); made if missing, so a database emptied by hand still works."""
        found = cls.objects.using(using).filter(pk=THE_ROW).first()
        if found is None:
            found, _ = cls.objects.using(using).get_or_create(pk=THE_ROW)
        return found

    @classmethod
    def bump(cls, using: str = "default") -> None:
        """A new token, in the caller's transaction (the row stays locked to its commit on PostgreSQL)."""
        changed = cls.objects.using(using).filter(pk=THE_ROW)
        if not changed.update(token=new_token(), changed_at=timezone.now(), changes=F("changes") + 1):
            cls.objects.using(using).get_or_create(pk=THE_ROW)
