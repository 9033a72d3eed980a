"""The cases referees save from the builder, and the ruling each gave at the table.

The tables keep the names they had in the decisions app (db_table), so moving the models moved no data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone

from decisions.models import Decision

from .players_key import new_players_key
from .short_address import new_short_code

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractUser, AnonymousUser


class SavedCaseQuerySet(models.QuerySet["SavedCase"]):
    def visible_to(self, user: AbstractUser | AnonymousUser) -> SavedCaseQuerySet:
        """The cases a user may read: public ones, his own, and all of them for the committee."""
        if user.has_perm("cases.view_savedcase"):
            return self.all()
        if user.is_authenticated:
            return self.filter(models.Q(public=True) | models.Q(owner=user))
        return self.filter(public=True)


class SavedCase(models.Model):
    """A case a referee saved, with the ruling the engine gave when he saved it."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="saved_cases"
    )
    title = models.CharField(max_length=300)
    code = models.CharField(max_length=40)
    case = models.JSONField(help_text="The case, in the shared case format.")
    ruling = models.JSONField(help_text="The ruling at save time, precedents included.")
    public = models.BooleanField(
        default=False, help_text="Visible to everyone, not only its referee and the committee."
    )
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    decision = models.OneToOneField(
        Decision, on_delete=models.SET_NULL, null=True, blank=True, related_name="adopted_from"
    )
    # Drawn when the row is made (a backup from before short addresses gets one as it is restored).
    short_code = models.CharField(
        max_length=12, unique=True, default=new_short_code, editable=False, help_text="The letters of /r/<code>."
    )
    # The players' key to the ruling alone (cases/players_key.py); none while the referee has revoked it.
    players_key = models.CharField(
        max_length=32,
        unique=True,
        null=True,
        blank=True,
        default=new_players_key,
        editable=False,
        help_text="The key of /ruling/<key>, the players' link to this ruling alone; empty once revoked.",
    )

    objects = SavedCaseQuerySet.as_manager()

    class Meta:
        db_table = "decisions_savedcase"
        ordering = ["-created", "-pk"]
        permissions = [("adopt_savedcase", "Can adopt a saved case as a decision of the committee")]

    def __str__(self) -> str:
        return f"case {self.pk}: {self.title}"

    def get_absolute_url(self) -> str:
        return reverse("cases:detail", args=[self.pk])

    def get_short_url(self) -> str:
        return reverse("short-address", args=[self.short_code])

    def get_players_url(self) -> str | None:
        """The players' link to the ruling alone, or None while it is revoked."""
        return reverse("players-ruling", args=[self.players_key]) if self.players_key else None

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self._state.adding:
            # Two cases drawing the same letters is rare (one in millions at the club's numbers), not impossible.
            while SavedCase.objects.filter(short_code=self.short_code).exists():
                self.short_code = new_short_code()
        super().save(*args, **kwargs)


class RulingGiven(models.Model):
    """What the referee ruled at the table: the engine's proposal with the options elected, or his own words."""

    case = models.OneToOneField(SavedCase, on_delete=models.CASCADE, related_name="ruling_given")
    given_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    given_at = models.DateTimeField(default=timezone.now)
    # [{"finding": index, "side": "NS", "option": "add_three"}], replayed as `elect` events.
    elections = models.JSONField(default=list, blank=True)
    ruling = models.JSONField(help_text="The engine's ruling on the case with the elections made.")
    departed = models.BooleanField(default=False, help_text="The referee departed from the engine's proposal.")
    words = models.TextField(blank=True, help_text="The ruling in the referee's own words (Markdown).")
    # The HTML of the words, rendered and sanitised when the row is saved (cases/signals.py).
    words_html = models.TextField(blank=True, default="", editable=False)

    class Meta:
        db_table = "decisions_rulinggiven"

    def __str__(self) -> str:
        return f"ruling given on case {self.case_id}"
