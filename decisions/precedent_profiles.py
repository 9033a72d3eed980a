"""The citation profiles kept up to date: every write that changes a decision's citations, book order or
withdrawal refreshes its profile (decisions/precedent_models.py says what a profile is).

The signals of decisions/precedent_signals.py call refresh_profiles() for writes through the models;
bulk writes call it themselves; a corpus load gathers its decisions in batched() and refreshes them
once; `manage.py rebuild_precedents` makes everything again, and its --dry-run lists what is stale.
"""

from __future__ import annotations

import contextvars
import hashlib
from collections import defaultdict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from django.apps import apps as global_apps
from django.db import transaction

# Enough ids per `IN (...)` for every database's limit on parameters.
CHUNK = 500
_batch: contextvars.ContextVar[set[int] | None] = contextvars.ContextVar("precedent_profiles_batch", default=None)
_batch_profiles: contextvars.ContextVar[set[int] | None] = contextvars.ContextVar(
    "precedent_profiles_batch_profiles", default=None
)


def _chunks(ids: Iterable[int]) -> Iterator[list[int]]:
    items = sorted(ids)
    for start in range(0, len(items), CHUNK):
        yield items[start : start + CHUNK]


def profile_key(laws: dict[int, int]) -> str:
    """The key of a profile: the digest of its (law id, explicit citations) pairs in law order."""
    text = " ".join(f"{law}:{explicit}" for law, explicit in sorted(laws.items()))
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True)
class Expected:
    """What the citations and withdrawals say the profiles of some decisions are."""

    laws: dict[int, dict[int, int]]  # decision id → {law id: explicit citations}, decisions in force citing a law

    def key(self, decision_id: int) -> str | None:
        laws = self.laws.get(decision_id)
        return profile_key(laws) if laws else None


def _expected(decision_ids: list[int], registry: Any) -> Expected:
    """Read the citations of the given decisions that are in force (withdrawn ones have no profile)."""
    citation = registry.get_model("decisions", "Citation")
    laws: dict[int, dict[int, int]] = defaultdict(dict)
    for chunk in _chunks(decision_ids):
        rows = citation.objects.filter(decision_id__in=chunk, decision__withdrawal__isnull=True).values_list(
            "decision_id", "law_id", "kind"
        )
        for decision_id, law_id, kind in rows:
            counts = laws[decision_id]
            counts[law_id] = counts.get(law_id, 0) + (kind == "explicit")
    return Expected(dict(laws))


@contextmanager
def batched() -> Iterator[None]:
    """Refresh once, at the end, the profiles of every decision written inside (a corpus load): not once
    per citation. On an error nothing is refreshed: the transaction that wrote them rolls back too."""
    if _batch.get() is not None:
        yield
        return
    decisions, profiles = _batch.set(set()), _batch_profiles.set(set())
    try:
        yield
        pending, emptied = _batch.get() or set(), _batch_profiles.get() or set()
    finally:
        _batch.reset(decisions)
        _batch_profiles.reset(profiles)
    _refresh(pending, emptied)


def refresh_profiles(decision_ids: Iterable[int], profile_ids: Iterable[int] = ()) -> None:
    """Bring the ranking up to date for these decisions (and these profiles, which lost a decision deleted)."""
    pending, emptied = _batch.get(), _batch_profiles.get()
    if pending is not None and emptied is not None:
        pending.update(decision_ids)
        emptied.update(pid for pid in profile_ids if pid is not None)
        return
    _refresh(set(decision_ids), {pid for pid in profile_ids if pid is not None})


def _refresh(decision_ids: set[int], profile_ids: set[int], registry: Any = global_apps) -> None:
    if not decision_ids and not profile_ids:
        return
    # One transaction (no savepoint inside the writer's own): the profiles are locked while they are counted.
    with transaction.atomic(savepoint=False):
        _reassign(decision_ids, profile_ids, registry)


def _reassign(decision_ids: set[int], profile_ids: set[int], registry: Any) -> None:
    decision = registry.get_model("decisions", "Decision")
    old: dict[int, int | None] = {}
    for chunk in _chunks(decision_ids):
        old.update(decision.objects.filter(pk__in=chunk).values_list("pk", "profile_id"))
    expected = _expected(list(old), registry)
    keys = {pk: expected.key(pk) for pk in old}
    profile_of = _profiles(expected, {pk: k for pk, k in keys.items() if k}, registry)
    changed = [
        decision(pk=pk, profile_id=profile_of.get(keys[pk] or ""))
        for pk, was in old.items()
        if profile_of.get(keys[pk] or "") != was
    ]
    decision.objects.bulk_update(changed, ["profile"], batch_size=CHUNK)
    touched = profile_ids | {pid for pid in old.values() if pid} | set(profile_of.values())
    # Not in a migration: the lists under the laws of every profile touched, and the decisions' pages, follow.
    if registry is global_apps:
        from .pages import decisions_changed
        from .under_law import laws_changed

        laws_changed(_laws_of(touched, registry))
        decisions_changed(old)
    _recount(touched, registry)


def _laws_of(profile_ids: set[int], registry: Any) -> set[int]:
    """The laws of these profiles: read before _recount deletes a profile left empty."""
    profile_law = registry.get_model("decisions", "ProfileLaw")
    laws: set[int] = set()
    for chunk in _chunks(profile_ids):
        laws.update(profile_law.objects.filter(profile_id__in=chunk).values_list("law_id", flat=True))
    return laws


def _profiles(expected: Expected, keys: dict[int, str], registry: Any) -> dict[str, int]:
    """The profile id of each key, the missing profiles made with their laws."""
    profile = registry.get_model("decisions", "CitationProfile")
    profile_law = registry.get_model("decisions", "ProfileLaw")
    wanted = set(keys.values())
    found: dict[str, int] = {}
    for start in range(0, len(wanted), CHUNK):
        chunk = sorted(wanted)[start : start + CHUNK]
        found.update(profile.objects.filter(key__in=chunk).values_list("key", "pk"))
    example = {key: pk for pk, key in keys.items()}
    for key in sorted(wanted - set(found)):
        # get_or_create: another writer may make the same profile at the same moment.
        made, created = profile.objects.get_or_create(key=key)
        if created:
            profile_law.objects.bulk_create(
                profile_law(profile=made, law_id=law, explicit=n) for law, n in expected.laws[example[key]].items()
            )
        found[key] = made.pk
    return found


def _recount(profile_ids: set[int], registry: Any) -> None:
    """Each profile's size and first decision in book order, from its decisions; a profile left empty goes."""
    decision = registry.get_model("decisions", "Decision")
    profile = registry.get_model("decisions", "CitationProfile")
    for chunk in _chunks(profile_ids):
        # Locked first (in id order), so that two writers adding to one profile count each other's decisions.
        list(profile.objects.select_for_update().filter(pk__in=chunk).order_by("pk").values_list("pk"))
        size: dict[int, int] = {}
        first: dict[int, int] = {}
        members = (
            decision.objects.filter(profile_id__in=chunk)
            .order_by("profile_id", "collection_position", "position", "pk")
            .values_list("profile_id", "pk")
        )
        for pid, pk in members:
            size[pid] = size.get(pid, 0) + 1
            first.setdefault(pid, pk)
        profile.objects.filter(pk__in=chunk).exclude(pk__in=list(size)).delete()
        kept = list(profile.objects.filter(pk__in=list(size)))
        for p in kept:
            p.size, p.first_id = size[p.pk], first[p.pk]
        profile.objects.bulk_update(kept, ["size", "first"], batch_size=CHUNK)


def rebuild_profiles(registry: Any = global_apps) -> int:
    """Make the whole ranking again from the citations and withdrawals; returns how many profiles it has."""
    decision = registry.get_model("decisions", "Decision")
    profile = registry.get_model("decisions", "CitationProfile")
    decision.objects.exclude(profile=None).update(profile=None)
    profile.objects.all().delete()
    _refresh(set(decision.objects.values_list("pk", flat=True)), set(), registry)
    return int(profile.objects.count())


def stale_profiles() -> list[str]:
    """What in the stored ranking differs from the citations and withdrawals, in words; empty when none."""
    decision = global_apps.get_model("decisions", "Decision")
    profile = global_apps.get_model("decisions", "CitationProfile")
    stored = dict(decision.objects.values_list("pk", "profile__key"))
    expected = _expected(list(stored), global_apps)
    problems = []
    slugs = dict(decision.objects.values_list("pk", "slug"))
    for pk, key in sorted(stored.items()):
        if expected.key(pk) != key:
            problems.append(f"decision {slugs[pk]}: its citation profile is not what its citations say")
    size: dict[str, int] = defaultdict(int)
    first: dict[str, tuple[Any, ...]] = {}
    for d in decision.objects.order_by("collection_position", "position", "pk").values_list("pk", "slug"):
        key = expected.key(d[0])
        if key:
            size[key] += 1
            first.setdefault(key, d)
    for p in profile.objects.select_related("first"):
        if p.size != size.get(p.key, 0) or p.first_id != first.get(p.key, (None,))[0]:
            problems.append(f"citation profile {p.pk}: its count or first decision is out of date")
    missing = set(size) - set(profile.objects.values_list("key", flat=True))
    problems += [f"{len(missing)} citation profiles are missing"] if missing else []
    return problems
