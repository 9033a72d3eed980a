"""What the committee made that points into the printed corpus, each item named in words.

`load_corpus` lists these before and after loading: an item there before and gone (or changed)
after would be orphaned by the corpus change (its law or decision removed or renumbered), so
the load is refused and rolled back. Each kind of committee data is one function in DEPENDENTS;
a new kind (commentary on a law, an appeal) adds its own.
"""

from __future__ import annotations

from collections.abc import Callable

from django.db.models import Q

from appeals.models import Appeal
from committee.models import Commentary, CommentaryCitation
from decisions.models import Citation, Decision, DecisionLink

Dependents = Callable[[], set[str]]


def _law(law: object) -> str:
    return f"law {law.number} of {law.code.slug}"  # type: ignore[attr-defined]


def _decision(decision: Decision) -> str:
    return f"the committee's decision {decision.slug} (“{decision.title}”)"


def adopted_decision_citations() -> set[str]:
    citations = Citation.objects.filter(decision__origin=Decision.ORIGIN_COMMITTEE).select_related(
        "decision", "law__code"
    )
    return {
        f"{_decision(c.decision)} cites {_law(c.law)}{f' clause {c.clause}' if c.clause else ''}" for c in citations
    }


def adopted_decisions_under_laws() -> set[str]:
    adopted = Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE, under__isnull=False).select_related(
        "under__code"
    )
    return {f"{_decision(d)} stands under {_law(d.under)}" for d in adopted}


def adopted_decision_links() -> set[str]:
    """Links from the committee's decisions, and the treatments it recorded between printed ones."""
    links = DecisionLink.objects.filter(
        Q(from_decision__origin=Decision.ORIGIN_COMMITTEE) | Q(origin=DecisionLink.ORIGIN_COMMITTEE)
    ).select_related("from_decision", "to_decision")
    return {
        f"{_treating(link.from_decision)} {link.get_relation_display()} decision {link.to_decision.slug}"
        for link in links
    }


def _treating(decision: Decision) -> str:
    if decision.origin == Decision.ORIGIN_COMMITTEE:
        return _decision(decision)
    return f"the committee's treatment: decision {decision.slug}"


def appeal_added_laws() -> set[str]:
    """The laws the committee added to its decisions on appeals."""
    added = Appeal.added_laws.through.objects.select_related("appeal", "law__code")
    return {f"appeal {row.appeal.pk} rests on {_law(row.law)}" for row in added}


def _commentary(commentary: Commentary) -> str:
    subject = _law(commentary.law) if commentary.law_id else f"decision {commentary.decision.slug}"  # type: ignore[union-attr]
    return f"the committee's {commentary.get_kind_display().lower()} on {subject}"


def commentaries() -> set[str]:
    """What the committee wrote on a law or a decision (the foreign keys PROTECT it; named here all the same)."""
    written = Commentary.objects.select_related("law__code", "decision")
    return {_commentary(c) for c in written}


def commentary_citations() -> set[str]:
    cited = CommentaryCitation.objects.select_related("commentary__law__code", "commentary__decision", "law__code")
    return {f"{_commentary(c.commentary)} cites {_law(c.law)}" for c in cited}


DEPENDENTS: list[Dependents] = [
    adopted_decision_citations,
    adopted_decisions_under_laws,
    adopted_decision_links,
    appeal_added_laws,
    commentaries,
    commentary_citations,
]


def describe(item: object) -> str:
    """A committee record a delete was refused for (ProtectedError), in the same words as above."""
    if isinstance(item, Commentary):
        return _commentary(item)
    return f"{item._meta.verbose_name} {item}"  # type: ignore[attr-defined]


def committee_dependents() -> set[str]:
    """Every link from the committee's work into the printed corpus, as a sentence naming both ends."""
    found: set[str] = set()
    for dependents in DEPENDENTS:
        found |= dependents()
    return found


class CorpusChangeRefused(Exception):
    """The corpus change would orphan what the committee made; nothing was changed."""

    def __init__(self, orphaned: list[str]) -> None:
        self.orphaned = orphaned
        listing = "\n".join(f"  - {item}" for item in orphaned)
        super().__init__(
            f"The corpus change would orphan {len(orphaned)} thing(s) the committee made, so nothing was changed:\n"
            f"{listing}\nRestore the laws or decisions they point at in the corpus, or move the committee's work first."
        )
