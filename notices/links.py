"""The links a notice carries: absolute, to the site's own address (LAWS_SITE_URL), and the signed link that
stops a kind of notice without signing in."""

from __future__ import annotations

from django.conf import settings
from django.core import signing
from django.urls import reverse

from .kinds import Kind

_SALT = "notices.stop"


def absolute(path: str) -> str:
    return settings.SITE_URL.rstrip("/") + path


def stop_token(user_id: int, kind: Kind) -> str:
    return signing.dumps({"user": user_id, "kind": kind.value}, salt=_SALT, compress=True)


def stop_url(user_id: int, kind: Kind) -> str:
    return absolute(reverse("notices:stop", args=[stop_token(user_id, kind)]))


class BadStopLink(ValueError):
    """The link was not made by this site, or was altered."""


def read_stop_token(token: str) -> tuple[int, Kind]:
    """The member and the kind a stop link names. It does not expire: a link in an old mail still works."""
    try:
        found = signing.loads(token, salt=_SALT)
        return int(found["user"]), Kind(found["kind"])
    except (signing.BadSignature, KeyError, TypeError, ValueError) as e:
        raise BadStopLink("This link to stop notices is not one the site sent, or it was cut short.") from e
