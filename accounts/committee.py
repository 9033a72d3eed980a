"""The committee as a body: who sits on it, and whether one member may act alone.

One place for both, so the meetings (who may be present) and the notices (who is told of an appeal) find the
same members, and every write a motion should make refuses alike when the club's quorum is above one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.core.exceptions import ImproperlyConfigured
from django.db.models import Q, QuerySet

from .permissions import DECIDE_APPEAL


def holders_of(perm: str) -> QuerySet[Any]:
    """The active accounts holding `perm` ("app_label.codename") by their role, by their own grant, or as
    superusers, by username."""
    app_label, codename = perm.split(".")
    permission = Permission.objects.filter(content_type__app_label=app_label, codename=codename)
    users = get_user_model().objects.filter(is_active=True)
    # The pks first, then the accounts: a distinct() over a join would not order by username on every database.
    pks = users.filter(
        Q(groups__permissions__in=permission) | Q(user_permissions__in=permission) | Q(is_superuser=True)
    ).values("pk")
    return users.filter(pk__in=pks).order_by("username")


def committee_members() -> QuerySet[Any]:
    """The accounts that may sit: those holding the committee's power to decide appeals."""
    return holders_of(DECIDE_APPEAL)


def quorum() -> int:
    """The members present a meeting needs (the club's setting `COMMITTEE_QUORUM`, 1 unless set)."""
    return int(settings.COMMITTEE_QUORUM)


def motion_needed(what: str) -> str:
    """Why one member cannot do `what` alone: the empty string when the quorum is one (a member may)."""
    if quorum() <= 1:
        return ""
    return (
        f"Cannot {what}: the committee decides at a meeting, by a motion carried with {quorum()} members present."
        " One member alone cannot: hold a meeting (Meetings) and move the motion there."
    )


class MotionNeeded(ValueError):
    """A write a motion should make, asked of one member outside a meeting while the quorum is above one."""


class MotionRefused(ValueError):
    """A motion cannot be moved or take effect, the message saying why (the meetings app's MeetingError is one):
    raised too by a member's write alone, which is such a motion (`carried_alone`)."""


def refuse_alone(what: str) -> None:
    """Raise MotionNeeded, saying why, unless one member may `what` alone (the quorum is one)."""
    said = motion_needed(what)
    if said:
        raise MotionNeeded(said)


# The kinds of motion, named here so the services below the meetings app can name the motion their write is.
MOTION_DECIDE_APPEAL, MOTION_ADOPT_CASE = "decide_appeal", "adopt_case"
MOTION_WITHDRAW_DECISION, MOTION_ADOPT_STATUTE, MOTION_AMEND_HOLDING = (
    "withdraw_decision",
    "adopt_statute",
    "amend_holding",
)
MOTION_CARRIED = "carried"

# What the API says of each write a motion makes, in its schema (drf-spectacular), beside the endpoint's own words.
AS_A_MOTION = (
    "This is a motion, carried at once when the quorum is one. One member's write outside a meeting is what a"
    " motion carried at a meeting would make: while the club's quorum (`COMMITTEE_QUORUM`) is one it is recorded"
    " as a motion carried at once, at the member's meeting of the day (a meeting held that day with him alone"
    " present, made if there is none) with his vote for, and takes effect at once; `motion` in the answer is the"
    " address of that motion in the minutes. With a quorum above one it is refused with 400, `detail` saying that"
    " a meeting and a motion are needed: hold a meeting (`POST /api/v1/meetings/`), move the motion there"
    " (`POST /api/v1/meetings/<id>/motions/`), where each member present casts his vote (`…/motions/<n>/votes/`)."
)

# How one member's act alone is recorded (quorum one): a motion carried at once, at his meeting of the day. The
# meetings app, above every app that writes, says how (meetings.alone, connected in its AppConfig.ready()); the
# services below it call `carried_alone` and so never import it (docs/layout.md).
_carrier: Callable[..., Any] | None = None


def carry_alone_with(carrier: Callable[..., Any]) -> None:
    """Name the function that records a member's act alone as a motion carried at once (meetings.alone)."""
    global _carrier
    _carrier = carrier


def carried_alone(kind: str, *, by: Any, text: str, terms: dict[str, Any], **subject: Any) -> Any:
    """The write of one member alone, at quorum one: a motion of `kind` on `subject` (appeal=, case=, decision=
    or law=), moved by him at his meeting of the day, his vote for, carried at once; its effect is the write.
    Returns the motion. Raises what the write raises (the caller's own errors), and nothing is recorded then."""
    if _carrier is None:
        raise ImproperlyConfigured("The meetings app records the committee's acts: it is not installed.")
    return _carrier(kind, by=by, text=text, terms=terms, **subject)


def carried_motion(owner: Any, **match: Any) -> Any:
    """The last motion carried on `owner` (an appeal, a saved case, a decision or a law, through the meetings
    app's reverse relation `motions`) matching `match`, with its meeting; None when none was."""
    return owner.motions.filter(state=MOTION_CARRIED, **match).select_related("meeting").order_by("-pk").first()
