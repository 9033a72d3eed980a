"""The enlarged knowledge base of the benchmarks and the query-count tests.

Every decision is repeated `times` over, each copy with the same text, printed
under the same law and citing the same laws the same way, so every law has
`times` as many decisions as in the corpus: the growth of years of committee
work, without inventing a word. Copies are bulk-created (no outbox rows, no
search index changes) and carry "-copy-N" slugs. Never committed: made on a
database that is thrown away (a test's transaction, the benchmark's own file).
"""

from __future__ import annotations

from django.db import transaction

from decisions import under_law
from decisions.models import Citation, Decision
from decisions.precedent_profiles import refresh_profiles
from plumbing.readercache.handler import site_changed

COPY_MARK = "-copy-"
# Copies sort after every printed decision of their collection.
COPY_POSITION_STEP = 100_000


def repeat_decisions(times: int, batch: int = 2000) -> int:
    """Make the decisions `times` as many (the originals count as one); returns how many were made."""
    if times < 2:
        return 0
    originals = list(Decision.objects.exclude(slug__contains=COPY_MARK).order_by("pk"))
    citations: dict[int, list[Citation]] = {}
    for c in Citation.objects.filter(decision__in=originals).order_by("decision_id", "position"):
        citations.setdefault(c.decision_id, []).append(c)
    made = 0
    copies_made: list[int] = []
    with transaction.atomic():
        for n in range(1, times):
            copies = [
                Decision(
                    slug=f"{d.slug}{COPY_MARK}{n}",
                    origin=d.origin,
                    collection=d.collection,
                    collection_position=d.collection_position,
                    authority_id=d.authority_id,
                    type=d.type,
                    title=d.title,
                    under_id=d.under_id,
                    facts=d.facts,
                    question=d.question,
                    holding=d.holding,
                    text=d.text,
                    seed=d.seed,
                    line_start=d.line_start,
                    line_end=d.line_end,
                    page=d.page,
                    source_text=d.source_text,
                    position=d.position + n * COPY_POSITION_STEP,
                )
                for d in originals
            ]
            created = Decision.objects.bulk_create(copies, batch_size=batch)
            by_slug = {c.slug: c.pk for c in created}
            if any(pk is None for pk in by_slug.values()):
                # A backend that does not return ids from bulk_create: read them back.
                by_slug = dict(Decision.objects.filter(slug__in=by_slug).values_list("slug", "pk"))
            Citation.objects.bulk_create(
                [
                    Citation(
                        decision_id=by_slug[f"{d.slug}{COPY_MARK}{n}"],
                        law_id=c.law_id,
                        clause=c.clause,
                        kind=c.kind,
                        reason=c.reason,
                        position=c.position,
                    )
                    for d in originals
                    for c in citations.get(d.pk, [])
                ],
                batch_size=batch,
            )
            made += len(copies)
            copies_made += by_slug.values()
        # Bulk-created: the precedent ranking is told, as adoption tells it. The copies' own pages are not stored
        # (a page without its stored parts is rendered from its rows, the same page): only the lists under the laws
        # they cite, which the law pages show, are rendered again, once each.
        with under_law.held():
            refresh_profiles(copies_made)
        under_law.store_lists(Citation.objects.filter(decision_id__in=copies_made).values_list("law_id", flat=True))
        site_changed()  # and the readers' version, as every bulk write must
    return made
