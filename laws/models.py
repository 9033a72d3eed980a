"""Codes of laws, their sections and laws, and what hangs from a law.

The printed text lives in corpus/ and is loaded here; nothing in these tables is
edited by hand except through the corpus files (commentary, later, is the
committee's own and is kept apart).
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


class CodeQuerySet(models.QuerySet["Code"]):
    def in_order(self) -> CodeQuerySet:
        return self.order_by("position", "slug")


class Code(models.Model):
    GAMES = [("whist", "Whist"), ("euchre", "Euchre")]

    slug = models.SlugField(max_length=40, unique=True)
    title = models.CharField(max_length=200)
    subtitle = models.CharField(max_length=300, blank=True)
    game = models.CharField(max_length=10, choices=GAMES)
    year = models.PositiveIntegerField()
    description = models.TextField(blank=True)
    position = models.PositiveIntegerField(default=0)

    objects = CodeQuerySet.as_manager()

    class Meta:
        ordering = ["position", "slug"]

    def __str__(self) -> str:
        return f"{self.title} ({self.year})"

    def get_absolute_url(self) -> str:
        return reverse("laws:code", args=[self.slug])


class Section(models.Model):
    code = models.ForeignKey(Code, on_delete=models.CASCADE, related_name="sections")
    slug = models.SlugField(max_length=80)
    title = models.CharField(max_length=200)
    body = models.TextField(blank=True)
    # The `source:` lines of a section that has printed text of its own, one per line.
    source = models.TextField(blank=True)
    # Our note where the print of the section's heading is damaged: what the scan shows, how it is read.
    damage = models.TextField(blank=True)
    # Position among all the entries of the code file (sections, laws, terms).
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["code", "position"]
        constraints = [models.UniqueConstraint(fields=["code", "slug"], name="unique_section_per_code")]

    def __str__(self) -> str:
        return self.title


class LawQuerySet(models.QuerySet["Law"]):
    def of_code(self, code: str) -> LawQuerySet:
        return self.filter(code__slug=code)

    def in_order(self) -> LawQuerySet:
        return self.order_by("code__position", "position")

    def get_by_ref(self, code: str, number: str) -> Law:
        return self.select_related("code", "section").get(code__slug=code, number=number)

    def get_by_natural_key(self, code: str, number: str) -> Law:
        """A law named as a backup names it (manage.py backup): by code and number, never by id."""
        return self.get(code__slug=code, number=number)


def etiquette_heading(number: str) -> str:
    """A rule of etiquette as the book heads it, "Etiquette 7", from the number it is kept under ("etiquette-7")."""
    return f"Etiquette {number.removeprefix('etiquette-')}"


class Law(models.Model):
    KINDS = [
        ("law", "Law"),
        ("etiquette", "Etiquette"),
        ("dummy", "Dummy"),
        ("double-dummy", "Double Dummy"),
        ("proposed", "Proposed law"),
    ]

    code = models.ForeignKey(Code, on_delete=models.CASCADE, related_name="laws")
    section = models.ForeignKey(Section, on_delete=models.PROTECT, related_name="laws", null=True, blank=True)
    number = models.CharField(max_length=30, help_text="The law's id within its code, as in its URL.")
    kind = models.CharField(max_length=20, choices=KINDS, default="law")
    title = models.CharField(max_length=200, blank=True)
    text = models.TextField(help_text="The text up to the first clause.")
    continued = models.TextField(blank=True, help_text="Text printed after the clauses.")
    continued_position = models.PositiveIntegerField(default=0)
    position = models.PositiveIntegerField()

    objects = LawQuerySet.as_manager()

    class Meta:
        ordering = ["code", "position"]
        constraints = [models.UniqueConstraint(fields=["code", "number"], name="unique_law_number_per_code")]

    def __str__(self) -> str:
        return f"{self.code.slug} {self.heading}"

    def natural_key(self) -> tuple[str, str]:
        return (self.code.slug, self.number)

    natural_key.dependencies = ["laws.code"]  # type: ignore[attr-defined]

    @property
    def heading(self) -> str:
        if self.title:
            return self.title
        if self.kind == "etiquette" and not self.number.isdigit():
            return etiquette_heading(self.number)
        return f"Law {self.number}"

    @property
    def ref(self) -> str:
        return f"{self.code.slug}:{self.number}"

    def get_absolute_url(self) -> str:
        return reverse("laws:law", args=[self.code.slug, self.number])

    def corrections(self) -> dict[str, str]:
        """Misprinted references in this law's text, printed words to the law meant."""
        return {n.printed: n.reads for n in self.notes.all() if n.printed}

    def full_text(self) -> str:
        """The whole law as plain text: body, clauses with their labels, continuation."""
        parts = [self.text] if self.text else []
        parts += [f"{c.label}. {c.text}" for c in self.clauses.all()]
        if self.continued:
            parts.append(self.continued)
        return "\n\n".join(parts)


class Clause(models.Model):
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="clauses")
    label = models.CharField(max_length=10)
    text = models.TextField()
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["law", "position"]

    def __str__(self) -> str:
        return f"{self.law} {self.label}"


class LawNote(models.Model):
    KINDS = [
        ("footnote", "Footnote"),
        ("editor", "Editor's note"),
        ("damage", "Damaged print"),
        ("correction", "Correction"),
    ]
    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="notes")
    kind = models.CharField(max_length=20, choices=KINDS)
    mark = models.CharField(max_length=10, blank=True)
    # A misprinted reference: the words printed ("Rule 82") and the law meant ("32").
    printed = models.CharField(max_length=60, blank=True)
    reads = models.CharField(max_length=30, blank=True)
    # Where a footnote is printed, when that is not with the law's own lines.
    source = models.CharField(max_length=200, blank=True)
    text = models.TextField()
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["law", "position"]


class Variant(models.Model):
    """A real difference of words between the copy-text and a witness, in a law or a section's own text."""

    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="variants", null=True, blank=True)
    section = models.ForeignKey(Section, on_delete=models.CASCADE, related_name="variants", null=True, blank=True)
    witness = models.CharField(max_length=100)
    clause = models.CharField(max_length=10, blank=True)
    copy = models.TextField()
    reading = models.TextField()
    note = models.TextField(blank=True)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["law", "position"]


class Source(models.Model):
    """Where a law is printed: seed file, lines, page. The first is the copy-text."""

    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="sources")
    seed = models.CharField(max_length=100)
    line_start = models.PositiveIntegerField()
    line_end = models.PositiveIntegerField()
    page = models.CharField(max_length=20, blank=True)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["law", "position"]

    def __str__(self) -> str:
        page = f", page {self.page}" if self.page else ""
        return f"{self.seed}, lines {self.line_start}–{self.line_end}{page}"

    @property
    def role(self) -> str:
        """The first source is the copy-text the law is transcribed from; the others are witnesses."""
        return "copy-text" if self.position == 0 else "witness"

    @property
    def lines(self) -> list[int]:
        return [self.line_start, self.line_end]


class CrossReference(models.Model):
    """A reference printed in one law's text to another law of the same code."""

    from_law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="references")
    to_law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="referenced_by")
    clause = models.CharField(max_length=10, blank=True)
    printed = models.CharField(max_length=100)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["from_law", "position"]


class GlossaryTerm(models.Model):
    """An entry of a glossary printed with a code; a code may print several (McIntosh's, Clay's), each under its
    own heading (`glossary`, the section that heads it, whose source names the book)."""

    code = models.ForeignKey(Code, on_delete=models.CASCADE, related_name="terms")
    glossary = models.ForeignKey(Section, on_delete=models.SET_NULL, null=True, blank=True, related_name="terms")
    slug = models.SlugField(max_length=80)
    title = models.CharField(max_length=200)
    text = models.TextField()
    seed = models.CharField(max_length=100, blank=True)
    line_start = models.PositiveIntegerField(null=True)
    line_end = models.PositiveIntegerField(null=True)
    page = models.CharField(max_length=20, blank=True)
    # Our note on the entry where the print is damaged: what is lost, where the reading comes from.
    damage = models.TextField(blank=True)
    # Our note where a word of the entry is the editors' guess, not a reading of the scan (corpus/README.md).
    conjecture = models.TextField(blank=True)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["code", "position"]
        constraints = [models.UniqueConstraint(fields=["code", "slug"], name="unique_term_per_code")]


class Matter(models.Model):
    """One matter of the game (the revoke, the deal ...) and the laws on it in each code."""

    slug = models.SlugField(max_length=80, unique=True)
    title = models.CharField(max_length=200)
    laws = models.ManyToManyField(Law, through="MatterLaw", related_name="matters")
    # The `laws:` lines as written in the corpus ("club-1864 71-82"), one per line.
    spec = models.TextField()
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return self.title


class MatterLaw(models.Model):
    matter = models.ForeignKey(Matter, on_delete=models.CASCADE)
    law = models.ForeignKey(Law, on_delete=models.CASCADE)
    position = models.PositiveIntegerField()

    class Meta:
        ordering = ["matter", "position"]


class CorpusHeader(models.Model):
    """The header of a corpus file whose entries have no model of their own to carry it."""

    name = models.CharField(max_length=200, unique=True, help_text="Path of the file within corpus/.")
    kind = models.CharField(max_length=40)
    ident = models.CharField(max_length=80)
    title = models.CharField(max_length=300)


class LawCitation(models.Model):
    """What a citation of a law by a text keeps: the clause, the editors' reason, its place among the text's
    citations. The citing text and the law (each with its own related name) are the concrete model's."""

    law: models.ForeignKey[Law, Law]
    clause = models.CharField(max_length=10, blank=True)
    reason = models.CharField(max_length=300, blank=True)
    position = models.PositiveIntegerField()

    class Meta:
        abstract = True

    @property
    def ref(self) -> str:
        return self.law.ref + (f".{self.clause}" if self.clause else "")


class LawPage(models.Model):
    """A law's page as far as the printed corpus makes it, rendered when a corpus load changes it (laws/pages.py).

    Every part here is drawn from rows only `load_corpus` writes (the law, its clauses, notes, variants, sources,
    cross-references, the concordance, the worked cases and passages), so the page reads it instead of rendering it
    again at every request. The parts the committee writes (commentary, statutes, decisions, appeals) are not here.
    """

    law = models.OneToOneField(Law, on_delete=models.CASCADE, primary_key=True, related_name="page")
    # The text, clauses and continuation with their references linked (laws/_law_body.html).
    body_html = models.TextField()
    # Notes, variant readings, cross-references (laws/_law_printed.html).
    printed_html = models.TextField()
    # Witnesses, passages, the engine and the worked cases (laws/_law_edition.html).
    edition_html = models.TextField()
    # The same matter in the other codes (laws/_law_concordance.html).
    concordance_html = models.TextField()
    # Sources and the previous and next laws (laws/_law_sources.html).
    sources_html = models.TextField()
    # The digest of what these parts were rendered from (laws/digests.py): a load renders them again when it changes.
    digest = models.CharField(max_length=64, blank=True, default="")


class CodePage(models.Model):
    """A code's page below its title, rendered when a corpus load changes it (laws/pages.py): all of it printed."""

    code = models.OneToOneField(Code, on_delete=models.CASCADE, primary_key=True, related_name="page")
    content_html = models.TextField()
    digest = models.CharField(max_length=64, blank=True, default="")  # as LawPage's
