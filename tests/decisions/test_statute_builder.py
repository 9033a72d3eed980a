"""The builder rules under the club's statutes (the default where it has any) or the printed code, and a
saved case keeps the amendments it was ruled under when the statutes change again."""

import html
import json
import re

import pytest
from django.conf import settings

from cases.models import SavedCase
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject

pytestmark = pytest.mark.django_db

CASE = settings.BASE_DIR / "tests" / "engine" / "cases" / "law-72-v-revoke-scores-before-tricks-and-honours.case.json"
AMENDED = "as amended by the club's statutes"


def enact(by, number: str, provision: str, value: int) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", number, Commentary.STATUTE)
    kept = Commentary.objects.filter(**subject.lookup).first()
    commentary_save(
        subject=subject,
        by=by,
        text=f"The club's {provision}.",
        message="",
        version=kept.version if kept else 0,
        amendment=(provision, str(value)),
    )


def choice(page: str, value: str) -> str:
    """The radio button of the builder's "Rule the case" choice with this value."""
    found = re.search(
        rf'<input[^>]*name="under"[^>]*value="{value}"[^>]*>|<input[^>]*value="{value}"[^>]*name="under"[^>]*>', page
    )
    assert found is not None
    return found.group(0)


def text_of(response) -> str:  # type: ignore[no-untyped-def]
    return html.unescape(response.content.decode())


@pytest.fixture
def statutes(committee):  # type: ignore[no-untyped-def]
    enact(committee, "72", "revoke_penalty", 2)
    enact(committee, "2", "game", 7)
    return committee


def test_the_builder_rules_under_the_statutes_by_default(client, statutes) -> None:  # type: ignore[no-untyped-def]
    assert "checked" in choice(client.get("/cases/new/").content.decode(), "statutes")
    text = CASE.read_text()
    under_statutes = text_of(client.post("/cases/rule/", {"case": text, "under": "statutes"}))
    assert AMENDED in under_statutes and "add two to their own score" in under_statutes
    printed = text_of(client.post("/cases/rule/", {"case": text, "under": "printed"}))
    assert AMENDED not in printed and "add three to their own" in printed


def test_without_statutes_the_builder_rules_as_the_case_says(client) -> None:  # type: ignore[no-untyped-def]
    builder = client.get("/cases/new/").content.decode()
    assert "checked" in choice(builder, "case") and "checked" not in choice(builder, "statutes")


def test_a_saved_case_keeps_the_amendments_it_was_ruled_under(client, statutes, referee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(referee)
    r = client.post("/cases/save/", {"case": CASE.read_text(), "under": "statutes"})
    assert r.status_code == 302
    saved = SavedCase.objects.get()
    assert saved.case["amendments"] == [
        {"law": "2", "provision": "game", "value": 7},
        {"law": "72", "provision": "revoke_penalty", "value": 2},
    ]
    ruling_before = json.dumps(saved.ruling, sort_keys=True)
    enact(statutes, "72", "revoke_penalty", 1)  # the statutes change again
    saved.refresh_from_db()
    assert json.dumps(saved.ruling, sort_keys=True) == ruling_before
    page = text_of(client.get(saved.get_absolute_url()))
    assert AMENDED in page and "add two to their own score" in page
    # A new case ruled now is ruled under the statute as it stands.
    now = text_of(client.post("/cases/rule/", {"case": CASE.read_text(), "under": "statutes"}))
    assert "add one to their own score" in now
