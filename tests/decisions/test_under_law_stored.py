"""The decisions under a law (decisions/under_law.py) and a decision's own text and citations (decisions/pages.py) are
rendered when written and stored: every kind of write that changes them is on the page at the next request, and
what is stored is what the rows render."""

from __future__ import annotations

import pytest
from django.utils.html import escape

from committee.models import Commentary
from committee.services import commentary_save, decision_withdraw
from committee.subjects import decision_subject
from decisions.models import Citation, Decision, DecisionPage, LawDecisions
from decisions.pages import render_page
from decisions.under_law import render_list
from laws.models import Law
from tests.factories import adopted_decision

pytestmark = pytest.mark.django_db


def _listed(client, law: Law) -> str:  # type: ignore[no-untyped-def]
    html = client.get(law.get_absolute_url()).content.decode()
    return html.split('<section class="decisions">')[1].split("</section>")[0]


@pytest.mark.parametrize("code,number", [("club-1864", "72"), ("club-1864", "1"), ("euchre-1888", "62")])
def test_a_stored_list_is_what_its_rows_render(code: str, number: str) -> None:
    law = Law.objects.select_related("code").get(code__slug=code, number=number)
    assert LawDecisions.objects.get(law=law).html == render_list(law)


def test_every_write_that_changes_a_list_is_on_the_law_page(client, committee) -> None:  # type: ignore[no-untyped-def]
    decision = adopted_decision(committee, title="East revokes and claims")
    law = Law.objects.select_related("code").get(pk=decision.citations.first().law_id)
    assert "East revokes and claims" in _listed(client, law)  # adopted: bulk-written citations

    subject = decision_subject(decision.slug, Commentary.HOLDING)
    commentary_save(subject=subject, by=committee, text="It stands.", message="", version=1, title="East revoked")
    assert "East revoked</a>" in _listed(client, law)  # the holding and title saved alone
    assert "<p>It stands.</p>" in client.get(decision.get_absolute_url()).content.decode()

    authority = decision.authority
    authority.name = "The club's committee, sitting"
    authority.save()
    assert "The club&#x27;s committee, sitting" in _listed(client, law)  # its authority renamed

    decision_withdraw(decision=decision, by=committee, reason="Mistaken.")
    assert "East revoked" not in _listed(client, law)  # withdrawn


def test_a_citation_added_or_deleted_is_on_the_law_page(client) -> None:  # type: ignore[no-untyped-def]
    law = Law.objects.select_related("code").get(code__slug="american-1890", number="3")
    decision = Decision.objects.exclude(citations__law=law).select_related("authority").first()
    assert decision is not None and decision.title not in _listed(client, law)
    cited = '<a href="/laws/american-1890/3/">Laws of American Whist (1890), Law 3</a>'
    citation = Citation.objects.create(decision=decision, law=law, kind=Citation.INFERRED, position=99)
    assert decision.title in _listed(client, law)
    assert cited in client.get(decision.get_absolute_url()).content.decode()
    citation.delete()
    assert decision.title not in _listed(client, law)
    assert cited not in client.get(decision.get_absolute_url()).content.decode()


def test_a_law_without_its_stored_list_is_rendered_the_same(client) -> None:  # type: ignore[no-untyped-def]
    law = Law.objects.select_related("code").get(code__slug="club-1864", number="72")
    stored = client.get(law.get_absolute_url()).content
    LawDecisions.objects.filter(law=law).delete()
    assert client.get(law.get_absolute_url()).content == stored


@pytest.mark.parametrize("slug", ["mcintosh-72-1", "clay-case-7", "mcintosh-lowered-hand-dissent"])
def test_a_stored_decision_page_is_what_its_rows_render(client, slug: str) -> None:  # type: ignore[no-untyped-def]
    decision = Decision.objects.get(slug=slug)
    stored = DecisionPage.objects.get(decision=decision)
    fresh = render_page(decision)
    assert (stored.body_html, stored.cited_html) == (fresh.body_html, fresh.cited_html)
    page = client.get(decision.get_absolute_url()).content
    stored.delete()
    assert client.get(decision.get_absolute_url()).content == page


def test_a_treatment_recorded_is_on_both_pages(client, committee) -> None:  # type: ignore[no-untyped-def]
    from decisions.treatments import treatment_record

    follows, followed = Decision.objects.get(slug="clay-case-7"), Decision.objects.get(slug="mcintosh-72-1")
    treatment_record(
        from_decision=follows, to_decision=followed, relation="follows", reason="The same revoke.", by=committee
    )
    assert (
        f'<strong>follows</strong> <a href="{followed.get_absolute_url()}">'
        in client.get(follows.get_absolute_url()).content.decode()
    )
    assert (
        f'<a href="{follows.get_absolute_url()}">{escape(follows.title)}</a>'
        in client.get(followed.get_absolute_url()).content.decode()
    )
    followed.title = "The revoke claimed late"
    followed.save(update_fields=["title"])
    assert ">The revoke claimed late</a>" in client.get(follows.get_absolute_url()).content.decode()
    authority = followed.authority
    authority.name = "McIntosh, revised"
    authority.save()  # its name is beside the decision on the page of the one following it
    assert "</a> (McIntosh, revised)" in client.get(follows.get_absolute_url()).content.decode()


def test_a_decision_deleted_with_its_treatments_leaves_the_others_pages_right(client, committee) -> None:  # type: ignore[no-untyped-def]
    from decisions.treatments import treatment_record

    gone, followed = Decision.objects.get(slug="clay-case-7"), Decision.objects.get(slug="mcintosh-72-1")
    treatment_record(from_decision=gone, to_decision=followed, relation="follows", reason="The same.", by=committee)
    assert escape(gone.title) in client.get(followed.get_absolute_url()).content.decode()
    gone.delete()
    assert not DecisionPage.objects.filter(decision_id=gone.pk).exists()
    assert escape(gone.title) not in client.get(followed.get_absolute_url()).content.decode()
