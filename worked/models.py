"""The worked cases of the books: a printed case set out as a case the rules engine replays.

Loaded from corpus/cases/ like the decisions. The engine's ruling is computed when the corpus is
loaded and kept here with the version of the engine that gave it, so a page never runs the engine;
a load under a changed engine rules again (worked/rulings.py).
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse

from corpus.provenance import SourceRef
from decisions.models import Decision
from laws.models import Code, Law


class CaseBook(models.Model):
    """One file of worked cases (corpus/cases/<slug>.txt): its title and the book's introduction, if any."""

    slug = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    source = models.CharField(max_length=200, blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return self.title


class WorkedCaseQuerySet(models.QuerySet["WorkedCase"]):
    def turning_on(self, law: Law) -> WorkedCaseQuerySet:
        return (
            self.filter(turns_on__law=law)
            .distinct()
            .select_related("decision", "book")
            .order_by("book__position", "position")
        )


class WorkedCase(models.Model):
    book = models.ForeignKey(CaseBook, on_delete=models.CASCADE, related_name="cases")
    slug = models.SlugField(max_length=120, unique=True)
    title = models.CharField(max_length=300)
    code = models.ForeignKey(Code, on_delete=models.CASCADE, related_name="worked_cases")
    # The printed text: the decision the case encodes, the case's own text, or that of another worked case.
    decision = models.ForeignKey(
        Decision, on_delete=models.SET_NULL, null=True, blank=True, related_name="worked_cases"
    )
    printed = models.ForeignKey("self", on_delete=models.SET_NULL, null=True, blank=True, related_name="other_lines")
    text = models.TextField(blank=True)
    source = models.CharField(max_length=200, blank=True)
    # The case and the book's expected ruling, as in their files (exported byte for byte).
    case_text = models.TextField()
    expected_text = models.TextField()
    ruling = models.JSONField(default=dict)
    engine_version = models.CharField(max_length=64, blank=True)
    position = models.PositiveIntegerField(default=0)

    objects = WorkedCaseQuerySet.as_manager()

    class Meta:
        ordering = ["book__position", "position"]

    def __str__(self) -> str:
        return self.slug

    def get_absolute_url(self) -> str:
        return reverse("worked:case", args=[self.slug])

    def printed_text(self) -> str:
        """The text as printed: its own, that of the case it is another line of, or the decision's."""
        if self.text:
            return self.text
        if self.printed_id and self.printed:
            return self.printed.text
        return self.decision.text if self.decision else ""

    def printed_source(self) -> str:
        if self.source:
            return self.source
        if self.printed_id and self.printed:
            return self.printed.source
        d = self.decision
        if d is None or not d.seed:
            return ""
        return str(SourceRef(d.seed, d.line_start or 0, d.line_end or 0, d.page))


class WorkedCaseCite(models.Model):
    """A law the editors tie a worked case to (`cite:` in the corpus), with the reason."""

    case = models.ForeignKey(WorkedCase, on_delete=models.CASCADE, related_name="cites")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="worked_case_cites")
    reason = models.CharField(max_length=300)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["case", "position"]


class TurnsOn(models.Model):
    """A law a worked case turns on: cited by the engine's ruling, printed over the decision, or by the editors."""

    RULING = "ruling"
    UNDER = "under"
    EDITORS = "editors"
    WHY = [(RULING, "cited in the ruling"), (UNDER, "the law the book prints it under"), (EDITORS, "the editors")]

    case = models.ForeignKey(WorkedCase, on_delete=models.CASCADE, related_name="turns_on")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="worked_cases_on")
    why = models.CharField(max_length=10, choices=WHY)

    class Meta:
        ordering = ["case", "law__position"]
        constraints = [models.UniqueConstraint(fields=["case", "law"], name="unique_law_per_worked_case")]
