"""The club's statutes: the committee amends Law 72 and Law 2, with history, diff and revert; the law page
shows the statute beside the printed law; the amendments in force are what the engine reads."""

from __future__ import annotations

import pytest
from django.test import Client

from committee.models import Commentary
from committee.statutes import amendments_in_force

pytestmark = pytest.mark.django_db

STATUTE_72 = "/laws/club-1864/72/statute/"
LAW_72 = "/laws/club-1864/72/"


def publish(client: Client, url: str, provision: str, value: int, version: int, text: str = "", message: str = ""):  # type: ignore[no-untyped-def]
    data = {"provision": provision, "value": value, "version": version, "text": text, "message": message}
    return client.post(url, {**data, "action": "publish"})


def test_the_committee_makes_the_revoke_two_tricks_and_the_game_seven(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    form = client.get(STATUTE_72).content.decode()
    assert 'name="csrfmiddlewaretoken"' in form and "The penalty of a revoke (printed: 3)" in form
    r = publish(client, STATUTE_72, "revoke_penalty", 2, 0, "In this club a revoke costs *two* tricks.", "agreed")
    assert r.status_code == 302 and r["Location"] == LAW_72 + "#statute"
    r = publish(client, "/laws/club-1864/2/statute/", "game", 7, 0, "The game is seven.")
    assert r.status_code == 302
    page = client.get(LAW_72).content.decode()
    statute = page[page.index('id="statute"') : page.index("</aside>")]
    assert "As amended by the club: The penalty of a revoke: 2." in statute and "<em>two</em>" in statute
    assert page.index('id="statute"') < page.index('id="commentary"')  # beside the printed law, before commentary
    assert amendments_in_force("club-1864") == [
        {"law": "2", "provision": "game", "value": 7},
        {"law": "72", "provision": "revoke_penalty", "value": 2},
    ]
    assert amendments_in_force("american-1890") == []


def test_history_diff_and_revert_keep_the_amendment(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    publish(client, STATUTE_72, "revoke_penalty", 2, 0, "Two tricks.")
    publish(client, STATUTE_72, "revoke_penalty", 1, 1, "One trick.")
    history = client.get(STATUTE_72 + "history/").content.decode()
    assert "The penalty of a revoke: 2" in history and "The penalty of a revoke: 1" in history
    diff = client.get(STATUTE_72 + "diff/?from=1&to=2").content.decode()
    assert "<del>The penalty of a revoke: 2</del> <ins>The penalty of a revoke: 1</ins>" in diff
    r = client.post(STATUTE_72 + "revert/", {"to": 1, "version": 2})
    assert r.status_code == 302
    kept = Commentary.objects.get(kind=Commentary.STATUTE, law__number="72")
    assert (kept.version, kept.value, kept.text) == (3, "2", "Two tricks.")


def test_a_stale_version_is_refused_and_nothing_is_lost(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    publish(client, STATUTE_72, "revoke_penalty", 2, 0)
    r = publish(client, STATUTE_72, "revoke_penalty", 4, 0, "My four.")
    assert r.status_code == 409 and "My four." in r.content.decode()
    assert "Your form amended: <strong>The penalty of a revoke: 4</strong>" in r.content.decode()
    assert Commentary.objects.get(kind=Commentary.STATUTE).value == "2"


def test_bad_amendments_are_refused_with_the_field_named(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    r = publish(client, STATUTE_72, "revoke_penalty", 14, 0)
    assert r.status_code == 400 and "from 1 to 13" in r.content.decode()
    r = publish(client, STATUTE_72, "game", 7, 0)  # the game is Law 2's, not Law 72's
    assert r.status_code == 400 and "Select a valid choice" in r.content.decode()
    assert client.get("/laws/club-1864/73/statute/").status_code == 404  # Law 73 has no provision to amend
    assert not Commentary.objects.filter(kind=Commentary.STATUTE).exists()


def test_only_the_committee_writes_statutes(client, referee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(referee)
    assert publish(client, STATUTE_72, "revoke_penalty", 2, 0).status_code == 403
    page = client.get(LAW_72).content.decode()
    assert 'id="statute"' not in page  # no statute yet, and the referee cannot write one


def test_the_time_to_claim_and_a_law_struck_out_are_statutes_too(client, committee) -> None:  # type: ignore[no-untyped-def]
    client.force_login(committee)
    form = client.get("/laws/club-1864/78/statute/").content.decode()
    assert "The time to claim a revoke (printed: the cards are cut for the following deal)" in form
    assert "Until the trump card of the following deal is turned up" in form  # a choice, not a name to type
    r = publish(client, "/laws/club-1864/78/statute/", "revoke_claim", "tomorrow", 0)  # type: ignore[arg-type]
    assert r.status_code == 400 and "Select a valid choice" in r.content.decode()
    r = publish(client, "/laws/club-1864/78/statute/", "revoke_claim", "next_trump_turned", 0, "Until the turn.")  # type: ignore[arg-type]
    assert r.status_code == 302
    form = client.get("/laws/club-1864/82/statute/").content.decode()
    assert "A law struck out (printed: in force)" in form and 'type="hidden" name="value"' in form
    r = publish(client, "/laws/club-1864/82/statute/", "struck_out", "", 0, "The revoking side may win.")  # type: ignore[arg-type]
    assert r.status_code == 302
    assert amendments_in_force("club-1864") == [
        {"law": "78", "provision": "revoke_claim", "value": "next_trump_turned"},
        {"law": "82", "provision": "struck_out"},
    ]
    page = client.get("/laws/club-1864/82/").content.decode()
    assert "As amended by the club: The law is struck out." in page
    page = client.get("/laws/club-1864/78/").content.decode()
    assert "The time to claim a revoke: until the trump card of the following deal is turned up" in page
    assert "next_trump_turned" not in page  # no internal names on a page a person reads


def test_the_conflict_shows_the_amendment_the_other_member_saved_and_keeps_it(client, committee, make_user) -> None:  # type: ignore[no-untyped-def]
    """Two members open version 1; the other saves 1 trick; this one's stale form still says 2. Merging the
    words and publishing keeps the other member's amendment: the merged form holds it, not the stale one."""
    client.force_login(committee)
    publish(client, STATUTE_72, "revoke_penalty", 2, 0, "Two tricks.")
    other = Client()
    other.force_login(make_user("comm2", "committee"))
    assert publish(other, STATUTE_72, "revoke_penalty", 1, 1, "One trick.", "agreed at the meeting").status_code == 302

    r = publish(client, STATUTE_72, "revoke_penalty", 2, 1, "Two tricks, as the club has always played.")
    assert r.status_code == 409
    page = r.content.decode()
    shown = page[page.index('id="conflict-amendment"') :]
    shown = shown[: shown.index("</p>")]
    assert "Version 2 amends: <strong>The penalty of a revoke: 1</strong>" in shown
    assert "Your form amended: <strong>The penalty of a revoke: 2</strong>" in shown
    form = page[page.index('id="commentary-form"') :]
    assert 'name="value" value="1"' in form and 'name="version" value="2"' in form

    # The member merges the words and publishes the form as the conflict page gave it.
    publish(client, STATUTE_72, "revoke_penalty", 1, 2, "Two tricks, as the club has always played.")
    kept = Commentary.objects.get(kind=Commentary.STATUTE, law__number="72")
    assert (kept.version, kept.value) == (3, "1")
