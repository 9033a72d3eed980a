"""A decision's text, notes and citations as its page shows them, rendered when written and stored (DecisionPage).

The page linked every law reference of the decision's texts at each request, after reading its notes, its citations
with their laws and codes, its references to other books and the linker's two lists of the code's laws: seven
queries and the linking, and how other decisions treat it (two more), for parts that change only when the decision or its citations are written. Every such
write deletes them in its transaction and they are rendered again after it commits (decisions/after_commit.py): through the precedent ranking, which every write of
citations, book order, withdrawal or deletion reaches, bulk writes included (precedent_profiles.py calls
`decisions_changed`), by a save of other fields (its holding, its title: under_law.py's signal) and, for every
decision whose inputs changed (decisions/digests.py), at the end of a corpus load (backup/corpus_load.py), which also writes
the notes and the laws the links point to.
A decision with no stored page is rendered at the request by the same function.

Why the stored HTML may be marked safe: it is the output of our templates with autoescaping on; the texts pass
through the Linker (laws/linking.py), which escapes all it does not make a link of, and a committee's holding is
the Markdown rendered and cleaned by nh3 when saved (rendered.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from django.db.models import Q
from django.db.models.signals import post_delete, post_save, pre_delete
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe

from laws.linking import Linker

from .models import Decision, DecisionLink, DecisionPage

if TYPE_CHECKING:
    from .digests import DecisionRows

PREFETCH = (
    "citations__law__code",
    "external_citations",
    "notes",
    "links__to_decision__authority",
    "linked_from__from_decision__authority",
)


def render_page(decision: Decision, linkers: dict[str, Linker] | None = None) -> DecisionPage:
    """The decision's stored parts, from its rows (not saved)."""
    code = decision.home_code
    linkers = {} if linkers is None else linkers
    linker = linkers.get(code) or linkers.setdefault(code, Linker.for_code(code))
    context = {
        "decision": decision,
        "linker": linker,
        # The committee's holdings are Markdown, rendered and cleaned by nh3 when saved; printed ones plain text.
        "holding_html": mark_safe(decision.holding_html),  # noqa: S308 - nh3-clean, stored at save (rendered.py)
        "question_html": mark_safe(decision.question_html),  # noqa: S308 - the same
    }
    outgoing, incoming = list(decision.links.all()), list(decision.linked_from.all())
    treatments = {"outgoing": outgoing, "incoming": incoming}
    return DecisionPage(
        decision=decision,
        body_html=render_to_string("decisions/_body.html", context),
        cited_html=render_to_string("decisions/_cited.html", context),
        treatments_html=render_to_string("appeals/_treatments_list.html", treatments),
        treated=bool(outgoing or incoming),
    )


def stored_page(decision: Decision) -> DecisionPage:
    """The decision's stored parts, or, where none is stored, rendered now (and kept on it for the request)."""
    try:
        return decision.stored_page
    except DecisionPage.DoesNotExist:
        page = render_page(
            Decision.objects.select_related("under__code").prefetch_related(*PREFETCH).get(pk=decision.pk)
        )
        decision.stored_page = page
        return page


def page_parts(decision: Decision) -> dict[str, SafeString]:
    page = stored_page(decision)
    # Safe: our templates' escaped output, the holding nh3-clean (module docstring).
    return {"body_html": mark_safe(page.body_html), "cited_html": mark_safe(page.cited_html)}  # noqa: S308


# Decisions being deleted (between their pre_delete and post_delete): a treatment deleted with one of them renders
# the other's page, never a row for the decision on its way out.
_deleting: set[int] = set()


def store_pages(decision_ids: Iterable[int] | None = None) -> None:
    """Render and store the pages of these decisions (every decision if None)."""
    decisions = Decision.objects.select_related("under__code").prefetch_related(*PREFETCH).exclude(pk__in=_deleting)
    if decision_ids is not None:
        ids = sorted(set(decision_ids))
        DecisionPage.objects.filter(decision_id__in=ids).delete()
        chunks = [ids[i : i + 500] for i in range(0, len(ids), 500)]
    else:
        DecisionPage.objects.all().delete()
        chunks = [[]]
    linkers: dict[str, Linker] = {}
    for chunk in chunks:
        rows = decisions.filter(pk__in=chunk) if decision_ids is not None else decisions.all()
        DecisionPage.objects.bulk_create([render_page(d, linkers) for d in rows], batch_size=200)


def store_changed(rows: DecisionRows | None = None) -> int:
    """Render and store the pages whose inputs changed since stored (decisions/digests.py), and those not stored
    yet (a corpus load, at its end); the number rendered. A decision gone takes its page with it (CASCADE)."""
    from .digests import page_digests

    digests = page_digests(rows)
    stored = dict(DecisionPage.objects.values_list("decision_id", "digest"))
    stale = sorted(pk for pk, digest in digests.items() if stored.get(pk) != digest)
    linkers: dict[str, Linker] = {}
    decisions = Decision.objects.select_related("under__code").prefetch_related(*PREFETCH)
    for chunk in [stale[i : i + 500] for i in range(0, len(stale), 500)]:
        DecisionPage.objects.filter(decision_id__in=chunk).delete()
        pages = [render_page(d, linkers) for d in decisions.filter(pk__in=chunk)]
        for page in pages:
            page.digest = digests[page.decision.pk]
        DecisionPage.objects.bulk_create(pages, batch_size=200)
    return len(stale)


def decisions_changed(decision_ids: Iterable[int]) -> None:
    """A write changed these decisions' text or citations: delete their pages now, render them after commit
    (decisions/after_commit.py; not while a load holds)."""
    from .after_commit import forget
    from .under_law import is_held

    if not is_held():
        ids = set(decision_ids)
        # A decision's title and authority are on the pages of the decisions it treats and is treated by.
        links = DecisionLink.objects.filter(Q(from_decision__in=ids) | Q(to_decision__in=ids))
        for pair in links.values_list("from_decision_id", "to_decision_id"):
            ids.update(pair)
        forget(decision_ids=ids - _deleting)


def _treatment_written(sender: type, instance: Any, **kw: Any) -> None:
    decisions_changed([instance.from_decision_id, instance.to_decision_id])


def _decision_deleting(sender: type, instance: Any, **kw: Any) -> None:
    _deleting.add(instance.pk)


def _decision_deleted(sender: type, instance: Any, **kw: Any) -> None:
    _deleting.discard(instance.pk)


_UID = "decisions.pages."
pre_delete.connect(_decision_deleting, sender="decisions.Decision", dispatch_uid=_UID + "deleting")
post_delete.connect(_decision_deleted, sender="decisions.Decision", dispatch_uid=_UID + "deleted")
post_save.connect(_treatment_written, sender="decisions.DecisionLink", dispatch_uid=_UID + "link_saved")
post_delete.connect(_treatment_written, sender="decisions.DecisionLink", dispatch_uid=_UID + "link_deleted")
