"""The precedent ranking read at a cost that does not grow with the number of decisions.

The order is the case format's: most laws shared with the ruling, then most explicit citations of
them, then book order. A decision's place depends on the laws asked about only through its citation
profile (decisions/precedent_models.py), so the ranking is read in two steps, both exact:

1. the profiles citing any of the laws, counted and ordered by (laws shared, explicit citations, the
   book order of their first decision), at most `need` of them: the top `need` decisions all come from
   the first `need` profiles, since every profile before a decision's own brings a first decision
   ranked before it;
2. from the profile at place i, its first `need - i` decisions in book order off an index (the firsts
   of the i profiles before it are ahead of the others), the levels of equal counts taken only until
   they hold `need` decisions; the database orders those and keeps the top ones.

docs/precedents.md says it at length; decisions/precedent_profiles.py keeps the profiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.apps import apps as global_apps
from django.db import connection


@dataclass(frozen=True)
class RankedProfile:
    profile_id: int
    level: tuple[int, int]  # (laws shared, explicit citations of them)
    size: int


def _top_profiles(law_ids: list[int], need: int) -> list[RankedProfile]:
    """Step 1: the first `need` profiles citing the laws, in the order of their first decisions."""
    profile_law = global_apps.get_model("decisions", "ProfileLaw")._meta.db_table
    profile = global_apps.get_model("decisions", "CitationProfile")._meta.db_table
    decision = global_apps.get_model("decisions", "Decision")._meta.db_table
    laws = ", ".join(["%s"] * len(law_ids))
    sql = f"""
        SELECT g.profile_id, g.shared, g.explicit, p.size FROM (
            SELECT pl.profile_id, COUNT(*) AS shared, SUM(pl.explicit) AS explicit
            FROM {profile_law} pl WHERE pl.law_id IN ({laws}) GROUP BY pl.profile_id
        ) g JOIN {profile} p ON p.id = g.profile_id JOIN {decision} d ON d.id = p.first_id
        ORDER BY g.shared DESC, g.explicit DESC, d.collection_position, d.position, d.id
        LIMIT %s"""
    with connection.cursor() as cursor:
        cursor.execute(sql, [*law_ids, need])
        rows = cursor.fetchall()
    return [RankedProfile(pid, (int(shared), int(explicit)), int(size)) for pid, shared, explicit, size in rows]


def _within_reach(profiles: list[RankedProfile], need: int) -> list[RankedProfile]:
    """The levels of equal counts, in order, until they hold `need` decisions: the next ones rank after."""
    kept: list[RankedProfile] = []
    held = 0
    for p in profiles:
        if held >= need and p.level != kept[-1].level:
            break
        kept.append(p)
        held += p.size
    return kept


@dataclass(frozen=True)
class TopPrecedents:
    """The query of the top precedents' ids, and the place of each profile's level (0 the first)."""

    sql: str
    params: list[Any]
    level_of: dict[int, int]


def top_precedents(law_ids: list[int], named: list[str], limit: int) -> TopPrecedents | None:
    """The ids of the top `limit` precedents on the laws, the named ones left out, as SQL to read in one
    query after the profiles' own; None when none can be."""
    need = limit + len(named)
    if limit <= 0 or not law_ids:
        return None
    profiles = _within_reach(_top_profiles(law_ids, need), need)
    if not profiles:
        return None
    table = global_apps.get_model("decisions", "Decision")._meta.db_table
    not_named = f" AND slug NOT IN ({', '.join(['%s'] * len(named))})" if named else ""
    terms, params = [], []
    for place, p in enumerate(profiles):
        # Step 2: the first decisions of one profile, off the index (profile, book order).
        terms.append(
            f"SELECT * FROM (SELECT id, profile_id, collection_position, position FROM {table} "
            f"WHERE profile_id = %s{not_named} ORDER BY collection_position, position, id LIMIT %s) t{place}"
        )
        params += [p.profile_id, *named, need - place]
    levels = sorted({p.level for p in profiles}, reverse=True)
    level_of = {p.profile_id: levels.index(p.level) for p in profiles}
    for p in profiles:
        params += [p.profile_id, level_of[p.profile_id]]
    whens = " ".join("WHEN %s THEN %s" for _ in profiles)
    sql = (
        f"SELECT u.id FROM ({' UNION ALL '.join(terms)}) u "
        f"ORDER BY CASE u.profile_id {whens} END, u.collection_position, u.position, u.id LIMIT %s"
    )
    return TopPrecedents(sql, [*params, limit], level_of)
