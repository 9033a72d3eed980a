"""Motions that touch the same law, decision, appeal or case, checked against each other when one is moved and
when it carries, so that no motion carried is lost without a word.

- Another motion on the same subject still before the committee: the second is refused, naming the first,
  unless it states that it replaces it (`replaces`); when it carries, the one it replaces is marked replaced.
- A statute: a version carried for the same day in force would never take force once another version of that
  day is made (of two versions from one day the later stands): refused unless the motion states that it
  replaces the motion that made it. A version from a later day is not lost: this one stands until that day,
  and the law page and the terms say so.
"""

from __future__ import annotations

import datetime
from typing import Any

from committee.consolidated import law_history
from plumbing.days import day_words

from .models import Motion

SUBJECTS = ("appeal", "case", "decision", "law")


def address(motion: Motion) -> str:
    """How `replaces` names a motion: `<meeting id>/<number>`."""
    return f"{motion.meeting_id}/{motion.number}"


def replaces(motion: Motion) -> set[str]:
    raw = motion.terms.get("replaces") or []
    return {str(r) for r in (raw if isinstance(raw, list) else [raw])}


def _subject(motion: Motion) -> dict[str, Any]:
    for field in SUBJECTS:
        if getattr(motion, f"{field}_id") is not None:
            return {f"{field}_id": getattr(motion, f"{field}_id")}
    return {}


def _named(motion: Motion) -> str:
    return f"motion {motion.number} of the {motion.meeting.named}"


def open_rivals(motion: Motion) -> list[Motion]:
    """The other motions on the same subject still before the committee."""
    found = Motion.objects.filter(state=Motion.OPEN, **_subject(motion)).select_related("meeting")
    return list(found.exclude(pk=motion.pk) if motion.pk else found)


def statute_rival(motion: Motion, from_day: datetime.date) -> Motion | None:
    """The motion that made the version of the statute in force from the same day, if any still would be."""
    assert motion.law is not None
    same_day = [v for v in law_history(motion.law) if v.in_force_from == from_day and v.replaced_by is None]
    if not same_day:
        return None
    made = Motion.objects.filter(
        law=motion.law, kind=Motion.ADOPT_STATUTE, state=Motion.CARRIED, statute_version=same_day[0].number
    )
    return made.select_related("meeting").order_by("-pk").first() or Motion(number=0)


def conflicts(motion: Motion, from_day: datetime.date | None = None) -> list[str]:
    """Why the motion cannot stand beside the others on its subject: the empty list when it can."""
    stated = replaces(motion)
    problems = [
        f"{_named(rival)} on the same {_what(motion)} is still before the committee: put it first, or state that"
        f" this motion replaces it ({address(rival)})"
        for rival in open_rivals(motion)
        if address(rival) not in stated
    ]
    if motion.kind == Motion.ADOPT_STATUTE and from_day is not None:
        rival = statute_rival(motion, from_day)
        if rival is not None and (not rival.pk or address(rival) not in stated):
            made = _named(rival) if rival.pk else "a version published before the meetings"
            problems.append(
                f"the statute of {made} takes force on the same day, {day_words(from_day)}, and would"
                " never take force"
                + (f": state that this motion replaces it ({address(rival)})" if rival.pk else ": choose another day")
            )
    return problems


def _what(motion: Motion) -> str:
    return next((f for f in SUBJECTS if getattr(motion, f"{f}_id") is not None), "subject")


def mark_replaced(motion: Motion, by: Any) -> None:
    """The open motions this one replaces, put aside as replaced now that it carried."""
    for rival in open_rivals(motion):
        if address(rival) in replaces(motion):
            rival.state, rival.put_at = Motion.REPLACED, motion.put_at
            rival._history_user = by  # type: ignore[attr-defined]
            rival.save()
