"""The precedents grouped by what they cite: the table the precedent ranking reads.

Two precedents citing the same laws, each as many times explicitly, rank alike whatever laws a
ruling asks about; only book order parts them. The ranking therefore counts these profiles, whose
number does not grow with the decisions repeating them, and reads the decisions of the few top
profiles off an index in book order (decisions/precedent_profiles.py keeps them up to date,
decisions/precedent_ranking.py reads them).
"""

from __future__ import annotations

from django.db import models

from laws.models import Law


class CitationProfile(models.Model):
    """The laws some precedents cite, with how many of their citations of each are explicit."""

    # A digest of the (law, explicit citations) pairs, so that a decision citing many laws still fits an index.
    key = models.CharField(max_length=64, unique=True)
    size = models.PositiveIntegerField(default=0, help_text="How many decisions in force have this profile.")
    first = models.ForeignKey(
        "decisions.Decision",
        on_delete=models.SET_NULL,
        null=True,
        related_name="+",
        help_text="The first of them in book order.",
    )

    def __str__(self) -> str:
        return f"citation profile {self.pk} ({self.size} decisions)"


class ProfileLaw(models.Model):
    """One law of a profile: a precedent with the profile cites it, `explicit` of its citations explicitly."""

    profile = models.ForeignKey(CitationProfile, on_delete=models.CASCADE, related_name="laws")
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="+")
    explicit = models.PositiveIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["profile", "law"], name="one_entry_per_law_of_a_profile")]
        # The ranking starts from the laws a ruling cites.
        indexes = [models.Index(fields=["law", "profile"], name="profile_law_by_law")]
