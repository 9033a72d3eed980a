"""The decisions under each law, as its page lists them, rendered when a decision is written and stored (LawDecisions).

The law page showed them by three queries and a template at every request; they change only when a decision, its
citations, its withdrawal or its authority is written. So every such write deletes the stored lists of the laws it
touches, in its own transaction, and they are rendered again after it commits (decisions/after_commit.py):
- through the precedent ranking, which every write of citations, book order, withdrawal or deletion reaches, bulk
  writes included (decisions/precedent_profiles.py calls `laws_changed` with the laws of the profiles it touched,
  before and after: a citation deleted is in the profile the decision had);
- a decision saved with only other fields (its holding, its title), and an authority renamed, by the signals here;
- a corpus load renders, at its end (backup/corpus_load.py), the lists whose inputs changed (decisions/digests.py): a law's
  heading is on its list too.
A law with no stored list (made by hand, outside these paths) has it rendered at the request by the same function.
The stored HTML is the output of decisions/_under_law.html with autoescaping on: safe to mark so.
"""

from __future__ import annotations

import contextvars
from collections import defaultdict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from django.db.models.signals import post_save
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe

from laws.models import Law

from .after_commit import forget
from .pages import decisions_changed

if TYPE_CHECKING:
    from .digests import DecisionRows
    from .models import Decision

# The law page shows this many decisions; the decisions list, paginated, shows them all.
FIRST_DECISIONS = 10

_held: contextvars.ContextVar[bool] = contextvars.ContextVar("decisions_stored_parts_held", default=False)


def render_list(law: Law, citing: dict[int, list[Decision]] | None = None) -> str:
    """The list of the first decisions under the law and how many there are, as HTML (not stored); from
    `citing_in_force` where the caller read it for many laws at once."""
    from .models import Decision

    if citing is None:
        first = Decision.objects.first_under_law(law, FIRST_DECISIONS)
        count = Decision.objects.count_under_law(law) if len(first) == FIRST_DECISIONS else len(first)
    else:
        # As first_under_law: those printed under the law first, then the others, each in book order.
        def book_order(d: Decision) -> tuple[bool, int, int, int]:
            return (d.under_id != law.pk, d.collection_position, d.position, d.pk)

        decisions = sorted(citing.get(law.pk, []), key=book_order)
        first, count = decisions[:FIRST_DECISIONS], len(decisions)
    return render_to_string("decisions/_under_law.html", {"law": law, "decisions": first, "decisions_count": count})


def citing_in_force(law_ids: list[int]) -> dict[int, list[Decision]]:
    """The decisions in force citing each of these laws, once each: one query for many laws' lists."""
    from .models import Citation

    found: dict[int, dict[int, Decision]] = defaultdict(dict)
    rows = Citation.objects.filter(law__in=law_ids, decision__withdrawal__isnull=True)
    for citation in rows.select_related("decision__authority", "decision__under__code"):
        found[citation.law_id].setdefault(citation.decision_id, citation.decision)
    return {law: list(decisions.values()) for law, decisions in found.items()}


def list_under(law: Law) -> SafeString:
    """The law's stored list; rendered now if it has none."""
    from .models import LawDecisions

    html = LawDecisions.objects.filter(law=law).values_list("html", flat=True).first()
    return mark_safe(render_list(law) if html is None else html)  # noqa: S308 - our template's escaped output


def store_lists(law_ids: Iterable[int]) -> None:
    """Render and store the lists of these laws."""
    from .models import LawDecisions

    ids = sorted(set(law_ids))
    for chunk in [ids[i : i + 500] for i in range(0, len(ids), 500)]:
        laws = list(Law.objects.filter(pk__in=chunk).select_related("code"))
        citing = citing_in_force(chunk)  # one query for the chunk's lists, not three a law
        LawDecisions.objects.filter(law__in=laws).delete()
        LawDecisions.objects.bulk_create(
            [LawDecisions(law=law, html=render_list(law, citing)) for law in laws], batch_size=200
        )


def store_changed(rows: DecisionRows | None = None) -> int:
    """Render and store the lists whose inputs changed since stored (decisions/digests.py), and those not stored
    yet (a corpus load, at its end); the number rendered."""
    from .digests import list_digests
    from .models import LawDecisions

    digests = list_digests(rows)
    stored = dict(LawDecisions.objects.values_list("law_id", "digest"))
    stale = sorted(pk for pk, digest in digests.items() if stored.get(pk) != digest)
    for chunk in [stale[i : i + 500] for i in range(0, len(stale), 500)]:
        laws = list(Law.objects.filter(pk__in=chunk).select_related("code"))
        citing = citing_in_force(chunk)
        LawDecisions.objects.filter(law_id__in=chunk).delete()
        LawDecisions.objects.bulk_create(
            [LawDecisions(law=law, html=render_list(law, citing), digest=digests[law.pk]) for law in laws],
            batch_size=200,
        )
    return len(stale)


def laws_changed(law_ids: Iterable[int]) -> None:
    """A write changed what these laws' lists may show: delete them now, render them after commit
    (decisions/after_commit.py; not while held: see held())."""
    if not _held.get():
        forget(law_ids=law_ids)


@contextmanager
def held() -> Iterator[None]:
    """Render nothing at each write inside (a corpus load): the caller renders every stored part at its end."""
    token = _held.set(True)
    try:
        yield
    finally:
        _held.reset(token)


def is_held() -> bool:
    return _held.get()


def _cited_by(decision_ids: Iterable[int]) -> set[int]:
    from .models import Citation

    return set(Citation.objects.filter(decision_id__in=list(decision_ids)).values_list("law_id", flat=True))


def _decision_saved(sender: type, instance: Any, update_fields: Any = None, **kw: Any) -> None:
    from .precedent_signals import RANKED_FIELDS

    # A save the precedent ranking follows (every field, or the book order) reaches laws_changed through it.
    if update_fields is not None and not RANKED_FIELDS & set(update_fields):
        laws_changed(_cited_by([instance.pk]))
        decisions_changed([instance.pk])


def _authority_saved(sender: type, instance: Any, **kw: Any) -> None:
    if not is_held():  # a load renders what changed at its end: no query here for each authority it saves
        decisions = list(instance.decisions.values_list("pk", flat=True))
        laws_changed(_cited_by(decisions))
        decisions_changed(decisions)  # its name is beside them on the pages of the decisions treating them


_UID = "decisions.under_law."
post_save.connect(_decision_saved, sender="decisions.Decision", dispatch_uid=_UID + "decision")
post_save.connect(_authority_saved, sender="decisions.Authority", dispatch_uid=_UID + "authority")
