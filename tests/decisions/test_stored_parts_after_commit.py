"""A committee write deletes the stored parts it affects in its transaction and they are rendered after it commits,
stored only if the site's version is unchanged since their rows were read (decisions/after_commit.py)."""

from __future__ import annotations

import os
import threading

import pytest
from django.db import transaction

from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import decision_subject
from decisions.after_commit import render, store_if_unchanged
from decisions.models import Decision, DecisionPage, LawDecisions
from decisions.pages import render_page
from decisions.under_law import render_list
from laws.models import Law
from plumbing.readercache.handler import site_changed
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


def _waiting_on_a_lock(pid: int) -> bool:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", [pid])
        row = cursor.fetchone()
    return row is not None and row[0] == "Lock"


@pytest.mark.skipif(not os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="PostgreSQL's row lock")
@pytest.mark.django_db(transaction=True)
def test_a_store_waits_for_a_write_still_open_and_then_stores_nothing() -> None:
    """Two connections: a write holding the version's row, and a renderer storing parts read before it.

    The renderer's store waits on the row lock until the write commits, then finds the new token and stores
    nothing, so the parts drawn from the rows before the write are never kept.
    """
    from django.db import connection, connections

    law = Law.objects.get(code__slug="club-1864", number="72")
    decision = Decision.objects.filter(citations__law=law).first()
    assert decision is not None
    LawDecisions.objects.filter(law=law).delete()
    DecisionPage.objects.filter(decision=decision).delete()
    rendered = render([law.pk], [decision.pk])  # the rows as they are before the write

    write_open, write_may_commit = threading.Event(), threading.Event()

    def writer() -> None:
        try:
            with transaction.atomic():
                site_changed()  # the version's row, locked to this commit
                write_open.set()
                write_may_commit.wait()
        finally:
            connections.close_all()

    stored: list[bool] = []
    store_pid: list[int] = []

    def storer() -> None:
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                store_pid.append(cursor.fetchone()[0])
            stored.append(store_if_unchanged(rendered))
        finally:
            connections.close_all()

    write = threading.Thread(target=writer)
    write.start()
    assert write_open.wait(60)
    store = threading.Thread(target=storer)
    store.start()
    try:
        # The store is queued behind the write's row lock (a state, not a time): then let the write commit.
        while not (store_pid and _waiting_on_a_lock(store_pid[0])):
            assert store.is_alive(), "the store finished while the write still held the version's row"
    finally:
        write_may_commit.set()
        write.join()
        store.join()
    assert stored == [False]
    assert not LawDecisions.objects.filter(law=law).exists()
    assert not DecisionPage.objects.filter(decision=decision).exists()
