"""Following and stopping, one function per write, for the pages and the API alike. Each refuses with
NoticeError naming the field and what is wrong."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction

from appeals.models import Appeal
from decisions.models import Decision
from laws.models import Law

from .kinds import Kind
from .models import Following, Stop


class NoticeError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


FOLLOWABLE = ("law", "decision", "appeal")


def target_of(user: Any, *, law: str = "", decision: str = "", appeal: str = "") -> dict[str, Any]:
    """The one thing named, as Following's field and value: a law as code:number ("club-1864:72"), a
    decision by its address's name, an appeal by number (one the member may read)."""
    named = {k: v.strip() for k, v in (("law", law), ("decision", decision), ("appeal", appeal)) if v and v.strip()}
    if len(named) != 1:
        raise NoticeError("law", "Name one thing to follow: a law, a decision or an appeal.")
    ((field, value),) = named.items()
    if field == "law":
        code, _, number = value.partition(":")
        found: Any = Law.objects.filter(code__slug=code, number=number).first()
        if found is None:
            raise NoticeError("law", f"There is no law {value!r}: give it as code:number, e.g. club-1864:72.")
    elif field == "decision":
        found = Decision.objects.filter(slug=value).first()
        if found is None:
            raise NoticeError("decision", f"There is no decision {value!r}.")
    else:
        found = (
            Appeal.objects.visible_to(user).filter(pk=int(value)).first()
            if value.isascii() and value.isdigit()
            else None
        )
        if found is None:
            raise NoticeError("appeal", f"There is no appeal {value!r} that you may read.")
    return {field: found}


@transaction.atomic
def follow(user: Any, target: dict[str, Any]) -> Following:
    """Follow it; following it again changes nothing."""
    existing = Following.objects.filter(user=user, **target).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            return Following.objects.create(user=user, **target)
    except IntegrityError:  # the same member, twice at once
        return Following.objects.get(user=user, **target)


def unfollow(user: Any, target: dict[str, Any]) -> int:
    deleted, _ = Following.objects.filter(user=user, **target).delete()
    return deleted


def kind_of(value: str) -> Kind:
    try:
        return Kind(value)
    except ValueError:
        raise NoticeError(
            "kind", f"There is no kind of notice {value!r} (there are: {', '.join(Kind.values)})."
        ) from None


def stop(user_id: int, kind: Kind) -> None:
    """No more notices of this kind; stopping it again changes nothing."""
    try:
        with transaction.atomic():
            Stop.objects.get_or_create(user_id=user_id, kind=kind.value)
    except IntegrityError:
        pass  # stopped by another request at the same moment: it is stopped


def resume(user_id: int, kind: Kind) -> None:
    Stop.objects.filter(user_id=user_id, kind=kind.value).delete()


def kinds_for(user: Any) -> list[dict[str, Any]]:
    stopped = set(Stop.objects.filter(user=user).values_list("kind", flat=True))
    return [{"kind": kind.value, "label": kind.label, "on": kind.value not in stopped} for kind in Kind]
