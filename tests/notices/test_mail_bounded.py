"""Mail that cannot stall or flood: a subject folded to one line where it is made, notices of one subject for one
member coalesced while they wait, and the sender stopped with the server on every path (issue 49)."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from django.test import override_settings
from post_office.models import STATUS, Email

from appeals.services import appeal_lodge
from committee.models import Commentary
from committee.services import commentary_save
from committee.subjects import law_subject
from notices.sender import send_once
from tests.factories import account, case_with_ruling_given, revoke_case

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.django_db
def test_a_title_with_line_breaks_is_one_line_in_the_subject_and_the_mail_goes(smtp) -> None:  # type: ignore[no-untyped-def]
    referee = account("ref", "referee", email="ref@club.example")
    account("comm", "committee", email="comm@club.example")
    case = case_with_ruling_given(referee, revoke_case(title="E renounces\r\nBcc: all@elsewhere.example\u2028twice"))
    appeal = appeal_lodge(case=case, by=referee, side="EW", grounds="Not established.")
    assert send_once()[0] == 1
    mail = smtp.mailbox.to("comm@club.example")[0]
    assert mail.subject == f"Appeal {appeal.pk} lodged: E renounces Bcc: all@elsewhere.example twice"


@pytest.mark.django_db
@override_settings(NOTICES_COALESCE_SECONDS=60)
def test_five_quick_edits_of_a_statute_are_one_mail_to_each_referee_with_the_last_words(smtp) -> None:  # type: ignore[no-untyped-def]
    referees = [account(f"ref{n}", "referee", email=f"ref{n}@club.example") for n in range(3)]
    member = account("comm", "committee", email="comm@club.example")
    subject = law_subject("club-1864", "72", Commentary.STATUTE)
    for version, penalty in enumerate(["2", "3", "2", "3", "2"]):
        commentary_save(
            subject=subject, by=member, text=f"Edit {version}.", message="", version=version,
            amendment=("revoke_penalty", penalty),
        )  # fmt: skip
    queued = Email.objects.filter(status=STATUS.queued)
    assert sorted(address for email in queued for address in email.to) == sorted(
        [*(r.email for r in referees), member.email]
    )
    assert all("Edit 4." in email.message for email in queued)
    assert send_once()[0] == 0  # each waits its minute for what may follow


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0]
    except (FileNotFoundError, IndexError):
        return False
    return state not in ("Z", "X")  # a zombie no one reaps has ended


def _wait_until_ended(pid: int) -> bool:
    deadline = time.monotonic() + 60  # a bound on the wait, not a timed assertion: it ends as the state does
    while time.monotonic() < deadline:
        if not _running(pid):
            return True
        time.sleep(0.1)
    return False


def _sender_env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'none.sqlite3'}", "NOTICES_SEND_EVERY": "0.2"}


def test_the_sender_stops_when_the_process_that_started_it_is_gone(tmp_path: Path) -> None:
    # The master killed outright (no hook runs): its sender, now another's child, stops by itself.
    starter = (
        "import os, subprocess, sys;"
        f"p = subprocess.Popen([sys.executable, {str(ROOT / 'manage.py')!r}, 'send_notices', '--stop-with-parent'],"
        " stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,"
        " env={**os.environ, 'LAWS_SENDER_PARENT': str(os.getpid())});"
        "print(p.pid, flush=True)"
    )
    out = subprocess.run([sys.executable, "-c", starter], env=_sender_env(tmp_path), capture_output=True, text=True)
    pid = int(out.stdout.strip())
    try:
        assert _wait_until_ended(pid), "the sender outlived the process that started it"
    finally:
        if _running(pid):
            os.kill(pid, 9)


def test_a_hup_of_gunicorn_does_not_lose_the_sender(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # A HUP reads the configuration again into a fresh namespace; the master's exit then runs the new one's hook.
    for name, value in _sender_env(tmp_path).items():
        monkeypatch.setenv(name, value)
    server = SimpleNamespace(log=SimpleNamespace(info=lambda *a: None))
    first = runpy.run_path(str(ROOT / "config" / "gunicorn.conf.py"))
    first["when_ready"](server)
    sender = getattr(server, first["SENDER"])
    try:
        reread = runpy.run_path(str(ROOT / "config" / "gunicorn.conf.py"))
        reread["when_ready"](server)  # a second start, if the hook runs again, finds the first running
        assert getattr(server, reread["SENDER"]) is sender
        reread["on_exit"](server)
        assert sender.wait(timeout=60) is not None  # a bound on the wait: it returns as soon as the sender ends
    finally:
        if sender.poll() is None:
            sender.kill()
