"""After a restore the search finds the restored decisions and commentary: the restore writes the outbox
like any save, and this node applies it when the restore commits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from backup.load import delete_site_data
from cases.adoption import decision_adopt
from committee.services import commentary_save
from committee.subjects import law_subject
from decisions.rulings import ruling_for_text
from tests.factories import saved_case

pytestmark = pytest.mark.django_db


def found(q: str) -> list[str]:
    response = APIClient().get("/api/v1/search/", {"q": q})
    assert response.status_code == 200, response.json()
    return [hit["url"] for hit in response.json()["results"]]


def test_restored_decisions_and_commentary_are_found(  # type: ignore[no-untyped-def]
    index_dir, settings, committee, referee, revoke_case, tmp_path: Path, django_capture_on_commit_callbacks
) -> None:
    case = saved_case(referee, revoke_case, title="E revokes", ruling=ruling_for_text(json.dumps(revoke_case)))
    with django_capture_on_commit_callbacks(execute=True):
        decision_adopt(case=case, by=committee, holding_markdown="A palimpsestic revoke.", title="E revokes")
        subject = law_subject("club-1864", "72")
        commentary_save(subject=subject, by=committee, text="Hyperborean severity.", message="", version=0)
    assert found("palimpsestic") and found("hyperborean")
    path = tmp_path / "site.backup"
    call_command("backup", str(path))

    settings.SEARCH_CATCH_UP_SECONDS = 3600  # only the restore's own commit may bring the index up to date
    with django_capture_on_commit_callbacks(execute=True):
        delete_site_data()
    assert found("palimpsestic") == [] and found("hyperborean") == []
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        call_command("restore", str(path))
    assert callbacks
    assert found("palimpsestic") == [f"/decisions/committee-case-{case.pk}/"]
    assert found("hyperborean") == ["/laws/club-1864/72/#commentary"]
