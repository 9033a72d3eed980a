"""A ruling's findings in brief, for the book: what was found, by whom, the laws and the option elected.

The laws of every ruling in the book are fetched in one query (LawBook), not one per ruling as the ruling
page does, so a year of a hundred cases costs what a year of one does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Q

from decisions.case_display import kind_words, option_label, ruling_laws
from laws.models import Law


@dataclass(frozen=True)
class LawRef:
    ref: str  # "72" or "72.a", as the ruling cites it
    number: str
    clause: str
    law: Law | None  # None: the knowledge base has no such law


@dataclass(frozen=True)
class Finding:
    kind_words: str
    offender: str
    summary: str
    law_refs: tuple[LawRef, ...]
    elected: str  # the option elected, by its id; "" when none
    elected_words: str = ""  # the option elected in the ruling's words, its number as the ruling gives it
    read_out: tuple[str, ...] = ()  # the engine's lines to read out ("" for a ruling saved before it gave them)


@dataclass(frozen=True)
class Brief:
    findings: tuple[Finding, ...]


class LawBook:
    """The laws cited by the rulings asked for, fetched at once."""

    def __init__(self) -> None:
        self.wanted: dict[str, set[str]] = {}
        self.laws: dict[tuple[str, str], Law] = {}

    def ask(self, code: str, ruling: dict[str, Any] | None) -> None:
        self.wanted.setdefault(code, set()).update(n for n, _ in ruling_laws(ruling or {}))

    def fetch(self) -> None:
        asked = [Q(code__slug=code, number__in=numbers) for code, numbers in self.wanted.items() if numbers]
        if not asked:
            return
        where = asked[0]
        for q in asked[1:]:
            where |= q
        self.laws = {(law.code.slug, law.number): law for law in Law.objects.filter(where).select_related("code")}

    def brief(self, code: str, ruling: dict[str, Any] | None) -> Brief:
        findings = []
        for finding in (ruling or {}).get("findings") or []:
            refs = []
            for ref in finding.get("laws") or []:
                number, _, clause = str(ref).partition(".")
                refs.append(LawRef(str(ref), number, clause, self.laws.get((code, number))))
            findings.append(
                Finding(
                    kind_words=kind_words(finding.get("kind")),
                    offender=str(finding.get("offender") or ""),
                    summary=str(finding.get("summary") or ""),
                    law_refs=tuple(refs),
                    elected=str(finding.get("elected") or ""),
                    elected_words=_elected_words(finding),
                    read_out=tuple(str(line) for line in finding.get("read_out") or []),
                )
            )
        return Brief(tuple(findings))


def _elected_words(finding: dict[str, Any]) -> str:
    """The option elected as the ruling words it (its number as the club's statutes leave it)."""
    chosen = next((o for o in finding.get("options") or [] if o.get("id") == finding.get("elected")), None)
    if chosen is None:
        return ""
    words = option_label(chosen)
    return words[:1].lower() + words[1:]
