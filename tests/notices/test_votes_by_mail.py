"""A motion moved is told to each member who votes on it, with his own link to his vote: following it casts
nothing, it opens only his own vote, and it casts by the POST of its page; a vote the secretary records is told
to its member. Through a real SMTP server on 127.0.0.1."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from appeals.services import appeal_decide, appeal_lodge
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import decision_subject, law_subject
from meetings.models import Motion
from meetings.services import meeting_hold, motion_move, votes_record
from notices.sender import send_once
from notices.services import follow, target_of
from tests.factories import account, adopted_decision, case_with_ruling_given

pytestmark = pytest.mark.django_db

SITE = "https://whist.example.org"


@pytest.fixture
def sitting(db, settings):  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 2
    ref = account("ref", "referee", email="ref@club.example")
    ada, bea, cy = (account(n, "committee", email=f"{n}@club.example") for n in ("ada", "bea", "cy"))
    appeal = appeal_lodge(case=case_with_ruling_given(ref), by=ref, side="EW", grounds="Not established.")
    meeting = meeting_hold(by=ada, held_on=None, present=[ada, bea, cy], secretary=ada)
    return ada, bea, cy, meeting, appeal


def _moved(sitting) -> Motion:  # type: ignore[no-untyped-def]
    ada, _, _, meeting, appeal = sitting
    terms = {"outcome": "upheld"}
    return motion_move(meeting=meeting, by=ada, kind=Motion.DECIDE_APPEAL, appeal=appeal, terms=terms, text="Stands.")


def test_each_member_gets_his_own_link_whose_get_casts_nothing(smtp, sitting) -> None:  # type: ignore[no-untyped-def]
    ada, bea, cy, meeting, _ = sitting
    send_once()  # the appeal lodged, told to the committee
    smtp_start = len(smtp.mailbox.wait_for(3))
    motion = _moved(sitting)
    send_once()
    mails = smtp.mailbox.wait_for(smtp_start + 3)[smtp_start:]
    assert sorted(a for m in mails for a in m.to) == ["ada@club.example", "bea@club.example", "cy@club.example"]
    text = smtp.mailbox.to("bea@club.example")[-1].part("plain")
    assert "That the ruling be: upheld" in text
    (link,) = re.findall(rf"{re.escape(SITE)}/meetings/vote/[^\s]+/", text)
    path = link.removeprefix(SITE)
    assert path in smtp.mailbox.to("bea@club.example")[-1].part("html")

    anonymous = Client()
    signed_out = anonymous.get(path)
    assert signed_out.status_code == 302 and signed_out["Location"].startswith("/accounts/login/")
    other = Client()
    other.force_login(cy)
    assert other.get(path).status_code == 403  # bea's link opens bea's vote only
    assert other.post(path, {"choice": "against"}).status_code == 403
    own = Client()
    own.force_login(bea)
    page = own.get(path)
    assert page.status_code == 200 and "Cast my vote" in page.content.decode()
    assert not motion.votes.exists()  # a scanner's GET, or his own, casts nothing
    assert own.post(path, {"choice": "against", "reasons": "Too late."}).status_code == 302
    assert [(v.member, v.choice, v.recorded_by) for v in motion.votes.all()] == [(bea, "against", None)]
    assert Client().get(path.replace("/vote/", "/vote/x")).status_code in (400, 302)


def test_a_vote_the_secretary_records_is_told_to_its_member(smtp, sitting, settings) -> None:  # type: ignore[no-untyped-def]
    settings.COMMITTEE_SECRETARY_RECORDS = True
    ada, bea, cy, _, _ = sitting
    send_once()
    motion = _moved(sitting)
    send_once()
    before = len(smtp.mailbox.wait_for(6))
    votes_record(motion=motion, by=ada, votes={ada.pk: ("for", ""), bea.pk: ("for", ""), cy.pk: ("against", "")})
    send_once()
    mails = smtp.mailbox.wait_for(before + 2)[before:]
    told = {a: m for m in mails for a in m.to if "recorded by the secretary" in m.subject}
    assert sorted(told) == ["bea@club.example", "cy@club.example"]  # ada recorded her own vote: not told
    assert "recorded your vote on motion 1 (decides an appeal): against." in told["cy@club.example"].part("plain")


def test_the_laws_a_mail_links_have_absolute_addresses(smtp, sitting, settings) -> None:  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 1
    ada, _, _, _, appeal = sitting
    send_once()
    before = len(smtp.mailbox.wait_for(3))
    appeal_decide(appeal=appeal, by=ada, outcome="upheld", reasons="Law 73 applies.")
    send_once()
    mail = next(m for m in smtp.mailbox.wait_for(before + 1)[before:] if "ref@club.example" in m.to)
    body = mail.part("html")
    assert f'href="{SITE}/laws/club-1864/73/"' in body and 'href="/' not in body


def test_a_statute_and_a_holding_mailed_link_the_laws_absolutely(smtp, sitting, settings) -> None:  # type: ignore[no-untyped-def]
    settings.COMMITTEE_QUORUM = 1
    ada, bea, _, _, _ = sitting
    statute = law_subject("club-1864", "72", Commentary.STATUTE)
    commentary_save(
        subject=statute, by=ada, text="Two tricks, as Law 73 has it.", message="", version=0,
        amendment=("revoke_penalty", "2"),
    )  # fmt: skip
    commentary_save(
        subject=statute, by=ada, text="Three tricks again, Law 74 aside.", message="", version=1,
        amendment=("revoke_penalty", "3"),
    )  # fmt: skip
    decision = adopted_decision(ada, title="E revokes in hearts", public=True)
    follow(bea, target_of(bea, decision=decision.slug))
    holding = decision_subject(decision.slug, Commentary.HOLDING)
    commentary_save(subject=holding, by=ada, text="Law 75 settles it.", message="", version=1)
    sent = send_once()[0]
    mails = smtp.mailbox.wait_for(sent)
    amended = next(m for m in mails if "ref@club.example" in m.to and "Three tricks again" in m.part("plain"))
    followed = next(m for m in mails if "bea@club.example" in m.to and "amended its holding" in m.subject)
    for mail, laws in ((amended, ("74", "73")), (followed, ("75",))):  # the words now, and the words before
        body = mail.part("html")
        assert all(f'href="{SITE}/laws/club-1864/{law}/"' in body for law in laws), body
        assert 'href="/' not in body
