"""The appeal to the committee against the ruling a referee gave at the table on a saved case.

The casebook form (after the ACBL's appeals casebooks): the facts found at the table (the
saved case), the ruling given, the engine's proposal, the appeal and its grounds, the
committee's decision with its reasons. A decided appeal is final and becomes a decision
of the knowledge base.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone

from cases.models import SavedCase
from decisions.models import Decision
from laws.models import Law

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractUser, AnonymousUser

SIDES = [("NS", "North and South"), ("EW", "East and West")]


class AppealQuerySet(models.QuerySet["Appeal"]):
    def visible_to(self, user: AbstractUser | AnonymousUser) -> AppealQuerySet:
        """Appeals on the cases the user may read: private cases stay private."""
        return self.filter(case__in=SavedCase.objects.visible_to(user))

    def decided(self) -> AppealQuerySet:
        return self.exclude(outcome="")

    def on_law(self, law: Law) -> AppealQuerySet:
        """Decided appeals whose decision is filed under the law."""
        return self.filter(decision__citations__law=law).distinct()


class Appeal(models.Model):
    OPEN = ""
    UPHELD = "upheld"
    VARIED = "varied"
    REVERSED = "reversed"
    OUTCOMES = [(UPHELD, "Upheld"), (VARIED, "Varied"), (REVERSED, "Reversed")]
    # The law the committee decides under (issue: "an appeal is decided under the statutes the case was ruled
    # under, unless the committee says otherwise").
    AS_RULED, IN_FORCE, PRINTED = "as_ruled", "in_force", "printed"
    STATUTES = [
        (AS_RULED, "Under the club's statutes the case was ruled under"),
        (IN_FORCE, "Under the club's statutes as they stand now"),
        (PRINTED, "Under the printed code, without the club's statutes"),
    ]

    case = models.ForeignKey(SavedCase, on_delete=models.PROTECT, related_name="appeals")
    side = models.CharField(max_length=2, choices=SIDES, help_text="The side that appeals.")
    grounds = models.TextField(help_text="Why the ruling is appealed (Markdown).")
    lodged_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    lodged_at = models.DateTimeField(default=timezone.now)

    outcome = models.CharField(max_length=10, choices=OUTCOMES, blank=True, default=OPEN)
    reasons = models.TextField(blank=True, help_text="The committee's reasons (Markdown).")
    # Varied: the committee's elections and the engine's replay with them; reversed: the ruling that stands.
    elections = models.JSONField(default=list, blank=True)
    ruling = models.JSONField(null=True, blank=True)
    words = models.TextField(blank=True, help_text="The committee's own words on the ruling that stands (Markdown).")
    added_laws = models.ManyToManyField(Law, blank=True, related_name="+", db_table="decisions_appeal_added_laws")
    statutes = models.CharField(max_length=10, choices=STATUTES, blank=True, help_text="Blank while open.")
    # The amendments (the case format's) the decision was made under, as they were then.
    amendments = models.JSONField(default=list, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    decision = models.OneToOneField(Decision, on_delete=models.SET_NULL, null=True, blank=True, related_name="appeal")
    # The HTML of each Markdown text, rendered and sanitised when the row is saved (decisions/rendered.py).
    grounds_html = models.TextField(blank=True, default="", editable=False)
    reasons_html = models.TextField(blank=True, default="", editable=False)
    words_html = models.TextField(blank=True, default="", editable=False)

    objects = AppealQuerySet.as_manager()

    class Meta:
        db_table = "decisions_appeal"  # the table it had in the decisions app: moving the model moved no data
        ordering = ["-lodged_at", "-pk"]
        permissions = [
            ("lodge_appeal", "Can lodge an appeal on a ruling given"),
            ("decide_appeal", "Can decide an appeal for the committee"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["case"], condition=models.Q(outcome=""), name="one_open_appeal_per_case")
        ]

    def __str__(self) -> str:
        return f"appeal {self.pk} on case {self.case_id}"

    def get_absolute_url(self) -> str:
        return reverse("appeals:detail", args=[self.pk])

    @property
    def is_open(self) -> bool:
        return self.outcome == self.OPEN
