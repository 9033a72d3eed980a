"""A notice queued for each member told, in the transaction of the change that causes it.

django-post-office keeps the queue in the database: a mail row written here commits or rolls back with the
change, and the sender (notices/sender.py) delivers it after the commit, retrying while the mail server is
unreachable. Each member gets his own mail, as each carries his own link to stop that kind.

A subject is folded to one line where the notice is made (a case's title may hold a line break, which no mail
header may: the mail failed and was retried for a day). A notice waits NOTICES_COALESCE_SECONDS in the queue,
and one of the same subject for the same member while it waits takes its place (the newer words): five quick
edits of a statute are one mail to each referee, not five.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone
from post_office import mail
from post_office.models import STATUS, Email

from .kinds import Kind
from .links import absolute, stop_url
from .models import Stop
from .sender import send_once

# What a mail's subject holds at most: long enough for any title, short of what a header line may be.
MAX_SUBJECT = 250


def one_line(text: str) -> str:
    """The text on one line: every run of spaces, tabs and line breaks (of any kind) made a single space."""
    folded = " ".join(text.split())
    return folded if len(folded) <= MAX_SUBJECT else folded[: MAX_SUBJECT - 1] + "…"


@dataclass(frozen=True)
class Notice:
    kind: Kind
    subject: str
    template: str  # notices/mail/<template>.txt and .html
    context: dict[str, Any]

    def __post_init__(self) -> None:
        object.__setattr__(self, "subject", one_line(self.subject))


def _waiting(subject: str) -> dict[str, Email]:
    """The mails of this subject queued and not yet sent, by their one recipient."""
    return {
        email.to[0]: email
        for email in Email.objects.filter(subject=subject, status=STATUS.queued).order_by("pk")
        if len(email.to) == 1
    }


def _stopped(user_ids: set[int], kind: Kind) -> set[int]:
    return set(Stop.objects.filter(user_id__in=user_ids, kind=kind).values_list("user_id", flat=True))


def queue(notice: Notice, user_ids: Iterable[int], *, besides: set[int] | None = None) -> set[int]:
    """Queue the notice for each member named who has an address and has not stopped its kind; the ids of
    those it was queued for. `besides`: members already told of this change by another notice."""
    wanted = set(user_ids) - (besides or set())
    wanted -= _stopped(wanted, notice.kind)
    users = get_user_model().objects.filter(pk__in=wanted, is_active=True).exclude(email="").order_by("pk")
    told: set[int] = set()
    waiting = _waiting(notice.subject)
    hold = settings.NOTICES_COALESCE_SECONDS
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
        text = render_to_string(f"notices/mail/{notice.template}.txt", context)
        html = render_to_string(f"notices/mail/{notice.template}.html", context)
        told.add(user.pk)
        earlier = waiting.get(user.email)
        if earlier is not None:  # the same subject still waiting for him: the newer words in its place
            earlier.message, earlier.html_message = text, html
            earlier.save(update_fields=["message", "html_message"])
            continue
        mail.send(
            recipients=[user.email],
            sender=settings.DEFAULT_FROM_EMAIL,
            subject=notice.subject,
            message=text,
            html_message=html,
            headers={"List-Unsubscribe": f"<{context['stop_url']}>"},
            priority="medium",  # queued, never sent inside the transaction
            scheduled_time=timezone.now() + datetime.timedelta(seconds=hold) if hold > 0 else None,
        )
    if told and settings.NOTICES_SEND_AFTER_COMMIT:
        transaction.on_commit(send_once)
    return told
