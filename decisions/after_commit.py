"""The stored parts a committee write affects: deleted in its transaction, rendered again after it commits.

Rendering the lists under the laws and the decisions' pages inside every write's transaction was about half the
CPU of a committee write. Now the write only deletes the parts it affects (`forget`, one or two DELETEs): a page
whose part is missing renders it from its rows at the request, by the same functions, so it is never stale. When
the write commits (`transaction.on_commit`), the parts are rendered, many laws at once (`citing_in_force`), and
stored only if nothing readers see changed meanwhile:

1. read the site's version token (plumbing/readercache/models.py), THEN read the rows and render;
2. in a short transaction, lock the version's row (`select_for_update`) and store the parts only if the token is
   still the one read in 1; otherwise store nothing (the page renders from its rows: correct, just slower).

Why this can never store a stale part: every write a reader could see changes the token in its own transaction,
before it writes its rows (plumbing/readercache/handler.py, pre_save and pre_delete), and keeps the version's row
locked to its commit on PostgreSQL. So a write that committed before step 1's read is in the rows rendered (they are
read after the token); a write that committed between step 1 and step 2 changed the token, and step 2 stores
nothing; a write still open at step 2 holds the version's row, so step 2 waits for it and then sees its new token,
or, if step 2 locked first, the write changes its rows after the part is stored and deletes that part (`forget`) in
its own transaction. On SQLite one writer at a time gives the same order. A write outside any transaction (a shell)
commits its row before the handler's post_save changes the token, so `forget` changes it itself first: a
renderer that read the older token cannot store a part from the older rows after this write's part.

Nothing is rendered while a corpus load holds (under_law.held()): it renders what changed at its end.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db import connection, transaction

from plumbing.readercache.handler import site_changed
from plumbing.readercache.models import THE_ROW, SiteVersion


@dataclass
class Rendered:
    """Parts rendered from the rows as read after `token`, not stored yet."""

    token: str
    lists: list[Any] = field(default_factory=list)  # LawDecisions, unsaved
    pages: list[Any] = field(default_factory=list)  # DecisionPage, unsaved


def _pending() -> tuple[set[int], set[int]]:
    # Per connection, so per thread: the laws and decisions whose parts this connection's writes deleted.
    found = getattr(connection, "_stored_parts_pending", None)
    if found is None:
        found = (set(), set())
        connection._stored_parts_pending = found  # type: ignore[attr-defined]
    return found


def forget(law_ids: Iterable[int] = (), decision_ids: Iterable[int] = ()) -> None:
    """A write changed what these laws' lists and decisions' pages show: delete them now, render them after commit."""
    from .models import DecisionPage, LawDecisions

    laws, decisions = set(law_ids), set(decision_ids)
    if not laws and not decisions:
        return
    outside = not connection.in_atomic_block
    with transaction.atomic():
        if outside:
            site_changed()  # a write outside any transaction: see the module docstring
        if laws:
            LawDecisions.objects.filter(law_id__in=laws).delete()
        if decisions:
            DecisionPage.objects.filter(decision_id__in=decisions).delete()
    pending_laws, pending_decisions = _pending()
    pending_laws |= laws
    pending_decisions |= decisions
    # Robust: the write has committed whatever happens here; a failure (SQLite's "table is locked" under
    # concurrent writers) is logged and leaves the parts unstored, never raised into the writer as its own failure.
    transaction.on_commit(render_pending, robust=True)


def render_pending() -> None:
    """Render and store the parts this connection's committed writes deleted (one batch for all of them)."""
    laws, decisions = _pending()
    if not laws and not decisions:
        return  # an earlier callback of the same transaction rendered them
    law_ids, decision_ids = sorted(laws), sorted(decisions)
    laws.clear()
    decisions.clear()
    store_if_unchanged(render(law_ids, decision_ids))


def render(law_ids: Iterable[int], decision_ids: Iterable[int]) -> Rendered:
    """Step 1: the token, then the parts from the rows read after it."""
    from laws.linking import Linker
    from laws.models import Law

    from .models import Decision, LawDecisions
    from .pages import PREFETCH, render_page
    from .under_law import citing_in_force, render_list

    rendered = Rendered(token=SiteVersion.current().token)
    law_ids, decision_ids = sorted(set(law_ids)), sorted(set(decision_ids))
    for chunk in [law_ids[i : i + 500] for i in range(0, len(law_ids), 500)]:
        citing = citing_in_force(chunk)
        for law in Law.objects.filter(pk__in=chunk).select_related("code"):
            rendered.lists.append(LawDecisions(law=law, html=render_list(law, citing)))
    linkers: dict[str, Linker] = {}
    decisions = Decision.objects.select_related("under__code").prefetch_related(*PREFETCH)
    for chunk in [decision_ids[i : i + 500] for i in range(0, len(decision_ids), 500)]:
        rendered.pages.extend(render_page(d, linkers) for d in decisions.filter(pk__in=chunk))
    return rendered


def store_if_unchanged(rendered: Rendered) -> bool:
    """Step 2: store the parts if the site's version is still the one they were rendered under; whether stored."""
    from .models import DecisionPage, LawDecisions

    with transaction.atomic():
        version = SiteVersion.objects.select_for_update().filter(pk=THE_ROW).values_list("token", flat=True).first()
        if version != rendered.token:
            return False
        # A concurrent renderer under the same token may have stored some: the same rows render the same parts.
        LawDecisions.objects.filter(law__in=[p.law_id for p in rendered.lists]).delete()
        LawDecisions.objects.bulk_create(rendered.lists, batch_size=200)
        DecisionPage.objects.filter(decision__in=[p.decision_id for p in rendered.pages]).delete()
        DecisionPage.objects.bulk_create(rendered.pages, batch_size=200)
    return True
