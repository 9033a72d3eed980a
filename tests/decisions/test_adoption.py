"""The committee adopts a saved case: the decision, its citations, its authority, its Markdown."""

from __future__ import annotations

import datetime

import pytest
from django.core.exceptions import PermissionDenied
from django.test import override_settings
from django.utils.html import escape

from cases.adoption import AdoptionError, decision_adopt, ruling_laws
from decisions.markdown import render_markdown
from decisions.models import Authority, Citation, Decision
from tests.factories import saved_case

pytestmark = pytest.mark.django_db

HOLDING = "The revoke is **established**: E played to the next trick.\n\n<script>alert('x')</script>\n\n[see](javascript:alert(1))"


@pytest.fixture
def saved(referee, revoke_case, canned_ruling):  # type: ignore[no-untyped-def]
    return saved_case(referee, revoke_case, ruling=canned_ruling)


def test_ruling_laws_takes_findings_then_options_once_each(canned_ruling):
    assert ruling_laws(canned_ruling) == [("72", ""), ("73", ""), ("72", "I")]


@override_settings(CLUB_COMMITTEE_AUTHORITY="the-committee", CLUB_COMMITTEE_NAME="The Committee of the Club")
def test_adoption_makes_a_committee_decision_citing_the_laws_of_the_ruling(saved, committee):
    decision = decision_adopt(
        case=saved,
        by=committee,
        holding_markdown=HOLDING,
        title="Revoke established by playing on",
        on=datetime.date(2026, 3, 1),
    )
    assert decision.slug == f"committee-case-{saved.pk}"
    assert decision.origin == Decision.ORIGIN_COMMITTEE
    assert decision.authority.slug == "the-committee" and decision.authority.name == "The Committee of the Club"
    assert decision.source == f"adopted from case {saved.pk} on 2026-03-01"
    assert decision.holding == HOLDING.strip()
    assert decision.under.number == "72"
    cites = [(c.law.number, c.clause, c.kind) for c in decision.citations.all()]
    assert cites == [("72", "", Citation.EXPLICIT), ("73", "", Citation.EXPLICIT), ("72", "I", Citation.EXPLICIT)]
    saved.refresh_from_db()
    assert saved.decision == decision


def test_the_authority_of_the_settings_is_used_as_it_stands(saved, committee, referee, revoke_case, canned_ruling):
    decision_adopt(case=saved, by=committee, holding_markdown="Held.", title="One")
    second = saved_case(referee, revoke_case, title="Two", ruling=canned_ruling)
    decision_adopt(case=second, by=committee, holding_markdown="Held.", title="Two")
    assert Authority.objects.filter(slug="club-committee").count() == 1
    assert {d.authority.slug for d in Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE)} == {"club-committee"}


def test_a_referee_cannot_adopt(saved, referee):
    with pytest.raises(PermissionDenied):
        decision_adopt(case=saved, by=referee, holding_markdown="Held.", title="T")
    assert not Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE).exists()


def test_adopting_twice_is_refused(saved, committee):
    decision_adopt(case=saved, by=committee, holding_markdown="Held.", title="T")
    with pytest.raises(AdoptionError, match="adopted already"):
        decision_adopt(case=saved, by=committee, holding_markdown="Held.", title="T")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(valid=False), "not valid"),
        (lambda r: r.update(findings=[]), "cites no law"),
        (lambda r: r["findings"][0].update(laws=["72", "999"]), "has no law 999"),
    ],
)
def test_a_ruling_that_cannot_found_a_decision_is_refused_and_nothing_is_written(saved, committee, change, message):
    change(saved.ruling)
    saved.save()
    with pytest.raises(AdoptionError, match=message):
        decision_adopt(case=saved, by=committee, holding_markdown="Held.", title="T")
    assert not Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE).exists()
    assert not Citation.objects.filter(decision__origin=Decision.ORIGIN_COMMITTEE).exists()


def test_empty_title_or_holding_is_refused(saved, committee):
    with pytest.raises(AdoptionError, match="the title is empty; the holding is empty"):
        decision_adopt(case=saved, by=committee, holding_markdown="  ", title="")


def test_markdown_is_rendered_and_sanitised():
    html = render_markdown(HOLDING)
    assert "<strong>established</strong>" in html
    assert "<script" not in html and "alert('x')" not in html
    assert "javascript:" not in html
    assert "onerror" not in render_markdown('<img src="x" onerror="alert(1)">')


def test_the_decision_page_shows_the_holding_as_sanitised_markdown(client, saved, committee):
    decision = decision_adopt(case=saved, by=committee, holding_markdown=HOLDING, title="Revoke established")
    html = client.get(decision.get_absolute_url()).content.decode()
    assert "<strong>established</strong>" in html
    assert "<script>alert" not in html
    assert f"adopted from case {saved.pk} on" in html
    assert escape(Authority.objects.get(slug="club-committee").name) in html
    assert "1. E plays 3S" in html


def test_the_adopted_decision_appears_under_its_laws(client, saved, committee):
    decision = decision_adopt(
        case=saved, by=committee, holding_markdown="Held: established.", title="Committee on the revoke"
    )
    for url in ("/decisions/?law=club-1864:73", "/laws/club-1864/73/", "/laws/club-1864/72/"):
        assert decision.get_absolute_url() in client.get(url).content.decode(), url
    listed = client.get("/api/v1/decisions/", {"law": "club-1864:73", "authority": "club-committee"}).json()
    assert [d["slug"] for d in listed["results"]] == [decision.slug]
    detail = client.get(f"/api/v1/decisions/{decision.slug}/").json()
    assert detail["source"] == {"text": decision.source_text}
    assert {(c["law"], c["kind"]) for c in detail["citations"]} == {("72", "explicit"), ("73", "explicit")}
