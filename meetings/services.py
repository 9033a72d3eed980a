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
from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone

from accounts.committee import MotionRefused
from accounts.permissions import DECIDE_APPEAL, can_hold_meeting, can_view_case
from appeals.models import Appeal
from appeals.services import AppealError, appeal_decide
from cases.adoption import AdoptionError, decision_adopt
from cases.models import RulingGiven, SavedCase
from committee.models import MAX_MESSAGE, Commentary
from committee.services import WithdrawalError, commentary_save, current, decision_withdraw
from committee.statutes import amendable
from committee.subjects import Subject
from decisions.markdown import markdown_problem
from decisions.models import Decision
from engine import NUMBER, STRUCK, value_problem
from laws.models import Law
from plumbing.days import day_words, moment_words

from .conflicts import conflicts, mark_replaced
from .events import meeting_called, motion_moved, vote_recorded
from .models import Meeting, Motion, Vote, default_quorum, secretary_records, voting_time

MAX_TEXT = 20_000
ATTEMPTS = 12  # a meeting's number taken by another recorded at that moment: the next is tried


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


def meeting_numbered(meeting: Meeting) -> Meeting:
    """Save a new meeting as the next of its day (1, 2 …); two recorded at once: the second takes the next."""
    for attempt in range(ATTEMPTS):
        meeting.number = (Meeting.objects.filter(held_on=meeting.held_on).aggregate(n=Max("number"))["n"] or 0) + 1
        try:
            with transaction.atomic():
                meeting.save()
            return meeting
        except IntegrityError:
            meeting.pk = None
            if attempt == ATTEMPTS - 1:
                raise
    return meeting


@transaction.atomic
def meeting_hold(*, by: Any, held_on: datetime.date | None, present: Iterable[Any], secretary: Any = None) -> Meeting:
    """A meeting on a day with the members present; the club's quorum (settings.COMMITTEE_QUORUM) is kept on it,
    and the member named secretary, who keeps its minutes (and, where the club lets him, records the votes)."""
    _check(by)
    members = list(present)
    problems = []
    if not members:
        problems.append("no member is present")
    not_members = sorted(m.get_username() for m in members if not m.has_perm(DECIDE_APPEAL))
    if not_members:
        problems.append(f"{', '.join(not_members)} {'is' if len(not_members) == 1 else 'are'} not of the committee")
    if secretary is not None and secretary.pk not in {m.pk for m in members}:
        problems.append(f"the secretary, {secretary.get_username()}, is not among the members present")
    if problems:
        raise MeetingError("Cannot hold the meeting: " + "; ".join(problems) + ".")
    meeting = Meeting(
        held_on=held_on or timezone.localdate(), quorum=default_quorum(), convened_by=by, secretary=secretary
    )
    meeting._history_user = by  # type: ignore[attr-defined]
    meeting_numbered(meeting)
    meeting.present.set(members)
    if meeting.held_on > timezone.localdate():
        meeting_called.send(sender=Meeting, meeting=meeting)  # a meeting called for a day ahead
    return meeting


# The terms any kind of motion takes: `message`, the words of the version it makes, and `replaces`.
ANY_KIND_TERMS = frozenset({"message", "replaces"})
# The terms each kind of motion reads, those of any kind among them; any other is refused when it is moved.
TERMS: dict[str, frozenset[str]] = {
    kind: own | ANY_KIND_TERMS
    for kind, own in {
        Motion.DECIDE_APPEAL: frozenset({"outcome", "elections", "words", "added_laws", "statutes"}),
        Motion.ADOPT_CASE: frozenset({"title", "on"}),
        Motion.WITHDRAW_DECISION: frozenset(),
        Motion.ADOPT_STATUTE: frozenset({"provision", "value", "in_force_from", "retroactive"}),
        Motion.AMEND_HOLDING: frozenset({"title"}),
    }.items()
}


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
    unknown = sorted(set(terms or {}) - TERMS[kind])
    if unknown:  # a term misspelt ("in_force_form") would otherwise be voted on and then do nothing
        problems.append(f"the terms of this motion take {', '.join(sorted(TERMS[kind]))}; not {', '.join(unknown)}")
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
    try:
        on = max(timezone.localdate(), meeting.held_on)  # the first day it could carry
        clashes = conflicts(motion, statute_day(motion, on) if kind == Motion.ADOPT_STATUTE else None)
    except MeetingError as exc:
        clashes = [str(exc)]
    if clashes:
        raise MeetingError("Cannot move the motion: " + "; ".join(clashes) + ".")
    motion._history_user = by  # type: ignore[attr-defined]
    motion.save()
    motion_moved.send(sender=Motion, motion=motion)
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


def parties(motion: Motion) -> set[int]:
    """The members who are parties to what the motion decides, and so do not vote on it: on an appeal, the
    referee whose ruling is appealed and the member who lodged it."""
    if motion.appeal_id is None:
        return set()
    appeal = motion.appeal
    assert appeal is not None
    given = RulingGiven.objects.filter(case_id=appeal.case_id).values_list("given_by_id", flat=True).first()
    return {pk for pk in (given, appeal.lodged_by_id) if pk is not None}


def voters(motion: Motion) -> list[Any]:
    """The members present who vote on the motion (not its parties), by username."""
    party = parties(motion)
    return sorted((m for m in motion.meeting.present.all() if m.pk not in party), key=lambda m: m.get_username())


def _vote_problems(motion: Motion, member: Any, by: Any, choice: str) -> list[str]:
    """Why `by` cannot cast or record `member`'s vote on the motion now: the empty list when he may."""
    meeting = motion.meeting
    problems = []
    if motion.state != Motion.OPEN:
        problems.append(f"motion {motion.number} was put to the vote already: it is {motion.get_state_display()}")
    if timezone.localdate() < meeting.held_on:
        problems.append(f"the votes are cast on or after the day of the meeting, {day_words(meeting.held_on)}")
    if by.pk != member.pk and not (secretary_records() and meeting.secretary_id == by.pk):
        problems.append(
            "a member casts only his own vote"
            + ("; the meeting's secretary records the others' votes" if secretary_records() else "")
        )
    if not meeting.present.filter(pk=member.pk).exists():
        problems.append(f"{member.get_username()} is not among the members present")
    elif member.pk in parties(motion):
        problems.append(f"{member.get_username()} is a party to the appeal and does not vote on it")
    if choice not in dict(Vote.CHOICES):
        problems.append("the vote is none of for, against, abstains")
    return problems


@transaction.atomic
def vote_cast(*, motion: Motion, by: Any, choice: str, reasons: str = "", member: Any = None) -> Motion:
    """`by` casts his own vote on the motion (or, as the meeting's secretary where the club lets him, records
    `member`'s). He may change it until the motion is put; it is put when every member present has voted."""
    _check(by)
    member = member or by
    motion = Motion.objects.select_for_update(of=("self",)).select_related("meeting", "appeal").get(pk=motion.pk)
    reasons = reasons.strip()
    problems = _vote_problems(motion, member, by, choice)
    if len(reasons) > MAX_TEXT or markdown_problem(reasons):
        problems.append(f"the reasons: {markdown_problem(reasons) or 'too long'}")
    if problems:
        raise MeetingError(f"Cannot record the vote of {member.get_username()}: " + "; ".join(problems) + ".")
    vote = Vote.objects.filter(motion=motion, member=member).first() or Vote(motion=motion, member=member)
    vote.choice, vote.reasons, vote.cast_at = choice, reasons, timezone.now()
    vote.recorded_by = by if by.pk != member.pk else None
    vote._history_user = by  # type: ignore[attr-defined]
    vote.save()
    if vote.recorded_by is not None:
        vote_recorded.send(sender=Vote, vote=vote)
    voted = set(motion.votes.values_list("member_id", flat=True))
    if all(m.pk in voted for m in voters(motion)):
        _put(motion, by)
    return motion


@transaction.atomic
def votes_record(*, motion: Motion, by: Any, votes: dict[int, tuple[str, str]]) -> Motion:
    """The meeting's secretary records the votes of the members present ({member id: (choice, reasons)}), where
    the club lets him (COMMITTEE_SECRETARY_RECORDS); each vote but his own is marked as recorded by him."""
    _check(by)
    meeting = Meeting.objects.get(pk=motion.meeting_id)
    if not (secretary_records() and meeting.secretary_id == by.pk):
        raise MeetingError("Cannot record the votes: a member casts only his own vote.")
    present = {m.pk: m for m in meeting.present.all()}
    strangers = sorted(set(votes) - set(present))
    if strangers:
        raise MeetingError(f"Cannot record the votes: only members present vote (account {strangers[0]} was not).")
    # His own vote last: the motion is put when the last vote is in, and the secretary votes too.
    for pk, (choice, reasons) in sorted(votes.items(), key=lambda item: item[0] == by.pk):
        motion = vote_cast(motion=motion, by=by, member=present[pk], choice=choice, reasons=reasons)
    return motion


@transaction.atomic
def motion_put(*, motion: Motion, by: Any) -> Motion:
    """The mover puts the motion with the votes cast, once the time the club allows for voting has passed."""
    _check(by)
    motion = Motion.objects.select_for_update(of=("self",)).select_related("meeting").get(pk=motion.pk)
    problems = []
    if motion.state != Motion.OPEN:
        problems.append(f"it was put to the vote already: it is {motion.get_state_display()}")
    if motion.moved_by_id != by.pk:
        problems.append("only its mover puts it before every member present has voted")
    due = motion.moved_at + voting_time()
    if timezone.now() < due:
        problems.append(f"the members present have until {moment_words(timezone.localtime(due))} to vote")
    if problems:
        raise MeetingError(f"Cannot put motion {motion.number}: " + "; ".join(problems) + ".")
    _put(motion, by)
    return motion


def _put(motion: Motion, by: Any) -> None:
    """The motion put: carried by a majority of the votes cast (abstentions are not votes cast) with a quorum of
    members voting (their votes show them present); a motion carried takes effect now."""
    cast = list(motion.votes.values_list("choice", flat=True))
    carried = len(cast) >= motion.meeting.quorum and cast.count(Vote.FOR) > cast.count(Vote.AGAINST)
    motion.state = Motion.CARRIED if carried else Motion.LOST
    motion.put_at = timezone.now()
    if carried:
        try:
            on = timezone.localdate()
            clashes = conflicts(motion, statute_day(motion, on) if motion.kind == Motion.ADOPT_STATUTE else None)
            if clashes:
                raise MeetingError("; ".join(clashes))
            # The committee's act, moved by its mover: the version, decision or record it makes is his motion's,
            # not the act of whichever member cast the last vote.
            _effect(motion, motion.moved_by or by)  # the mover, unless his account is gone
        except (AppealError, AdoptionError, WithdrawalError, MeetingError, PermissionDenied) as exc:
            # Something changed since the motion was moved (the appeal decided by another motion, say).
            raise MeetingError(f"The motion carried but cannot take effect: {_plain(exc)}") from exc
    motion._history_user = by  # type: ignore[attr-defined]
    motion.save()
    if carried:
        mark_replaced(motion, by)


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
    try:  # adopted the day the motion carries, its one date everywhere, unless the terms name it (a member alone)
        on = datetime.date.fromisoformat(str(motion.terms.get("on") or timezone.localdate()))
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
    """A new version of the statute on the law, in force from the day the motion's terms name, or else from the
    day it carries (`statute_day`)."""
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
    from_day = statute_day(motion, timezone.localdate())
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


def statute_day(motion: Motion, on: datetime.date) -> datetime.date:
    """The day a statute takes force when its motion carries on `on`: the day its terms name, or `on`. A day
    before `on` only where the terms say the statute is retroactive (`retroactive`, true or false), and a statute
    said to be retroactive takes force before `on`."""
    raw = motion.terms.get("in_force_from")
    retroactive = motion.terms.get("retroactive", False)
    if not isinstance(retroactive, bool):  # "false" written as words is not false
        raise MeetingError(f"whether the statute is retroactive is true or false, not {retroactive!r}")
    if not raw:
        if retroactive:
            raise MeetingError(
                "a retroactive statute names the day before the motion carries from which it takes force"
            )
        return on
    try:
        day = datetime.date.fromisoformat(str(raw))
    except ValueError:
        raise MeetingError(f"the day the statute takes force is a date written as 2026-05-01, not {raw!r}") from None
    carries = day_words(on)
    if day < on and not retroactive:
        raise MeetingError(
            f"the statute would take force on {day_words(day)}, before the day its motion carries ({carries}):"
            " a statute takes force no earlier, unless it is made retroactive"
        )
    if day >= on and retroactive:
        raise MeetingError(
            f"the statute would take force on {day_words(day)}, not before the day its motion carries"
            f" ({carries}): it is not retroactive"
        )
    return day


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
    where = f"{done} at the {motion.meeting.named}, motion {motion.number}"
    said = str(motion.terms.get("message") or "").strip()
    return f"{said[: MAX_MESSAGE - len(where) - 3]} ({where})" if said else where
