"""The committee as a body: it meets, members present; a motion is put and each member present votes.

Baldwin's preface tells how the Arlington and Portland committee framed the code at its meetings; the
bridge casebooks print who sat and who dissented. A motion decides an appeal, adopts a saved case as a
decision, withdraws a decision, adopts a statute or amends the holding of a decision. Its terms are kept on
the motion until it carries: until then nothing changes for readers. A motion carries by a majority of the votes cast, with a quorum
of members present (the meeting keeps the quorum it was held under).
"""

from __future__ import annotations

import datetime
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from simple_history.models import HistoricalRecords

from accounts import committee
from plumbing.days import day_words


def default_quorum() -> int:
    """The club's quorum (settings.COMMITTEE_QUORUM, default 1: a committee of one decides alone)."""
    return int(getattr(settings, "COMMITTEE_QUORUM", 1))


def secretary_records() -> bool:
    """Whether the meeting's secretary may record the votes of the members present (a meeting held in a room):
    the club's setting COMMITTEE_SECRETARY_RECORDS, off unless set."""
    return bool(getattr(settings, "COMMITTEE_SECRETARY_RECORDS", False))


def voting_time() -> datetime.timedelta:
    """How long the members present have to vote before the mover may put the motion with the votes cast (the
    club's setting COMMITTEE_VOTING_HOURS, 72 unless set)."""
    return datetime.timedelta(hours=int(getattr(settings, "COMMITTEE_VOTING_HOURS", 72)))


class Meeting(models.Model):
    held_on = models.DateField(default=timezone.localdate, help_text="The day the committee met.")
    present = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="meetings_attended")
    # The quorum in force when the meeting was held: a later change of the club's rule never alters old minutes.
    quorum = models.PositiveSmallIntegerField(default=default_quorum)
    convened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    # Its place among the meetings of its day (1, 2 …): two meetings of one day are told apart by it.
    number = models.PositiveSmallIntegerField(default=1)
    # The member who keeps the minutes; with COMMITTEE_SECRETARY_RECORDS he may record the others' votes.
    secretary = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created = models.DateTimeField(default=timezone.now)

    history = HistoricalRecords(m2m_fields=[present])

    class Meta:
        ordering = ["-held_on", "-number", "-pk"]
        constraints = [models.UniqueConstraint(fields=["held_on", "number"], name="meeting_numbered_once_a_day")]

    def __str__(self) -> str:
        return self.named

    @property
    def named(self) -> str:
        """How a person names it: "the meeting of 3 December 2026" and, from the second of a day, its number."""
        day = day_words(self.held_on)
        return f"meeting {self.number} of {day}" if self.number > 1 else f"meeting of {day}"

    def get_absolute_url(self) -> str:
        return reverse("meetings:minutes", args=[self.pk])


class Motion(models.Model):
    DECIDE_APPEAL = committee.MOTION_DECIDE_APPEAL
    ADOPT_CASE = committee.MOTION_ADOPT_CASE
    WITHDRAW_DECISION = committee.MOTION_WITHDRAW_DECISION
    ADOPT_STATUTE = committee.MOTION_ADOPT_STATUTE
    AMEND_HOLDING = committee.MOTION_AMEND_HOLDING
    KINDS = [
        (DECIDE_APPEAL, "Decides an appeal"),
        (ADOPT_CASE, "Adopts a saved case as a decision"),
        (WITHDRAW_DECISION, "Withdraws a decision"),
        (ADOPT_STATUTE, "Adopts a statute"),
        (AMEND_HOLDING, "Amends the holding of a decision"),
    ]
    OPEN, CARRIED, LOST, REPLACED = "open", committee.MOTION_CARRIED, "lost", "replaced"
    STATES = [(OPEN, "Before the meeting"), (CARRIED, "Carried"), (LOST, "Lost"), (REPLACED, "Replaced")]

    meeting = models.ForeignKey(Meeting, on_delete=models.PROTECT, related_name="motions")
    number = models.PositiveSmallIntegerField(help_text="Its place in the minutes: 1, 2, 3 …")
    kind = models.CharField(max_length=20, choices=KINDS)
    # The one thing the motion is about, by the kind.
    appeal = models.ForeignKey(
        "appeals.Appeal", on_delete=models.PROTECT, null=True, blank=True, related_name="motions"
    )
    case = models.ForeignKey("cases.SavedCase", on_delete=models.PROTECT, null=True, blank=True, related_name="motions")
    decision = models.ForeignKey(
        "decisions.Decision", on_delete=models.PROTECT, null=True, blank=True, related_name="motions"
    )
    law = models.ForeignKey("laws.Law", on_delete=models.PROTECT, null=True, blank=True, related_name="motions")
    # The motion's terms, as the service that carries it takes them (appeals.services.appeal_decide's for an
    # appeal: outcome, reasons, elections, words, added_laws, statutes).
    terms = models.JSONField(default=dict, blank=True)
    # The reasons the motion gives (Markdown), rendered and sanitised when saved (signals.py).
    text = models.TextField(blank=True)
    text_html = models.TextField(blank=True, default="", editable=False)
    moved_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+")
    state = models.CharField(max_length=8, choices=STATES, default=OPEN)
    moved_at = models.DateTimeField(default=timezone.now, help_text="When it was moved (the voting time runs).")
    put_at = models.DateTimeField(null=True, blank=True, help_text="When the votes were taken.")
    # What the motion made when it carried: the statute's version (the decision is on the appeal or `decision`).
    statute_version = models.PositiveIntegerField(null=True, blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["meeting", "number"]
        constraints = [
            models.UniqueConstraint(fields=["meeting", "number"], name="motion_numbered_once_per_meeting"),
        ]

    def __str__(self) -> str:
        return f"motion {self.number} of the {self.meeting.named}"

    def get_absolute_url(self) -> str:
        return f"{self.meeting.get_absolute_url()}#motion-{self.number}"

    @property
    def code(self) -> str:
        """The code whose laws its texts cite ("Law 72" links there)."""
        if self.appeal_id:
            return str(self.appeal.case.code)
        if self.case_id:
            return str(self.case.code)
        if self.law_id:
            return str(self.law.code.slug)
        if self.decision_id:
            return str(self.decision.home_code)
        return ""

    def tally(self) -> dict[str, int]:
        counts: dict[str, Any] = {choice: 0 for choice, _ in Vote.CHOICES}
        for vote in self.votes.all():
            counts[vote.choice] += 1
        return counts


class Vote(models.Model):
    FOR, AGAINST, ABSTAIN = "for", "against", "abstain"
    CHOICES = [(FOR, "For"), (AGAINST, "Against"), (ABSTAIN, "Abstains")]

    motion = models.ForeignKey(Motion, on_delete=models.PROTECT, related_name="votes")
    member = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="committee_votes")
    choice = models.CharField(max_length=8, choices=CHOICES)
    # A member's reasons for his vote, printed as his dissent where he voted against a motion carried (Markdown).
    reasons = models.TextField(blank=True)
    reasons_html = models.TextField(blank=True, default="", editable=False)
    # The meeting's secretary, where he recorded it (COMMITTEE_SECRETARY_RECORDS); empty: cast by the member.
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    cast_at = models.DateTimeField(default=timezone.now)

    history = HistoricalRecords()

    class Meta:
        ordering = ["motion", "pk"]
        constraints = [models.UniqueConstraint(fields=["motion", "member"], name="one_vote_per_member_and_motion")]

    def __str__(self) -> str:
        return f"{self.member} {self.choice} {self.motion}"

    @property
    def is_dissent(self) -> bool:
        return self.motion.state == Motion.CARRIED and self.choice == self.AGAINST
