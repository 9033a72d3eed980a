"""The notices each change causes. Each receiver runs inside the transaction of the change (the apps send
their events from their services), so the mail it queues is kept or dropped with the change itself."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from appeals.events import appeal_decided, appeal_lodged
from appeals.models import Appeal
from cases.events import decision_adopted
from cases.models import RulingGiven
from committee.events import decision_withdrawn, holding_amended, statute_adopted
from committee.models import Commentary, Withdrawal
from committee.statutes import amendable, amendment_words
from decisions.case_display import ruling_laws
from decisions.models import Decision
from laws.models import Law
from meetings.events import meeting_called, motion_moved, vote_recorded
from meetings.models import Meeting, Motion, Vote
from meetings.services import voters
from meetings.terms import terms_in_words
from plumbing.days import weekday_words

from .kinds import Kind
from .links import absolute
from .queue import Notice, queue
from .recipients import every_referee, followers, the_committee


def _laws_of_ruling(code: str, ruling: dict[str, Any] | None) -> list[Law]:
    numbers = [number for number, _ in ruling_laws(ruling or {})]
    found = {law.number: law for law in Law.objects.select_related("code").filter(code__slug=code, number__in=numbers)}
    return [found[n] for n in dict.fromkeys(numbers) if n in found]


def _laws_of_decision(decision: Decision) -> list[Law]:
    return list(Law.objects.select_related("code").filter(citations__decision=decision).distinct().order_by("position"))


def _named(laws: list[Law]) -> str:
    """The laws for a subject line: the first three, and how many more."""
    named = ", ".join(f"Law {law.number}" for law in laws[:3]) or "no law"
    return named + (f" and {len(laws) - 3} more" if len(laws) > 3 else "")


def _appeal_lodged(sender: type, appeal: Appeal, **kw: Any) -> None:
    case = appeal.case
    laws = _laws_of_ruling(case.code, case.ruling)
    context = {"appeal": appeal, "case": case, "laws": laws, "url": absolute(appeal.get_absolute_url())}
    told = queue(
        Notice(Kind.APPEAL_LODGED, f"Appeal {appeal.pk} lodged: {case.title}", "appeal_lodged", context),
        the_committee(),
    )
    if case.public:  # a private case's appeal is for its referee and the committee only
        queue(
            Notice(Kind.FOLLOWED, f"An appeal under {_named(laws)}: {case.title}", "followed_appeal_lodged", context),
            followers(laws=[law.pk for law in laws]),
            besides=told,
        )


def _appeal_decided(sender: type, appeal: Appeal, **kw: Any) -> None:
    case = appeal.case
    given = RulingGiven.objects.filter(case=case).first()
    laws = _laws_of_decision(appeal.decision) if appeal.decision else []
    context = {
        "appeal": appeal,
        "case": case,
        "laws": laws,
        "outcome": appeal.get_outcome_display().lower(),
        "url": absolute(appeal.get_absolute_url()),
    }
    parties = {pk for pk in (given.given_by_id if given else None, appeal.lodged_by_id) if pk is not None}
    subject = f"Appeal {appeal.pk} decided: the ruling is {context['outcome']}"
    told = queue(Notice(Kind.APPEAL_DECIDED, subject, "appeal_decided", context), parties)
    watchers = followers(appeals=[appeal.pk])
    if case.public:
        watchers |= followers(laws=[law.pk for law in laws])
    queue(Notice(Kind.FOLLOWED, subject, "followed_appeal_decided", context), watchers, besides=told)


def _previous_version(row: Commentary) -> Any:
    """The version before this one in the row's history, or None for a first version."""
    return row.history.filter(version=row.version - 1).order_by("-history_date").first()  # type: ignore[attr-defined]


def _statute_adopted(sender: type, statute: Commentary, **kw: Any) -> None:
    law = Law.objects.select_related("code").get(pk=statute.law_id)
    before = _previous_version(statute)
    before = before if before is not None and before.version > 0 else None
    printed = {a.provision.id: a.printed for a in amendable(law)}
    if before is not None and before.provision:
        was = amendment_words(before.provision, before.value)
    elif statute.provision in printed:
        was = f"as printed, {printed[statute.provision]}"
    else:
        was = ""
    context = {
        "statute": statute,
        "law": law,
        "before": before,
        "change": amendment_words(statute.provision, statute.value) if statute.provision else "",
        "was": was,
        # The day the meeting's motion gave, or the day it was published.
        "in_force_from": statute.in_force_from or statute.updated,
        "url": absolute(law.get_absolute_url()),
    }
    subject = f"The club's statute on Law {law.number} of {law.code.title}"
    told = queue(Notice(Kind.STATUTE_ADOPTED, subject, "statute_adopted", context), every_referee())
    queue(Notice(Kind.FOLLOWED, subject, "statute_adopted", context), followers(laws=[law.pk]), besides=told)


def _decision_adopted(sender: type, decision: Decision, **kw: Any) -> None:
    laws = _laws_of_decision(decision)
    context = {"decision": decision, "laws": laws, "url": absolute(decision.get_absolute_url())}
    subject = f"A decision under {_named(laws)}: {decision.title}"
    queue(Notice(Kind.FOLLOWED, subject, "followed_decision_filed", context), followers(laws=[law.pk for law in laws]))


def _holding_amended(sender: type, holding: Commentary, **kw: Any) -> None:
    if holding.version <= 1:
        return  # the holding as adopted: its decision's filing told the followers
    decision = Decision.objects.get(pk=holding.decision_id)
    context = {"decision": decision, "holding": holding, "url": absolute(decision.get_absolute_url())}
    subject = f"The committee amended its holding: {decision.title}"
    queue(Notice(Kind.FOLLOWED, subject, "followed_holding_amended", context), followers(decisions=[decision.pk]))


def _decision_withdrawn(sender: type, withdrawal: Withdrawal, **kw: Any) -> None:
    decision = withdrawal.decision
    context = {"decision": decision, "withdrawal": withdrawal, "url": absolute(decision.get_absolute_url())}
    subject = f"The committee withdrew a decision: {decision.title}"
    queue(Notice(Kind.FOLLOWED, subject, "followed_decision_withdrawn", context), followers(decisions=[decision.pk]))


def _meeting_called(sender: type, meeting: Meeting, **kw: Any) -> None:
    members = list(meeting.present.values_list("pk", flat=True))
    context = {
        "meeting": meeting,
        "members": meeting.present.order_by("username"),
        "url": absolute(meeting.get_absolute_url()),
    }
    subject = f"The committee meets on {weekday_words(meeting.held_on)}"
    queue(Notice(Kind.MEETING_CALLED, subject, "meeting_called", context), members)


def _motion_moved(sender: type, motion: Motion, **kw: Any) -> None:
    """Each member who votes on the motion is told, with his own link to his vote (meetings/links.py)."""
    meeting = motion.meeting
    context = {
        "motion": motion,
        "meeting": meeting,
        "terms": terms_in_words(motion),
        "url": absolute(reverse("meetings:votes", args=[meeting.pk, motion.number])),
    }
    subject = f"Motion {motion.number} of the {meeting.named}: your vote"
    queue(Notice(Kind.MOTION_MOVED, subject, "motion_moved", context), [m.pk for m in voters(motion)])


def _vote_recorded(sender: type, vote: Vote, **kw: Any) -> None:
    motion = vote.motion
    context = {
        "vote": vote,
        "motion": motion,
        "meeting": motion.meeting,
        "url": absolute(reverse("meetings:votes", args=[motion.meeting_id, motion.number])),
    }
    subject = f"Your vote on motion {motion.number} of the {motion.meeting.named}, recorded by the secretary"
    queue(Notice(Kind.VOTE_RECORDED, subject, "vote_recorded", context), [vote.member_id])


def connect() -> None:
    motion_moved.connect(_motion_moved, dispatch_uid="notices.motion_moved")
    vote_recorded.connect(_vote_recorded, dispatch_uid="notices.vote_recorded")
    meeting_called.connect(_meeting_called, dispatch_uid="notices.meeting_called")
    appeal_lodged.connect(_appeal_lodged, dispatch_uid="notices.appeal_lodged")
    appeal_decided.connect(_appeal_decided, dispatch_uid="notices.appeal_decided")
    statute_adopted.connect(_statute_adopted, dispatch_uid="notices.statute_adopted")
    decision_adopted.connect(_decision_adopted, dispatch_uid="notices.decision_adopted")
    holding_amended.connect(_holding_amended, dispatch_uid="notices.holding_amended")
    decision_withdrawn.connect(_decision_withdrawn, dispatch_uid="notices.decision_withdrawn")
