"""The committee's meetings: holding one, moving a motion, recording the votes; a motion carried takes effect.

One service per write (HackSoft's styleguide); the pages and the API only call these. A motion's terms are
checked when it is moved, by the very service that will carry them out, run and rolled back: so a motion
that could not take effect is refused at once, naming what is wrong, and never put to the vote.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from accounts.committee import MotionRefused
from accounts.permissions import DECIDE_APPEAL, can_hold_meeting, can_view_case
from appeals.models import Appeal
from appeals.services import AppealError, appeal_decide
from cases.adoption import AdoptionError, decision_adopt
from cases.models import SavedCase
from committee.models import MAX_MESSAGE, Commentary
from committee.services import WithdrawalError, commentary_save, current, decision_withdraw
from committee.statutes import amendable
from committee.subjects import Subject
from decisions.markdown import markdown_problem
from decisions.models import Decision
from engine import NUMBER, STRUCK, value_problem
from laws.models import Law

from .events import meeting_called
from .models import Meeting, Motion, Vote, default_quorum

MAX_TEXT = 20_000


class MeetingError(MotionRefused):
    """The meeting, motion or votes cannot be recorded as asked; the message says why."""


class _DryRun(Exception):
    """Raised inside a savepoint to roll back a motion's effect tried when it is moved."""


def motion_seen(user: Any, motion: Motion) -> bool:
    """Whether `user` may read what the motion is on: a motion on a private case, or on an appeal on one, names
    its subject and reasons only to those who may read the case (until it carries, the case stays private)."""
    if motion.appeal_id is not None:
        return can_view_case(user, motion.appeal.case)  # type: ignore[union-attr]
    if motion.case_id is not None:
        return can_view_case(user, motion.case)
    return True


def _check(by: Any) -> None:
    if not can_hold_meeting(by):
        raise PermissionDenied("Only the committee holds its meetings and keeps their minutes.")


@transaction.atomic
def meeting_hold(*, by: Any, held_on: datetime.date | None, present: Iterable[Any]) -> Meeting:
    """A meeting on a day with the members present; the club's quorum (settings.COMMITTEE_QUORUM) is kept on it."""
    _check(by)
    members = list(present)
    problems = []
    if not members:
        problems.append("no member is present")
    not_members = sorted(m.get_username() for m in members if not m.has_perm(DECIDE_APPEAL))
    if not_members:
        problems.append(f"{', '.join(not_members)} {'is' if len(not_members) == 1 else 'are'} not of the committee")
    if problems:
        raise MeetingError("Cannot hold the meeting: " + "; ".join(problems) + ".")
    meeting = Meeting(held_on=held_on or timezone.localdate(), quorum=default_quorum(), convened_by=by)
    meeting._history_user = by  # type: ignore[attr-defined]
    meeting.save()
    meeting.present.set(members)
    if meeting.held_on > timezone.localdate():
        meeting_called.send(sender=Meeting, meeting=meeting)  # a meeting called for a day ahead
    return meeting


@transaction.atomic
def motion_move(
    *,
    meeting: Meeting,
    by: Any,
    kind: str,
    text: str,
    terms: dict[str, Any] | None = None,
    appeal: Appeal | None = None,
    case: SavedCase | None = None,
    decision: Decision | None = None,
    law: Law | None = None,
) -> Motion:
    """Put a motion to the meeting; its terms are tried now by the service that carries them, and undone."""
    _check(by)
    meeting = Meeting.objects.select_for_update().get(pk=meeting.pk)
    text = text.strip()
    wanted = {
        Motion.DECIDE_APPEAL: ("appeal", appeal),
        Motion.ADOPT_CASE: ("case", case),
        Motion.WITHDRAW_DECISION: ("decision", decision),
        Motion.ADOPT_STATUTE: ("law", law),
        Motion.AMEND_HOLDING: ("decision", decision),
    }
    if kind not in wanted:
        raise MeetingError(f"Cannot move the motion: the kind {kind!r} is none of {', '.join(wanted)}.")
    field, subject = wanted[kind]
    problems = []
    if subject is None:
        problems.append(f"a motion of this kind names its {field}")
    if not meeting.present.filter(pk=by.pk).exists():
        problems.append("the mover is not among the members present")
    if not text:
        problems.append("the motion's reasons are empty")
    elif len(text) > MAX_TEXT or markdown_problem(text):
        problems.append(markdown_problem(text) or f"the reasons are at most {MAX_TEXT} characters")
    if problems:
        raise MeetingError("Cannot move the motion: " + "; ".join(problems) + ".")
    number = (meeting.motions.aggregate(n=Max("number"))["n"] or 0) + 1
    motion = Motion(
        meeting=meeting, number=number, kind=kind, text=text, terms=dict(terms or {}), moved_by=by, **{field: subject}
    )
    _try(motion, by)
    motion._history_user = by  # type: ignore[attr-defined]
    motion.save()
    return motion


def _try(motion: Motion, by: Any) -> None:
    """Run the motion's effect in a savepoint and roll it back: its refusal is the motion's."""
    try:
        with transaction.atomic():
            _effect(motion, by)
            raise _DryRun
    except _DryRun:
        pass
    except (AppealError, AdoptionError, WithdrawalError, MeetingError, PermissionDenied) as exc:
        raise MeetingError(f"Cannot move the motion: {_plain(exc)}") from exc


def _plain(exc: Exception) -> str:
    said = str(exc)
    for prefix in ("Cannot decide the appeal: ", "Cannot adopt: ", "Cannot move the motion: "):
        said = said.removeprefix(prefix)
    return said


@transaction.atomic
def votes_record(*, motion: Motion, by: Any, votes: dict[int, tuple[str, str]]) -> Motion:
    """The votes of every member present ({member id: (choice, reasons)}); the motion carries or is lost.

    It carries by a majority of the votes cast (abstentions are not votes cast) with a quorum present."""
    _check(by)
    motion = Motion.objects.select_for_update().select_related("meeting").get(pk=motion.pk)
    meeting = motion.meeting
    present = {m.pk: m for m in meeting.present.all()}
    problems = []
    if motion.state != Motion.OPEN:
        raise MeetingError(f"Motion {motion.number} was put to the vote already: it is {motion.state}.")
    missing = sorted(m.get_username() for pk, m in present.items() if pk not in votes)
    if missing:
        problems.append(f"no vote is recorded for {', '.join(missing)}")
    strangers = sorted(set(votes) - set(present))
    if strangers:
        problems.append(f"only members present vote (account {', '.join(map(str, strangers))} was not)")
    choices = dict(Vote.CHOICES)
    for pk, (choice, reasons) in sorted(votes.items()):
        who = present[pk].get_username() if pk in present else str(pk)
        if choice not in choices:
            problems.append(f"the vote of {who} is none of for, against, abstains")
        if len(reasons) > MAX_TEXT or markdown_problem(reasons):
            problems.append(f"the reasons of {who}: {markdown_problem(reasons) or 'too long'}")
    if problems:
        raise MeetingError("Cannot record the votes: " + "; ".join(problems) + ".")
    for pk, (choice, reasons) in sorted(votes.items()):
        vote = Vote(motion=motion, member=present[pk], choice=choice, reasons=reasons.strip())
        vote._history_user = by  # type: ignore[attr-defined]
        vote.save()
    cast = [choice for choice, _ in votes.values()]
    carried = len(present) >= meeting.quorum and cast.count(Vote.FOR) > cast.count(Vote.AGAINST)
    motion.state = Motion.CARRIED if carried else Motion.LOST
    motion.put_at = timezone.now()
    if carried:
        try:
            _effect(motion, by)
        except (AppealError, AdoptionError, WithdrawalError, MeetingError, PermissionDenied) as exc:
            # Something changed since the motion was moved (the appeal decided by another motion, say).
            raise MeetingError(f"The motion carried but cannot take effect: {_plain(exc)}") from exc
    motion._history_user = by  # type: ignore[attr-defined]
    motion.save()
    return motion


def _effect(motion: Motion, by: Any) -> None:
    effects: dict[str, Callable[[Motion, Any], None]] = {
        Motion.DECIDE_APPEAL: _decide_appeal,
        Motion.ADOPT_CASE: _adopt_case,
        Motion.WITHDRAW_DECISION: _withdraw_decision,
        Motion.ADOPT_STATUTE: _adopt_statute,
        Motion.AMEND_HOLDING: _amend_holding,
    }
    effects[motion.kind](motion, by)


def _decide_appeal(motion: Motion, by: Any) -> None:
    terms = motion.terms
    assert motion.appeal is not None
    appeal_decide(
        appeal=motion.appeal,
        by=by,
        outcome=str(terms.get("outcome", "")),
        reasons=motion.text,
        elections=list(terms.get("elections") or []),
        words=str(terms.get("words", "")),
        added_laws=[str(n) for n in terms.get("added_laws") or []],
        statutes=str(terms.get("statutes") or Appeal.AS_RULED),
        at_meeting=True,
    )


def _adopt_case(motion: Motion, by: Any) -> None:
    assert motion.case is not None
    try:  # adopted on the meeting's day, unless the terms name the day (a member adopting alone may)
        on = datetime.date.fromisoformat(str(motion.terms.get("on") or motion.meeting.held_on))
    except ValueError:
        raise MeetingError("on is a date, as 2026-05-01") from None
    decision_adopt(
        case=motion.case,
        by=by,
        title=str(motion.terms.get("title", "")),
        holding_markdown=motion.text,
        on=on,
        at_meeting=True,
    )


def _withdraw_decision(motion: Motion, by: Any) -> None:
    assert motion.decision is not None
    decision_withdraw(decision=motion.decision, by=by, reason=motion.text, at_meeting=True)


def _adopt_statute(motion: Motion, by: Any) -> None:
    """A new version of the statute on the law, in force from the motion's date (default: the meeting's)."""
    law = motion.law
    assert law is not None
    provision, value = str(motion.terms.get("provision", "")), str(motion.terms.get("value", ""))
    offered = {a.provision.id: a.provision for a in amendable(law)}
    # The club's words alone, amending nothing the engine reads: as a statute was before statutes amended (a
    # revert to such a version).
    words_only = provision == "" and value == ""
    if not words_only and provision not in offered:
        raise MeetingError(f"Law {law.number} provides no {provision!r} a statute could amend")
    if not words_only:
        kind = offered[provision].kind
        given: object = (
            None
            if kind == STRUCK or not value
            else int(value)
            if kind == NUMBER and value.isascii() and value.isdigit()
            else value
        )
        problem = value_problem(offered[provision], given)
        if problem:
            raise MeetingError(problem)
        value = "" if given is None else str(given)
    try:
        from_day = datetime.date.fromisoformat(str(motion.terms.get("in_force_from") or motion.meeting.held_on))
    except ValueError:
        raise MeetingError("in_force_from is a date, as 2026-05-01") from None
    subject = Subject(Commentary.STATUTE, law=law)
    kept = current(subject)
    saved = commentary_save(
        subject=subject,
        by=by,
        text=motion.text,
        message=_message(motion, "Adopted"),
        version=kept.version if kept else 0,
        amendment=None if words_only else (provision, value),
        in_force_from=from_day,
        at_meeting=True,
    )
    motion.statute_version = saved.version


def _amend_holding(motion: Motion, by: Any) -> None:
    """A new version of the holding of a decision of the committee: the motion's text, and its title if given."""
    decision = motion.decision
    assert decision is not None
    if decision.origin != Decision.ORIGIN_COMMITTEE:
        raise MeetingError("a decision printed in a book holds what the book prints: only the committee's own change")
    subject = Subject(Commentary.HOLDING, decision=decision)
    kept = current(subject)
    commentary_save(
        subject=subject,
        by=by,
        text=motion.text,
        title=str(motion.terms.get("title", "")),
        message=_message(motion, "Amended"),
        # A decision adopted before holdings had a history starts at version 1, as adopted.
        version=kept.version if kept else 1,
        at_meeting=True,
    )


def _message(motion: Motion, done: str) -> str:
    """The version's message in its history: the member's own words, if any, and the motion that made it."""
    where = f"{done} at the meeting of {motion.meeting.held_on.isoformat()}, motion {motion.number}"
    said = str(motion.terms.get("message") or "").strip()
    return f"{said[: MAX_MESSAGE - len(where) - 3]} ({where})" if said else where
