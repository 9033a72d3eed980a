"""What the decisions under each law and each decision's page are rendered from, as one digest each.

As laws/digests.py for the law pages: a corpus load renders again only the lists and decision pages whose digest
changed (and those not stored), reading the rows they draw on in a few queries over whole tables. A write outside
a load renders its parts itself (under_law.py, pages.py) and stores them with no digest: the next load renders
them again once. Err on the side of too much (laws/digests.py says why).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from laws.digests import Row, by_id, columns, digest, grouped
from laws.models import Clause, Code, Law

from .models import Authority, Citation, Decision, DecisionLink, DecisionNote, ExternalCitation

# Not drawn on any page: which citation profile the precedent ranking files a decision under.
UNSHOWN = ("profile_id",)


class DecisionRows:
    """The decisions with their authorities and whether each is withdrawn, and the laws they cite, read once."""

    def __init__(self) -> None:
        self.codes = by_id(Code)
        self.laws = dict(
            (row[0], (row, self.codes.get(row[-1])))
            for row in Law.objects.order_by().values_list("id", "number", "title", "kind", "position", "code_id")
        )
        self.authorities = by_id(Authority)
        self.decisions = by_id(Decision, UNSHOWN)
        self.withdrawn = set(Decision.objects.filter(withdrawal__isnull=False).values_list("pk", flat=True))
        self.authority_at = columns(Decision, ("id", *UNSHOWN)).index("authority_id")

    def ident(self, decision_id: int) -> object:
        row = self.decisions.get(decision_id)
        authority = self.authorities.get(row[self.authority_at]) if row else None
        return (decision_id, row, authority, decision_id in self.withdrawn)


def list_digests(rows: DecisionRows | None = None) -> dict[int, str]:
    """The digest of the stored list of decisions under every law, by law id."""
    rows = rows or DecisionRows()
    citing: dict[int, list[tuple[Row, object]]] = defaultdict(list)
    names = columns(Citation)
    decision_at, law_at = names.index("decision_id"), names.index("law_id")
    for row in Citation.objects.order_by("pk").values_list(*names):
        citing[row[law_at]].append((row, rows.ident(row[decision_at])))
    return {law_id: digest(law, citing.get(law_id, [])) for law_id, law in rows.laws.items()}


def page_digests(rows: DecisionRows | None = None) -> dict[int, str]:
    """The digest of every decision's stored page, by decision id."""
    rows = rows or DecisionRows()
    # The linker of the decision's home code: every code's law numbers and clause labels, whichever it is.
    linkers = digest(sorted(rows.laws.items()), sorted(Clause.objects.order_by().values_list("law_id", "label")))
    citations = grouped(Citation, "decision_id")
    law_at = columns(Citation).index("law_id")
    external, notes = grouped(ExternalCitation, "decision_id"), grouped(DecisionNote, "decision_id")
    outgoing, incoming = grouped(DecisionLink, "from_decision_id"), grouped(DecisionLink, "to_decision_id")
    link_names = columns(DecisionLink)
    to_at, from_at = link_names.index("to_decision_id"), link_names.index("from_decision_id")

    def treatments(links: list[Row], other_at: int) -> list[Any]:
        return [(link, rows.ident(link[other_at])) for link in links]

    return {
        pk: digest(
            rows.ident(pk),
            linkers,
            [(c, rows.laws.get(c[law_at])) for c in citations.get(pk, [])],
            external.get(pk, []),
            notes.get(pk, []),
            treatments(outgoing.get(pk, []), to_at),
            treatments(incoming.get(pk, []), from_at),
        )
        for pk in rows.decisions
    }
