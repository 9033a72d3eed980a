"""The club's statutes: which provisions of a law the club may amend, and the amendments in force.

A statute is a kept text (`Commentary` of kind `statute`) on one law: the club's words, and the
amendment the engine rules by (`provision`, `value`). The provisions and their bounds are the
engine's (decisions/engine/amendments.py); this module only asks which of them a law provides.
"""

from __future__ import annotations

from dataclasses import dataclass

from decisions.engine.amendments import PROVISIONS, Provision
from decisions.engine.codes import TABLES
from decisions.engine.codes.table import LawTable
from laws.models import Law

from .models import Commentary


@dataclass(frozen=True)
class Amendable:
    """A provision of a law the club may amend, with the law's printed number for it."""

    provision: Provision
    printed: int | None


def amendable(law: Law) -> list[Amendable]:
    """The provisions this law of its code provides (the revoke's penalty in Club 72, the game in Club 2)."""
    table = TABLES.get(law.code.slug)
    if table is None:
        return []
    found = []
    for provision in PROVISIONS.values():
        if provision.law_of(table) == law.number:
            found.append(Amendable(provision, _printed(provision.id, table)))
    return found


def _printed(provision_id: str, table: LawTable) -> int | None:
    if provision_id == "game":
        return table.scoring.game
    options = table.revoke.penalty.options
    return options[-1].n if options else None


def amendments_in_force(code: str) -> list[dict[str, object]]:
    """The club's statutes on this code as the case format's `amendments`, in the order of the laws."""
    statutes = (
        Commentary.objects.published()
        .filter(kind=Commentary.STATUTE, law__code__slug=code, value__isnull=False)
        .exclude(provision="")
        .select_related("law")
        .order_by("law__position", "pk")
    )
    return [{"law": s.law.number, "provision": s.provision, "value": s.value} for s in statutes if s.law]


def has_statutes() -> bool:
    """Whether the club has any statute in force (the builder then rules under them by default)."""
    return Commentary.objects.published().filter(kind=Commentary.STATUTE, value__isnull=False).exists()
