"""The committee's pages: commentary on Law 72, drafts, conflicts, history, diff, revert,
editing and withdrawing an adopted decision, and the adoption race's message."""

from __future__ import annotations

import pytest
from django.test import Client

from committee.models import Commentary, Draft
from committee.services import commentary_save
from committee.subjects import law_subject
from decisions.models import Decision
from decisions.rulings import ruling_for_text
from tests.factories import saved_case

pytestmark = pytest.mark.django_db

EDIT = "/laws/club-1864/72/commentary/"
LAW_72 = "/laws/club-1864/72/"


def publish(client: Client, text: str, version: int, message: str = "", **extra: str):  # type: ignore[no-untyped-def]
    return client.post(EDIT, {"text": text, "message": message, "version": version, "action": "publish", **extra})


def test_a_member_writes_commentary_on_law_72(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    form = client.get(EDIT)
    assert form.status_code == 200 and 'name="csrfmiddlewaretoken"' in form.content.decode()
    response = publish(client, "A revoke *found late* still counts: see Law 73.", 0, "first words")
    assert response.status_code == 302 and response["Location"] == LAW_72 + "#commentary"
    page = client.get(LAW_72).content.decode()
    commentary = page[page.index('id="commentary"') :]
    assert "<em>found late</em>" in commentary
    assert '<a class="law-ref" href="/laws/club-1864/73/">Law 73</a>' in commentary
    assert "Version 1 of the commentary is published." in commentary
    # Law 73's page lists the commentary among what cites it.
    assert 'href="/laws/club-1864/72/#commentary"' in client.get("/laws/club-1864/73/").content.decode()


def test_a_draft_is_his_own_until_he_publishes_it(client, committee, make_user) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    publish(client, "Published words.", 0)
    kept = client.post(EDIT, {"text": "Draft words.", "message": "wip", "version": 1, "action": "draft"})
    assert kept.status_code == 302
    assert "Draft words." not in Client().get(LAW_72).content.decode()
    assert "Draft words." in client.get(EDIT).content.decode()
    other = Client()
    other.force_login(make_user("comm2", "committee"))
    assert "Draft words." not in other.get(EDIT).content.decode()
    assert publish(client, "Draft words.", 1, "from my draft").status_code == 302
    assert not Draft.objects.exists()
    assert "Draft words." in Client().get(LAW_72).content.decode()


def test_a_conflict_shows_his_text_the_current_text_and_the_difference(client, committee, make_user) -> None:  # type: ignore[no-untyped-def]
    other = Client()
    other.force_login(make_user("comm2", "committee"))
    client.force_login(committee)
    publish(client, "The penalty is three tricks.", 0)
    assert publish(other, "The penalty is three points.", 1).status_code == 302
    refused = publish(client, "The penalty is three tricks, taken at once.", 1)
    assert refused.status_code == 409
    page = refused.content.decode()
    assert 'id="conflict"' in page and "comm2" in page
    assert '<pre class="text-source" id="current-text">The penalty is three points.</pre>' in page
    assert "<del>points.</del>" in page and "<ins>tricks, taken at once.</ins>" in page
    assert "The penalty is three tricks, taken at once.</textarea>" in page
    # The form now carries the current version: his merged text saves.
    assert 'name="version" value="2"' in page
    assert publish(client, "The penalty is three tricks or points.", 2).status_code == 302
    assert Commentary.objects.get().version == 3


def test_history_diff_and_revert(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    publish(client, "one two three", 0, "first")
    publish(client, "one three four", 1, "second")
    history = client.get(EDIT + "history/").content.decode()
    assert history.index('id="version-2"') < history.index('id="version-1"')
    assert "first" in history and "second" in history and "comm" in history
    diff = client.get(EDIT + "diff/?from=1&to=2").content.decode()
    assert "<del>two </del>" in diff and "<ins> four</ins>" in diff
    assert client.get(EDIT + "diff/?from=1&to=5").status_code == 400
    assert client.get(EDIT + "diff/?from=a&to=2").status_code == 400
    reverted = client.post(EDIT + "revert/", {"to": 1, "version": 2})
    assert reverted.status_code == 302
    kept = Commentary.objects.get()
    assert kept.version == 3 and kept.text == "one two three" and kept.message == "Reverted to version 1"
    stale = client.post(EDIT + "revert/", {"to": 2, "version": 2}, follow=True)
    assert "Nothing was reverted" in stale.content.decode()
    assert Commentary.objects.get().version == 3


def test_readers_see_versions_but_not_the_form(client, make_user) -> None:  # type: ignore[no-untyped-def]
    author = make_user("someone", "committee")
    commentary_save(subject=law_subject("club-1864", "72"), by=author, text="Read me.", message="", version=0)
    assert "Read me." in client.get(LAW_72).content.decode()
    assert "Write commentary" not in client.get(LAW_72).content.decode()
    assert client.get(EDIT + "history/").status_code == 200
    assert client.get(EDIT)["Location"].startswith("/accounts/login/")


def test_an_adopted_decision_is_edited_with_history(client, committee, adopted) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    url = f"/decisions/{adopted.slug}/holding/"
    assert "The revoke stands." in client.get(url).content.decode()
    stale = client.post(url, {"title": "E revokes", "text": "x", "version": 0, "action": "publish"})
    assert stale.status_code == 409
    saved = client.post(url, {"title": "E's revoke", "text": "The revoke **stands**.", "version": 1, "message": "m"})
    assert saved.status_code == 302
    adopted.refresh_from_db()
    assert adopted.title == "E's revoke" and adopted.holding == "The revoke **stands**."
    assert "<strong>stands</strong>" in client.get(adopted.get_absolute_url()).content.decode()
    history = client.get(url + "history/").content.decode()
    assert "Adopted from case" in history and 'id="version-2"' in history
    assert client.get(url + "diff/?from=1&to=2").status_code == 200


def test_withdrawal_keeps_the_address_and_frees_the_case(client, committee, adopted, revoke_case) -> None:  # type: ignore[no-untyped-def]
    import json

    from search import service  # noqa: F401 - the index is the real one

    client.force_login(committee)
    case = adopted.adopted_from
    assert client.post(f"/decisions/{adopted.slug}/withdraw/", {"reason": ""}).status_code == 400
    done = client.post(f"/decisions/{adopted.slug}/withdraw/", {"reason": "Overruled by the general meeting."})
    assert done.status_code == 302
    page = Client().get(adopted.get_absolute_url())
    assert page.status_code == 200 and "Withdrawn" in page.content.decode()
    assert "Overruled by the general meeting." in page.content.decode()
    assert adopted.get_absolute_url() not in Client().get("/laws/club-1864/72/").content.decode()
    ruling = Client().post("/api/v1/rulings/", json.dumps(revoke_case), content_type="application/json").json()
    assert adopted.slug not in [p["id"] for p in ruling["precedents"]]
    assert Client().get(f"/decisions/{adopted.slug}/holding/history/").status_code == 200
    # Its case may be adopted again, as a new decision at a new address.
    case.refresh_from_db()
    assert case.decision_id is None
    again = client.post(f"/cases/{case.pk}/adopt/", {"title": "E revokes, again", "holding": "It stands."})
    assert again.status_code == 302 and again["Location"] == f"/decisions/{adopted.slug}-2/"
    assert client.post(f"/decisions/{adopted.slug}/withdraw/", {"reason": "twice"}).status_code == 400


def test_a_printed_decision_is_neither_edited_nor_withdrawn(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    slug = Decision.objects.printed().first().slug  # type: ignore[union-attr]
    assert client.get(f"/decisions/{slug}/holding/").status_code == 404
    assert client.post(f"/decisions/{slug}/withdraw/", {"reason": "no"}).status_code == 404


def test_the_adopt_form_warns_that_a_private_case_would_be_published(client, committee, referee, revoke_case) -> None:  # type: ignore[no-untyped-def]
    import json

    ruling = ruling_for_text(json.dumps(revoke_case))
    private = saved_case(referee, revoke_case, title="t", ruling=ruling)
    public = saved_case(referee, revoke_case, title="t", ruling=ruling, public=True)
    client.force_login(committee)
    assert 'id="private-warning"' in client.get(f"/cases/{private.pk}/adopt/").content.decode()
    assert 'id="private-warning"' not in client.get(f"/cases/{public.pk}/adopt/").content.decode()


@pytest.mark.parametrize(
    ("url", "most"),
    [
        (LAW_72, 30),
        (EDIT, 12),
        (EDIT + "history/", 10),
        (EDIT + "diff/?from=1&to=3", 10),
    ],
)
def test_query_counts(client, committee, django_assert_max_num_queries, url, most) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", "72")
    for v in range(3):
        commentary_save(subject=subject, by=committee, text=f"Version {v}: see Law 73.", message="", version=v)
    client.force_login(committee)
    client.get(url)  # warm the session
    with django_assert_max_num_queries(most):
        assert client.get(url).status_code == 200


def test_decision_pages_query_counts(client, committee, adopted, django_assert_max_num_queries) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    for url, most in [
        (adopted.get_absolute_url(), 30),
        (f"/decisions/{adopted.slug}/holding/", 14),
        (f"/decisions/{adopted.slug}/holding/history/", 12),
        (f"/decisions/{adopted.slug}/withdraw/", 8),
    ]:
        client.get(url)
        with django_assert_max_num_queries(most):
            assert client.get(url).status_code == 200, url
