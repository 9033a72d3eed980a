"""Every API view that writes makes its write and its answer in one transaction (plumbing/api/one_transaction.py):
a write kept is never answered as refused. The one POST that writes nothing, a ruling, is left out by name."""

from __future__ import annotations

from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.views import APIView

from plumbing.api.one_transaction import AnsweredInItsTransaction

WRITES = ("post", "put", "patch", "delete")
WRITES_NOTHING = {"RulingCreate"}  # POST /api/v1/rulings/: the engine's answer, nothing stored


def _views(patterns: list[Any]) -> set[type[APIView]]:
    found: set[type[APIView]] = set()
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            found |= _views(pattern.url_patterns)
        elif isinstance(pattern, URLPattern):
            cls = getattr(pattern.callback, "cls", None)
            if isinstance(cls, type) and issubclass(cls, APIView):
                found.add(cls)
    return found


def test_every_api_view_that_writes_answers_in_its_transaction() -> None:
    views = _views(get_resolver().url_patterns)
    writers = {v for v in views if any(hasattr(v, method) for method in WRITES)}
    assert {v.__name__ for v in writers} >= {"MotionVotes", "AppealDecide", "CommentaryDetail"}  # the walk finds them
    outside = sorted(v.__name__ for v in writers if not issubclass(v, AnsweredInItsTransaction))
    assert outside == sorted(WRITES_NOTHING)
