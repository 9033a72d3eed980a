"""Each notice sent through a real SMTP server on 127.0.0.1 and read back: who gets it, its links, its plain
text and HTML; a mail server down at first then up; a kind stopped by the link in a mail."""

from __future__ import annotations

import datetime
import re

import pytest
from django.core.management import call_command
from django.db import transaction
from django.test import Client, override_settings
from post_office.models import STATUS, Email

from appeals.services import appeal_decide, appeal_lodge
from committee.models import Commentary
from committee.services import commentary_save, decision_withdraw
from committee.subjects import law_subject
from notices.kinds import Kind
from notices.models import Stop
from notices.sender import send_once
from notices.services import follow, target_of
from tests.factories import account, adopted_decision, case_with_ruling_given, revoke_case
from tests.notices.smtp import SMTPServer

# The sender runs on the test's own connection, so it sees the queue the test's changes wrote.
pytestmark = pytest.mark.django_db

SITE = "https://whist.example.org"


@pytest.fixture
def club(db):  # type: ignore[no-untyped-def]
    """Two referees, two members of the committee, a member with no role and one with no address."""
    return {
        "ref": account("ref", "referee", email="ref@club.example"),
        "ref2": account("ref2", "referee", email="ref2@club.example"),
        "comm": account("comm", "committee", email="comm@club.example"),
        "comm2": account("comm2", "committee", email="comm2@club.example"),
        "plain": account("plain", email="plain@club.example"),
        "silent": account("silent", "committee"),  # no address: never mailed, never an error
    }


def recipients(server: SMTPServer) -> list[str]:
    return sorted(address for r in server.mailbox.received for address in r.to)


def test_an_appeal_lodged_is_told_to_the_committee(smtp, club) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(club["ref"], revoke_case(title="E renounces in hearts"))
    appeal = appeal_lodge(case=case, by=club["ref"], side="EW", grounds="The revoke was *not* established.")
    assert send_once()[0] == 2
    assert recipients(smtp) == ["comm2@club.example", "comm@club.example"]
    mail = smtp.mailbox.to("comm@club.example")[0]
    assert mail.subject == f"Appeal {appeal.pk} lodged: E renounces in hearts"
    text, html = mail.part("plain"), mail.part("html")
    assert f"{SITE}/appeals/{appeal.pk}/" in text and f'href="{SITE}/appeals/{appeal.pk}/"' in html
    assert "Law 72" in text and "The revoke was *not* established." in text
    assert "<em>not</em>" in html  # the grounds as rendered at save, sanitised
    assert "a member of the committee" in text


def test_an_appeal_decided_is_told_to_the_referee_and_the_side_that_appealed(smtp, club) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(club["ref"])
    appeal = appeal_lodge(case=case, by=club["comm2"], side="EW", grounds="Not established.")  # lodged for E-W
    send_once()
    smtp.mailbox.received.clear()
    appeal_decide(appeal=appeal, by=club["comm"], outcome="upheld", reasons="Law 73: it was **established**.")
    assert send_once()[0] == 2
    assert recipients(smtp) == ["comm2@club.example", "ref@club.example"]
    mail = smtp.mailbox.to("ref@club.example")[0]
    assert mail.subject == f"Appeal {appeal.pk} decided: the ruling is upheld"
    assert f"{SITE}/appeals/{appeal.pk}/" in mail.part("plain")
    assert "<strong>established</strong>" in mail.part("html")


def test_a_statute_adopted_is_told_to_every_referee_with_what_changed(smtp, club) -> None:  # type: ignore[no-untyped-def]
    subject = law_subject("club-1864", "72", Commentary.STATUTE)
    commentary_save(
        subject=subject, by=club["comm"], text="A revoke costs *two* tricks.", message="", version=0,
        amendment=("revoke_penalty", "2"),
    )  # fmt: skip
    send_once()
    # Every referee, and the committee (who rule too); not the member without a role or without an address.
    assert recipients(smtp) == ["comm2@club.example", "comm@club.example", "ref2@club.example", "ref@club.example"]
    text = smtp.mailbox.to("ref@club.example")[0].part("plain")
    assert "adopted" in text and "Now: The penalty of a revoke: 2." in text and "Before: as printed, 3." in text
    assert f"{SITE}/laws/club-1864/72/" in text and "in force from" in text
    smtp.mailbox.received.clear()
    commentary_save(
        subject=subject, by=club["comm"], text="Three again.", message="", version=1,
        amendment=("revoke_penalty", "3"),
    )  # fmt: skip
    send_once()
    text = smtp.mailbox.to("ref2@club.example")[0].part("plain")
    assert "amended" in text and "Now: The penalty of a revoke: 3." in text
    assert "Before: The penalty of a revoke: 2." in text and "A revoke costs *two* tricks." in text


def test_followers_of_a_law_are_told_of_a_decision_and_an_appeal_under_it(smtp, club) -> None:  # type: ignore[no-untyped-def]
    follow(club["plain"], target_of(club["plain"], law="club-1864:72"))
    follow(club["ref2"], target_of(club["ref2"], law="club-1864:44"))  # another law: told nothing
    decision = adopted_decision(club["comm"], club["ref"], title="E revokes in hearts", public=True)
    send_once()
    assert recipients(smtp) == ["plain@club.example"]
    mail = smtp.mailbox.received[0]
    assert "E revokes in hearts" in mail.subject and f"{SITE}{decision.get_absolute_url()}" in mail.part("plain")
    assert "Law 72" in mail.part("plain") and "a follower of one of these laws" in mail.part("plain")

    smtp.mailbox.received.clear()
    case = case_with_ruling_given(club["ref"])
    appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
    send_once()
    assert "plain@club.example" in recipients(smtp)


def test_a_private_case_appeal_is_not_told_to_followers(smtp, club) -> None:  # type: ignore[no-untyped-def]
    follow(club["plain"], target_of(club["plain"], law="club-1864:72"))
    case = case_with_ruling_given(club["ref"], public=False)
    appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
    send_once()
    assert "plain@club.example" not in recipients(smtp)
    assert "comm@club.example" in recipients(smtp)


def test_followers_of_an_appeal_and_of_a_decision_are_told(smtp, club) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(club["ref"])
    appeal = appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
    follow(club["ref2"], target_of(club["ref2"], appeal=str(appeal.pk)))
    appeal = appeal_decide(appeal=appeal, by=club["comm"], outcome="upheld", reasons="Law 73.")
    follow(club["plain"], target_of(club["plain"], decision=appeal.decision.slug))
    smtp.mailbox.received.clear()
    send_once()
    assert "ref2@club.example" in recipients(smtp)
    smtp.mailbox.received.clear()
    decision_withdraw(decision=appeal.decision, by=club["comm"], reason="Law 73 was misread.")
    send_once()
    assert recipients(smtp) == ["plain@club.example"]
    assert "Law 73 was misread." in smtp.mailbox.received[0].part("plain")


def test_a_server_down_then_up_delivers_each_mail_exactly_once(smtp_down, club) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(club["ref"])
    appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
    with override_settings(POST_OFFICE={"MAX_RETRIES": 5, "RETRY_INTERVAL": datetime.timedelta(0)}):
        sent, failed, requeued = send_once()
        assert (sent, failed, requeued) == (0, 0, 2)  # nobody listens: both kept to try again
        assert Email.objects.filter(status=STATUS.failed).count() == 0  # none given up
        smtp_down.start()
        assert send_once()[0] == 2
        assert send_once() == (0, 0, 0)  # nothing left: sent once, never twice
    assert recipients(smtp_down) == ["comm2@club.example", "comm@club.example"]


def test_a_change_rolled_back_queues_no_mail(smtp, club) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(club["ref"])
    with pytest.raises(RuntimeError), transaction.atomic():
        appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
        raise RuntimeError("the change fails after the appeal is written")
    assert Email.objects.count() == 0
    assert send_once() == (0, 0, 0) and smtp.mailbox.received == []


def test_the_link_in_a_mail_stops_that_kind_without_signing_in(smtp, club) -> None:  # type: ignore[no-untyped-def]
    first = case_with_ruling_given(club["ref"])
    appeal_lodge(case=first, by=club["ref"], side="EW", grounds="Not established.")
    send_once()
    text = smtp.mailbox.to("comm@club.example")[0].part("plain")
    link = re.search(rf"Stop these notices \(no need to sign in\): {SITE}(/notices/stop/\S+/)", text)
    assert link, text
    header = smtp.mailbox.to("comm@club.example")[0].message["List-Unsubscribe"]
    assert str(header).strip() == f"<{SITE}{link.group(1)}>"
    reader = Client(enforce_csrf_checks=True)
    page = reader.get(link.group(1))
    assert page.status_code == 200 and "an appeal lodged (to the committee)" in page.content.decode()
    assert not Stop.objects.exists()  # opening the link (as a mail scanner does) stops nothing
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode())
    assert token
    done = reader.post(link.group(1), {"csrfmiddlewaretoken": token.group(1)})
    assert done.status_code == 200 and "will receive no more email" in done.content.decode()
    assert list(Stop.objects.values_list("user__username", "kind")) == [("comm", Kind.APPEAL_LODGED.value)]

    smtp.mailbox.received.clear()
    second = case_with_ruling_given(club["ref2"], revoke_case(title="Another"))
    appeal_lodge(case=second, by=club["ref2"], side="EW", grounds="Not established.")
    send_once()
    assert recipients(smtp) == ["comm2@club.example"]  # comm stopped this kind; comm2 did not


def test_a_stop_link_altered_is_refused_plainly(client) -> None:  # type: ignore[no-untyped-def]
    response = client.get("/notices/stop/not-a-token/")
    assert response.status_code == 400
    assert "not one the site sent" in response.content.decode()


def test_the_sender_command_delivers_the_queue(smtp, club) -> None:  # type: ignore[no-untyped-def]
    case = case_with_ruling_given(club["ref"])
    appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
    call_command("send_notices", "--once")
    assert recipients(smtp) == ["comm2@club.example", "comm@club.example"]


def test_a_meeting_called_for_a_day_ahead_is_told_to_its_members(smtp, club) -> None:  # type: ignore[no-untyped-def]
    from django.utils import timezone

    from meetings.services import meeting_hold

    ahead = timezone.localdate() + datetime.timedelta(days=7)
    meeting = meeting_hold(by=club["comm"], held_on=ahead, present=[club["comm"], club["comm2"]])
    meeting_hold(by=club["comm"], held_on=timezone.localdate(), present=[club["comm"]])  # held today: no call
    assert send_once()[0] == 2
    assert recipients(smtp) == ["comm2@club.example", "comm@club.example"]
    mail = smtp.mailbox.to("comm2@club.example")[0]
    assert mail.subject == f"The committee meets on {ahead:%A %-d %B %Y}"
    assert f"{SITE}{meeting.get_absolute_url()}" in mail.part("plain") and "comm, comm2" in mail.part("plain")


def test_a_statute_adopted_at_a_meeting_says_the_day_it_takes_force(smtp, club) -> None:  # type: ignore[no-untyped-def]
    from django.utils import timezone

    later = timezone.localdate() + datetime.timedelta(days=30)
    subject = law_subject("club-1864", "72", Commentary.STATUTE)
    commentary_save(
        subject=subject, by=club["comm"], text="Two tricks.", message="", version=0,
        amendment=("revoke_penalty", "2"), in_force_from=later,
    )  # fmt: skip
    send_once()
    assert f"in force from {later:%-d %B %Y}" in smtp.mailbox.to("ref@club.example")[0].part("plain")


def test_old_mail_is_pruned_and_recent_mail_kept(smtp, club) -> None:  # type: ignore[no-untyped-def]
    from django.utils import timezone

    from notices.sender import prune_old_mail

    case = case_with_ruling_given(club["ref"])
    appeal_lodge(case=case, by=club["ref"], side="EW", grounds="Not established.")
    send_once()
    old = Email.objects.order_by("pk").first()
    assert old is not None
    Email.objects.filter(pk=old.pk).update(created=timezone.now() - datetime.timedelta(days=91))
    assert prune_old_mail() == 1
    assert Email.objects.count() == 1 and not Email.objects.filter(pk=old.pk).exists()
