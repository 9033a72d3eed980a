"""The precedent ranking computed the plain way, from every citation, for the tests to hold the database's to."""

from __future__ import annotations

from collections import defaultdict

from decisions.models import Citation, Decision


def ranked_by_hand(laws: list[tuple[str, str]], named: list[str]) -> list[str]:
    """Every citation read and sorted in Python: the order the case format asks for, withdrawn decisions left out."""
    wanted = {(code, number.split(".")[0]) for code, number in laws}
    shared: dict[int, set[tuple[str, str]]] = defaultdict(set)
    explicit: dict[int, int] = defaultdict(int)
    for c in Citation.objects.select_related("law__code"):
        key = (c.law.code.slug, c.law.number)
        if key in wanted:
            shared[c.decision_id].add(key)
            explicit[c.decision_id] += c.kind == Citation.EXPLICIT
    candidates = Decision.objects.filter(pk__in=shared) | Decision.objects.filter(slug__in=named)
    decisions = {d.pk: d for d in candidates.filter(withdrawal__isnull=True)}
    rank = {slug: i for i, slug in enumerate(named)}
    order = sorted(
        decisions.values(),
        key=lambda d: (
            rank.get(d.slug, len(rank)),
            -len(shared[d.pk]),
            -explicit[d.pk],
            d.collection_position,
            d.position,
            d.pk,
        ),
    )
    return [d.slug for d in order]
