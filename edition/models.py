"""Texts of the edition that are neither laws nor decisions: each code's front matter as printed (prefaces,
the resolution adopting the code, the history of the laws), and passages of the treatises that bear on
particular laws (Clay on Dummy's deal, on fair intimation, on asking one's partner). Loaded from
corpus/texts/ like the codes; indexed for search as passages.
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse

from laws.models import Code, Law, LawCitation


class PassageQuerySet(models.QuerySet["Passage"]):
    def front_matter_of(self, code: Code) -> PassageQuerySet:
        return self.filter(code=code, kind=Passage.FRONT_MATTER).order_by("collection_position", "position")

    def bearing_on(self, law: Law) -> PassageQuerySet:
        return self.filter(cites__law=law).distinct().order_by("collection_position", "position")


class Passage(models.Model):
    FRONT_MATTER = "front-matter"
    COMMENTARY = "commentary"
    KINDS = [(FRONT_MATTER, "Front matter"), (COMMENTARY, "A passage bearing on the laws")]

    slug = models.SlugField(max_length=80, unique=True)
    collection = models.CharField(max_length=60, help_text="The corpus file it is kept in.")
    collection_position = models.PositiveIntegerField(default=0)
    kind = models.CharField(max_length=20, choices=KINDS)
    code = models.ForeignKey(Code, on_delete=models.CASCADE, related_name="passages")
    title = models.CharField(max_length=300)
    author = models.CharField(max_length=200, blank=True)
    text = models.TextField()
    # The `source:` lines, one per line: seed, lines, page.
    source = models.TextField()
    position = models.PositiveIntegerField(default=0)

    objects = PassageQuerySet.as_manager()

    class Meta:
        ordering = ["collection_position", "position"]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("edition:passage", args=[self.slug])

    def sources(self) -> list[str]:
        return [line for line in self.source.split("\n") if line]


class PassageCite(LawCitation):
    """A law the passage bears on: named in it (explicit) or tied to it by the editors (inferred)."""

    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="cites")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="passages_bearing")
    explicit = models.BooleanField(default=False)

    class Meta:
        ordering = ["passage", "position"]


class PassageNote(models.Model):
    """Our note on the passage: damage to the print, a correction."""

    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="notes")
    kind = models.CharField(max_length=20)
    text = models.TextField()
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["passage", "position"]


class PassageCollection(models.Model):
    """A corpus file of texts (corpus/texts/<slug>.txt): its title and what it holds."""

    slug = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position"]
