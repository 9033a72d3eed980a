"""One of several processes saving decisions at once, each applying its changes to one index after its commits
(tests/at_once.py), for test_race.py."""

from __future__ import annotations


def save_and_apply(worker: int, index_dir: str, count: str) -> int:
    """Save `count` committee decisions, each in a transaction of its own; how many were saved."""
    from django.conf import settings
    from django.db import transaction

    from decisions.models import Authority, Decision

    settings.SEARCH_INDEX_DIR = index_dir
    settings.SEARCH_CATCH_UP_SECONDS = 3600  # only the after-commit hooks apply the changes
    authority = Authority.objects.order_by("pk").first()
    for j in range(int(count)):
        with transaction.atomic():
            Decision.objects.create(
                slug=f"proc-{worker}-{j}",
                origin="committee",
                authority=authority,
                type="case",
                title="Process race",
                text=f"procword{worker}x{j}",
            )
    return int(count)
