"""What the committee writes: commentary on laws and decisions, the holdings of its own
decisions, drafts, and withdrawals.

A kept text (`Commentary`) belongs to one law or one decision. Each save is a new
version, numbered 1, 2, 3 … per text; django-simple-history keeps every version in
its historical table, with its author, time and message. Version 0 means nothing
is published yet (a row may exist at 0 only to hold drafts).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords

from decisions.models import Decision
from laws.models import Law

MAX_TEXT = 20_000  # decisions.markdown.MAX_LENGTH: the most the renderer takes at a bounded cost
MAX_MESSAGE = 500


class CommentaryQuerySet(models.QuerySet["Commentary"]):
    def published(self) -> CommentaryQuerySet:
        return self.filter(version__gt=0)

    def citing(self, law: Law) -> CommentaryQuerySet:
        """Published commentary whose text cites the law."""
        return (
            self.published()
            .filter(kind=Commentary.COMMENTARY, citations__law=law)
            .distinct()
            .select_related("law__code", "decision")
        )


class Commentary(models.Model):
    COMMENTARY = "commentary"
    HOLDING = "holding"
    STATUTE = "statute"
    KINDS = [
        (COMMENTARY, "Commentary"),
        (HOLDING, "Holding of an adopted decision"),
        (STATUTE, "The club's statute amending a law"),
    ]

    # PROTECT: reloading the corpus never deletes what the committee wrote about a law.
    law = models.ForeignKey(Law, on_delete=models.PROTECT, null=True, blank=True, related_name="commentaries")
    decision = models.ForeignKey(Decision, on_delete=models.PROTECT, null=True, blank=True, related_name="commentaries")
    kind = models.CharField(max_length=12, choices=KINDS, default=COMMENTARY)
    title = models.CharField(max_length=300, blank=True, help_text="The decision's title (holdings only).")
    text = models.TextField(blank=True)
    # The text as HTML (Markdown sanitised, laws linked), rendered when each version is saved
    # (committee/signals.py); the history keeps it with each version, so no read renders.
    html = models.TextField(blank=True, default="", editable=False)
    # A statute's amendment, as the engine reads it (engine/format/amendments.py): the provision of the law
    # the club changes and its new value, as text: a number ("2"), a moment ("next_trump_turned"), or nothing
    # for a law struck out. The text is the club's words for it.
    provision = models.CharField(max_length=30, blank=True)
    value = models.CharField(max_length=30, blank=True, default="")
    # A statute's version takes force on this day (the day its motion carried unless the motion names one); a case
    # played before it is ruled under the version before. Blank: in force from its publication (`updated`).
    in_force_from = models.DateField(null=True, blank=True)
    version = models.PositiveIntegerField(default=0)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    message = models.CharField(max_length=MAX_MESSAGE, blank=True)
    updated = models.DateTimeField(null=True, blank=True)

    history = HistoricalRecords()
    objects = CommentaryQuerySet.as_manager()

    class Meta:
        verbose_name_plural = "commentaries"
        constraints = [
            models.CheckConstraint(
                condition=models.Q(law__isnull=True, decision__isnull=False)
                | models.Q(law__isnull=False, decision__isnull=True),
                name="commentary_on_one_law_or_decision",
            ),
            models.UniqueConstraint(
                fields=["law", "kind"], condition=models.Q(law__isnull=False), name="one_text_per_law_and_kind"
            ),
            models.UniqueConstraint(
                fields=["decision", "kind"],
                condition=models.Q(decision__isnull=False),
                name="one_text_per_decision_and_kind",
            ),
        ]

    def __str__(self) -> str:
        target = self.law.ref if self.law_id and self.law else str(self.decision)
        return f"{self.kind} on {target}, version {self.version}"

    @property
    def subject(self) -> Law | Decision:
        return self.law if self.law_id else self.decision  # type: ignore[return-value]

    def get_absolute_url(self) -> str:
        return f"{self.subject.get_absolute_url()}#commentary"


class CommentaryCitation(models.Model):
    """A law the commentary's current text cites; rebuilt at each version."""

    commentary = models.ForeignKey(Commentary, on_delete=models.CASCADE, related_name="citations")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="commentary_citations")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["commentary", "law"], name="commentary_cites_law_once")]


class Draft(models.Model):
    """A member's unpublished text: his own, seen by no one else, published later as a version."""

    commentary = models.ForeignKey(Commentary, on_delete=models.CASCADE, related_name="drafts")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="commentary_drafts")
    title = models.CharField(max_length=300, blank=True)
    text = models.TextField(blank=True)
    message = models.CharField(max_length=MAX_MESSAGE, blank=True)
    base_version = models.PositiveIntegerField(help_text="The version the draft started from.")
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["commentary", "owner"], name="one_draft_per_member")]


class Withdrawal(models.Model):
    """The committee withdraws one of its decisions: the address stays, with this notice and its history."""

    decision = models.OneToOneField(Decision, on_delete=models.CASCADE, related_name="withdrawal")
    by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    on = models.DateTimeField()
    reason = models.CharField(max_length=MAX_MESSAGE)

    def __str__(self) -> str:
        return f"{self.decision} withdrawn"

    def get_absolute_url(self) -> str:
        return reverse("decisions:decision", args=[self.decision.slug])


class ThesaurusEntryQuerySet(models.QuerySet["ThesaurusEntry"]):
    def standing(self) -> ThesaurusEntryQuerySet:
        """The entries search applies: not withdrawn."""
        return self.filter(withdrawn=False)


class ThesaurusEntry(models.Model):
    """An entry the committee adds to the game's thesaurus: a referee's words, and the words the books print
    for them, with a law printing them. Search applies the standing entries beside corpus/thesaurus.list's.

    Like the commentary, each save is a new version kept in the history; a withdrawn entry stays, with its
    history, and is no longer applied. Reloading the corpus never touches it (PROTECT on the law)."""

    # Comma-separated, as a line of corpus/thesaurus.list gives them: "spectator, onlooker".
    everyday = models.CharField(max_length=300)
    books = models.CharField(max_length=300)
    example = models.ForeignKey(Law, on_delete=models.PROTECT, related_name="thesaurus_entries")
    withdrawn = models.BooleanField(default=False)
    version = models.PositiveIntegerField(default=0)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    message = models.CharField(max_length=MAX_MESSAGE, blank=True)
    updated = models.DateTimeField(null=True, blank=True)

    history = HistoricalRecords()
    objects = ThesaurusEntryQuerySet.as_manager()

    class Meta:
        ordering = ["everyday", "pk"]
        verbose_name_plural = "thesaurus entries"

    def __str__(self) -> str:
        return f"{self.everyday} => {self.books}"

    def get_absolute_url(self) -> str:
        return reverse("committee:thesaurus-entry", args=[self.pk])
