"""Authorities, decisions, their citations of the laws and their treatments of each other; the precedent
ranking's tables are in precedent_models.py, imported here so the app's models are all found here.

Decisions printed in the books are loaded from corpus/decisions/; decisions the
committee adopts from saved cases are made in the database and kept there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from django.conf import settings
from django.db import models
from django.db.models.expressions import RawSQL
from django.urls import reverse

from laws.models import Law, LawCitation

from . import precedent_ranking, treatment_vocabulary
from .precedent_models import CitationProfile
from .precedent_models import ProfileLaw as ProfileLaw

if TYPE_CHECKING:
    pass


@dataclass
class Precedent:
    """What a ruling shows of a decision on its laws, read as values: no model is built to be read once."""

    FIELDS: ClassVar[tuple[str, ...]] = (
        "pk",
        "slug",
        "title",
        "holding",
        "text",
        "authority__slug",
        "authority__name",
        "profile_id",
        "collection_position",
        "position",
    )

    pk: int
    slug: str
    title: str
    holding: str
    text: str
    authority_slug: str
    authority_name: str
    profile_id: int | None
    collection_position: int
    position: int
    law_ids: set[int] = field(default_factory=set)  # the laws asked about that it cites

    @property
    def summary(self) -> str:
        return summary_of(self.holding, self.text)


class AuthorityManager(models.Manager["Authority"]):
    def get_by_natural_key(self, slug: str) -> Authority:
        return self.get(slug=slug)


class Authority(models.Model):
    slug = models.SlugField(max_length=60, unique=True)
    name = models.CharField(max_length=200)
    years = models.CharField(max_length=40, blank=True)
    description = models.TextField(blank=True)
    position = models.PositiveIntegerField(default=0)

    objects = AuthorityManager()

    class Meta:
        ordering = ["position", "slug"]
        verbose_name_plural = "authorities"

    def __str__(self) -> str:
        return self.name

    def natural_key(self) -> tuple[str]:
        return (self.slug,)


class Collection(models.Model):
    """A corpus file of printed decisions (Clay's Chapter V, McIntosh's notes ...)."""

    slug = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return self.title


class DecisionQuerySet(models.QuerySet["Decision"]):
    def under_law(self, law: Law) -> DecisionQuerySet:
        """Decisions citing the law: those printed under it first, then the others, each in book order."""
        return self.under_laws([law])

    def under_laws(self, laws: list[Law]) -> DecisionQuerySet:
        """Decisions citing any of the laws (Law 72 of every code): those printed under one first."""
        printed_under = models.Case(models.When(under__in=laws, then=0), default=1, output_field=models.IntegerField())
        # A subquery, not a join: no DISTINCT over whole rows, and the count reads the citations' index alone.
        citing = Citation.objects.filter(law__in=laws).values("decision_id")
        return (
            self.in_force()
            .filter(pk__in=models.Subquery(citing))
            .select_related("authority", "under__code")
            .annotate(printed_under=printed_under)
            .order_by("printed_under", "collection_position", "position", "pk")
        )

    def in_force(self) -> DecisionQuerySet:
        """All but the decisions the committee withdrew (committee.Withdrawal)."""
        return self.filter(withdrawal__isnull=True)

    def first_under_law(self, law: Law, limit: int) -> list[Decision]:
        """The first `limit` of under_law(law), read without sorting every decision citing the law: those
        printed under it come off an index in book order; only when they are too few are the others sorted."""
        citing = Citation.objects.filter(law=law).values("decision_id")
        # EXISTS, looked up per decision read off the index, rather than IN over every citation of the law.
        cites_it = models.Exists(Citation.objects.filter(decision=models.OuterRef("pk"), law=law))
        under = self.in_force().filter(cites_it, under=law).order_by("collection_position", "position", "pk")
        first = list(under.select_related("authority", "under__code")[:limit])
        if len(first) < limit:
            others = (
                self.in_force()
                .filter(pk__in=models.Subquery(citing))
                .exclude(under=law)
                .select_related("authority", "under__code")
                .order_by("collection_position", "position", "pk")
            )
            first += list(others[: limit - len(first)])
        return first

    def count_under_law(self, law: Law) -> int:
        """How many decisions cite the law, counted on the citations alone."""
        return (
            Citation.objects.filter(law=law, decision__withdrawal__isnull=True).values("decision_id").distinct().count()
        )

    def precedents(self, law_ids: list[int], named: list[str], limit: int) -> list[Precedent]:
        """The top `limit` decisions on the laws: those named (in order), then most laws shared, then most
        explicit citations of them, then book order. Two queries, each reading a number of rows bounded by
        `limit` and the kinds of citation, not by the decisions (decisions/precedent_ranking.py).

        The second reads, beside each decision's fields, which of the laws it cites (a row per such
        citation, through a join limited to those laws), so no third query asks it again."""
        top = precedent_ranking.top_precedents(law_ids, named, max(0, limit - len(named)))
        ranked = models.Q(pk__in=RawSQL(top.sql, top.params)) if top else models.Q(pk__in=[])
        chosen = self.in_force().filter(ranked | models.Q(slug__in=named)).order_by()
        rows: models.QuerySet[Decision, tuple[Any, ...]]
        if law_ids:
            asked = models.FilteredRelation("citations", condition=models.Q(citations__law__in=law_ids))
            rows = chosen.annotate(asked=asked).values_list(*Precedent.FIELDS, "asked__law_id")
        else:  # only decisions named: a join on no law at all would find none of them
            rows = chosen.annotate(asked=models.Value(None, models.IntegerField())).values_list(
                *Precedent.FIELDS, "asked"
            )
        found: dict[int, Precedent] = {}
        for *fields, law_id in rows:
            precedent = found.get(fields[0]) or found.setdefault(fields[0], Precedent(*fields))
            if law_id is not None:
                precedent.law_ids.add(law_id)
        by_slug = {p.slug: p for p in found.values()}
        first = [by_slug[slug] for slug in named if slug in by_slug]
        level_of = top.level_of if top else {}
        rest = sorted(
            (p for p in found.values() if p.slug not in named and p.profile_id in level_of),
            key=lambda p: (level_of[p.profile_id], p.collection_position, p.position, p.pk),
        )
        return (first + rest)[:limit]

    def printed(self) -> DecisionQuerySet:
        return self.filter(origin=Decision.ORIGIN_CORPUS)

    def get_by_natural_key(self, slug: str) -> Decision:
        """A decision named as a backup names it (manage.py backup): by slug, never by id."""
        return self.get(slug=slug)


class Decision(models.Model):
    TYPES = [
        ("case", "Case"),
        ("example", "Example"),
        ("note", "Note"),
        ("principle", "Principle"),
        ("crossref", "Cross-reference"),
        ("lost", "Lost"),
    ]
    ORIGIN_CORPUS = "corpus"
    ORIGIN_COMMITTEE = "committee"
    ORIGINS = [(ORIGIN_CORPUS, "Printed source"), (ORIGIN_COMMITTEE, "Adopted by the committee")]

    slug = models.SlugField(max_length=80, unique=True)
    origin = models.CharField(max_length=10, choices=ORIGINS, default=ORIGIN_CORPUS)
    collection = models.CharField(max_length=60, blank=True, help_text="The corpus file it is kept in.")
    collection_position = models.PositiveIntegerField(default=0)
    authority = models.ForeignKey(Authority, on_delete=models.PROTECT, related_name="decisions")
    type = models.CharField(max_length=12, choices=TYPES)
    title = models.CharField(max_length=300)
    under = models.ForeignKey(Law, on_delete=models.SET_NULL, null=True, blank=True, related_name="decisions_under")
    facts = models.TextField(blank=True)
    question = models.TextField(blank=True)
    holding = models.TextField(blank=True)
    # The committee's holding (Markdown) as HTML, rendered and sanitised when saved (decisions/rendered.py);
    # printed holdings are plain text and keep this empty.
    holding_html = models.TextField(blank=True, default="", editable=False)
    # The committee's question (an appeal's grounds, Markdown) as HTML, rendered the same way; empty for printed ones.
    question_html = models.TextField(blank=True, default="", editable=False)
    text = models.TextField()
    # Provenance: where it is printed; for an adopted decision, the case and date.
    seed = models.CharField(max_length=100, blank=True)
    line_start = models.PositiveIntegerField(null=True, blank=True)
    line_end = models.PositiveIntegerField(null=True, blank=True)
    page = models.CharField(max_length=20, blank=True)
    source_text = models.CharField(max_length=300, blank=True)
    position = models.PositiveIntegerField(default=0)
    # When the committee made it; printed decisions have none.
    created = models.DateTimeField(null=True, blank=True)
    # What it cites, for the precedent ranking; none while it is withdrawn or cites no law.
    profile = models.ForeignKey(
        CitationProfile, on_delete=models.SET_NULL, null=True, blank=True, related_name="precedents"
    )

    objects = DecisionQuerySet.as_manager()

    class Meta:
        ordering = ["collection_position", "position"]
        # The law page's first decisions: those printed under the law, in book order, read off this index.
        indexes = [
            models.Index(fields=["under", "collection_position", "position"], name="decision_under_book_order"),
            # The first precedents of a citation profile in book order, read without sorting the others.
            models.Index(
                fields=["profile", "collection_position", "position", "id"], name="decision_profile_book_order"
            ),
        ]

    def __str__(self) -> str:
        return self.slug

    def natural_key(self) -> tuple[str]:
        return (self.slug,)

    def get_absolute_url(self) -> str:
        return reverse("decisions:decision", args=[self.slug])

    @property
    def source(self) -> str:
        if self.source_text:
            return self.source_text
        page = f", page {self.page}" if self.page else ""
        return f"{self.seed}, lines {self.line_start}–{self.line_end}{page}"

    @property
    def home_code(self) -> str:
        """The code its text's bare references ("Law 8") mean: the law it is printed under, else its first citation."""
        if self.under_id:
            return self.under.code.slug
        first = self.citations.select_related("law__code").first()
        return first.law.code.slug if first else "club-1864"

    @property
    def summary(self) -> str:
        return summary_of(self.holding, self.text)


def summary_of(holding: str, text: str) -> str:
    """A decision's holding in one line, or the start of its text."""
    line = (holding or text).split("\n")[0]
    return line if len(line) <= 220 else line[:217].rsplit(" ", 1)[0] + " …"


class Citation(LawCitation):
    """A law a decision cites: explicitly (the text names it) or inferred by the editors."""

    EXPLICIT = "explicit"
    INFERRED = "inferred"
    KINDS = [(EXPLICIT, "Explicit"), (INFERRED, "Inferred")]

    decision = models.ForeignKey(Decision, on_delete=models.CASCADE, related_name="citations")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="citations")
    kind = models.CharField(max_length=10, choices=KINDS)

    class Meta:
        ordering = ["decision", "position"]


class ExternalCitation(models.Model):
    """A reference to another code or book, recorded as printed and never linked to our laws."""

    decision = models.ForeignKey(Decision, on_delete=models.CASCADE, related_name="external_citations")
    text = models.CharField(max_length=300)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["decision", "position"]


class DecisionLink(models.Model):
    """How one decision treats another: printed in a book (loaded from the corpus) or recorded by the committee.

    The corpus loader replaces only the printed ones; the committee's treatments are its own data.
    """

    ORIGIN_CORPUS = "corpus"
    ORIGIN_COMMITTEE = "committee"
    ORIGINS = [(ORIGIN_CORPUS, "Printed source"), (ORIGIN_COMMITTEE, "Recorded by the committee")]

    from_decision = models.ForeignKey(Decision, on_delete=models.CASCADE, related_name="links")
    to_decision = models.ForeignKey(Decision, on_delete=models.CASCADE, related_name="linked_from")
    relation = models.CharField(max_length=20, choices=treatment_vocabulary.CHOICES)
    position = models.PositiveIntegerField()
    origin = models.CharField(max_length=10, choices=ORIGINS, default=ORIGIN_CORPUS)
    reason = models.TextField(blank=True, help_text="Why, in the committee's words.")
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    recorded = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["from_decision", "position"]
        constraints = [
            # Two members recording the same treatment at once: the second is refused, never a duplicate.
            models.UniqueConstraint(
                fields=["from_decision", "to_decision", "relation"], name="one_treatment_per_relation"
            )
        ]

    @property
    def inverse_display(self) -> str:
        """The relation as the decision treated reads it ("is dissented from by")."""
        return treatment_vocabulary.INVERSE.get(self.relation, self.relation)


class DecisionNote(models.Model):
    decision = models.ForeignKey(Decision, on_delete=models.CASCADE, related_name="notes")
    kind = models.CharField(max_length=20)
    text = models.TextField()
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["decision", "position"]


class LawDecisions(models.Model):
    """The first decisions under a law and how many there are, as its page lists them: rendered when a decision,
    its citations, its withdrawal or its authority is written (decisions/under_law.py), read by the law page."""

    law = models.OneToOneField(Law, on_delete=models.CASCADE, primary_key=True, related_name="decisions_list")
    html = models.TextField()
    # The digest of what it was rendered from (decisions/digests.py): a corpus load renders it again when it changes;
    # empty when a write rendered it, so the next load renders it again.
    digest = models.CharField(max_length=64, blank=True, default="")


class DecisionPage(models.Model):
    """A decision's page as far as its own rows make it: its text, notes and citations, rendered when the decision
    or its citations are written and by a corpus load that changes it (decisions/pages.py), read by the page."""

    decision = models.OneToOneField(Decision, on_delete=models.CASCADE, primary_key=True, related_name="stored_page")
    # Facts, question, holding, the text as printed, the notes, with their law references linked.
    body_html = models.TextField()
    # The laws cited and the references to other codes and books.
    cited_html = models.TextField()
    # How decisions treat this one, both ways (the committee's form beside it is the page's own), and whether any do.
    treatments_html = models.TextField()
    treated = models.BooleanField()
    digest = models.CharField(max_length=64, blank=True, default="")  # as LawDecisions'
