"""What a member follows, and the kinds of notice he has stopped. The mail itself is queued in
django-post-office's tables (docs/notices.md)."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from appeals.models import Appeal
from decisions.models import Decision
from laws.models import Law

from .kinds import Kind


class Following(models.Model):
    """A member follows one law, one decision or one appeal."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="followings")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    decision = models.ForeignKey(Decision, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    appeal = models.ForeignKey(Appeal, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    since = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-since", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(law__isnull=False, decision__isnull=True, appeal__isnull=True)
                    | models.Q(law__isnull=True, decision__isnull=False, appeal__isnull=True)
                    | models.Q(law__isnull=True, decision__isnull=True, appeal__isnull=False)
                ),
                name="follows_one_thing",
            ),
            models.UniqueConstraint(fields=["user", "law"], name="follows_a_law_once"),
            models.UniqueConstraint(fields=["user", "decision"], name="follows_a_decision_once"),
            models.UniqueConstraint(fields=["user", "appeal"], name="follows_an_appeal_once"),
        ]

    def __str__(self) -> str:
        return f"{self.user} follows {self.law or self.decision or self.appeal}"

    @property
    def target(self) -> Law | Decision | Appeal:
        return self.law or self.decision or self.appeal  # type: ignore[return-value]


class Stop(models.Model):
    """A kind of notice a member no longer wants."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notice_stops")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    since = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "kind"], name="stops_a_kind_once")]

    def __str__(self) -> str:
        return f"{self.user} stopped {self.kind}"
