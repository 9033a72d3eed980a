"""Putting a backup into the database: all of it in one transaction, or none of it.

The target must hold none of the site's own data (accounts, saved cases, the committee's
decisions and texts) unless `replace` is given, which deletes it first. The corpus must be
loaded already: the rows name laws and printed decisions by natural key. Every save sends
its usual signals, so the search outbox records the restored decisions and commentary and
each node's index takes them up (this one's as soon as the transaction commits).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from django.contrib.sessions.models import Session
from django.core import serializers
from django.core.exceptions import FieldDoesNotExist, ObjectDoesNotExist, ValidationError
from django.core.management.color import no_style
from django.core.serializers.base import DeserializationError
from django.db import DEFAULT_DB_ALIAS, DatabaseError, IntegrityError, connections, transaction
from django.db.migrations.recorder import MigrationRecorder

from plumbing.readercache.handler import one_change

from .fileformat import Backup
from .plan import KEEP, KEPT, NATURAL, REFUSE, RETIRED_APPS, Kept, kept_by_label, relabelled


class RestoreError(ValueError):
    """The backup cannot be restored here; the message says why and, for a row, names its line."""


def site_data(using: str = DEFAULT_DB_ALIAS) -> dict[str, int]:
    """How many rows of the site's own data the database holds, by model (only those it holds)."""
    found = {}
    for kept in KEPT:
        if kept.existing == REFUSE:
            count = kept.rows().using(using).count()
            if count:
                found[str(kept.model._meta.verbose_name_plural)] = count
    return found


def check_schema(backup: Backup, using: str = DEFAULT_DB_ALIAS) -> None:
    """A backup made by a newer version of the site holds what this one cannot place."""
    applied = MigrationRecorder(connections[using]).applied_migrations()
    made_with = backup.header.get("migrations") or {}
    missing = sorted(
        f"{app}.{name}"
        for app, names in made_with.items()
        if app not in RETIRED_APPS
        for name in names
        if (app, name) not in applied
    )
    if missing:
        raise RestoreError(
            f"{backup.path} was made by a newer version of the site: this database lacks its migrations "
            f"{', '.join(missing[:5])}{' …' if len(missing) > 5 else ''}. Update the site and run migrate, then restore."
        )


def restore(
    backup: Backup, *, replace: bool, using: str = DEFAULT_DB_ALIAS, progress: Callable[[int], None] = lambda n: None
) -> Counter[str]:
    """Restore every row of the backup; returns how many were written, by model. RestoreError changes nothing."""
    check_schema(backup, using)
    try:
        return _restore_all(backup, replace, using, progress)
    except IntegrityError as exc:  # a constraint checked at commit (PostgreSQL defers the foreign keys)
        raise RestoreError(f"{backup.path}: its rows do not fit this database ({exc}); nothing was restored") from None


def _restore_all(backup: Backup, replace: bool, using: str, progress: Callable[[int], None]) -> Counter[str]:
    plan = kept_by_label()
    written: Counter[str] = Counter()
    # One transaction, and the restored rows are what readers see from its commit.
    with transaction.atomic(using=using), one_change(using):
        present = site_data(using)
        if present and not replace:
            held = ", ".join(f"{count} {name}" for name, count in present.items())
            raise RestoreError(
                f"This database already holds the site's own data ({held}), so nothing was restored. "
                "Restore into a new database (migrate, then load_corpus), or give --replace to delete that data "
                "and put the backup's in its place."
            )
        if replace:
            delete_site_data(using)
        for done, (line, written_as) in enumerate(backup.records(), start=1):
            record = relabelled(written_as)
            kept = _kept_for(backup, plan, line, record)
            if _restore_row(backup, kept, line, record, using):
                written[str(kept.model._meta.verbose_name_plural)] += 1
            progress(done)
        connection = connections[using]
        with connection.cursor() as cursor:
            for sql in connection.ops.sequence_reset_sql(no_style(), [kept.model for kept in KEPT]):
                cursor.execute(sql)
    return written


def delete_site_data(using: str = DEFAULT_DB_ALIAS) -> None:
    """Everything a backup restores, deleted (the plan in reverse); sign-ins with it."""
    # Twice: deleting a kept text writes its deletion into the history, which the second pass clears.
    for _ in range(2):
        for kept in reversed(KEPT):
            if kept.existing == REFUSE:
                kept.rows().using(using).delete()
    Session.objects.using(using).all().delete()


def _kept_for(backup: Backup, plan: dict[str, Kept], line: int, record: Any) -> Kept:
    label = record.get("model") if isinstance(record, dict) else None
    if label not in plan:
        raise RestoreError(f"{backup.path}, line {line}: not a row this version of the site restores ({label!r})")
    return plan[str(label)]


def _restore_row(backup: Backup, kept: Kept, line: int, record: dict[str, Any], using: str) -> bool:
    where = f"{backup.path}, line {line} ({kept.model._meta.verbose_name})"
    try:
        (obj,) = serializers.deserialize("python", [record], using=using, handle_forward_references=False)
    except DeserializationError as exc:
        raise RestoreError(f"{where}: {_reason(exc)}") from None
    except FieldDoesNotExist as exc:  # a backup from a version of the site that had a field this one has not
        raise RestoreError(f"{where}: {exc}; this version of the site cannot place it") from None
    except (KeyError, TypeError, ValueError, ValidationError, ObjectDoesNotExist) as exc:
        raise RestoreError(f"{where}: the row cannot be read ({exc!r})") from None
    found = obj.object.pk is not None and kept.keys == NATURAL
    if found and kept.existing == KEEP:
        return False
    if found and kept.existing == REFUSE:
        raise RestoreError(
            f"{where}: {obj.object} is in this database already (from the corpus?), so nothing was restored"
        )
    try:
        obj.save(using=using)
    except (DatabaseError, ValueError, ValidationError) as exc:
        raise RestoreError(f"{where}: the database refused the row ({exc}); nothing was restored") from None
    return True


def _reason(exc: DeserializationError) -> str:
    """Django's message names the missing row by the model and key the backup gave."""
    text = str(exc)
    if "does not exist" in text:
        return (
            f"it names something this database does not hold ({text}). Load the corpus the backup was made with "
            "(manage.py load_corpus) before restoring"
        )
    return text
