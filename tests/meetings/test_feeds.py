"""The committee's meetings and the motions put to the vote there, in the Atom feeds; a motion not yet put is
not in them, and one on a private case names neither the case nor its reasons."""

from __future__ import annotations

import datetime

import pytest
from django.urls import reverse

from laws.models import Law
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move
from tests.decisions.test_feeds import ATOM, assert_valid_atom, atom, entry_titles
from tests.factories import open_appeal, votes_cast

pytestmark = pytest.mark.django_db

MAY_DAY = datetime.date(2026, 5, 1)


@pytest.fixture
def members(settings, make_user):  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 2
    return [make_user(name, "committee") for name in ("ada", "bea", "cy")]


def summaries(feed) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {e.findtext(f"{ATOM}title"): e.findtext(f"{ATOM}summary") or "" for e in feed.findall(f"{ATOM}entry")}


def test_a_meeting_is_news_and_its_motion_once_put_to_the_vote(client, referee, members):  # type: ignore[no-untyped-def]
    ada, bea, cy = members
    appeal = open_appeal(referee)
    meeting = meeting_hold(by=ada, held_on=MAY_DAY, present=members)
    motion = motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.DECIDE_APPEAL,
        appeal=appeal,
        terms={"outcome": "upheld"},
        text="The *revoke* stands.",
    )
    before = atom(client, reverse("feeds:all"))
    assert_valid_atom(before)
    assert "The committee met on 1 May 2026" in entry_titles(before)
    assert not [t for t in entry_titles(before) if t.startswith("Motion")]  # moved, not put: nothing is news yet
    assert summaries(before)["The committee met on 1 May 2026"] == "<p>Present: ada, bea, cy. Quorum 2.</p>"

    votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "No.")})
    after = atom(client, reverse("feeds:all"))
    assert_valid_atom(after)
    title = f"Motion 1 of the meeting of 1 May 2026, carried: decides an appeal, appeal {appeal.pk}, \u201c{appeal.case.title}\u201d"
    assert title in entry_titles(after), entry_titles(after)
    said = summaries(after)[title]
    assert "2 for, 1 against, 0 abstaining. Dissenting: cy." in said and "The <em>revoke</em> stands." in said
    link = [e for e in after.findall(f"{ATOM}entry") if e.findtext(f"{ATOM}title") == title][0]
    assert link.find(f"{ATOM}link").get("href").endswith(f"/meetings/{meeting.pk}/#motion-1")
    code_feed = entry_titles(atom(client, reverse("feeds:code", args=["club-1864"])))
    assert title in code_feed and "The committee met on 1 May 2026" not in code_feed


def test_a_statute_motion_is_under_its_code_and_law_and_a_private_case_stays_unnamed(client, referee, members):  # type: ignore[no-untyped-def]
    ada, bea, _ = members
    meeting = meeting_hold(by=ada, held_on=MAY_DAY, present=[ada, bea])
    law = Law.objects.get(code__slug="club-1864", number="72")
    statute = motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.ADOPT_STATUTE,
        law=law,
        terms={"provision": "revoke_penalty", "value": "2"},
        text="Two tricks.",
    )
    private = motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.DECIDE_APPEAL,
        appeal=open_appeal(referee, public=False),
        terms={"outcome": "upheld"},
        text="Secret reasons.",
    )
    for motion in (statute, private):
        votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("against", "")})
    on_law = entry_titles(atom(client, reverse("feeds:law", args=["club-1864", "72"])))
    assert "Motion 1 of the meeting of 1 May 2026, lost: adopts a statute, Law 72 of " + law.code.title in on_law
    assert not [t for t in entry_titles(atom(client, reverse("feeds:code", args=["american-1890"]))) if "Motion" in t]
    everything = client.get(reverse("feeds:all")).content.decode()
    assert (
        "Motion 2 of the meeting of 1 May 2026, lost: decides an appeal, an appeal on a case kept private" in everything
    )
    assert "Secret reasons" not in everything and private.appeal.case.title not in everything


@pytest.mark.parametrize("motions", [1, 4])
def test_the_feeds_cost_the_same_queries_however_many_motions(  # type: ignore[no-untyped-def]
    client, referee, members, motions, django_assert_max_num_queries
):
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=MAY_DAY, present=members)
    for n in range(motions):
        motion = motion_move(
            meeting=meeting,
            by=ada,
            kind=Motion.DECIDE_APPEAL,
            appeal=open_appeal(referee),
            terms={"outcome": "upheld"},
            text=f"Law 72, {n}.",
        )
        votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "")})
    # the site's version; decisions, commentary, the motions and their votes, the meetings and who was present
    with django_assert_max_num_queries(7):
        assert len(entry_titles(atom(client, reverse("feeds:all")))) == 2 * motions + 1
    # the site's version; the code, then decisions, commentary, the motions and their votes
    with django_assert_max_num_queries(6):
        assert client.get(reverse("feeds:code", args=["club-1864"])).status_code == 200
    with django_assert_max_num_queries(6):
        assert client.get(reverse("feeds:law", args=["club-1864", "72"])).status_code == 200


def test_two_meetings_of_one_day_are_two_entries_named_as_the_minutes_name_them(client, referee, members):  # type: ignore[no-untyped-def]
    ada, bea, cy = members
    first = meeting_hold(by=ada, held_on=MAY_DAY, present=members)
    second = meeting_hold(by=ada, held_on=MAY_DAY, present=members)
    assert (first.number, second.number) == (1, 2)
    appeal = open_appeal(referee)
    motion = motion_move(
        meeting=second, by=ada, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms={"outcome": "upheld"}, text="Upheld."
    )
    votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("for", "")})
    titles = entry_titles(atom(client, reverse("feeds:all")))
    assert "The committee met on 1 May 2026" in titles
    assert "The committee met on 1 May 2026 (the meeting 2 of 1 May 2026)" in titles
    assert [t for t in titles if t.startswith("Motion 1 of the meeting 2 of 1 May 2026, carried")], titles
