"""The citation linker: printed text in, escaped HTML with links to our laws out.

Used for law texts, decisions and (later) commentary. A reference to another
code or book is shown as an external citation, never linked to a law of ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .citations import find_references
from .models import Clause, Law


@dataclass
class Linker:
    """What exists in one code, read once and reused for every text on a page."""

    code: str
    numbers: set[str] = field(default_factory=set)
    clauses: frozenset[tuple[str, str]] = frozenset()

    @classmethod
    def for_code(cls, code: str) -> Linker:
        numbers = set(Law.objects.filter(code__slug=code).values_list("number", flat=True))
        clauses = frozenset(Clause.objects.filter(law__code__slug=code).values_list("law__number", "label"))
        return cls(code, numbers, clauses)

    def url(self, number: str) -> str:
        return reverse("laws:law", args=[self.code, number])

    def paragraphs(self, text: str, corrections: dict[str, str] | None = None) -> SafeString:
        """Paragraphs (blank-line separated) as <p>, lines inside as <br>, references linked."""
        paras = [p for p in text.split("\n\n") if p.strip()]
        html = "".join(
            format_html("<p>{}</p>", mark_safe("<br>".join(self.link(line, corrections) for line in p.split("\n"))))
            for p in paras
        )
        return mark_safe(html)

    def link(self, text: str, corrections: dict[str, str] | None = None) -> str:
        corrections = corrections or {}
        out: list[str] = []
        pos = 0
        for ref in find_references(text, self.clauses):
            if ref.start < pos:
                continue
            out.append(escape(text[pos : ref.start]))
            if ref.external:
                out.append(
                    format_html(
                        '<cite class="external" title="A reference to another code or book">{}</cite>', ref.printed
                    )
                )
            else:
                cursor = ref.start
                for lr in ref.laws:
                    if lr.start < cursor:
                        continue  # a range names laws between its ends without printing them
                    out.append(escape(text[cursor : lr.start]))
                    number = corrections.get(ref.printed, lr.number)
                    label = text[lr.start : lr.end]
                    if number in self.numbers:
                        anchor = f"#clause-{lr.clause}" if lr.clause else ""
                        out.append(
                            format_html('<a class="law-ref" href="{}{}">{}</a>', self.url(number), anchor, label)
                        )
                    else:
                        out.append(format_html('<span class="law-ref unresolved">{}</span>', label))
                    cursor = lr.end
                out.append(escape(text[cursor : ref.end]))
            pos = ref.end
        out.append(escape(text[pos:]))
        return "".join(out)
