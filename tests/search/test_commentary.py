"""The committee's writing in the search: published commentary is found; drafts are not;
a withdrawn decision leaves the index."""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

from cases.adoption import decision_adopt
from committee.services import commentary_save, decision_withdraw, draft_save
from committee.subjects import law_subject
from decisions.rulings import ruling_for_text
from tests.factories import saved_case

pytestmark = pytest.mark.django_db


def search(q: str, **filters: str) -> list[dict[str, object]]:
    response = APIClient().get("/api/v1/search/", {"q": q, **filters})
    assert response.status_code == 200, response.json()
    return response.json()["results"]  # type: ignore[no-any-return]


def test_published_commentary_is_found_and_a_draft_is_not(index_dir, committee) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", "72")
    draft_save(subject=subject, by=committee, text="zanzibarish musings", message="", base_version=0)
    assert search("zanzibarish") == []
    commentary_save(subject=subject, by=committee, text="Quixotically severe, compare Law 73.", message="", version=0)
    hits = search("quixotically", type="commentary")
    assert [(h["type"], h["title"], h["url"]) for h in hits] == [
        ("commentary", "Commentary on Law 72 — The Revoke", "/laws/club-1864/72/#commentary")
    ]
    assert "<mark>Quixotically</mark>" in str(hits[0]["snippet"])
    commentary_save(subject=subject, by=committee, text="Plainly severe.", message="", version=1)
    assert search("quixotically") == []


def test_a_withdrawn_decision_leaves_the_search(index_dir, committee, referee, revoke_case) -> None:  # type: ignore[no-untyped-def]
    ruling = ruling_for_text(json.dumps(revoke_case))
    case = saved_case(referee, revoke_case, title="t", ruling=ruling)
    decision = decision_adopt(case=case, by=committee, holding_markdown="Xylophonic holding.", title="Xylophonic")
    assert [h["slug"] for h in search("xylophonic")] == [decision.slug]
    decision_withdraw(decision=decision, by=committee, reason="Overruled.")
    assert search("xylophonic") == []
