"""What a backup sealed without a key could hold: the tables, and the columns of each, of the versions before the key.

A plain SHA-256 seal is accepted (with --accept-unkeyed) only on a file that is of that era in everything it
holds, not only in what its header says: anyone can rewrite a header and compute the checksum again. A backup
made since holds tables (the meetings, the notices' followings, API tokens of another kind) and columns (a
commentary's date in force) that no version of before wrote, and its header names migrations no version of
before had. Someone who strips all of that from a current backup has written a backup of the old era by hand,
which a plain seal cannot tell from a real one: that is the risk --accept-unkeyed takes, and says so.

The era's tables are read from the site's migrations as they stood then (Django's migration graph, at the
era's last migration of each app), so the list cannot drift from what those versions wrote.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

# The site's own migrations of every version that sealed its backups without a key (the last one, and the
# backups of before kept under tests/backup/data/); an app of the site not named here came after the key.
UNKEYED_ERA: dict[str, frozenset[str]] = {
    "accounts": frozenset({"0001_roles", "0002_appeal_roles"}),
    "appeals": frozenset({"0001_initial"}),
    "cases": frozenset({"0001_initial"}),
    "committee": frozenset(
        {
            "0001_initial", "0002_roles", "0003_holdings_as_adopted", "0004_statutes", "0005_statute_values_as_text",
            "0006_markdown_html_stored", "0007_render_stored_markdown",
        }
    ),
    "decisions": frozenset(
        {
            "0001_initial", "0002_savedcase", "0003_decision_under_book_order", "0004_appeals_and_treatments",
            "0005_precedent_ranking", "0006_appeal_statutes", "0007_markdown_html_stored",
            "0008_one_treatment_per_relation", "0009_cases_and_appeals_moved_out",
        }
    ),
    "edition": frozenset({"0001_initial"}),
    "laws": frozenset(
        {
            "0001_initial", "0002_indexchange", "0003_index_change_glossary_terms", "0004_search_nodes_and_pruning",
            "0005_glossary_damage_and_passages", "0006_cache_table", "0007_search_moved_out", "0008_section_damage",
        }
    ),
    "offline": frozenset({"0001_initial"}),
    "search": frozenset({"0001_initial"}),
    "worked": frozenset({"0001_initial"}),
}  # fmt: skip
SITE_APPS = frozenset({*UNKEYED_ERA, "meetings", "notices", "readercache"})
# Every version of the era had these, and its backups' headers name their migrations.
ALWAYS_NAMED = ("accounts", "committee", "decisions", "laws")

# The tables those versions wrote to a backup: the site's, under their labels before and after the saved
# cases and appeals moved out of decisions, and the plain API tokens of Django REST framework (no longer
# installed, so not in the migration graph: its columns are given here).
ERA_TABLES = (
    "auth.group", "auth.user",
    "decisions.authority", "decisions.decision", "decisions.citation", "decisions.externalcitation",
    "decisions.decisionnote", "decisions.decisionlink",
    "cases.savedcase", "cases.rulinggiven", "appeals.appeal",
    "committee.commentary", "committee.historicalcommentary", "committee.commentarycitation", "committee.draft",
    "committee.withdrawal",
)  # fmt: skip
BEFORE_THE_MOVE = ("decisions.savedcase", "decisions.rulinggiven", "decisions.appeal")
PLAIN_TOKENS = {"authtoken.token": frozenset({"user", "created"})}


class NotOfTheEra(ValueError):
    """The file holds something no backup sealed without a key held; the message says what."""


def made_after_the_key(header: dict[str, Any]) -> list[str]:
    """The site's migrations the header names that no version sealing without a key had."""
    made_with = header.get("migrations")
    if not isinstance(made_with, dict):
        return []
    return sorted(
        f"{app}.{name}"
        for app, names in made_with.items()
        if app in SITE_APPS and isinstance(names, list)
        for name in names
        if name not in UNKEYED_ERA.get(app, frozenset())
    )


def check_of_the_era(header: dict[str, Any], rows: Iterable[tuple[int, dict[str, Any]]]) -> None:
    """NotOfTheEra unless the header and every row are what a version before the key wrote."""
    after = made_after_the_key(header)
    if after:
        raise NotOfTheEra(
            f"its header names migrations the site made after backups took a key ({', '.join(after[:3])})"
        )
    made_with = header.get("migrations")
    unnamed = [app for app in ALWAYS_NAMED if not isinstance(made_with, dict) or not made_with.get(app)]
    if unnamed:
        raise NotOfTheEra(f"its header does not name the migrations of {', '.join(unnamed)}, as every backup did")
    tables = era_tables()
    counts = header.get("counts")
    foreign = sorted(str(label) for label in (counts if isinstance(counts, dict) else {}) if label not in tables)
    if foreign:
        raise NotOfTheEra(f"its header counts tables added after backups took a key ({', '.join(foreign[:3])})")
    for line, row in rows:
        label = row.get("model") if isinstance(row, dict) else None
        if label not in tables:
            raise NotOfTheEra(f"line {line} is a row of {label!r}, a table added after backups took a key")
        fields = row.get("fields")
        added = sorted(set(fields) - tables[label]) if isinstance(fields, dict) else []
        if added:
            raise NotOfTheEra(f"line {line}, a row of {label}, has columns added after backups took a key: {added}")


@cache
def era_tables() -> dict[str, frozenset[str]]:
    """Each table a backup of the era could hold, with the columns it could write."""
    from django.db.migrations.loader import MigrationLoader

    loader = MigrationLoader(None, ignore_no_migrations=True)
    leaves = [(app, max(names)) for app, names in UNKEYED_ERA.items() if (app, max(names)) in loader.graph.nodes]
    last = loader.project_state(leaves + [("auth", "0012_alter_user_first_name_max_length")])
    before_the_move = loader.project_state([("decisions", "0008_one_treatment_per_relation")])
    tables = dict(PLAIN_TOKENS)
    for state, labels in ((last, ERA_TABLES), (before_the_move, BEFORE_THE_MOVE)):
        for label in labels:
            model = state.models[tuple(label.split("."))]
            tables[label] = frozenset(model.fields)
    return tables
