"""One member's act alone, with the quorum at one: a motion carried at once, at his meeting of the day.

A write that a motion would make is, with the quorum at one, a motion carried at once. So
the decide page, adopting a case, withdrawing a decision, publishing (or reverting) a statute and amending a
holding, made by one member outside a meeting, record what a meeting records: a meeting that day with him
present, a motion of the right kind with his vote for, carried; and the motion's own effect
(`services._effect`) makes the change, in the same transaction. The minutes, the casebook's "who sat", the
feeds and the backup then show it exactly as a motion carried at a meeting.

The meeting: his own meeting of the day, that is a meeting held today, under a quorum of one, convened by him
and with him alone present; each act of his that day is its next motion. Else a new meeting of one. A meeting
where others sat is never used: they did not vote on what he did alone.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Count, Max
from django.utils import timezone

from .conflicts import open_rivals
from .models import Meeting, Motion, Vote, default_quorum
from .services import MeetingError, _effect, meeting_numbered, parties


def _his_meeting(by: Any) -> Meeting:
    """His meeting of the day (locked, to number its motions), or a new one."""
    today = timezone.localdate()
    found = (
        # Counted before the member is looked for, so the count is of everyone present, not of him alone.
        Meeting.objects.filter(held_on=today, quorum=1, convened_by=by)
        .annotate(sat=Count("present", distinct=True))
        .filter(sat=1, present=by)
        .order_by("-pk")
        .values_list("pk", flat=True)
        .first()
    )
    if found is not None:
        return Meeting.objects.select_for_update().get(pk=found)
    meeting = Meeting(held_on=today, quorum=default_quorum(), convened_by=by)
    meeting._history_user = by  # type: ignore[attr-defined]
    meeting_numbered(meeting)
    meeting.present.set([by])
    return meeting


@transaction.atomic
def motion_carried_alone(kind: str, *, by: Any, text: str, terms: dict[str, Any], **subject: Any) -> Motion:
    """Record and carry the motion one member makes alone (accounts.committee.carried_alone); its effect is the
    write. What the write raises is raised as it is, and the meeting, motion and vote are rolled back with it."""
    meeting = _his_meeting(by)
    number = (meeting.motions.aggregate(n=Max("number"))["n"] or 0) + 1
    motion = Motion(meeting=meeting, number=number, kind=kind, text=text, terms=dict(terms), moved_by=by, **subject)
    if by.pk in parties(motion):
        raise MeetingError("a party to the appeal does not vote on it: the committee decides it at a meeting")
    before = [f"motion {m.number} of the {m.meeting.named}" for m in open_rivals(motion)]
    if before:  # what he writes alone would be undone, or lost, when that motion is put
        raise MeetingError(f"{', '.join(before)} on the same subject is before the committee: put it first")
    motion._history_user = by  # type: ignore[attr-defined]
    motion.save()
    vote = Vote(motion=motion, member=by, choice=Vote.FOR)
    vote._history_user = by  # type: ignore[attr-defined]
    vote.save()
    motion.state, motion.put_at = Motion.CARRIED, timezone.now()
    _effect(motion, by)
    motion.save()
    return motion
