"""What a kept text is about: a law, or a decision (its commentary, or the holding of an adopted one).

The pages and the API find the subject from the address; the services take it as it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.http import Http404
from django.urls import reverse

from decisions.models import Decision
from laws.models import Code, Law

from .models import Commentary


@dataclass(frozen=True)
class Subject:
    kind: str
    law: Law | None = None
    decision: Decision | None = None

    @property
    def target(self) -> Law | Decision:
        return self.law if self.law is not None else self.decision  # type: ignore[return-value]

    @property
    def lookup(self) -> dict[str, object]:
        """The filter that finds this subject's kept text."""
        if self.law is not None:
            return {"law": self.law, "kind": self.kind}
        return {"decision": self.decision, "kind": self.kind}

    @property
    def code(self) -> str:
        """The code whose laws a bare "Law 72" in the text means."""
        return self.law.code.slug if self.law is not None else self.decision.home_code  # type: ignore[union-attr]

    @property
    def label(self) -> str:
        """How a reader names it: "Law 72, The Club Code (1864)", or the decision's title."""
        if self.law is not None:
            return f"{self.law.heading}, {self.law.code.title} ({self.law.code.year})"
        return self.decision.title  # type: ignore[union-attr]

    @property
    def what(self) -> str:
        return "the holding" if self.kind == Commentary.HOLDING else "the commentary"

    def url(self, action: str) -> str:
        """The address of one of this text's pages: edit, history, diff, revert."""
        if self.law is not None:
            return reverse(f"committee:law-commentary-{action}", args=[self.law.code.slug, self.law.number])
        route = "decision-holding" if self.kind == Commentary.HOLDING else "decision-commentary"
        return reverse(f"committee:{route}-{action}", args=[self.decision.slug])  # type: ignore[union-attr]

    # For templates, which cannot pass arguments.
    @property
    def url_edit(self) -> str:
        return self.url("edit")

    @property
    def url_history(self) -> str:
        return self.url("history")

    @property
    def url_diff(self) -> str:
        return self.url("diff")

    @property
    def url_revert(self) -> str:
        return self.url("revert")


def law_subject(code: str, number: str) -> Subject:
    if not Code.objects.filter(slug=code).exists():
        raise Http404(f"There is no code {code!r}.")
    try:
        law = Law.objects.select_related("code").get(code__slug=code, number=number)
    except Law.DoesNotExist:
        raise Http404(f"There is no law {number!r} in the code {code!r}.") from None
    return Subject(Commentary.COMMENTARY, law=law)


def decision_subject(slug: str, kind: str = Commentary.COMMENTARY) -> Subject:
    try:
        decision = Decision.objects.select_related("under__code", "authority").get(slug=slug)
    except Decision.DoesNotExist:
        raise Http404(f"There is no decision {slug!r}.") from None
    if kind == Commentary.HOLDING and decision.origin != Decision.ORIGIN_COMMITTEE:
        raise Http404(f"The decision {slug!r} is printed in a book: only the committee's own decisions are edited.")
    return Subject(kind, decision=decision)
