"""A committee write deletes the stored parts it affects in its transaction and they are rendered after it commits,
stored only if the site's version is unchanged since their rows were read (decisions/after_commit.py)."""

from __future__ import annotations

import pytest

from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import decision_subject
from config.readercache.handler import site_changed
from decisions.after_commit import render, store_if_unchanged
from decisions.models import Decision, DecisionPage, LawDecisions
from decisions.pages import render_page
from decisions.under_law import render_list
from laws.models import Law
from tests.factories import adopted_decision

pytestmark = pytest.mark.django_db


def _holding_saved(committee, decision: Decision, text: str) -> None:  # type: ignore[no-untyped-def]
    subject = decision_subject(decision.slug, Commentary.HOLDING)
    commentary_save(subject=subject, by=committee, text=text, message="", version=1, title="East revoked, held")


def _cited_law(decision: Decision) -> Law:
    return Law.objects.select_related("code").get(pk=decision.citations.first().law_id)  # type: ignore[union-attr]


def test_after_commit_the_parts_are_stored_as_their_rows_render(committee, django_capture_on_commit_callbacks) -> None:  # type: ignore[no-untyped-def]
    with django_capture_on_commit_callbacks(execute=True):
        decision = adopted_decision(committee, title="East revokes and claims")
        _holding_saved(committee, decision, "It *stands*.")
    law = _cited_law(decision)
    stored_list = LawDecisions.objects.get(law=law).html
    assert stored_list == render_list(law) and "East revoked, held" in stored_list
    stored = DecisionPage.objects.get(decision=decision)
    fresh = render_page(Decision.objects.get(pk=decision.pk))
    assert (stored.body_html, stored.cited_html) == (fresh.body_html, fresh.cited_html)
    assert "<em>stands</em>" in stored.body_html


def test_before_commit_the_parts_are_gone_and_the_pages_new(
    client, committee, django_capture_on_commit_callbacks
) -> None:  # type: ignore[no-untyped-def]
    with django_capture_on_commit_callbacks(execute=True):
        decision = adopted_decision(committee, title="East revokes and claims")
    law = _cited_law(decision)
    assert LawDecisions.objects.filter(law=law).exists() and DecisionPage.objects.filter(decision=decision).exists()

    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        _holding_saved(committee, decision, "It *stands*.")
    assert callbacks  # the rendering waits for the commit
    assert not LawDecisions.objects.filter(law=law).exists()
    assert not DecisionPage.objects.filter(decision=decision).exists()
    assert "East revoked, held</a>" in client.get(law.get_absolute_url()).content.decode()
    assert "<em>stands</em>" in client.get(decision.get_absolute_url()).content.decode()


def test_a_write_between_reading_and_storing_leaves_the_parts_unstored() -> None:
    law = Law.objects.get(code__slug="club-1864", number="72")
    decision = Decision.objects.filter(citations__law=law).first()
    assert decision is not None
    LawDecisions.objects.filter(law=law).delete()
    DecisionPage.objects.filter(decision=decision).delete()

    rendered = render([law.pk], [decision.pk])
    site_changed()  # a write committed after the rows were read
    assert not store_if_unchanged(rendered)
    assert not LawDecisions.objects.filter(law=law).exists()
    assert not DecisionPage.objects.filter(decision=decision).exists()

    assert store_if_unchanged(render([law.pk], [decision.pk]))  # nothing written meanwhile: stored
    assert LawDecisions.objects.filter(law=law).exists() and DecisionPage.objects.filter(decision=decision).exists()
