"""Every law reference printed in the corpus, checked: does it name a law of ours?

Law texts resolve within their own code (misprints through their correction notes);
a decision's text resolves within its home code (the code it is printed under,
else that of its first citation). External references ("Hoyle, law 18") are never ours and are skipped.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from laws.citations import find_references
from laws.models import Clause, Law

from .models import Decision


@dataclass(frozen=True)
class Problem:
    where: str
    printed: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.printed!r} {self.message}"


class CodeIndex:
    def __init__(self) -> None:
        self.numbers: dict[str, set[str]] = {}
        for code, number in Law.objects.values_list("code__slug", "number"):
            self.numbers.setdefault(code, set()).add(number)
        self.clauses: dict[str, frozenset[tuple[str, str]]] = {}
        pairs: dict[str, set[tuple[str, str]]] = {}
        for code, number, label in Clause.objects.values_list("law__code__slug", "law__number", "label"):
            pairs.setdefault(code, set()).add((number, label))
        self.clauses = {code: frozenset(p) for code, p in pairs.items()}

    def unresolved(self, code: str, text: str, corrections: dict[str, str] | None = None) -> Iterator[tuple[str, str]]:
        corrections = corrections or {}
        for ref in find_references(text, self.clauses.get(code, frozenset())):
            if ref.external:
                continue
            for lr in ref.laws:
                if corrections.get(ref.printed, lr.number) not in self.numbers.get(code, set()):
                    yield ref.printed, lr.number


def check_citations() -> list[Problem]:
    index = CodeIndex()
    problems: list[Problem] = []
    for law in Law.objects.select_related("code").prefetch_related("clauses", "notes"):
        corrections = law.corrections()
        texts = [law.full_text()] + [n.text for n in law.notes.all()]
        for text in texts:
            for printed, number in index.unresolved(law.code.slug, text, corrections):
                problems.append(Problem(law.ref, printed, f"names Law {number}, which {law.code.slug} does not have"))
    decisions = Decision.objects.select_related("under__code").prefetch_related("citations__law__code")
    for d in decisions:
        code = d.home_code
        for text in (d.facts, d.question, d.holding, d.text):
            for printed, number in index.unresolved(code, text):
                problems.append(Problem(d.slug, printed, f"names Law {number}, which {code} does not have"))
        cited = {(c.law.code.slug, c.law.number) for c in d.citations.all()}
        for ref in find_references(d.text, index.clauses.get(code, frozenset())):
            if ref.external:
                continue
            for lr in ref.laws:
                if lr.number in index.numbers.get(code, set()) and (code, lr.number) not in cited:
                    problems.append(
                        Problem(
                            d.slug,
                            ref.printed,
                            f"is printed in the text but {code}:{lr.number} is not among its citations",
                        )
                    )
    return problems
