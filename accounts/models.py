"""What the accounts app keeps beside Django's own users and groups: the rations' counts."""

from __future__ import annotations

from django.db import models


class RationCount(models.Model):
    """The requests one client address made against one ration in its current window (accounts/rations.py)."""

    client = models.CharField(max_length=200, primary_key=True)  # the ration's scope and the client's address
    requests = models.PositiveIntegerField()
    ends = models.FloatField(db_index=True)  # when the window ends, in seconds since the epoch

    def __str__(self) -> str:
        return f"{self.client}: {self.requests}"
