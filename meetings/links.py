"""The link a member's notice of a motion carries: signed for him and that motion, so that it opens his own
vote and no other's. Following it casts nothing: the page it opens asks him to confirm his vote by a POST, so a
mail scanner that follows every link changes nothing."""

from __future__ import annotations

from django.conf import settings
from django.core import signing
from django.urls import reverse

_SALT = "meetings.vote"


class BadVoteLink(ValueError):
    """The link was not made by this site, or was altered."""


def vote_token(member_id: int, motion_id: int) -> str:
    return signing.dumps({"member": member_id, "motion": motion_id}, salt=_SALT, compress=True)


def vote_url(member_id: int, motion_id: int) -> str:
    """The absolute address of the member's vote on the motion, for a mail (a mail client has no site to be in)."""
    path = reverse("meetings:vote_by_link", args=[vote_token(member_id, motion_id)])
    return settings.SITE_URL.rstrip("/") + path


def read_vote_token(token: str) -> tuple[int, int]:
    """The member and the motion a vote link names."""
    try:
        found = signing.loads(token, salt=_SALT)
        return int(found["member"]), int(found["motion"])
    except (signing.BadSignature, KeyError, TypeError, ValueError) as exc:
        raise BadVoteLink("This link to a vote is not one the site sent, or it was cut short.") from exc
