"""Every write the committee makes, one service each: save a version, keep a draft, revert, withdraw.

A save names the version its writer started from; against any other version it is
refused with `Conflict`, which carries the current state, so no update is lost.
The row of the text is locked for the check and the write (select_for_update; on
SQLite a transaction takes the write lock when it begins, see config.settings.base).
"""

from __future__ import annotations

import datetime
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.committee import (
    MOTION_ADOPT_STATUTE,
    MOTION_AMEND_HOLDING,
    MOTION_WITHDRAW_DECISION,
    carried_alone,
    motion_needed,
    refuse_alone,
)
from accounts.permissions import WITHDRAW_DECISION, WRITE_COMMENTARY
from decisions.models import Decision

from .events import decision_withdrawn, holding_amended, statute_adopted
from .models import Commentary, CommentaryCitation, Draft, Withdrawal
from .rendering import cited_laws
from .subjects import Subject


class Conflict(Exception):
    """The text changed since the writer started: `current` is how it stands now."""

    def __init__(self, current: Commentary, started_from: int) -> None:
        self.current = current
        self.started_from = started_from
        super().__init__(
            f"Version {current.version} was saved since you started from version {started_from}: "
            "compare your text with it, merge, and save again."
        )


class UnknownVersion(ValueError):
    """There is no such version of the text."""


class WithdrawalError(ValueError):
    """The decision cannot be withdrawn; the message says why."""


def current(subject: Subject) -> Commentary | None:
    """The kept text as it stands (None when nothing was ever written)."""
    return Commentary.objects.filter(**subject.lookup).select_related("author").first()


def versions(subject: Subject) -> QuerySet[Any]:
    """Every saved version of the text, newest first."""
    kept = current(subject)
    if kept is None:
        return Commentary.history.none()
    return kept.history.filter(version__gt=0).select_related("author").order_by("-version", "-history_id")


def version_of(subject: Subject, number: int) -> Any:
    """One saved version; UnknownVersion when there is none by that number."""
    found = versions(subject).filter(version=number).first()
    if found is None:
        raise UnknownVersion(f"There is no version {number} of {subject.what} on {subject.label}.")
    return found


def _check(by: Any) -> None:
    if not by.has_perm(WRITE_COMMENTARY):
        raise PermissionDenied("Only the committee writes commentary and edits its decisions.")


def _locked(subject: Subject) -> Commentary:
    """The text's row, created at version 0 when missing, locked to the end of the transaction."""
    kept = Commentary.objects.filter(**subject.lookup).first()
    if kept is None:
        row = Commentary(**subject.lookup)
        if subject.kind == Commentary.HOLDING and subject.decision is not None:
            # A decision adopted before it had a history: its holding as adopted is version 1.
            row.title, row.text, row.version = subject.decision.title, subject.decision.holding, 1
            row.message, row.updated = "As adopted", timezone.now()
        else:
            row.skip_history_when_saving = True  # type: ignore[attr-defined]
        try:
            with transaction.atomic():
                row.save()
        except IntegrityError:
            pass  # another writer made it first: lock theirs
    return Commentary.objects.select_for_update().get(**subject.lookup)


@transaction.atomic
def commentary_save(
    *,
    subject: Subject,
    by: Any,
    text: str,
    message: str,
    version: int,
    title: str = "",
    amendment: tuple[str, str] | None = None,
    in_force_from: datetime.date | None = None,
    at_meeting: bool = False,
) -> Commentary:
    """Save a new version of the text, if `version` is still the current one; else raise Conflict.

    A statute's version carries its amendment (provision, value) with the club's words. A statute, and the
    holding of a decision of the committee, change only by a motion (`at_meeting`): with a quorum above one
    a member alone is refused (MotionNeeded); with a quorum of one his save is a motion carried at once at his
    meeting of the day (accounts.committee.carried_alone), whose effect is this service at the meeting."""
    _check(by)
    by_motion = subject.kind in MOTIONS  # a statute, or what a decision of the committee holds
    if by_motion and not at_meeting:
        refuse_alone(MOTIONS[subject.kind])
    if subject.decision is not None and Withdrawal.objects.filter(decision=subject.decision).exists():
        # A withdrawn decision stands as it was withdrawn: its notice and history say what it held and what the
        # committee wrote on it; nothing new reaches its readers or the feeds.
        if subject.kind == Commentary.HOLDING:
            raise PermissionDenied("This decision is withdrawn: its holding is kept as it was and cannot be edited.")
        raise PermissionDenied("This decision is withdrawn: it takes no more commentary; what was written stays.")
    kept = _locked(subject)
    if version != kept.version:
        raise Conflict(kept, version)
    if by_motion and not at_meeting:
        # A committee of one: a motion carried at once, whose effect saves this version (at_meeting), the row
        # still locked and its version checked above, so no update is lost.
        _carry_alone(subject, by=by, text=text, message=message, title=title, amendment=amendment, on=in_force_from)
        return current(subject)  # type: ignore[return-value]
    kept.text = text
    kept.message = message
    kept.author = by
    kept.updated = timezone.now()
    kept.version += 1
    if subject.kind == Commentary.HOLDING:
        kept.title = title.strip() or kept.title
    if subject.kind == Commentary.STATUTE:
        kept.provision, kept.value = amendment if amendment is not None else ("", "")
        # A statute adopted at a meeting takes force on the day the motion says; one published alone, today.
        kept.in_force_from = in_force_from or timezone.localdate()
    kept._history_user = by  # type: ignore[attr-defined]
    kept.save()
    if subject.kind == Commentary.HOLDING and subject.decision is not None:
        decision = Decision.objects.select_for_update().get(pk=subject.decision.pk)
        decision.holding, decision.title = kept.text, kept.title
        decision.save(update_fields=["holding", "holding_html", "title"])
    else:
        CommentaryCitation.objects.filter(commentary=kept).delete()
        CommentaryCitation.objects.bulk_create(
            CommentaryCitation(commentary=kept, law=law) for law in cited_laws(kept.text, subject.code)
        )
    Draft.objects.filter(commentary=kept, owner=by).delete()
    if subject.kind == Commentary.STATUTE:
        statute_adopted.send(sender=Commentary, statute=kept, by=by)
    elif subject.kind == Commentary.HOLDING:
        holding_amended.send(sender=Commentary, holding=kept, by=by)
    return kept


# The texts a motion changes, and how a refusal names the act (accounts.committee.motion_needed).
MOTIONS = {
    Commentary.STATUTE: "adopt or amend a statute",
    Commentary.HOLDING: "amend the holding of a decision",
}


def _carry_alone(
    subject: Subject,
    *,
    by: Any,
    text: str,
    message: str,
    title: str,
    amendment: tuple[str, str] | None,
    on: datetime.date | None,
) -> None:
    """One member's statute or holding, recorded as a motion carried at once at his meeting of the day."""
    terms: dict[str, Any] = {"message": message}
    if subject.kind == Commentary.STATUTE:
        provision, value = amendment if amendment is not None else ("", "")
        terms.update({"provision": provision, "value": value})
        if on is not None:  # else in force from the day it carries: today
            terms["in_force_from"] = on.isoformat()
        carried_alone(MOTION_ADOPT_STATUTE, by=by, text=text, terms=terms, law=subject.law)
    else:
        terms["title"] = title
        carried_alone(MOTION_AMEND_HOLDING, by=by, text=text, terms=terms, decision=subject.decision)


def commentary_revert(*, subject: Subject, by: Any, to: int, version: int) -> Commentary:
    """A new version holding the text of version `to`; refused like a save when `version` is not current."""
    _check(by)
    old = version_of(subject, to)
    return commentary_save(
        subject=subject,
        by=by,
        text=old.text,
        title=old.title,
        message=f"Reverted to version {to}",
        version=version,
        amendment=(old.provision, old.value) if old.provision else None,
    )


def draft_of(subject: Subject, by: Any) -> Draft | None:
    if not getattr(by, "is_authenticated", False):
        return None
    return Draft.objects.filter(commentary__in=Commentary.objects.filter(**subject.lookup), owner=by).first()


@transaction.atomic
def draft_save(*, subject: Subject, by: Any, text: str, message: str, base_version: int, title: str = "") -> Draft:
    """Keep the member's own unpublished text; only he sees it, until he publishes it."""
    _check(by)
    kept = _locked(subject)
    draft, _ = Draft.objects.update_or_create(
        commentary=kept,
        owner=by,
        defaults={"text": text, "message": message, "base_version": base_version, "title": title},
    )
    return draft


@transaction.atomic
def draft_discard(*, subject: Subject, by: Any) -> int:
    deleted, _ = Draft.objects.filter(commentary__in=Commentary.objects.filter(**subject.lookup), owner=by).delete()
    return deleted


@transaction.atomic
def holding_adopted(*, decision: Decision, by: Any, message: str) -> Commentary:
    """Version 1 of an adopted decision's holding, made with the decision."""
    kept = Commentary(
        decision=decision,
        kind=Commentary.HOLDING,
        title=decision.title,
        text=decision.holding,
        version=1,
        author=by,
        message=message,
        updated=timezone.now(),
    )
    kept._history_user = by  # type: ignore[attr-defined]
    kept.save()
    return kept


@transaction.atomic
def decision_withdraw(*, decision: Decision, by: Any, reason: str, at_meeting: bool = False) -> Withdrawal:
    """Withdraw an adopted decision: it keeps its address and history, leaves precedents and search,
    and its case may be adopted again. With a quorum above one, only a motion carried at a meeting does; with a
    quorum of one, a member's withdrawal is recorded as a motion carried at once (accounts.committee)."""
    if not by.has_perm(WITHDRAW_DECISION):
        raise PermissionDenied("Only the committee withdraws its decisions.")
    if not at_meeting:
        if motion_needed("withdraw the decision"):
            raise WithdrawalError(motion_needed("withdraw the decision"))
        # A committee of one: a motion carried at once, whose effect is this very service (at_meeting).
        carried_alone(MOTION_WITHDRAW_DECISION, by=by, text=reason, terms={}, decision=decision)
        return Withdrawal.objects.get(decision=decision)
    decision = Decision.objects.select_for_update().get(pk=decision.pk)
    reason = reason.strip()
    if decision.origin != Decision.ORIGIN_COMMITTEE:
        raise WithdrawalError("A decision printed in a book cannot be withdrawn: only the committee's own can.")
    if Withdrawal.objects.filter(decision=decision).exists():
        raise WithdrawalError("This decision is withdrawn already.")
    if not reason:
        raise WithdrawalError("Give the reason for the withdrawal: readers will see it.")
    # The saved cases adopted as this decision are set free by the cases app, on the withdrawal's post_save.
    withdrawal = Withdrawal.objects.create(decision=decision, by=by, on=timezone.now(), reason=reason)
    decision_withdrawn.send(sender=Withdrawal, withdrawal=withdrawal)
    return withdrawal
