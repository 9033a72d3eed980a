"""The committee records how one decision treats another (follows, distinguishes, dissents from ...).

A recorded treatment is the committee's own data: the corpus loader never replaces it.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.permissions import can_record_treatment

from . import treatment_vocabulary
from .models import Decision, DecisionLink

MAX_REASON = 5_000


class TreatmentError(ValueError):
    """The treatment cannot be recorded as asked; the message says why."""


# Where the committee's treatments begin, after every printed one (printed positions count from 0 in the book).
COMMITTEE_POSITIONS = 1_000_000


@transaction.atomic
def treatment_record(
    *, from_decision: Decision, to_decision: Decision, relation: str, reason: str, by: Any
) -> DecisionLink:
    if not can_record_treatment(by):
        raise PermissionDenied("Only the committee records how decisions treat one another.")
    reason = reason.strip()
    problems = []
    if from_decision.pk == to_decision.pk:
        problems.append("a decision cannot treat itself")
    if relation not in treatment_vocabulary.RELATIONS:
        problems.append(f"the relation {relation!r} is none of " + ", ".join(treatment_vocabulary.RELATIONS))
    if not reason:
        problems.append("the reason is empty: say why")
    elif len(reason) > MAX_REASON:
        problems.append(f"the reason is {len(reason)} characters long; the most is {MAX_REASON}")
    # A withdrawn decision (committee.Withdrawal, by its reverse name) takes no new treatment, either way.
    withdrawn = Decision.objects.filter(pk__in=[from_decision.pk, to_decision.pk], withdrawal__isnull=False)
    problems += [f"{slug} is withdrawn: it takes no new treatment" for slug in withdrawn.values_list("slug", flat=True)]
    if DecisionLink.objects.filter(from_decision=from_decision, to_decision=to_decision, relation=relation).exists():
        problems.append(f"{from_decision.slug} already {relation.replace('_', ' ')} {to_decision.slug}")
    if problems:
        raise TreatmentError("Cannot record the treatment: " + "; ".join(problems) + ".")
    try:
        with transaction.atomic():  # a savepoint: the constraint's refusal leaves the transaction usable
            link = DecisionLink.objects.create(
                from_decision=from_decision,
                to_decision=to_decision,
                relation=relation,
                reason=reason,
                origin=DecisionLink.ORIGIN_COMMITTEE,
                recorded_by=by,
                recorded=timezone.now(),
                position=COMMITTEE_POSITIONS,
            )
            # After the printed ones, in the order recorded: the row's own id makes its place, where the last
            # place plus one, read by members recording at once, gave two of them the same.
            link.position = COMMITTEE_POSITIONS + link.pk
            DecisionLink.objects.filter(pk=link.pk).update(position=link.position)
            return link
    except IntegrityError:
        # Another member recorded the same treatment between the check above and this insert.
        raise TreatmentError(
            f"Cannot record the treatment: {from_decision.slug} already {relation.replace('_', ' ')} "
            f"{to_decision.slug} (another member has just recorded it)."
        ) from None
