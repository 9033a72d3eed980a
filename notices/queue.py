"""A notice queued for each member told, in the transaction of the change that causes it.

django-post-office keeps the queue in the database: a mail row written here commits or rolls back with the
change, and the sender (notices/sender.py) delivers it after the commit, retrying while the mail server is
unreachable. Each member gets his own mail, as each carries his own link to stop that kind.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.template.loader import render_to_string
from post_office import mail

from .kinds import Kind
from .links import absolute, stop_url
from .models import Stop
from .sender import send_once


@dataclass(frozen=True)
class Notice:
    kind: Kind
    subject: str
    template: str  # notices/mail/<template>.txt and .html
    context: dict[str, Any]


def _stopped(user_ids: set[int], kind: Kind) -> set[int]:
    return set(Stop.objects.filter(user_id__in=user_ids, kind=kind).values_list("user_id", flat=True))


def queue(notice: Notice, user_ids: Iterable[int], *, besides: set[int] | None = None) -> set[int]:
    """Queue the notice for each member named who has an address and has not stopped its kind; the ids of
    those it was queued for. `besides`: members already told of this change by another notice."""
    wanted = set(user_ids) - (besides or set())
    wanted -= _stopped(wanted, notice.kind)
    users = get_user_model().objects.filter(pk__in=wanted, is_active=True).exclude(email="").order_by("pk")
    told: set[int] = set()
    for user in users:
        context = {
            **notice.context,
            "member": user,
            "kind": notice.kind,
            "stop_url": stop_url(user.pk, notice.kind),
            "settings_url": absolute("/notices/"),
            "club": settings.CLUB_COMMITTEE_NAME,
            "site": settings.SITE_URL.rstrip("/"),
            "subject": notice.subject,
        }
        mail.send(
            recipients=[user.email],
            sender=settings.DEFAULT_FROM_EMAIL,
            subject=notice.subject,
            message=render_to_string(f"notices/mail/{notice.template}.txt", context),
            html_message=render_to_string(f"notices/mail/{notice.template}.html", context),
            headers={"List-Unsubscribe": f"<{context['stop_url']}>"},
            priority="medium",  # queued, never sent inside the transaction
        )
        told.add(user.pk)
    if told and settings.NOTICES_SEND_AFTER_COMMIT:
        transaction.on_commit(send_once)
    return told
