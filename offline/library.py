"""What a ruling given offline quotes and links to: the three codes' laws, the concordance, the club's statutes;
and the names of the codes, for a law cited in the builder's law search without a network."""

from __future__ import annotations

from typing import Any

from django.db.models import Prefetch
from django.utils import timezone

from committee.statutes import amendments_in_force
from laws.code_names import table as names_of_codes
from laws.models import Clause, Code, Law, Matter


def library() -> dict[str, Any]:
    codes = list(Code.objects.order_by("pk"))
    laws = (
        Law.objects.select_related("code")
        .prefetch_related(Prefetch("clauses", queryset=Clause.objects.order_by("position")))
        .order_by("code_id", "position")
    )
    by_code: dict[str, dict[str, Any]] = {code.slug: {} for code in codes}
    for law in laws:
        by_code[law.code.slug][law.number] = {
            "title": law.title,
            "text": law.text,
            "clauses": [{"label": c.label, "text": c.text} for c in law.clauses.all()],
            "continued": law.continued,
            "url": law.get_absolute_url(),
        }
    matters = Matter.objects.prefetch_related(Prefetch("laws", queryset=Law.objects.select_related("code")))
    return {
        "fetched": timezone.now().isoformat(),
        "codes": [{"slug": c.slug, "title": c.title, "game": c.game, "year": c.year} for c in codes],
        # The names a reader gives each code ("whist", "Somerset"), for the citations read on the phone.
        "code_names": {name: list(scoped) for name, scoped in names_of_codes(c.slug for c in codes).items()},
        "laws": by_code,
        "concordance": [
            {"slug": m.slug, "title": m.title, "laws": [[law.code.slug, law.number] for law in m.laws.all()]}
            for m in matters
        ],
        # The statutes in force when the phone last fetched them, as the case format's amendments.
        "statutes": {c.slug: amendments_in_force(c.slug) for c in codes},
    }
