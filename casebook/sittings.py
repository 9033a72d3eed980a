"""Who sat on each record and who dissented, from the committee's meetings (meetings/): the motion carried that
decided the appeal or adopted the case, the members present at its meeting, and the votes against it.

A record the committee decided before it met as a body (a committee of one, deciding alone) has no sitting.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.db.models import Prefetch, Q
from django.utils import timezone

from meetings.models import Motion, Vote


def member_name(user: Any) -> str:
    """A member as the book prints him: his full name where the club gave one, else his account's name."""
    return str(user.get_full_name() or user.get_username())


@dataclass(frozen=True)
class Dissent:
    member: str
    reasons_html: str  # rendered and cleaned with nh3 when the vote was saved
    reasons: str  # the Markdown


@dataclass(frozen=True)
class Sitting:
    held_on: datetime.date
    motion: Motion
    members: tuple[str, ...]  # those present, by name
    votes_for: int
    votes_against: int
    abstaining: int
    dissents: tuple[Dissent, ...]

    @property
    def minutes_url(self) -> str:
        return self.motion.get_absolute_url()

    @property
    def meeting(self) -> str:
        """The meeting by its day and its number among that day's: "meeting 2 of 3 December 2026"."""
        return self.motion.meeting.named

    @property
    def carried_on(self) -> datetime.date | None:
        """The day the motion carried: the decision's one date."""
        return timezone.localdate(self.motion.put_at) if self.motion.put_at else None


def sittings(appeal_ids: list[int], case_ids: list[int]) -> tuple[dict[int, Sitting], dict[int, Sitting]]:
    """The sittings of the appeals decided and of the cases adopted by motion, by appeal and by case id: three
    queries (the motions with their meetings, the members present, the votes with their members)."""
    carried = (
        Motion.objects.filter(state=Motion.CARRIED)
        .filter(
            Q(kind=Motion.DECIDE_APPEAL, appeal_id__in=appeal_ids) | Q(kind=Motion.ADOPT_CASE, case_id__in=case_ids)
        )
        .select_related("meeting")
        .prefetch_related("meeting__present", Prefetch("votes", queryset=Vote.objects.select_related("member")))
        .order_by("put_at", "pk")
    )
    by_appeal: dict[int, Sitting] = {}
    by_case: dict[int, Sitting] = {}
    if not appeal_ids and not case_ids:
        return by_appeal, by_case
    for motion in carried:
        votes = sorted(motion.votes.all(), key=lambda v: member_name(v.member))
        choices = [v.choice for v in votes]
        sitting = Sitting(
            held_on=motion.meeting.held_on,
            motion=motion,
            members=tuple(sorted(member_name(m) for m in motion.meeting.present.all())),
            votes_for=choices.count(Vote.FOR),
            votes_against=choices.count(Vote.AGAINST),
            abstaining=choices.count(Vote.ABSTAIN),
            dissents=tuple(
                Dissent(member_name(v.member), v.reasons_html, v.reasons) for v in votes if v.choice == Vote.AGAINST
            ),
        )
        if motion.appeal_id is not None:
            by_appeal[motion.appeal_id] = sitting
        elif motion.case_id is not None:
            by_case[motion.case_id] = sitting  # the last carried: a case adopted again after a withdrawal
    return by_appeal, by_case
