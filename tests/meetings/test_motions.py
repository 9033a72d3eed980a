"""The committee as a body: a meeting, a motion put to the members present, their votes; the carrying rule."""

from __future__ import annotations

import datetime

import pytest
from django.core.exceptions import PermissionDenied
from django.urls import reverse
from django.utils import timezone

from appeals.models import Appeal
from appeals.services import AppealError, appeal_decide
from decisions.models import Decision
from decisions.rulings import precedents_for
from meetings.models import Motion, Vote
from meetings.services import MeetingError, meeting_hold, motion_move, vote_cast, votes_record
from tests.factories import open_appeal, votes_cast

pytestmark = pytest.mark.django_db

VARIED = {"outcome": "varied", "elections": [{"finding": 0, "option": "deduct_three"}]}


@pytest.fixture
def members(make_user):
    return [make_user(name, "committee") for name in ("ada", "bea", "cy")]


def decide_motion(meeting, mover, appeal, terms=VARIED, text="N and S should have *deducted*."):
    return motion_move(meeting=meeting, by=mover, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms=terms, text=text)


def test_a_motion_carried_by_two_votes_to_one_decides_the_appeal_and_keeps_the_dissent(settings, referee, members):
    settings.COMMITTEE_QUORUM = 2
    appeal = open_appeal(referee)
    ada, bea, cy = members
    meeting = meeting_hold(by=ada, held_on=datetime.date(2026, 5, 1), present=members)
    motion = decide_motion(meeting, ada, appeal)

    appeal.refresh_from_db()
    assert appeal.is_open and appeal.decision is None  # moved, not carried: nothing changes for readers
    assert not Decision.objects.filter(slug=f"appeal-{appeal.pk}").exists()

    votes = {ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "The revoke was *not* established.")}
    motion = votes_cast(motion=motion, votes=votes)

    assert motion.state == Motion.CARRIED
    appeal.refresh_from_db()
    assert appeal.outcome == Appeal.VARIED and appeal.decision is not None
    assert appeal.reasons_html == "<p>N and S should have <em>deducted</em>.</p>"
    dissent = Vote.objects.get(motion=motion, member=cy)
    assert dissent.is_dissent
    assert dissent.reasons_html == "<p>The revoke was <em>not</em> established.</p>"
    assert meeting.quorum == 2


def test_a_tie_is_lost_and_abstentions_are_not_votes_cast(settings, referee, members):
    settings.COMMITTEE_QUORUM = 2
    ada, bea, cy = members
    tied = decide_motion(meeting_hold(by=ada, held_on=None, present=members), ada, open_appeal(referee))
    tied = votes_cast(motion=tied, votes={ada.pk: ("for", ""), bea.pk: ("against", ""), cy.pk: ("abstain", "")})
    assert tied.state == Motion.LOST
    assert tied.appeal.is_open

    one_for = decide_motion(meeting_hold(by=ada, held_on=None, present=members), ada, tied.appeal)
    one_for = votes_cast(motion=one_for, votes={ada.pk: ("for", ""), bea.pk: ("abstain", ""), cy.pk: ("abstain", "")})
    assert one_for.state == Motion.CARRIED


def test_without_a_quorum_present_no_motion_carries(settings, referee, members):
    settings.COMMITTEE_QUORUM = 2
    ada = members[0]
    motion = decide_motion(meeting_hold(by=ada, held_on=None, present=[ada]), ada, open_appeal(referee))
    motion = votes_cast(motion=motion, votes={ada.pk: ("for", "")})
    assert motion.state == Motion.LOST
    assert motion.appeal.is_open


def test_a_committee_of_one_decides_alone_as_before_but_not_one_with_a_quorum(settings, referee, members):
    appeal = open_appeal(referee)
    settings.COMMITTEE_QUORUM = 2
    with pytest.raises(AppealError, match="decides at a meeting, by a motion carried with 2 members present"):
        appeal_decide(appeal=appeal, by=members[0], outcome="upheld", reasons="It stands.")
    settings.COMMITTEE_QUORUM = 1
    assert appeal_decide(appeal=appeal, by=members[0], outcome="upheld", reasons="It stands.").outcome == "upheld"


def test_a_motion_that_could_not_take_effect_is_refused_when_moved(referee, members):
    ada = members[0]
    meeting = meeting_hold(by=ada, held_on=None, present=members)
    with pytest.raises(MeetingError, match="a reversal states the ruling that stands instead"):
        decide_motion(meeting, ada, open_appeal(referee), terms={"outcome": "reversed"})
    assert not meeting.motions.exists()


def test_each_member_present_casts_his_own_vote_and_only_they_vote(referee, members, make_user):
    ada, bea, cy = members
    outsider = make_user("dee", "committee")
    motion = decide_motion(meeting_hold(by=ada, held_on=None, present=[ada, bea]), ada, open_appeal(referee))
    with pytest.raises(MeetingError, match="the vote is none of for, against, abstains"):
        vote_cast(motion=motion, by=ada, choice="maybe")
    with pytest.raises(MeetingError, match="dee is not among the members present"):
        vote_cast(motion=motion, by=outsider, choice="for")
    with pytest.raises(MeetingError, match="a member casts only his own vote"):
        vote_cast(motion=motion, by=ada, member=bea, choice="for")
    with pytest.raises(MeetingError, match="a member casts only his own vote"):
        votes_record(motion=motion, by=ada, votes={ada.pk: ("for", ""), bea.pk: ("for", "")})
    assert not motion.votes.exists()
    # His own vote, changed until the motion is put: the last vote in puts it.
    assert vote_cast(motion=motion, by=ada, choice="against").state == Motion.OPEN
    assert vote_cast(motion=motion, by=ada, choice="for", reasons="On reflection.").state == Motion.OPEN
    assert vote_cast(motion=motion, by=bea, choice="for").state == Motion.CARRIED
    assert [(v.member, v.choice, v.recorded_by) for v in motion.votes.order_by("member__username")] == [
        (ada, "for", None),
        (bea, "for", None),
    ]
    assert Vote.history.filter(member=ada).count() == 2  # the vote he changed keeps its history
    with pytest.raises(MeetingError, match="was put to the vote already"):
        vote_cast(motion=motion, by=ada, choice="against")


def test_only_the_committee_holds_a_meeting_and_only_its_members_sit(referee, members):
    with pytest.raises(PermissionDenied):
        meeting_hold(by=referee, held_on=None, present=members)
    with pytest.raises(MeetingError, match="ref is not of the committee"):
        meeting_hold(by=members[0], held_on=None, present=[members[0], referee])


def test_the_mover_is_among_the_members_present(referee, members):
    meeting = meeting_hold(by=members[0], held_on=None, present=members[:2])
    with pytest.raises(MeetingError, match="the mover is not among the members present"):
        decide_motion(meeting, members[2], open_appeal(referee))


def test_a_statute_adopted_at_a_meeting_takes_force_the_day_it_carries_or_the_day_it_names(members):
    from committee.models import Commentary
    from laws.models import Law

    ada = members[0]
    law = Law.objects.get(code__slug="club-1864", number="72")
    meeting = meeting_hold(by=ada, held_on=datetime.date(2026, 5, 1), present=[ada])
    motion = motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.ADOPT_STATUTE,
        law=law,
        terms={"provision": "revoke_penalty", "value": "2"},
        text="Two points for a revoke.",
    )
    assert not Commentary.objects.filter(law=law, kind=Commentary.STATUTE, version__gt=0).exists()
    votes_cast(motion=motion, votes={ada.pk: ("for", "")})
    statute = Commentary.objects.get(law=law, kind=Commentary.STATUTE)
    # The meeting was recorded for 1 May; the motion carried today, and a statute takes force no earlier.
    assert (statute.value, statute.in_force_from, statute.version) == ("2", timezone.localdate(), 1)
    motion.refresh_from_db()
    assert motion.statute_version == 1

    later = motion_move(
        meeting=meeting,
        by=ada,
        kind=Motion.ADOPT_STATUTE,
        law=law,
        terms={"provision": "revoke_penalty", "value": "1", "in_force_from": "2026-06-01", "retroactive": True},
        text="One point.",
    )
    votes_cast(motion=later, votes={ada.pk: ("for", "")})
    statute.refresh_from_db()
    assert (statute.value, statute.in_force_from, statute.version) == ("1", datetime.date(2026, 6, 1), 2)  # said so
    with pytest.raises(MeetingError, match="may be amended to a number from"):
        motion_move(
            meeting=meeting,
            by=ada,
            kind=Motion.ADOPT_STATUTE,
            law=law,
            terms={"provision": "revoke_penalty", "value": "99"},
            text="Too many.",
        )


def test_a_decision_moved_is_nowhere_a_reader_looks_until_the_motion_carries(
    client, settings, referee, members, index_dir
):
    """Moved, the appeal's decision is on no page, in no API answer, feed, ruling's precedents or search; carried,
    it is in every one of them."""
    settings.COMMITTEE_QUORUM = 2
    appeal = open_appeal(referee)
    ada, bea, cy = members
    motion = decide_motion(meeting_hold(by=ada, held_on=None, present=members), ada, appeal, text="Quixotically held.")
    slug = f"appeal-{appeal.pk}"
    revoke_laws = [("club-1864", "72"), ("club-1864", "73")]  # the laws the ruling given on the revoke cites

    def seen() -> dict[str, bool]:
        return {
            "page": client.get(f"/decisions/{slug}/").status_code == 200,
            "api": client.get(f"/api/v1/decisions/{slug}/").status_code == 200,
            "list": f"/decisions/{slug}/" in client.get("/decisions/?law=club-1864:73").content.decode(),
            "feed": f"/decisions/{slug}/" in client.get(reverse("feeds:all")).content.decode(),
            "precedents": slug in {p["id"] for p in precedents_for(revoke_laws, limit=1000)},
            "search": f"/decisions/{slug}/" in client.get("/search/", {"q": "quixotically"}).content.decode(),
        }

    everywhere = ("page", "api", "list", "feed", "precedents", "search")
    assert seen() == dict.fromkeys(everywhere, False)
    votes_cast(motion=motion, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "")})
    assert seen() == dict.fromkeys(everywhere, True)
