"""The engine's ruling on each worked case, kept with the engine's version, and the laws the case turns on.

Rulings are made here, at corpus load, never on a page view: a case is ruled again when its file
changed or the engine did (worked/engine_version.py).
"""

from __future__ import annotations

from decisions.rulings import ruling_for_text, with_precedents
from engine import cited_laws
from laws.models import Law

from .engine_version import engine_version
from .models import TurnsOn, WorkedCase


def rule_worked_case(case: WorkedCase, *, force: bool = False) -> bool:
    """Rule on the case if its stored ruling is missing or from another engine; True if it was ruled.

    The precedents (decisions of the knowledge base on the laws cited) are found again on every load,
    since the decisions may have changed while the engine did not; the case is written only if they did.
    """
    version = engine_version()
    ruled = force or not case.ruling or case.engine_version != version
    if ruled:
        case.ruling = ruling_for_text(case.case_text)
        case.engine_version = version
    else:
        kept = case.ruling.get("precedents")
        if with_precedents(case.ruling).get("precedents") == kept:
            return False
    case.save(update_fields=["ruling", "engine_version"])
    return ruled


def derive_turns_on(case: WorkedCase, laws: dict[tuple[str, str], Law]) -> None:
    """The laws the case turns on: those the ruling cites, the law the decision is printed under, the editors'."""
    found: dict[int, str] = {}
    for code, number in cited_laws(case.ruling):
        law = laws.get((code, number.split(".")[0]))
        if law is not None:
            found.setdefault(law.pk, TurnsOn.RULING)
    if case.decision_id and case.decision and case.decision.under_id:
        found.setdefault(case.decision.under_id, TurnsOn.UNDER)
    for cite in case.cites.all():
        found.setdefault(cite.law_id, TurnsOn.EDITORS)
    if dict(case.turns_on.values_list("law_id", "why")) == found:
        return  # as derived at the last load
    case.turns_on.all().delete()
    TurnsOn.objects.bulk_create(TurnsOn(case=case, law_id=pk, why=why) for pk, why in found.items())
